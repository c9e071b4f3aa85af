// LRR "Complete Setup" step 6, Create Game Board, played by the players themselves (the lobby's tile placement):
// the blue and red piles are dealt to each player by the layout's counts (setup 6 ii), the speaker places the
// layout's extra tiles next to Mecatol Rex first (the note after the deal), then the players place one tile at a
// time in faceup positions, the speaker first and clockwise, the last player twice, then back counterclockwise to
// the speaker who places twice, and so on (setup 6 iii). Each ring is completed before the next one is started, and
// no anomaly may go next to an anomaly, nor a wormhole next to the same wormhole type, unless nothing else is
// possible for that player. engine/galaxy/tile-placement.ts deals and judges placements (legalPlacements,
// snakeOrder); this module keeps whose turn it is and each placement, and builds the map string once it is full.
import { fail, ok, type Result } from '../core/result';
import { seedRng, Rng } from '../core/rng';
import type { GalaxyLayout } from '../core/state';
import type { TileId } from '../data/systems';
import { ringOfPosition } from '../galaxy/hex';
import { layout as layoutById, systemPositions } from '../galaxy/layouts';
import { MECATOL_REX, toMapString } from '../galaxy/map-string';
import { dealSystemTiles, galaxyMap, legalPlacements, snakeOrder, systemPool } from '../galaxy/tile-placement';

export interface TilePlacementStep {
  readonly seat: number;
  readonly tile: TileId;
  readonly position: number;
  /** One of the speaker's extra tiles next to Mecatol Rex. */
  readonly extra: boolean;
}

export interface TileDraft {
  readonly layout: GalaxyLayout;
  /** The speaker's seat (setup 1: drawn at random, unless a faction draft already seated the speaker first). */
  readonly speaker: number;
  /** The tiles dealt to each seat (index = seat), blue then red. */
  readonly hands: readonly (readonly TileId[])[];
  /** The extra tiles the speaker places next to Mecatol Rex before anyone else places (5, 7 and 8 players). */
  readonly extras: readonly TileId[];
  /** Every placement made, in order. */
  readonly placements: readonly TilePlacementStep[];
}

export interface TileDraftSettings {
  readonly seed: string;
  readonly layout: GalaxyLayout;
  /** The speaker's seat; absent: drawn from the seed (setup 1). */
  readonly speaker?: number;
}

/** Deals the tiles (base game and Prophecy of Kings piles) for the layout; the speaker is drawn unless given. */
export function newTileDraft(s: TileDraftSettings): Result<TileDraft> {
  const l = layoutById(s.layout);
  const rng = new Rng({ rng: seedRng(`tile-placement:${s.seed}`) });
  const speaker = s.speaker ?? rng.int(l.players);
  if (!Number.isInteger(speaker) || speaker < 0 || speaker >= l.players)
    return fail('draft/players', 'setup 1', `The speaker must be one of the ${l.players} players`);
  const dealt = dealSystemTiles(l, speaker, systemPool(['base', 'pok']), rng);
  if (!dealt.ok) return dealt;
  return ok({ layout: s.layout, speaker, hands: dealt.value.hands, extras: dealt.value.extras, placements: [] });
}

/** Tiles on the board so far by map position, Mecatol Rex at 0. */
function placed(d: TileDraft): Map<number, TileId> {
  return new Map<number, TileId>([[0, MECATOL_REX], ...d.placements.map((p) => [p.position, p.tile] as const)]);
}

/** Positions of the layout still waiting for a system tile. */
export function openPositions(d: TileDraft): number[] {
  const taken = new Set(d.placements.map((p) => p.position));
  return systemPositions(layoutById(d.layout)).filter((p) => !taken.has(p));
}

/** Whose placement it is and from which tiles (the speaker's extras first), or null once the galaxy is full. */
export function tileTurn(d: TileDraft): { seat: number; extra: boolean; tiles: readonly TileId[] } | null {
  const l = layoutById(d.layout);
  const extrasPlaced = d.placements.filter((p) => p.extra);
  if (extrasPlaced.length < d.extras.length) {
    const used = new Set(extrasPlaced.map((p) => p.tile));
    return { seat: d.speaker, extra: true, tiles: d.extras.filter((t) => !used.has(t)) };
  }
  const turns = snakeOrder(l.players, d.speaker, systemPositions(l).length - d.extras.length);
  const seat = turns[d.placements.length - d.extras.length];
  if (seat === undefined) return null;
  const used = new Set(d.placements.filter((p) => p.seat === seat && !p.extra).map((p) => p.tile));
  return { seat, extra: false, tiles: (d.hands[seat] ?? []).filter((t) => !used.has(t)) };
}

export const tileDraftFinished = (d: TileDraft): boolean => tileTurn(d) === null;

/** What the seat on the turn may place now (legalPlacements); empty for any other seat. */
export function tileOptions(d: TileDraft, seat: number): { tile: TileId; position: number; forced: boolean }[] {
  const turn = tileTurn(d);
  if (!turn || turn.seat !== seat) return [];
  return legalPlacements(placed(d), candidatePositions(d, turn.extra), turn.tiles);
}

/** Open positions a tile may go to this turn: the extra tiles in any open space next to Mecatol Rex. */
function candidatePositions(d: TileDraft, extra: boolean): number[] {
  const open = openPositions(d);
  return extra ? open.filter((p) => ringOfPosition(p) === 1) : open;
}

/** `seat` places `tile` at `position`; refused (nothing changes) out of turn, with a tile not theirs, or against 6 iii. */
export function placeSystemTile(
  d: TileDraft,
  seat: number,
  placement: { readonly tile: string; readonly position: number },
): Result<TileDraft> {
  const turn = tileTurn(d);
  if (!turn) return fail('draft/finished', 'setup 6', 'Every system tile is placed: the galaxy is complete');
  if (turn.seat !== seat)
    return fail('draft/not-your-turn', 'setup 6', 'It is not your placement: another player places a tile now');
  if (!turn.tiles.includes(placement.tile as TileId))
    return fail('draft/not-dealt', 'setup 6', 'That system tile is not one of the tiles you still hold');
  const candidates = candidatePositions(d, turn.extra);
  if (!candidates.includes(placement.position))
    return fail(
      'draft/unknown-pick',
      'setup 6',
      turn.extra ? 'The extra tiles go in an open space next to Mecatol Rex' : 'That space takes no system tile',
    );
  if (ringOfPosition(placement.position) > Math.min(...candidates.map(ringOfPosition)))
    return fail(
      'draft/ring-not-full',
      'setup 6',
      'Each ring around Mecatol Rex is completed before the next one is started',
    );
  const options = tileOptions(d, seat);
  if (!options.some((o) => o.tile === placement.tile && o.position === placement.position))
    return fail(
      'draft/adjacent',
      'setup 6',
      'Anomalies may not touch anomalies, nor a wormhole the same type of wormhole, while you have another option',
    );
  const step: TilePlacementStep = {
    seat,
    tile: placement.tile as TileId,
    position: placement.position,
    extra: turn.extra,
  };
  return ok({ ...d, placements: [...d.placements, step] });
}

/** The galaxy so far as a map string (homes as 0, open positions empty): the lobby's preview, and once full the game's. */
export function tileDraftMap(d: TileDraft): string {
  const map = galaxyMap(layoutById(d.layout), placed(d));
  if (!map.ok) throw new Error(`tile placement: ${map.error.message}`);
  return toMapString(map.value);
}
