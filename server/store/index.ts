// Chooses the storage backend from the environment: Upstash (REST), Redis over TCP, or the embedded file store.
import path from 'node:path';
import { createEmbeddedStore, DEFAULT_DATA_FILE, EmbeddedGameStore } from './embedded';
import { DEFAULT_KEY_PREFIX } from './redis-store';
import { createRedisTcpStore } from './redis-tcp';
import type { GameStore } from './types';
import { createUpstashStore } from './upstash';

export type { CommitOutcome, GameRecord, GameStore, LoadedForCommand, LogEntry } from './types';
export { StoreLockedError, StoreUnavailableError } from './types';

export const STORE_KINDS = ['upstash', 'redis', 'embedded'] as const;
export type StoreKind = (typeof STORE_KINDS)[number];

/** The variables read here; all optional. Any other variables (process.env) are ignored. */
export interface StoreEnv {
  readonly [name: string]: string | undefined;
  readonly UPSTASH_REDIS_REST_URL?: string;
  readonly UPSTASH_REDIS_REST_TOKEN?: string;
  readonly REDIS_URL?: string;
  /** Embedded store's data file; default .data/mecatol.json under the working directory. */
  readonly MECATOL_DATA_FILE?: string;
  /** Prefix of every Redis key; default "mecatol:". Lets several deployments share one database. */
  readonly MECATOL_KEY_PREFIX?: string;
}

export type StoreChoice =
  | { readonly kind: 'upstash'; readonly url: string; readonly token: string; readonly keyPrefix: string }
  | { readonly kind: 'redis'; readonly url: string; readonly keyPrefix: string }
  | { readonly kind: 'embedded'; readonly file: string };

/** Which backend the environment asks for; throws a message saying what to fix when it is half-configured. */
export function chooseStore(env: StoreEnv, cwd: string = process.cwd()): StoreChoice {
  const upstashUrl = blankToUndefined(env.UPSTASH_REDIS_REST_URL);
  const upstashToken = blankToUndefined(env.UPSTASH_REDIS_REST_TOKEN);
  const redisUrl = blankToUndefined(env.REDIS_URL);
  const keyPrefix = env.MECATOL_KEY_PREFIX ?? DEFAULT_KEY_PREFIX;
  if (upstashUrl !== undefined || upstashToken !== undefined) {
    if (upstashUrl === undefined || upstashToken === undefined) {
      throw new Error(
        'Storage misconfigured: set both UPSTASH_REDIS_REST_URL and UPSTASH_REDIS_REST_TOKEN, or neither ' +
          `(only ${upstashUrl === undefined ? 'UPSTASH_REDIS_REST_TOKEN' : 'UPSTASH_REDIS_REST_URL'} is set).`,
      );
    }
    if (!/^https?:\/\//.test(upstashUrl)) {
      throw new Error('Storage misconfigured: UPSTASH_REDIS_REST_URL must start with https:// (or http://).');
    }
    return { kind: 'upstash', url: upstashUrl, token: upstashToken, keyPrefix };
  }
  if (redisUrl !== undefined) {
    if (!/^rediss?:\/\//.test(redisUrl)) {
      throw new Error('Storage misconfigured: REDIS_URL must start with redis:// or rediss://.');
    }
    return { kind: 'redis', url: redisUrl, keyPrefix };
  }
  return { kind: 'embedded', file: path.resolve(cwd, blankToUndefined(env.MECATOL_DATA_FILE) ?? DEFAULT_DATA_FILE) };
}

export function createStore(choice: StoreChoice): GameStore {
  switch (choice.kind) {
    case 'upstash':
      return createUpstashStore({ url: choice.url, token: choice.token, keyPrefix: choice.keyPrefix });
    case 'redis':
      return createRedisTcpStore({ url: choice.url, keyPrefix: choice.keyPrefix });
    case 'embedded':
      return createEmbeddedStore({ file: choice.file });
  }
}

export function createStoreFromEnv(env: StoreEnv = process.env): GameStore {
  return createStore(chooseStore(env));
}

// Kept on globalThis so Next's dev server, which re-evaluates modules on every edit, still has one store per process
// (two embedded stores on one file would overwrite each other).
const holder = globalThis as typeof globalThis & { __mecatolStore?: GameStore };

/** The process's store, created from process.env on first use. */
export function getStore(): GameStore {
  holder.__mecatolStore ??= createStoreFromEnv(process.env);
  return holder.__mecatolStore;
}

/**
 * Opens the process's store now rather than at the first request: the embedded store takes the lock on its data
 * file, so a second server process on the same file is refused at start (StoreLockedError) instead of at run time.
 */
export async function openStore(): Promise<void> {
  const store = getStore();
  if (store instanceof EmbeddedGameStore) await store.open();
}

/** Closes and forgets the process's store (tests, graceful shutdown). */
export async function closeStore(): Promise<void> {
  const store = holder.__mecatolStore;
  holder.__mecatolStore = undefined;
  await store?.close();
}

function blankToUndefined(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}
