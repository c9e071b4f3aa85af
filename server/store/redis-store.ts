// The GameStore over Redis, shared by both transports (TCP via node-redis, HTTP via Upstash): key layout + Lua.
//
// Key layout (every key starts with the store's prefix, default "mecatol:"; the {id} hash tag keeps one game's own keys
// in one cluster slot):
//   <p>game:{<id>}        hash   v = version (integer, 1 at creation), doc = the game document as JSON,
//                                access = who may poll its version (JSON), written with the doc
//   <p>game:{<id>}:log    list   one JSON LogEntry per accepted command, oldest first (index 0 produced version 2
//                                if no doc-only commit came before it; each entry carries its own version)
//   <p>game:{<id>}:cmds   hash   "<seat>:<client command id>" -> 0-based index of its entry in the log
//   <p>index:<user>       hash   game id -> JSON summary of that game for the user's list of games
//   <p>hit:<key>          string a rate-limit counter, expiring at the end of its fixed window
//   <p>rec:<key>          string JSON record, optionally with an expiry (SET ... EX)
//   <p>set:<key>          set    plain string members
// Creating a game and committing to it also write its members' index entries and records such as its invite link in
// the same script, so those keys are not in the game's slot: the store needs a Redis that runs scripts over any keys
// (a single Redis, or Upstash), not Redis Cluster.
//
// Protocol of one command (runCommand in server/game/command-service.ts), two round trips when nothing collides:
//   1. LOAD_FOR_COMMAND script: HMGET v, doc; if the command key is in :cmds, also the entry it produced; and the
//      submitting user's rate-limit counter, bumped. A known key ends here (duplicate: rebuilt from that entry).
//   2. The engine applies the command to the doc in the app server (pure, no storage).
//   3. COMMIT script, atomically: duplicate key? -> {'duplicate', entry}; version != expected -> {'conflict', v}
//      (0 = no such game); else HSET v+1 and doc (and access), RPUSH the entry, HSET the key -> index, write the
//      members' index entries and the records, reply {'committed', v+1}. On conflict the caller goes back to 1 with
//      the fresh state and re-validates the command.
// Scripts are sent as EVALSHA and, when the server answers NOSCRIPT (restart, SCRIPT FLUSH, new replica), once more
// as EVAL, which also caches them. A script either runs whole or not at all, so a failure never leaves half a write;
// a timeout may hide a commit that did happen, which a retry with the same client command id then reports as a
// duplicate.
import { createHash } from 'node:crypto';
import { DocCache } from './doc-cache';
import { commandField, MAX_SEATS, StoreUnavailableError } from './types';
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

/** A reply in RESP2 shape, as both node-redis (RESP 2) and Upstash's REST API hand it back. */
export type RedisReply = string | number | null | RedisReply[];

/** One way of talking to Redis. Errors from the server keep Redis's own text (the NOSCRIPT fallback reads it). */
export interface RedisDriver {
  /** Names the backend in error messages; never contains a secret. */
  readonly label: string;
  send(args: readonly string[]): Promise<RedisReply>;
  close(): Promise<void>;
}

export const DEFAULT_KEY_PREFIX = 'mecatol:';

export function gameKeys(prefix: string, id: string): [game: string, log: string, cmds: string] {
  const game = `${prefix}game:{${id}}`;
  return [game, `${game}:log`, `${game}:cmds`];
}

// Side writes of a creation or a commit (GameSideWrites). KEYS[k0+1..]: index keys, then record keys. ARGV[a0+1]:
// access ('' = unchanged), ARGV[a0+2]: the game id (the field in each index), ARGV[a0+3]: how many index keys,
// ARGV[a0+4..]: one value per key ('' = remove the game from that index / delete that record).
const SIDE_WRITES = `
local function side_writes(k0, a0)
  if ARGV[a0 + 1] ~= '' then redis.call('HSET', KEYS[1], 'access', ARGV[a0 + 1]) end
  local gid = ARGV[a0 + 2]
  local ni = tonumber(ARGV[a0 + 3])
  for i = k0 + 1, #KEYS do
    local value = ARGV[a0 + 3 + i - k0]
    if i <= k0 + ni then
      if value == '' then redis.call('HDEL', KEYS[i], gid) else redis.call('HSET', KEYS[i], gid, value) end
    elseif value == '' then
      redis.call('DEL', KEYS[i])
    else
      redis.call('SET', KEYS[i], value)
    end
  end
end
`;

// KEYS: game, log, cmds, side keys. ARGV: doc, side args. Clears any leftover log/ids so a new game never inherits them.
const CREATE_SCRIPT = `${SIDE_WRITES}
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('DEL', KEYS[2], KEYS[3])
redis.call('HSET', KEYS[1], 'v', 1, 'doc', ARGV[1])
side_writes(3, 1)
return 1
`;

