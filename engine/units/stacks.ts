// LRR 96 units on the board: where a player's units are (a system's space area or a planet) and the counting and
// moving of UnitStacks there. Everything else in engine/units builds on these few readers and writers.
import { invariant } from '../core/result';
import { readOnly } from '../kernel/draft';
import type { GameState, Seat, SystemState, UnitStack } from '../core/state';
import { GROUND_FORCE_TYPES, SHIP_TYPES, STRUCTURE_TYPES, type UnitType } from '../data/types';

/** 23.2/23.4b, 36.1, 46.1: fighters and infantry may be tokens, as long as a plastic piece goes with them. */
export const TOKEN_TYPES = ['fighter', 'infantry'] as const satisfies readonly UnitType[];
export const hasTokens = (t: UnitType): boolean => (TOKEN_TYPES as readonly UnitType[]).includes(t);

/** A place that holds units: the space area of a system, or one of its planets. */
export interface Area {
  readonly system: string;
  /** Planet id; absent for the space area. */
  readonly planet?: string;
}

export const spaceOf = (system: string): Area => ({ system });
export const planetArea = (system: string, planet: string): Area => ({ system, planet });
export const describeArea = (a: Area): string => a.planet ?? `space ${a.system}`;
export const sameArea = (a: Area, b: Area): boolean => a.system === b.system && a.planet === b.planet;

export const isShip = (t: UnitType): boolean => (SHIP_TYPES as readonly UnitType[]).includes(t);
export const isGroundForce = (t: UnitType): boolean => (GROUND_FORCE_TYPES as readonly UnitType[]).includes(t);
export const isStructure = (t: UnitType): boolean => (STRUCTURE_TYPES as readonly UnitType[]).includes(t);

/** The unit stacks of an area by seat key, or undefined when the system or planet does not exist. */
export function areaUnits(state: Pick<GameState, 'board'>, area: Area): Record<string, UnitStack> | undefined {
  const sys = state.board.systems[area.system];
  if (!sys) return undefined;
  if (area.planet === undefined) return sys.space;
  return sys.planets[area.planet]?.units;
}

export function stackAt(state: Pick<GameState, 'board'>, area: Area, seat: Seat): UnitStack | undefined {
  return areaUnits(state, area)?.[String(seat)];
}

export function countAt(state: Pick<GameState, 'board'>, area: Area, seat: Seat, type: UnitType): number {
  return stackAt(state, area, seat)?.counts[type] ?? 0;
}

export function damagedAt(state: GameState, area: Area, seat: Seat, type: UnitType): number {
  return stackAt(state, area, seat)?.damaged[type] ?? 0;
}

/** Units of the given kinds one seat has in an area (e.g. its ground forces on a planet). */
export function countWhere(state: GameState, area: Area, seat: Seat, kind: (t: UnitType) => boolean): number {
  const stack = stackAt(state, area, seat);
  if (!stack) return 0;
  return Object.entries(stack.counts).reduce((n, [t, c]) => n + (kind(t as UnitType) ? (c ?? 0) : 0), 0);
}

/** Seats other than `seat` with at least one unit of the given kinds in the area. */
export function othersWith(
  state: GameState,
  area: Area,
  seat: Seat | null,
  kind: (t: UnitType) => boolean = () => true,
): Seat[] {
  const units = areaUnits(state, area) ?? {};
  return Object.keys(units)
    .map(Number)
    .filter((s) => s !== seat && countWhere(state, area, s, kind) > 0)
    .sort((a, b) => a - b);
}

export function addUnits(state: GameState, area: Area, seat: Seat, type: UnitType, n: number): void {
  if (n <= 0) return;
  const units = areaUnits(state, area);
  invariant(units, `no area ${describeArea(area)}`);
  const stack = (units[String(seat)] ??= { counts: {}, damaged: {} });
  stack.counts[type] = (stack.counts[type] ?? 0) + n;
}

