// LRR 96 units, 97.4 unit upgrades, 57 move, 16 capacity, 76 ships: the attributes a player's units of each type
// have, from their faction sheet and the unit upgrades they own.
import type { GameState, Seat } from '../core/state';
import { faction } from '../data/factions';
import { SHIP_TYPES, type UnitDef, type UnitType } from '../data/types';
import { UNITS, UNIT_IDS, unit, type UnitId } from '../data/units';
import { readOnly } from '../kernel/draft';

/** 95: the units a ship with capacity can transport. */
export const TRANSPORTABLE_TYPES = ['fighter', 'infantry', 'mech'] as const satisfies readonly UnitType[];
export type TransportableType = (typeof TRANSPORTABLE_TYPES)[number];

export type ShipType = (typeof SHIP_TYPES)[number];

export const isShipType = (t: string): t is ShipType => (SHIP_TYPES as readonly string[]).includes(t);

/** Generic units for types a faction sheet does not print (the war sun comes with its technology). */
const GENERIC: Partial<Record<UnitType, UnitId>> = {
  'war-sun': 'warsun',
  dreadnought: 'dreadnought',
  cruiser: 'cruiser',
  carrier: 'carrier',
  destroyer: 'destroyer',
  fighter: 'fighter',
  infantry: 'infantry',
  pds: 'pds',
  'space-dock': 'spacedock',
};

/** The printed unit of this type on the player's faction sheet (or the generic one). */
function printedUnit(state: GameState, seat: Seat, type: UnitType): UnitDef | undefined {
  const player = readOnly(state).players[seat]; // only its faction is read: no copy of the players
  const sheet = player ? faction(player.faction) : undefined;
  for (const id of sheet?.units ?? []) {
    const def = unit(id);
    if (def?.type === type) return def;
  }
  const generic = GENERIC[type]; // flagships and mechs: every faction prints its own
  return generic ? UNITS[generic] : undefined;
}

/** 97.4: the unit as the player has it — the upgrade card replaces the printed unit once researched. */
export function unitDefFor(state: GameState, seat: Seat, type: UnitType): UnitDef | undefined {
  const printed = printedUnit(state, seat, type);
  if (!printed) return undefined;
  const owned = readOnly(state).players[seat]?.technologies ?? [];
  const upgrade = UNIT_IDS.map((id) => UNITS[id] as UnitDef).find(
    (u) => u.upgradesFrom === printed.id && u.requires !== null && owned.includes(u.requires),
  );
  if (upgrade || printed.upgradesFrom !== null) return upgrade ?? printed;
  // 90.21: an upgrade of the same type whatever its name (the Nekro's copies through their Valefar Assimilators).
  return UPGRADES_OF_TYPE.get(type)?.find((u) => owned.includes(u.requires!)) ?? printed;
}

const UPGRADES_OF_TYPE = (() => {
  const map = new Map<UnitType, UnitDef[]>();
  for (const id of UNIT_IDS) {
    const u = UNITS[id] as UnitDef;
    if (u.upgradesFrom !== null && u.requires !== null) map.set(u.type, [...(map.get(u.type) ?? []), u]);
  }
  return map;
})();

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
  return state.players[seat]?.technologies.includes(technology) ?? false;
}
