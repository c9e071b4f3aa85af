// LRR 35 exploration: the cultural, hazardous, industrial and frontier decks of Prophecy of Kings, 20 cards each.
// EXPLORATION_CARDS holds each distinct card once (text in our own words); EXPLORATION_COPIES holds every physical
// copy with a unique id ('mining-world#1') and the reference id of that copy, so decks are shuffled per copy.
// The reference marks six frontier cards (the three Entropic Fields, Keleres Ship, Dead World) as Codex III; they
// are printed in the PoK frontier deck (its 20 cards need them), so they are marked 'pok' here.
import type { Expansion } from './types';
import type { AttachmentTokenId, SystemTokenId } from './tokens';

export const EXPLORATION_DECKS = ['cultural', 'hazardous', 'industrial', 'frontier'] as const;
export type ExplorationDeck = (typeof EXPLORATION_DECKS)[number];

/** How the card is resolved: 35.7 (immediate, then discarded), 35.8 (attach), 35.9 (relic fragment kept faceup),
 *  'play-area' for a card kept faceup for a later action, 'place-token' for a card that puts a token in the system. */
export const EXPLORATION_RESOLUTIONS = ['immediate', 'attach', 'relic-fragment', 'play-area', 'place-token'] as const;
export type ExplorationResolution = (typeof EXPLORATION_RESOLUTIONS)[number];

/** Where the card goes once resolved. */
export const EXPLORATION_CARD_FATES = ['discard', 'attached', 'play-area', 'purged', 'common-play-area'] as const;
export type ExplorationCardFate = (typeof EXPLORATION_CARD_FATES)[number];

/** 73.1: fragment types; an unknown fragment counts as any one type. */
export const RELIC_FRAGMENT_TYPES = ['cultural', 'hazardous', 'industrial', 'unknown'] as const;
export type RelicFragmentType = (typeof RELIC_FRAGMENT_TYPES)[number];

export interface ExplorationCardDef {
  readonly id: string;
  readonly name: string;
  readonly deck: ExplorationDeck;
  readonly expansion: Expansion;
  readonly resolution: ExplorationResolution;
  readonly afterwards: ExplorationCardFate;
  readonly attachment: AttachmentTokenId | null;
  readonly token: SystemTokenId | null;
  readonly fragment: RelicFragmentType | null;
  readonly text: string;
}

const immediate = (id: string, name: string, deck: ExplorationDeck, text: string) =>
  ({
    id,
    name,
    deck,
    expansion: 'pok',
    resolution: 'immediate',
    afterwards: 'discard',
    attachment: null,
    token: null,
    fragment: null,
    text,
  }) as const;

const attach = (id: string, name: string, deck: ExplorationDeck, attachment: AttachmentTokenId, text: string) =>
  ({
    id,
    name,
    deck,
    expansion: 'pok',
    resolution: 'attach',
    afterwards: 'attached',
    attachment,
    token: null,
    fragment: null,
    text,
  }) as const;

const fragment = (id: string, name: string, deck: ExplorationDeck, type: RelicFragmentType, text: string) =>
  ({
    id,
    name,
    deck,
    expansion: 'pok',
    resolution: 'relic-fragment',
    afterwards: 'play-area',
    attachment: null,
    token: null,
    fragment: type,
    text,
  }) as const;

/** The common wording of the hazardous cards: a mech there, or an infantry given up, pays for the reward. */
const hazardCost =
  'If you have a mech on this planet, or you return 1 infantry from this planet to your reinforcements,';
const fragmentText = (type: string) =>
  `Keep this card faceup in your play area. Action: purge 3 ${type} relic fragments (unknown fragments may stand in ` +
  'for any of them) to gain 1 relic. Fragments can be traded in transactions.';
const facilityText = (color: string) =>
  `Attach: the planet gains a ${color} technology specialty; if it already has a specialty, it gains +1 resource ` +
  'and +1 influence instead.';

