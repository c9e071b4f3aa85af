// LRR 6 adjacency, 44 hyperlanes, 60 neighbors, 100 wormhole nexus, 101 wormholes: which systems are adjacent,
// and how, and which players are neighbours.
import { systemToken } from '../data/tokens';
import type { Board, Seat, SystemState, UnitStack } from '../core/state';
import { SYSTEMS, isTileId } from '../data/systems';
import { WORMHOLES, type Wormhole } from '../data/types';
import { SIDES, hexKey, hexToPosition, neighbour, oppositeSide, parseHexKey, type Hex, type Side } from './hex';
import { isHyperlane, laneExits } from './hyperlanes';
import { draftOrigin, readOnly } from '../kernel/draft';
import { memoOn } from '../kernel/query-memo';

/**
 * How two systems came to be adjacent: touching sides (6), lanes across hyperlane tiles (44.1), a wormhole (6.1), or
 * an ability that links systems directly (Spatial Conduit Cylinders).
 */
export type AdjacencyVia = 'physical' | 'hyperlane' | Wormhole | 'ability';

export interface Adjacency {
  readonly key: string;
  /** Every way the systems are adjacent, e.g. ['physical', 'alpha']; 101.2 needs to know about wormholes. */
  readonly via: readonly AdjacencyVia[];
}

/** Abilities and laws that change adjacency. */
export interface AdjacencyOptions {
  /** Wormhole types that create no adjacency right now (e.g. a law that shuts alpha and beta wormholes). */
  readonly ignoreWormholes?: readonly Wormhole[];
  /** Wormholes of one system that create no adjacency right now, by system key (e.g. Nexus Sovereignty). */
  readonly ignoreWormholesIn?: Readonly<Record<string, readonly Wormhole[]>>;
  /** Wormhole types treated as matching one another (Creuss's Quantum Entanglement links alpha with beta). */
  readonly linkedWormholes?: readonly (readonly Wormhole[])[];
  /** Wormholes an effect adds to a system without a token, by system key (e.g. a delta for the Creuss player). */
  readonly extraWormholes?: Readonly<Record<string, readonly Wormhole[]>>;
  /** Systems treated as adjacent to every system that contains a wormhole (e.g. the Creuss agent's effect). */
  readonly adjacentToAllWormholes?: readonly string[];
  /** Systems made adjacent to each of the listed systems, both ways (Spatial Conduit Cylinders), by system key. */
  readonly linkedSystems?: Readonly<Record<string, readonly string[]>>;
}

/**
 * Tokens in `SystemState.tokens` that are wormholes (101): the Creuss wormhole tokens, the gamma wormhole found by
 * exploration, and the two faces of the Ion Storm token. Other code must use these ids to place them.
 */
export const WORMHOLE_TOKENS = {
  'wormhole-alpha': 'alpha',
  'wormhole-beta': 'beta',
  'wormhole-gamma': 'gamma',
  'wormhole-delta': 'delta',
  'ion-storm-alpha': 'alpha',
  'ion-storm-beta': 'beta',
} as const satisfies Record<string, Wormhole>;
export type WormholeToken = keyof typeof WORMHOLE_TOKENS;

/** Also accepts the ids of the token table in engine/data/tokens.ts ('gamma', 'ionalpha', 'creussbeta', ...). */
export function wormholeOfToken(token: string): Wormhole | undefined {
  if (Object.hasOwn(WORMHOLE_TOKENS, token)) return WORMHOLE_TOKENS[token as WormholeToken];
  return systemToken(token)?.wormhole ?? undefined;
}

/** A system that units can be in: present on the board, not a hyperlane tile (44.2), not an unplaced nexus. */
export function isSystem(from: Board, key: string): boolean {
  const board = readOnly(from);
  const s = board.systems[key];
  if (!s || isHyperlane(s.tile)) return false;
  return !(key === board.nexus.at && !board.nexus.placed);
}

/** 100.1a: the nexus' wormholes follow the side that is face up. */
function printedWormholes(board: Board, key: string, s: SystemState): readonly Wormhole[] {
  if (key === board.nexus.at) return board.nexus.active ? ['alpha', 'beta', 'gamma'] : ['gamma'];
  return isTileId(s.tile) ? SYSTEMS[s.tile].wormholes : [];
}

