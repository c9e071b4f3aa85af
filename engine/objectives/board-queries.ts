// Facts about the board that objectives (61) and strategy cards ask for: home systems, units by place, the edge of
// the board (100.1.3), anomalies, legendary planets and Mecatol Rex.
import type { Board, GameState, Seat, SystemState, UnitStack } from '../core/state';
import { PLANETS, isPlanetId } from '../data/planets';
import { SYSTEMS, isTileId } from '../data/systems';
import { MIRAGE } from '../data/tokens';
import { SHIP_TYPES, type SystemDef, type UnitType } from '../data/types';
import { neighbourHexes, parseHexKey, hexKey } from '../galaxy/hex';
import { isSystem } from '../galaxy/adjacency';
import { statsOf } from '../units/stats';
import { readOnly } from '../kernel/draft';

export const MECATOL_REX_PLANET = 'mr';
export const MECATOL_REX_TILE = '18';

const tileDef = (sys: SystemState): SystemDef | undefined => (isTileId(sys.tile) ? SYSTEMS[sys.tile] : undefined);

/** The key of the seat's home system: the green tile of its faction that has planets (not the Creuss Gate). */
export function homeSystemKey(state: GameState, seat: Seat): string | undefined {
  const faction = state.players[seat]?.faction;
  if (!faction) return undefined;
  // A scan that returns a key: inside apply it must not make the draft copy every system it passes (kernel/draft.ts).
  const systems = readOnly(state.board).systems;
  return Object.keys(systems).find((key) => {
    const def = tileDef(systems[key]!);
    return def?.homeOf === faction && def.planets.length > 0;
  });
}

/** Home systems of the players still in the game, by seat. */
export function homeSystems(state: GameState): Map<Seat, string> {
  // One pass over the board (the first home tile of each faction, as homeSystemKey finds it), not one per player:
  // options() asks this for every system it considers.
  const byFaction = new Map<string, string>();
  const systems = readOnly(state.board).systems;
  for (const key of Object.keys(systems)) {
    const def = tileDef(systems[key]!);
    if (def?.homeOf && def.planets.length > 0 && !byFaction.has(def.homeOf)) byFaction.set(def.homeOf, key);
  }
  const out = new Map<Seat, string>();
  for (const p of state.players) {
    if (p.eliminated) continue;
    const key = byFaction.get(p.faction);
    if (key !== undefined) out.set(p.seat, key);
  }
  return out;
}

/** 61.16: whether the seat controls every planet in its own home system. */
export function controlsHomePlanets(state: GameState, seat: Seat): boolean {
  const key = homeSystemKey(state, seat);
  const sys = key === undefined ? undefined : state.board.systems[key];
  if (!sys) return false;
  return Object.values(sys.planets).every((p) => p.owner === seat);
}

export const mecatolKey = (state: GameState): string | undefined =>
  Object.keys(state.board.systems).find((k) => state.board.systems[k]!.tile === MECATOL_REX_TILE);

export const count = (stack: UnitStack | undefined, types: readonly UnitType[]): number =>
  types.reduce((n, t) => n + (stack?.counts[t] ?? 0), 0);

const ALL_TYPES = Object.freeze([
  'war-sun',
  'dreadnought',
  'cruiser',
  'carrier',
  'destroyer',
  'fighter',
  'flagship',
  'infantry',
  'mech',
  'pds',
  'space-dock',
] as const);
export const NON_FIGHTER_SHIPS: readonly UnitType[] = SHIP_TYPES.filter((t) => t !== 'fighter');

/** The seat's units of `types` in one system: space area and every planet. */
export function unitsInSystem(sys: SystemState, seat: Seat, types: readonly UnitType[] = ALL_TYPES): number {
  const id = String(seat);
  return count(sys.space[id], types) + Object.values(sys.planets).reduce((n, p) => n + count(p.units[id], types), 0);
}

export const shipsInSystem = (sys: SystemState, seat: Seat, types: readonly UnitType[] = SHIP_TYPES): number =>
  count(sys.space[String(seat)], types);

/** The seat's units of `types` anywhere on the board. */
export function unitsOnBoard(state: GameState, seat: Seat, types: readonly UnitType[]): number {
  return Object.values(state.board.systems).reduce((n, sys) => n + unitsInSystem(sys, seat, types), 0);
}

/** Keys of the systems units can be in (no hyperlanes, no unplaced nexus). */
export const systemKeys = (state: GameState): string[] =>
  Object.keys(state.board.systems).filter((k) => isSystem(state.board, k));

/** 100.1.3: the nexus is on the edge; any other system is when a neighbouring position holds no tile. */
export function isEdgeSystem(board: Board, key: string): boolean {
  if (key === board.nexus.at) return true;
  const hex = parseHexKey(key);
  if (!hex) return false;
  return neighbourHexes(hex).some((h) => !Object.hasOwn(board.systems, hexKey(h)));
}

export const isAnomaly = (state: GameState, key: string): boolean => {
  const sys = state.board.systems[key];
  return !!sys && (tileDef(sys)?.anomalies.length ?? 0) > 0;
};

/** 53.1: a printed legendary planet, the Mirage included (it has no tile: engine/data/tokens.ts). */
export const isLegendaryPlanet = (planet: string): boolean =>
  planet === MIRAGE.id || (isPlanetId(planet) && PLANETS[planet].legendary !== null);

/** 33.1: the seat still has ground forces on the board (space areas too), a unit with Production, or a planet. */
export function keepsPlayerInGame(state: GameState, seat: Seat): boolean {
  const id = String(seat);
  for (const sys of Object.values(state.board.systems)) {
    for (const stack of [sys.space[id], ...Object.values(sys.planets).map((p) => p.units[id])]) {
      if (!stack) continue;
      const types = (Object.keys(stack.counts) as UnitType[]).filter((t) => (stack.counts[t] ?? 0) > 0);
      if (types.some((t) => t === 'infantry' || t === 'mech' || (statsOf(state, seat, t)?.production ?? null) !== null))
        return true;
    }
    if (Object.values(sys.planets).some((p) => p.owner === seat)) return true;
  }
  return false;
}

export function hasPlanets(state: GameState, key: string): boolean {
  const sys = state.board.systems[key];
  return !!sys && Object.keys(sys.planets).length > 0;
}
