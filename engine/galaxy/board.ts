// Setup step 6 "Create game board" (LRR 39 game board, 100 wormhole nexus): turns a map into Board state, attaching
// home systems, the Ghosts of Creuss' home system beside the board (39.1) and the inactive wormhole nexus (100.1).
//
// Tiles that are in play but touch no other tile (Creuss home 51, the wormhole nexus) get a hex key outside the
// galaxy with no occupied neighbour, so physical adjacency never reaches them; the renderer draws them there too.
import type { Board, PlanetState, SystemState } from '../core/state';
import { fail, ok, type Result } from '../core/result';
import { SYSTEMS, isTileId, type TileId } from '../data/systems';
import {
  CENTRE,
  distance,
  hexKey,
  neighbourHexes,
  parseHexKey,
  positionToHex,
  ringOf,
  turnOfPosition,
  type Hex,
} from './hex';
import { cellAt, type ParsedMap } from './map-string';

export const CREUSS_GATE: TileId = '17';
export const CREUSS_HOME: TileId = '51';
export const NEXUS_INACTIVE: TileId = '82A';
export const NEXUS_ACTIVE: TileId = '82B';

function planetStates(tile: string): Record<string, PlanetState> {
  const planets: readonly string[] = isTileId(tile) ? SYSTEMS[tile].planets : [];
  return Object.fromEntries(planets.map((p) => [p, { owner: null, exhausted: false, units: {}, attachments: [] }]));
}

/** A freshly placed system tile: no units, tokens or owners. */
export function newSystem(tile: TileId, rotation = 0): SystemState {
  return { tile, rotation, space: {}, planets: planetStates(tile), commandTokens: [], frontier: false, tokens: [] };
}

export function emptyBoard(): Board {
  return { systems: {}, nexus: { placed: false, active: false, at: null } };
}

/**
 * A hex outside the galaxy whose six neighbours are all free, as close as possible to `near` (ties broken by map
 * order). Used for tiles that are part of the game board without touching it (39.1, 100.1c).
 */
export function offBoardKey(board: Board, near: Hex): string {
  const occupied = Object.keys(board.systems)
    .map(parseHexKey)
    .filter((h): h is Hex => h !== undefined);
  const outer = Math.max(0, ...occupied.map(ringOf));
  const isFree = (h: Hex) => !Object.hasOwn(board.systems, hexKey(h));
  let best: { h: Hex; d: number; p: number } | undefined;
  for (let p = 0; ; p++) {
    const h = positionToHex(p);
    if (ringOf(h) > outer + 4) break;
    if (!isFree(h) || !neighbourHexes(h).every(isFree)) continue;
    const d = distance(h, near);
    if (!best || d < best.d) best = { h, d, p };
  }
  if (!best) throw new Error('no free hex around the board'); // cannot happen: ring outer+2 is always free
  return hexKey(best.h);
}

/**
 * 100.1: the wormhole nexus begins in play, inactive side up, beside the board. It goes by the lower-right corner,
 * where a hexagonal galaxy leaves room inside its bounding box, so the drawn map barely grows.
 */
export function placeNexus(board: Board): Board {
  const outer = Math.max(0, ...Object.keys(board.systems).map((k) => ringOf(parseHexKey(k) ?? CENTRE)));
  const at = offBoardKey(board, { q: outer, r: 2 });
  return {
    systems: { ...board.systems, [at]: newSystem(NEXUS_INACTIVE) },
    nexus: { placed: true, active: false, at },
  };
}

/**
 * 100.2: flip the nexus to its active side. Units, tokens and command tokens stay (they move to the active side);
 * the active side's planet Mallice is added if the inactive side did not show it.
 */
export function activateNexus(board: Board): Board {
  const at = board.nexus.at;
  if (!board.nexus.placed || at === null || board.nexus.active) return board;
  const old = board.systems[at];
  if (!old) return board;
  const planets = { ...planetStates(NEXUS_ACTIVE), ...old.planets };
  return {
    systems: { ...board.systems, [at]: { ...old, tile: NEXUS_ACTIVE, planets } },
    nexus: { ...board.nexus, active: true },
  };
}

export interface BuiltBoard {
  readonly board: Board;
  /** Key of each seat's home system (for the Ghosts of Creuss, the off-board Creuss system). */
  readonly homeKeys: readonly string[];
}

export interface BuildOptions {
  /** Put the wormhole nexus beside the board (Prophecy of Kings games). */
  readonly nexus?: boolean;
}

/**
 * Builds the board from a map. `homeSystems[i]` goes to the i-th home marker (0) in map order, which is seat
 * order for the rulebook layouts. The Ghosts of Creuss (home tile 51 or gate 17) put the Creuss Gate at their home
 * position and their home system beside the board, as near the gate as possible.
 */
export function boardFromMap(
  map: ParsedMap,
  homeSystems: readonly TileId[],
  options: BuildOptions = {},
): Result<BuiltBoard> {
  const systems: Record<string, SystemState> = {};
  const markers: number[] = [];
  for (let p = 0; p <= map.cells.length; p++) {
    const cell = cellAt(map, p);
    if (cell.kind === 'home') markers.push(p);
    if (cell.kind === 'tile') systems[hexKey(positionToHex(p))] = newSystem(cell.tile, cell.rotation);
  }
  // Seats go round the table clockwise (setup 4–6), so their homes do too: from the first home in map order, by
  // angle around Mecatol Rex. Where homes sit on different rings (the seven-player alternate board: one on ring 4,
  // two on ring 3), map order alone would seat one player out of turn; on every other board this is map order.
  const first = markers[0] ?? 0;
  const turn = (p: number) => (turnOfPosition(p) - turnOfPosition(first) + 1) % 1;
  markers.sort((a, b) => turn(a) - turn(b));
  if (markers.length !== homeSystems.length) {
    return fail(
      'galaxy/home-count',
      'setup',
      `the map has ${markers.length} home positions for ${homeSystems.length} home systems`,
    );
  }
  const used = new Set(Object.values(systems).map((s) => s.tile));
  for (const tile of homeSystems) {
    const tiles = tile === CREUSS_HOME || tile === CREUSS_GATE ? [CREUSS_GATE, CREUSS_HOME] : [tile];
    if (tiles.some((t) => used.has(t))) {
      return fail('galaxy/map-duplicate-tile', '88', `home system ${tile} is already on the board`);
    }
    for (const t of tiles) used.add(t);
  }
  let board: Board = { systems, nexus: { placed: false, active: false, at: null } };
  const homeKeys: string[] = [];
  const creuss: { gate: Hex; index: number }[] = [];
  markers.forEach((p, i) => {
    const tile = homeSystems[i] as TileId;
    const key = hexKey(positionToHex(p));
    const isCreuss = tile === CREUSS_HOME || tile === CREUSS_GATE;
    systems[key] = newSystem(isCreuss ? CREUSS_GATE : tile);
    homeKeys.push(key);
    if (isCreuss) creuss.push({ gate: positionToHex(p), index: i });
  });
  // The nexus goes first so that its place depends on the galaxy alone, not on where the Creuss home went.
  if (options.nexus) board = placeNexus(board);
  for (const { gate, index } of creuss) {
    // Aim two rings further out than the gate, in its direction, so the home system sits beside its gate.
    const k = ringOf(gate) || 1;
    const near = { q: Math.round((gate.q * (k + 2)) / k), r: Math.round((gate.r * (k + 2)) / k) };
    const key = offBoardKey(board, near);
    board.systems[key] = newSystem(CREUSS_HOME);
    homeKeys[index] = key;
  }
  return ok({ board, homeKeys });
}
