// The embedded store's data file: its in-memory shape, reading it at start and replacing it atomically on each write.
import { mkdir, open, readFile, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';

/** One game; doc and log entries are kept as JSON text so nobody can mutate stored state through a reference. */
export interface GameEntry {
  readonly version: number;
  readonly doc: string;
  readonly log: readonly string[];
  /** command key ("<seat>:<client command id>") -> index in `log` */
  readonly commandIds: ReadonlyMap<string, number>;
  /** JSON of the access record saved with the game; null for games saved before there was one. */
  readonly access: string | null;
}

export interface RecordEntry {
  readonly json: string;
  /** Milliseconds since epoch, or null for no expiry. */
  readonly expiresAt: number | null;
}

export interface StoreState {
  readonly games: Map<string, GameEntry>;
  readonly records: Map<string, RecordEntry>;
  readonly sets: Map<string, ReadonlySet<string>>;
  /** user id -> (game id -> JSON summary): each user's list of games. */
  readonly indexes: Map<string, ReadonlyMap<string, string>>;
}

export const FILE_FORMAT = 'mecatol-embedded-store';
const FILE_FORMAT_VERSION = 1;

export function emptyState(): StoreState {
  return { games: new Map(), records: new Map(), sets: new Map(), indexes: new Map() };
}

interface FileShape {
  format: string;
  formatVersion: number;
  games: Record<
    string,
    { version: number; doc: unknown; log: unknown[]; commandIds: Record<string, number>; access?: unknown }
  >;
  records: Record<string, { value: unknown; expiresAt: number | null }>;
  sets: Record<string, string[]>;
  /** Absent in files written before the index existed. */
  indexes?: Record<string, Record<string, unknown>>;
}

/** Reads the data file; a missing file is an empty store, anything unreadable is an error naming the file. */
export async function readStateFile(file: string): Promise<StoreState> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyState();
    throw error;
  }
  const parsed = JSON.parse(text) as FileShape;
  if (parsed.format !== FILE_FORMAT || parsed.formatVersion !== FILE_FORMAT_VERSION) {
    throw new Error(
      `${file} is not a Mecatol data file (format ${String(parsed.format)} v${String(parsed.formatVersion)})`,
    );
  }
  const state = emptyState();
  for (const [id, game] of Object.entries(parsed.games)) {
    state.games.set(id, {
      version: game.version,
      doc: JSON.stringify(game.doc),
      log: game.log.map((entry) => JSON.stringify(entry)),
      commandIds: new Map(Object.entries(game.commandIds)),
      access: game.access === undefined ? null : JSON.stringify(game.access),
    });
  }
  for (const [key, record] of Object.entries(parsed.records)) {
    state.records.set(key, { json: JSON.stringify(record.value), expiresAt: record.expiresAt });
  }
  for (const [key, members] of Object.entries(parsed.sets)) state.sets.set(key, new Set(members));
  for (const [userId, entries] of Object.entries(parsed.indexes ?? {})) {
    state.indexes.set(
      userId,
      new Map(Object.entries(entries).map(([gameId, summary]) => [gameId, JSON.stringify(summary)])),
    );
  }
  return state;
}

/** Everything a write needs to see: the durable state with a batch's changes laid over it. */
export interface StateView {
  games(): Iterable<[string, GameEntry]>;
  records(): Iterable<[string, RecordEntry]>;
  sets(): Iterable<[string, ReadonlySet<string>]>;
  indexes(): Iterable<[string, ReadonlyMap<string, string>]>;
}

/** The file text, built by hand so stored JSON text is embedded as is rather than parsed and printed again. */
export function serializeState(view: StateView, now: number): string {
  const games: string[] = [];
  for (const [id, game] of view.games()) {
    const ids = JSON.stringify(Object.fromEntries(game.commandIds));
    const access = game.access === null ? '' : `,"access":${game.access}`;
    games.push(
      `${JSON.stringify(id)}:{"version":${game.version},"doc":${game.doc},"log":[${game.log.join(',')}],"commandIds":${ids}${access}}`,
    );
  }
  const records: string[] = [];
  for (const [key, record] of view.records()) {
    if (record.expiresAt !== null && record.expiresAt <= now) continue;
    records.push(`${JSON.stringify(key)}:{"value":${record.json},"expiresAt":${JSON.stringify(record.expiresAt)}}`);
  }
  const sets: string[] = [];
  for (const [key, members] of view.sets()) {
    if (members.size > 0) sets.push(`${JSON.stringify(key)}:${JSON.stringify([...members])}`);
  }
  const indexes: string[] = [];
  for (const [userId, entries] of view.indexes()) {
    if (entries.size === 0) continue;
    const lines = [...entries].map(([gameId, summary]) => `${JSON.stringify(gameId)}:${summary}`);
    indexes.push(`${JSON.stringify(userId)}:{${lines.join(',')}}`);
  }
  const head = `"format":${JSON.stringify(FILE_FORMAT)},"formatVersion":${FILE_FORMAT_VERSION}`;
  return `{${head},\n"games":{${games.join(',\n')}},\n"records":{${records.join(',\n')}},\n"sets":{${sets.join(',\n')}},\n"indexes":{${indexes.join(',\n')}}}\n`;
}

let tempCounter = 0;

/**
 * Replaces `file` with `text` atomically: write a temporary file beside it, flush it to disk, rename it over the
 * old one. A crash at any point leaves either the old file or the new one, never a torn mix.
 */
export async function writeFileAtomic(file: string, text: string, options: { fsync: boolean }): Promise<void> {
  await ensureDirectory(path.dirname(file));
  const temp = `${file}.${process.pid}.${++tempCounter}.tmp`;
  try {
    const handle = await open(temp, 'w');
    try {
      await handle.writeFile(text, 'utf8');
      if (options.fsync) await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (error) {
    await unlink(temp).catch(() => {});
    throw error;
  }
}

/**
 * mkdir -p, one level at a time. Not `mkdir(..., { recursive: true })`: on Node 20 that never returns for some
 * impossible paths (e.g. under /proc), and a store must fail, not hang.
 */
export async function ensureDirectory(dir: string): Promise<void> {
  try {
    await mkdir(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST' && (await stat(dir)).isDirectory()) return;
    if (code !== 'ENOENT' || path.dirname(dir) === dir) throw error;
    await ensureDirectory(path.dirname(dir));
    await mkdir(dir);
  }
}
