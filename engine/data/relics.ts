// Relics (LRR 73, 70 purge): the 13 relics of Prophecy of Kings and Codex II, and the relic deck.
//
// Source of facts: shared/reference/asyncti4 (relics.json, decks.json `relics_pok`). Every relic in the reference
// is in the PoK relic deck, the three Codex II relics (Dynamis Core, JR-XS455-O, Nanoforge) included, so nothing is
// excluded. The base-game agendas named Shard of the Throne and The Crown of Emphidia/Thalnos are not these cards
// (see agendas.ts). Ids are the names in kebab-case; `ref` is the AsyncTI4 alias. Texts are our own words.
import type { Expansion } from './types';

export interface RelicDef {
  readonly id: string;
  readonly name: string;
  readonly ref: string;
  readonly expansion: Expansion;
  /** Has an "Action:" ability, used as a component action (22.1). */
  readonly componentAction: boolean;
  readonly text: string;
}

export const RELICS = {
  'dominus-orb': {
    id: 'dominus-orb',
    name: 'Dominus Orb',
    ref: 'dominusorb',
    expansion: 'pok',
    componentAction: false,
    text: 'Before moving units in a tactical action, you may purge this card: in that movement, units in systems holding your command tokens may also move and transport.',
  },
  'dynamis-core': {
    id: 'dynamis-core',
    name: 'Dynamis Core',
    ref: 'dynamiscore',
    expansion: 'codex2',
    componentAction: true,
    text: 'Your commodity value is 2 higher while you have this card. Action: Purge this card to gain trade goods equal to 2 more than your printed commodity value.',
  },
  'jr-xs455-o': {
    id: 'jr-xs455-o',
    name: 'JR-XS455-O',
    ref: 'titanprototype',
    expansion: 'codex2',
    componentAction: true,
    text: 'Action: Exhaust this card and pick a player. That player may pay 3 resources to put 1 structure on one of their planets; if they do not, they gain 1 trade good.',
  },
  'maw-of-worlds': {
    id: 'maw-of-worlds',
    name: 'Maw of Worlds',
    ref: 'mawofworlds',
    expansion: 'pok',
    componentAction: false,
    text: 'When the agenda phase starts, you may purge this card and exhaust every planet you control to gain a technology of your choice.',
  },
  nanoforge: {
    id: 'nanoforge',
    name: 'Nanoforge',
    ref: 'nanoforge',
    expansion: 'codex2',
    componentAction: true,
    text: 'Action: Attach this card to a planet you control that is neither legendary nor in a home system; it gets +2 resources and +2 influence and becomes a legendary planet. This action cannot be used once the card is attached.',
  },
  'scepter-of-emelpar': {
    id: 'scepter-of-emelpar',
    name: 'Scepter of Emelpar',
    ref: 'emelpar',
    expansion: 'pok',
    componentAction: false,
    text: 'Whenever you would spend a strategy-pool token, you may exhaust this card and spend a token from your reinforcements instead.',
  },
  'shard-of-the-throne': {
    id: 'shard-of-the-throne',
    name: 'Shard of the Throne',
    ref: 'shard',
    expansion: 'pok',
    componentAction: false,
    text: 'Gaining this card gives you 1 victory point; losing it costs you that point. If another player gains control of a legendary planet you control, or of a planet in your home system that you control, they take this card.',
  },
  'stellar-converter': {
    id: 'stellar-converter',
    name: 'Stellar Converter',
    ref: 'stellarconverter',
    expansion: 'pok',
    componentAction: true,
    text: 'Action: Choose a planet you do not control that is not a home planet, not legendary and not Mecatol Rex, in a system adjacent to 1 or more of your units with Bombardment. Destroy every unit on it, purge its attachments and its planet card, put a destroyed-planet token on it, and purge this card.',
  },
  'the-codex': {
    id: 'the-codex',
    name: 'The Codex',
    ref: 'codex',
    expansion: 'pok',
    componentAction: true,
    text: 'Action: Purge this card to take any 3 or fewer action cards you choose from the action discard pile into your hand.',
  },
  'the-crown-of-emphidia': {
    id: 'the-crown-of-emphidia',
    name: 'The Crown of Emphidia',
    ref: 'emphidia',
    expansion: 'pok',
    componentAction: false,
    text: 'After a tactical action of yours, you may exhaust this card to explore a planet you control. When the status phase ends, if you control the planet Tomb of Emphidia, you may purge this card for 1 victory point.',
  },
  'the-crown-of-thalnos': {
    id: 'the-crown-of-thalnos',
    name: 'The Crown of Thalnos',
    ref: 'thalnos',
    expansion: 'pok',
    componentAction: false,
    text: 'In each combat round, you may reroll any number of your dice, adding +1 to each rerolled result; every unit that rerolled without producing at least 1 hit is destroyed.',
  },
  'the-obsidian': {
    id: 'the-obsidian',
    name: 'The Obsidian',
    ref: 'obsidian',
    expansion: 'pok',
    componentAction: false,
    text: 'On gaining this card, draw 1 secret objective. Your limit of secret objectives, scored and unscored, rises by 1.',
  },
  'the-prophets-tears': {
    id: 'the-prophets-tears',
    name: "The Prophet's Tears",
    ref: 'prophetstears',
    expansion: 'pok',
    componentAction: false,
    text: 'Whenever you research a technology, you may exhaust this card for one benefit: ignore 1 prerequisite of that technology, or draw 1 action card.',
  },
} as const satisfies Record<string, RelicDef>;

export type RelicId = keyof typeof RELICS;

/** The relic deck (setup step 8), unshuffled: 73.2 players gain relics from its top; an empty deck gives nothing. */
export const RELIC_DECK: readonly RelicId[] = Object.keys(RELICS) as RelicId[];

export function isRelicId(id: string): id is RelicId {
  return Object.hasOwn(RELICS, id);
}

export function relic(id: RelicId): RelicDef {
  return RELICS[id];
}
