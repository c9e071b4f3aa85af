// LRR 61 objective cards: the 20 stage I and 20 stage II public objectives and the 40 secret objectives of the
// Prophecy of Kings decks. Ids are the reference aliases. `condition` is the card's requirement in our own words;
// `requirement` is the same requirement as data for the engine's scoring checks ({ kind: 'custom' } when a check
// has to be written by hand). Rules that hold for every objective (61.6 one public and one secret per status phase,
// 61.7 one per combat, 61.16 no public objective without all own home planets) live in the scoring code, not here.
import type { Expansion, PlanetTrait, UnitType, Wormhole } from './types';

/** 61.3: the phase during which an objective can be scored. */
export const OBJECTIVE_PHASES = ['status', 'action', 'agenda'] as const;
export type ObjectivePhase = (typeof OBJECTIVE_PHASES)[number];

export const OBJECTIVE_STAGES = ['stage1', 'stage2', 'secret'] as const;
export type ObjectiveStage = (typeof OBJECTIVE_STAGES)[number];

/** Which planets a "control N planets …" requirement counts. */
export type PlanetSelector =
  /** All counted planets share one trait (a planet with several traits may count for any of them). */
  | { readonly is: 'one-shared-trait' }
  | { readonly is: 'trait'; readonly trait: PlanetTrait }
  /** Not in any player's home system. */
  | { readonly is: 'non-home' }
  | { readonly is: 'tech-specialty' }
  | { readonly is: 'attachment' }
  | { readonly is: 'legendary' }
  | { readonly is: 'in-other-players-home' }
  /** Each counted planet is in or adjacent to the home system of a different other player. */
  | { readonly is: 'near-distinct-other-homes' };

/** Which systems a "have units/ships in N systems …" requirement counts. */
export const SYSTEM_SELECTORS = [
  'any',
  'no-planets',
  /** Contains a legendary planet, Mecatol Rex, or is an anomaly. */
  'legendary-mecatol-or-anomaly',
  /** On the edge of the board (100.1.3: the wormhole nexus is), except the player's own home system. */
  'edge-not-own-home',
  'adjacent-to-mecatol-rex',
  /** Adjacent to at least one anomaly (each counted system on its own). */
  'adjacent-to-anomaly',
  'adjacent-to-other-home',
  'with-other-players-space-dock',
  'other-home-or-mecatol-rex',
  'wormhole-nexus',
] as const;
export type SystemSelector = (typeof SYSTEM_SELECTORS)[number];

export type ObjectiveRequirement =
  /** 61.10: pay these amounts when scoring (trade goods may stand in for resources/influence as usual, 93.4). */
  | { readonly kind: 'spend'; readonly resources: number; readonly influence: number; readonly tradeGoods: number }
  /** Pay command tokens from the tactic and/or strategy pools, in any mix. */
  | { readonly kind: 'spend-command-tokens'; readonly count: number }
  | { readonly kind: 'discard-action-cards'; readonly count: number }
  /** Purge relic fragments of any types. */
  | { readonly kind: 'purge-relic-fragments'; readonly count: number }
  | { readonly kind: 'control-planets'; readonly count: number; readonly planets: PlanetSelector }
  /** Sum of printed-plus-attached values of controlled planets, exhausted or not. */
  | { readonly kind: 'planet-total'; readonly value: 'resources' | 'influence'; readonly atLeast: number }
  /** At most one upgrade per unit type counts (LRR FAQ, Nekro). */
  | { readonly kind: 'own-unit-upgrades'; readonly count: number }
  | { readonly kind: 'own-technologies-in-colors'; readonly colors: number; readonly perColor: number }
  | { readonly kind: 'own-technologies-of-one-color'; readonly count: number }
  /** Valefar Assimilator copies do not count. */
  | { readonly kind: 'own-faction-technologies'; readonly count: number }
  /** Total of the listed unit types anywhere on the board. */
  | { readonly kind: 'units-on-board'; readonly units: readonly UnitType[]; readonly count: number }
  /** Distinct planets that each hold at least one of the listed unit types. */
  | {
      readonly kind: 'planets-with';
      readonly units: readonly UnitType[];
      readonly count: number;
      readonly outsideOwnHome: boolean;
    }
  /** 'ships', any 'units', or only the listed unit types, in N distinct systems matching `where`. */
  | {
      readonly kind: 'presence';
      readonly units: 'ships' | 'units' | readonly UnitType[];
      readonly systems: number;
      readonly where: SystemSelector;
    }
  /** Ships in a system with each listed wormhole; one system with all of them is enough. */
  | { readonly kind: 'ships-at-wormholes'; readonly wormholes: readonly Wormhole[] }
  | { readonly kind: 'non-fighter-ships-in-one-system'; readonly count: number }
  | { readonly kind: 'ground-forces-on-one-planet'; readonly count: number; readonly withoutOwnSpaceDock: boolean }
  | { readonly kind: 'production-in-one-system'; readonly atLeast: number }
  | { readonly kind: 'occupy-mecatol-rex'; readonly ships: number }
  | { readonly kind: 'more-planets-than-neighbors'; readonly neighbors: number }
  | { readonly kind: 'neighbors-with-all-players' }
  | { readonly kind: 'share-system-with-other-players-planet' }
  | { readonly kind: 'other-players-note-in-play-area' }
  | { readonly kind: 'laws-in-play'; readonly count: number }
  // The kinds below are met by an event, not by a position; the engine checks them when the event happens.
  | { readonly kind: 'destroy-other-players-unit'; readonly units: readonly UnitType[] }
  | {
      readonly kind: 'destroy-last';
      readonly units: 'ground-forces-on-planet' | 'non-fighter-ships' | 'fighters';
      readonly during: 'bombardment' | 'space-cannon-offense' | 'anti-fighter-barrage';
    }
  | {
      readonly kind: 'win-combat';
      readonly combat: 'space' | 'any';
      readonly against: 'anyone' | 'most-victory-points' | 'owner-of-note-in-play-area';
      readonly where: 'anywhere' | 'anomaly' | 'other-players-home' | 'with-own-flagship-surviving';
    }
  | { readonly kind: 'non-fighter-ships-after-space-combat'; readonly count: number }
  | { readonly kind: 'lose-home-planet' }
  | { readonly kind: 'last-to-pass' }
  | { readonly kind: 'elected' }
  | { readonly kind: 'custom' };

