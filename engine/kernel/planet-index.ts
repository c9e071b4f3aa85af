// Where a planet is (LRR 64 planets, 89 systems): a lookup that every rule asks many times per command (who owns a
// legendary planet, which system a planet is in), so it remembers answers instead of scanning the board each time.
import type { GameState, Seat } from '../core/state';
import { draftOrigin, isDraftPart, readOnly, type DraftOrigin } from './draft';

/**
 * Where each planet was last found, per systems object (one command's draft, or one stored state): planets do not
 * change systems, so a remembered key is checked and a miss (a planet placed since, e.g. the Mirage) scans again.
 */
const PLANET_SYSTEM = new WeakMap<object, Map<string, string>>();

/**
 * Every planet of a command's starting systems, by the system holding it: worked out at most once per command, the
 * first time a planet is looked up in its draft (the stored systems do not change while it runs).
 */
const STARTING_PLACES = new WeakMap<object, Map<string, string>>();

/** The system that holds a planet, if it is on the board. */
export function systemOfPlanet(state: GameState, planet: string): string | undefined {
  const systems = readOnly(state).board.systems;
  const origin = draftOrigin(systems);
  if (origin && !isDraftPart(origin.base)) return inDraft(systems, origin, planet);
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

/**
 * Inside a command: a planet is in a system the command reached, or else where the stored systems had it. A planet
 * that is on no tile (a legendary planet whose tile is not in this galaxy, the Mirage before it is found) is known to
 * be absent without scanning the board again, which every window asked of every seat would otherwise do.
 */
function inDraft(systems: GameState['board']['systems'], origin: DraftOrigin, planet: string): string | undefined {
  for (const key of origin.reached)
    if (typeof key === 'string' && Object.hasOwn(systems[key]?.planets ?? {}, planet)) return key;
  let places = STARTING_PLACES.get(systems);
  if (!places) {
    places = new Map();
    const base = origin.base as GameState['board']['systems'];
    for (const key in base) for (const id in base[key]!.planets) places.set(id, key);
    STARTING_PLACES.set(systems, places);
  }
  const before = places.get(planet);
  return before !== undefined && !origin.reached.has(before) ? before : undefined;
}

/** The seat that controls a planet, or null (also when the planet is not on the board). */
export function planetOwner(state: GameState, planet: string): Seat | null {
  const key = systemOfPlanet(state, planet);
  return key === undefined ? null : (readOnly(state).board.systems[key]?.planets[planet]?.owner ?? null);
}