export const EXPLORATION_CARDS = {
  // Cultural deck
  freelancers: immediate(
    'freelancers',
    'Freelancers',
    'cultural',
    'In this system you may produce 1 unit, paying its cost as usual; for that unit, influence may be spent as if ' +
      'it were resources.',
  ),
  'mercenary-outfit': immediate(
    'mercenary-outfit',
    'Mercenary Outfit',
    'cultural',
    'You may put 1 of your infantry from your reinforcements onto this planet.',
  ),
  'gamma-wormhole': {
    id: 'gamma-wormhole',
    name: 'Gamma Wormhole',
    deck: 'cultural',
    expansion: 'pok',
    resolution: 'place-token',
    afterwards: 'purged',
    attachment: null,
    token: 'gamma',
    fragment: null,
    text: 'Put a gamma wormhole token into this system, then purge this card.',
  },
  'demilitarized-zone': attach(
    'demilitarized-zone',
    'Demilitarized Zone',
    'cultural',
    'dmz',
    'Send every structure on this planet back to your reinforcements, and move its ground forces up to the space ' +
      'area. Attach: units may not be committed to this planet, nor produced or placed on it; in the agenda phase ' +
      'its planet card may be traded in transactions.',
  ),
  'dyson-sphere': attach(
    'dyson-sphere',
    'Dyson Sphere',
    'cultural',
    'dysonsphere',
    'Attach: the planet gets +2 resources and +1 influence.',
  ),
  'paradise-world': attach(
    'paradise-world',
    'Paradise World',
    'cultural',
    'paradiseworld',
    'Attach: the planet gets +2 influence.',
  ),
  'tomb-of-emphidia': attach(
    'tomb-of-emphidia',
    'Tomb of Emphidia',
    'cultural',
    'tombofemphidia',
    'Attach: the planet gets +1 influence. Whoever holds "The Crown of Emphidia" relic and controls this planet ' +
      'can use that relic to gain 1 victory point.',
  ),
  'cultural-relic-fragment': fragment(
    'cultural-relic-fragment',
    'Cultural Relic Fragment',
    'cultural',
    'cultural',
    fragmentText('cultural'),
  ),

  // Hazardous deck
  'volatile-fuel-source': immediate(
    'volatile-fuel-source',
    'Volatile Fuel Source',
    'hazardous',
    `${hazardCost} gain 1 command token.`,
  ),
  expedition: immediate('expedition', 'Expedition', 'hazardous', `${hazardCost} ready this planet.`),
  'core-mine': immediate('core-mine', 'Core Mine', 'hazardous', `${hazardCost} gain 1 trade good.`),
  'lazax-survivors': attach(
    'lazax-survivors',
    'Lazax Survivors',
    'hazardous',
    'lazaxsurvivors',
    'Attach: the planet gets +1 resource and +2 influence.',
  ),
  'mining-world': attach(
    'mining-world',
    'Mining World',
    'hazardous',
    'miningworld',
    'Attach: the planet gets +2 resources.',
  ),
  'rich-world': attach('rich-world', 'Rich World', 'hazardous', 'richworld', 'Attach: the planet gets +1 resource.'),
  'warfare-research-facility': attach(
    'warfare-research-facility',
    'Warfare Research Facility',
    'hazardous',
    'warfare',
    facilityText('red (warfare)'),
  ),
  'hazardous-relic-fragment': fragment(
    'hazardous-relic-fragment',
    'Hazardous Relic Fragment',
    'hazardous',
    'hazardous',
    fragmentText('hazardous'),
  ),

  // Industrial deck
  'abandoned-warehouses': immediate(
    'abandoned-warehouses',
    'Abandoned Warehouses',
    'industrial',
    'Choose one: gain 2 commodities, or convert up to 2 of your commodities into trade goods.',
  ),
  'functioning-base': immediate(
    'functioning-base',
    'Functioning Base',
    'industrial',
    'Choose one: gain 1 commodity, or draw 1 action card by paying 1 trade good or 1 commodity.',
  ),
  'local-fabricators': immediate(
    'local-fabricators',
    'Local Fabricators',
    'industrial',
    'Choose one: gain 1 commodity, or put 1 mech from your reinforcements onto this planet by paying 1 trade good ' +
      'or 1 commodity.',
  ),
  'biotic-research-facility': attach(
    'biotic-research-facility',
    'Biotic Research Facility',
    'industrial',
    'biotic',
    facilityText('green (biotic)'),
  ),
  'cybernetic-research-facility': attach(
    'cybernetic-research-facility',
    'Cybernetic Research Facility',
    'industrial',
    'cybernetic',
    facilityText('yellow (cybernetic)'),
  ),
  'propulsion-research-facility': attach(
    'propulsion-research-facility',
    'Propulsion Research Facility',
    'industrial',
    'propulsion',
    facilityText('blue (propulsion)'),
  ),
  'industrial-relic-fragment': fragment(
    'industrial-relic-fragment',
    'Industrial Relic Fragment',
    'industrial',
    'industrial',
    fragmentText('industrial'),
  ),

  // Frontier deck
  'derelict-vessel': immediate(
    'derelict-vessel',
    'Derelict Vessel',
    'frontier',
    'Draw 1 card from the secret objective deck (61.21: above 3 secret objectives, return an unscored one).',
  ),
  'enigmatic-device': {
    id: 'enigmatic-device',
    name: 'Enigmatic Device',
    deck: 'frontier',
    expansion: 'pok',
    resolution: 'play-area',
    afterwards: 'play-area',
    attachment: null,
    token: null,
    fragment: null,
    text:
      'Stays faceup in your play area. Action: research 1 technology by spending 6 resources and purging this ' +
      'card.',
  },
  'gamma-relay': {
    id: 'gamma-relay',
    name: 'Gamma Relay',
    deck: 'frontier',
    expansion: 'pok',
    resolution: 'place-token',
    afterwards: 'purged',
    attachment: null,
    token: 'gamma',
    fragment: null,
    text: 'Put a gamma wormhole token into this system, then purge this card.',
  },
  'ion-storm': {
    id: 'ion-storm',
    name: 'Ion Storm',
    deck: 'frontier',
    expansion: 'pok',
    resolution: 'place-token',
    afterwards: 'common-play-area',
    attachment: null,
    token: 'ionalpha',
    fragment: null,
    text:
      'Place the ion storm token in this system on the side of your choice (alpha or beta wormhole), and put this ' +
      'card in the common play area. From then on, at the end of the "move ships" or "retreat" step of any ' +
      "tactical action in which a player's ships moved through the ion storm's wormhole, flip the token.",
  },
  'lost-crew': immediate('lost-crew', 'Lost Crew', 'frontier', 'Draw 2 cards from the action card deck.'),
  'merchant-station': immediate(
    'merchant-station',
    'Merchant Station',
    'frontier',
    'Choose one: replenish your commodities, or convert all of your commodities into trade goods.',
  ),
  mirage: {
    id: 'mirage',
    name: 'Mirage',
    deck: 'frontier',
    expansion: 'pok',
    resolution: 'place-token',
    afterwards: 'purged',
    attachment: null,
    token: 'mirage',
    fragment: null,
    text:
      'Place the Mirage planet token in this system, take the Mirage planet card readied (you now control ' +
      'Mirage). Then purge this card.',
  },
  'unknown-relic-fragment': fragment(
    'unknown-relic-fragment',
    'Unknown Relic Fragment',
    'frontier',
    'unknown',
    'Keep this card faceup in your play area. It counts as a relic fragment of whichever type (cultural, ' +
      'hazardous or industrial) you need.',
  ),
  'minor-entropic-field': immediate(
    'minor-entropic-field',
    'Minor Entropic Field',
    'frontier',
    'Gain 1 trade good plus 1 command token.',
  ),
  'entropic-field': immediate(
    'entropic-field',
    'Entropic Field',
    'frontier',
    'Gain 2 trade goods plus 1 command token.',
  ),
  'major-entropic-field': immediate(
    'major-entropic-field',
    'Major Entropic Field',
    'frontier',
    'Gain 3 trade goods plus 1 command token.',
  ),
  'keleres-ship': immediate(
    'keleres-ship',
    'Keleres Ship',
    'frontier',
    'Gain 2 command tokens from your reinforcements (placed in any of your pools).',
  ),
  'dead-world': immediate(
    'dead-world',
    'Dead World',
    'frontier',
    'Gain 1 relic (draw the top card of the relic deck; nothing if it is empty, 73.2a).',
  ),
} as const satisfies Record<string, ExplorationCardDef>;