export type ObjectiveRequirementKind = ObjectiveRequirement['kind'];

export interface ObjectiveDef {
  readonly id: string;
  readonly name: string;
  readonly stage: ObjectiveStage;
  readonly points: 1 | 2;
  readonly phase: ObjectivePhase;
  readonly expansion: Expansion;
  readonly condition: string;
  readonly requirement: ObjectiveRequirement;
}

const spend = (resources: number, influence: number, tradeGoods: number) =>
  ({ kind: 'spend', resources, influence, tradeGoods }) as const;
const STRUCTURES = ['pds', 'space-dock'] as const satisfies readonly UnitType[];
const GREATEST_SHIPS = ['war-sun', 'flagship'] as const satisfies readonly UnitType[];

export const STAGE1_OBJECTIVES = {
  corner: {
    id: 'corner',
    name: 'Corner the Market',
    stage: 'stage1',
    points: 1,
    phase: 'status',
    expansion: 'base',
    condition: 'Control 4 planets that share one planet trait (for example 4 industrial planets).',
    requirement: { kind: 'control-planets', count: 4, planets: { is: 'one-shared-trait' } },
  },
  develop: {
    id: 'develop',
    name: 'Develop Weaponry',
    stage: 'stage1',
    points: 1,
    phase: 'status',
    expansion: 'base',
    condition: 'Own any 2 unit upgrade technologies.',
    requirement: { kind: 'own-unit-upgrades', count: 2 },
  },
  diversify: {
    id: 'diversify',
    name: 'Diversify Research',
    stage: 'stage1',
    points: 1,
    phase: 'status',
    expansion: 'base',
    condition: 'Own at least 2 technologies of one colour and at least 2 of another colour.',
    requirement: { kind: 'own-technologies-in-colors', colors: 2, perColor: 2 },
  },
  monument: {
    id: 'monument',
    name: 'Erect a Monument',
    stage: 'stage1',
    points: 1,
    phase: 'status',
    expansion: 'base',
    condition: 'Pay 8 resources when you score it.',
    requirement: spend(8, 0, 0),
  },
  expand_borders: {
    id: 'expand_borders',
    name: 'Expand Borders',
    stage: 'stage1',
    points: 1,
    phase: 'status',
    expansion: 'base',
    condition: 'Control 6 planets that are not in any home system.',
    requirement: { kind: 'control-planets', count: 6, planets: { is: 'non-home' } },
  },
  research_outposts: {
    id: 'research_outposts',
    name: 'Found Research Outposts',
    stage: 'stage1',
    points: 1,
    phase: 'status',
    expansion: 'base',
    condition: 'Control 3 planets that have a technology specialty.',
    requirement: { kind: 'control-planets', count: 3, planets: { is: 'tech-specialty' } },
  },
  intimidate: {
    id: 'intimidate',
    name: 'Intimidate Council',
    stage: 'stage1',
    points: 1,
    phase: 'status',
    expansion: 'base',
    condition: 'Have at least 1 ship in each of 2 different systems adjacent to the Mecatol Rex system.',
    requirement: { kind: 'presence', units: 'ships', systems: 2, where: 'adjacent-to-mecatol-rex' },
  },
  lead: {
    id: 'lead',
    name: 'Lead From the Front',
    stage: 'stage1',
    points: 1,
    phase: 'status',
    expansion: 'base',
    condition: 'Pay 3 command tokens, taken from your tactic pool, your strategy pool, or both.',
    requirement: { kind: 'spend-command-tokens', count: 3 },
  },
  trade_routes: {
    id: 'trade_routes',
    name: 'Negotiate Trade Routes',
    stage: 'stage1',
    points: 1,
    phase: 'status',
    expansion: 'base',
    condition: 'Pay 5 trade goods.',
    requirement: spend(0, 0, 5),
  },
  sway_council: {
    id: 'sway_council',
    name: 'Sway the Council',
    stage: 'stage1',
    points: 1,
    phase: 'status',
    expansion: 'base',
    condition: 'Pay 8 influence.',
    requirement: spend(0, 8, 0),
  },
  amass_wealth: {
    id: 'amass_wealth',
    name: 'Amass Wealth',
    stage: 'stage1',
    points: 1,
    phase: 'status',
    expansion: 'pok',
    condition: 'Spend 3 resources, 3 influence and 3 trade goods together.',
    requirement: spend(3, 3, 3),
  },
  build_defenses: {
    id: 'build_defenses',
    name: 'Build Defenses',
    stage: 'stage1',
    points: 1,
    phase: 'status',
    expansion: 'pok',
    condition: 'Have at least 4 structures (PDS and space docks together) on the board.',
    requirement: { kind: 'units-on-board', units: STRUCTURES, count: 4 },
  },
  lost_outposts: {
    id: 'lost_outposts',
    name: 'Discover Lost Outposts',
    stage: 'stage1',
    points: 1,
    phase: 'status',
    expansion: 'pok',
    condition: 'Control 2 planets that have an attachment.',
    requirement: { kind: 'control-planets', count: 2, planets: { is: 'attachment' } },
  },
  engineer_marvel: {
    id: 'engineer_marvel',
    name: 'Engineer a Marvel',
    stage: 'stage1',
    points: 1,
    phase: 'status',
    expansion: 'pok',
    condition: 'Have your flagship or one of your war suns on the board.',
    requirement: { kind: 'units-on-board', units: GREATEST_SHIPS, count: 1 },
  },
  deep_space: {
    id: 'deep_space',
    name: 'Explore Deep Space',
    stage: 'stage1',
    points: 1,
    phase: 'status',
    expansion: 'pok',
    condition: 'Have units in 3 systems that contain no planets.',
    requirement: { kind: 'presence', units: 'units', systems: 3, where: 'no-planets' },
  },
  infrastructure: {
    id: 'infrastructure',
    name: 'Improve Infrastructure',
    stage: 'stage1',
    points: 1,
    phase: 'status',
    expansion: 'pok',
    condition: 'Have a structure on each of 3 planets outside your own home system.',
    requirement: { kind: 'planets-with', units: STRUCTURES, count: 3, outsideOwnHome: true },
  },
  make_history: {
    id: 'make_history',
    name: 'Make History',
    stage: 'stage1',
    points: 1,
    phase: 'status',
    expansion: 'pok',
    condition: 'Have units in 2 systems that each contain a legendary planet or Mecatol Rex, or are anomalies.',
    requirement: { kind: 'presence', units: 'units', systems: 2, where: 'legendary-mecatol-or-anomaly' },
  },
  outer_rim: {
    id: 'outer_rim',
    name: 'Populate the Outer Rim',
    stage: 'stage1',
    points: 1,
    phase: 'status',
    expansion: 'pok',
    condition: 'Have units in 3 systems along the edge of the board, not counting your home system.',
    requirement: { kind: 'presence', units: 'units', systems: 3, where: 'edge-not-own-home' },
  },
  push_boundaries: {
    id: 'push_boundaries',
    name: 'Push Boundaries',
    stage: 'stage1',
    points: 1,
    phase: 'status',
    expansion: 'pok',
    condition: 'Pick 2 of your neighbours: control more planets than either of them (you need at least 2 neighbours).',
    requirement: { kind: 'more-planets-than-neighbors', neighbors: 2 },
  },
  raise_fleet: {
    id: 'raise_fleet',
    name: 'Raise a Fleet',
    stage: 'stage1',
    points: 1,
    phase: 'status',
    expansion: 'pok',
    condition: 'Have at least 5 non-fighter ships in a single system.',
    requirement: { kind: 'non-fighter-ships-in-one-system', count: 5 },
  },
} as const satisfies Record<string, ObjectiveDef & { stage: 'stage1'; points: 1 }>;

