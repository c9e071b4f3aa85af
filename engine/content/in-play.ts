// Never deal a dead card: the decks and starting promissory notes a new game gets (setup steps 4, 8 and 12) hold
// only components the content ledger says work. Setup shuffles these; the invariant checker counts against them.
import { ACTION_DECK, parseActionCardCopy, type ActionCardCopyId } from '../data/action-cards';
import { AGENDA_DECK, type AgendaId } from '../data/agendas';
import {
  EXPLORATION_COPIES,
  EXPLORATION_DECK_COPIES,
  EXPLORATION_DECKS,
  type ExplorationCopyId,
  type ExplorationDeck,
} from '../data/exploration';
import { FACTIONS, type FactionId } from '../data/factions';
import {
  PUBLIC_STAGE1,
  PUBLIC_STAGE2,
  SECRET_OBJECTIVES,
  type SecretObjectiveId,
  type Stage1ObjectiveId,
  type Stage2ObjectiveId,
} from '../data/objectives';
import { GENERIC_PROMISSORY_NOTES, factionPromissoryNotes, type PromissoryNoteId } from '../data/promissory-notes';
import { RELIC_DECK, type RelicId } from '../data/relics';
import { isWorking } from './ledger';
import type { ContentClass } from './status';
import type { GameConfig, NotDealt } from '../core/state';

/** Every printed card is dealt: what games stored before the config recorded `notDealt` were dealt. */
export const DEALT_EVERYTHING: NotDealt = {
  actionCards: [],
  agendas: [],
  objectives: [],
  relics: [],
  exploration: [],
  promissoryNotes: [],
};

const actionCardIds = [...new Set(ACTION_DECK.map((copy) => parseActionCardCopy(copy) ?? copy))];
const explorationCardIds = [
  ...new Set(EXPLORATION_DECKS.flatMap((d) => EXPLORATION_DECK_COPIES[d].map((c) => EXPLORATION_COPIES[c].card))),
];
const allNotes = [
  ...GENERIC_PROMISSORY_NOTES,
  ...(Object.keys(FACTIONS) as FactionId[]).flatMap((f) => factionPromissoryNotes(f)),
];
const notWorking = (cls: ContentClass, ids: readonly string[]): string[] => ids.filter((id) => !isWorking(cls, id));

/** What a game created now leaves out: every component the content ledger does not mark as working. */
export function notDealtNow(): NotDealt {
  return {
    actionCards: notWorking('action-cards', actionCardIds),
    agendas: notWorking('agendas', AGENDA_DECK),
    objectives: notWorking('objectives', [...PUBLIC_STAGE1, ...PUBLIC_STAGE2, ...SECRET_OBJECTIVES]),
    relics: notWorking('relics', RELIC_DECK),
    exploration: notWorking('exploration', explorationCardIds),
    promissoryNotes: notWorking('promissory-notes', allNotes),
  };
}

/** The cards one game's decks were built from (setup steps 4, 8, 12): the printed decks less what it left out. */
export interface DealtDecks {
  readonly action: readonly ActionCardCopyId[];
  readonly agenda: readonly AgendaId[];
  readonly secret: readonly SecretObjectiveId[];
  readonly stage1: readonly Stage1ObjectiveId[];
  readonly stage2: readonly Stage2ObjectiveId[];
  readonly relic: readonly RelicId[];
  readonly exploration: Readonly<Record<ExplorationDeck, readonly ExplorationCopyId[]>>;
}

export function dealtDecks(left: NotDealt): DealtDecks {
  const out = <T extends string>(ids: readonly T[], leftOut: readonly string[]): T[] =>
    ids.filter((id) => !leftOut.includes(id));
  const exploration = (deck: ExplorationDeck): ExplorationCopyId[] =>
    EXPLORATION_DECK_COPIES[deck].filter((copy) => !left.exploration.includes(EXPLORATION_COPIES[copy].card));
  return {
    action: ACTION_DECK.filter((copy) => !left.actionCards.includes(parseActionCardCopy(copy) ?? copy)),
    agenda: out(AGENDA_DECK, left.agendas),
    secret: out(SECRET_OBJECTIVES, left.objectives),
    stage1: out(PUBLIC_STAGE1, left.objectives),
    stage2: out(PUBLIC_STAGE2, left.objectives),
    relic: out(RELIC_DECK, left.relics),
    exploration: {
      cultural: exploration('cultural'),
      hazardous: exploration('hazardous'),
      industrial: exploration('industrial'),
      frontier: exploration('frontier'),
    },
  };
}

/** The decks a game created now is dealt (tests and counts; setup itself reads the game's own record). */
const DEALT_NOW = dealtDecks(notDealtNow());
export const ACTION_DECK_IN_PLAY = DEALT_NOW.action;
export const AGENDA_DECK_IN_PLAY = DEALT_NOW.agenda;
export const SECRET_OBJECTIVES_IN_PLAY = DEALT_NOW.secret;
export const STAGE1_IN_PLAY = DEALT_NOW.stage1;
export const STAGE2_IN_PLAY = DEALT_NOW.stage2;
export const RELIC_DECK_IN_PLAY = DEALT_NOW.relic;
export const EXPLORATION_DECKS_IN_PLAY = DEALT_NOW.exploration;

/** What this game left out: its own record, or everything dealt for a game stored before the record existed. */
export const notDealtIn = (config: Pick<GameConfig, 'notDealt'>): NotDealt => config.notDealt ?? DEALT_EVERYTHING;

/**
 * Setup steps 3–4: the colour notes and the faction's own notes a player starts with — those the game deals. Hubris:
 * the Mahact purge their own Alliance during setup, so they never hold it.
 */
export function promissoryNotesDealt(faction: FactionId, left: NotDealt = notDealtNow()): PromissoryNoteId[] {
  return [...GENERIC_PROMISSORY_NOTES, ...factionPromissoryNotes(faction)].filter(
    (n) => !left.promissoryNotes.includes(n) && !(faction === 'mahact' && n === 'an'),
  );
}

/** What a new game deals, against everything printed: "6 of 120 action cards in play". */
export interface InPlayCount {
  readonly what: string;
  readonly inPlay: number;
  readonly total: number;
}

/** Counts for one game's record of what it left out, or for a game created now. */
export function contentInPlay(left: NotDealt = notDealtNow()): InPlayCount[] {
  const factionNotes = (Object.keys(FACTIONS) as FactionId[]).flatMap((f) => factionPromissoryNotes(f));
  const decks = dealtDecks(left);
  return [
    { what: 'action cards', inPlay: decks.action.length, total: ACTION_DECK.length },
    { what: 'agendas', inPlay: decks.agenda.length, total: AGENDA_DECK.length },
    {
      what: 'objectives',
      inPlay: decks.stage1.length + decks.stage2.length + decks.secret.length,
      total: PUBLIC_STAGE1.length + PUBLIC_STAGE2.length + SECRET_OBJECTIVES.length,
    },
    {
      what: 'exploration cards',
      inPlay: EXPLORATION_DECKS.reduce((n, d) => n + decks.exploration[d].length, 0),
      total: EXPLORATION_DECKS.reduce((n, d) => n + EXPLORATION_DECK_COPIES[d].length, 0),
    },
    { what: 'relics', inPlay: decks.relic.length, total: RELIC_DECK.length },
    {
      what: 'faction promissory notes',
      inPlay: factionNotes.filter((n) => !left.promissoryNotes.includes(n)).length,
      total: factionNotes.length,
    },
  ];
}
