// LRR 95.1, 95.3, 58.4f: where a moving group may pick up fighters and ground forces besides its starting system —
// the systems it moves through and the active system — and detours through systems holding the player's units.
// Candidate routes are searched over the engine's own movement adjacency (6, 44, 100, 101 with the laws and faction
// abilities that change it), and every route offered is checked with the engine's planMovement (the check apply runs).
import { adjacentSystems } from '../galaxy/adjacency';
import { checkPath, movementAdjacency } from '../tactical/paths';
import { groupPassesShips, mayPickUpFrom, planMovement } from '../tactical/movement';
import { isRiftForMovement } from '../tactical/anomalies';
import type { GameState } from '../core/state';
import type { GroupMove } from '../tactical/movement';
import type { UnitType } from '../data/types';
import { deepCopy } from '../kernel/context';

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
  if (!mayPickUpFrom(state, seat, system)) return null;
  const cargo = cargoIn(state, seat, system, !active);
  return cargo.length > 0 ? { system, active, cargo } : null;
}

/** Longest walk searched: more than any ship's move with every bonus. */
const MAX_WALK = 8;

type Neighbours = (key: string) => readonly string[];

/** Walks over the adjacency graph from one system: each reached system's previous system. */
type Tree = ReadonlyMap<string, string | null>;

/**
 * Shortest walks from `start` over the adjacency graph, up to MAX_WALK systems, continuing only from systems for
 * which `through` holds (the others are reached, not passed) and never entering one in `avoid`. With `cost`, the
 * walks are the ones needing the least move instead (a 0–1 search: `cost(a, b)` is 0 or 1 for the step a → b).
 */
function graphTree(
  neighbours: Neighbours,
  start: string,
  through: (key: string) => boolean,
  avoid: ReadonlySet<string> = new Set(),
  cost: (from: string, to: string) => number = () => 1,
): Tree {
  const parent = new Map<string, string | null>([[start, null]]);
  const best = new Map<string, number>([[start, 0]]);
  const steps = new Map<string, number>([[start, 0]]);
  const deque = [start];
  while (deque.length > 0) {
    const k = deque.shift()!;
    if ((k !== start && !through(k)) || steps.get(k)! >= MAX_WALK) continue;
    for (const x of neighbours(k)) {
      if (avoid.has(x) || x === start) continue;
      const c = best.get(k)! + cost(k, x);
      if ((best.get(x) ?? Infinity) <= c) continue;
      best.set(x, c);
      parent.set(x, k);
      steps.set(x, steps.get(k)! + 1);
      if (c === best.get(k)) deque.unshift(x);
      else deque.push(x);
    }
  }
  return parent;
}

/** The systems entered on the tree's walk from its start to `end` (the start left out), or null if not reached. */
function walkTo(tree: Tree, end: string): string[] | null {
  if (!tree.has(end)) return null;
  const walk: string[] = [];
  for (let k: string | null | undefined = end; k != null && tree.get(k) !== null; k = tree.get(k)) walk.push(k);
  return walk.reverse();
}

/** The systems entered going from `from` to the tree's start along the tree (adjacency goes both ways). */
function walkBack(tree: Tree, from: string): string[] | null {
  if (!tree.has(from)) return null;
  const walk: string[] = [];
  for (let k = tree.get(from); k != null; k = tree.get(k)) walk.push(k);
  return walk;
}

/**
 * What the searches share for one state and seat: the engine's adjacency for this player's movement, and which
 * systems their ships may enter to end a move there or pass through, each asked of the engine's path check once.
 */
interface Kit {
  readonly neighbours: Neighbours;
  /** 41.1: gravity rifts on the board. */
  readonly rifts: ReadonlySet<string>;
  /** 58.4b, 11, 59, 86 and the rest: a ship may end a move in the system (as the active system). */
  readonly enterable: (key: string) => boolean;
  /** A ship may move through the system (`passShips`: through other players' ships too, the Yssaril flagship). */
  readonly passable: (key: string, passShips: boolean) => boolean;
}

const kits = new WeakMap<GameState, Map<number, Kit>>();