export const STAGE2_OBJECTIVES = {
  centralize_trade: {
    id: 'centralize_trade',
    name: 'Centralize Galactic Trade',
    stage: 'stage2',
    points: 2,
    phase: 'status',
    expansion: 'base',
    condition: 'Pay 10 trade goods.',
    requirement: spend(0, 0, 10),
  },
  conquer: {
    id: 'conquer',
    name: 'Conquer the Weak',
    stage: 'stage2',
    points: 2,
    phase: 'status',
    expansion: 'base',
    condition: "Control a planet in another player's home system.",
    requirement: { kind: 'control-planets', count: 1, planets: { is: 'in-other-players-home' } },
  },
  brain_trust: {
    id: 'brain_trust',
    name: 'Form Galactic Brain Trust',
    stage: 'stage2',
    points: 2,
    phase: 'status',
    expansion: 'base',
    condition: 'Control 5 planets that have a technology specialty.',
    requirement: { kind: 'control-planets', count: 5, planets: { is: 'tech-specialty' } },
  },
  golden_age: {
    id: 'golden_age',
    name: 'Found a Golden Age',
    stage: 'stage2',
    points: 2,
    phase: 'status',
    expansion: 'base',
    condition: 'Pay 16 resources.',
    requirement: spend(16, 0, 0),
  },
  galvanize: {
    id: 'galvanize',
    name: 'Galvanize the People',
    stage: 'stage2',
    points: 2,
    phase: 'status',
    expansion: 'base',
    condition: 'Pay 6 command tokens, taken from your tactic pool, your strategy pool, or both.',
    requirement: { kind: 'spend-command-tokens', count: 6 },
  },
  manipulate_law: {
    id: 'manipulate_law',
    name: 'Manipulate Galactic Law',
    stage: 'stage2',
    points: 2,
    phase: 'status',
    expansion: 'base',
    condition: 'Pay 16 influence.',
    requirement: spend(0, 16, 0),
  },
  master_science: {
    id: 'master_science',
    name: 'Master the Sciences',
    stage: 'stage2',
    points: 2,
    phase: 'status',
    expansion: 'base',
    condition: 'Own at least 2 technologies of every one of the 4 colours.',
    requirement: { kind: 'own-technologies-in-colors', colors: 4, perColor: 2 },
  },
  revolutionize: {
    id: 'revolutionize',
    name: 'Revolutionize Warfare',
    stage: 'stage2',
    points: 2,
    phase: 'status',
    expansion: 'base',
    condition: 'Own any 3 unit upgrade technologies.',
    requirement: { kind: 'own-unit-upgrades', count: 3 },
  },
  subdue: {
    id: 'subdue',
    name: 'Subdue the Galaxy',
    stage: 'stage2',
    points: 2,
    phase: 'status',
    expansion: 'base',
    condition: 'Control 11 planets that are not in any home system.',
    requirement: { kind: 'control-planets', count: 11, planets: { is: 'non-home' } },
  },
  unify_colonies: {
    id: 'unify_colonies',
    name: 'Unify the Colonies',
    stage: 'stage2',
    points: 2,
    phase: 'status',
    expansion: 'base',
    condition: 'Control 6 planets that share one planet trait.',
    requirement: { kind: 'control-planets', count: 6, planets: { is: 'one-shared-trait' } },
  },
  supremacy: {
    id: 'supremacy',
    name: 'Achieve Supremacy',
    stage: 'stage2',
    points: 2,
    phase: 'status',
    expansion: 'pok',
    condition: "Have your flagship or a war sun in the Mecatol Rex system or in another player's home system.",
    requirement: { kind: 'presence', units: GREATEST_SHIPS, systems: 1, where: 'other-home-or-mecatol-rex' },
  },
  become_legend: {
    id: 'become_legend',
    name: 'Become a Legend',
    stage: 'stage2',
    points: 2,
    phase: 'status',
    expansion: 'pok',
    condition: 'Have units in 4 systems that each contain a legendary planet or Mecatol Rex, or are anomalies.',
    requirement: { kind: 'presence', units: 'units', systems: 4, where: 'legendary-mecatol-or-anomaly' },
  },
  command_armada: {
    id: 'command_armada',
    name: 'Command an Armada',
    stage: 'stage2',
    points: 2,
    phase: 'status',
    expansion: 'pok',
    condition: 'Have at least 8 non-fighter ships in a single system.',
    requirement: { kind: 'non-fighter-ships-in-one-system', count: 8 },
  },
  massive_cities: {
    id: 'massive_cities',
    name: 'Construct Massive Cities',
    stage: 'stage2',
    points: 2,
    phase: 'status',
    expansion: 'pok',
    condition: 'Have at least 7 structures (PDS and space docks together) on the board.',
    requirement: { kind: 'units-on-board', units: STRUCTURES, count: 7 },
  },
  control_borderlands: {
    id: 'control_borderlands',
    name: 'Control the Borderlands',
    stage: 'stage2',
    points: 2,
    phase: 'status',
    expansion: 'pok',
    condition: 'Have units in 5 systems along the edge of the board, not counting your home system.',
    requirement: { kind: 'presence', units: 'units', systems: 5, where: 'edge-not-own-home' },
  },
  vast_reserves: {
    id: 'vast_reserves',
    name: 'Hold Vast Reserves',
    stage: 'stage2',
    points: 2,
    phase: 'status',
    expansion: 'pok',
    condition: 'Spend 6 resources, 6 influence and 6 trade goods together.',
    requirement: spend(6, 6, 6),
  },
  vast_territories: {
    id: 'vast_territories',
    name: 'Patrol Vast Territories',
    stage: 'stage2',
    points: 2,
    phase: 'status',
    expansion: 'pok',
    condition: 'Have units in 5 systems that contain no planets.',
    requirement: { kind: 'presence', units: 'units', systems: 5, where: 'no-planets' },
  },
  protect_border: {
    id: 'protect_border',
    name: 'Protect the Border',
    stage: 'stage2',
    points: 2,
    phase: 'status',
    expansion: 'pok',
    condition: 'Have a structure on each of 5 planets outside your own home system.',
    requirement: { kind: 'planets-with', units: STRUCTURES, count: 5, outsideOwnHome: true },
  },
  ancient_monuments: {
    id: 'ancient_monuments',
    name: 'Reclaim Ancient Monuments',
    stage: 'stage2',
    points: 2,
    phase: 'status',
    expansion: 'pok',
    condition: 'Control 3 planets that have an attachment.',
    requirement: { kind: 'control-planets', count: 3, planets: { is: 'attachment' } },
  },
  distant_lands: {
    id: 'distant_lands',
    name: 'Rule Distant Lands',
    stage: 'stage2',
    points: 2,
    phase: 'status',
    expansion: 'pok',
    condition:
      'Control 2 planets, each in or next to a home system of another player, with the two home systems belonging ' +
      'to different players.',
    requirement: { kind: 'control-planets', count: 2, planets: { is: 'near-distinct-other-homes' } },
  },
} as const satisfies Record<string, ObjectiveDef & { stage: 'stage2'; points: 2 }>;

