// What one seat may see (LRR 2.2 action cards and 69.2 promissory notes are hidden; 61.10 secret objectives are
// hidden until scored; deck order and unrevealed objectives are hidden from everyone; the RNG state too).
import { ask, SECRET_OBJECTIVES_FACE_UP } from './effects';
import type { Decision, Frame } from './core/frames';
import type { GameState, PlayerState, Seat } from './core/state';

import { agendaView } from './agenda/view';
import { transactionsView, type TransactionsView } from './transactions/view';

export interface PlayerView extends Omit<PlayerState, 'actionCards' | 'promissoryNotes' | 'secretObjectives'> {
  /** The cards themselves for the viewer; null for others (only the count is public). */
  actionCards: string[] | null;
  actionCardCount: number;
  promissoryNotes: string[] | null;
  promissoryNoteCount: number;
  /** Own secret objectives; for others only the scored ones (61.10). */
  secretObjectives: { id: string; scored: boolean }[];
  unscoredSecretCount: number;
}

export interface DeckView {
  drawCount: number;
  discard: string[];
}

export interface GameView extends Omit<
  GameState,
  'rng' | 'players' | 'decks' | 'objectives' | 'stack' | 'standingPasses' | 'transactions'
> {
  /** 94, 28: proposals with their content only for their two players; deals only for those who made them. */
  transactions?: TransactionsView;
  viewer: Seat | null;
  players: PlayerView[];
  decks: Record<keyof GameState['decks'], DeckView>;
  objectives: {
    revealed: string[];
    scoredBy: Record<string, Seat[]>;
    unrevealedCount: number;
    stage1Count: number;
    stage2Count: number;
  };
  /** Open decisions only (steps are internal), with other seats' private offers removed. */
  decisions: Decision[];
  standingPasses: string[];
}

/** `revealed`: the player plays with their secret objectives face up (Search Warrant). */
function playerView(p: PlayerState, viewer: Seat | null, revealed = false): PlayerView {
  const own = viewer === p.seat;
  return {
    ...p,
    actionCards: own ? [...p.actionCards] : null,
    actionCardCount: p.actionCards.length,
    promissoryNotes: own ? [...p.promissoryNotes] : null,
    promissoryNoteCount: p.promissoryNotes.length,
    secretObjectives:
      own || revealed
        ? p.secretObjectives.map((s) => ({ ...s }))
        : p.secretObjectives.filter((s) => s.scored).map((s) => ({ ...s })),
    unscoredSecretCount: p.secretObjectives.filter((s) => !s.scored).length,
  };
}

function decisionView(d: Decision, viewer: Seat | null): Decision {
  if (d.kind === 'choose-secret-objective') {
    const offered: Record<string, string[]> = {};
    if (viewer !== null && d.offered[String(viewer)]) offered[String(viewer)] = [...(d.offered[String(viewer)] ?? [])];
    return { ...d, waitingOn: [...d.waitingOn], offered };
  }
  // Answers given at once stay private until everyone has answered: an intent to play a card would reveal a hand,
  // and a hit assignment made first would let the other side answer knowing it.
  if (d.kind === 'window') {
    return {
      ...structuredClone(d),
      intents: d.intents.filter((i) => i.seat === viewer).map((i) => structuredClone(i)),
    };
  }
  if (d.kind === 'assign-hits' && d.waitingOn.length > 0) {
    const own = viewer === null ? undefined : d.answers[String(viewer)];
    return { ...structuredClone(d), answers: own ? { [String(viewer)]: structuredClone(own) } : {} };
  }
  return structuredClone(d);
}

const isDecision = (f: Frame): f is Decision => f.frame === 'decision';

/** `viewer` null is a spectator: public information only. */
export function view(state: GameState, viewer: Seat | null): GameView {
  const { rng: _rng, players, decks, objectives, stack, standingPasses, transactions: _transactions, ...pub } = state;
  const deckViews = Object.fromEntries(
    Object.entries(decks).map(([k, d]) => [k, { drawCount: d.draw.length, discard: [...d.discard] }]),
  ) as Record<keyof GameState['decks'], DeckView>;
  return {
    ...structuredClone(pub),
    viewer,
    players: players.map((p) => playerView(p, viewer, ask(SECRET_OBJECTIVES_FACE_UP, { state, seat: p.seat }))),
    ...(state.agenda ? { agenda: agendaView(state, viewer) } : {}),
    ...(state.transactions ? { transactions: transactionsView(state, viewer) } : {}),
    decks: deckViews,
    objectives: {
      revealed: [...objectives.revealed],
      scoredBy: structuredClone(objectives.scoredBy),
      unrevealedCount: objectives.unrevealed.length,
      stage1Count: objectives.stage1.draw.length,
      stage2Count: objectives.stage2.draw.length,
    },
    decisions: stack.filter(isDecision).map((d) => decisionView(d, viewer)),
    standingPasses: viewer === null ? [] : [...(standingPasses[String(viewer)] ?? [])],
  };
}