function searchKit(state: GameState, seat: number): Kit {
  const bySeat = kits.get(state) ?? new Map<number, Kit>();
  kits.set(state, bySeat);
  const cached = bySeat.get(seat);
  if (cached) return cached;
  const adjacency = movementAdjacency(state, seat);
  const table = new Map<string, readonly string[]>();
  const neighbours: Neighbours = (key) => {
    let out = table.get(key);
    if (!out) table.set(key, (out = adjacentSystems(state.board, key, adjacency)));
    return out;
  };
  // A copy whose active system is moved around, to ask the engine about one or two steps of a walk.
  const probe = deepCopy(state);
  const pathOk = (from: string, path: readonly string[], passShips = false) => {
    probe.tactical!.system = path.at(-1)!;
    return checkPath(probe, seat, from, path, passShips).ok;
  };
  const memo = <T extends unknown[]>(f: (...args: T) => boolean) => {
    const seen = new Map<string, boolean>();
    return (...args: T) => {
      const k = args.join('|');
      let v = seen.get(k);
      if (v === undefined) seen.set(k, (v = f(...args)));
      return v;
    };
  };
  const enterable = memo((key: string) => neighbours(key).some((n) => pathOk(n, [key])));
  // Into the system and back out to a neighbour a move may end in: only the pass through it is in question.
  const passable = memo((key: string, passShips: boolean) =>
    neighbours(key).some((n) => enterable(n) && pathOk(n, [key, n], passShips)),
  );
  const rifts = new Set(Object.keys(state.board.systems).filter((k) => isRiftForMovement(state, seat, k)));
  const kit: Kit = { neighbours, rifts, enterable, passable };
  bySeat.set(seat, kit);
  return kit;
}

/** Ship counts of one ship of a type, as a group's `ships`. */
const one = (type: UnitType): GroupMove['ships'] => ({ [type]: 1 }) as GroupMove['ships'];

/** 41.1: the move a walk needs (systems entered, less one for each gravity rift left on the way). */
function moveNeeded(kit: Kit, from: string, walk: readonly string[]): number {
  return [from, ...walk.slice(0, -1)].reduce((n, k) => n + (kit.rifts.has(k) ? 0 : 1), 0);
}

/**
 * A walk from `from` through `stop` to `active` that enters no system twice (nor the start): `toStop`'s walk to
 * the stop, then `toActive`'s walk back from it, or a search around the systems already used when the two meet.
 */
function detour(
  kit: Kit,
  from: string,
  stop: string,
  active: string,
  toStop: Tree,
  toActive: Tree,
  through: (k: string) => boolean,
  cost?: (a: string, b: string) => number,
): string[] | null {
  const first = walkTo(toStop, stop);
  if (!first) return null;
  const used = new Set([from, ...first]);
  let onward = walkBack(toActive, stop);
  if (!onward || onward.some((k) => used.has(k))) {
    used.delete(stop);
    onward = walkTo(graphTree(kit.neighbours, stop, through, used, cost), active);
  }
  return onward && first.length + onward.length <= MAX_WALK ? [...first, ...onward] : null;
}

