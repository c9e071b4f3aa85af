// LRR 58.4 the path a moving ship takes (a–f), with 6/44/101 adjacency, 41.1 the gravity rift's +1 move, 11/59/86
// anomalies that block, Light/Wave Deflector, and the laws and faction abilities that change adjacency for movement.
import { ADJACENCY, ask, CANNOT_MOVE_THROUGH, MAY_PASS_SHIPS_OF, MOVEMENT_WORMHOLES_CLOSED } from '../effects';
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { SHIP_TYPES, type UnitType } from '../data/types';
import { adjacentSystems, isSystem, type AdjacencyOptions } from '../galaxy/adjacency';
import { entryViolation as anomalyViolation, isRiftForMovement, riftMoveBonus } from './anomalies';
import { hasTechnology } from './unit-attributes';
import { readOnly } from '../kernel/draft';

export interface PathInfo {
  /** Systems the ships enter, in order; the last one is the active system (58.4a). */
  readonly path: readonly string[];
  /** 58.4f: the number of systems entered. */
  readonly entered: number;
  /** 41.1, 41.3: each time the ships leave a gravity rift they get +1 move (and roll, 41.2); Crucible's +1 more counts
   *  here too, so this is the move the rifts give. */
  readonly riftExits: number;
}

/** The move value a path needs: systems entered less the gravity rift bonuses earned on the way. */
export const moveNeeded = (info: PathInfo): number => info.entered - info.riftExits;

/** The systems a ship leaves along a path, in order: its start, then every entered system but the last. */
export const systemsLeft = (from: string, info: PathInfo): string[] => [from, ...info.path.slice(0, -1)];

/**
 * Adjacency as it applies to this player's movement: Enforced Travel Ban shuts alpha and beta wormholes for
 * movement; the Creuss' Quantum Entanglement (which no effect can stop) links alpha with beta for them; the Hil
 * Colish's delta wormhole is wherever that flagship is.
 */
export function movementAdjacency(from: GameState, seat: Seat): AdjacencyOptions {
  // Providers only read, and build the options afresh: through the peek, so that planning a move does not make a
  // command's draft copy the players (kernel/draft.ts).
  const state = readOnly(from);
  const open = ask(ADJACENCY, { state, seat });
  const closed = ask(MOVEMENT_WORMHOLES_CLOSED, { state, seat });
  return { ...open, ...closed };
}

/**
 * 58.4b: another player's ships (fighters included, FAQ) in the system — those of a player who lets the seat pass
 * (the Empyrean's Aetherpassage) aside.
 */
export function hasOtherPlayersShips(state: GameState, seat: Seat, key: string): boolean {
  const sys = state.board.systems[key];
  if (!sys) return false;
  return Object.entries(sys.space).some(
    ([owner, stack]) =>
      owner !== String(seat) &&
      shipsIn(stack.counts) > 0 &&
      !ask(MAY_PASS_SHIPS_OF, { state, seat, owner: Number(owner) }),
  );
}

function shipsIn(counts: Partial<Record<UnitType, number>>): number {
  return SHIP_TYPES.reduce((n, t) => n + (counts[t] ?? 0), 0);
}

/** Light/Wave Deflector: this player's ships may move through systems with other players' ships. */
export const hasLightWaveDeflector = (state: GameState, seat: Seat): boolean => hasTechnology(state, seat, 'lwd');

/**
 * Checks one step into `key` (index `i` of the path): adjacency (58.4f), anomalies, and blocking by other
 * players' ships for systems the ship only passes through (58.4b).
 */
function stepViolation(
  state: GameState,
  seat: Seat,
  prev: string,
  key: string,
  final: boolean,
  adj: AdjacencyOptions,
  passShips = false,
  extra: readonly string[] = [],
): Result<void> {
  if (!isSystem(state.board, key))
    return fail('movement/not-a-system', '44.2', `${key} is not a system ships can enter.`);
  if (!extra.includes(key) && !adjacentSystems(state.board, prev, adj).includes(key))
    return fail(
      'movement/not-adjacent',
      '58.4f',
      `${key} is not adjacent to ${prev}: ships move along a path of adjacent systems.`,
    );
  return entryViolation(state, seat, key, final, passShips);
}

