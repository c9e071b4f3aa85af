// The Naalu hero (naalu.ts, LRR 51.10): the status phase's end opens its window while a Naalu hero is unlocked.
// The Crown of Emphidia opens the same window for its holder; then that one window serves both.
import { END_OF_STATUS_PHASE } from '../../effects/hooks';
import { defineProvider } from '../../kernel/effects';

const CROWN = 'the-crown-of-emphidia';

export const NAALU_HERO_EFFECTS = defineProvider('leaders:naalu-hero', [
  END_OF_STATUS_PHASE.answer(({ state }) =>
    state.players.some((p) => !p.eliminated && p.faction === 'naalu' && p.leaders.hero === 'unlocked') &&
    !state.players.some((p) => p.relics.includes(CROWN))
      ? [{ step: 'window/open', args: { window: 'end-of-status-phase', quiet: true } }]
      : [],
  ),
]);
