// LRR 95.1, 95.3, 58.4f: where a moving group may pick up fighters and ground forces besides its starting system —
// the systems it moves through and the active system — and detours through systems holding the player's units.
// Every route offered is checked with the engine's planMovement (the check apply runs); only the search for
// candidate routes is done here, over a superset of the real adjacency (touching hexes, wormholes, hyperlanes).
import { planMovement, SYSTEMS } from '@/engine/index';
import type { GameState, GroupMove, UnitType } from '@/engine/index';

export const CARGO_TYPES = ['infantry', 'mech', 'fighter'] as const;
export type CargoType = (typeof CARGO_TYPES)[number];

export interface CargoChoice {
  /** null: the system's space area. */
  readonly planet: string | null;
  readonly type: CargoType;
  readonly count: number;
}

/** A system on a route, other than the start, where the group may pick units up. */
export interface PickupStop {
  readonly system: string;
  /** The active system (only its planets: what is in its space area is there already). */
  readonly active: boolean;
  readonly cargo: readonly CargoChoice[];
}

export interface MovementRoute {
  /** The systems entered, ending in the active system. */
  readonly path: readonly string[];
  /** The ship types of the source that can take this route. */
  readonly ships: readonly UnitType[];
  readonly stops: readonly PickupStop[];
}

type TileInfo = { back: string; wormholes: readonly string[] } | undefined;
const tileOf = (state: GameState, key: string): TileInfo => {
  const tile = state.board.systems[key]?.tile;
  return tile === undefined ? undefined : (SYSTEMS as Record<string, TileInfo>)[tile];
};

/** The seat's fighters and ground forces in a system: its space area (unless told not to) and its planets. */
export function cargoIn(state: GameState, seat: number, system: string, space: boolean): CargoChoice[] {
  const sys = state.board.systems[system];
  if (!sys) return [];
  const cargo: CargoChoice[] = [];
  if (space) {
    for (const type of CARGO_TYPES) {
      const n = sys.space[String(seat)]?.counts[type] ?? 0;
      if (n > 0) cargo.push({ planet: null, type, count: n });
    }
  }
  for (const [planet, p] of Object.entries(sys.planets)) {
    for (const type of ['infantry', 'mech'] as const) {
      const n = p.units[String(seat)]?.counts[type] ?? 0;
      if (n > 0) cargo.push({ planet, type, count: n });
    }
  }
  return cargo;
}

/** 95.1, 95.3: what may be picked up in `system` by ships passing through it or arriving there (not the start). */
function stopAt(state: GameState, seat: number, system: string): PickupStop | null {
  const active = state.tactical?.system === system;
  if (!active && state.board.systems[system]?.commandTokens.includes(seat)) return null;
  const cargo = cargoIn(state, seat, system, !active);
  return cargo.length > 0 ? { system, active, cargo } : null;
}

const axial = (key: string): [number, number] | null => {
  const [q, r] = key.split(',').map(Number);
  return Number.isInteger(q) && Number.isInteger(r) ? [q!, r!] : null;
};