/** A step into a system already known to be adjacent: anomalies (11, 41, 59, 86) and other players' ships (58.4b). */
function entryViolation(state: GameState, seat: Seat, key: string, final: boolean, passShips: boolean): Result<void> {
  if (!isSystem(state.board, key))
    return fail('movement/not-a-system', '44.2', `${key} is not a system ships can enter.`);
  const blocked = anomalyViolation(state, seat, key, final);
  if (blocked) return { ok: false, error: blocked };
  // Aerie Hololattice: another player's structures close the system to ships passing through, whatever lets them
  // pass other players' ships.
  if (!final && ask(CANNOT_MOVE_THROUGH, { state, seat, system: key }))
    return fail('movement/enemy-ships', '58.4b', `Ships cannot move through ${key}: Aerie Hololattice closes it.`);
  if (!final && !passShips && !hasLightWaveDeflector(state, seat) && hasOtherPlayersShips(state, seat, key)) {
    return fail(
      'movement/enemy-ships',
      '58.4b',
      `Ships cannot move through ${key}: it contains another player's ships.`,
    );
  }
  return ok(undefined);
}

/**
 * Validates a path from `from` ending in the active system; counts systems entered and gravity rift exits.
 * `passShips`: every ship of the group may move through other players' ships (the Yssaril flagship). `extra`:
 * systems the moving ship treats as adjacent wherever it is (the Nomad's Memoria: systems holding their mechs).
 */
export function checkPath(
  state: GameState,
  seat: Seat,
  from: string,
  path: readonly string[],
  passShips = false,
  extra: readonly string[] = [],
): Result<PathInfo> {
  const active = state.tactical?.system;
  if (!active)
    return fail('movement/no-tactical-action', '58.2', 'Ships move during the movement step of a tactical action.');
  if (path.length === 0 || path[path.length - 1] !== active)
    return fail(
      'movement/must-end-in-active-system',
      '58.4a',
      'A moving ship must end its movement in the active system.',
    );
  const adj = movementAdjacency(state, seat);
  let prev = from;
  let riftExits = 0;
  for (let i = 0; i < path.length; i++) {
    const key = path[i]!;
    const step = stepViolation(state, seat, prev, key, i === path.length - 1, adj, passShips, extra);
    if (!step.ok) return step;
    if (isRiftForMovement(state, seat, prev)) riftExits += riftMoveBonus(state, seat);
    prev = key;
  }
  return ok({ path: [...path], entered: path.length, riftExits });
}

/** Longest walk searched: a ship's best move is 4 or so; rifts can stretch it, but never this far. */
const MAX_PATH = 8;

/**
 * The path a player most likely wants when they give none: among paths whose move needed is within `budget`,
 * the one leaving the fewest gravity rifts (each exit risks the ship, 41.2), then the shortest, then map order.
 * A breadth-first search over (system, rift exits so far); undefined when the active system is out of reach.
 */
export function bestPath(
  state: GameState,
  seat: Seat,
  from: string,
  budget: number,
  passShips = false,
  extra: readonly string[] = [],
): PathInfo | undefined {
  const active = state.tactical?.system;
  if (!active || budget <= 0) return undefined;
  const adj = movementAdjacency(state, seat);
  const riftBonus = riftMoveBonus(state, seat);
  interface Node {
    key: string;
    riftExits: number;
    path: string[];
  }
  let layer: Node[] = [{ key: from, riftExits: 0, path: [] }];
  let best: PathInfo | undefined;
  const seen = new Set<string>();
  for (let depth = 1; depth <= MAX_PATH && layer.length > 0; depth++) {
    const next: Node[] = [];
    for (const node of layer) {
      const riftExits = node.riftExits + (isRiftForMovement(state, seat, node.key) ? riftBonus : 0);
      if (depth - riftExits > budget) continue; // 58.4f: out of move
      // Every key here is adjacent by construction: only entering it is checked (not the adjacency again).
      const around = adjacentSystems(state.board, node.key, adj);
      for (const key of [...around, ...extra.filter((k) => k !== node.key && !around.includes(k))]) {
        const final = key === active;
        if (final && entryViolation(state, seat, key, true, false).ok) {
          const found = { path: [...node.path, key], entered: depth, riftExits };
          if (!best || found.riftExits < best.riftExits) best = found;
        }
        const tag = `${key}|${riftExits}`;
        if (seen.has(tag)) continue;
        seen.add(tag);
        if (!entryViolation(state, seat, key, false, passShips).ok) continue;
        next.push({ key, riftExits, path: [...node.path, key] });
      }
    }
    if (best?.riftExits === 0) break;
    layer = next;
  }
  return best;
}