/** Wormholes in a system: printed on the tile, wormhole tokens, and effects in `opts` (101). */
export function wormholesIn(from: Board, key: string, opts: AdjacencyOptions = {}): Wormhole[] {
  const board = readOnly(from);
  const s = board.systems[key];
  if (!s || !isSystem(board, key)) return [];
  const found = new Set<Wormhole>(printedWormholes(board, key, s));
  for (const t of s.tokens) {
    const w = wormholeOfToken(t);
    if (w) found.add(w);
  }
  for (const w of opts.extraWormholes?.[key] ?? []) found.add(w);
  for (const w of opts.ignoreWormholes ?? []) found.delete(w);
  for (const w of opts.ignoreWormholesIn?.[key] ?? []) found.delete(w);
  return WORMHOLES.filter((w) => found.has(w));
}

/** Wormhole types that a system with wormhole `w` connects to. */
function matchesOf(w: Wormhole, opts: AdjacencyOptions): Wormhole[] {
  const out = new Set<Wormhole>([w]);
  for (const group of opts.linkedWormholes ?? []) if (group.includes(w)) for (const x of group) out.add(x);
  for (const x of opts.ignoreWormholes ?? []) out.delete(x);
  return [...out];
}

type Spatial = readonly Adjacency[];

/**
 * Touching sides and lanes depend only on which tile lies where, which no effect changes once the galaxy is built:
 * they are worked out once per board object and kept while the board holds the same number of systems (tile
 * placement adds them one by one); a command's draft shares them with the stored state it started from.
 * Each list is in map order, as `adjacencies` returns it; it is shared, so nobody may change it.
 */
interface SpatialCache {
  readonly size: number;
  readonly nexusAt: string | null;
  readonly byKey: Map<string, Spatial>;
}
const SPATIAL = new WeakMap<object, SpatialCache>();

function spatialCache(board: Board): SpatialCache {
  const size = Object.keys(board.systems).length;
  const fits = (c: SpatialCache | undefined): c is SpatialCache =>
    c !== undefined && c.size === size && c.nexusAt === board.nexus.at;
  const own = SPATIAL.get(board.systems);
  if (fits(own)) return own;
  // A command's draft of the systems (kernel/draft.ts) lies on the tiles of the stored systems it copies, as long as
  // it holds as many: it shares what is known of them, rather than working each system's sides out again.
  const base = draftOrigin(board.systems)?.base;
  const inherited = base && SPATIAL.get(base);
  const cache = fits(inherited) ? inherited : { size, nexusAt: board.nexus.at, byKey: new Map<string, Spatial>() };
  SPATIAL.set(board.systems, cache);
  return cache;
}

/** 6, 44.1: systems reached across touching sides, following lanes over any number of hyperlane tiles. */
function spatialOf(board: Board, key: string, from: Hex): Spatial {
  const cache = spatialCache(board);
  let found = cache.byKey.get(key);
  if (!found) {
    const merged = new Map<string, AdjacencyVia[]>();
    for (const [k, via] of spatialFresh(board, key, from)) {
      if (k === key) continue;
      const list = merged.get(k) ?? [];
      if (!list.includes(via)) list.push(via);
      merged.set(k, list);
    }
    found = inMapOrder(merged);
    cache.byKey.set(key, found);
  }
  return found;
}

const mapOrder = (k: string) => hexToPosition(parseHexKey(k) ?? { q: 0, r: 0 });

function inMapOrder(found: Map<string, AdjacencyVia[]>): Adjacency[] {
  return [...found.entries()]
    .map(([k, via]) => ({ key: k, via: sortVia(via), order: mapOrder(k) }))
    .sort((a, b) => a.order - b.order)
    .map(({ key, via }) => ({ key, via }));
}

function spatialFresh(board: Board, key: string, from: Hex): [string, 'physical' | 'hyperlane'][] {
  if (key === board.nexus.at) return []; // 100.1: the nexus sits beside the board and touches no tile
  const out: [string, 'physical' | 'hyperlane'][] = [];
  const seen = new Set<string>();
  const follow = (h: Hex, entry: Side) => {
    const hk = hexKey(h);
    const tag = `${hk}/${entry}`;
    if (seen.has(tag)) return;
    seen.add(tag);
    const lane = board.systems[hk];
    if (!lane) return;
    for (const exit of laneExits(lane.tile, lane.rotation, entry)) {
      const next = neighbour(h, exit);
      const nk = hexKey(next);
      const s = board.systems[nk];
      if (!s) continue;
      if (isHyperlane(s.tile)) follow(next, oppositeSide(exit));
      else if (isSystem(board, nk)) out.push([nk, 'hyperlane']);
    }
  };
  for (const sd of SIDES) {
    const next = neighbour(from, sd);
    const nk = hexKey(next);
    const s = board.systems[nk];
    if (!s || nk === board.nexus.at) continue;
    if (isHyperlane(s.tile)) follow(next, oppositeSide(sd));
    else out.push([nk, 'physical']);
  }
  return out;
}

