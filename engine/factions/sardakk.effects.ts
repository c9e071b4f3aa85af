// The Sardakk N'orr, what they change in the rules — LRR 56 modifiers, 96 faction units: their flagship (C'morran
// N'orr) adds 1 to the combat rolls of their other ships in its system (space combat only: ships roll nowhere else).
import { COMBAT_ROLL_MODIFIER } from '../effects/hooks';
import { defineProvider } from '../kernel/effects';
import { flagshipIn } from './units';

export const SARDAKK_EFFECTS = defineProvider('faction:sardakk', [
  COMBAT_ROLL_MODIFIER.answer(({ state, seat, place, unit }) =>
    place.combat === 'space' && unit !== 'flagship' && flagshipIn(state, place.system, seat, 'sardakk_flagship')
      ? 1
      : 0,
  ),
]);
