// Counterstroke (LRR 2 action cards, 5 active system, 20 command tokens): after any player activates a system that
// holds one of your command tokens, that token returns to your tactic pool. The active player may play it on the
// token they just placed (the card says "a player"): the system stays active until the action ends (5.4).
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { AbilityDef, Subject } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { activeSystemOf } from './activation-kit';

const hasToken = (state: GameState, seat: Seat, system: string | null): system is string =>
  system !== null && (state.board.systems[system]?.commandTokens.includes(seat) ?? false);

function check(state: GameState, seat: Seat, subject: Subject): Result<string> {
  const system = activeSystemOf(state, subject);
  return hasToken(state, seat, system)
    ? ok(system)
    : fail('ability/bad-target', '2.6a', 'The activated system holds none of your command tokens.');
}

export const COUNTERSTROKE: AbilityDef = {
  id: 'counterstroke',
  name: 'Counterstroke',
  source: { kind: 'action-card', card: 'counterstroke' },
  window: 'after-system-activated',
  costs: [],
  // Command tokens on the board are public.
  eligible: (state, seat, subject) => hasToken(state, seat, activeSystemOf(state, subject)),
  targetOptions: (state, seat, subject) =>
    check(state, seat, subject).ok
      ? [{ label: 'take your command token back into your tactic pool', targets: {} }]
      : [],
  check: (state, seat, _targets, subject) => {
    const checked = check(state, seat, subject);
    return checked.ok ? ok(undefined) : checked;
  },
  resolve: (ctx, seat, _targets, subject) => {
    const checked = check(ctx.state, seat, subject);
    if (!checked.ok) return;
    const tokens = ctx.state.board.systems[checked.value]!.commandTokens;
    tokens.splice(tokens.indexOf(seat), 1);
    const pools = ctx.state.players[seat]!.pools;
    pools.tactic += 1;
    emit(ctx, { type: 'tokens-changed', seat, ...pools });
  },
};

export const COUNTERSTROKE_CARD = defineContent({ abilities: [COUNTERSTROKE] });
