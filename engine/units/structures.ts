// LRR 85 structures (85.1 on planets, 85.4–85.6 limits per planet), 63.3 two PDS per planet (Homeland Defense Act
// lifts it), 79.3 one space dock per planet, 23.4 reinforcements: may a player place a structure on a planet?
import { ask, PDS_PER_PLANET } from '../effects';
import { fail, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';

import { checkReinforcements } from './reinforcements';
import { countAt, planetArea } from './stacks';

export type StructureType = 'pds' | 'space-dock';

export function checkStructurePlacement(
  state: GameState,
  seat: Seat,
  system: string,
  planet: string,
  type: StructureType,
): Result<void> {
  const pl = state.board.systems[system]?.planets[planet];
  if (!pl) return fail('units/no-such-planet', 'input', `${planet} is not in that system.`);
  if (pl.owner !== seat) return fail('units/not-controlled', '67.4a', `You do not control ${planet}.`);
  const area = planetArea(system, planet);
  if (type === 'space-dock' && countAt(state, area, seat, 'space-dock') >= 1) {
    return fail('units/structure-limit', '79.3', 'A planet can hold at most one of your space docks (85.4).');
  }
  if (type === 'pds' && countAt(state, area, seat, 'pds') >= ask(PDS_PER_PLANET, { state })) {
    return fail('units/structure-limit', '63.3', 'A planet can hold at most two of your PDS (85.5).');
  }
  return checkReinforcements(state, seat, [{ area, type, count: 1 }]);
}

export const canPlaceStructure = (
  state: GameState,
  seat: Seat,
  system: string,
  planet: string,
  type: StructureType,
): boolean => checkStructurePlacement(state, seat, system, planet, type).ok;
