// Undo with the table's approval (issue 16): a player asks to undo back to (and including) one of their own recent
// commands that can no longer be taken back at once (take-back.ts), or the host asks to rewind to any earlier point.
//
// Who must approve — "whose situation changed" since that point, judged from public facts only (so the list itself
// reveals nothing): every other seat that made one of the undone commands or was shown as waited on after one of them
// (asked anything); every seat whose public record (view for a spectator: planets, tokens, card counts, scores...) or
// whose units on the board differ; and every seat when a die was rolled or a card left or entered a deck (all saw the
// roll or the draw, so all judge whether doing it again is fair). Never the generator or a deck's order: the test
// re-deals both states wherever a seat cannot see and expects the same approvers (server/game/undo.test.ts). A host's rewind needs every other player. Anyone
// asked may refuse; a new command (or a take-back, or a deadline's timeout) before the last approval makes the request
// lapse. With no one to ask, the undo happens at once.
//
// The generator decision: the rewound game keeps the generator (and the event counter) where the undone commands left
// them, not where they were. Rewinding the generator would roll the very dice everyone has just seen: a player would
// know their next rolls and could pick the attack they win. Carrying it on means a roll made again is a fresh roll,
// which is why any undone roll needs every player's approval: nobody re-rolls on their own. (A card drawn goes back
// to the top of its deck, so its drawer knows the next draw from that deck; the request says a card was drawn, and
// the approvers judge.) The log entry carries the generator state, so replaying the log reproduces the stored game.
//
// The log stays append-only: the undo entry (history.ts, UndoCommand) makes effectiveLog drop the undone commands,
// and replay rebuilds the earlier state from the log prefix, checked to reproduce the stored game first.
import { apply, createGame, storedConfig, view, waitingOn, waitingOnSeenBy } from '@/engine/index';
import type { GameEvent, GameState } from '@/engine/index';
import type { GameDoc } from '@/server/lobby/doc';
import { summariesOf } from '@/server/lobby/summary';
import type { GameSideWrites, LogEntry } from '@/server/store/types';
import { recordAsked } from './asked';
import { appendToFeed } from './feed';
import { effectiveLog, isUndo, undoNote, type UndoCommand } from './history';
import { same } from './take-back';
import { UNDO_LISTED_LIMIT, UNDO_TRAIL_LIMIT, type UndoRequest, type UndoneCommand } from './undo-record';

/** How far back a player's own undo reaches: one of the game's last commands (a host's rewind reaches anywhere). */
export const UNDO_REACH = 20;

export interface UndoRefusal {
  readonly code: 'undo/not-allowed' | 'undo/not-rebuilt' | 'undo/lapsed';
  readonly message: string;
}

interface UndoPlan {
  /** The game just before the first undone command. */
  readonly previous: GameState;
  readonly undone: UndoneCommand[];
  /** Seats shown as waited on (to everyone) after any undone command. */
  readonly asked: ReadonlySet<number>;
}

/** Replays the effective log, keeping the state before version `to` and every later command's events. */
function planUndo(current: GameState, entries: readonly LogEntry[], to: number): UndoPlan | UndoRefusal {
  const start = entries.findIndex((e) => e.version === to && !isUndo(e.command));
  if (start < 0) return { code: 'undo/not-allowed', message: 'That command is not part of the game any more.' };
  const created = createGame(storedConfig(current));
  if (!created.ok) return { code: 'undo/not-rebuilt', message: 'This game cannot be rebuilt here.' };
  let state = created.value.state;
  let previous = state;
  const undone: UndoneCommand[] = [];
  const asked = new Set<number>();
  for (const [index, entry] of entries.entries()) {
    if (index === start) previous = state;
    let events: GameEvent[];
    if (isUndo(entry.command)) {
      state = { ...state, rng: entry.command.rng, seq: entry.command.seq };
      events = [undoNote(entry.command)];
    } else {
      const r = apply(state, entry.seat, entry.command, { at: entry.at });
      if (!r.ok) return { code: 'undo/not-rebuilt', message: 'This game cannot be rebuilt here.' };
      state = r.state;
      events = r.events;
    }
    if (index < start) continue;
    undone.push({ version: entry.version, seat: entry.seat, at: entry.at, events });
    if (state.phase !== 'ended') for (const s of waitingOnSeenBy(state, null)) asked.add(s);
  }
  // The replay must reproduce the stored game exactly, or the earlier state is not the one the players saw.
  if (!same(state, current)) return { code: 'undo/not-rebuilt', message: 'This game cannot be rebuilt here.' };
  return { previous, undone, asked };
}

/** Each seat's units wherever the board lists units (systems' space areas and planets), keyed by where they are. */
function unitsOf(node: unknown, seat: number, path = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  if (!node || typeof node !== 'object') return out;
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    if (key === 'units' && value && typeof value === 'object' && !Array.isArray(value))
      out[path] = (value as Record<string, unknown>)[String(seat)] ?? null;
    else unitsOf(value, seat, `${path}/${key}`, out);
  }
  return out;
}

