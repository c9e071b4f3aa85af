// LRR 13 attacker, 29 defender, 62 opponent, 78/42 combat: the combat under way (kept in the tactical action's
// notes so that a stored game resumes mid-combat) and the units taking part in it.
import { fail, invariant, ok, type Result } from '../core/result';
import type { GameState, Seat, UnitStack } from '../core/state';
import { SHIP_TYPES, type UnitType } from '../data/types';
import type { Die } from './dice';
import { noteCombatStarted } from '../objectives/record';
import { groundForceTypes } from './unit-stats';

export type CombatKind = 'space' | 'ground';

export interface CombatRecord {
  readonly combat: CombatKind;
  readonly system: string;
  /** The planet of a ground combat; null for space combat. */
  readonly planet: string | null;
  /** 13: the active player. */
  readonly attacker: Seat;
  /** 29: the other player. */
  readonly defender: Seat;
  round: number;
  /** 78.4: the seat that announced a retreat this round. */
  retreat: Seat | null;
  /** Units that used sustain damage this round, by seat then type (Duranium Armor). */
  sustained: Record<string, Partial<Record<UnitType, number>>>;
  /** This round's combat rolls by seat, kept for rerolls until hits are assigned (74.3). */
  rolls: Record<string, Die[]>;
  /** Hits each seat must assign this round; abilities in the 'before-hits-assigned' window may cancel some. */
  hits: Record<string, { count: number; restricted: number }>;
  /**
   * Space combat: ground forces in the space area that fight as if they were ships (the Nekro's Alastor,
   * engine/combat/alastor.ts), by seat then type — how many were chosen, less those destroyed by this combat's hits.
   */
  asShips?: Record<string, Partial<Record<UnitType, number>>>;
  /** One ship that uses another unit's values for this combat (The Cavalry: the Nomad flagship's); see `borrowedBy`. */
  borrowed?: BorrowedValues;
  /** The combat was ended without a winner by an ability (Skilled Retreat: its player's ships left). */
  drawn?: boolean;
  /** This round's announce-retreats step: the seat that must announce a retreat if able (Rout). */
  mustRetreat?: Seat;
  /** The anti-fighter barrage dice by seat, kept for rerolls until their hits are counted (74.3). */
  barrage?: Record<string, Die[]>;
  /** Seats whose anti-fighter barrage hits may go to any ship this combat (Waylay). */
  barrageHitsShips?: Seat[];
  /**
   * Neither side may retreat nor move its ships by an ability while this combat lasts (the Mahact hero's combat,
   * engine/leaders/heroes/mahact.ts): read by retreat.ts and Skilled Retreat.
   */
  shipsStay?: true;
}

/**
 * One of a seat's ships of a type that, for this combat, rolls with another unit's combat value and anti-fighter
 * barrage and may have its sustain damage. The engine keeps units by type, not one by one, so the ship is a marker on
 * its type: it is the one damaged by its borrowed sustain damage, and when ships of its type are destroyed, by hits or
 * any other effect, engine/combat/borrowed-ship.ts settles whether it was among them (asking its player when only
 * they can know: the choice 'nomad/cavalry-casualty').
 */
export interface BorrowedValues {
  readonly seat: Seat;
  readonly type: UnitType;
  readonly combat: { readonly hitsOn: number; readonly dice: number } | null;
  readonly barrage: { readonly hitsOn: number; readonly dice: number } | null;
  readonly sustain: boolean;
  /** The ship was among those of its type destroyed (engine/combat/borrowed-ship.ts): no one has the values any
   *  more. */
  readonly lost?: true;
}

/** The seat's ship of this type that uses borrowed values in the space combat under way, while it is there. */
export function borrowedBy(
  state: GameState,
  c: Pick<CombatRecord, 'combat' | 'system' | 'planet' | 'borrowed'>,
  seat: Seat,
  type: UnitType,
): BorrowedValues | null {
  const b = c.borrowed;
  if (!b || b.lost || b.seat !== seat || b.type !== type || c.combat !== 'space') return null;
  return (combatStack(state, c, seat)?.counts[type] ?? 0) > 0 ? b : null;
}

/** How a finished combat ended (78.10, 42.4c–d), for the steps that follow it. */
export interface CombatResult {
  readonly attacker: Seat;
  readonly defender: Seat;
  readonly winner: Seat | null;
  readonly loser: Seat | null;
  readonly rounds: number;
}

const NOTE = 'combat';

export function currentCombat(state: GameState): CombatRecord | undefined {
  return state.tactical?.notes[NOTE] as CombatRecord | undefined;
}

