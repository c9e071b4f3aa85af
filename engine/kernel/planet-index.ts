// Where a planet is (LRR 64 planets, 89 systems): a lookup that every rule asks many times per command (who owns a
// legendary planet, which system a planet is in), so it remembers answers instead of scanning the board each time.
import type { GameState, Seat } from '../core/state';
import { readOnly } from './draft';

/**
 * Where each planet was last found, per systems object (one command's draft, or one stored state): planets do not
 * change systems, so a remembered key is checked and a miss (a planet placed since, e.g. the Mirage) scans again.
 */
const PLANET_SYSTEM = new WeakMap<object, Map<string, string>>();

/** The system that holds a planet, if it is on the board. */
export function systemOfPlanet(state: GameState, planet: string): string | undefined {
  const systems = readOnly(state).board.systems;
  let known = PLANET_SYSTEM.get(systems);
  if (!known) PLANET_SYSTEM.set(systems, (known = new Map()));
  const remembered = known.get(planet);
  if (remembered !== undefined && Object.hasOwn(systems[remembered]?.planets ?? {}, planet)) return remembered;
  for (const key in systems) {
    if (Object.hasOwn(systems[key]!.planets, planet)) {
      known.set(planet, key);
      return key;
    }
  }
  return undefined;
}

/** The seat that controls a planet, or null (also when the planet is not on the board). */
export function planetOwner(state: GameState, planet: string): Seat | null {
  const key = systemOfPlanet(state, planet);
  return key === undefined ? null : (readOnly(state).board.systems[key]?.planets[planet]?.owner ?? null);
}
