// The Emirates of Hacan, where the rules hand over to them: right after a space combat roll in a system holding
// their flagship, the step that offers to raise dice (engine/factions/hacan.ts).
import { AFTER_COMBAT_ROLL } from '../effects/hooks';
import { defineProvider } from '../kernel/effects';
import { flagshipIn } from './units';

export const HACAN_EFFECTS = defineProvider('faction:hacan', [
  AFTER_COMBAT_ROLL.answer(({ state, place }) =>
    place.combat === 'space' && state.players.some((p) => flagshipIn(state, place.system, p.seat, 'hacan_flagship'))
      ? [{ step: 'combat/hacan-flagship' }]
      : [],
  ),
]);
