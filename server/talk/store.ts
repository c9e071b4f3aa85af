// Where table talk is kept: each thread of a game is its own versioned document in the store, saved by the same
// compare-and-set as game documents (GameStore.createGame/commit with no log entry), under the id
// `talk~<game id>~<thread>`. Separate from the game document so that talk never moves the game's version (an answer
// in flight, a take-back, the decision history stay untouched) and a seat's poll reads only threads it may read.
import type { GameStore } from '@/server/store/types';
import { EMPTY_THREAD, threadDocSchema, type ThreadDoc, type ThreadId } from './thread';

export const talkDocId = (gameId: string, thread: ThreadId): string => `talk~${gameId}~${thread}`;

export interface LoadedThread {
  readonly thread: ThreadId;
  /** 0: nothing was written to the thread yet. */
  readonly version: number;
  readonly doc: ThreadDoc;
}

export async function loadThread(store: GameStore, gameId: string, thread: ThreadId): Promise<LoadedThread> {
  const record = await store.loadGame(talkDocId(gameId, thread));
  if (!record) return { thread, version: 0, doc: EMPTY_THREAD };
  const parsed = threadDocSchema.safeParse(record.doc);
  if (!parsed.success) throw new Error(`stored talk thread ${record.id} is malformed: ${parsed.error.message}`);
  return { thread, version: record.version, doc: parsed.data };
}

/** Versions only (cheap: what a poll asks before it loads anything). */
export async function threadVersions(
  store: GameStore,
  gameId: string,
  threads: readonly ThreadId[],
): Promise<Record<string, number>> {
  const versions = await Promise.all(threads.map((t) => store.gameVersion(talkDocId(gameId, t))));
  return Object.fromEntries(threads.map((t, i) => [t, versions[i] ?? 0]));
}

/** Thrown when other writers kept winning the race for the same thread. */
export class TalkBusyError extends Error {
  constructor() {
    super('Others were writing to this thread at the same moment; try again');
    this.name = 'TalkBusyError';
  }
}

const MAX_TRIES = 10;

/**
 * Loads the thread, applies `change` and saves with compare-and-set, reloading on a lost race. `change` returns the
 * new document, or a refusal (any non-document value), which is handed back unchanged and saves nothing.
 */
export async function updateThread<R>(
  store: GameStore,
  gameId: string,
  thread: ThreadId,
  change: (doc: ThreadDoc) => { readonly doc: ThreadDoc; readonly result: R } | { readonly refused: string },
): Promise<
  { readonly ok: true; readonly result: R; readonly version: number } | { readonly ok: false; readonly refused: string }
> {
  const id = talkDocId(gameId, thread);
  for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
    const loaded = await loadThread(store, gameId, thread);
    const outcome = change(loaded.doc);
    if ('refused' in outcome) return { ok: false, refused: outcome.refused };
    if (loaded.version === 0) {
      if (await store.createGame(id, outcome.doc)) return { ok: true, result: outcome.result, version: 1 };
      continue;
    }
    const saved = await store.commit(id, loaded.version, outcome.doc, null);
    if (saved.kind === 'committed') return { ok: true, result: outcome.result, version: saved.version };
  }
  throw new TalkBusyError();
}
