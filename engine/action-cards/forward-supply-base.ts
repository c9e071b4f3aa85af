// Forward Supply Base (LRR 2 action cards, 5 active system, 93 trade goods): after another player activates a
// system holding your units, you gain 3 trade goods, then another player of your choice gains 1.
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { AbilityDef, Subject, Targets } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { hasUnitsIn } from '../transactions/notes';
import { activatedByAnother, activeSystemOf } from './activation-kit';
import { gainTradeGoods, otherPlayer } from './card-kit';

const unitsThere = (state: GameState, seat: Seat, subject: Subject): boolean => {
  const system = activeSystemOf(state, subject);
  return system !== null && activatedByAnother(subject, seat) && hasUnitsIn(state, system, seat);
};

function check(state: GameState, seat: Seat, targets: Targets, subject: Subject): Result<Seat> {
  if (!unitsThere(state, seat, subject))
    return fail('ability/bad-target', '2.6a', 'Another player must have activated a system that holds your units.');
  return otherPlayer(state, seat, targets.player);
}

export const FORWARD_SUPPLY_BASE: AbilityDef = {
  id: 'forward-supply-base',
  name: 'Forward Supply Base',
  source: { kind: 'action-card', card: 'forward-supply-base' },
  window: 'after-system-activated',
  costs: [],
  eligible: unitsThere,
  targetOptions: (state, seat, subject) =>
    unitsThere(state, seat, subject)
      ? state.players
          .filter((p) => p.seat !== seat && !p.eliminated)
          .map((p) => ({ label: `3 trade goods for you, 1 for ${p.name}`, targets: { player: p.seat } }))
      : [],
  check: (state, seat, targets, subject) => {
    const checked = check(state, seat, targets, subject);
    return checked.ok ? ok(undefined) : checked;
  },
  resolve: (ctx, seat, targets, subject) => {
    const other = check(ctx.state, seat, targets, subject);
    if (!other.ok) return;
    gainTradeGoods(ctx, seat, 3);
    gainTradeGoods(ctx, other.value, 1);
  },
};

export const FORWARD_SUPPLY_BASE_CARD = defineContent({ abilities: [FORWARD_SUPPLY_BASE] });
