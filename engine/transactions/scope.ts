// LRR 94.1 and 94.6: when transactions may happen and between whom — during the active player's turn with their
// neighbours (60.1; Trade Convoys lifts the neighbour condition), and during each agenda between any two players —
// and the "once per turn / once per agenda" count for each pair.
//
// A turn has no id of its own in the state. The action phase keeps one step frame 'action/next-turn' {last: seat}
// under everything that happens during a turn (engine/phases/action.ts pushes it with the turn's decision and it runs
// only when the turn is over), so the topmost such frame is the current turn. The first proposal of a turn tags
// that frame with a fresh number (`transactionScope` in its args, which the step ignores); the next turn's frame is
// a new frame without the tag, so everything recorded for the previous turn lapses by itself.
import type { StepFrame } from '../core/frames';
import type { GameState, Seat } from '../core/state';
import { nextSeq } from '../kernel/stack';
import { FLOW_BOOKKEEPING, memoOn } from '../kernel/query-memo';
import { neighboursInPlay } from '../tactical/adjacency-in-play';
import { ask, TRANSACTS_WITH_ANYONE } from '../effects';
import { parseCopy, transactionsState } from './notes';

export type TransactionWindow =
  | { readonly kind: 'turn'; readonly seat: Seat; readonly frame: number; readonly key: string | null }
  | { readonly kind: 'agenda'; readonly key: string }
  /** An ability lets two players make one transaction now, whatever the phase or distance (Temporal Command Suite). */
  | { readonly kind: 'granted'; readonly seats: readonly [Seat, Seat]; readonly frame: number; readonly key: string };

/**
 * The args an ability's choice carries while it lets two players make one transaction (the choice stays on the stack
 * while they may, and the resolved transaction takes it off: `closeGrant`).
 */
export interface TransactionGrant {
  readonly seats: readonly [Seat, Seat];
  readonly key: string;
}

function grantOf(args: Readonly<Record<string, unknown>> | undefined): TransactionGrant | null {
  const g = args?.transactionGrant as TransactionGrant | undefined;
  return g && Array.isArray(g.seats) && typeof g.key === 'string' ? g : null;
}

/** Every transaction an ability's choice allows at this moment, topmost first. */
export function grantedWindows(state: GameState): Extract<TransactionWindow, { kind: 'granted' }>[] {
  const out: Extract<TransactionWindow, { kind: 'granted' }>[] = [];
  for (let i = state.stack.length - 1; i >= 0; i--) {
    const f = state.stack[i]!;
    const g = f.frame === 'decision' && f.kind === 'choice' ? grantOf(f.args) : null;
    if (g) out.push({ kind: 'granted', seats: g.seats, frame: i, key: g.key });
  }
  return out;
}

/** The transaction an ability allows between these two players now, if any. */
export const grantedWindow = (state: GameState, a: Seat, b: Seat): TransactionWindow | null =>
  grantedWindows(state).find((w) => w.seats.includes(a) && w.seats.includes(b) && a !== b) ?? null;

/** The granted transaction was made: the choice that allowed it is done (taken off the stack). */
export function closeGrant(state: GameState, key: string): void {
  const w = grantedWindows(state).find((g) => g.key === key);
  if (w) state.stack.splice(w.frame, 1);
}

const TURN_STEP = 'action/next-turn';

/** The turn or agenda under way in which transactions may be resolved, or null (94.1, 94.6). */
export function transactionWindow(state: GameState): TransactionWindow | null {
  if (state.phase === 'agenda') {
    const a = state.agenda;
    return a?.current ? { kind: 'agenda', key: `agenda:${state.round}:${a.number}` } : null;
  }
  if (state.phase !== 'action') return null;
  for (let i = state.stack.length - 1; i >= 0; i--) {
    const f = state.stack[i]!;
    if (f.frame !== 'step' || f.step !== TURN_STEP) continue;
    const seat = f.args?.last;
    if (typeof seat !== 'number') return null;
    const tag = f.args?.transactionScope;
    return { kind: 'turn', seat, frame: i, key: typeof tag === 'number' ? `turn:${tag}` : null };
  }
  return null;
}

/** The window's key, tagging the turn's frame the first time (see the module comment). */
export function ensureWindowKey(state: GameState, w: TransactionWindow): string {
  if (w.key !== null) return w.key;
  if (w.kind !== 'turn') return w.key;
  const frame = state.stack[w.frame] as StepFrame;
  const tag = nextSeq(state);
  state.stack[w.frame] = { ...frame, args: { ...frame.args, transactionScope: tag } };
  return `turn:${tag}`;
}

export const pairKey = (a: Seat, b: Seat): string => (a < b ? `${a}-${b}` : `${b}-${a}`);

/** 94.1 / 94.6: whether the pair already resolved their one transaction in this turn or agenda. */
export function alreadyTransacted(state: GameState, w: TransactionWindow, a: Seat, b: Seat): boolean {
  const t = state.transactions;
  return w.key !== null && t?.doneScope === w.key && t.done.includes(pairKey(a, b));
}

export function markTransacted(state: GameState, key: string, a: Seat, b: Seat): void {
  const t = transactionsState(state);
  if (t.doneScope !== key) {
    t.doneScope = key;
    t.done = [];
  }
  t.done.push(pairKey(a, b));
}

/** Trade Convoys (Hacan): while another player has it face up in their play area, they may transact with anyone. */
const hasConvoys = (state: GameState, seat: Seat): boolean =>
  (state.players[seat]?.promissoryInPlay ?? []).some((c) => {
    const ref = parseCopy(c);
    return ref?.note === 'convoys' && ref.owner !== seat;
  });

/**
 * 60.1: players transact with their neighbours (60.2 wormholes, 60.3 Creuss, laws that change adjacency included);
 * the Hacan's Guild Ships let them and anyone transact whatever the distance.
 */
export function mayTransactAcross(state: GameState, a: Seat, b: Seat): boolean {
  // Asked once per ready-made offer by options(): remembered while it lists one stored state (kernel/query-memo.ts).
  return memoOn(
    state,
    `transact ${Math.min(a, b)} ${Math.max(a, b)}`,
    (s) => freshMayTransact(s, a, b),
    FLOW_BOOKKEEPING,
  );
}

function freshMayTransact(state: GameState, a: Seat, b: Seat): boolean {
  if (ask(TRANSACTS_WITH_ANYONE, { state, seat: a }) || ask(TRANSACTS_WITH_ANYONE, { state, seat: b })) return true;
  return neighboursInPlay(state, a, b) || hasConvoys(state, a) || hasConvoys(state, b);
}
