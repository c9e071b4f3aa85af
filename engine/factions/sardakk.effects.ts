// The Sardakk N'orr, what they change in the rules — LRR 56 modifiers, 96 faction units: Unrelenting (+1 to every
// combat roll of their units, in space and ground combat); their flagship (C'morran N'orr) adds 1 more to the combat
// rolls of their other ships in its system (space combat only: ships roll nowhere else).
import type { GameState, Seat } from '../core/state';
import { COMBAT_ROLL_MODIFIER } from '../effects/hooks';
import { defineProvider } from '../kernel/effects';
import { flagshipIn } from './units';

/** Unrelenting: the Sardakk's units add 1 to each combat roll (not to unit abilities, 10.1c, 15.1c, 77.3d). */
export const unrelenting = (state: GameState, seat: Seat): number =>
  state.players[seat]?.faction === 'sardakk' ? 1 : 0;

export const SARDAKK_EFFECTS = defineProvider('faction:sardakk', [
  COMBAT_ROLL_MODIFIER.answer(
    ({ state, seat, place, unit }) =>
      unrelenting(state, seat) +
      (place.combat === 'space' && unit !== 'flagship' && flagshipIn(state, place.system, seat, 'sardakk_flagship')
        ? 1
        : 0),
  ),
]);
