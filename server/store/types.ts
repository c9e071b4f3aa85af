// The one store interface every backend implements (embedded file, Redis over TCP, Upstash REST).
// Games are versioned documents saved by compare-and-set; everything else is small JSON records.

/** One accepted command in a game's log; replaying the log from the game's creation reproduces its state. */
export interface LogEntry {
  /** Version of the game document this command produced (the first command produces version 2). */
  readonly version: number;
  readonly seat: number;
  readonly command: unknown;
  /** Milliseconds since epoch when the server accepted it; also handed to the engine. */
  readonly at: number;
  readonly clientCommandId: string;
}

/** A game as stored: the lobby/settings part and the engine state, saved together at one version. */
export interface GameRecord<Doc = unknown> {
  readonly id: string;
  readonly version: number;
  readonly doc: Doc;
}

export interface LoadedForCommand<Doc = unknown> {
  readonly game: GameRecord<Doc>;
  /** The log entry of an earlier, identical client command id; null when the id is new to this game. */
  readonly applied: LogEntry | null;
}

export type CommitOutcome =
  | { readonly kind: 'committed'; readonly version: number }
  /** Someone saved first: the caller reloads and re-applies to the fresh state. `currentVersion` 0: no such game. */
  | { readonly kind: 'conflict'; readonly currentVersion: number }
  /** This client command id was already applied: here is the log entry it produced (idempotent retry). */
  | { readonly kind: 'duplicate'; readonly entry: LogEntry };

export interface GameStore {
  /** Creates a game at version 1; fails (returns false) if the id exists. */
  createGame(id: string, doc: unknown): Promise<boolean>;
  loadGame(id: string): Promise<GameRecord | null>;
  /**
   * The game plus, when `clientCommandId` was already applied, the log entry it produced — in one round trip, so a
   * retried command is answered as a duplicate before it is re-validated against a state that has moved on.
   * All three backends implement it; it is optional only so that small test fakes need not (runCommand then falls
   * back to loadGame and relies on commit's duplicate check).
   */
  loadGameForCommand?(id: string, clientCommandId: string): Promise<LoadedForCommand | null>;
  /**
   * Atomically: if the stored version equals `expectedVersion` and `entry.clientCommandId` was never applied,
   * store `doc` at `expectedVersion + 1`, append `entry` to the log and remember the client command id.
   * With `entry === null` the doc is saved without a log entry (lobby edits, settings).
   * The stored entry's `version` is always `expectedVersion + 1`, whatever the caller put there.
   * Throws StoreUnavailableError when storage cannot be reached; a commit is never half-applied.
   */
  commit(id: string, expectedVersion: number, doc: unknown, entry: LogEntry | null): Promise<CommitOutcome>;
  /** The game's log entries in order (from index `from`, 0-based). */
  readLog(id: string, from?: number): Promise<LogEntry[]>;
  /** Cheap check for pages that poll: the current version or null. */
  gameVersion(id: string): Promise<number | null>;

  /** Small JSON records (users, invites, settings, push subscriptions, reminder marks). */
  getRecord<T = unknown>(key: string): Promise<T | null>;
  setRecord(key: string, value: unknown, options?: { ttlSeconds?: number }): Promise<void>;
  /** Sets only if absent; returns true when this call set it (used for once-only marks and locks). */
  setRecordIfAbsent(key: string, value: unknown, options?: { ttlSeconds?: number }): Promise<boolean>;
  deleteRecord(key: string): Promise<void>;
  /** Unordered string sets (a user's games, games with pending reminders). */
  addToSet(key: string, member: string): Promise<void>;
  removeFromSet(key: string, member: string): Promise<void>;
  setMembers(key: string): Promise<string[]>;

  close(): Promise<void>;
}

export class StoreUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StoreUnavailableError';
  }
}
