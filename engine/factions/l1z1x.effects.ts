// The L1Z1X Mindnet, what they change in the rules — LRR 78.6 assigning hits, 96 faction units: in a space combat,
// the hits of their flagship (0.0.1) and of the dreadnoughts in its system must go to non-fighter ships.
import { HITS_ON_NON_FIGHTERS } from '../effects/hooks';
import { defineProvider } from '../kernel/effects';
import { flagshipIn } from './units';

export const L1Z1X_EFFECTS = defineProvider('faction:l1z1x', [
  HITS_ON_NON_FIGHTERS.answer(({ state, seat, place }) =>
    place.combat === 'space' && flagshipIn(state, place.system, seat, 'l1z1x_flagship')
      ? ['flagship', 'dreadnought']
      : [],
  ),
]);