export function requireCombat(state: GameState): CombatRecord {
  const c = currentCombat(state);
  invariant(c, 'no combat under way');
  return c;
}

export function beginCombat(
  state: GameState,
  record: Omit<CombatRecord, 'round' | 'retreat' | 'sustained' | 'rolls' | 'hits'>,
): CombatRecord {
  invariant(state.tactical, 'combat happens during a tactical action');
  const full: CombatRecord = { ...record, round: 0, retreat: null, sustained: {}, rolls: {}, hits: {} };
  state.tactical.notes[NOTE] = full;
  noteCombatStarted(state, [record.attacker, record.defender]); // 61.7 one objective per combat; 33.1 watch them
  return full;
}

export function finishCombat(state: GameState, result: CombatResult): void {
  const c = requireCombat(state);
  const notes = state.tactical!.notes;
  delete notes[NOTE];
  if (c.combat === 'space') notes['space-combat'] = result;
  else
    notes['ground-combat'] = {
      ...((notes['ground-combat'] as Record<string, CombatResult> | undefined) ?? {}),
      [c.planet!]: result,
    };
}

/** 78.10: how the space combat of this tactical action ended, if there was one. */
export function spaceCombatResult(state: GameState): CombatResult | undefined {
  return state.tactical?.notes['space-combat'] as CombatResult | undefined;
}

/** 42.4c–d: how the ground combat on this planet ended, if there was one this tactical action. */
export function groundCombatResult(state: GameState, planet: string): CombatResult | undefined {
  return (state.tactical?.notes['ground-combat'] as Record<string, CombatResult> | undefined)?.[planet];
}

export const opponentIn = (c: CombatRecord, seat: Seat): Seat => (seat === c.attacker ? c.defender : c.attacker);

const sum = (stack: UnitStack | undefined, types: readonly UnitType[]): number =>
  types.reduce((n, t) => n + (stack?.counts[t] ?? 0), 0);

/** Ships a seat has in a system's space area (76: fighters are ships). */
export const shipCount = (state: GameState, system: string, seat: Seat): number =>
  sum(state.board.systems[system]?.space[String(seat)], SHIP_TYPES);

export { groundForceTypes } from './unit-stats';

/** Ground forces a seat has on a planet (43; the Hel-Titan counts). */
export function groundForceCount(state: GameState, system: string, planet: string, seat: Seat): number {
  return sum(state.board.systems[system]?.planets[planet]?.units[String(seat)], groundForceTypes(state, seat));
}

/** Seats other than `seat` with ground forces on the planet (the Hel-Titan counts), in seat order. */
export function othersWithGroundForces(state: GameState, system: string, planet: string, seat: Seat | null): Seat[] {
  const units = state.board.systems[system]?.planets[planet]?.units ?? {};
  return Object.keys(units)
    .map(Number)
    .filter((s) => s !== seat && groundForceCount(state, system, planet, s) > 0)
    .sort((a, b) => a - b);
}

/**
 * Units that fight in a ground combat for this seat: its ground forces (a Hel-Titan too, although it cannot be
 * committed), and fighters — which are on a planet only when the Naalu Matriarch committed them as if they were
 * ground forces (they return to space when the combat ends).
 */
export const groundCombatantTypes = (state: GameState, seat: Seat): readonly UnitType[] => [
  ...groundForceTypes(state, seat),
  'fighter',
];

/** The types a ground hit may go to: ground forces, and fighters only where the seat has committed some. */
export function groundHitTypes(state: GameState, system: string, planet: string, seat: Seat): readonly UnitType[] {
  const fighters = state.board.systems[system]?.planets[planet]?.units[String(seat)]?.counts.fighter ?? 0;
  return fighters > 0 ? groundCombatantTypes(state, seat) : groundForceTypes(state, seat);
}

/** Ground forces and committed fighters a seat has on a planet. */
export function groundCombatantCount(state: GameState, system: string, planet: string, seat: Seat): number {
  return sum(state.board.systems[system]?.planets[planet]?.units[String(seat)], groundCombatantTypes(state, seat));
}

/** The stack a combat's units are in for one seat: the space area, or the planet. */
export function combatStack(
  state: GameState,
  c: Pick<CombatRecord, 'system' | 'planet'>,
  seat: Seat,
): UnitStack | undefined {
  const sys = state.board.systems[c.system];
  return c.planet === null ? sys?.space[String(seat)] : sys?.planets[c.planet]?.units[String(seat)];
}

/** A seat's unit types that take part in this kind of combat (78.5: ships; 42.1: ground forces, Matriarch fighters). */
export const combatantTypes = (state: GameState, combat: CombatKind, seat: Seat): readonly UnitType[] =>
  combat === 'space' ? SHIP_TYPES : groundCombatantTypes(state, seat);

