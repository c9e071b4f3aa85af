// The Mentak Coalition, what they change in the rules — LRR 87 sustain damage, 96 faction units: other players' ships
// in their flagship's system (Fourth Moon), and other players' ground forces on their mech's planet (Moll Terminus),
// cannot use Sustain Damage — against any hits, in or out of combat.
import { SHIP_TYPES, type UnitType } from '../data/types';
import { CANNOT_SUSTAIN_DAMAGE } from '../effects/hooks';
import { groundForceTypes } from '../combat/unit-stats';
import { defineProvider } from '../kernel/effects';
import { countAt, planetArea } from '../units/stacks';
import { mechAbilityOf, othersWithFlagship } from './units';

export const MENTAK_EFFECTS = defineProvider('faction:mentak', [
  CANNOT_SUSTAIN_DAMAGE.answer(({ state, seat, area, type }, ask) => {
    const sys = state.board.systems[area.system];
    if (!sys) return false;
    if (area.planet === undefined)
      return (
        (SHIP_TYPES as readonly UnitType[]).includes(type) &&
        othersWithFlagship(state, area.system, seat, 'mentak_flagship')
      );
    if (!groundForceTypes(state, seat).includes(type)) return false; // a Hel-Titan too
    const planet = area.planet;
    return Object.keys(sys.planets[planet]?.units ?? {}).some(
      (k) =>
        Number(k) !== seat &&
        countAt(state, planetArea(area.system, planet), Number(k), 'mech') > 0 &&
        mechAbilityOf(state, Number(k), 'mentak_mech', ask),
    );
  }),
]);