/**
 * Takes `n` units off an area. `damaged` says how many of them are damaged ones; by default damaged units go
 * first (the owner keeps the units that can still sustain damage). Empty entries are dropped so that a stack
 * with no units leaves no trace in the stored state.
 */
export function takeUnits(state: GameState, area: Area, seat: Seat, type: UnitType, n: number, damaged?: number): void {
  if (n <= 0) return;
  const units = areaUnits(state, area);
  const stack = units?.[String(seat)];
  const have = stack?.counts[type] ?? 0;
  invariant(
    units && stack && have >= n,
    `cannot take ${n} ${type} of seat ${seat} from ${describeArea(area)} (has ${have})`,
  );
  const hurt = stack.damaged[type] ?? 0;
  const takeHurt = Math.min(hurt, damaged ?? n);
  invariant(n - takeHurt <= have - hurt, `not enough undamaged ${type}`);
  stack.counts[type] = have - n;
  stack.damaged[type] = hurt - takeHurt;
  if (stack.counts[type] === 0) delete stack.counts[type];
  if (stack.damaged[type] === 0) delete stack.damaged[type];
  if (Object.keys(stack.counts).length === 0) delete units[String(seat)];
}

/** Moves units between areas (damaged ones stay damaged). */
export function moveUnits(state: GameState, from: Area, to: Area, seat: Seat, type: UnitType, n: number): void {
  const hurt = Math.min(damagedAt(state, from, seat, type), n);
  takeUnits(state, from, seat, type, n, hurt);
  addUnits(state, to, seat, type, n);
  if (hurt > 0) {
    const stack = stackAt(state, to, seat)!;
    stack.damaged[type] = (stack.damaged[type] ?? 0) + hurt;
  }
}

/** Every area of a system: its space area first, then its planets. */
export function areasOf(sys: SystemState, key: string): Area[] {
  return [spaceOf(key), ...Object.keys(sys.planets).map((p) => planetArea(key, p))];
}

/** How many units of a type the seat has on the whole board. */
export function unitsOnBoard(state: Pick<GameState, 'board'>, seat: Seat, type: UnitType): number {
  return unitsOfTypesOnBoard(state, seat, [type]);
}

/**
 * How many units of these types the seat has on the whole board, in one pass. Asked after every command (leader
 * unlocks, reinforcements): it reads the board without making a draft copy it (kernel/draft.ts readOnly).
 */
export function unitsOfTypesOnBoard(state: Pick<GameState, 'board'>, seat: Seat, types: readonly UnitType[]): number {
  const owner = String(seat);
  const systems = readOnly(state.board).systems;
  let n = 0;
  for (const key in systems) {
    const sys = systems[key]!;
    const space = sys.space[owner]?.counts;
    if (space) for (const t of types) n += space[t] ?? 0;
    for (const id in sys.planets) {
      const counts = sys.planets[id]!.units[owner]?.counts;
      if (counts) for (const t of types) n += counts[t] ?? 0;
    }
  }
  return n;
}

/** Areas where the seat has at least one unit of the type. */
export function areasWith(state: GameState, seat: Seat, type: UnitType): Area[] {
  const out: Area[] = [];
  for (const [key, sys] of Object.entries(state.board.systems)) {
    for (const area of areasOf(sys, key)) if (countAt(state, area, seat, type) > 0) out.push(area);
  }
  return out;
}

/** Ships (including fighters) a seat has in a system's space area. */
export const shipsIn = (state: GameState, system: string, seat: Seat): number =>
  countWhere(state, spaceOf(system), seat, isShip);

/** Seats other than `seat` with ships in the system (14 blockade, 67.6). */
export const otherShipOwners = (state: GameState, system: string, seat: Seat): Seat[] =>
  othersWith(state, spaceOf(system), seat, isShip);

/** The system that holds a planet, if it is on the board (engine/kernel/planet-index.ts). */
export { systemOfPlanet } from '../kernel/planet-index';
