// Setup step 6 "Create game board" from a community map string (LRR 39 game board, 44 hyperlanes, 88 system tiles).
//
// Format (Tabletop Simulator / Playground, also AsyncTI4): tile numbers separated by spaces or commas, ring by ring
// from ring 1, each ring starting straight above the centre and running clockwise. An optional leading {N}
// replaces Mecatol Rex (18) at the centre; it may be a hyperlane ({83A3}) when Mecatol Rex sits elsewhere. 0 marks a
// home-system position, -1 an empty position. Hyperlanes are written tile + side + rotation, e.g. 83A3 = tile 83
// side A turned 3 × 60° clockwise (a missing rotation means 0). Published maps let lanes run off the board or into a
// hyperlane edge without a lane: such a lane is a dead end (it makes nothing adjacent, 44.1), not an error.
import { normalizeTileId, type TileId } from '../data/systems';
import { fail, ok, type Result } from '../core/result';
import { hexToPosition, neighbour, oppositeSide, positionToHex, positionsUpToRing, type Side } from './hex';
import { isHyperlane, laneEnds, physicalTile } from './hyperlanes';

export type MapCell =
  | { readonly kind: 'tile'; readonly tile: TileId; readonly rotation: number }
  | { readonly kind: 'home' }
  | { readonly kind: 'empty' };

export interface ParsedMap {
  /** The centre tile: Mecatol Rex unless the string starts with {N}. */
  readonly centre: TileId;
  /** The centre's rotation when it is a hyperlane ({83A3}); 0 or absent otherwise. */
  readonly centreRotation?: number;
  /** cells[i] is map position i + 1 (ring 1 starts at position 1). Positions past the end are empty. */
  readonly cells: readonly MapCell[];
}

export const MECATOL_REX: TileId = '18';

/** Largest galaxy a map string may describe; no published board goes past ring 4, so ring 6 is generous. */
export const MAX_MAP_RING = 6;
const MAX_CELLS = positionsUpToRing(MAX_MAP_RING) - 1;

const TOKEN = /^0*(\d+)([AaBb]?)(\d*)$/;

function parseTile(token: string, where: string): Result<{ tile: TileId; rotation: number }> {
  const m = TOKEN.exec(token);
  if (!m)
    return fail('galaxy/map-bad-token', 'input', `${where}: "${token}" is not a tile number, 0 (home) or -1 (empty)`);
  const [, digits = '', letter = '', rot = ''] = m;
  const tile = normalizeTileId(`${digits}${letter}`);
  if (!tile)
    return fail(
      'galaxy/map-unknown-tile',
      '88',
      `${where}: there is no system tile "${digits}${letter.toUpperCase()}"`,
    );
  if (rot === '') return ok({ tile, rotation: 0 });
  if (!isHyperlane(tile)) {
    return fail(
      'galaxy/map-bad-rotation',
      '44',
      `${where}: "${token}" has a rotation, but tile ${tile} is not a hyperlane`,
    );
  }
  const rotation = Number(rot);
  if (rot.length > 1 || rotation > 5) {
    return fail(
      'galaxy/map-bad-rotation',
      '44',
      `${where}: rotation ${rot} of hyperlane ${tile} must be 0–5 (steps of 60°)`,
    );
  }
  return ok({ tile, rotation });
}

function parseCell(token: string, position: number): Result<MapCell> {
  if (token === '-1') return ok({ kind: 'empty' });
  if (token === '0') return ok({ kind: 'home' });
  const parsed = parseTile(token, `position ${position}`);
  return parsed.ok ? ok({ kind: 'tile', ...parsed.value }) : parsed;
}

/** The cell at a map position (0 = centre); past the end of the string a position is empty. */
export function cellAt(map: ParsedMap, position: number): MapCell {
  if (position === 0) return { kind: 'tile', tile: map.centre, rotation: map.centreRotation ?? 0 };
  return map.cells[position - 1] ?? { kind: 'empty' };
}

/**
 * Checks applied to every map, parsed or built: one copy of each system tile, and Mecatol Rex on the board.
 * Hyperlane tiles may repeat: they are not systems (44.2), and published community maps (e.g. "The Birnam Wood")
 * use two copies of the same hyperlane, which the table-top mods supply. Lanes that lead nowhere are dead ends
 * (see `deadEndLanes`), as on the printed tiles of such maps.
 */