// KEYS: game, log, cmds[, counter]. ARGV: counter window in seconds ('' = no counter), then the command fields of
// one client command id under every seat. Reply: {v, doc, hits, entry...} with nil for what is absent (v nil: no such
// game) and one log entry per seat that used the id.
const LOAD_FOR_COMMAND_SCRIPT = `
local hits = false
if KEYS[4] then
  hits = redis.call('INCR', KEYS[4])
  if hits == 1 then redis.call('EXPIRE', KEYS[4], ARGV[1]) end
end
local g = redis.call('HMGET', KEYS[1], 'v', 'doc')
if not g[1] then return {false, false, hits} end
local reply = {g[1], g[2], hits}
for i = 2, #ARGV do
  local index = redis.call('HGET', KEYS[3], ARGV[i])
  if index then reply[#reply + 1] = redis.call('LINDEX', KEYS[2], tonumber(index)) end
end
return reply
`;

// KEYS: game, log, cmds, side keys. ARGV: expected version, doc, entry JSON ('' = doc only), command field
// ('' = none), side args.
const COMMIT_SCRIPT = `${SIDE_WRITES}
if ARGV[4] ~= '' then
  local index = redis.call('HGET', KEYS[3], ARGV[4])
  if index then return {'duplicate', redis.call('LINDEX', KEYS[2], tonumber(index))} end
end
local v = redis.call('HGET', KEYS[1], 'v')
if not v then return {'conflict', 0} end
if v ~= ARGV[1] then return {'conflict', tonumber(v)} end
local next = tonumber(v) + 1
redis.call('HSET', KEYS[1], 'v', next, 'doc', ARGV[2])
if ARGV[3] ~= '' then
  local length = redis.call('RPUSH', KEYS[2], ARGV[3])
  if ARGV[4] ~= '' then redis.call('HSET', KEYS[3], ARGV[4], length - 1) end
end
side_writes(3, 4)
return {'committed', next}
`;

// KEYS: counter. ARGV: window in seconds. A fixed window: it starts at its first hit and expires whole.
const HIT_SCRIPT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return hits
`;

// KEYS: game. ARGV: access JSON. Only for an existing game without one (a commit's access always wins).
const FILL_ACCESS_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 1 then redis.call('HSETNX', KEYS[1], 'access', ARGV[1]) end
return 1
`;

// KEYS: index. ARGV: game id, summary, game id, summary... Only entries the index does not have.
const FILL_INDEX_SCRIPT = `
for i = 1, #ARGV, 2 do redis.call('HSETNX', KEYS[1], ARGV[i], ARGV[i + 1]) end
return 1
`;

interface Script {
  readonly text: string;
  readonly sha: string;
}

function script(text: string): Script {
  return { text, sha: createHash('sha1').update(text).digest('hex') };
}

export const SCRIPTS = {
  create: script(CREATE_SCRIPT),
  loadForCommand: script(LOAD_FOR_COMMAND_SCRIPT),
  commit: script(COMMIT_SCRIPT),
  hit: script(HIT_SCRIPT),
  fillAccess: script(FILL_ACCESS_SCRIPT),
  fillIndex: script(FILL_INDEX_SCRIPT),
} as const;

/** Error replies that mean our data or our scripts are wrong: bugs, reported as such, not as an outage. */
const BUG_REPLY = /WRONGTYPE|user_script|Error running script|Error compiling script/;