export const SECRET_OBJECTIVE_TABLE = {
  ans: {
    id: 'ans',
    name: 'Adapt New Strategies',
    stage: 'secret',
    points: 1,
    phase: 'status',
    expansion: 'base',
    condition: 'Own 2 faction technologies. Technologies copied with the Nekro "Valefar Assimilator" do not count.',
    requirement: { kind: 'own-faction-technologies', count: 2 },
  },
  btgk: {
    id: 'btgk',
    name: 'Become the Gatekeeper',
    stage: 'secret',
    points: 1,
    phase: 'status',
    expansion: 'base',
    condition:
      'Have at least 1 ship in a system with an alpha wormhole and at least 1 ship in a system with a beta ' +
      'wormhole (one system that has both is enough).',
    requirement: { kind: 'ships-at-wormholes', wormholes: ['alpha', 'beta'] },
  },
  ctr: {
    id: 'ctr',
    name: 'Control the Region',
    stage: 'secret',
    points: 1,
    phase: 'status',
    expansion: 'base',
    condition: 'Have at least 1 ship in each of 6 different systems.',
    requirement: { kind: 'presence', units: 'ships', systems: 6, where: 'any' },
  },
  csl: {
    id: 'csl',
    name: 'Cut Supply Lines',
    stage: 'secret',
    points: 1,
    phase: 'status',
    expansion: 'base',
    condition: "Have at least 1 ship in a system that contains another player's space dock.",
    requirement: { kind: 'presence', units: 'ships', systems: 1, where: 'with-other-players-space-dock' },
  },
  dtgs: {
    id: 'dtgs',
    name: 'Destroy Their Greatest Ship',
    stage: 'secret',
    points: 1,
    phase: 'action',
    expansion: 'base',
    condition: "Destroy another player's war sun or flagship (by any effect that destroys, 61.9).",
    requirement: { kind: 'destroy-other-players-unit', units: GREATEST_SHIPS },
  },
  eap: {
    id: 'eap',
    name: 'Establish a Perimeter',
    stage: 'secret',
    points: 1,
    phase: 'status',
    expansion: 'base',
    condition: 'Have at least 4 of your PDS on the board.',
    requirement: { kind: 'units-on-board', units: ['pds'], count: 4 },
  },
  faa: {
    id: 'faa',
    name: 'Forge an Alliance',
    stage: 'secret',
    points: 1,
    phase: 'status',
    expansion: 'base',
    condition: 'Control at least 4 planets with the cultural trait.',
    requirement: { kind: 'control-planets', count: 4, planets: { is: 'trait', trait: 'cultural' } },
  },
  fsn: {
    id: 'fsn',
    name: 'Form a Spy Network',
    stage: 'secret',
    points: 1,
    phase: 'status',
    expansion: 'base',
    condition: 'Discard 5 action cards from your hand when you score it.',
    requirement: { kind: 'discard-action-cards', count: 5 },
  },
  fwm: {
    id: 'fwm',
    name: 'Fuel the War Machine',
    stage: 'secret',
    points: 1,
    phase: 'status',
    expansion: 'base',
    condition: 'Have at least 3 of your space docks on the board.',
    requirement: { kind: 'units-on-board', units: ['space-dock'], count: 3 },
  },
  gamf: {
    id: 'gamf',
    name: 'Gather a Mighty Fleet',
    stage: 'secret',
    points: 1,
    phase: 'status',
    expansion: 'base',
    condition: 'Have at least 5 of your dreadnoughts on the board.',
    requirement: { kind: 'units-on-board', units: ['dreadnought'], count: 5 },
  },
  lsc: {
    id: 'lsc',
    name: 'Learn the Secrets of the Cosmos',
    stage: 'secret',
    points: 1,
    phase: 'status',
    expansion: 'base',
    condition: 'Have ships in 3 systems, every one of them adjacent to an anomaly.',
    requirement: { kind: 'presence', units: 'ships', systems: 3, where: 'adjacent-to-anomaly' },
  },
  mew: {
    id: 'mew',
    name: 'Make an Example of Their World',
    stage: 'secret',
    points: 1,
    phase: 'action',
    expansion: 'base',
    condition: 'During the bombardment step, destroy the final ground force a player has on a planet.',
    requirement: { kind: 'destroy-last', units: 'ground-forces-on-planet', during: 'bombardment' },
  },
  mlp: {
    id: 'mlp',
    name: 'Master the Laws of Physics',
    stage: 'secret',
    points: 1,
    phase: 'status',
    expansion: 'base',
    condition: 'Own 4 technologies of one colour.',
    requirement: { kind: 'own-technologies-of-one-color', count: 4 },
  },
  mrm: {
    id: 'mrm',
    name: 'Mine Rare Metals',
    stage: 'secret',
    points: 1,
    phase: 'status',
    expansion: 'base',
    condition: 'Control at least 4 planets with the hazardous trait.',
    requirement: { kind: 'control-planets', count: 4, planets: { is: 'trait', trait: 'hazardous' } },
  },
  mp: {
    id: 'mp',
    name: 'Monopolize Production',
    stage: 'secret',
    points: 1,
    phase: 'status',
    expansion: 'base',
    condition: 'Control at least 4 planets with the industrial trait.',
    requirement: { kind: 'control-planets', count: 4, planets: { is: 'trait', trait: 'industrial' } },
  },
  ose: {
    id: 'ose',
    name: 'Occupy the Seat of the Empire',
    stage: 'secret',
    points: 1,
    phase: 'status',
    expansion: 'base',
    condition: 'Control Mecatol Rex and have at least 3 ships in its system.',
    requirement: { kind: 'occupy-mecatol-rex', ships: 3 },
  },
  sar: {
    id: 'sar',
    name: 'Spark a Rebellion',
    stage: 'secret',
    points: 1,
    phase: 'action',
    expansion: 'base',
    condition: 'Win a combat against a player who leads in victory points, or is tied for the lead.',
    requirement: { kind: 'win-combat', combat: 'any', against: 'most-victory-points', where: 'anywhere' },
  },
  te: {
    id: 'te',
    name: 'Threaten Enemies',
    stage: 'secret',
    points: 1,
    phase: 'status',
    expansion: 'base',
    condition: "Have at least 1 ship in a system adjacent to another player's home system.",
    requirement: { kind: 'presence', units: 'ships', systems: 1, where: 'adjacent-to-other-home' },
  },
  ttfd: {
    id: 'ttfd',
    name: 'Turn Their Fleets to Dust',
    stage: 'secret',
    points: 1,
    phase: 'action',
    expansion: 'base',
    condition:
      "During the space cannon offense step, destroy the last of a player's non-fighter ships in the active " +
      'system. (Per the FAQ, a "Direct Hit" or fighters lost for want of capacity do not fulfil it.)',
    requirement: { kind: 'destroy-last', units: 'non-fighter-ships', during: 'space-cannon-offense' },
  },
  uf: {
    id: 'uf',
    name: 'Unveil Flagship',
    stage: 'secret',
    points: 1,
    phase: 'action',
    expansion: 'base',
    condition: "Win a space combat in your flagship's system, with your flagship surviving that combat.",
    requirement: { kind: 'win-combat', combat: 'space', against: 'anyone', where: 'with-own-flagship-surviving' },
  },
  bam: {
    id: 'bam',
    name: 'Become a Martyr',
    stage: 'secret',
    points: 1,
    phase: 'action',
    expansion: 'pok',
    condition: "Lose control of a planet that is in any home system, yours or another player's.",
    requirement: { kind: 'lose-home-planet' },
  },
  baf: {
    id: 'baf',
    name: 'Betray a Friend',
    stage: 'secret',
    points: 1,
    phase: 'action',
    expansion: 'pok',
    condition:
      'Win a combat against a player whose promissory note was in your play area (not merely in your hand) ' +
      'when your tactical action began.',
    requirement: { kind: 'win-combat', combat: 'any', against: 'owner-of-note-in-play-area', where: 'anywhere' },
  },
  btv: {
    id: 'btv',
    name: 'Brave the Void',
    stage: 'secret',
    points: 1,
    phase: 'action',
    expansion: 'pok',
    condition: 'Win a space or ground combat in a system that is an anomaly.',
    requirement: { kind: 'win-combat', combat: 'any', against: 'anyone', where: 'anomaly' },
  },
  dts: {
    id: 'dts',
    name: 'Darken the Skies',
    stage: 'secret',
    points: 1,
    phase: 'action',
    expansion: 'pok',
    condition: "Win a space or ground combat in a system that is another player's home system.",
    requirement: { kind: 'win-combat', combat: 'any', against: 'anyone', where: 'other-players-home' },
  },
  dfat: {
    id: 'dfat',
    name: 'Defy Space and Time',
    stage: 'secret',
    points: 1,
    phase: 'status',
    expansion: 'pok',
    condition: 'Have at least 1 unit in the wormhole nexus system.',
    requirement: { kind: 'presence', units: 'units', systems: 1, where: 'wormhole-nexus' },
  },
  dyp: {
    id: 'dyp',
    name: 'Demonstrate Your Power',
    stage: 'secret',
    points: 1,
    phase: 'action',
    expansion: 'pok',
    condition: 'When a space combat ends, have at least 3 non-fighter ships in the active system.',
    requirement: { kind: 'non-fighter-ships-after-space-combat', count: 3 },
  },
  dhw: {
    id: 'dhw',
    name: 'Destroy Heretical Works',
    stage: 'secret',
    points: 1,
    phase: 'status',
    expansion: 'pok',
    condition: 'When you score it, purge any 2 of your relic fragments, whatever their types.',
    requirement: { kind: 'purge-relic-fragments', count: 2 },
  },
  dp: {
    id: 'dp',
    name: 'Dictate Policy',
    stage: 'secret',
    points: 1,
    phase: 'agenda',
    expansion: 'pok',
    condition: 'Score while at least 3 laws are in play.',
    requirement: { kind: 'laws-in-play', count: 3 },
  },
  dtd: {
    id: 'dtd',
    name: 'Drive the Debate',
    stage: 'secret',
    points: 1,
    phase: 'agenda',
    expansion: 'pok',
    condition: 'An agenda elects you or a planet you control.',
    requirement: { kind: 'elected' },
  },
  eh: {
    id: 'eh',
    name: 'Establish Hegemony',
    stage: 'secret',
    points: 1,
    phase: 'status',
    expansion: 'pok',
    condition: 'Control planets whose influence values add up to at least 12 (exhausted planets count too).',
    requirement: { kind: 'planet-total', value: 'influence', atLeast: 12 },
  },
  fwp: {
    id: 'fwp',
    name: 'Fight with Precision',
    stage: 'secret',
    points: 1,
    phase: 'action',
    expansion: 'pok',
    condition: 'During the anti-fighter barrage step, destroy the final fighter a player has in the active system.',
    requirement: { kind: 'destroy-last', units: 'fighters', during: 'anti-fighter-barrage' },
  },
  fc: {
    id: 'fc',
    name: 'Foster Cohesion',
    stage: 'secret',
    points: 1,
    phase: 'status',
    expansion: 'pok',
    condition: 'Be neighbours with every other player.',
    requirement: { kind: 'neighbors-with-all-players' },
  },
  hrm: {
    id: 'hrm',
    name: 'Hoard Raw Materials',
    stage: 'secret',
    points: 1,
    phase: 'status',
    expansion: 'pok',
    condition: 'Control planets whose resource values add up to at least 12 (exhausted planets count too).',
    requirement: { kind: 'planet-total', value: 'resources', atLeast: 12 },
  },
  mtm: {
    id: 'mtm',
    name: 'Mechanize the Military',
    stage: 'secret',
    points: 1,
    phase: 'status',
    expansion: 'pok',
    condition: 'Have a mech on each of 4 different planets.',
    requirement: { kind: 'planets-with', units: ['mech'], count: 4, outsideOwnHome: false },
  },
  otf: {
    id: 'otf',
    name: 'Occupy the Fringe',
    stage: 'secret',
    points: 1,
    phase: 'status',
    expansion: 'pok',
    condition: 'Have at least 9 ground forces on one planet that has none of your space docks.',
    requirement: { kind: 'ground-forces-on-one-planet', count: 9, withoutOwnSpaceDock: true },
  },
  pem: {
    id: 'pem',
    name: 'Produce en Masse',
    stage: 'secret',
    points: 1,
    phase: 'status',
    expansion: 'pok',
    condition: 'Have units in one system whose Production values add up to at least 8.',
    requirement: { kind: 'production-in-one-system', atLeast: 8 },
  },
  pe: {
    id: 'pe',
    name: 'Prove Endurance',
    stage: 'secret',
    points: 1,
    phase: 'action',
    expansion: 'pok',
    condition: 'Be the last player to pass in a game round.',
    requirement: { kind: 'last-to-pass' },
  },
  sai: {
    id: 'sai',
    name: 'Seize an Icon',
    stage: 'secret',
    points: 1,
    phase: 'status',
    expansion: 'pok',
    condition: 'Control at least 1 legendary planet.',
    requirement: { kind: 'control-planets', count: 1, planets: { is: 'legendary' } },
  },
  syc: {
    id: 'syc',
    name: 'Stake Your Claim',
    stage: 'secret',
    points: 1,
    phase: 'status',
    expansion: 'pok',
    condition: 'Control a planet in a system where another player controls a planet too.',
    requirement: { kind: 'share-system-with-other-players-planet' },
  },
  sb: {
    id: 'sb',
    name: 'Strengthen Bonds',
    stage: 'secret',
    points: 1,
    phase: 'status',
    expansion: 'pok',
    condition:
      "Have another player's promissory note in your play area (notes in your hand do not count; only notes " +
      "placed faceup, such as Alliance, Support for the Throne or the Titans' Terraform, are there).",
    requirement: { kind: 'other-players-note-in-play-area' },
  },
} as const satisfies Record<string, ObjectiveDef & { stage: 'secret'; points: 1 }>;

