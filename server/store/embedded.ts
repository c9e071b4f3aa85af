// The embedded GameStore (no Redis configured): state in memory, persisted to one local JSON file.
//
// For ONE process only (local development, a self-hosted single instance): two processes on one file would each
// overwrite the other's writes, so the store takes an exclusive lock on the file when first used (embedded-lock.ts)
// and a second process is refused. Run Redis or Upstash for anything with more than one server process.
// Rate-limit counters live in memory only (a restart forgets them).
//
// Writes are serialised through one queue. Mutations that arrive while a write is in flight are applied together to a
// draft laid over the durable state and saved with one atomic file replacement (embedded-file.ts); only when that
// succeeds does the draft become the state and do their promises resolve. If the write fails, every mutation of the
// batch rejects with StoreUnavailableError and nothing of it is visible: no partial writes. Reads see durable state.
import path from 'node:path';
import { DocCache } from './doc-cache';
import { toJson } from './redis-store';
import { readStateFile, serializeState, writeFileAtomic } from './embedded-file';
import type { GameEntry, RecordEntry, StateView, StoreState } from './embedded-file';
import { lockDataFile } from './embedded-lock';
import type { DataFileLock } from './embedded-lock';
import { commandField, MAX_SEATS, StoreLockedError, StoreUnavailableError } from './types';
import type {
  CommitOutcome,
  CounterHit,
  GameAccess,
  GameRecord,
  GameSideWrites,
  GameStore,
  LoadedForCommand,
  LogEntry,
} from './types';

export const DEFAULT_DATA_FILE = '.data/mecatol.json';

export interface EmbeddedOptions {
  /** Path of the data file (created on first write). */
  readonly file: string;
  /** Flush each write to disk before renaming it into place. Default true. */
  readonly fsync?: boolean;
  /** Clock for record expiry; tests may replace it. */
  readonly now?: () => number;
}

/** A batch's changes over the durable state; `null` marks a deleted record or emptied set. */
class Draft implements StateView {
  readonly gameChanges = new Map<string, GameEntry>();
  readonly recordChanges = new Map<string, RecordEntry | null>();
  readonly setChanges = new Map<string, ReadonlySet<string> | null>();
  readonly indexChanges = new Map<string, ReadonlyMap<string, string>>();

  constructor(private readonly base: StoreState) {}

  get changed(): boolean {
    return this.gameChanges.size + this.recordChanges.size + this.setChanges.size + this.indexChanges.size > 0;
  }

  game(id: string): GameEntry | undefined {
    return this.gameChanges.get(id) ?? this.base.games.get(id);
  }

  record(key: string): RecordEntry | null | undefined {
    return this.recordChanges.has(key) ? this.recordChanges.get(key) : this.base.records.get(key);
  }

  set(key: string): ReadonlySet<string> | undefined {
    return (this.setChanges.has(key) ? this.setChanges.get(key) : this.base.sets.get(key)) ?? undefined;
  }

  index(userId: string): ReadonlyMap<string, string> | undefined {
    return this.indexChanges.get(userId) ?? this.base.indexes.get(userId);
  }

  /** The creation's or commit's writes beside the game document (the game entry itself carries `access`). */
  writeSide(gameId: string, side: EncodedSide): void {
    for (const [userId, summary] of side.index) {
      const entries = new Map(this.index(userId));
      if (summary === null) entries.delete(gameId);
      else entries.set(gameId, summary);
      this.indexChanges.set(userId, entries);
    }
    for (const [key, record] of side.records) {
      this.recordChanges.set(key, record === null ? null : { json: record, expiresAt: null });
    }
  }

  *games(): Iterable<[string, GameEntry]> {
    for (const [id, game] of this.base.games) yield [id, this.gameChanges.get(id) ?? game];
    for (const [id, game] of this.gameChanges) if (!this.base.games.has(id)) yield [id, game];
  }

  *records(): Iterable<[string, RecordEntry]> {
    yield* overlay(this.base.records, this.recordChanges);
  }

  *sets(): Iterable<[string, ReadonlySet<string>]> {
    yield* overlay(this.base.sets, this.setChanges);
  }

  *indexes(): Iterable<[string, ReadonlyMap<string, string>]> {
    yield* overlay(this.base.indexes, this.indexChanges);
  }

