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

const working =
  <T extends string>(cls: ContentClass) =>
  (id: T): boolean =>
    isWorking(cls, id);

/** 2: every copy of every action card that works (e.g. all four Sabotages). */
export const ACTION_DECK_IN_PLAY: readonly ActionCardCopyId[] = ACTION_DECK.filter((copy) =>
  isWorking('action-cards', parseActionCardCopy(copy) ?? ''),
);
export const AGENDA_DECK_IN_PLAY: readonly AgendaId[] = AGENDA_DECK.filter(working('agendas'));
/** 61: objectives that can be fulfilled in the game as it is (none waits on a missing component). */
export const STAGE1_IN_PLAY: readonly Stage1ObjectiveId[] = PUBLIC_STAGE1.filter(working('objectives'));
export const STAGE2_IN_PLAY: readonly Stage2ObjectiveId[] = PUBLIC_STAGE2.filter(working('objectives'));
export const SECRET_OBJECTIVES_IN_PLAY: readonly SecretObjectiveId[] = SECRET_OBJECTIVES.filter(working('objectives'));
export const RELIC_DECK_IN_PLAY: readonly RelicId[] = RELIC_DECK.filter(working('relics'));
const explorationInPlay = (deck: ExplorationDeck): readonly ExplorationCopyId[] =>
  EXPLORATION_DECK_COPIES[deck].filter((copy) => isWorking('exploration', EXPLORATION_COPIES[copy].card));
export const EXPLORATION_DECKS_IN_PLAY: Readonly<Record<ExplorationDeck, readonly ExplorationCopyId[]>> = {
  cultural: explorationInPlay('cultural'),
  hazardous: explorationInPlay('hazardous'),
  industrial: explorationInPlay('industrial'),
  frontier: explorationInPlay('frontier'),
};

/** Setup steps 3–4: the colour notes and the faction's own notes a player starts with — those that work. */
export function promissoryNotesDealt(faction: FactionId): PromissoryNoteId[] {
  return [...GENERIC_PROMISSORY_NOTES, ...factionPromissoryNotes(faction)].filter(working('promissory-notes'));
}

/** What a new game deals, against everything printed: "6 of 120 action cards in play". */
export interface InPlayCount {
  readonly what: string;
  readonly inPlay: number;
  readonly total: number;
}

export function contentInPlay(): InPlayCount[] {
  const factionNotes = (Object.keys(FACTIONS) as FactionId[]).flatMap((f) => factionPromissoryNotes(f));
  return [
    { what: 'action cards', inPlay: ACTION_DECK_IN_PLAY.length, total: ACTION_DECK.length },
    { what: 'agendas', inPlay: AGENDA_DECK_IN_PLAY.length, total: AGENDA_DECK.length },
    {
      what: 'objectives',
      inPlay: STAGE1_IN_PLAY.length + STAGE2_IN_PLAY.length + SECRET_OBJECTIVES_IN_PLAY.length,
      total: PUBLIC_STAGE1.length + PUBLIC_STAGE2.length + SECRET_OBJECTIVES.length,
    },
    {
      what: 'exploration cards',
      inPlay: EXPLORATION_DECKS.reduce((n, d) => n + EXPLORATION_DECKS_IN_PLAY[d].length, 0),
      total: EXPLORATION_DECKS.reduce((n, d) => n + EXPLORATION_DECK_COPIES[d].length, 0),
    },
    { what: 'relics', inPlay: RELIC_DECK_IN_PLAY.length, total: RELIC_DECK.length },
    {
      what: 'faction promissory notes',
      inPlay: factionNotes.filter(working('promissory-notes')).length,
      total: factionNotes.length,
    },
  ];
}
