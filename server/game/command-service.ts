// Runs one player command against a stored game: load -> apply (pure) -> compare-and-set, retried on conflict.
//
// Guarantees, whatever the backend:
// - A command is applied at most once per game, seat and client command id. A retry of one that was applied answers
//   'duplicate' with the version that command produced (kept in its log entry) — checked when loading, so a retry is
//   never re-validated against a state that has moved on, and again inside the atomic commit. Another seat's id
//   never makes a command a duplicate.
// - On a conflict (someone saved first) the command is applied again to the fresh state, so it is re-validated: a
//   command that became illegal is refused, never applied on top of a state it was not checked against.
// - With `expectedVersion` (the version the client looked at), a game that moved past it answers 'stale', unless
//   `reapplyWhenMoved`: then the command is applied to the fresh state and accepted when the engine still finds it
//   legal (the caller's apply function asks the engine whether it still answers the decision the client saw); a
//   refusal on a state the client never saw is 'stale' too, since the choice may have changed meaning.
// - After `maxRetries` conflicts the caller gets 'busy' (ask the player to try again); nothing is dropped silently.
// - Happy path: one load and one compare-and-set; the first load may be made by the caller (`loaded`).
// - Within one process, commands for one game take turns (`inTurn`), so they do not race each other's
//   compare-and-set; between processes the compare-and-set alone decides, as above.
import type { GameSideWrites, GameStore, LoadedForCommand, LogEntry } from '@/server/store/types';

export interface CommandInput<C = unknown> {
  readonly seat: number;
  readonly command: C;
  /** Chosen by the client once per intended command and reused on every retry of it. */
  readonly clientCommandId: string;
  /** Milliseconds since epoch at which the server accepted the command; handed to the engine. */
  readonly at: number;
}

export type ApplyOutcome<Doc, R, E> =
  | {
      readonly ok: true;
      readonly doc: Doc;
      readonly result: R;
      /** Written in the same compare-and-set as the doc (e.g. the members' lists of games). */
      readonly side?: GameSideWrites;
    }
  | { readonly ok: false; readonly error: E };

/**
 * Must be pure: it may run several times for one command (once per conflict). runCommand passes `stored.version`,
 * the version of the document given; a successful commit saves the result as `stored.version + 1`.
 */
export type ApplyFn<Doc, C, R, E> = (
  doc: Doc,
  input: CommandInput<C>,
  stored: { readonly version: number },
) => ApplyOutcome<Doc, R, E>;

export type RunOutcome<R, E> =
  | { readonly kind: 'applied'; readonly version: number; readonly result: R }
  /** Already applied earlier (a retry): `version` is the version that first application produced. */
  | { readonly kind: 'duplicate'; readonly version: number; readonly entry: LogEntry }
  | { readonly kind: 'rejected'; readonly error: E }
  | { readonly kind: 'not-found' }
  /** The game moved past `expectedVersion` (to `currentVersion`) and the command was not applied; `error`: why not. */
  | { readonly kind: 'stale'; readonly currentVersion: number; readonly error?: E }
  /** Lost the race `attempts` times in a row; nothing was applied. */
  | { readonly kind: 'busy'; readonly attempts: number };

export interface RunOptions {
  /** Conflicts tolerated before answering 'busy'. Default 5. */
  readonly maxRetries?: number;
  /** The version the client last saw. */
  readonly expectedVersion?: number;
  /** When the game moved past `expectedVersion`, apply to the fresh state instead of answering 'stale'. */
  readonly reapplyWhenMoved?: boolean;
  /** The first load, when the caller already made it (it needed the document to find the sender's seat). */
  readonly loaded?: LoadedForCommand;
  /** Pause before retry `attempt` (1-based); default a short random backoff that grows, to spread out racers. */
  readonly backoffMs?: (attempt: number) => number;
}

export const DEFAULT_MAX_RETRIES = 5;