  /** Makes the draft durable state (and forgets expired records); called only after the file write succeeded. */
  applyTo(state: StoreState, now: number): void {
    for (const [key, record] of state.records) {
      if (record.expiresAt !== null && record.expiresAt <= now) state.records.delete(key);
    }
    for (const [id, game] of this.gameChanges) state.games.set(id, game);
    for (const [key, record] of this.recordChanges) {
      if (record) state.records.set(key, record);
      else state.records.delete(key);
    }
    for (const [key, members] of this.setChanges) {
      if (members) state.sets.set(key, members);
      else state.sets.delete(key);
    }
    for (const [userId, entries] of this.indexChanges) state.indexes.set(userId, entries);
  }
}

/** Side writes as JSON text, checked before the mutation runs (toJson throws on what JSON cannot hold). */
interface EncodedSide {
  readonly access: string | null;
  readonly index: [string, string | null][];
  readonly records: [string, string | null][];
}

function encodeSide(side: GameSideWrites | undefined): EncodedSide {
  const encode = (value: unknown) => (value === null ? null : toJson(value));
  return {
    access: side?.access === undefined ? null : toJson(side.access),
    index: Object.entries(side?.index ?? {}).map(([userId, summary]) => [userId, encode(summary)]),
    records: Object.entries(side?.records ?? {}).map(([key, record]) => [key, encode(record)]),
  };
}

function* overlay<V>(base: ReadonlyMap<string, V>, changes: ReadonlyMap<string, V | null>): Iterable<[string, V]> {
  for (const [key, value] of base) {
    const current = changes.has(key) ? changes.get(key) : value;
    if (current) yield [key, current];
  }
  for (const [key, value] of changes) if (value && !base.has(key)) yield [key, value];
}

interface Pending {
  run(draft: Draft): unknown;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

export class EmbeddedGameStore implements GameStore {
  private readonly file: string;
  private readonly fsync: boolean;
  private readonly now: () => number;
  private state: StoreState | null = null;
  private loading: Promise<StoreState> | null = null;
  private pending: Pending[] = [];
  private lock: DataFileLock | null = null;
  private readonly hits = new Map<string, { count: number; resetAt: number }>();
  private flushing: Promise<void> | null = null;
  private closed = false;
  /** The document each game's last load or save here held, kept with its text (doc-cache.ts). */
  private readonly docs = new DocCache();

  constructor(options: EmbeddedOptions) {
    this.file = path.resolve(options.file);
    this.fsync = options.fsync ?? true;
    this.now = options.now ?? Date.now;
  }

  async createGame(id: string, doc: unknown, side?: GameSideWrites): Promise<boolean> {
    const json = toJson(doc);
    const encoded = encodeSide(side);
    return this.mutate((draft) => {
      if (draft.game(id)) return false;
      draft.gameChanges.set(id, { version: 1, doc: json, log: [], commandIds: new Map(), access: encoded.access });
      draft.writeSide(id, encoded);
      return true;
    });
  }

  async loadGame(id: string): Promise<GameRecord | null> {
    const game = (await this.durable()).games.get(id);
    return game ? { id, version: game.version, doc: this.docs.parse(id, game.doc) } : null;
  }

  async loadGameForCommand(id: string, clientCommandId: string, hit?: CounterHit): Promise<LoadedForCommand | null> {
    const game = (await this.durable()).games.get(id);
    const hits = hit ? await this.hit(hit.key, hit.windowSeconds) : null;
    if (!game) return null;
    const applied: LogEntry[] = [];
    for (let seat = 0; seat < MAX_SEATS; seat += 1) {
      const entry = appliedEntry(game, commandField({ seat, clientCommandId }));
      if (entry) applied.push(entry);
    }
    return { game: { id, version: game.version, doc: this.docs.parse(id, game.doc) }, applied, hits };
  }

