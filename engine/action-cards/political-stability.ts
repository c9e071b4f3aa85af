// Political Stability (LRR 2 action cards, 81.8 returning strategy cards, 84 strategy phase, 1.15 "when"): when you
// would return your strategy card(s) in the status phase, keep them; you do not choose strategy cards in the next
// strategy phase (engine/phases/status.ts and strategy.ts read the player's mark).
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';

const holdsCards = (state: GameState, seat: Seat): boolean => (state.players[seat]?.strategyCards.length ?? 0) > 0;

export const POLITICAL_STABILITY: AbilityDef = {
  id: 'political-stability',
  name: 'Political Stability',
  source: { kind: 'action-card', card: 'political-stability' },
  window: 'when-returning-strategy-cards',
  costs: [],
  // "Your strategy card(s)": public — who holds strategy cards is on the table.
  eligible: (state, seat) => holdsCards(state, seat),
  targetOptions: (state, seat) => [
    {
      label: `keep ${state.players[seat]?.strategyCards.join(' and ') ?? 'your cards'} for the next round`,
      targets: {},
    },
  ],
  check: (state, seat) => {
    if (state.phase !== 'status' || !holdsCards(state, seat))
      return fail(
        'ability/wrong-window',
        '1.22',
        'Political Stability is played when you would return your strategy cards.',
      );
    if (state.players[seat]?.keepsStrategyCards)
      return fail('ability/limit', '2.6b', 'You already keep your strategy cards this round.');
    return ok(undefined);
  },
  resolve: (ctx, seat) => {
    const player = ctx.state.players[seat];
    if (!player || !holdsCards(ctx.state, seat)) return;
    player.keepsStrategyCards = true;
    emit(ctx, {
      type: 'note',
      text: `Political Stability: ${player.name} keeps ${player.strategyCards.join(' and ')} and skips the next strategy card choice.`,
    });
  },
};

export const POLITICAL_STABILITY_CARD = defineContent({ abilities: [POLITICAL_STABILITY] });
