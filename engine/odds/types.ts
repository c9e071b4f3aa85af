// Combat odds (LRR 78 space combat, 42 ground combat, with 10, 15, 77, 87 and 16.3c): what the calculator is given and
// what it answers. Pure data: the unit stats are the engine's own (engine/combat/unit-stats.ts).
import type { UnitType } from '../data/types';
import type { UnitStats } from '../combat/unit-stats';

export interface OddsUnits {
  readonly type: UnitType;
  readonly count: number;
  /** How many of them are damaged already (87.2: they cannot sustain damage). */
  readonly damaged?: number;
  readonly stats: UnitStats;
  /** 56: added to each of their combat rolls (e.g. +1 for the defender in a nebula, 59.3). */
  readonly modifier?: number;
}

/** Dice rolled by units outside the combat (space cannon, bombardment): "X (xY)" plus a modifier. */
export interface OddsDice {
  readonly hitsOn: number;
  readonly dice: number;
  readonly modifier?: number;
}

export interface OddsSide {
  /** The units in the combat: ships for space combat, ground forces on the planet for ground combat. */
  readonly units: readonly OddsUnits[];
  /** 87.6 Non-Euclidean Shielding: hits cancelled per sustain damage (default 1). */
  readonly sustainCancels?: number;
  /** Space cannon offense (space, 77.2) or space cannon defense (ground, 77.6) fired at the other side first. */
  readonly spaceCannon?: readonly OddsDice[];
  /** Graviton Laser System: this side's space cannon hits go to non-fighter ships while there are any. */
  readonly graviton?: boolean;
  /** Bombardment fired at the defender's ground forces before a ground combat (15, 49.1). */
  readonly bombardment?: readonly OddsDice[];
  /** X-89 Bacterial Weapon Ω: if bombardment destroys an infantry, all the opponent's infantry there die. */
  readonly x89?: boolean;
  /** Magen Defense Grid Ω: 1 hit on the opponent's ground forces at the start of the ground combat. */
  readonly magenDefenseGrid?: boolean;
  /** Space: fighters the side's space docks in the system hold without capacity (16.3c after combat). */
  readonly hangar?: number;
  /**
   * Space: ground forces in the space area. They take no part in the combat; afterwards they use the surviving ships'
   * capacity, and those beyond it are removed (16.3c) — fighters first, then infantry, then mechs, as the engine does.
   */
  readonly groundForcesInSpace?: Partial<Record<'infantry' | 'mech', number>>;
  /** Space: Assault Cannon — with 3 or more non-fighter ships at the start of combat, the opponent loses one. */
  readonly assaultCannon?: boolean;
  /** Duranium Armor: after hits each round, 1 damaged unit that did not use sustain damage that round is repaired. */
  readonly duraniumArmor?: boolean;
  /** Articles of War: mechs' printed abilities (the Mentak mech's) do not apply. */
  readonly mechAbilitiesSuppressed?: boolean;
  /** Space: the Argent mech — mechs in the space area need no capacity while a surviving ship has some. */
  readonly mechsNeedNoCapacity?: boolean;
}

export interface OddsInput {
  readonly combat: 'space' | 'ground';
  readonly attacker: OddsSide;
  readonly defender: OddsSide;
}

export interface OddsResult {
  /** 78.10 / 42.4c: the attacker has units left and the defender none. */
  readonly attackerWins: number;
  readonly defenderWins: number;
  /** 78.10 / 42.4d: neither has units left. */
  readonly draw: number;
  /** FAQ: neither side can ever win — the attacker must retreat or lose their units in the combat. */
  readonly stalemate: number;
  /** Expected units left in the combat, by type — in space after 16.3c, with the ground forces the ships still carry. */
  readonly survivors: {
    readonly attacker: Partial<Record<UnitType, number>>;
    readonly defender: Partial<Record<UnitType, number>>;
  };
  /** Combat states the calculation visited (for benchmarks). */
  readonly states: number;
}
