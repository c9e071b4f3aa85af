// Setup step 6 "Create game board" (LRR 88 system tiles, 9 anomalies, 101 wormholes): deal blue and red tiles,
// place the speaker's extra tiles next to Mecatol Rex, then place tiles in snake order ring by ring.
//
// Choices that players make at the table (which dealt tile to place, and where) are made here by the seeded
// generator: among the legal placements it picks uniformly, preferring those that put no anomaly next to an
// anomaly and no wormhole next to the same type of wormhole; it places a tile that breaks those constraints only
// when the placing player has no other option. Players choose for themselves in the lobby's tile placement
// (engine/draft/tile-draft.ts), built on the same deal, `legalPlacements`, `snakeOrder` and `galaxyMap`.
// "Next to" means touching sides: hyperlane connections are not counted for this setup constraint.
import type { GalaxyLayout, Seat } from '../core/state';
import { fail, ok, type Result } from '../core/result';
import type { Rng } from '../core/rng';
import { SYSTEMS, TILE_IDS, type TileId } from '../data/systems';
import type { Expansion, SystemDef } from '../data/types';
import { hexToPosition, neighbourHexes, positionKey, positionToHex, positionsUpToRing, ringOfPosition } from './hex';
import { layout as layoutById, systemPositions, tilesNeeded, type LayoutDef } from './layouts';
import { cellAt, validateMap, MECATOL_REX, type MapCell, type ParsedMap } from './map-string';

export interface TilePlacementInput {
  readonly layout: GalaxyLayout | LayoutDef;
  readonly players: number;
  readonly speaker: Seat;
  /** Tiles of the expansions in play; only blue- and red-backed tiles are dealt (88.3, 88.4), others are ignored. */
  readonly pool: readonly TileId[];
}

export interface PlacementStep {
  /** The seat that placed the tile; the speaker for the extra tiles. */
  readonly seat: Seat;
  readonly tile: TileId;
  readonly position: number;
  /** One of the speaker's extra tiles next to Mecatol Rex. */
  readonly extra: boolean;
  /** No placement in the player's options met the anomaly and wormhole constraints. */
  readonly forced: boolean;
}

export interface TilePlacement {
  /** The finished galaxy, with home positions as 0: build the board with `boardFromMap`. */
  readonly map: ParsedMap;
  /** The same tiles by hex key (centre, hyperlanes and placed systems; home positions are not included). */
  readonly tiles: Readonly<Record<string, { readonly tile: TileId; readonly rotation: number }>>;
  /** The tiles dealt to each seat (index = seat). */
  readonly hands: readonly (readonly TileId[])[];
  readonly steps: readonly PlacementStep[];
}

const def = (t: TileId): SystemDef => SYSTEMS[t];

/** Red-backed tiles that are never dealt: the Nova Seed (81) enters play only through the Muaat hero. */
const NOT_DEALT: readonly TileId[] = ['81'];

/** The blue- and red-backed tiles of the given expansions that setup step 6 deals from. */
export function systemPool(expansions: readonly Expansion[]): TileId[] {
  return TILE_IDS.filter((t) => {
    const d = def(t);
    return (d.back === 'blue' || d.back === 'red') && expansions.includes(d.expansion) && !NOT_DEALT.includes(t);
  });
}

/** Two tiles may not sit next to each other: both anomalies (9), or sharing a wormhole type (101). */
export function conflicts(a: TileId, b: TileId): boolean {
  const da = def(a);
  const db = def(b);
  if (da.anomalies.length > 0 && db.anomalies.length > 0) return true;
  return da.wormholes.some((w) => (db.wormholes as readonly string[]).includes(w));
}

/** Whether `tile` at `position` would break a placement constraint against tiles already placed. */
function breaksConstraint(cells: ReadonlyMap<number, TileId>, tile: TileId, position: number): boolean {
  return neighbourHexes(positionToHex(position)).some((h) => {
    const other = cells.get(hexToPosition(h));
    return other !== undefined && conflicts(tile, other);
  });
}

/**
 * The placements open to a player holding `hand`: every tile in the hand on every open position of the innermost
 * ring that is not yet full (rings are built one at a time). `ok` ones meet the constraints; if none does, all are
 * allowed ("unless there is no other option").
 */
export function legalPlacements(
  cells: ReadonlyMap<number, TileId>,
  open: readonly number[],
  hand: readonly TileId[],
): { tile: TileId; position: number; forced: boolean }[] {
  const ring = Math.min(...open.map(ringOfPosition));
  const positions = open.filter((p) => ringOfPosition(p) === ring);
  const all = hand.flatMap((tile) => positions.map((position) => ({ tile, position })));
  const good = all.filter((c) => !breaksConstraint(cells, c.tile, c.position));
  return good.length > 0 ? good.map((c) => ({ ...c, forced: false })) : all.map((c) => ({ ...c, forced: true }));
}

/** Seats in snake order: speaker clockwise to the last player, who places twice, then back, and so on. */
export function snakeOrder(players: number, speaker: Seat, placements: number): Seat[] {
  const out: Seat[] = [];
  for (let round = 0; out.length < placements; round++) {
    for (let i = 0; i < players && out.length < placements; i++) {
      const offset = round % 2 === 0 ? i : players - 1 - i;
      out.push((speaker + offset) % players);
    }
  }
  return out;
}

