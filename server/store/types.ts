// The one store interface every backend implements (embedded file, Redis over TCP, Upstash REST).
// Games are versioned documents saved by compare-and-set; everything else is small JSON records. What must change
// together with a game (who may see it, its line in each member's list of games, its invite link) is written in the
// same atomic step as the game document, so no failure or race can leave them disagreeing.

/** One accepted command in a game's log; replaying the log from the game's creation reproduces its state. */
export interface LogEntry {
  /** Version of the game document this command produced (the first command produces version 2). */
  readonly version: number;
  readonly seat: number;
  readonly command: unknown;
  /** Milliseconds since epoch when the server accepted it; also handed to the engine. */
  readonly at: number;
  /** Chosen by the client; unique per game and seat (another seat's id never makes yours a duplicate). */
  readonly clientCommandId: string;
}

/** Which command a client means: its client command id counts within one game and one seat. */
export interface CommandKey {
  readonly seat: number;
  readonly clientCommandId: string;
}

/** A game as stored: the lobby/settings part and the engine state, saved together at one version. */
export interface GameRecord<Doc = unknown> {
  readonly id: string;
  readonly version: number;
  readonly doc: Doc;
}

/** A fixed-window counter bumped in the same round trip as a load (rate limits). */
export interface CounterHit {
  readonly key: string;
  readonly windowSeconds: number;
}

export interface LoadedForCommand<Doc = unknown> {
  readonly game: GameRecord<Doc>;
  /**
   * Log entries of earlier commands with this client command id, one per seat that used it (usually none). The
   * caller knows the sender's seat only once it has read the document, so the store returns them all.
   */
  readonly applied: readonly LogEntry[];
  /** The counter's value after this hit, when a counter was given. */
  readonly hits: number | null;
}

/**
 * Writes that belong to a game and are made in the same atomic step as its document (creation or commit):
 * - `access`: who may poll the game's version without loading it (kept in the game record itself);
 * - `index`: each user's line for this game in their list of games (a summary), or null to take the game out of
 *   that user's list;
 * - `records`: small records set (a value) or deleted (null), e.g. an invite link.
 */
export interface GameSideWrites {
  readonly access?: unknown;
  readonly index?: Readonly<Record<string, unknown>>;
  readonly records?: Readonly<Record<string, unknown>>;
}

export interface GameAccess {
  readonly version: number;
  /** null for games saved before access records were kept with the game. */
  readonly access: unknown;
}

export type CommitOutcome =
  | { readonly kind: 'committed'; readonly version: number }
  /** Someone saved first: the caller reloads and re-applies to the fresh state. `currentVersion` 0: no such game. */
  | { readonly kind: 'conflict'; readonly currentVersion: number }
  /** This command key was already applied: here is the log entry it produced (idempotent retry). */
  | { readonly kind: 'duplicate'; readonly entry: LogEntry };

export interface GameStore {
  /** Creates a game at version 1 with its side writes, all or nothing; returns false (writing nothing) if the id exists. */
  createGame(id: string, doc: unknown, side?: GameSideWrites): Promise<boolean>;
  /**
   * The game as stored. Its document is deeply frozen and may be the very object an earlier load or save of the same
   * text handed out (doc-cache.ts): build a changed copy, never change it.
   */
  loadGame(id: string): Promise<GameRecord | null>;
  /**
   * The game plus the log entries earlier commands with this client command id produced — in one round trip, so a
   * retried command is answered as a duplicate before it is re-validated against a state that has moved on. `hit`,
   * when given, is bumped in the same round trip (the submitting user's rate limit).
   */
  loadGameForCommand(id: string, clientCommandId: string, hit?: CounterHit): Promise<LoadedForCommand | null>;
  /**
   * Atomically: if the stored version equals `expectedVersion` and the entry's command key (seat + client command
   * id) was never applied, store `doc` at `expectedVersion + 1`, append `entry` to the log, remember the key and make
   * the side writes. With `entry === null` the doc is saved without a log entry (lobby edits, settings).
   * The stored entry's `version` is always `expectedVersion + 1`, whatever the caller put there. Once committed,
   * `doc` is deeply frozen: the store keeps it for the next load of the same text (doc-cache.ts).
   * Throws StoreUnavailableError when storage cannot be reached; a commit is never half-applied.
   */
  commit(
    id: string,
    expectedVersion: number,
    doc: unknown,
    entry: LogEntry | null,
    side?: GameSideWrites,
  ): Promise<CommitOutcome>;
  /** The game's log entries in order (from index `from`, 0-based). */
  readLog(id: string, from?: number): Promise<LogEntry[]>;
  /** Cheap check for pages that poll: the current version or null. */
  gameVersion(id: string): Promise<number | null>;
  /** The version and the access record together (one round trip), or null when there is no such game. */
  gameAccess(id: string): Promise<GameAccess | null>;
  /** Sets the access record of a game that has none (older games); never replaces one a commit wrote. */
  fillGameAccess(id: string, access: unknown): Promise<void>;

  /** A user's list of games: game id -> the summary the last change of that game wrote. */
  readIndex(userId: string): Promise<Record<string, unknown>>;
  /** Adds entries the index does not have yet (filling in older games); never replaces one a commit wrote. */
  fillIndex(userId: string, entries: Readonly<Record<string, unknown>>): Promise<void>;

  /**
   * Bumps the fixed-window counter `key` and returns its value in the current window: the first hit of a window
   * returns 1 and the count is forgotten `windowSeconds` after that first hit.
   */
  hit(key: string, windowSeconds: number): Promise<number>;

  /** Small JSON records (users, invites, settings, push subscriptions, reminder marks). */
  getRecord<T = unknown>(key: string): Promise<T | null>;
  setRecord(key: string, value: unknown, options?: { ttlSeconds?: number }): Promise<void>;
  /** Sets only if absent; returns true when this call set it (used for once-only marks and locks). */
  setRecordIfAbsent(key: string, value: unknown, options?: { ttlSeconds?: number }): Promise<boolean>;
  deleteRecord(key: string): Promise<void>;
  /** Unordered string sets (games with pending reminders; the lists of games kept before the index). */
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

/** The embedded data file is held by another running process (it would overwrite that process's writes). */
export class StoreLockedError extends StoreUnavailableError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StoreLockedError';
  }
}

/** Seats a game can have (TI4 seats at most 8 players): the load looks a client command id up under each. */
export const MAX_SEATS = 8;

/** The field a command key is remembered under: per seat, so seats cannot collide. */
export const commandField = (key: CommandKey): string => `${key.seat}:${key.clientCommandId}`;