export const OBJECTIVES = {
  ...STAGE1_OBJECTIVES,
  ...STAGE2_OBJECTIVES,
  ...SECRET_OBJECTIVE_TABLE,
} as const satisfies Record<string, ObjectiveDef>;

export type Stage1ObjectiveId = keyof typeof STAGE1_OBJECTIVES;
export type Stage2ObjectiveId = keyof typeof STAGE2_OBJECTIVES;
export type PublicObjectiveId = Stage1ObjectiveId | Stage2ObjectiveId;
export type SecretObjectiveId = keyof typeof SECRET_OBJECTIVE_TABLE;
export type ObjectiveId = keyof typeof OBJECTIVES;

/** 61.13: the stage I deck, the stage II deck, and the secret objective deck. */
export const PUBLIC_STAGE1 = Object.keys(STAGE1_OBJECTIVES) as Stage1ObjectiveId[];
export const PUBLIC_STAGE2 = Object.keys(STAGE2_OBJECTIVES) as Stage2ObjectiveId[];
export const SECRET_OBJECTIVES = Object.keys(SECRET_OBJECTIVE_TABLE) as SecretObjectiveId[];
export const OBJECTIVE_IDS = Object.keys(OBJECTIVES) as ObjectiveId[];

export function isObjectiveId(s: string): s is ObjectiveId {
  return Object.hasOwn(OBJECTIVES, s);
}

export function objective(id: string): ObjectiveDef | undefined {
  return isObjectiveId(id) ? OBJECTIVES[id] : undefined;
}

/** 61.1a: public objectives carry a stage on their back; all others are secret. */
export function isPublicObjective(id: ObjectiveId): id is PublicObjectiveId {
  return OBJECTIVES[id].stage !== 'secret';
}