  async commit(
    id: string,
    expectedVersion: number,
    doc: unknown,
    entry: LogEntry | null,
    side?: GameSideWrites,
  ): Promise<CommitOutcome> {
    const json = toJson(doc);
    const entryJson = entry === null ? null : toJson({ ...entry, version: expectedVersion + 1 });
    const field = entry === null ? '' : commandField(entry);
    const encoded = encodeSide(side);
    const outcome = await this.mutate((draft): CommitOutcome => {
      const game = draft.game(id);
      if (!game) return { kind: 'conflict', currentVersion: 0 };
      const applied = appliedEntry(game, field);
      if (applied) return { kind: 'duplicate', entry: applied };
      if (game.version !== expectedVersion) return { kind: 'conflict', currentVersion: game.version };
      let { log, commandIds } = game;
      if (entryJson !== null) {
        log = [...log, entryJson];
        if (field !== '') commandIds = new Map(commandIds).set(field, log.length - 1);
      }
      const access = encoded.access ?? game.access;
      draft.gameChanges.set(id, { version: expectedVersion + 1, doc: json, log, commandIds, access });
      draft.writeSide(id, encoded);
      return { kind: 'committed', version: expectedVersion + 1 };
    });
    if (outcome.kind === 'committed') this.docs.remember(id, json, doc);
    return outcome;
  }

  async readLog(id: string, from = 0): Promise<LogEntry[]> {
    const game = (await this.durable()).games.get(id);
    return game ? game.log.slice(from).map((entry) => JSON.parse(entry) as LogEntry) : [];
  }

  async gameVersion(id: string): Promise<number | null> {
    return (await this.durable()).games.get(id)?.version ?? null;
  }

  async gameAccess(id: string): Promise<GameAccess | null> {
    const game = (await this.durable()).games.get(id);
    if (!game) return null;
    return { version: game.version, access: game.access === null ? null : JSON.parse(game.access) };
  }

  async fillGameAccess(id: string, access: unknown): Promise<void> {
    const json = toJson(access);
    await this.mutate((draft) => {
      const game = draft.game(id);
      if (game && game.access === null) draft.gameChanges.set(id, { ...game, access: json });
    });
  }

  async readIndex(userId: string): Promise<Record<string, unknown>> {
    const entries = (await this.durable()).indexes.get(userId);
    const index: Record<string, unknown> = {};
    for (const [gameId, summary] of entries ?? []) index[gameId] = JSON.parse(summary);
    return index;
  }

  async fillIndex(userId: string, entries: Readonly<Record<string, unknown>>): Promise<void> {
    const encoded = Object.entries(entries).map(([gameId, summary]) => [gameId, toJson(summary)] as const);
    if (encoded.length === 0) return;
    await this.mutate((draft) => {
      const current = draft.index(userId);
      const missing = encoded.filter(([gameId]) => !current?.has(gameId));
      if (missing.length > 0) draft.indexChanges.set(userId, new Map([...(current ?? []), ...missing]));
    });
  }

  async hit(key: string, windowSeconds: number): Promise<number> {
    if (!Number.isInteger(windowSeconds) || windowSeconds <= 0) {
      throw new RangeError(`a window must be whole seconds, got ${windowSeconds}`);
    }
    await this.durable();
    const now = this.now();
    const counter = this.hits.get(key);
    if (!counter || counter.resetAt <= now) {
      // Forget finished windows now and then, so counters of one-off keys do not pile up.
      if (this.hits.size > 10_000) for (const [k, c] of this.hits) if (c.resetAt <= now) this.hits.delete(k);
      this.hits.set(key, { count: 1, resetAt: now + windowSeconds * 1000 });
      return 1;
    }
    counter.count += 1;
    return counter.count;
  }

  /** Takes the lock and reads the data file now rather than on first use (a server checks this at start). */
  async open(): Promise<void> {
    await this.durable();
  }

  async getRecord<T = unknown>(key: string): Promise<T | null> {
    const record = (await this.durable()).records.get(key);
    return record && this.live(record) ? (JSON.parse(record.json) as T) : null;
  }

  async setRecord(key: string, value: unknown, options?: { ttlSeconds?: number }): Promise<void> {
    const record = this.newRecord(value, options);
    await this.mutate((draft) => draft.recordChanges.set(key, record));
  }

  async setRecordIfAbsent(key: string, value: unknown, options?: { ttlSeconds?: number }): Promise<boolean> {
    const record = this.newRecord(value, options);
    return this.mutate((draft) => {
      const current = draft.record(key);
      if (current && this.live(current)) return false;
      draft.recordChanges.set(key, record);
      return true;
    });
  }

  async deleteRecord(key: string): Promise<void> {
    await this.mutate((draft) => {
      if (draft.record(key)) draft.recordChanges.set(key, null);
    });
  }