function defaultBackoff(attempt: number): number {
  return Math.random() * Math.min(2 ** attempt, 50);
}

export async function runCommand<Doc, R, E = unknown, C = unknown>(
  store: GameStore,
  gameId: string,
  input: CommandInput<C>,
  applyFn: ApplyFn<Doc, C, R, E>,
  options: RunOptions = {},
): Promise<RunOutcome<R, E>> {
  if (input.clientCommandId === '') throw new TypeError('runCommand needs a non-empty clientCommandId');
  // A load made before waiting for the turn is older than the save that ended the wait: load again.
  return inTurn(store, gameId, (waited) =>
    attempts(store, gameId, input, applyFn, waited ? { ...options, loaded: undefined } : options),
  );
}

/**
 * Commands for one game sent through one store (one server process) take turns: each loads, applies and saves
 * while the next waits, instead of all of them racing to the same compare-and-set and all but one loading, applying
 * and sending the whole document again (every seat answering one decision at once made about 2.4 attempts per
 * command). Only an ordering: the compare-and-set still decides, and still retries against other processes' saves.
 * An apply function or a store must never run a command for the same game through the same store (it would wait
 * for its own turn).
 */
const turns = new WeakMap<GameStore, Map<string, Promise<void>>>();

async function inTurn<T>(store: GameStore, gameId: string, run: (waited: boolean) => Promise<T>): Promise<T> {
  let games = turns.get(store);
  if (!games) turns.set(store, (games = new Map()));
  const before = games.get(gameId);
  let done = () => {};
  const mine = new Promise<void>((resolve) => (done = resolve));
  games.set(gameId, mine);
  try {
    if (before) await before;
    return await run(before !== undefined);
  } finally {
    done();
    if (games.get(gameId) === mine) games.delete(gameId);
  }
}

async function attempts<Doc, R, E, C>(
  store: GameStore,
  gameId: string,
  input: CommandInput<C>,
  applyFn: ApplyFn<Doc, C, R, E>,
  options: RunOptions,
): Promise<RunOutcome<R, E>> {
  const maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES;
  const backoff = options.backoffMs ?? defaultBackoff;
  let preloaded = options.loaded ?? null;

  for (let attempt = 0; ; attempt += 1) {
    const loaded = preloaded ?? (await store.loadGameForCommand(gameId, input.clientCommandId));
    preloaded = null;
    if (!loaded) return { kind: 'not-found' };
    const applied = loaded.applied.find((entry) => entry.seat === input.seat);
    if (applied) return duplicate(applied);
    const { game } = loaded;
    const moved = options.expectedVersion !== undefined && game.version !== options.expectedVersion;
    if (moved && !options.reapplyWhenMoved) return { kind: 'stale', currentVersion: game.version };

    const outcome = applyFn(game.doc as Doc, input, { version: game.version });
    if (!outcome.ok) {
      return moved
        ? { kind: 'stale', currentVersion: game.version, error: outcome.error }
        : { kind: 'rejected', error: outcome.error };
    }

    const entry: LogEntry = {
      version: game.version + 1,
      seat: input.seat,
      command: input.command,
      at: input.at,
      clientCommandId: input.clientCommandId,
    };
    const commit = await store.commit(gameId, game.version, outcome.doc, entry, outcome.side);
    switch (commit.kind) {
      case 'committed':
        return { kind: 'applied', version: commit.version, result: outcome.result };
      case 'duplicate':
        // A concurrent retry of this same command won the race; report what it produced.
        return duplicate(commit.entry);
      case 'conflict':
        if (commit.currentVersion === 0) return { kind: 'not-found' };
        if (attempt >= maxRetries) return { kind: 'busy', attempts: attempt + 1 };
        await sleep(backoff(attempt + 1));
    }
  }
}

function duplicate(entry: LogEntry): { kind: 'duplicate'; version: number; entry: LogEntry } {
  return { kind: 'duplicate', version: entry.version, entry };
}

function sleep(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}
