// LRR 69 promissory notes: the five generic notes every player has in their colour, and every faction's own note.
// Ids are the reference aliases; the generic notes use the suffix of the reference's '<color>_cf' style aliases,
// since one copy of each exists per player colour. "The owner" below is the player whose colour or faction the note
// belongs to (69.2: they can never play it themselves). Texts are our own words.
// Versions: "Political Favor" follows the LRR errata (the reference text already matches it). The reference lists
// the Keleres Rider four times (one per AsyncTI4 Keleres variant); factions.ts has one Keleres faction, so one
// 'rider' note is kept. No faction note has a Codex revision in the reference; every note carries its source.
import type { Expansion } from './types';
import type { FactionId } from './factions';

export interface PromissoryNoteDef {
  readonly id: string;
  readonly name: string;
  /** null for the generic colour notes. */
  readonly faction: FactionId | null;
  readonly expansion: Expansion;
  /** The receiver puts it faceup in their play area when it is received or played (and it stays there). */
  readonly playArea: boolean;
  /** Attachment token id (tokens.ts) placed when the note is attached to a planet. */
  readonly attachment: string | null;
  readonly text: string;
}

export const GENERIC_PROMISSORY_NOTE_TABLE = {
  cf: {
    id: 'cf',
    name: 'Ceasefire',
    faction: null,
    expansion: 'base',
    playArea: false,
    attachment: null,
    text:
      'After the owner activates a system that contains at least 1 of your units: the owner cannot move units ' +
      'into the active system during this action. Then return this card to the owner.',
  },
  ta: {
    id: 'ta',
    name: 'Trade Agreement',
    faction: null,
    expansion: 'base',
    playArea: false,
    attachment: null,
    text:
      'When the owner replenishes commodities: they give you all of their commodities. Then return this card to ' +
      'the owner. (May be played even if the owner was already at maximum and gained none.)',
  },
  ps: {
    id: 'ps',
    name: 'Political Secret',
    faction: null,
    expansion: 'base',
    playArea: false,
    attachment: null,
    text:
      'When an agenda is revealed: until that agenda is resolved, the owner cannot vote, play action cards or ' +
      'use faction abilities that they would choose to use. Then return this card to the owner.',
  },
  sftt: {
    id: 'sftt',
    name: 'Support for the Throne',
    faction: null,
    expansion: 'base',
    playArea: true,
    attachment: null,
    text:
      'If you receive this card and are not its owner, you must put it faceup in your play area and gain 1 victory ' +
      'point. You lose that point and return the card to the owner if you activate a system holding any of the ' +
      "owner's units or if the owner is eliminated.",
  },
  an: {
    id: 'an',
    name: 'Alliance',
    faction: null,
    expansion: 'pok',
    playArea: true,
    attachment: null,
    text:
      'When you receive this card and are not the owner, you must place it faceup in your play area. While it ' +
      "is there, you may use the owner's commander ability if the owner has unlocked it. If you activate a " +
      "system that contains any of the owner's units, return this card to the owner.",
  },
} as const satisfies Record<string, PromissoryNoteDef>;