export function errorMessage(error: unknown): string {
  // Upstash's client appends the whole command (perhaps a game document) to HTTP errors: not worth repeating.
  const text = (error instanceof Error ? error.message : String(error)).split(', command was: ')[0] ?? '';
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

export class RedisGameStore implements GameStore {
  /** The document each game's last load or save here held, kept with its text (doc-cache.ts). */
  private readonly docs = new DocCache();

  constructor(
    private readonly driver: RedisDriver,
    private readonly prefix: string = DEFAULT_KEY_PREFIX,
  ) {}

  async createGame(id: string, doc: unknown, side?: GameSideWrites): Promise<boolean> {
    const writes = this.sideWrites(id, side);
    const reply = await this.evalScript(
      SCRIPTS.create,
      [...gameKeys(this.prefix, id), ...writes.keys],
      [toJson(doc), ...writes.args],
    );
    return Number(reply) === 1;
  }

  async loadGame(id: string): Promise<GameRecord | null> {
    const [game] = gameKeys(this.prefix, id);
    const reply = await this.send(['HMGET', game, 'v', 'doc']);
    if (!Array.isArray(reply) || reply[0] == null) return null;
    return { id, version: toVersion(reply[0]), doc: this.parseDoc(id, reply[1]) };
  }

  async loadGameForCommand(id: string, clientCommandId: string, hit?: CounterHit): Promise<LoadedForCommand | null> {
    const keys: string[] = [...gameKeys(this.prefix, id)];
    if (hit) keys.push(this.hitKey(hit.key));
    const fields = Array.from({ length: MAX_SEATS }, (_, seat) => commandField({ seat, clientCommandId }));
    const reply = await this.evalScript(SCRIPTS.loadForCommand, keys, [
      hit ? String(windowSeconds(hit.windowSeconds)) : '',
      ...fields,
    ]);
    if (!Array.isArray(reply)) throw new Error(`Unexpected load reply from ${this.driver.label}`);
    const [version, doc, hits, ...entries] = reply;
    if (version == null) return null;
    return {
      game: { id, version: toVersion(version), doc: this.parseDoc(id, doc) },
      applied: entries.map((entry) => parseJson(entry, `log entry of game ${id}`) as LogEntry),
      hits: hits == null ? null : Number(hits),
    };
  }

  async commit(
    id: string,
    expectedVersion: number,
    doc: unknown,
    entry: LogEntry | null,
    side?: GameSideWrites,
  ): Promise<CommitOutcome> {
    const stored = entry === null ? '' : toJson({ ...entry, version: expectedVersion + 1 });
    const writes = this.sideWrites(id, side);
    const text = toJson(doc);
    const reply = await this.evalScript(
      SCRIPTS.commit,
      [...gameKeys(this.prefix, id), ...writes.keys],
      [String(expectedVersion), text, stored, entry === null ? '' : commandField(entry), ...writes.args],
    );
    if (!Array.isArray(reply)) throw new Error(`Unexpected commit reply from ${this.driver.label}: ${String(reply)}`);
    const [kind, value] = reply;
    switch (kind) {
      case 'committed':
        this.docs.remember(id, text, doc);
        return { kind: 'committed', version: toVersion(value) };
      case 'conflict':
        return { kind: 'conflict', currentVersion: toVersion(value) };
      case 'duplicate':
        return { kind: 'duplicate', entry: parseJson(value, `log entry of game ${id}`) as LogEntry };
      default:
        throw new Error(`Unexpected commit reply from ${this.driver.label}: ${String(kind)}`);
    }
  }

  async readLog(id: string, from = 0): Promise<LogEntry[]> {
    const [, log] = gameKeys(this.prefix, id);
    const reply = await this.send(['LRANGE', log, String(from), '-1']);
    return asArray(reply).map((item) => parseJson(item, `log entry of game ${id}`) as LogEntry);
  }

  async gameVersion(id: string): Promise<number | null> {
    const [game] = gameKeys(this.prefix, id);
    const reply = await this.send(['HGET', game, 'v']);
    return reply == null ? null : toVersion(reply);
  }

  async gameAccess(id: string): Promise<GameAccess | null> {
    const [game] = gameKeys(this.prefix, id);
    const reply = await this.send(['HMGET', game, 'v', 'access']);
    if (!Array.isArray(reply) || reply[0] == null) return null;
    return {
      version: toVersion(reply[0]),
      access: reply[1] == null ? null : parseJson(reply[1], `access record of game ${id}`),
    };
  }

  async fillGameAccess(id: string, access: unknown): Promise<void> {
    await this.evalScript(SCRIPTS.fillAccess, [gameKeys(this.prefix, id)[0]], [toJson(access)]);
  }

  async readIndex(userId: string): Promise<Record<string, unknown>> {
    const flat = asArray(await this.send(['HGETALL', this.indexKey(userId)]));
    const index: Record<string, unknown> = {};
    for (let i = 0; i + 1 < flat.length; i += 2) {
      index[String(flat[i])] = parseJson(flat[i + 1], `index entry of user ${userId}`);
    }
    return index;
  }

  async fillIndex(userId: string, entries: Readonly<Record<string, unknown>>): Promise<void> {
    const args = Object.entries(entries).flatMap(([gameId, summary]) => [gameId, toJson(summary)]);
    if (args.length > 0) await this.evalScript(SCRIPTS.fillIndex, [this.indexKey(userId)], args);
  }

  async hit(key: string, windowSecs: number): Promise<number> {
    const reply = await this.evalScript(SCRIPTS.hit, [this.hitKey(key)], [String(windowSeconds(windowSecs))]);
    return Number(reply);
  }

  async getRecord<T = unknown>(key: string): Promise<T | null> {
    const reply = await this.send(['GET', this.recordKey(key)]);
    return reply == null ? null : (parseJson(reply, `record ${key}`) as T);
  }

  async setRecord(key: string, value: unknown, options?: { ttlSeconds?: number }): Promise<void> {
    await this.send(['SET', this.recordKey(key), toJson(value), ...expiry(options)]);
  }

  async setRecordIfAbsent(key: string, value: unknown, options?: { ttlSeconds?: number }): Promise<boolean> {
    const reply = await this.send(['SET', this.recordKey(key), toJson(value), 'NX', ...expiry(options)]);
    return reply != null;
  }

  async deleteRecord(key: string): Promise<void> {
    await this.send(['DEL', this.recordKey(key)]);
  }

  async addToSet(key: string, member: string): Promise<void> {
    await this.send(['SADD', this.setKey(key), member]);
  }

  async removeFromSet(key: string, member: string): Promise<void> {
    await this.send(['SREM', this.setKey(key), member]);
  }

  async setMembers(key: string): Promise<string[]> {
    return asArray(await this.send(['SMEMBERS', this.setKey(key)])).map(String);
  }

  close(): Promise<void> {
    return this.driver.close();
  }

  /** A game document read from Redis: the remembered one when its text is unchanged (doc-cache.ts). */
  private parseDoc(id: string, reply: RedisReply | undefined): unknown {
    if (typeof reply !== 'string') throw new Error(`Missing doc of game ${id} in store`);
    try {
      return this.docs.parse(id, reply);
    } catch (error) {
      throw new Error(`Corrupt doc of game ${id} in store`, { cause: error });
    }
  }

  private indexKey(userId: string): string {
    return `${this.prefix}index:${userId}`;
  }

  private hitKey(key: string): string {
    return `${this.prefix}hit:${key}`;
  }

  /** KEYS and ARGV for the SIDE_WRITES fragment (after each script's own). */
  private sideWrites(id: string, side: GameSideWrites | undefined): { keys: string[]; args: string[] } {
    const index = Object.entries(side?.index ?? {});
    const records = Object.entries(side?.records ?? {});
    const value = (v: unknown) => (v === null ? '' : toJson(v));
    return {
      keys: [...index.map(([userId]) => this.indexKey(userId)), ...records.map(([key]) => this.recordKey(key))],
      args: [
        side?.access === undefined ? '' : toJson(side.access),
        id,
        String(index.length),
        ...index.map(([, summary]) => value(summary)),
        ...records.map(([, record]) => value(record)),
      ],
    };
  }

  private recordKey(key: string): string {
    return `${this.prefix}rec:${key}`;
  }

  private setKey(key: string): string {
    return `${this.prefix}set:${key}`;
  }

  private async evalScript(s: Script, keys: readonly string[], args: readonly string[]): Promise<RedisReply> {
    const tail = [String(keys.length), ...keys, ...args];
    try {
      return await this.driver.send(['EVALSHA', s.sha, ...tail]);
    } catch (error) {
      if (!errorMessage(error).includes('NOSCRIPT')) throw this.translate(error);
    }
    return this.send(['EVAL', s.text, ...tail]);
  }

  private async send(args: readonly string[]): Promise<RedisReply> {
    try {
      return await this.driver.send(args);
    } catch (error) {
      throw this.translate(error);
    }
  }

  private translate(error: unknown): Error {
    if (error instanceof StoreUnavailableError) return error;
    const message = errorMessage(error);
    if (BUG_REPLY.test(message))
      return new Error(`Store error from ${this.driver.label}: ${message}`, { cause: error });
    return new StoreUnavailableError(`Game storage is unavailable (${this.driver.label}): ${message}`, {
      cause: error,
    });
  }
}

/** JSON text of a value; undefined, functions and symbols have none and are a caller bug. */
export function toJson(value: unknown): string {
  const text = JSON.stringify(value) as string | undefined;
  if (text === undefined) throw new TypeError(`Cannot store ${typeof value} as JSON`);
  return text;
}

function windowSeconds(seconds: number): number {
  if (!Number.isInteger(seconds) || seconds <= 0)
    throw new RangeError(`a window must be whole seconds, got ${seconds}`);
  return seconds;
}

function expiry(options?: { ttlSeconds?: number }): string[] {
  const ttl = options?.ttlSeconds;
  if (ttl === undefined) return [];
  if (!Number.isInteger(ttl) || ttl <= 0) throw new RangeError(`ttlSeconds must be a positive integer, got ${ttl}`);
  return ['EX', String(ttl)];
}

function toVersion(reply: RedisReply | undefined): number {
  const version = Number(reply);
  if (!Number.isSafeInteger(version) || version < 0) throw new Error(`Bad version in store: ${String(reply)}`);
  return version;
}

function asArray(reply: RedisReply): RedisReply[] {
  if (!Array.isArray(reply)) throw new Error(`Expected an array reply, got ${typeof reply}`);
  return reply;
}

function parseJson(reply: RedisReply | undefined, what: string): unknown {
  if (typeof reply !== 'string') throw new Error(`Missing ${what} in store`);
  try {
    return JSON.parse(reply);
  } catch (error) {
    throw new Error(`Corrupt ${what} in store`, { cause: error });
  }
}
