// Salvage (LRR 2 action cards, 78.10 winner of a space combat, 21 commodities): after the player wins a space
// combat, the loser gives them all of their commodities, which the player receives as trade goods (21.6).
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { spaceCombatResult } from '../combat/combat-record';
import type { AbilityDef, Subject } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { gainTradeGoods } from './card-kit';

/** The loser of the space combat the seat just won, with commodities to give (commodities are public). */
function loserOf(state: GameState, seat: Seat, subject: Subject): Seat | undefined {
  if (subject.seat !== seat || subject.combat !== 'space') return undefined;
  const result = spaceCombatResult(state);
  return result?.winner === seat && result.loser !== null ? result.loser : undefined;
}

const commoditiesOf = (state: GameState, seat: Seat | undefined): number =>
  seat === undefined ? 0 : (state.players[seat]?.commodities ?? 0);

export const SALVAGE: AbilityDef = {
  id: 'salvage',
  name: 'Salvage',
  source: { kind: 'action-card', card: 'salvage' },
  window: 'after-combat-won',
  costs: [],
  eligible: (state, seat, subject) => loserOf(state, seat, subject) !== undefined,
  targetOptions: (state, seat, subject) => {
    const n = commoditiesOf(state, loserOf(state, seat, subject));
    return n > 0 ? [{ label: `take your opponent's ${n} commodit${n === 1 ? 'y' : 'ies'}`, targets: {} }] : [];
  },
  // 2.6a: a loser without commodities leaves the card nothing to do.
  check: (state, seat, _targets, subject) =>
    commoditiesOf(state, loserOf(state, seat, subject)) > 0
      ? ok(undefined)
      : fail('ability/bad-target', '2.6a', 'Your opponent has no commodities to give you.'),
  resolve: (ctx, seat, _targets, subject) => {
    const loser = loserOf(ctx.state, seat, subject);
    const n = commoditiesOf(ctx.state, loser);
    if (loser === undefined || n === 0) return;
    ctx.state.players[loser]!.commodities = 0;
    emit(ctx, { type: 'commodities-changed', seat: loser, delta: -n });
    gainTradeGoods(ctx, seat, n); // 21.6: commodities given to another player become trade goods
  },
};

export const SALVAGE_CARD = defineContent({ abilities: [SALVAGE] });