export function validateMap(map: ParsedMap): Result<ParsedMap> {
  const seen = new Map<string, number>();
  for (let p = 0; p <= map.cells.length; p++) {
    const cell = cellAt(map, p);
    if (cell.kind !== 'tile' || isHyperlane(cell.tile)) continue;
    const physical = physicalTile(cell.tile);
    const first = seen.get(physical);
    if (first !== undefined) {
      const at = (n: number) => (n === 0 ? 'the centre' : `position ${n}`);
      return fail('galaxy/map-duplicate-tile', '88', `tile ${physical} appears twice: at ${at(first)} and ${at(p)}`);
    }
    seen.set(physical, p);
  }
  // 54, setup 7: the custodians token starts on Mecatol Rex and its removal starts the agenda phase (27.4).
  if (!seen.has(MECATOL_REX)) {
    return fail('galaxy/map-no-mecatol', '54', 'the galaxy has no Mecatol Rex (tile 18)');
  }
  return ok(map);
}

/** A lane end of a hyperlane tile that leads nowhere: off the board, or into a hyperlane edge without a lane. */
export interface DeadEnd {
  /** Map position of the hyperlane tile (0 = centre). */
  readonly position: number;
  readonly side: Side;
}

/** 44.1: the lane ends that connect nothing — drawn as dead ends, ignored by adjacency. */
export function deadEndLanes(map: ParsedMap): DeadEnd[] {
  const out: DeadEnd[] = [];
  for (let p = 0; p <= map.cells.length; p++) {
    const cell = cellAt(map, p);
    if (cell.kind !== 'tile' || !isHyperlane(cell.tile)) continue;
    const here = positionToHex(p);
    for (const end of laneEnds(cell.tile, cell.rotation)) {
      const next = cellAt(map, hexToPosition(neighbour(here, end)));
      const leadsOn =
        next.kind === 'home' ||
        (next.kind === 'tile' &&
          (!isHyperlane(next.tile) || laneEnds(next.tile, next.rotation).includes(oppositeSide(end))));
      if (!leadsOn) out.push({ position: p, side: end });
    }
  }
  return out;
}

/** Unchecked text → a trusted map, or the first problem found. */
export function parseMapString(s: string): Result<ParsedMap> {
  let rest = s.trim();
  let centre: TileId = MECATOL_REX;
  let centreRotation = 0;
  const braces = /^\{([^}]*)\}/.exec(rest);
  if (braces) {
    const parsed = parseTile((braces[1] ?? '').trim(), 'centre');
    if (!parsed.ok) return parsed;
    centre = parsed.value.tile;
    centreRotation = parsed.value.rotation;
    rest = rest.slice(braces[0].length);
  }
  const tokens = rest.split(/[\s,]+/).filter((t) => t !== '');
  if (tokens.length === 0) return fail('galaxy/map-empty', 'input', 'the map string has no tiles');
  if (tokens.length > MAX_CELLS) {
    return fail(
      'galaxy/map-too-many-tiles',
      'input',
      `the map string has ${tokens.length} positions; at most ${MAX_CELLS} fit in ${MAX_MAP_RING} rings`,
    );
  }
  const cells: MapCell[] = [];
  for (const [i, token] of tokens.entries()) {
    const cell = parseCell(token, i + 1);
    if (!cell.ok) return cell;
    cells.push(cell.value);
  }
  return validateMap(centreRotation === 0 ? { centre, cells } : { centre, centreRotation, cells });
}

function formatCell(cell: MapCell): string {
  if (cell.kind === 'empty') return '-1';
  if (cell.kind === 'home') return '0';
  return isHyperlane(cell.tile) ? `${cell.tile}${cell.rotation}` : cell.tile;
}

/** The map string of a map: single spaces, {N} only when the centre is not Mecatol Rex, rotations on hyperlanes. */
export function toMapString(map: ParsedMap): string {
  const body = map.cells.map(formatCell).join(' ');
  if (map.centre === MECATOL_REX) return body;
  return `{${formatCell(cellAt(map, 0))}} ${body}`;
}

/** Map positions (1-based) of the home-system markers, in map order (clockwise from straight above). */
export function homePositions(map: ParsedMap): number[] {
  return map.cells.flatMap((c, i) => (c.kind === 'home' ? [i + 1] : []));
}
