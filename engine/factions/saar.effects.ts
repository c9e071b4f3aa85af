// The Clan of Saar, what they change in the rules — LRR 61.16 scoring objectives: Nomadic (they score public
// objectives even while they do not control every planet of their home system).
import { SCORES_WITHOUT_HOME_PLANETS } from '../effects/hooks';
import { defineProvider } from '../kernel/effects';

export const SAAR_EFFECTS = defineProvider('faction:saar', [
  SCORES_WITHOUT_HOME_PLANETS.answer(({ state, seat }) => state.players[seat]?.faction === 'saar'),
]);
