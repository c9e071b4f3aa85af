// Shapes of the component data tables (LRR 88 system tiles, 64 planets, 96 units, 90 technology, 7 agendas,
// 61 objectives, 2 action cards, 69 promissory notes, 73 relics, 35 exploration, 51 leaders).
// Tables are `as const satisfies Record<string, XDef>` so that each table's keys become its id union.

export const EXPANSIONS = ['base', 'pok', 'codex1', 'codex2', 'codex3', 'keleres'] as const;
export type Expansion = (typeof EXPANSIONS)[number];

export const WORMHOLES = ['alpha', 'beta', 'gamma', 'delta'] as const;
export type Wormhole = (typeof WORMHOLES)[number];

export const ANOMALIES = ['asteroid-field', 'nebula', 'supernova', 'gravity-rift'] as const;
export type Anomaly = (typeof ANOMALIES)[number];

/** 88.x: the colour of a tile's back decides how it is dealt in setup step 6. */
export const TILE_BACKS = ['blue', 'red', 'green', 'hyperlane', 'special'] as const;
export type TileBack = (typeof TILE_BACKS)[number];

export const PLANET_TRAITS = ['cultural', 'hazardous', 'industrial'] as const;
export type PlanetTrait = (typeof PLANET_TRAITS)[number];

export const TECH_COLORS = ['blue', 'green', 'red', 'yellow'] as const;
export type TechColor = (typeof TECH_COLORS)[number];

/** Unit types as the rules name them (LRR 96). Faction units are variants of one of these. */
export const UNIT_TYPES = [
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
] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

export const SHIP_TYPES = [
  'war-sun',
  'dreadnought',
  'cruiser',
  'carrier',
  'destroyer',
  'fighter',
  'flagship',
] as const satisfies readonly UnitType[];
export const GROUND_FORCE_TYPES = ['infantry', 'mech'] as const satisfies readonly UnitType[];
export const STRUCTURE_TYPES = ['pds', 'space-dock'] as const satisfies readonly UnitType[];

export interface SystemDef {
  /** Canonical tile number as printed and as written in map strings, no leading zeros: '18', '83A', '82B'. */
  readonly id: string;
  readonly name: string;
  readonly expansion: Expansion;
  readonly back: TileBack;
  readonly planets: readonly string[];
  readonly wormholes: readonly Wormhole[];
  readonly anomalies: readonly Anomaly[];
  /** Hyperlane tiles only: pairs of joined sides (0–5 clockwise from the top) in printed orientation. */
  readonly hyperlanes?: readonly (readonly [number, number])[];
  /** Faction whose home system this is (green backs), or the Creuss gate. */
  readonly homeOf?: string;
}

export interface PlanetDef {
  readonly id: string;
  readonly name: string;
  readonly system: string;
  readonly resources: number;
  readonly influence: number;
  readonly traits: readonly PlanetTrait[];
  readonly specialty: TechColor | null;
  readonly legendary: { readonly name: string; readonly text: string } | null;
  readonly homeOf: string | null;
}

export interface UnitDef {
  readonly id: string;
  readonly type: UnitType;
  readonly name: string;
  readonly expansion: Expansion;
  /** Faction id for faction-specific units, null for the generic ones. */
  readonly faction: string | null;
  /** Technology that grants this unit (upgrades and faction unit upgrades), null when printed on the sheet. */
  readonly requires: string | null;
  readonly upgradesFrom: string | null;
  readonly cost: number | null;
  /** 26.2: how many units one cost buys (2 for fighters and infantry). */
  readonly costFor: 1 | 2;
  readonly combat: { readonly hitsOn: number; readonly dice: number } | null;
  readonly move: number | null;
  readonly capacity: number | null;
  readonly sustainDamage: boolean;
  readonly antiFighterBarrage: { readonly hitsOn: number; readonly dice: number } | null;
  readonly bombardment: { readonly hitsOn: number; readonly dice: number } | null;
  readonly spaceCannon: { readonly hitsOn: number; readonly dice: number; readonly deepSpace: boolean } | null;
  readonly planetaryShield: boolean;
  /** A number, or 'resources+N' for space docks whose production depends on the planet. */
  readonly production: number | `resources+${number}` | null;
  /** Space docks: how many fighters in their system do not count against capacity (e.g. 3 for Space Dock I). */
  readonly fighterHangar?: number;
  readonly abilityText: string | null;
}

export interface FactionDef {
  readonly id: string;
  readonly name: string;
  readonly expansion: Expansion;
  readonly homeSystem: string;
  readonly homePlanets: readonly string[];
  readonly commodities: number;
  /** Setup step 11: starting units in the home system. `space` goes in the space area (including the Clan of
   *  Saar's Floating Factory, LRR 85.1a); `ground` (ground forces and planet structures) is placed on the home
   *  planets as the player chooses. */
  readonly startingUnits: {
    readonly space: Partial<Record<UnitType, number>>;
    readonly ground: Partial<Record<UnitType, number>>;
  };
  readonly startingTechnologies: readonly string[];
  /** Factions that choose starting technologies (e.g. Winnu, Argent) list how many and from what. */
  readonly startingTechnologyChoice?: {
    readonly count: number;
    readonly from: readonly string[];
    /** Council Keleres: only technologies that another player in the game owns may be chosen. */
    readonly ownedByOtherPlayers?: boolean;
  };
  readonly factionTechnologies: readonly string[];
  readonly abilities: readonly string[];
  readonly units: readonly string[];
  /** The faction's promissory note (the first one, for the Empyrean who have two). */
  readonly promissoryNote: string;
  /** All faction promissory notes (two for the Empyrean). */
  readonly promissoryNotes: readonly string[];
  readonly leaders: {
    readonly agent: string;
    readonly commander: string;
    readonly hero: string;
    /** The Nomad have three agents. */
    readonly additionalAgents?: readonly string[];
  };
  /** Council Keleres: the home system is chosen at setup from these; the top-level homeSystem, homePlanets and
   *  leaders.hero then hold the first option and must be replaced by the chosen one. */
  readonly homeSystemOptions?: readonly HomeSystemOption[];
}

/** One of the Council Keleres' home systems (Codex III). */
export interface HomeSystemOption {
  readonly homeSystem: string;
  readonly homePlanets: readonly string[];
  /** The faction whose home system this copies; the option is unavailable when that faction is in the game. */
  readonly copies: string;
  /** The Keleres hero that comes with this home system. */
  readonly hero: string;
}

export interface TechnologyDef {
  readonly id: string;
  readonly name: string;
  readonly expansion: Expansion;
  /** null for unit upgrades, which have no colour. */
  readonly color: TechColor | null;
  readonly prerequisites: Partial<Record<TechColor, number>>;
  readonly faction: string | null;
  /** For unit upgrades: the unit id this technology grants. */
  readonly unitUpgrade: string | null;
  /** Faction unit upgrades that stand in for a generic upgrade (e.g. Spec Ops II for Infantry II). */
  readonly replaces?: string;
  readonly text: string;
}

export interface StrategyCardDef {
  readonly id: string;
  readonly name: string;
  readonly initiative: number;
  /** LRR section describing the card. */
  readonly rule: string;
  readonly primary: string;
  readonly secondary: string;
  /** Whether other players spend a command token from their strategy pool to use the secondary (all but Leadership). */
  readonly secondaryCostsStrategyToken: boolean;
}
