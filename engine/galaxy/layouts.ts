// Setup step 6 "Create game board": the rulebook's standard galaxies (Game Board Setups diagrams) for 3–8 players,
// as positions in the map-string numbering (see hex.ts), with the tiles each player is dealt (LRR 88.3/88.4 backs).
//
// Sources, and what was derived:
// - Home, empty and hyperlane positions come from the Learn-to-Play map strings (reference/map_strings.json)
//   where one exists (3, 4, 5, 5-hyperlanes, 6, 7-alternate, 8-alternate); their hyperlane rotations are the
//   ones the table-top mods use and every lane ends at a system (tested).
// - The five-player board without hyperlanes follows the Learn-to-Play string (homes 22, 25, 28, 32, 36); the
//   generator data in board_layouts.json shows the same shape turned 60° (21, 25, 28, 31, 35).
// - Seven players (standard) has no Learn-to-Play string: it is the five-player hyperlane wedge moved out one ring
//   (positions 4, 12, 14, 27, 28, 29 → 13, 27, 29, 48, 49, 50, same tiles and rotations), which matches the
//   generator data's positions; homes 37, 40, 43, 46, 52, 55, 58 from that data.
// - Eight players (standard) and six players (large galaxy) have no source string: their shapes follow from the
//   LRR tile counts. 8p: 8 × (4 blue + 2 red) + 4 extra = 52 = the 60 positions of rings 1–4 minus 8 homes, so
//   ring 4 is full and homes sit every third position (37, 40, …, 58, as in the generator data). 6p large:
//   6 × (6 blue + 3 red) = 54 = 60 − 6, so the homes are the six corners of ring 4 (37, 41, 45, 49, 53, 57).
// - Five-player trade goods: the LRR points to a diagram that is not in the text; the three home systems that are
//   squeezed together (three positions apart instead of four) get 2, 4 and 2 trade goods, the middle one 4, as
//   players describe the rulebook diagram.
import type { GalaxyLayout } from '../core/state';
import type { TileId } from '../data/systems';
import { hexToPosition, neighbour, oppositeSide, positionToHex, positionsUpToRing, ringOfPosition } from './hex';
import { laneEnds } from './hyperlanes';

export interface HyperlanePlacement {
  readonly position: number;
  readonly tile: TileId;
  /** 60° clockwise steps, map-string convention. */
  readonly rotation: number;
}

export interface TileCounts {
  readonly blue: number;
  readonly red: number;
}

export interface LayoutDef {
  readonly id: GalaxyLayout;
  readonly players: number;
  /** Rings around Mecatol Rex that the galaxy fills. */
  readonly rings: 3 | 4;
  /** Home-system positions in seat order: seat i (clockwise from seat 0) sits at homes[i]. */
  readonly homes: readonly number[];
  readonly hyperlanes: readonly HyperlanePlacement[];
  /** Positions inside `rings` that stay without a tile. */
  readonly empty: readonly number[];
  /** Tiles dealt facedown to each player. */
  readonly deal: TileCounts;
  /** Tiles the speaker draws and places faceup next to Mecatol Rex before the others are placed. */
  readonly extra: TileCounts;
  /** Trade goods each seat receives after the board is built (five players without hyperlanes), by seat. */
  readonly tradeGoods: readonly number[];
}

const none: TileCounts = { blue: 0, red: 0 };
const noGoods = (n: number): number[] => Array.from({ length: n }, () => 0);
const lanes = (...xs: [number, TileId, number][]): HyperlanePlacement[] =>
  xs.map(([position, tile, rotation]) => ({ position, tile, rotation }));

