// The embedded GameStore (no Redis configured): state in memory, persisted to one local JSON file.
//
// For ONE process only (local development, a self-hosted single instance): two processes on one file would each
// overwrite the other's writes. Run Redis or Upstash for anything with more than one server process.
//
// Writes are serialised through one queue. Mutations that arrive while a write is in flight are applied together to a
// draft laid over the durable state and saved with one atomic file replacement (embedded-file.ts); only when that
// succeeds does the draft become the state and do their promises resolve. If the write fails, every mutation of the
// batch rejects with StoreUnavailableError and nothing of it is visible: no partial writes. Reads see durable state.
import path from 'node:path';
import { toJson } from './redis-store';
import { readStateFile, serializeState, writeFileAtomic } from './embedded-file';
import type { GameEntry, RecordEntry, StateView, StoreState } from './embedded-file';
import { StoreUnavailableError } from './types';
import type { CommitOutcome, GameRecord, GameStore, LoadedForCommand, LogEntry } from './types';

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

  constructor(private readonly base: StoreState) {}

  get changed(): boolean {
    return this.gameChanges.size + this.recordChanges.size + this.setChanges.size > 0;
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
  }
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
  private flushing: Promise<void> | null = null;
  private closed = false;

  constructor(options: EmbeddedOptions) {
    this.file = path.resolve(options.file);
    this.fsync = options.fsync ?? true;
    this.now = options.now ?? Date.now;
  }

  async createGame(id: string, doc: unknown): Promise<boolean> {
    const json = toJson(doc);
    return this.mutate((draft) => {
      if (draft.game(id)) return false;
      draft.gameChanges.set(id, { version: 1, doc: json, log: [], commandIds: new Map() });
      return true;
    });
  }

  async loadGame(id: string): Promise<GameRecord | null> {
    const game = (await this.durable()).games.get(id);
    return game ? { id, version: game.version, doc: JSON.parse(game.doc) } : null;
  }

  async loadGameForCommand(id: string, clientCommandId: string): Promise<LoadedForCommand | null> {
    const game = (await this.durable()).games.get(id);
    if (!game) return null;
    return {
      game: { id, version: game.version, doc: JSON.parse(game.doc) },
      applied: appliedEntry(game, clientCommandId),
    };
  }

  async commit(id: string, expectedVersion: number, doc: unknown, entry: LogEntry | null): Promise<CommitOutcome> {
    const json = toJson(doc);
    const entryJson = entry === null ? null : toJson({ ...entry, version: expectedVersion + 1 });
    const clientCommandId = entry?.clientCommandId ?? '';
    return this.mutate((draft): CommitOutcome => {
      const game = draft.game(id);
      if (!game) return { kind: 'conflict', currentVersion: 0 };
      const applied = appliedEntry(game, clientCommandId);
      if (applied) return { kind: 'duplicate', entry: applied };
      if (game.version !== expectedVersion) return { kind: 'conflict', currentVersion: game.version };
      let { log, commandIds } = game;
      if (entryJson !== null) {
        log = [...log, entryJson];
        if (clientCommandId !== '') commandIds = new Map(commandIds).set(clientCommandId, log.length - 1);
      }
      draft.gameChanges.set(id, { version: expectedVersion + 1, doc: json, log, commandIds });
      return { kind: 'committed', version: expectedVersion + 1 };
    });
  }

  async readLog(id: string, from = 0): Promise<LogEntry[]> {
    const game = (await this.durable()).games.get(id);
    return game ? game.log.slice(from).map((entry) => JSON.parse(entry) as LogEntry) : [];
  }

  async gameVersion(id: string): Promise<number | null> {
    return (await this.durable()).games.get(id)?.version ?? null;
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

  /** Waits for queued writes, then refuses further use. */
  async close(): Promise<void> {
    while (this.flushing) await this.flushing;
    this.closed = true;
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
    this.loading ??= readStateFile(this.file).then(
      (state) => (this.state = state),
      (error: unknown) => {
        this.loading = null; // try again on the next call: the file may be fixed by then
        throw new StoreUnavailableError(
          `Cannot read the embedded store file ${this.file}: ${error instanceof Error ? error.message : String(error)}` +
            ' (fix or move the file, or set MECATOL_DATA_FILE)',
          { cause: error },
        );
      },
    );
    return this.loading;
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
          await writeFileAtomic(this.file, serializeState(draft, now), { fsync: this.fsync });
        } catch (error) {
          const failure = new StoreUnavailableError(
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

function appliedEntry(game: GameEntry, clientCommandId: string): LogEntry | null {
  if (clientCommandId === '') return null;
  const index = game.commandIds.get(clientCommandId);
  const entry = index === undefined ? undefined : game.log[index];
  return entry === undefined ? null : (JSON.parse(entry) as LogEntry);
}

export function createEmbeddedStore(options: Partial<EmbeddedOptions> = {}): EmbeddedGameStore {
  return new EmbeddedGameStore({ ...options, file: options.file ?? DEFAULT_DATA_FILE });
}