/** Every system adjacent to `key`, with how (6, 44, 100, 101), in map order. A system is not adjacent to itself (6.2a). */
export function adjacencies(onBoard: Board, key: string, opts: AdjacencyOptions = {}): Adjacency[] {
  // Read-only scans: inside apply they must not make the draft copy the systems they pass (kernel/draft.ts).
  const board = readOnly(onBoard);
  return memoOn(board, `adjacencies ${key} ${JSON.stringify(opts)}`, (b) => freshAdjacencies(b, key, opts));
}

function freshAdjacencies(board: Board, key: string, opts: AdjacencyOptions): Adjacency[] {
  const from = parseHexKey(key);
  if (!from || !isSystem(board, key)) return [];
  const spatial = spatialOf(board, key, from);
  const mine = wormholesIn(board, key, opts);
  const everywhere = opts.adjacentToAllWormholes ?? [];
  const linked = linkedTo(opts, key);
  // Most systems have no wormhole: their adjacency is the touching sides and lanes alone.
  if (mine.length === 0 && !everywhere.includes(key) && linked.length === 0) return [...spatial];
  const found = new Map<string, AdjacencyVia[]>(spatial.map((a) => [a.key, [...a.via]]));
  const add = (k: string, via: AdjacencyVia) => {
    if (k === key) return;
    const list = found.get(k) ?? [];
    if (!list.includes(via)) list.push(via);
    found.set(k, list);
  };
  for (const other of Object.keys(board.systems)) {
    if (other === key || !isSystem(board, other)) continue;
    const theirs = wormholesIn(board, other, opts);
    for (const w of mine) for (const m of matchesOf(w, opts)) if (theirs.includes(m)) add(other, m);
    if (everywhere.includes(key)) for (const w of theirs) add(other, w);
    if (everywhere.includes(other)) for (const w of mine) add(other, w);
    if (linked.includes(other)) add(other, 'ability');
  }
  return inMapOrder(found);
}

/** The systems `opts.linkedSystems` makes adjacent to `key`, from either end of a link. */
function linkedTo(opts: AdjacencyOptions, key: string): string[] {
  const links = opts.linkedSystems;
  if (!links) return [];
  return [...(links[key] ?? []), ...Object.keys(links).filter((hub) => links[hub]!.includes(key))];
}

const VIA_ORDER: readonly AdjacencyVia[] = ['physical', 'hyperlane', ...WORMHOLES, 'ability'];
const sortVia = (via: AdjacencyVia[]) => [...via].sort((a, b) => VIA_ORDER.indexOf(a) - VIA_ORDER.indexOf(b));

/** Keys of the systems adjacent to `key` (6, 44, 100, 101). */
export function adjacentSystems(board: Board, key: string, opts: AdjacencyOptions = {}): string[] {
  return adjacencies(board, key, opts).map((a) => a.key);
}

export function areAdjacent(board: Board, a: string, b: string, opts: AdjacencyOptions = {}): boolean {
  return a !== b && adjacentSystems(board, a, opts).includes(b);
}

const hasUnits = (stack: UnitStack | undefined) => Object.values(stack?.counts ?? {}).some((n) => (n ?? 0) > 0);

/** Systems where a seat has a unit (in space or on a planet) or controls a planet (60). */
export function presence(from: Board, seat: Seat): string[] {
  const board = readOnly(from);
  return memoOn(board, `presence ${seat}`, (b) => freshPresence(b, seat));
}

function freshPresence(board: Board, seat: Seat): string[] {
  const id = String(seat);
  return Object.keys(board.systems).filter((key) => {
    const s = board.systems[key] as SystemState;
    if (hasUnits(s.space[id])) return true;
    return Object.values(s.planets).some((p) => p.owner === seat || hasUnits(p.units[id]));
  });
}

/**
 * 60: two players are neighbours if each has a unit or controls a planet in the same system, or in systems that
 * are adjacent — including adjacency through wormholes (60.2) and hyperlanes. Pass the Creuss player's Quantum
 * Entanglement in `opts` when it applies (60.3).
 */
export function neighbours(
  state: { readonly board: Board },
  seatA: Seat,
  seatB: Seat,
  opts: AdjacencyOptions = {},
): boolean {
  if (seatA === seatB) return false;
  const board = readOnly(state.board);
  const theirs = new Set(presence(board, seatB));
  if (theirs.size === 0) return false;
  const mine = presence(board, seatA);
  // A shared system first: it needs no adjacency, which is the costly part.
  if (mine.some((key) => theirs.has(key))) return true;
  return mine.some((key) => adjacentSystems(board, key, opts).some((k) => theirs.has(k)));
}