/**
 * The Alastor: a seat's ground forces fighting as ships in this space combat, by type. Never more than are in the
 * space area: units removed there by anything but this combat's hits are taken from those not fighting first.
 */
export function groundForcesAsShips(
  state: GameState,
  c: Pick<CombatRecord, 'combat' | 'system' | 'planet' | 'asShips'>,
  seat: Seat,
): Partial<Record<UnitType, number>> {
  const chosen = c.combat === 'space' ? c.asShips?.[String(seat)] : undefined;
  if (!chosen) return {};
  const stack = combatStack(state, c, seat);
  const out: Partial<Record<UnitType, number>> = {};
  for (const [t, n] of Object.entries(chosen) as [UnitType, number][]) {
    const k = Math.min(n, stack?.counts[t] ?? 0);
    if (k > 0) out[t] = k;
  }
  return out;
}

/** Units that have just been destroyed by hits in the space combat stop fighting as ships (the Alastor). */
export function loseGroundForcesAsShips(
  c: CombatRecord,
  seat: Seat,
  destroyed: Partial<Record<UnitType, number>>,
): void {
  const chosen = c.combat === 'space' ? c.asShips?.[String(seat)] : undefined;
  if (!chosen) return;
  for (const [t, n] of Object.entries(destroyed) as [UnitType, number][]) {
    if (chosen[t] !== undefined) chosen[t] = Math.max(0, chosen[t]! - n);
  }
}

/** The unit types fighting in this combat for a seat: combatantTypes, and ground forces fighting as ships. */
export function combatTypesIn(state: GameState, c: CombatRecord, seat: Seat): readonly UnitType[] {
  const base = combatantTypes(state, c.combat, seat);
  const extra = (Object.keys(groundForcesAsShips(state, c, seat)) as UnitType[]).filter((t) => !base.includes(t));
  return extra.length === 0 ? base : [...base, ...extra];
}

/** How many of a seat's units of a type fight in this combat (in space: its ships, and ground forces as ships). */
export function combatantCount(state: GameState, c: CombatRecord, seat: Seat, type: UnitType): number {
  if (c.combat === 'space' && !(SHIP_TYPES as readonly UnitType[]).includes(type))
    return groundForcesAsShips(state, c, seat)[type] ?? 0;
  return combatantTypes(state, c.combat, seat).includes(type) ? (combatStack(state, c, seat)?.counts[type] ?? 0) : 0;
}

export function combatants(state: GameState, c: CombatRecord, seat: Seat): number {
  return combatTypesIn(state, c, seat).reduce((n, t) => n + combatantCount(state, c, seat, t), 0);
}

/** 78.9 / 42.4: the combat is over when a side has no ships (ground forces) left; the Alastor's ground forces count. */
export const combatOver = (state: GameState, c: CombatRecord): boolean =>
  c.drawn === true || combatants(state, c, c.attacker) === 0 || combatants(state, c, c.defender) === 0;

/** Other seats with ships in the system. */
export function otherShipOwners(state: GameState, system: string, seat: Seat | null): Seat[] {
  const space = state.board.systems[system]?.space ?? {};
  return Object.keys(space)
    .map(Number)
    .filter((s) => s !== seat && shipCount(state, system, s) > 0)
    .sort((a, b) => a - b);
}

/**
 * 74.1–74.2: the indexes of a seat's dice in the current combat that a reroll ability's targets name (`targets.dice`),
 * checked: at least one, each a die of theirs, none twice, and none this ability already rerolled.
 */
export function chosenCombatDice(
  state: GameState,
  seat: Seat,
  targets: Readonly<Record<string, unknown>>,
  rerollId: string,
  abilityName: string,
): Result<number[]> {
  const dice = currentCombat(state)?.rolls[String(seat)] ?? [];
  const chosen = targets.dice;
  if (!Array.isArray(chosen) || chosen.length === 0 || !chosen.every((i) => Number.isInteger(i)))
    return fail('ability/bad-target', '74.1', 'Name at least one of your dice to reroll.');
  const indexes = chosen as number[];
  if (new Set(indexes).size !== indexes.length || indexes.some((i) => dice[i] === undefined))
    return fail('ability/bad-target', '74.1', 'Name each of your own dice once.');
  if (indexes.some((i) => dice[i]!.rerolledBy.includes(rerollId)))
    return fail('combat/rerolled-twice', '74.2', `${abilityName} cannot reroll the same die twice.`);
  return ok(indexes);
}
