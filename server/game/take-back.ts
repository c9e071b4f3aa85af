// Fixing a misclick (issue 16, "undo" at once): a player may take back their own last command straight away when it
// revealed nothing and changed nobody else's situation — no die rolled and no card drawn (the seeded generator and
// the decks are as they were), nothing shown to anyone (no private event), no other player's holdings changed, and
// nobody else asked anything new — and nobody has acted since (it is the game's newest version). Anything else needs the other players' consent
// (server/game/undo.ts).
//
// The rules engine knows nothing of this: the game is rebuilt without the command by replaying the log (the seed is
// in the state, time in each entry), and the store's log keeps both the command and a `take-back` entry naming it,
// so the log stays append-only and every replay (history, export) skips what was taken back.
import { waitingOn } from '@/engine/index';
import type { GameEvent, GameState } from '@/engine/index';
import { recordAsked } from './asked';
import { appendToFeed } from './feed';
import { effectiveLog, replayEntries, type TakeBackCommand } from './history';
export type { TakeBackCommand } from './history';
import type { ApplyOutcome, CommandInput } from './command-service';
import { parseGameDoc } from '@/server/lobby/doc';
import type { GameDoc } from '@/server/lobby/doc';
import type { LogEntry } from '@/server/store/types';

/** JSON with object keys sorted: two states are the same whatever order their keys were written in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)),
        )
      : v,
  );
}

/**
 * Whether two states (or parts) hold the same data. Quick answers first: the engine shares every part a command did
 * not touch with the state before it (the same object), and a part it copied but did not change has the same JSON
 * text with its keys in the same order; only a text that differs needs the key order settled.
 */
export const same = (a: unknown, b: unknown) =>
  a === b || JSON.stringify(a) === JSON.stringify(b) || canonical(a) === canonical(b);

/**
 * Whether `seat`'s command, which turned `before` into `after` with `events`, may be taken back at once. Judged when
 * the command is applied (both states are at hand then) and kept with the game (GameDoc.lastCommand).
 */
export function revealsNothing(
  before: GameState,
  after: GameState,
  events: readonly GameEvent[],
  seat: number,
): boolean {
  if (after.phase === 'ended') return false;
  // Dice and shuffles draw from the seeded generator; a drawn or looked-at card leaves a deck.
  if (!same(before.rng, after.rng) || !same(before.decks, after.decks)) return false;
  // Anything shown to one seat only is an event marked for it.
  if (events.some((e) => (e as { privateTo?: unknown }).privateTo !== undefined)) return false;
  // Nobody else's holdings changed, and nobody else is asked anything.
  if (before.players.some((p, i) => i !== seat && !same(p, after.players[i]))) return false;
  // Nobody else is asked anything new: the others waited on still answer the same decision as before (a decision
  // that all seats answer at once), or nobody else is waited on.
  const waiting = waitingOn(after);
  const stillAsked = new Set(topDecision(before) === topDecision(after) ? waitingOn(before) : []);
  return waiting.length > 0 && waiting.every((s) => s === seat || stillAsked.has(s));
}

/** The id of the decision on top of the stack (null when none waits). */
function topDecision(state: GameState): number | null {
  const top = state.stack[state.stack.length - 1];
  return top?.frame === 'decision' ? top.id : null;
}

/** Why a take-back is refused: always a game that moved on or a command that cannot be taken back. */
export interface TakeBackRefusal {
  readonly code: 'take-back/not-allowed' | 'take-back/not-rebuilt';
  readonly message: string;
}

export interface TakenBack {
  readonly doc: GameDoc;
  readonly before: number[];
}

/** The game without `entries`' last command, rebuilt from its configuration; null when replay disagrees. */
function rebuildWithoutLast(current: GameState, entries: readonly LogEntry[]): GameState | null {
  const r = replayEntries(current, entries);
  // The replay must reproduce the stored game exactly, or the earlier state is not the one the players saw.
  return 'broken' in r || !same(r.state, current) ? null : r.previous;
}

/**
 * runCommand's apply function for a take-back (pure given the log read before it). `input.seat` takes back the
 * command that produced version `stored.version`.
 */
export function takeBackFromDoc(log: readonly LogEntry[]) {
  return (
    stored: GameDoc,
    input: CommandInput<TakeBackCommand>,
    at: { readonly version: number },
  ): ApplyOutcome<GameDoc, TakenBack, TakeBackRefusal> => {
    const doc = parseGameDoc(stored);
    const last = doc.lastCommand;
    const refuse = (message: string): { ok: false; error: TakeBackRefusal } => ({
      ok: false,
      error: { code: 'take-back/not-allowed', message },
    });
    if (!doc.engine || doc.lobby.status !== 'started') return refuse('The game is not under way.');
    if (!last || last.version !== at.version || last.seat !== input.seat)
      return refuse('Only your own command, while nobody has acted since, can be taken back.');
    if (!last.takeBack)
      return refuse('That command rolled dice, drew or showed a card, or asked another player: it stands.');
    const entries = effectiveLog(log);
    if (entries.at(-1)?.version !== at.version) return refuse('The game moved on.');
    const previous = rebuildWithoutLast(doc.engine, entries);
    if (!previous)
      return { ok: false, error: { code: 'take-back/not-rebuilt', message: 'This game cannot be rebuilt here.' } };
    const name = doc.lobby.seats[input.seat]?.name ?? `Seat ${input.seat + 1}`;
    const feed = appendToFeed(doc.feed, {
      version: at.version + 1,
      at: input.at,
      seat: input.seat,
      events: [{ type: 'note', text: `${name} took back their last command.` }],
    });
    const next: GameDoc = {
      ...doc,
      engine: previous,
      feed,
      asked: recordAsked(doc.asked, at.version + 1, previous),
      lastCommand: null,
      // The game moved: a pending undo request lapses (server/game/undo.ts).
      undoRequest: null,
    };
    return { ok: true, doc: next, result: { doc: next, before: waitingOn(doc.engine) } };
  };
}
