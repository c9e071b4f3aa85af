// LRR 96 units, 97.4 unit upgrades, 57 move, 16 capacity, 76 ships: the attributes a player's units of each type
// have, from their faction sheet and the unit upgrades they own.
import type { GameState, Seat } from '../core/state';
import { SHIP_TYPES, type UnitDef, type UnitType } from '../data/types';
import { unitDefOf } from '../combat/unit-stats';
import { readOnly } from '../kernel/draft';

/** 95: the units a ship with capacity can transport. */
export const TRANSPORTABLE_TYPES = ['fighter', 'infantry', 'mech'] as const satisfies readonly UnitType[];
export type TransportableType = (typeof TRANSPORTABLE_TYPES)[number];

export type ShipType = (typeof SHIP_TYPES)[number];

export const isShipType = (t: string): t is ShipType => (SHIP_TYPES as readonly string[]).includes(t);

/**
 * 97.4: the unit as the player has it — the upgrade card replaces the printed unit once researched. The same unit
 * combat reads (engine/combat/unit-stats.ts), so movement and combat never disagree on which card a unit is.
 */
export const unitDefFor = (state: GameState, seat: Seat, type: UnitType): UnitDef | undefined =>
  unitDefOf(state, seat, type);

/** 57.1: the printed move value, 0 for units without one (fighters I, ground forces, structures). */
export function moveValueOf(state: GameState, seat: Seat, type: UnitType): number {
  return unitDefFor(state, seat, type)?.move ?? 0;
}

/** 16.1: how many fighters and ground forces one unit of this type can transport. */
export function capacityOf(state: GameState, seat: Seat, type: UnitType): number {
  return unitDefFor(state, seat, type)?.capacity ?? 0;
}

/** Fighter II and its faction variants move by themselves and count against the fleet pool beyond capacity. */
export function fightersMoveThemselves(state: GameState, seat: Seat): boolean {
  return moveValueOf(state, seat, 'fighter') > 0;
}

export function hasTechnology(state: GameState, seat: Seat, technology: string): boolean {
  // Asked by every movement plan: a read that does not make a command's draft copy the players (kernel/draft.ts).
  return readOnly(state).players[seat]?.technologies.includes(technology) ?? false;
}
