// LRR 96 faction units: which faction unit a seat has and where — what faction code asks before its unit's
// ability applies. Reads printed units only (engine/combat/unit-stats.ts), so effects providers may use it.
import type { GameState, Seat } from '../core/state';
import type { UnitType } from '../data/types';
import { MECH_ABILITIES_SUPPRESSED } from '../effects/hooks';
import { unitStats } from '../combat/unit-stats';
import type { Ask } from '../kernel/effects';
import { areasOf, countAt, spaceOf } from '../units/stacks';

/** Whether the seat's unit of this type is the faction unit `id` (or one of its upgrades, for a prefix id). */
export const hasUnit = (state: GameState, seat: Seat, type: UnitType, id: string): boolean =>
  unitStats(state, seat, type).unit === id;

/** Whether `seat` has its flagship in the system's space area and that flagship is the faction unit `id`. */
export function flagshipIn(state: GameState, system: string, seat: Seat, id: string): boolean {
  return countAt(state, spaceOf(system), seat, 'flagship') > 0 && hasUnit(state, seat, 'flagship', id);
}

/** Seats other than `seat` whose flagship `id` is in the system. */
export function othersWithFlagship(state: GameState, system: string, seat: Seat, id: string): boolean {
  const space = state.board.systems[system]?.space ?? {};
  return Object.keys(space).some((k) => Number(k) !== seat && flagshipIn(state, system, Number(k), id));
}

/** A seat's mech ability `id` is in force: the seat's mech is that unit and no effect took mech abilities away. */
export const mechAbilityOf = (state: GameState, seat: Seat, id: string, ask: Ask): boolean =>
  hasUnit(state, seat, 'mech', id) && !ask(MECH_ABILITIES_SUPPRESSED, { state });

/** Whether the seat has a mech anywhere in the system (its space area or one of its planets). */
export function mechInSystem(state: GameState, system: string, seat: Seat): boolean {
  const sys = state.board.systems[system];
  return sys !== undefined && areasOf(sys, system).some((a) => countAt(state, a, seat, 'mech') > 0);
}
