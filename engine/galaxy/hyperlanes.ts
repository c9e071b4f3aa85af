// LRR 44 hyperlanes, 88.7: lanes drawn across hyperlane tiles, turned by the tile's rotation on the board.
import { SYSTEMS, isTileId } from '../data/systems';
import type { SystemDef } from '../data/types';
import type { Board } from '../core/state';
import { hexKey, neighbour, oppositeSide, parseHexKey, side, type Side } from './hex';

export type Lane = readonly [Side, Side];

function def(tile: string): SystemDef | undefined {
  return isTileId(tile) ? (SYSTEMS[tile] as SystemDef) : undefined;
}

/** 88.7, 44.2: hyperlane tiles are not systems. */
export function isHyperlane(tile: string): boolean {
  return def(tile)?.back === 'hyperlane';
}

/**
 * The lanes of a hyperlane tile placed with `rotation` 60° clockwise steps: a printed lane a–b becomes
 * (a+n) mod 6 – (b+n) mod 6. Empty for tiles that are not hyperlanes.
 */
export function lanesOf(tile: string, rotation: number): Lane[] {
  const lanes = def(tile)?.hyperlanes ?? [];
  return lanes.map(([a, b]) => [side(a + rotation), side(b + rotation)] as const);
}

/** Sides of the rotated tile where a lane ends. */
export function laneEnds(tile: string, rotation: number): Side[] {
  const ends = new Set<Side>();
  for (const [a, b] of lanesOf(tile, rotation)) {
    ends.add(a);
    ends.add(b);
  }
  return [...ends].sort((x, y) => x - y);
}

/** Sides reached by following each lane that touches side `entry` to its other end (44.1: lines drawn across the tile). */
export function laneExits(tile: string, rotation: number, entry: Side): Side[] {
  const out: Side[] = [];
  for (const [a, b] of lanesOf(tile, rotation)) {
    if (a === entry) out.push(b);
    else if (b === entry) out.push(a);
  }
  return out;
}

/**
 * The physical tile a map id belongs to: both sides of a double-sided tile (83A/83B, 82A/82B) are one component,
 * so a board cannot hold both.
 */
export function physicalTile(tile: string): string {
  return /^(\d+)[AB]$/.test(tile) ? tile.slice(0, -1) : tile;
}

/**
 * 44.1: the sides of the hyperlane tile at `key` where a lane leads nowhere — off the board, onto the nexus (which
 * touches no tile, 100.1), or into a hyperlane edge without a lane. Community maps print such dead ends; they make
 * nothing adjacent, and the map draws them as ends.
 */
export function deadEndSides(board: Board, key: string): Side[] {
  const here = board.systems[key];
  const at = parseHexKey(key);
  if (!here || !at || !isHyperlane(here.tile)) return [];
  return laneEnds(here.tile, here.rotation).filter((end) => {
    const nk = hexKey(neighbour(at, end));
    const next = board.systems[nk];
    if (!next || nk === board.nexus.at) return true;
    return isHyperlane(next.tile) && !laneEnds(next.tile, next.rotation).includes(oppositeSide(end));
  });
}