/**
 * The galaxy of a layout with the system tiles placed so far (position → tile; Mecatol Rex at 0 is implied):
 * homes as 0, the layout's hyperlanes, and every position still open as empty.
 */
export function galaxyMap(l: LayoutDef, placed: ReadonlyMap<number, TileId>): Result<ParsedMap> {
  const cells = new Map<number, MapCell>();
  for (const p of l.homes) cells.set(p, { kind: 'home' });
  for (const p of l.empty) cells.set(p, { kind: 'empty' });
  for (const h of l.hyperlanes) cells.set(h.position, { kind: 'tile', tile: h.tile, rotation: h.rotation });
  for (const [p, tile] of placed) if (p !== 0) cells.set(p, { kind: 'tile', tile, rotation: 0 });
  const list: MapCell[] = [];
  for (let p = 1; p < positionsUpToRing(l.rings); p++) list.push(cells.get(p) ?? { kind: 'empty' });
  return validateMap({ centre: MECATOL_REX, cells: list });
}

/**
 * Setup 6 i–ii: separate the blue and red piles, shuffle each, deal each seat its share from the speaker
 * clockwise, then draw the speaker's extra tiles (the layout's note for 5, 7 and 8 players).
 */
export function dealSystemTiles(
  l: LayoutDef,
  speaker: Seat,
  pool: readonly TileId[],
  rng: Rng,
): Result<{ hands: TileId[][]; extras: TileId[] }> {
  const unique = [...new Set(pool)].filter((t) => !NOT_DEALT.includes(t));
  // Sorting first keeps the result independent of pool order.
  const blue = rng.shuffle(unique.filter((t) => def(t).back === 'blue').sort());
  const red = rng.shuffle(unique.filter((t) => def(t).back === 'red').sort());
  const need = tilesNeeded(l);
  if (blue.length < need.blue || red.length < need.red) {
    return fail(
      'galaxy/not-enough-tiles',
      'setup',
      `layout ${l.id} needs ${need.blue} blue and ${need.red} red tiles; the pool has ${blue.length} and ${red.length}`,
    );
  }
  const hands: TileId[][] = Array.from({ length: l.players }, () => []);
  for (let i = 0; i < l.players; i++) {
    const seat = (speaker + i) % l.players;
    hands[seat] = [...blue.splice(0, l.deal.blue), ...red.splice(0, l.deal.red)];
  }
  return ok({ hands, extras: [...blue.splice(0, l.extra.blue), ...red.splice(0, l.extra.red)] });
}

export function placeTiles(input: TilePlacementInput, rng: Rng): Result<TilePlacement> {
  const l = typeof input.layout === 'string' ? layoutById(input.layout) : input.layout;
  if (input.players !== l.players) {
    return fail('galaxy/layout-players', 'setup', `layout ${l.id} is for ${l.players} players, not ${input.players}`);
  }
  if (!Number.isInteger(input.speaker) || input.speaker < 0 || input.speaker >= l.players) {
    return fail('galaxy/bad-speaker', 'setup', `speaker seat ${input.speaker} is not at the table`);
  }
  const dealt = dealSystemTiles(l, input.speaker, input.pool, rng);
  if (!dealt.ok) return dealt;
  const hands = dealt.value.hands.map((h) => [...h]);
  const extras = [...dealt.value.extras];

  const placed = new Map<number, TileId>([[0, MECATOL_REX]]);
  let open = systemPositions(l);
  const steps: PlacementStep[] = [];
  const place = (seat: Seat, hand: TileId[], candidates: readonly number[], extra: boolean) => {
    const choice = rng.pick(legalPlacements(placed, candidates, hand));
    hand.splice(hand.indexOf(choice.tile), 1);
    placed.set(choice.position, choice.tile);
    open = open.filter((p) => p !== choice.position);
    steps.push({ seat, tile: choice.tile, position: choice.position, extra, forced: choice.forced });
  };

  // The speaker's extra tiles go faceup in any space adjacent to Mecatol Rex, before the dealt tiles.
  while (extras.length > 0)
    place(
      input.speaker,
      extras,
      open.filter((p) => ringOfPosition(p) === 1),
      true,
    );
  const remaining = hands.map((h) => [...h]);
  for (const seat of snakeOrder(l.players, input.speaker, open.length)) {
    const hand = remaining[seat] as TileId[];
    if (hand.length === 0) continue; // cannot happen with equal hands; kept so the loop never stalls
    place(seat, hand, open, false);
  }

  const map = galaxyMap(l, placed);
  if (!map.ok) return map;
  const last = positionsUpToRing(l.rings) - 1;
  const tiles: Record<string, { tile: TileId; rotation: number }> = {};
  for (let p = 0; p <= last; p++) {
    const cell = cellAt(map.value, p);
    if (cell.kind === 'tile') tiles[positionKey(p)] = { tile: cell.tile, rotation: cell.rotation };
  }
  return ok({ map: map.value, tiles, hands: hands.map((h) => [...h]), steps });
}
