// LRR 12 attach (attachment tokens), 38 frontier tokens, and the other official tokens placed in systems or on
// planets: wormhole tokens (setup step on the wormhole nexus; 33.10b Creuss), ion storm, Mirage, custodians (27),
// sleeper and dimensional tear reminders, destroyed planet. Ids are the reference ids. Left out of
// attachments.json's 58 records: AsyncTI4 bookkeeping markers (±N resource/influence, 'legendary', bare traits)
// and homebrew (Discordant Stars and other community content); only the 18 official attachment faces remain.
import type { Expansion, PlanetDef, PlanetTrait, SystemDef, TechColor, Wormhole } from './types';

/** What puts an attachment on a planet. */
export const ATTACHMENT_SOURCES = ['exploration', 'relic', 'promissory-note', 'hero'] as const;
export type AttachmentSource = (typeof ATTACHMENT_SOURCES)[number];

export interface AttachmentTokenDef {
  readonly id: string;
  readonly name: string;
  readonly expansion: Expansion;
  readonly from: AttachmentSource;
  /** Added to the planet's printed values. */
  readonly resources: number;
  readonly influence: number;
  readonly specialty: TechColor | null;
  /** The planet counts as legendary (without a legendary ability card). */
  readonly legendary: boolean;
  /** Traits the planet gains in addition to its own. */
  readonly addsTraits: readonly PlanetTrait[];
  /** Space cannon the planet gains as if it were a unit. */
  readonly spaceCannon: { readonly hitsOn: number; readonly dice: number } | null;
  /** Research facility tokens are two-sided: the specialty face, or the +1/+1 face used when the planet already
   *  has a technology specialty. */
  readonly otherSide: string | null;
  readonly text: string;
}

const facility = <I extends string, C extends TechColor, O extends string>(
  id: I,
  name: string,
  specialty: C,
  otherSide: O,
) =>
  ({
    id,
    name,
    expansion: 'pok',
    from: 'exploration',
    resources: 0,
    influence: 0,
    specialty,
    legendary: false,
    addsTraits: [],
    spaceCannon: null,
    otherSide,
    text:
      `The planet gains a ${specialty} technology specialty. If it already has a technology specialty, the ` +
      'token is placed on its other side instead (+1 resource, +1 influence).',
  }) as const;

const facilityStats = <I extends string, O extends string>(id: I, name: string, otherSide: O) =>
  ({
    id,
    name: `${name} (+1/+1 side)`,
    expansion: 'pok',
    from: 'exploration',
    resources: 1,
    influence: 1,
    specialty: null,
    legendary: false,
    addsTraits: [],
    spaceCannon: null,
    otherSide,
    text: `Used instead of the ${name} specialty when the planet already has a technology specialty: +1 resource and +1 influence.`,
  }) as const;

const values = <I extends string, R extends number, N extends number>(
  id: I,
  name: string,
  resources: R,
  influence: N,
  text: string,
) =>
  ({
    id,
    name,
    expansion: 'pok',
    from: 'exploration',
    resources,
    influence,
    specialty: null,
    legendary: false,
    addsTraits: [],
    spaceCannon: null,
    otherSide: null,
    text,
  }) as const;