function hexDistance(a: string, b: string): number {
  const x = axial(a);
  const y = axial(b);
  if (!x || !y) return Infinity;
  const dq = x[0] - y[0];
  const dr = x[1] - y[1];
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/**
 * Systems that may be adjacent to each system, a superset of the engine's adjacency: touching hexes; across
 * hyperlanes, anything a few hexes away; from a system with a wormhole (printed or token) or the nexus, every such one.
 */
function candidateNeighbours(state: GameState): (key: string) => readonly string[] {
  const keys = Object.keys(state.board.systems).sort();
  const hasWormhole = (k: string) =>
    (tileOf(state, k)?.wormholes.length ?? 0) > 0 || (state.board.systems[k]?.tokens.length ?? 0) > 0 || state.board.nexus.at === k;
  const wormholeSystems = keys.filter(hasWormhole);
  const lanes = keys.filter((k) => tileOf(state, k)?.back === 'hyperlane');
  const cache = new Map<string, readonly string[]>();
  return (key) => {
    let out = cache.get(key);
    if (!out) {
      const reach = lanes.some((k) => hexDistance(key, k) === 1) ? 4 : 1;
      const near = keys.filter((k) => k !== key && hexDistance(key, k) <= reach);
      out = hasWormhole(key) ? [...new Set([...near, ...wormholeSystems.filter((k) => k !== key)])] : near;
      cache.set(key, out);
    }
    return out;
  };
}

/** Ship counts of one ship of a type, as a group's `ships`. */
const one = (type: UnitType): GroupMove['ships'] => ({ [type]: 1 }) as GroupMove['ships'];

/** One probe copy and one neighbour table per state, shared by every source's search. */
const kits = new WeakMap<GameState, { probe: GameState; neighbours: (key: string) => readonly string[] }>();
function searchKit(state: GameState) {
  let kit = kits.get(state);
  if (!kit) {
    kit = { probe: structuredClone(state), neighbours: candidateNeighbours(state) };
    kits.set(state, kit);
  }
  return kit;
}

/** Longest walk searched: more than any ship's move with every bonus. */
const MAX_WALK = 8;

interface Search {
  readonly state: GameState;
  /** A copy of the state whose active system is moved around, to ask the engine about part of a walk. */
  readonly probe: GameState;
  readonly seat: number;
  readonly from: string;
  readonly type: UnitType;
  readonly neighbours: (key: string) => readonly string[];
}

/**
 * Breadth-first over the walks one ship of the search's type can make from its start, continuing `prefix`: a walk
 * is extended only while the engine accepts it as a move into its last system (the probe's active system moved
 * there), which checks adjacency, anomalies and move left. Calls `visit` with each walk (shortest first, one per
 * system); a walk never passes through the real active system. Stops early when `visit` returns true.
 */
function explore(search: Search, prefix: readonly string[], visit: (walk: string[]) => boolean): void {
  const { state, probe, seat, from, type } = search;
  const active = state.tactical?.system;
  const seen = new Set<string>([from, ...prefix]);
  let layer: string[][] = [[...prefix]];
  for (let depth = prefix.length; depth < MAX_WALK && layer.length > 0; depth++) {
    const next: string[][] = [];
    for (const walk of layer) {
      for (const x of search.neighbours(walk.at(-1) ?? from)) {
        if (seen.has(x)) continue;
        const path = [...walk, x];
        if (x === active) {
          if (visit(path)) return;
          continue;
        }
        probe.tactical!.system = x;
        if (!planMovement(probe, seat, [{ from, ships: one(type), path }]).ok) continue;
        seen.add(x);
        if (visit(path)) return;
        next.push(path);
      }
    }
    layer = next;
  }
}

/**
 * The routes a group from `from` may take: first `direct` (the path of its slowest ship, which the engine would
 * choose), then one detour through each other system where units wait to be picked up, found for the slowest
 * ship with capacity that can make it. Each route lists the ship types that can take it and its pick-up stops.
 */
export function movementRoutes(
  state: GameState,
  seat: number,
  from: string,
  direct: readonly string[],
  reaching: readonly { type: UnitType; capacity: number; move: number }[],
): MovementRoute[] {
  const active = state.tactical?.system;
  if (!active || direct.length === 0) return [];
  const takes = (path: readonly string[]) =>
    reaching.filter((s) => planMovement(state, seat, [{ from, ships: one(s.type), path: [...path] }]).ok).map((s) => s.type);
  const route = (path: readonly string[]): MovementRoute => ({
    path,
    ships: takes(path),
    stops: path.flatMap((k) => stopAt(state, seat, k) ?? []),
  });
  const routes = [route(direct)];
  const carriers = reaching.filter((s) => s.capacity > 0).sort((a, b) => a.move - b.move);
  if (carriers.length === 0) return routes.map((r) => ({ ...r, stops: [] }));

  const { probe, neighbours } = searchKit(state);
  const detourStops = Object.keys(state.board.systems)
    .filter((k) => k !== from && k !== active && !direct.includes(k))
    .flatMap((k) => stopAt(state, seat, k) ?? [])
    .sort((a, b) => hexDistance(from, a.system) - hexDistance(from, b.system) || a.system.localeCompare(b.system));
  const found = new Set<string>();
  for (const carrier of carriers) {
    if (found.size === detourStops.length) break;
    const search: Search = { state, probe, seat, from, type: carrier.type, neighbours };
    // Every system this carrier can get to (not through the active system), by its shortest walk.
    const walks = new Map<string, string[]>();
    explore(search, [], (walk) => {
      const end = walk.at(-1)!;
      if (end !== active) walks.set(end, walk);
      return false;
    });
    for (const stop of detourStops) {
      const toStop = walks.get(stop.system);
      if (found.has(stop.system) || !toStop) continue;
      const c = stop.cargo[0]!;
      const pickup = { system: stop.system, ...(c.planet === null ? {} : { planet: c.planet }), units: { [c.type]: 1 } };
      let path: string[] | null = null;
      explore(search, toStop, (walk) => {
        if (walk.at(-1) !== active) return false;
        if (!planMovement(state, seat, [{ from, ships: one(carrier.type), path: walk, transport: [pickup] }]).ok) return false;
        path = walk;
        return true;
      });
      if (!path) continue;
      found.add(stop.system);
      const p: string[] = path;
      if (!routes.some((r) => r.path.join() === p.join())) routes.push(route(p));
    }
  }
  return routes;
}
