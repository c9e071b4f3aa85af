// LRR 96 faction units in combat (with 18 combat rolls, 56 modifiers, 10 anti-fighter barrage): the Naalu mechs —
// Iconoclast (+2 to its combat rolls against an opponent holding a relic fragment) and Iconoclast Ω (no
// anti-fighter barrage against the Naalu's units in its system). Quantum Manipulator (the Nomad mech cancelling hits
// on ships) is an ability in the 'before-hits-assigned' window: engine/abilities/units/quantum-manipulator.ts.

import { ask, MECH_ABILITIES_SUPPRESSED } from '../effects';
import type { GameState, Seat } from '../core/state';
import type { UnitType } from '../data/types';
import { areasOf, countAt } from '../units/stacks';
import type { CombatKind } from './combat-record';
import { unitStats, type UnitStats } from './unit-stats';

/** A seat's mech ability `id` is in force: the seat's mech is that unit and no law took mech abilities away. */
export const mechAbilityOf = (state: GameState, seat: Seat, id: string): boolean =>
  unitStats(state, seat, 'mech').unit === id && !ask(MECH_ABILITIES_SUPPRESSED, { state });

/** Whether the seat has a mech anywhere in the system (its space area or one of its planets). */
export function mechInSystem(state: GameState, system: string, seat: Seat): boolean {
  const sys = state.board.systems[system];
  return sys !== undefined && areasOf(sys, system).some((a) => countAt(state, a, seat, 'mech') > 0);
}

/** The place of a combat: its kind, system and planet (null in space). */
export interface CombatAt {
  readonly combat: CombatKind;
  readonly system: string;
  readonly planet: string | null;
}

const holdsFragment = (state: GameState, seat: Seat): boolean => (state.players[seat]?.relicFragments.length ?? 0) > 0;

/**
 * Iconoclast (Naalu mech, PoK): +2 to its own combat rolls in a combat against an opponent who has at least 1 relic
 * fragment. Mechs roll combat dice only in ground combat. (The engine's Naalu faction sheet prints the Codex III
 * Iconoclast Ω instead, so this applies only where that sheet is changed back.)
 */
export function iconoclastBonus(state: GameState, c: CombatAt, seat: Seat, type: UnitType, opponent: Seat): number {
  if (type !== 'mech' || c.combat !== 'ground' || !mechAbilityOf(state, seat, 'naalu_mech')) return 0;
  return holdsFragment(state, opponent) ? 2 : 0;
}

/**
 * The same bonus for the odds calculator, which knows the place but not the combat record: the opponents are the
 * other players with units on the planet, its controller and the active player.
 */
export function iconoclastOddsBonus(
  state: GameState,
  place: { readonly system: string; readonly planet: string | null },
  seat: Seat,
  type: UnitType,
): number {
  if (place.planet === null) return 0;
  const p = state.board.systems[place.system]?.planets[place.planet];
  const units = p?.units ?? {};
  const seats = new Set<Seat>([
    ...Object.keys(units)
      .filter((k) => Object.values(units[k]!.counts).some((n) => (n ?? 0) > 0))
      .map(Number),
    ...(p?.owner !== null && p?.owner !== undefined ? [p.owner] : []),
    ...(state.activeSeat !== null ? [state.activeSeat] : []),
  ]);
  seats.delete(seat);
  return [...seats].some((o) => iconoclastBonus(state, { combat: 'ground', ...place }, seat, type, o) > 0) ? 2 : 0;
}

/**
 * Iconoclast Ω (Naalu mech, Codex III): other players cannot use anti-fighter barrage against the Naalu's units in a
 * system where the Naalu have a mech — in the space area or on any planet of it. `firer` is the seat whose barrage
 * is in question, `target` the seat it would be used against.
 */
export function barrageForbidden(state: GameState, system: string, firer: Seat, target: Seat): boolean {
  return firer !== target && mechAbilityOf(state, target, 'naalu_mech_omega') && mechInSystem(state, system, target);
}

/** For the odds calculator: the units with their anti-fighter barrage taken away when `forbidden` (Iconoclast Ω). */
export function withoutBarrageIf<T extends { readonly stats: UnitStats }>(
  forbidden: boolean,
  units: readonly T[],
): T[] {
  return forbidden ? units.map((u) => ({ ...u, stats: { ...u.stats, antiFighterBarrage: null } })) : [...units];
}