  async addToSet(key: string, member: string): Promise<void> {
    await this.mutate((draft) => {
      const members = draft.set(key);
      if (!members?.has(member)) draft.setChanges.set(key, new Set(members).add(member));
    });
  }

  async removeFromSet(key: string, member: string): Promise<void> {
    await this.mutate((draft) => {
      const members = draft.set(key);
      if (!members?.has(member)) return;
      const rest = new Set(members);
      rest.delete(member);
      draft.setChanges.set(key, rest.size > 0 ? rest : null);
    });
  }

  async setMembers(key: string): Promise<string[]> {
    return [...((await this.durable()).sets.get(key) ?? [])];
  }

  /** Waits for queued writes, then refuses further use and gives up the lock on the data file. */
  async close(): Promise<void> {
    while (this.flushing) await this.flushing;
    this.closed = true;
    await this.loading?.catch(() => null);
    await this.lock?.release();
    this.lock = null;
  }

  private live(record: RecordEntry): boolean {
    return record.expiresAt === null || record.expiresAt > this.now();
  }

  private newRecord(value: unknown, options?: { ttlSeconds?: number }): RecordEntry {
    const ttl = options?.ttlSeconds;
    if (ttl !== undefined && (!Number.isInteger(ttl) || ttl <= 0)) {
      throw new RangeError(`ttlSeconds must be a positive integer, got ${ttl}`);
    }
    return { json: toJson(value), expiresAt: ttl === undefined ? null : this.now() + ttl * 1000 };
  }

  private async durable(): Promise<StoreState> {
    if (this.closed) throw new StoreUnavailableError(`The embedded store (${this.file}) was closed`);
    if (this.state) return this.state;
    this.loading ??= this.lockAndRead().then(
      (state) => (this.state = state),
      (error: unknown) => {
        this.loading = null; // try again on the next call: the file may be fixed (or the other process gone) by then
        if (error instanceof StoreLockedError) throw error;
        throw new StoreUnavailableError(
          `Cannot read the embedded store file ${this.file}: ${error instanceof Error ? error.message : String(error)}` +
            ' (fix or move the file, or set MECATOL_DATA_FILE)',
          { cause: error },
        );
      },
    );
    return this.loading;
  }

  private async lockAndRead(): Promise<StoreState> {
    this.lock ??= await lockDataFile(this.file);
    return readStateFile(this.file);
  }

  private mutate<T>(run: (draft: Draft) => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.pending.push({ run, resolve: resolve as (value: unknown) => void, reject });
      this.kick();
    });
  }

  private kick(): void {
    if (this.flushing) return;
    this.flushing = this.flush().finally(() => {
      this.flushing = null;
      if (this.pending.length > 0) this.kick();
    });
  }

  private async flush(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0);
      let state: StoreState;
      try {
        state = await this.durable();
      } catch (error) {
        for (const item of batch) item.reject(error);
        continue;
      }
      const draft = new Draft(state);
      const done: { item: Pending; value: unknown }[] = [];
      for (const item of batch) {
        // Each mutation checks before it changes the draft, so one that throws (a bug) leaves no trace.
        try {
          done.push({ item, value: item.run(draft) });
        } catch (error) {
          item.reject(error);
        }
      }
      if (draft.changed) {
        const now = this.now();
        try {
          this.lock?.verify();
          await writeFileAtomic(this.file, serializeState(draft, now), { fsync: this.fsync });
        } catch (error) {
          const failure =
            error instanceof StoreLockedError
              ? error
              : new StoreUnavailableError(
                  `Cannot write the embedded store file ${this.file}: ${error instanceof Error ? error.message : String(error)}`,
                  { cause: error },
                );
          for (const { item } of done) item.reject(failure);
          continue;
        }
        draft.applyTo(state, now);
      }
      for (const { item, value } of done) item.resolve(value);
    }
  }
}

function appliedEntry(game: GameEntry, field: string): LogEntry | null {
  if (field === '') return null;
  const index = game.commandIds.get(field);
  const entry = index === undefined ? undefined : game.log[index];
  return entry === undefined ? null : (JSON.parse(entry) as LogEntry);
}

export function createEmbeddedStore(options: Partial<EmbeddedOptions> = {}): EmbeddedGameStore {
  return new EmbeddedGameStore({ ...options, file: options.file ?? DEFAULT_DATA_FILE });
}