export type ExplorationCardId = keyof typeof EXPLORATION_CARDS;

export interface ExplorationCopyDef {
  readonly card: ExplorationCardId;
  /** The reference id of this physical copy. */
  readonly ref: string;
}

export const EXPLORATION_COPIES = {
  'freelancers#1': { card: 'freelancers', ref: 'frln1' },
  'freelancers#2': { card: 'freelancers', ref: 'frln2' },
  'freelancers#3': { card: 'freelancers', ref: 'frln3' },
  'mercenary-outfit#1': { card: 'mercenary-outfit', ref: 'mo1' },
  'mercenary-outfit#2': { card: 'mercenary-outfit', ref: 'mo2' },
  'mercenary-outfit#3': { card: 'mercenary-outfit', ref: 'mo3' },
  'gamma-wormhole#1': { card: 'gamma-wormhole', ref: 'gw' },
  'demilitarized-zone#1': { card: 'demilitarized-zone', ref: 'dmz' },
  'dyson-sphere#1': { card: 'dyson-sphere', ref: 'ds' },
  'paradise-world#1': { card: 'paradise-world', ref: 'pw' },
  'tomb-of-emphidia#1': { card: 'tomb-of-emphidia', ref: 'toe' },
  'cultural-relic-fragment#1': { card: 'cultural-relic-fragment', ref: 'crf1' },
  'cultural-relic-fragment#2': { card: 'cultural-relic-fragment', ref: 'crf2' },
  'cultural-relic-fragment#3': { card: 'cultural-relic-fragment', ref: 'crf3' },
  'cultural-relic-fragment#4': { card: 'cultural-relic-fragment', ref: 'crf4' },
  'cultural-relic-fragment#5': { card: 'cultural-relic-fragment', ref: 'crf5' },
  'cultural-relic-fragment#6': { card: 'cultural-relic-fragment', ref: 'crf6' },
  'cultural-relic-fragment#7': { card: 'cultural-relic-fragment', ref: 'crf7' },
  'cultural-relic-fragment#8': { card: 'cultural-relic-fragment', ref: 'crf8' },
  'cultural-relic-fragment#9': { card: 'cultural-relic-fragment', ref: 'crf9' },
  'volatile-fuel-source#1': { card: 'volatile-fuel-source', ref: 'vfs1' },
  'volatile-fuel-source#2': { card: 'volatile-fuel-source', ref: 'vfs2' },
  'volatile-fuel-source#3': { card: 'volatile-fuel-source', ref: 'vfs3' },
  'expedition#1': { card: 'expedition', ref: 'exp1' },
  'expedition#2': { card: 'expedition', ref: 'exp2' },
  'expedition#3': { card: 'expedition', ref: 'exp3' },
  'core-mine#1': { card: 'core-mine', ref: 'cm1' },
  'core-mine#2': { card: 'core-mine', ref: 'cm2' },
  'core-mine#3': { card: 'core-mine', ref: 'cm3' },
  'lazax-survivors#1': { card: 'lazax-survivors', ref: 'ls' },
  'mining-world#1': { card: 'mining-world', ref: 'mw' },
  'rich-world#1': { card: 'rich-world', ref: 'rw' },
  'warfare-research-facility#1': { card: 'warfare-research-facility', ref: 'warfare' },
  'hazardous-relic-fragment#1': { card: 'hazardous-relic-fragment', ref: 'hrf1' },
  'hazardous-relic-fragment#2': { card: 'hazardous-relic-fragment', ref: 'hrf2' },
  'hazardous-relic-fragment#3': { card: 'hazardous-relic-fragment', ref: 'hrf3' },
  'hazardous-relic-fragment#4': { card: 'hazardous-relic-fragment', ref: 'hrf4' },
  'hazardous-relic-fragment#5': { card: 'hazardous-relic-fragment', ref: 'hrf5' },
  'hazardous-relic-fragment#6': { card: 'hazardous-relic-fragment', ref: 'hrf6' },
  'hazardous-relic-fragment#7': { card: 'hazardous-relic-fragment', ref: 'hrf7' },
  'abandoned-warehouses#1': { card: 'abandoned-warehouses', ref: 'aw1' },
  'abandoned-warehouses#2': { card: 'abandoned-warehouses', ref: 'aw2' },
  'abandoned-warehouses#3': { card: 'abandoned-warehouses', ref: 'aw3' },
  'abandoned-warehouses#4': { card: 'abandoned-warehouses', ref: 'aw4' },
  'functioning-base#1': { card: 'functioning-base', ref: 'fb1' },
  'functioning-base#2': { card: 'functioning-base', ref: 'fb2' },
  'functioning-base#3': { card: 'functioning-base', ref: 'fb3' },
  'functioning-base#4': { card: 'functioning-base', ref: 'fb4' },
  'local-fabricators#1': { card: 'local-fabricators', ref: 'lf1' },
  'local-fabricators#2': { card: 'local-fabricators', ref: 'lf2' },
  'local-fabricators#3': { card: 'local-fabricators', ref: 'lf3' },
  'local-fabricators#4': { card: 'local-fabricators', ref: 'lf4' },
  'biotic-research-facility#1': { card: 'biotic-research-facility', ref: 'biotic' },
  'cybernetic-research-facility#1': { card: 'cybernetic-research-facility', ref: 'cybernetic' },
  'propulsion-research-facility#1': { card: 'propulsion-research-facility', ref: 'propulsion' },
  'industrial-relic-fragment#1': { card: 'industrial-relic-fragment', ref: 'irf1' },
  'industrial-relic-fragment#2': { card: 'industrial-relic-fragment', ref: 'irf2' },
  'industrial-relic-fragment#3': { card: 'industrial-relic-fragment', ref: 'irf3' },
  'industrial-relic-fragment#4': { card: 'industrial-relic-fragment', ref: 'irf4' },
  'industrial-relic-fragment#5': { card: 'industrial-relic-fragment', ref: 'irf5' },
  'derelict-vessel#1': { card: 'derelict-vessel', ref: 'dv1' },
  'derelict-vessel#2': { card: 'derelict-vessel', ref: 'dv2' },
  'enigmatic-device#1': { card: 'enigmatic-device', ref: 'ed1' },
  'enigmatic-device#2': { card: 'enigmatic-device', ref: 'ed2' },
  'gamma-relay#1': { card: 'gamma-relay', ref: 'gamma' },
  'ion-storm#1': { card: 'ion-storm', ref: 'ion' },
  'lost-crew#1': { card: 'lost-crew', ref: 'lc1' },
  'lost-crew#2': { card: 'lost-crew', ref: 'lc2' },
  'merchant-station#1': { card: 'merchant-station', ref: 'ms1' },
  'merchant-station#2': { card: 'merchant-station', ref: 'ms2' },
  'mirage#1': { card: 'mirage', ref: 'mirage' },
  'unknown-relic-fragment#1': { card: 'unknown-relic-fragment', ref: 'urf1' },
  'unknown-relic-fragment#2': { card: 'unknown-relic-fragment', ref: 'urf2' },
  'unknown-relic-fragment#3': { card: 'unknown-relic-fragment', ref: 'urf3' },
  'minor-entropic-field#1': { card: 'minor-entropic-field', ref: 'minent' },
  'entropic-field#1': { card: 'entropic-field', ref: 'ent' },
  'major-entropic-field#1': { card: 'major-entropic-field', ref: 'majent' },
  'keleres-ship#1': { card: 'keleres-ship', ref: 'kel1' },
  'keleres-ship#2': { card: 'keleres-ship', ref: 'kel2' },
  'dead-world#1': { card: 'dead-world', ref: 'dw' },
} as const satisfies Record<`${string}#${number}`, ExplorationCopyDef>;