export const FACTION_PROMISSORY_NOTE_TABLE = {
  stymie: {
    id: 'stymie',
    name: 'Stymie',
    faction: 'arborec',
    expansion: 'base',
    playArea: false,
    attachment: null,
    text:
      'When another player has moved ships into a system with any of your units, you may take 1 command token from ' +
      "that player's reinforcements and place it in a non-home system of your choice. Then return this card to the " +
      'Arborec.',
  },
  iff: {
    id: 'iff',
    name: 'Creuss IFF',
    faction: 'ghost',
    expansion: 'base',
    playArea: false,
    attachment: null,
    text:
      'At the start of your turn in the action phase: place or move one Creuss wormhole token into a system that ' +
      "contains a planet you control, or into a non-home system that has no other player's ships. Then return " +
      'this card to the Creuss player. (Usable even if the Creuss have not researched Wormhole Generator.)',
  },
  convoys: {
    id: 'convoys',
    name: 'Trade Convoys',
    faction: 'hacan',
    expansion: 'base',
    playArea: true,
    attachment: null,
    text:
      'Action: place this card faceup in your play area. While it is there, you may make transactions with ' +
      'players who are not your neighbours. If you activate a system that contains any Hacan units, return this ' +
      'card to the Hacan.',
  },
  ra: {
    id: 'ra',
    name: 'Research Agreement',
    faction: 'jolnar',
    expansion: 'base',
    playArea: false,
    attachment: null,
    text:
      'Once the Jol-Nar research any non-faction technology, you gain it too. Then return this note to the ' +
      'Jol-Nar.',
  },
  ce: {
    id: 'ce',
    name: 'Cybernetic Enhancements',
    faction: 'l1z1x',
    expansion: 'base',
    playArea: false,
    attachment: null,
    text: 'When you gain command tokens in the status phase, gain 1 extra. Then return this note to the L1Z1X.',
  },
  war_funding: {
    id: 'war_funding',
    name: 'War Funding',
    faction: 'letnev',
    expansion: 'base',
    playArea: false,
    attachment: null,
    text:
      "After you and your opponent roll dice in a space combat: you may reroll all of your opponent's dice, " +
      'and you may reroll any of your own. Then return this card to the Letnev.',
  },
  pop: {
    id: 'pop',
    name: 'Promise of Protection',
    faction: 'mentak',
    expansion: 'base',
    playArea: true,
    attachment: null,
    text:
      'Action: put this card faceup in your play area. While it is there, the Mentak cannot use their "Pillage" ' +
      'ability on you. Return this note to the Mentak if you activate a system holding any Mentak units.',
  },
  fires: {
    id: 'fires',
    name: 'Fires of the Gashlai',
    faction: 'muaat',
    expansion: 'base',
    playArea: false,
    attachment: null,
    text:
      "Action: move 1 token from the Muaat player's fleet pool back to their reinforcements, then gain the War Sun " +
      'unit upgrade technology. Then return this note to the Muaat.',
  },
  gift: {
    id: 'gift',
    name: 'Gift of Prescience',
    faction: 'naalu',
    expansion: 'base',
    playArea: true,
    attachment: null,
    text:
      'When the strategy phase ends, put this card faceup in your play area and give your strategy card the Naalu ' +
      '"0" token: you go first in initiative order. The Naalu cannot use "Telepathic" this game round. When the ' +
      'status phase ends, return this card to the Naalu.',
  },
  antivirus: {
    id: 'antivirus',
    name: 'Antivirus',
    faction: 'nekro',
    expansion: 'base',
    playArea: true,
    attachment: null,
    text:
      'When a combat starts, put this card faceup in your play area. While it is there, the Nekro cannot use ' +
      '"Technological Singularity" against you. Return this note to the Nekro if you activate a system holding any ' +
      'Nekro units.',
  },
  ragh: {
    id: 'ragh',
    name: "Ragh's Call",
    faction: 'saar',
    expansion: 'base',
    playArea: false,
    attachment: null,
    text:
      "After you commit units to land on a planet: move all of the Saar player's ground forces on that planet " +
      'to a planet the Saar control. Then return this card to the Saar.',
  },
  tekklar: {
    id: 'tekklar',
    name: 'Tekklar Legion',
    faction: 'sardakk',
    expansion: 'base',
    playArea: false,
    attachment: null,
    text:
      'At the start of a ground combat during an invasion: your combat rolls get +1 for this combat, and if your ' +
      "opponent is the N'orr, their combat rolls get -1. Then return this card to the N'orr.",
  },
  ms: {
    id: 'ms',
    name: 'Military Support',
    faction: 'sol',
    expansion: 'base',
    playArea: false,
    attachment: null,
    text:
      "When the Sol player's turn begins, move 1 token from their strategy pool back to their reinforcements, if " +
      'they have one; you may then put 2 infantry from your reinforcements onto a planet you control. Then return ' +
      'this note to the Sol.',
  },
  acq: {
    id: 'acq',
    name: 'Acquiescence',
    faction: 'winnu',
    expansion: 'base',
    playArea: false,
    attachment: null,
    text:
      "When the Winnu resolve a strategic action: you may resolve that strategy card's secondary ability " +
      'without spending or placing a command token. Then return this card to the Winnu.',
  },
  favor: {
    id: 'favor',
    name: 'Political Favor',
    faction: 'xxcha',
    expansion: 'base',
    playArea: false,
    attachment: null,
    text:
      "When an agenda is revealed: take 1 token from the Xxcha player's strategy pool back to their " +
      'reinforcements; then discard that agenda and reveal the top agenda of the deck, which is voted on ' +
      'instead. Then return this card to the Xxcha.',
  },
  greyfire: {
    id: 'greyfire',
    name: 'Greyfire Mutagen',
    faction: 'yin',
    expansion: 'base',
    playArea: false,
    attachment: null,
    text:
      'When a ground combat starts in which you face 2 or more ground forces not controlled by the Yin player, ' +
      "swap 1 of your opponent's infantry for 1 infantry from your reinforcements. Then return this note to the " +
      'Yin.',
  },
  spynet: {
    id: 'spynet',
    name: 'Spy Net',
    faction: 'yssaril',
    expansion: 'base',
    playArea: false,
    attachment: null,
    text:
      "When your turn begins, look through the Yssaril player's action cards and take 1 of them into your hand. " +
      'Then return this note to the Yssaril.',
  },
  ambuscade: {
    id: 'ambuscade',
    name: 'Strike Wing Ambuscade',
    faction: 'argent',
    expansion: 'pok',
    playArea: false,
    attachment: null,
    text:
      'When some of your units roll for a unit ability (such as Space Cannon, Anti-Fighter Barrage or ' +
      'Bombardment): one of those units rolls 1 extra die. Then return this card to the Argent.',
  },
  crucible: {
    id: 'crucible',
    name: 'Crucible',
    faction: 'cabal',
    expansion: 'pok',
    playArea: false,
    attachment: null,
    text:
      'After you activate a system: during this movement your ships do not roll for gravity rifts; instead ' +
      'each ship that moves out of or through a gravity rift gets +1 more to its move value. Then return this ' +
      "card to the Vuil'raith.",
  },
  dark_pact: {
    id: 'dark_pact',
    name: 'Dark Pact',
    faction: 'empyrean',
    expansion: 'pok',
    playArea: true,
    attachment: null,
    text:
      'Action: put this card faceup in your play area. Each time you give the Empyrean as many commodities as your ' +
      'maximum commodity value, you and the Empyrean each gain 1 trade good. Return this note to the Empyrean if ' +
      'you activate a system holding any Empyrean units.',
  },
  blood_pact: {
    id: 'blood_pact',
    name: 'Blood Pact',
    faction: 'empyrean',
    expansion: 'pok',
    playArea: true,
    attachment: null,
    text:
      'Action: place this card faceup in your play area. When you and the Empyrean vote for the same outcome, ' +
      'cast 4 extra votes for it. If you activate a system that contains any Empyrean units, return this card ' +
      'to the Empyrean.',
  },
  scepter: {
    id: 'scepter',
    name: 'Scepter of Dominion',
    faction: 'mahact',
    expansion: 'pok',
    playArea: false,
    attachment: null,
    text:
      'When the strategy phase begins, pick a non-home system with your units; each other player with a command ' +
      "token on the Mahact player's command sheet (their fleet pool) must place a token from their reinforcements " +
      'there. Then return this note to the Mahact.',
  },
  cavalry: {
    id: 'cavalry',
    name: 'The Cavalry',
    faction: 'nomad',
    expansion: 'pok',
    playArea: false,
    attachment: null,
    text:
      'When a space combat against anyone but the Nomad starts, pick 1 of your non-fighter ships: for this combat ' +
      "it uses the Nomad flagship's combat value, Anti-Fighter Barrage value and Sustain Damage ability. Return " +
      'this note to the Nomad when the combat ends.',
  },
  bmf: {
    id: 'bmf',
    name: 'Black Market Forgery',
    faction: 'naaz',
    expansion: 'pok',
    playArea: false,
    attachment: null,
    text:
      'Action: gain 1 relic by purging 2 of your relic fragments that share a type. Then return this note to the ' +
      'Naaz-Rokha.',
  },
  terraform: {
    id: 'terraform',
    name: 'Terraform',
    faction: 'titans',
    expansion: 'pok',
    playArea: true,
    attachment: 'titanspn',
    text:
      'Action: attach this card to a non-home planet you control other than Mecatol Rex. That planet gets +1 ' +
      'resource and +1 influence and has all three traits (cultural, hazardous and industrial). It stays attached ' +
      'and is never returned.',
  },
  rider: {
    id: 'rider',
    name: 'Keleres Rider',
    faction: 'keleres',
    expansion: 'codex3',
    playArea: false,
    attachment: null,
    text:
      'After an agenda is revealed: you may not vote on it; predict an outcome aloud. If you are right, gain 2 ' +
      'trade goods and draw 1 action card. Then return this note to the Keleres.',
  },
} as const satisfies Record<string, PromissoryNoteDef & { faction: FactionId }>;

