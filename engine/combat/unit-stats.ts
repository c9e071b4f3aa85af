// LRR 96 units, 97 unit upgrades (97.4), 18 combat, 87 sustain damage, 10 anti-fighter barrage, 15 bombardment,
// 77 space cannon, 65 planetary shield, 16 capacity, 57 move, 68 production: the attributes a player's units of
// one type have right now — their faction sheet's unit, replaced by every unit upgrade they own.
import type { GameState, Seat } from '../core/state';
import { faction } from '../data/factions';
import type { UnitDef, UnitType } from '../data/types';
import { GROUND_FORCE_TYPES, SHIP_TYPES } from '../data/types';
import { UNITS, UNIT_IDS, unit } from '../data/units';
import { readOnly } from '../kernel/draft';

/** "X (xY)": the value a die needs and how many dice the unit rolls (18.2, 10.1b, 15.1b, 77.3b). */
export interface DiceStat {
  readonly hitsOn: number;
  readonly dice: number;
}

/** What the combat, movement, invasion and production modules read about a unit type. Keep this shape stable. */
export interface UnitStats {
  /** Unit id in engine/data/units ('' when the player has no such unit, e.g. a flagship of unknown faction). */
  readonly unit: string;
  readonly type: UnitType;
  readonly name: string;
  readonly cost: number | null;
  readonly costFor: 1 | 2;
  readonly combat: DiceStat | null;
  readonly move: number | null;
  readonly capacity: number | null;
  readonly sustainDamage: boolean;
  readonly antiFighterBarrage: DiceStat | null;
  readonly bombardment: DiceStat | null;
  /** `deepSpace`: may fire at adjacent systems during space cannon offense (PDS II, 77.3c). */
  readonly spaceCannon: (DiceStat & { readonly deepSpace: boolean }) | null;
  readonly planetaryShield: boolean;
  readonly production: number | `resources+${number}` | null;
  /** Space docks: fighters in their system that use no capacity. */
  readonly fighterHangar: number;
}

/** Generic units for types a faction sheet does not print (the war sun comes with its technology card). */
const GENERIC: Partial<Record<UnitType, string>> = {
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

/** Unit upgrades by the unit they replace, computed once. */
const UPGRADES: ReadonlyMap<string, readonly UnitDef[]> = (() => {
  const map = new Map<string, UnitDef[]>();
  for (const id of UNIT_IDS) {
    const def = UNITS[id] as UnitDef;
    if (def.upgradesFrom) map.set(def.upgradesFrom, [...(map.get(def.upgradesFrom) ?? []), def]);
  }
  return map;
})();

function printedUnit(state: GameState, seat: Seat, type: UnitType): UnitDef | undefined {
  const player = readOnly(state).players[seat]; // only its faction is read: no copy of the players
  for (const id of (player ? faction(player.faction)?.units : undefined) ?? []) {
    const def = unit(id);
    if (def?.type === type) return def;
  }
  const generic = GENERIC[type];
  return generic ? unit(generic) : undefined;
}

/** 97.4: the unit definition the player's units of this type use (the upgrade once its technology is owned). */
export function unitDefOf(state: GameState, seat: Seat, type: UnitType): UnitDef | undefined {
  let def = printedUnit(state, seat, type);
  const owned = readOnly(state).players[seat]?.technologies ?? [];
  for (let guard = 0; def && guard < 3; guard++) {
    const next: UnitDef | undefined = (UPGRADES.get(def.id) ?? []).find(
      (u) => u.requires !== null && owned.includes(u.requires),
    );
    if (!next) break;
    def = next;
  }
  // 90.21: an upgrade of the same type whatever its name (the Nekro's copies through their Valefar Assimilators).
  if (def && def.upgradesFrom === null)
    return UPGRADES_BY_TYPE.get(def.type)?.find((u) => owned.includes(u.requires!)) ?? def;
  return def;
}

const UPGRADES_BY_TYPE = (() => {
  const map = new Map<UnitType, UnitDef[]>();
  for (const defs of UPGRADES.values())
    for (const u of defs) if (u.requires !== null) map.set(u.type, [...(map.get(u.type) ?? []), u]);
  return map;
})();

const NONE = (type: UnitType): UnitStats => ({
  unit: '',
  type,
  name: type,
  cost: null,
  costFor: 1,
  combat: null,
  move: null,
  capacity: null,
  sustainDamage: false,
  antiFighterBarrage: null,
  bombardment: null,
  spaceCannon: null,
  planetaryShield: false,
  production: null,
  fighterHangar: 0,
});

export function statsOfDef(def: UnitDef): UnitStats {
  return {
    unit: def.id,
    type: def.type,
    name: def.name,
    cost: def.cost,
    costFor: def.costFor,
    combat: def.combat,
    move: def.move,
    capacity: def.capacity,
    sustainDamage: def.sustainDamage,
    antiFighterBarrage: def.antiFighterBarrage,
    bombardment: def.bombardment,
    spaceCannon: def.spaceCannon,
    planetaryShield: def.planetaryShield,
    production: def.production,
    fighterHangar: def.fighterHangar ?? 0,
  };
}

/** The effective attributes of `seat`'s units of `type`: faction unit, then unit upgrades owned (97.4). */
export function unitStats(state: GameState, seat: Seat, type: UnitType): UnitStats {
  const def = unitDefOf(state, seat, type);
  return def ? statsOfDef(def) : NONE(type);
}

export const isShipType = (t: UnitType): boolean => (SHIP_TYPES as readonly UnitType[]).includes(t);

/**
 * Casualty order used for default hit assignments and by the odds calculator: cheapest first (26.2: fighters and
 * infantry cost half), then the weaker combat value, then the type's order on the faction sheet.
 */
export function casualtyRank(stats: UnitStats): number {
  const cost = stats.cost === null ? 100 : stats.cost / stats.costFor;
  const hitsOn = stats.combat?.hitsOn ?? 11;
  return cost * 100 + (11 - hitsOn);
}

/** The Titans' Hel-Titan PDS: a structure and a ground force at once (its faction sheet's text). */
const GROUND_FORCE_STRUCTURES: readonly string[] = ['titans_pds', 'titans_pds2'];

/** 43: the unit types that are ground forces for this seat — infantry and mechs, and the Titans' PDS (Hel-Titan). */
export function groundForceTypes(state: GameState, seat: Seat): readonly UnitType[] {
  return GROUND_FORCE_STRUCTURES.includes(unitStats(state, seat, 'pds').unit)
    ? [...GROUND_FORCE_TYPES, 'pds']
    : GROUND_FORCE_TYPES;
}