export type ExplorationCopyId = keyof typeof EXPLORATION_COPIES;
export const EXPLORATION_COPY_IDS = Object.keys(EXPLORATION_COPIES) as ExplorationCopyId[];
export const EXPLORATION_CARD_IDS = Object.keys(EXPLORATION_CARDS) as ExplorationCardId[];

const deckOf = (deck: ExplorationDeck): readonly ExplorationCopyId[] =>
  EXPLORATION_COPY_IDS.filter((copy) => EXPLORATION_CARDS[EXPLORATION_COPIES[copy].card].deck === deck);

/** Setup step 8: each deck is shuffled on its own. Copy ids in table order. */
export const CULTURAL_DECK = deckOf('cultural');
export const HAZARDOUS_DECK = deckOf('hazardous');
export const INDUSTRIAL_DECK = deckOf('industrial');
export const FRONTIER_DECK = deckOf('frontier');
export const EXPLORATION_DECK_COPIES: Readonly<Record<ExplorationDeck, readonly ExplorationCopyId[]>> = {
  cultural: CULTURAL_DECK,
  hazardous: HAZARDOUS_DECK,
  industrial: INDUSTRIAL_DECK,
  frontier: FRONTIER_DECK,
};

export function isExplorationCardId(s: string): s is ExplorationCardId {
  return Object.hasOwn(EXPLORATION_CARDS, s);
}

export function isExplorationCopyId(s: string): s is ExplorationCopyId {
  return Object.hasOwn(EXPLORATION_COPIES, s);
}

/** The card a physical copy is a copy of. */
export function explorationCard(copy: ExplorationCopyId): ExplorationCardDef {
  return EXPLORATION_CARDS[EXPLORATION_COPIES[copy].card];
}

/** Our copy id for a reference copy id (AsyncTI4 imports), e.g. 'mw' → 'mining-world#1'. */
export function copyIdFromRef(ref: string): ExplorationCopyId | undefined {
  return EXPLORATION_COPY_IDS.find((copy) => EXPLORATION_COPIES[copy].ref === ref);
}
