// Parsed game documents kept beside their JSON text (issue 10, Speed), for the stores that keep documents as text
// (Redis, Upstash, the embedded file). A game's next command loads the document the last one saved: when the text
// the store reads is exactly the text this process last wrote or read for that game, the document parsed (or saved)
// then is handed back instead of parsing 20 KB again. It is also the very state the engine returned, so what the
// engine memoised on it (kernel/query-memo.ts) still serves the next command.
//
// Why this is sound:
// - Only an identical text is a hit; the text is always read from storage first, so the version check, the
//   duplicate check and another process's newer save are untouched (a different text is parsed as before).
// - A saved document is remembered with the text `toJson` made of it, so it is the value that text parses to (the
//   engine and the server build documents of plain JSON data: no undefined, Date, Map or class instances).
// - Every remembered document is deeply frozen, so no caller can change it after the fact: a write throws instead of
//   silently making the document disagree with its text. Parts shared with an earlier frozen state (the engine
//   shares everything a command did not touch) are not walked again.

/** Games remembered per store; older ones are forgotten first (a game's next load then parses its text again). */
export const DOC_CACHE_GAMES = 256;

interface Remembered {
  readonly text: string;
  readonly doc: unknown;
}

export class DocCache {
  private readonly games = new Map<string, Remembered>();

  constructor(private readonly limit: number = DOC_CACHE_GAMES) {}

  /** The document `text` holds: the remembered one when the game's text is the same, else parsed (and remembered). */
  parse(id: string, text: string): unknown {
    const known = this.games.get(id);
    if (known?.text === text) {
      this.touch(id, known);
      return known.doc;
    }
    const doc: unknown = JSON.parse(text);
    this.remember(id, text, doc);
    return doc;
  }

  /** After a save: `doc` is what the game now holds, and `text` the JSON text stored for it. */
  remember(id: string, text: string, doc: unknown): void {
    deepFreeze(doc);
    if (typeof doc === 'object' && doc !== null) STORED.add(doc);
    this.touch(id, { text, doc });
    if (this.games.size > this.limit) {
      const oldest = this.games.keys().next();
      if (!oldest.done) this.games.delete(oldest.value);
    }
  }

  /** A change this store cannot describe as a whole document (or a failed save whose outcome is unknown). */
  forget(id: string): void {
    this.games.delete(id);
  }

  private touch(id: string, entry: Remembered): void {
    // A Map iterates in insertion order: re-inserting keeps the games used last at the end, the oldest first.
    this.games.delete(id);
    this.games.set(id, entry);
  }
}

/** Documents a store remembered (frozen all the way down): what is read from one never changes. */
const STORED = new WeakSet<object>();

/**
 * Whether `doc` is a document a store handed out from its cache: deeply frozen, so anything worked out from it alone
 * (server/lobby/doc.ts parseGameDoc) may be kept for as long as the document lives.
 */
export const isStoredDoc = (doc: unknown): boolean => typeof doc === 'object' && doc !== null && STORED.has(doc);

/**
 * Freezes every object in `value`. A frozen object is taken as frozen all the way down and not walked again: the
 * parts a document shares with an earlier one were frozen with it (a WeakSet of what was walked would be exact for
 * objects frozen only shallowly elsewhere, but costs five times as much, more than the parse this cache saves).
 */
export function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const key in value) deepFreeze((value as Record<string, unknown>)[key]);
}
