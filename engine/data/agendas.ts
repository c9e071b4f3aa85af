// Agenda cards (LRR 7, 8.8-8.11, 8.17-8.22): the 50-card Prophecy of Kings agenda deck with outcomes and elections.
//
// Source of facts: shared/reference/asyncti4 (decks.json `agendas_pok`, agendas.json). The PoK deck is the base
// deck minus 13 cards, plus 13 PoK agendas: the planet-attachment laws leave the game, Shard of the Throne and the
// two Crowns return as relics (relics.ts), and Representative Government is replaced by its PoK printing (which
// also forbids additional votes). Not in this table: Core Mining, Demilitarized Zone, Holy Planet of Ixth,
// Representative Government (base game), Research Team: Biotic/Cybernetic/Propulsion/Warfare, Senate Sanctuary,
// Shard of the Throne, Terraforming Initiative, The Crown of Emphidia, The Crown of Thalnos.
// Ids are the card names in kebab-case; `ref` is the AsyncTI4 alias. Outcome texts are our own words.
import type { Expansion } from './types';

/** 7.1: laws change the rules for good (7.2-7.6); directives are one-time effects (7.7-7.8). */
export const AGENDA_TYPES = ['law', 'directive'] as const;
export type AgendaType = (typeof AGENDA_TYPES)[number];

/**
 * What players vote for (8.8-8.11). 'for-against' is a For/Against vote; the others elect something:
 * a player (8.10), any planet a player controls (8.11), such a planet outside home systems and other than Mecatol Rex,
 * a law in play, a scored secret objective, or a strategy card. 'hidden-agenda' (Covert Legislation): players
 * vote on the outcomes of the next agenda, which only the speaker sees.
 */
export const AGENDA_ELECTIONS = [
  'for-against',
  'player',
  'planet',
  'non-home-planet-other-than-mecatol-rex',
  'law',
  'scored-secret-objective',
  'strategy-card',
  'hidden-agenda',
] as const;
export type AgendaElection = (typeof AGENDA_ELECTIONS)[number];
export type ElectionTarget = Exclude<AgendaElection, 'for-against' | 'hidden-agenda'>;

/** 7.3-7.4: where an enacted law lies; a law in a player's play area is owned by that player. */
export const LAW_PLACEMENTS = ['common', 'elected-player'] as const;
export type LawPlacement = (typeof LAW_PLACEMENTS)[number];

/** When revealed without one of these in play, the agenda is discarded and the next one revealed instead. */
export const AGENDA_REVEAL_CHECKS = ['law-in-play', 'scored-secret-objective'] as const;
export type AgendaRevealCheck = (typeof AGENDA_REVEAL_CHECKS)[number];

interface AgendaDefBase {
  readonly id: string;
  readonly name: string;
  readonly ref: string;
  readonly type: AgendaType;
  readonly expansion: Expansion;
  /** Laws only: where the card stays once enacted (elections and For outcomes, 8.20); null for directives. */
  readonly lawPlacement: LawPlacement | null;
  readonly revealCheck: AgendaRevealCheck | null;
}

export interface ForAgainstAgendaDef extends AgendaDefBase {
  readonly election: 'for-against';
  readonly for: string;
  readonly against: string;
}

export interface ElectionAgendaDef extends AgendaDefBase {
  readonly election: ElectionTarget;
  /** What happens to or for the elected player, planet, law, objective or strategy card. */
  readonly elected: string;
}

export interface HiddenAgendaDef extends AgendaDefBase {
  readonly election: 'hidden-agenda';
  readonly text: string;
}

export type AgendaDef = ForAgainstAgendaDef | ElectionAgendaDef | HiddenAgendaDef;

