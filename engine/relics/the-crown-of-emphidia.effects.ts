// The Crown of Emphidia (LRR 81, 73): the status phase's end opens a window for its holder (the-crown-of-emphidia.ts).
import { END_OF_STATUS_PHASE } from '../effects/hooks';
import { defineProvider } from '../kernel/effects';

export const THE_CROWN_OF_EMPHIDIA_EFFECTS = defineProvider('relic:the-crown-of-emphidia', [
  END_OF_STATUS_PHASE.answer(({ state }) =>
    state.players.some((p) => p.relics.includes('the-crown-of-emphidia'))
      ? [{ step: 'window/open', args: { window: 'end-of-status-phase', quiet: true } }]
      : [],
  ),
]);
