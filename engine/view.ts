// What one seat may see (LRR 2.2 action cards and 69.2 promissory notes are hidden; 61.10 secret objectives are
// hidden until scored; deck order and unrevealed objectives are hidden from everyone; so are the seed and the
// generator, from which every deck order and future die follows).
import { ask, SECRET_OBJECTIVES_FACE_UP } from './effects';
import type { Decision, Frame, WindowDecision } from './core/frames';
import { waitingOn } from './flow/apply';
import type { GameConfig, GameState, PlayerState, Seat } from './core/state';
import { copyJson } from './kernel/draft';
import { agendaView } from './agenda/view';
import { transactionsView, type TransactionsView } from './transactions/view';
import { naaluSight, type NaaluSight } from './leaders/naalu';

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

/** The game's settings as everyone sees them: without the seed, which would rebuild every deck and every roll. */
export type PublicConfig = Omit<GameConfig, 'seed'>;

export interface GameView extends Omit<
  GameState,
  'config' | 'rng' | 'players' | 'decks' | 'objectives' | 'stack' | 'standingPasses' | 'transactions'
> {
  config: PublicConfig;
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
  /** M'aban (Naalu commander): the neighbours' notes and agenda deck ends only its user may look at. */
  naaluSight?: NaaluSight;
  /** 66.2: the top two agenda cards, to the Politics player alone while they arrange them (top first). */
  politicsPeek?: string[];
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
  // a pass would tell the last seat asked what the others are up to, and a seat answered at once by its standing
  // pass would show that it has one. Others see everyone asked as waiting until the window settles.
  if (d.kind === 'window') {
    return {
      ...copyJson(d),
      waitingOn: windowWaitingSeenBy(d, viewer),
      passed: d.passed.filter((s) => s === viewer),
      intents: d.intents.filter((i) => i.seat === viewer).map((i) => copyJson(i)),
    };
  }
  if (d.kind === 'assign-hits' && d.waitingOn.length > 0) {
    const own = viewer === null ? undefined : d.answers[String(viewer)];
    return { ...copyJson(d), answers: own ? { [String(viewer)]: copyJson(own) } : {} };
  }
  return copyJson(d);
}

const isDecision = (f: Frame): f is Decision => f.frame === 'decision';

/**
 * Who an open window waits on as `viewer` sees it: every seat asked since it last resolved something (whether or not
 * it has answered, which only that seat knows), less the viewer once they have answered.
 */
function windowWaitingSeenBy(d: WindowDecision, viewer: Seat | null): Seat[] {
  const asked = (s: Seat) => d.waitingOn.includes(s) || d.passed.includes(s) || d.intents.some((i) => i.seat === s);
  return d.responders.filter((s) => asked(s) && (s !== viewer || d.waitingOn.includes(s)));
}

/**
 * The seats the game waits on as `viewer` may know it (null: a spectator): `waitingOn` with an open window's
 * answers kept private. The server shows this and lists it in game summaries; notifications use the truth.
 */
export function waitingOnSeenBy(state: GameState, viewer: Seat | null): Seat[] {
  const seats = waitingOn(state);
  const top = state.stack[state.stack.length - 1];
  if (top?.frame !== 'decision' || top.kind !== 'window') return seats;
  const hidden = new Set(top.waitingOn);
  return [...windowWaitingSeenBy(top, viewer), ...seats.filter((s) => !hidden.has(s))].filter(
    (s, i, all) => all.indexOf(s) === i,
  );
}

/** `viewer` null is a spectator: public information only. */
export function view(state: GameState, viewer: Seat | null): GameView {
  const {
    config: { seed: _seed, ...config },
    rng: _rng,
    players,
    decks,
    objectives,
    stack,
    standingPasses,
    transactions: _transactions,
    ...pub
  } = state;
  const deckViews = Object.fromEntries(
    Object.entries(decks).map(([k, d]) => [k, { drawCount: d.draw.length, discard: [...d.discard] }]),
  ) as Record<keyof GameState['decks'], DeckView>;
  return {
    ...copyJson(pub),
    config: copyJson(config),
    viewer,
    players: players.map((p) => playerView(p, viewer, ask(SECRET_OBJECTIVES_FACE_UP, { state, seat: p.seat }))),
    ...(state.agenda ? { agenda: agendaView(state, viewer) } : {}),
    ...(state.transactions ? { transactions: transactionsView(state, viewer) } : {}),
    decks: deckViews,
    objectives: {
      revealed: [...objectives.revealed],
      scoredBy: copyJson(objectives.scoredBy),
      unrevealedCount: objectives.unrevealed.length,
      stage1Count: objectives.stage1.draw.length,
      stage2Count: objectives.stage2.draw.length,
    },
    decisions: stack.filter(isDecision).map((d) => decisionView(d, viewer)),
    standingPasses: viewer === null ? [] : [...(standingPasses[String(viewer)] ?? [])],
    ...withNaaluSight(state, viewer),
    ...withPoliticsPeek(state, viewer),
  };
}

/** 66.2: the player arranging the agenda deck after the Politics primary, while they do (else null). */
export function politicsChooser(state: GameState): Seat | null {
  const top = state.stack.at(-1);
  return top?.frame === 'decision' && top.kind === 'choice' && top.choice === 'politics/arrange-agenda'
    ? (top.waitingOn[0] ?? null)
    : null;
}

/** 66.2: the Politics player looks at the top two agenda cards while arranging them; nobody else learns which. */
function withPoliticsPeek(state: GameState, viewer: Seat | null): { politicsPeek?: string[] } {
  return viewer !== null && politicsChooser(state) === viewer
    ? { politicsPeek: state.decks.agenda.draw.slice(0, 2) }
    : {};
}

function withNaaluSight(state: GameState, viewer: Seat | null): { naaluSight?: NaaluSight } {
  const sight = naaluSight(state, viewer);
  return sight ? { naaluSight: sight } : {};
}
