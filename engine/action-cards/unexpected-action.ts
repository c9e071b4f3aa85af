// Unexpected Action (LRR 2 action cards, 22 component actions, 20 command tokens): take back one of your tokens.
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';

const hasToken = (state: GameState, seat: Seat, system: unknown): system is string =>
  typeof system === 'string' && (state.board.systems[system]?.commandTokens.includes(seat) ?? false);

/** Action: one of your command tokens leaves the board for your reinforcements (20.3: off sheet and board). */
export const UNEXPECTED_ACTION: AbilityDef = {
  id: 'unexpected-action',
  name: 'Unexpected Action',
  source: { kind: 'action-card', card: 'unexpected-action' },
  window: 'action',
  costs: [],
  eligible: () => true,
  targetOptions: (state, seat) =>
    Object.keys(state.board.systems)
      .filter((k) => hasToken(state, seat, k))
      .map((k) => ({ label: `take back your token in ${state.board.systems[k]!.tile}`, targets: { system: k } })),
  check: (state, seat, targets) =>
    hasToken(state, seat, targets.system)
      ? ok(undefined)
      : fail('ability/bad-target', '2.6a', 'Choose a system that holds one of your command tokens.'),
  resolve: (ctx, seat, targets) => {
    if (!hasToken(ctx.state, seat, targets.system)) return;
    const tokens = ctx.state.board.systems[targets.system]!.commandTokens;
    tokens.splice(tokens.indexOf(seat), 1);
  },
};

export const UNEXPECTED_ACTION_CARD = defineContent({ abilities: [UNEXPECTED_ACTION] });