export const AGENDAS = {
  'anti-intellectual-revolution': {
    id: 'anti-intellectual-revolution',
    name: 'Anti-Intellectual Revolution',
    ref: 'revolution',
    type: 'law',
    expansion: 'base',
    election: 'for-against',
    lawPlacement: 'common',
    revealCheck: null,
    for: 'Researching a technology forces the researching player to then destroy 1 of their non-fighter ships.',
    against:
      'When the next strategy phase begins, each player exhausts 1 planet of their choice for every technology they own.',
  },
  'archived-secret': {
    id: 'archived-secret',
    name: 'Archived Secret',
    ref: 'secret',
    type: 'directive',
    expansion: 'base',
    election: 'player',
    lawPlacement: null,
    revealCheck: null,
    elected: 'The elected player takes 1 secret objective from the deck.',
  },
  'armed-forces-standardization': {
    id: 'armed-forces-standardization',
    name: 'Armed Forces Standardization',
    ref: 'standardization',
    type: 'directive',
    expansion: 'pok',
    election: 'player',
    lawPlacement: null,
    revealCheck: null,
    elected:
      'The elected player resets their command sheet to 3 tactic, 3 fleet and 2 strategy tokens, drawing from or returning to their reinforcements as needed.',
  },
  'arms-reduction': {
    id: 'arms-reduction',
    name: 'Arms Reduction',
    ref: 'arms_reduction',
    type: 'directive',
    expansion: 'base',
    election: 'for-against',
    lawPlacement: null,
    revealCheck: null,
    for: 'Every player destroys dreadnoughts down to at most 2 and cruisers down to at most 4.',
    against: 'When the next strategy phase begins, every planet with a technology specialty is exhausted.',
  },
  'articles-of-war': {
    id: 'articles-of-war',
    name: 'Articles of War',
    ref: 'articles_war',
    type: 'law',
    expansion: 'pok',
    election: 'for-against',
    lawPlacement: 'common',
    revealCheck: null,
    for: 'Mechs keep Sustain Damage but lose every other printed ability.',
    against: 'The players who voted For gain 3 trade goods each.',
  },
  'checks-and-balances': {
    id: 'checks-and-balances',
    name: 'Checks and Balances',
    ref: 'checks',
    type: 'law',
    expansion: 'pok',
    election: 'for-against',
    lawPlacement: 'common',
    revealCheck: null,
    for: 'A player who picks a strategy card in the strategy phase must pass it to another player still without one (in 3- and 4-player games: holding fewer than 2), if such a player exists.',
    against: 'When this agenda phase ends, each player readies just 3 of their planets.',
  },
  'clandestine-operations': {
    id: 'clandestine-operations',
    name: 'Clandestine Operations',
    ref: 'cladenstine',
    type: 'directive',
    expansion: 'pok',
    election: 'for-against',
    lawPlacement: null,
    revealCheck: null,
    for: 'Each player takes 2 tokens off their command sheet and puts them in reinforcements.',
    against: 'Each player takes 1 token out of their fleet pool and puts it in reinforcements.',
  },
  'classified-document-leaks': {
    id: 'classified-document-leaks',
    name: 'Classified Document Leaks',
    ref: 'classified',
    type: 'law',
    expansion: 'base',
    election: 'scored-secret-objective',
    lawPlacement: 'common',
    revealCheck: 'scored-secret-objective',
    elected:
      'The elected secret objective, already scored, turns into a public objective and is placed with the other public objectives.',
  },
  'colonial-redistribution': {
    id: 'colonial-redistribution',
    name: 'Colonial Redistribution',
    ref: 'redistribution',
    type: 'directive',
    expansion: 'base',
    election: 'non-home-planet-other-than-mecatol-rex',
    lawPlacement: null,
    revealCheck: null,
    elected:
      'Every unit on the elected planet is destroyed. Its controller then names a player who has the fewest victory points (any of them if several are tied); that player may put 1 infantry from their reinforcements on the planet.',
  },
  'committee-formation': {
    id: 'committee-formation',
    name: 'Committee Formation',
    ref: 'committee',
    type: 'law',
    expansion: 'base',
    election: 'player',
    lawPlacement: 'elected-player',
    revealCheck: null,
    elected:
      'The elected player takes this card. Before votes are cast on an agenda that elects a player, its owner may discard this card and choose the elected player alone; that agenda gets no vote.',
  },
  'compensated-disarmament': {
    id: 'compensated-disarmament',
    name: 'Compensated Disarmament',
    ref: 'disarmamament',
    type: 'directive',
    expansion: 'base',
    election: 'planet',
    lawPlacement: null,
    revealCheck: null,
    elected:
      'All ground forces on the elected planet are destroyed; whoever controls the planet gains 1 trade good per unit lost.',
  },
  'conventions-of-war': {
    id: 'conventions-of-war',
    name: 'Conventions of War',
    ref: 'conventions',
    type: 'law',
    expansion: 'base',
    election: 'for-against',
    lawPlacement: 'common',
    revealCheck: null,
    for: 'Bombardment cannot be used against units on cultural planets.',
    against: 'The players who voted Against discard their whole hand of action cards.',
  },
  'covert-legislation': {
    id: 'covert-legislation',
    name: 'Covert Legislation',
    ref: 'covert',
    type: 'directive',
    expansion: 'pok',
    election: 'hidden-agenda',
    lawPlacement: null,
    revealCheck: null,
    text: "The speaker secretly draws the next agenda and reads out only its possible outcomes (For/Against, or what it elects), not their effects. Players vote on those outcomes blind; the hidden agenda's winning outcome is the one resolved.",
  },
  'economic-equality': {
    id: 'economic-equality',
    name: 'Economic Equality',
    ref: 'economic_equality',
    type: 'directive',
    expansion: 'base',
    election: 'for-against',
    lawPlacement: null,
    revealCheck: null,
    for: 'All trade goods go back to the supply; then every player gains 5 trade goods.',
    against: 'All trade goods go back to the supply.',
  },
  'enforced-travel-ban': {
    id: 'enforced-travel-ban',
    name: 'Enforced Travel Ban',
    ref: 'travel_ban',
    type: 'law',
    expansion: 'base',
    election: 'for-against',
    lawPlacement: 'common',
    revealCheck: null,
    for: 'Alpha and beta wormholes are ignored for movement (Space Cannon through them is unaffected).',
    against: 'Every PDS in a wormhole system or in a system adjacent to one is destroyed.',
  },
  'executive-sanctions': {
    id: 'executive-sanctions',
    name: 'Executive Sanctions',
    ref: 'sanctions',
    type: 'law',
    expansion: 'base',
    election: 'for-against',
    lawPlacement: 'common',
    revealCheck: null,
    for: 'Players may hold at most 3 action cards.',
    against: 'Each player loses 1 action card, picked at random from their hand, to the discard pile.',
  },
  'fleet-regulations': {
    id: 'fleet-regulations',
    name: 'Fleet Regulations',
    ref: 'regulations',
    type: 'law',
    expansion: 'base',
    election: 'for-against',
    lawPlacement: 'common',
    revealCheck: null,
    for: 'A fleet pool can hold at most 4 command tokens.',
    against: 'Each player adds 1 command token from reinforcements to their fleet pool.',
  },
  'galactic-crisis-pact': {
    id: 'galactic-crisis-pact',
    name: 'Galactic Crisis Pact',
    ref: 'crisis',
    type: 'directive',
    expansion: 'pok',
    election: 'strategy-card',
    lawPlacement: null,
    revealCheck: null,
    elected:
      "Every player may resolve the elected strategy card's secondary ability without spending a command token; any command tokens that ability places come from their reinforcements.",
  },
  'homeland-defense-act': {
    id: 'homeland-defense-act',
    name: 'Homeland Defense Act',
    ref: 'defense_act',
    type: 'law',
    expansion: 'base',
    election: 'for-against',
    lawPlacement: 'common',
    revealCheck: null,
    for: 'No limit applies to how many PDS a player may have on a planet they control.',
    against: 'Each player must destroy one PDS of theirs.',
  },
  'imperial-arbiter': {
    id: 'imperial-arbiter',
    name: 'Imperial Arbiter',
    ref: 'arbiter',
    type: 'law',
    expansion: 'base',
    election: 'player',
    lawPlacement: 'elected-player',
    revealCheck: null,
    elected:
      'The elected player takes this card. When the strategy phase ends, its owner may discard it to trade 1 of their strategy cards for 1 held by another player.',
  },
  'incentive-program': {
    id: 'incentive-program',
    name: 'Incentive Program',
    ref: 'incentive',
    type: 'directive',
    expansion: 'base',
    election: 'for-against',
    lawPlacement: null,
    revealCheck: null,
    for: 'Reveal the top stage I public objective of its deck and add it to the public objectives.',
    against: 'Reveal the top stage II public objective of its deck and add it to the public objectives.',
  },
  'ixthian-artifact': {
    id: 'ixthian-artifact',
    name: 'Ixthian Artifact',
    ref: 'artifact',
    type: 'directive',
    expansion: 'base',
    election: 'for-against',
    lawPlacement: null,
    revealCheck: null,
    for: 'The speaker rolls 1 die. On 6-10, every player may research 2 technologies. On 1-5, every unit in the Mecatol Rex system is destroyed, and each player with units in systems adjacent to Mecatol Rex destroys 3 of their own units in each such system (all at once).',
    against: 'Nothing happens.',
  },
  'judicial-abolishment': {
    id: 'judicial-abolishment',
    name: 'Judicial Abolishment',
    ref: 'abolishment',
    type: 'directive',
    expansion: 'base',
    election: 'law',
    lawPlacement: null,
    revealCheck: 'law-in-play',
    elected: 'The elected law is discarded and stops applying.',
  },
  'minister-of-antiquities': {
    id: 'minister-of-antiquities',
    name: 'Minister of Antiquities',
    ref: 'minister_antiquities',
    type: 'directive',
    expansion: 'pok',
    election: 'player',
    lawPlacement: null,
    revealCheck: null,
    elected: 'The elected player gains a relic (the top card of the relic deck).',
  },
  'minister-of-commerce': {
    id: 'minister-of-commerce',
    name: 'Minister of Commerce',
    ref: 'minister_commrece',
    type: 'law',
    expansion: 'base',
    election: 'player',
    lawPlacement: 'elected-player',
    revealCheck: null,
    elected:
      'The elected player takes this card. Right after its owner replenishes commodities, they gain 1 trade good per neighbor.',
  },
  'minister-of-exploration': {
    id: 'minister-of-exploration',
    name: 'Minister of Exploration',
    ref: 'minister_exploration',
    type: 'law',
    expansion: 'base',
    election: 'player',
    lawPlacement: 'elected-player',
    revealCheck: null,
    elected: 'The elected player takes this card. Its owner gains 1 trade good whenever they gain control of a planet.',
  },
  'minister-of-industry': {
    id: 'minister-of-industry',
    name: 'Minister of Industry',
    ref: 'minister_industry',
    type: 'law',
    expansion: 'base',
    election: 'player',
    lawPlacement: 'elected-player',
    revealCheck: null,
    elected:
      'The elected player takes this card. Whenever its owner puts a space dock into a system, their units there may then use Production.',
  },
  'minister-of-peace': {
    id: 'minister-of-peace',
    name: 'Minister of Peace',
    ref: 'minister_peace',
    type: 'law',
    expansion: 'base',
    election: 'player',
    lawPlacement: 'elected-player',
    revealCheck: null,
    elected:
      "The elected player takes this card. After a player activates a system containing units of some other player, its owner may discard this card to end the active player's turn at once.",
  },
  'minister-of-policy': {
    id: 'minister-of-policy',
    name: 'Minister of Policy',
    ref: 'minister_policy',
    type: 'law',
    expansion: 'base',
    election: 'player',
    lawPlacement: 'elected-player',
    revealCheck: null,
    elected: 'The elected player takes this card. Its owner draws 1 action card when each status phase ends.',
  },
  'minister-of-sciences': {
    id: 'minister-of-sciences',
    name: 'Minister of Sciences',
    ref: 'minister_sciences',
    type: 'law',
    expansion: 'base',
    election: 'player',
    lawPlacement: 'elected-player',
    revealCheck: null,
    elected:
      "The elected player takes this card. Its owner pays no resources for technologies researched with the Technology strategy card's primary or secondary ability.",
  },
  'minister-of-war': {
    id: 'minister-of-war',
    name: 'Minister of War',
    ref: 'minister_war',
    type: 'law',
    expansion: 'base',
    election: 'player',
    lawPlacement: 'elected-player',
    revealCheck: null,
    elected:
      'The elected player takes this card. After taking an action, its owner may discard this card to pick up 1 of their command tokens from the board into reinforcements; then they may take 1 more action.',
  },
  'miscount-disclosed': {
    id: 'miscount-disclosed',
    name: 'Miscount Disclosed',
    ref: 'miscount',
    type: 'directive',
    expansion: 'base',
    election: 'law',
    lawPlacement: null,
    revealCheck: 'law-in-play',
    elected: 'The elected law is voted on again as though newly revealed; it remains in effect during that vote.',
  },
  mutiny: {
    id: 'mutiny',
    name: 'Mutiny',
    ref: 'mutiny',
    type: 'directive',
    expansion: 'base',
    election: 'for-against',
    lawPlacement: null,
    revealCheck: null,
    for: 'The players who voted For gain 1 victory point each.',
    against: 'The players who voted For lose 1 victory point each.',
  },
  'new-constitution': {
    id: 'new-constitution',
    name: 'New Constitution',
    ref: 'constitution',
    type: 'directive',
    expansion: 'base',
    election: 'for-against',
    lawPlacement: null,
    revealCheck: 'law-in-play',
    for: 'Discard every law in play; when the next strategy phase begins, each player exhausts all planets in their home system.',
    against: 'Nothing happens.',
  },
  'nexus-sovereignty': {
    id: 'nexus-sovereignty',
    name: 'Nexus Sovereignty',
    ref: 'nexus',
    type: 'law',
    expansion: 'pok',
    election: 'for-against',
    lawPlacement: 'common',
    revealCheck: null,
    for: "The wormhole nexus's alpha and beta wormholes are ignored for movement.",
    against: "Mecatol Rex's system receives a gamma wormhole token.",
  },
  'political-censure': {
    id: 'political-censure',
    name: 'Political Censure',
    ref: 'censure',
    type: 'law',
    expansion: 'pok',
    election: 'player',
    lawPlacement: 'elected-player',
    revealCheck: null,
    elected:
      'The elected player takes this card and gains 1 victory point; while they own it they may not play action cards. Losing this card costs them 1 victory point.',
  },
  'prophecy-of-ixth': {
    id: 'prophecy-of-ixth',
    name: 'Prophecy of Ixth',
    ref: 'prophecy',
    type: 'law',
    expansion: 'base',
    election: 'player',
    lawPlacement: 'elected-player',
    revealCheck: null,
    elected:
      "The elected player takes this card. Its owner's fighters roll combat at +1. If its owner uses Production without producing at least 2 fighters, this card is discarded.",
  },
  'public-execution': {
    id: 'public-execution',
    name: 'Public Execution',
    ref: 'execution',
    type: 'directive',
    expansion: 'base',
    election: 'player',
    lawPlacement: null,
    revealCheck: null,
    elected:
      'The elected player discards their whole hand of action cards, hands the speaker token to the player on their left if they have it, and may not vote on further agendas this agenda phase.',
  },
  'publicize-weapon-schematics': {
    id: 'publicize-weapon-schematics',
    name: 'Publicize Weapon Schematics',
    ref: 'schematics',
    type: 'law',
    expansion: 'base',
    election: 'for-against',
    lawPlacement: 'common',
    revealCheck: null,
    for: 'War suns lose Sustain Damage, and as long as some player owns a war sun technology, war sun technologies have no prerequisites for anyone.',
    against: 'Every player who owns a war sun technology discards their whole hand of action cards.',
  },
  'rearmament-agreement': {
    id: 'rearmament-agreement',
    name: 'Rearmament Agreement',
    ref: 'rearmament',
    type: 'directive',
    expansion: 'pok',
    election: 'for-against',
    lawPlacement: null,
    revealCheck: null,
    for: 'Every player puts 1 mech from their reinforcements onto one of their planets in their home system.',
    against: "Every mech on the board is swapped for 1 infantry from its owner's reinforcements.",
  },
  'regulated-conscription': {
    id: 'regulated-conscription',
    name: 'Regulated Conscription',
    ref: 'conscription',
    type: 'law',
    expansion: 'base',
    election: 'for-against',
    lawPlacement: 'common',
    revealCheck: null,
    for: 'Producing fighters or infantry yields only 1 unit per cost paid instead of 2.',
    against: 'Nothing happens.',
  },
  'representative-government': {
    id: 'representative-government',
    name: 'Representative Government',
    ref: 'rep_govt',
    type: 'law',
    expansion: 'pok',
    election: 'for-against',
    lawPlacement: 'common',
    revealCheck: null,
    for: 'Planets cannot be exhausted to cast votes and no additional votes can be cast; instead, each player may cast a single vote on each agenda.',
    against:
      'When the next strategy phase begins, the players who voted Against exhaust every cultural planet they control.',
  },
  'research-grant-reallocation': {
    id: 'research-grant-reallocation',
    name: 'Research Grant Reallocation',
    ref: 'grant_reallocation',
    type: 'directive',
    expansion: 'pok',
    election: 'player',
    lawPlacement: null,
    revealCheck: null,
    elected:
      'The elected player gains a technology of their choice, then moves 1 token from their fleet pool back to reinforcements for each prerequisite that technology has.',
  },
  'search-warrant': {
    id: 'search-warrant',
    name: 'Search Warrant',
    ref: 'warrant',
    type: 'law',
    expansion: 'pok',
    election: 'player',
    lawPlacement: 'elected-player',
    revealCheck: null,
    elected:
      'The elected player takes this card and draws 2 secret objectives; while they own it, all of their secret objectives are kept face up.',
  },
  'seed-of-an-empire': {
    id: 'seed-of-an-empire',
    name: 'Seed of an Empire',
    ref: 'seed_empire',
    type: 'directive',
    expansion: 'base',
    election: 'for-against',
    lawPlacement: null,
    revealCheck: null,
    for: 'Whoever leads in victory points gains 1 more.',
    against: 'Whoever trails in victory points gains 1.',
  },
  'shared-research': {
    id: 'shared-research',
    name: 'Shared Research',
    ref: 'shared_research',
    type: 'law',
    expansion: 'base',
    election: 'for-against',
    lawPlacement: 'common',
    revealCheck: null,
    for: 'Units of all players may move through nebulae.',
    against: 'Every player puts a command token from their reinforcements into their own home system, when possible.',
  },
  'swords-to-plowshares': {
    id: 'swords-to-plowshares',
    name: 'Swords to Plowshares',
    ref: 'plowshares',
    type: 'directive',
    expansion: 'base',
    election: 'for-against',
    lawPlacement: null,
    revealCheck: null,
    for: 'On each of their planets, every player destroys half of their infantry (round up); each player then gains 1 trade good per infantry they lost this way.',
    against: "Every planet a player controls receives 1 infantry from that player's reinforcements.",
  },
  'unconventional-measures': {
    id: 'unconventional-measures',
    name: 'Unconventional Measures',
    ref: 'unconventional',
    type: 'directive',
    expansion: 'base',
    election: 'for-against',
    lawPlacement: null,
    revealCheck: null,
    for: 'The players who voted For draw 2 action cards each.',
    against: 'The players who voted For discard their whole hand of action cards.',
  },
  'wormhole-reconstruction': {
    id: 'wormhole-reconstruction',
    name: 'Wormhole Reconstruction',
    ref: 'wormhole_recon',
    type: 'law',
    expansion: 'base',
    election: 'for-against',
    lawPlacement: 'common',
    revealCheck: null,
    for: 'Every system that contains an alpha or beta wormhole is adjacent to every other such system.',
    against:
      'Every player puts a command token from their reinforcements into each wormhole system where they have at least 1 ship.',
  },
  'wormhole-research': {
    id: 'wormhole-research',
    name: 'Wormhole Research',
    ref: 'wormhole_research',
    type: 'directive',
    expansion: 'base',
    election: 'for-against',
    lawPlacement: null,
    revealCheck: null,
    for: 'Any player who has a ship in a wormhole system may research 1 technology. Afterwards, every ship in a system with an alpha or beta wormhole is destroyed.',
    against:
      'Each player who voted against moves 1 command token from their command sheet back to their reinforcements.',
  },
} as const satisfies Record<string, AgendaDef>;

export type AgendaId = keyof typeof AGENDAS;

/** The agenda deck (setup step 8), unshuffled, in id order. */
export const AGENDA_DECK: readonly AgendaId[] = Object.keys(AGENDAS) as AgendaId[];

export function isAgendaId(id: string): id is AgendaId {
  return Object.hasOwn(AGENDAS, id);
}

export function agenda(id: AgendaId): AgendaDef {
  return AGENDAS[id];
}