export const ATTACHMENT_TOKENS = {
  biotic: facility('biotic', 'Biotic Research Facility', 'green', 'bioticstat'),
  bioticstat: facilityStats('bioticstat', 'Biotic Research Facility', 'biotic'),
  cybernetic: facility('cybernetic', 'Cybernetic Research Facility', 'yellow', 'cyberneticstat'),
  cyberneticstat: facilityStats('cyberneticstat', 'Cybernetic Research Facility', 'cybernetic'),
  propulsion: facility('propulsion', 'Propulsion Research Facility', 'blue', 'propulsionstat'),
  propulsionstat: facilityStats('propulsionstat', 'Propulsion Research Facility', 'propulsion'),
  warfare: facility('warfare', 'Warfare Research Facility', 'red', 'warfarestat'),
  warfarestat: facilityStats('warfarestat', 'Warfare Research Facility', 'warfare'),
  dmz: values(
    'dmz',
    'Demilitarized Zone',
    0,
    0,
    'Units may not be committed to this planet, nor produced or placed on it. In the agenda phase its planet card ' +
      'may be traded in transactions.',
  ),
  dysonsphere: values('dysonsphere', 'Dyson Sphere', 2, 1, '+2 resources and +1 influence.'),
  lazaxsurvivors: values('lazaxsurvivors', 'Lazax Survivors', 1, 2, '+1 resource and +2 influence.'),
  miningworld: values('miningworld', 'Mining World', 2, 0, '+2 resources.'),
  paradiseworld: values('paradiseworld', 'Paradise World', 0, 2, '+2 influence.'),
  richworld: values('richworld', 'Rich World', 1, 0, '+1 resource.'),
  tombofemphidia: values(
    'tombofemphidia',
    'Tomb of Emphidia',
    0,
    1,
    '+1 influence. A player who controls this planet can use "The Crown of Emphidia" relic to gain 1 victory point.',
  ),
  nanoforge: {
    id: 'nanoforge',
    name: 'Nanoforge',
    expansion: 'codex2',
    from: 'relic',
    resources: 2,
    influence: 2,
    specialty: null,
    legendary: true,
    addsTraits: [],
    spaceCannon: null,
    otherSide: null,
    text: 'The Nanoforge relic, attached to a non-legendary, non-home planet: +2 resources, +2 influence, and the planet is legendary.',
  },
  titanspn: {
    id: 'titanspn',
    name: 'Terraform',
    expansion: 'pok',
    from: 'promissory-note',
    resources: 1,
    influence: 1,
    specialty: null,
    legendary: false,
    addsTraits: ['cultural', 'hazardous', 'industrial'],
    spaceCannon: null,
    otherSide: null,
    text: 'The Titans\' "Terraform" note: +1 resource, +1 influence, and the planet has all three traits.',
  },
  titanshero: {
    id: 'titanshero',
    name: 'Ul the Progenitor',
    expansion: 'pok',
    from: 'hero',
    resources: 3,
    influence: 3,
    specialty: null,
    legendary: false,
    addsTraits: [],
    spaceCannon: { hitsOn: 5, dice: 3 },
    otherSide: null,
    text: "The Titans' hero, attached to Elysium: +3 resources, +3 influence, and Space Cannon 5 (x3) as if it were a unit.",
  },
} as const satisfies Record<string, AttachmentTokenDef>;

export type AttachmentTokenId = keyof typeof ATTACHMENT_TOKENS;
export const ATTACHMENT_TOKEN_IDS = Object.keys(ATTACHMENT_TOKENS) as AttachmentTokenId[];

export function isAttachmentTokenId(s: string): s is AttachmentTokenId {
  return Object.hasOwn(ATTACHMENT_TOKENS, s);
}

export function attachmentToken(id: string): AttachmentTokenDef | undefined {
  return isAttachmentTokenId(id) ? ATTACHMENT_TOKENS[id] : undefined;
}

export interface SystemTokenDef {
  readonly id: string;
  readonly name: string;
  readonly expansion: Expansion;
  /** Physical copies in the game; null when neither the LRR nor the reference states a number. */
  readonly count: number | null;
  readonly placedIn: 'space-area' | 'planet';
  readonly wormhole: Wormhole | null;
  /** The other face of a two-sided token. */
  readonly otherSide: string | null;
  readonly text: string;
}

