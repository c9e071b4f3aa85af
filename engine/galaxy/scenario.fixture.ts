// Test fixture: compact board scenarios built from map strings, with units and planets set by seat.
import type { Board, Seat, SystemState } from '../core/state';
import type { TileId } from '../data/systems';
import type { UnitType } from '../data/types';
import { boardFromMap, type BuildOptions } from './board';
import { positionKey } from './hex';
import { homePositions, parseMapString } from './map-string';

const SOME_HOMES: readonly TileId[] = ['1', '2', '3', '4', '5', '6', '7', '8'];

/** Builds a board from a map string (home markers get home systems 1, 2, 3… unless given); throws on a bad string. */
export function boardFrom(
  mapString: string,
  homes?: readonly TileId[],
  options: BuildOptions = {},
): { board: Board; homeKeys: readonly string[] } {
  const parsed = parseMapString(mapString);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const built = boardFromMap(parsed.value, homes ?? SOME_HOMES.slice(0, homePositions(parsed.value).length), options);
  if (!built.ok) throw new Error(built.error.message);
  return built.value;
}

/** Key of a map position, e.g. at(7) = '0,-2'. */
export const at = positionKey;

function system(board: Board, key: string): SystemState {
  const s = board.systems[key];
  if (!s) throw new Error(`no system at ${key}`);
  return s;
}

export function addShips(board: Board, key: string, seat: Seat, counts: Partial<Record<UnitType, number>>): Board {
  system(board, key).space[String(seat)] = { counts: { ...counts }, damaged: {} };
  return board;
}

export function controlPlanet(
  board: Board,
  key: string,
  planet: string,
  seat: Seat,
  units: Partial<Record<UnitType, number>> = {},
): Board {
  const p = system(board, key).planets[planet];
  if (!p) throw new Error(`no planet ${planet} at ${key}`);
  p.owner = seat;
  if (Object.keys(units).length > 0) p.units[String(seat)] = { counts: { ...units }, damaged: {} };
  return board;
}

export function addToken(board: Board, key: string, token: string): Board {
  system(board, key).tokens.push(token);
  return board;
}