/** Events that say dice were rolled (their results are public). */
const ROLLS: ReadonlySet<string> = new Set(['die-rolled', 'dice-rolled', 'die-rerolled', 'gravity-rift-rolled']);

/** The seats (other than the asker) whose approval an undo back to the plan's point needs. See the header. */
export function approversFor(
  plan: Pick<UndoPlan, 'previous' | 'undone' | 'asked'>,
  current: GameState,
  by: number,
  kind: UndoRequest['kind'],
): number[] {
  const seats = current.players.map((_, i) => i).filter((s) => s !== by);
  if (kind === 'rewind') return seats;
  const before = view(plan.previous, null);
  const after = view(current, null);
  // A roll is a public event; a card drawn, returned or shuffled shows in the decks' public counts and discards.
  const rolled = plan.undone.some((c) => c.events.some((e) => ROLLS.has(e.type) && !('privateTo' in e)));
  const drewOrRolled = rolled || !same(before.decks, after.decks);
  return seats.filter(
    (s) =>
      drewOrRolled ||
      plan.undone.some((c) => c.seat === s) ||
      plan.asked.has(s) ||
      !same(before.players[s], after.players[s]) ||
      !same(unitsOf(before.board, s), unitsOf(after.board, s)),
  );
}

/** A change to a stored game made by an undo procedure: the new document, its log entry (if any) and side writes. */
export interface UndoChange {
  readonly doc: GameDoc;
  readonly entry: Omit<LogEntry, 'version'> | null;
  readonly side?: GameSideWrites;
  /** What happened, for the caller: the request is waiting, or the game was rewound (with who waited before). */
  readonly result:
    | { readonly kind: 'pending' | 'refused'; readonly request: UndoRequest }
    | { readonly kind: 'rewound'; readonly before: number[] };
}

type Outcome = { readonly ok: true; readonly change: UndoChange } | { readonly ok: false; readonly error: UndoRefusal };

const refuse = (message: string, code: UndoRefusal['code'] = 'undo/not-allowed'): Outcome => ({
  ok: false,
  error: { code, message },
});

const nameOf = (doc: GameDoc, seat: number) => doc.lobby.seats[seat]?.name ?? `Seat ${seat + 1}`;
const plural = (n: number) => `${n} command${n === 1 ? '' : 's'}`;

/** The game back before `request.to`: the prefix's state with the generator carried on (see the header). */
function rewound(
  doc: GameDoc,
  request: UndoRequest & { readonly previous: GameState },
  version: number,
  at: number,
): UndoChange {
  const current = doc.engine!;
  const engine: GameState = { ...request.previous, rng: current.rng, seq: current.seq };
  const command: UndoCommand = { type: 'undo', to: request.to, kind: request.kind, rng: current.rng, seq: current.seq };
  const { previous: _previous, ...kept } = request;
  const count = kept.commands.length + kept.more;
  const approvedBy = kept.approved.map((s) => nameOf(doc, s));
  const text =
    `${nameOf(doc, kept.by)}'s ${kept.kind === 'rewind' ? 'rewind' : 'undo'} ${approvedBy.length > 0 ? `was approved by ${approvedBy.join(', ')}` : 'needed no approval'}: ` +
    `${plural(count)} undone.`;
  // The feed forgets the undone commands' lines (the trail keeps them) and says what happened.
  const feed = appendToFeed(
    (doc.feed ?? []).filter((f) => f.version < kept.to),
    { version: version + 1, at, seat: kept.by, events: [{ type: 'note', text }] },
  );
  const trail = [
    ...(doc.undoTrail ?? []),
    { ...withoutHead(kept), outcome: 'approved' as const, settledAt: at, refusedBy: null },
  ];
  const next: GameDoc = {
    ...doc,
    engine,
    feed,
    asked: recordAsked(doc.asked, version + 1, engine),
    lastCommand: null,
    undoRequest: null,
    undoTrail: trail.slice(-UNDO_TRAIL_LIMIT),
    rewoundAt: at,
  };
  return {
    doc: next,
    entry: { seat: kept.by, command, at, clientCommandId: kept.id },
    side: { index: summariesOf(next, at) },
    result: { kind: 'rewound', before: waitingOn(current) },
  };
}

function withoutHead(r: UndoRequest) {
  const { head: _head, ...rest } = r;
  return rest;
}

export interface AskUndo {
  readonly id: string;
  readonly by: number;
  readonly kind: UndoRequest['kind'];
  readonly to: number;
  readonly at: number;
}