export const SYSTEM_TOKENS = {
  frontier: {
    id: 'frontier',
    name: 'Frontier token',
    expansion: 'pok',
    count: null,
    placedIn: 'space-area',
    wormhole: null,
    otherSide: null,
    text:
      'Placed in setup in every planetless system (38.1). A player allowed to explore it draws from the frontier ' +
      'deck; then the token returns to the supply (35.4–35.6).',
  },
  gamma: {
    id: 'gamma',
    name: 'Gamma wormhole token',
    expansion: 'pok',
    count: 3,
    placedIn: 'space-area',
    wormhole: 'gamma',
    otherSide: null,
    text: 'The system contains a gamma wormhole. Kept next to the wormhole nexus until an effect places one.',
  },
  ionalpha: {
    id: 'ionalpha',
    name: 'Ion Storm (alpha side)',
    expansion: 'pok',
    count: 1,
    placedIn: 'space-area',
    wormhole: 'alpha',
    otherSide: 'ionbeta',
    text: 'The system contains an alpha wormhole; the token flips to beta after ships use it (see the Ion Storm frontier card).',
  },
  ionbeta: {
    id: 'ionbeta',
    name: 'Ion Storm (beta side)',
    expansion: 'pok',
    count: 1,
    placedIn: 'space-area',
    wormhole: 'beta',
    otherSide: 'ionalpha',
    text: 'The system contains a beta wormhole; the token flips to alpha after ships use it (see the Ion Storm frontier card).',
  },
  creussalpha: {
    id: 'creussalpha',
    name: 'Creuss alpha wormhole token',
    expansion: 'base',
    count: 1,
    placedIn: 'space-area',
    wormhole: 'alpha',
    otherSide: null,
    text: 'The system contains an alpha wormhole. Placed and moved by Creuss effects; stays if the Creuss are eliminated (33.10b).',
  },
  creussbeta: {
    id: 'creussbeta',
    name: 'Creuss beta wormhole token',
    expansion: 'base',
    count: 1,
    placedIn: 'space-area',
    wormhole: 'beta',
    otherSide: null,
    text: 'The system contains a beta wormhole. Placed and moved by Creuss effects; stays if the Creuss are eliminated (33.10b).',
  },
  creussgamma: {
    id: 'creussgamma',
    name: 'Creuss gamma wormhole token',
    expansion: 'pok',
    count: 1,
    placedIn: 'space-area',
    wormhole: 'gamma',
    otherSide: null,
    text: 'The system contains a gamma wormhole. Placed and moved by Creuss effects; stays if the Creuss are eliminated (33.10b).',
  },
  mirage: {
    id: 'mirage',
    name: 'Mirage planet token',
    expansion: 'pok',
    count: 1,
    placedIn: 'space-area',
    wormhole: null,
    otherSide: null,
    text: 'The planet Mirage (see MIRAGE below), put into a planetless system by the Mirage frontier card.',
  },
  custodian: {
    id: 'custodian',
    name: 'Custodians token',
    expansion: 'base',
    count: 1,
    placedIn: 'planet',
    wormhole: null,
    otherSide: null,
    text:
      'Starts on Mecatol Rex; no ground forces may land there until a player spends 6 influence to remove it, ' +
      'gaining 1 victory point (27).',
  },
  sleeper: {
    id: 'sleeper',
    name: 'Sleeper token',
    expansion: 'pok',
    count: null,
    placedIn: 'planet',
    wormhole: null,
    otherSide: null,
    text: 'Titans of Ul: placed by "Terragenesis" and turned into PDS by "Awaken".',
  },
  gravityrift: {
    id: 'gravityrift',
    name: 'Dimensional tear token',
    expansion: 'pok',
    count: null,
    placedIn: 'space-area',
    wormhole: null,
    otherSide: null,
    text: "Vuil'raith Cabal: reminder under a Dimensional Tear space dock that its system is a gravity rift.",
  },
  worlddestroyed: {
    id: 'worlddestroyed',
    name: 'Destroyed planet token',
    expansion: 'pok',
    count: 1,
    placedIn: 'planet',
    wormhole: null,
    otherSide: null,
    text: 'Placed by the "Stellar Converter" relic on the planet it purged.',
  },
} as const satisfies Record<string, SystemTokenDef>;

export type SystemTokenId = keyof typeof SYSTEM_TOKENS;
export const SYSTEM_TOKEN_IDS = Object.keys(SYSTEM_TOKENS) as SystemTokenId[];

export function isSystemTokenId(s: string): s is SystemTokenId {
  return Object.hasOwn(SYSTEM_TOKENS, s);
}

export function systemToken(id: string): SystemTokenDef | undefined {
  return isSystemTokenId(id) ? SYSTEM_TOKENS[id] : undefined;
}

/** 38.1: at setup, one frontier token (never more, 38.1b) goes in each system without planets — anomalies (38.1c)
 *  and the Creuss Gate (38.1d) included — but not on hyperlane tiles (38.1a). Only for tiles on the board at
 *  setup: the wormhole nexus starts in the common play area. */
export function getsFrontierTokenAtSetup(tile: Pick<SystemDef, 'planets' | 'back'>): boolean {
  return tile.back !== 'hyperlane' && tile.planets.length === 0;
}

/** The Mirage planet card: it has no system tile, so it lives here rather than in planets.ts. */
export const MIRAGE = {
  id: 'mirage',
  name: 'Mirage',
  resources: 1,
  influence: 2,
  traits: ['cultural'],
  specialty: null,
  legendary: {
    name: 'Mirage Flight Academy',
    text:
      'When your turn ends, you may exhaust this card to put up to 2 fighters from your reinforcements into a ' +
      'system where you have a ship.',
  },
  homeOf: null,
} as const satisfies Omit<PlanetDef, 'system'>;
