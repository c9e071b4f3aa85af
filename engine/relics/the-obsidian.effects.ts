// The Obsidian (LRR 73 relics, 61 objectives): its holder may have 1 more secret objective, scored or unscored; the
// secret objective drawn on gaining it is in engine/relics/gain.ts.
import { SECRET_OBJECTIVE_LIMIT_BONUS } from '../effects/hooks';
import { defineProvider } from '../kernel/effects';

export const THE_OBSIDIAN_EFFECTS = defineProvider('relic:the-obsidian', [
  SECRET_OBJECTIVE_LIMIT_BONUS.answer(({ state, seat }) =>
    state.players[seat]?.relics.includes('the-obsidian') ? 1 : 0,
  ),
]);