/** A request to undo (or, for the host, rewind) back to before version `ask.to`; settled at once if nobody is asked. */
export function requestUndo(doc: GameDoc, log: readonly LogEntry[], version: number, ask: AskUndo): Outcome {
  const current = doc.engine;
  if (!current || doc.lobby.status !== 'started' || current.phase === 'ended')
    return refuse('The game is not under way.');
  const pending = doc.undoRequest;
  if (pending) {
    // A retry of the same request changes nothing; another one waits until this one is settled.
    if (pending.id === ask.id)
      return { ok: true, change: { doc, entry: null, result: { kind: 'pending', request: pending } } };
    return refuse(`${nameOf(doc, pending.by)}'s request is still waiting: approve or refuse it first.`);
  }
  const entries = effectiveLog(log);
  const index = entries.findIndex((e) => e.version === ask.to && !isUndo(e.command));
  if (index < 0) return refuse('That command is not part of the game any more.');
  if (ask.kind === 'rewind') {
    if (doc.lobby.seats[ask.by]?.userId !== doc.lobby.hostUserId) return refuse('Only the host may rewind the game.');
  } else {
    if (entries[index]!.seat !== ask.by) return refuse('You can undo only back to a command of your own.');
    if (entries.length - index > UNDO_REACH)
      return refuse(`An undo reaches back over the last ${UNDO_REACH} commands.`);
    const last = doc.lastCommand;
    if (index === entries.length - 1 && last?.takeBack && last.version === version && last.seat === ask.by)
      return refuse('Nothing was revealed by that command: take it back at once instead.');
  }
  const plan = planUndo(current, entries, ask.to);
  if ('code' in plan) return { ok: false, error: plan };
  const request = {
    id: ask.id,
    by: ask.by,
    kind: ask.kind,
    to: ask.to,
    at: ask.at,
    head: log.at(-1)?.version ?? 1,
    approvers: approversFor(plan, current, ask.by, ask.kind),
    approved: [],
    commands: plan.undone.slice(0, UNDO_LISTED_LIMIT),
    more: Math.max(0, plan.undone.length - UNDO_LISTED_LIMIT),
  } satisfies UndoRequest;
  if (request.approvers.length === 0)
    return { ok: true, change: rewound(doc, { ...request, previous: plan.previous }, version, ask.at) };
  const next: GameDoc = { ...doc, undoRequest: request, asked: recordAsked(doc.asked, version + 1, current) };
  return { ok: true, change: { doc: next, entry: null, result: { kind: 'pending', request } } };
}

/** The pending request `id`, if the game has not moved on since it was asked. */
function pendingRequest(doc: GameDoc, log: readonly LogEntry[], id: string): UndoRequest | UndoRefusal {
  const pending = doc.undoRequest;
  if (!pending || pending.id !== id)
    return { code: 'undo/lapsed', message: 'That request was settled or lapsed: the game moved on.' };
  if ((log.at(-1)?.version ?? 1) !== pending.head)
    return { code: 'undo/lapsed', message: 'The game moved on since the request: it lapsed.' };
  return pending;
}

/** `seat` approves request `id`; the last approval rewinds the game (replayed again, checked again). */
export function approveUndo(
  doc: GameDoc,
  log: readonly LogEntry[],
  version: number,
  a: { readonly id: string; readonly seat: number; readonly at: number },
): Outcome {
  const pending = pendingRequest(doc, log, a.id);
  if ('code' in pending) return { ok: false, error: pending };
  if (!pending.approvers.includes(a.seat)) return refuse('You are not asked to approve this request.');
  const approved = pending.approved.includes(a.seat) ? pending.approved : [...pending.approved, a.seat];
  const request = { ...pending, approved };
  if (!pending.approvers.every((s) => approved.includes(s))) {
    const next: GameDoc = { ...doc, undoRequest: request, asked: recordAsked(doc.asked, version + 1, doc.engine!) };
    return { ok: true, change: { doc: next, entry: null, result: { kind: 'pending', request } } };
  }
  const plan = planUndo(doc.engine!, effectiveLog(log), pending.to);
  if ('code' in plan) return { ok: false, error: plan };
  return { ok: true, change: rewound(doc, { ...request, previous: plan.previous }, version, a.at) };
}

/** `seat` (asked, or the asker withdrawing) refuses request `id`: nothing in the game changes; the trail records it. */
export function refuseUndo(
  doc: GameDoc,
  log: readonly LogEntry[],
  version: number,
  r: { readonly id: string; readonly seat: number; readonly at: number },
): Outcome {
  const pending = pendingRequest(doc, log, r.id);
  if ('code' in pending) return { ok: false, error: pending };
  if (!pending.approvers.includes(r.seat) && pending.by !== r.seat)
    return refuse('You are not asked about this request.');
  const text =
    r.seat === pending.by
      ? `${nameOf(doc, r.seat)} withdrew their request to undo.`
      : `${nameOf(doc, r.seat)} refused ${nameOf(doc, pending.by)}'s request to ${pending.kind === 'rewind' ? 'rewind' : 'undo'}.`;
  const trail = [
    ...(doc.undoTrail ?? []),
    { ...withoutHead(pending), outcome: 'refused' as const, settledAt: r.at, refusedBy: r.seat },
  ];
  const next: GameDoc = {
    ...doc,
    undoRequest: null,
    undoTrail: trail.slice(-UNDO_TRAIL_LIMIT),
    feed: appendToFeed(doc.feed, { version: version + 1, at: r.at, seat: r.seat, events: [{ type: 'note', text }] }),
    asked: recordAsked(doc.asked, version + 1, doc.engine!),
  };
  return { ok: true, change: { doc: next, entry: null, result: { kind: 'refused', request: pending } } };
}
