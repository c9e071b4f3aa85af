// The Yssaril Tribes, what they change in the rules — LRR 58.4b moving through ships, 96 faction units: their
// flagship (Y'sia Y'ssrila) may move through systems containing other players' ships (a group of it alone).
import { MOVES_THROUGH_SHIPS } from '../effects/hooks';
import { defineProvider } from '../kernel/effects';
import { hasUnit } from './units';

export const YSSARIL_EFFECTS = defineProvider('faction:yssaril', [
  MOVES_THROUGH_SHIPS.answer(
    ({ state, seat, ships }) =>
      ships.length > 0 && ships.every((t) => t === 'flagship') && hasUnit(state, seat, 'flagship', 'yssaril_flagship'),
  ),
]);