export const LAYOUTS = {
  '3p': {
    id: '3p',
    players: 3,
    rings: 3,
    homes: [22, 28, 34],
    hyperlanes: [],
    empty: [19, 20, 24, 25, 26, 30, 31, 32, 36],
    deal: { blue: 6, red: 2 },
    extra: none,
    tradeGoods: noGoods(3),
  },
  '4p': {
    id: '4p',
    players: 4,
    rings: 3,
    homes: [23, 27, 32, 36],
    hyperlanes: [],
    empty: [],
    deal: { blue: 5, red: 3 },
    extra: none,
    tradeGoods: noGoods(4),
  },
  '5p': {
    id: '5p',
    players: 5,
    rings: 3,
    homes: [22, 25, 28, 32, 36],
    hyperlanes: [],
    empty: [],
    deal: { blue: 4, red: 2 },
    extra: { blue: 0, red: 1 },
    tradeGoods: [2, 4, 2, 0, 0],
  },
  '5p-hyperlanes': {
    id: '5p-hyperlanes',
    players: 5,
    rings: 3,
    homes: [19, 22, 25, 31, 34],
    hyperlanes: lanes([4, '85A', 0], [12, '88A', 0], [14, '87A', 0], [27, '83A', 0], [28, '86A', 0], [29, '84A', 0]),
    empty: [],
    deal: { blue: 3, red: 2 },
    extra: none,
    tradeGoods: noGoods(5),
  },
  '6p': {
    id: '6p',
    players: 6,
    rings: 3,
    homes: [19, 22, 25, 28, 31, 34],
    hyperlanes: [],
    empty: [],
    deal: { blue: 3, red: 2 },
    extra: none,
    tradeGoods: noGoods(6),
  },
  '6p-large': {
    id: '6p-large',
    players: 6,
    rings: 4,
    homes: [37, 41, 45, 49, 53, 57],
    hyperlanes: [],
    empty: [],
    deal: { blue: 6, red: 3 },
    extra: none,
    tradeGoods: noGoods(6),
  },
  '7p': {
    id: '7p',
    players: 7,
    rings: 4,
    homes: [37, 40, 43, 46, 52, 55, 58],
    hyperlanes: lanes([13, '85A', 0], [27, '88A', 0], [29, '87A', 0], [48, '83A', 0], [49, '86A', 0], [50, '84A', 0]),
    empty: [],
    deal: { blue: 4, red: 2 },
    extra: { blue: 3, red: 2 },
    tradeGoods: noGoods(7),
  },
  '7p-alternate': {
    id: '7p-alternate',
    players: 7,
    rings: 4,
    homes: [22, 25, 49, 52, 55, 58, 37],
    hyperlanes: lanes([1, '85B', 3], [4, '84B', 3], [5, '90B', 0], [20, '88B', 3], [27, '86B', 3], [33, '83B', 2]),
    empty: [39, 40, 41, 42, 43, 44, 45, 46, 47, 53, 54, 57],
    deal: { blue: 3, red: 2 },
    extra: none,
    tradeGoods: noGoods(7),
  },
  '8p': {
    id: '8p',
    players: 8,
    rings: 4,
    homes: [37, 40, 43, 46, 49, 52, 55, 58],
    hyperlanes: [],
    empty: [],
    deal: { blue: 4, red: 2 },
    extra: { blue: 2, red: 2 },
    tradeGoods: noGoods(8),
  },
  '8p-alternate': {
    id: '8p-alternate',
    players: 8,
    rings: 4,
    homes: [37, 40, 43, 46, 49, 52, 55, 58],
    hyperlanes: lanes([1, '87A', 1], [2, '90B', 3], [4, '88A', 2], [5, '89B', 0], [24, '85B', 2], [33, '83B', 2]),
    empty: [41, 42, 45, 53, 54, 57],
    deal: { blue: 3, red: 2 },
    extra: none,
    tradeGoods: noGoods(8),
  },
} as const satisfies Record<GalaxyLayout, LayoutDef>;

export function layout(id: GalaxyLayout): LayoutDef {
  return LAYOUTS[id];
}

/** Layouts that seat `players` players. */
export function layoutsFor(players: number): LayoutDef[] {
  return Object.values(LAYOUTS).filter((l: LayoutDef) => l.players === players);
}

/** Positions that receive a dealt or extra system tile, in map order (ring by ring). */
export function systemPositions(l: LayoutDef): number[] {
  const taken = new Set<number>([...l.homes, ...l.empty, ...l.hyperlanes.map((h) => h.position)]);
  const out: number[] = [];
  for (let p = 1; p < positionsUpToRing(l.rings); p++) if (!taken.has(p)) out.push(p);
  return out;
}

/** Tiles the layout needs from the blue and red piles in total. */
export function tilesNeeded(l: LayoutDef): TileCounts {
  return { blue: l.players * l.deal.blue + l.extra.blue, red: l.players * l.deal.red + l.extra.red };
}

/**
 * Problems with a layout, empty when sound: the dealt tiles fill the open positions exactly, no position is used
 * twice or lies outside the rings, homes sit on the outer rings, and every hyperlane lane ends at a system
 * position or continues on another hyperlane (44.1).
 */
export function layoutProblems(l: LayoutDef): string[] {
  const problems: string[] = [];
  const last = positionsUpToRing(l.rings) - 1;
  const used = [...l.homes, ...l.empty, ...l.hyperlanes.map((h) => h.position)];
  if (new Set(used).size !== used.length) problems.push('a position is used twice');
  for (const p of used) if (p < 1 || p > last) problems.push(`position ${p} is outside rings 1–${l.rings}`);
  if (l.homes.length !== l.players) problems.push(`${l.homes.length} home positions for ${l.players} players`);
  if (l.tradeGoods.length !== l.players) problems.push('trade goods are not listed for every seat');
  for (const h of l.homes) if (ringOfPosition(h) < 3) problems.push(`home position ${h} is inside ring 3`);
  const { blue, red } = tilesNeeded(l);
  const open = systemPositions(l).length;
  if (blue + red !== open) problems.push(`${blue + red} tiles are dealt for ${open} open positions`);
  const extraRing1 = systemPositions(l).filter((p) => ringOfPosition(p) === 1).length;
  if (l.extra.blue + l.extra.red > extraRing1) problems.push('not enough room next to Mecatol Rex for the extra tiles');

  const systems = new Set<number>([0, ...l.homes, ...systemPositions(l)]);
  const byPosition = new Map(l.hyperlanes.map((h) => [h.position, h]));
  for (const h of l.hyperlanes) {
    const here = positionToHex(h.position);
    for (const end of laneEnds(h.tile, h.rotation)) {
      const next = hexToPosition(neighbour(here, end));
      const other = byPosition.get(next);
      if (systems.has(next)) continue;
      if (other && laneEnds(other.tile, other.rotation).includes(oppositeSide(end))) continue;
      problems.push(
        `hyperlane ${h.tile}${h.rotation} at ${h.position}: lane on side ${end} ends at position ${next}, which holds no system and no lane on that edge`,
      );
    }
  }
  return problems;
}