/**
 * The routes a group from `from` may take: first `direct` (the path of its slowest ship, which the engine would
 * choose), then one detour through each other system where units wait to be picked up, found for the slowest
 * ship with capacity that can make it. Each route lists the ship types that can take it and its pick-up stops.
 *
 * A detour is the shortest walk over the engine's adjacency, through systems the ship may pass, to the stop and
 * on to the active system; when the engine finds it too long for the ship, the walk needing the least move
 * (through gravity rifts, 41.1) is tried instead. Each is checked with planMovement, once.
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
  const carriers = reaching.filter((s) => s.capacity > 0).sort((a, b) => a.move - b.move);
  if (carriers.length === 0)
    return [{ path: direct, ships: shipsTaking(state, seat, from, [direct], reaching)[0]!, stops: [] }];

  // The walks found, each with a ship type already known to take it (the carrier it was found for).
  const found: { path: readonly string[]; taker: UnitType | null }[] = [{ path: direct, taker: null }];
  const kit = searchKit(state, seat);
  const reached = new Set<string>();
  for (const passShips of [false, true]) {
    const group = carriers.filter((c) => groupPassesShips(state, seat, [c], from) === passShips);
    if (group.length === 0) continue;
    // Once per source: shortest walks, and walks needing the least move, from the source (never through the
    // active system) and to the active system, over the systems these ships may pass.
    const through = (k: string) => k !== active && kit.passable(k, passShips);
    const riftCost = (a: string) => (kit.rifts.has(a) ? 0 : 1);
    const fromSource = graphTree(kit.neighbours, from, through);
    const toActive = graphTree(kit.neighbours, active, through);
    const leastFromSource = graphTree(kit.neighbours, from, through, new Set(), riftCost);
    // Towards the active system a step costs what the system it leaves costs, the one further from the active system.
    const leastToActive = graphTree(kit.neighbours, active, through, new Set(), (_a, b) => riftCost(b));
    const stops = Object.keys(state.board.systems)
      .filter((k) => k !== from && k !== active && !direct.includes(k) && fromSource.has(k))
      .flatMap((k) => stopAt(state, seat, k) ?? [])
      .sort(
        (a, b) =>
          (walkTo(fromSource, a.system)?.length ?? 0) - (walkTo(fromSource, b.system)?.length ?? 0) ||
          a.system.localeCompare(b.system),
      );
    for (const carrier of group) {
      // 58.4f: the least move a walk was refused for; a stop whose every walk needs that much is out of reach.
      let tooFar = Infinity;
      for (const stop of stops) {
        if (reached.has(stop.system) || !through(stop.system)) continue;
        const least = walkTo(leastFromSource, stop.system);
        const back = walkBack(leastToActive, stop.system);
        if (!least || !back || moveNeeded(kit, from, [...least, ...back]) >= tooFar) continue;
        const c = stop.cargo[0]!;
        const pickup = {
          system: stop.system,
          ...(c.planet === null ? {} : { planet: c.planet }),
          units: { [c.type]: 1 },
        };
        const check = (walk: readonly string[]) =>
          planMovement(state, seat, [{ from, ships: one(carrier.type), path: [...walk], transport: [pickup] }]);
        let path = detour(kit, from, stop.system, active, fromSource, toActive, through);
        if (!path) continue;
        let checked = check(path);
        if (!checked.ok && checked.error.code === 'movement/out-of-range') {
          const cheaper = detour(kit, from, stop.system, active, leastFromSource, leastToActive, through, riftCost);
          if (cheaper && moveNeeded(kit, from, cheaper) < moveNeeded(kit, from, path)) {
            path = cheaper;
            checked = check(path);
          }
          if (!checked.ok && checked.error.code === 'movement/out-of-range')
            tooFar = Math.min(tooFar, moveNeeded(kit, from, path));
        }
        if (!checked.ok) continue;
        reached.add(stop.system);
        const p = path;
        if (!found.some((f) => f.path.join() === p.join())) found.push({ path: p, taker: carrier.type });
      }
    }
  }
  const ships = shipsTaking(
    state,
    seat,
    from,
    found.map((f) => f.path),
    reaching,
    found.map((f) => f.taker),
  );
  return found.map((f, i) => ({
    path: f.path,
    ships: ships[i]!,
    stops: f.path.flatMap((k) => stopAt(state, seat, k) ?? []),
  }));
}

/**
 * For each path, the ship types of the source that can take it (in `reaching` order), asking planMovement — except
 * where the answer is known: `takers[i]` takes path i, and a type refused as out of move (58.4f) for a path needing
 * some move is refused for every path needing as much or more.
 */
function shipsTaking(
  state: GameState,
  seat: number,
  from: string,
  paths: readonly (readonly string[])[],
  reaching: readonly { type: UnitType }[],
  takers: readonly (UnitType | null)[] = [],
): UnitType[][] {
  const kit = searchKit(state, seat);
  const needed = paths.map((p) => moveNeeded(kit, from, p));
  const order = paths.map((_, i) => i).sort((a, b) => needed[a]! - needed[b]!);
  const takes = paths.map(() => new Set<UnitType>());
  for (const { type } of reaching) {
    let tooFar = Infinity;
    for (const i of order) {
      if (takers[i] === type) takes[i]!.add(type);
      else if (needed[i]! >= tooFar) continue;
      else {
        const plan = planMovement(state, seat, [{ from, ships: one(type), path: [...paths[i]!] }]);
        if (plan.ok) takes[i]!.add(type);
        else if (plan.error.code === 'movement/out-of-range') tooFar = needed[i]!;
      }
    }
  }
  return takes.map((t) => reaching.filter((s) => t.has(s.type)).map((s) => s.type));
}