export const PROMISSORY_NOTES = {
  ...GENERIC_PROMISSORY_NOTE_TABLE,
  ...FACTION_PROMISSORY_NOTE_TABLE,
} as const satisfies Record<string, PromissoryNoteDef>;

export type GenericPromissoryNoteId = keyof typeof GENERIC_PROMISSORY_NOTE_TABLE;
export type FactionPromissoryNoteId = keyof typeof FACTION_PROMISSORY_NOTE_TABLE;
export type PromissoryNoteId = keyof typeof PROMISSORY_NOTES;

/** 69 intro: each player starts with these five in their colour. */
export const GENERIC_PROMISSORY_NOTES = Object.keys(GENERIC_PROMISSORY_NOTE_TABLE) as GenericPromissoryNoteId[];
export const FACTION_PROMISSORY_NOTES = Object.keys(FACTION_PROMISSORY_NOTE_TABLE) as FactionPromissoryNoteId[];
export const PROMISSORY_NOTE_IDS = Object.keys(PROMISSORY_NOTES) as PromissoryNoteId[];

export function isPromissoryNoteId(s: string): s is PromissoryNoteId {
  return Object.hasOwn(PROMISSORY_NOTES, s);
}

export function promissoryNote(id: string): PromissoryNoteDef | undefined {
  return isPromissoryNoteId(id) ? PROMISSORY_NOTES[id] : undefined;
}

/** The faction notes a faction starts with (the Empyrean have two). */
export function factionPromissoryNotes(faction: FactionId): FactionPromissoryNoteId[] {
  return FACTION_PROMISSORY_NOTES.filter((id) => FACTION_PROMISSORY_NOTE_TABLE[id].faction === faction);
}
