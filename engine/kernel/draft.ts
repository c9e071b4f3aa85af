// Copy-on-touch drafts of a game state for `apply` (docs/architecture.md, Speed): a command's handlers mutate the
// draft as if it were their own copy, but only the parts of the state they reach are copied, the rest is shared
// with the state they started from, which never changes. Plain JSON in, plain JSON out.

/** A deep copy of plain JSON data (objects, arrays, primitives): several times faster than structuredClone. */
export function copyJson<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const n = value.length;
    const out = new Array<unknown>(n);
    for (let i = 0; i < n; i++) out[i] = copyJson(value[i] as unknown);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  const from = value as Record<string, unknown>;
  for (const key in from) out[key] = copyJson(from[key]);
  return out as T;
}

/**
 * Where a draft copies lazily, one entry at a time: the state itself and the board's systems. Any other part is
 * deep-copied whole the first time a handler reaches it (most are small; players are read as a list by most
 * commands, so copying them one by one only adds a proxy to every read).
 */
interface Shape {
  readonly [key: string]: Shape;
}
const ENTRIES: Shape = {};
const STATE_SHAPE: Shape = { board: { systems: ENTRIES } };

/** Each lazy part's peek, found from the part itself (see `readOnly`). */
const PEEKS = new WeakMap<object, object>();
/** Every draft part and peek, so that memos can tell them from stored objects (kernel/query-memo.ts). */
const DRAFT_PARTS = new WeakSet<object>();

/** Where each entry-by-entry part of a draft (the board's systems) came from, and the entries it may have changed. */
const ORIGINS = new WeakMap<object, DraftOrigin>();

export interface DraftOrigin {
  /** The object the draft part copies: its entries stand unchanged wherever `reached` does not name them. */
  readonly base: object;
  /** Entries a handler reached (read through the draft, written, added or deleted): only these may differ. */
  readonly reached: ReadonlySet<string | symbol>;
}

/**
 * For the board's systems as a draft holds them (their peek): the stored systems they copy and the entries reached
 * so far. A query may answer from what it knows of the stored systems and look again only at those entries.
 */
export const draftOrigin = (part: object): DraftOrigin | undefined => ORIGINS.get(part);

/** Whether an object is part of a draft (or a peek at one): it may change while a command runs. */
export const isDraftPart = (value: object): boolean => DRAFT_PARTS.has(value);

/**
 * The same data for reading only: a draft part's peek, or the value itself when it is plain. Queries that scan the
 * whole board and return only numbers, keys or booleans read through this, so a scan inside `apply` does not make
 * the draft copy every system it passes. Never return (or change) an object reached through it.
 */
export function readOnly<T extends object>(value: T): T {
  return (PEEKS.get(value) as T | undefined) ?? value;
}

interface Lazy {
  readonly proxy: object;
  /** Keys whose value may differ from the base's: reached objects (copied, so a handler may have changed them), and
   *  plain values set to something else. */
  changed(): string[];
  /** The same data read without copying anything: for checks that only look (see `draftState`). */
  readonly peek: object;
  finish(): object;
}

const refuseWrite = (): never => {
  throw new Error('a peek at a draft is read-only: change the draft itself');
};

/**
 * A proxy over a shallow copy of `value`: the first time a key is read, its value is replaced by a copy — lazy again
 * where `shape` names the key, deep otherwise — so every object a handler can reach is the draft's own, whether it
 * reads or writes it. Below the shape, handlers read plain objects at full speed.
 */
function lazy(value: object, shape: Shape): Lazy {
  const target: Record<string, unknown> = Array.isArray(value)
    ? (value.slice() as unknown as Record<string, unknown>)
    : { ...(value as Record<string, unknown>) };
  const own = new Set<string | symbol>();
  const children = new Map<string, Lazy>();
  const touch = (key: string | symbol): void => {
    own.add(key);
    if (typeof key !== 'string') return;
    const v = target[key];
    if (v === null || typeof v !== 'object') return;
    const inner = shape !== ENTRIES && Object.hasOwn(shape, key) ? shape[key] : undefined;
    if (inner === undefined) {
      target[key] = copyJson(v);
      return;
    }
    const child = lazy(v, inner);
    children.set(key, child);
    target[key] = child.proxy;
  };
  const proxy = new Proxy(target, {
    get(t, key) {
      if (!own.has(key)) touch(key);
      return t[key as string];
    },
    set(t, key, v) {
      own.add(key);
      t[key as string] = v;
      return true;
    },
    deleteProperty(t, key) {
      own.add(key);
      return delete t[key as string];
    },
    // Object.keys, for-in and spreads ask each key's descriptor (whether it is enumerable) before they read it, if
    // they do: asking copies nothing, or listing the board's systems would copy every one of them. The value a
    // descriptor carries is the base's for an untouched key: read it through `get`, never from the descriptor.
    getOwnPropertyDescriptor(t, key) {
      return Reflect.getOwnPropertyDescriptor(t, key);
    },
    defineProperty(t, key, descriptor) {
      own.add(key);
      return Reflect.defineProperty(t, key, descriptor);
    },
  });
  // An untouched key still holds the base's value, which nobody changes: reading it as is copies nothing. A touched
  // lazy key holds a child draft, whose own peek is read instead. Where every entry is copied whole (the board's
  // systems), the shallow copy holds only plain objects: it is its own peek, read at full speed by board scans.
  if (shape === ENTRIES) ORIGINS.set(target, { base: value, reached: own });
  const peek: object =
    shape === ENTRIES
      ? target
      : new Proxy(target, {
          get(t, key) {
            const child = typeof key === 'string' ? children.get(key) : undefined;
            return child && t[key as string] === child.proxy ? child.peek : t[key as string];
          },
          set: refuseWrite,
          deleteProperty: refuseWrite,
          defineProperty: refuseWrite,
        });
  PEEKS.set(proxy, peek);
  DRAFT_PARTS.add(proxy);
  DRAFT_PARTS.add(peek);
  const self: Lazy = {
    proxy,
    peek,
    changed: () => {
      const base = value as Record<string, unknown>;
      const out: string[] = [];
      for (const key of own) {
        if (typeof key !== 'string' || target[key] === base[key]) continue;
        // A lazy part still as its base was (the board while no system was reached) is no change.
        const child = children.get(key);
        if (child && target[key] === child.proxy && child.changed().length === 0) continue;
        out.push(key);
      }
      return out;
    },
    finish: () => {
      // A handler may have replaced a lazy part with its own object: then that object stands.
      for (const [key, child] of children) if (target[key] === child.proxy) target[key] = child.finish();
      // Finished, the copy is part of a stored state that no longer changes (memos may use it).
      DRAFT_PARTS.delete(target);
      // Nor does it keep the state it came from alive.
      ORIGINS.delete(target);
      return target;
    },
  };
  LAZIES.set(proxy, { base: value, lazy: self });
  LAZIES.set(peek, { base: value, lazy: self });
  return self;
}

/** Every lazy draft part and its peek: the object it copies, and what it may have changed so far. */
const LAZIES = new WeakMap<object, { readonly base: object; readonly lazy: Lazy }>();

/**
 * For a draft of a whole state: the state it started from, and the top-level parts that may differ from it so far
 * (a part a handler reached counts, since it was copied and may have been changed). Undefined for anything else. A
 * check that depends only on other parts, and whose answer for the base is known, need not look again.
 */
export function draftChanges(draft: object): { readonly base: object; readonly changed: string[] } | undefined {
  const found = LAZIES.get(draft);
  return found && { base: found.base, changed: found.lazy.changed() };
}

/** States `apply` returned, and their boards: they never change again (docs/architecture.md, Speed). */
const STORED = new WeakSet<object>();

/** Called by `apply` on the state it returns. */
export function markStored(state: { readonly board: object }): void {
  STORED.add(state);
  STORED.add(state.board);
}

/** Whether `apply` returned this state (or it is such a state's board): it never changes. */
export const isStored = (value: object): boolean => STORED.has(value);

/**
 * The stored object a draft part still equals, apart from the top-level keys `ignoring` names: a query that reads
 * none of those may answer for it instead (and remember the answer there). Undefined when the part changed, or its
 * base is not a stored state.
 */
export function storedCounterpart(part: object, ignoring: ReadonlySet<string>): object | undefined {
  const found = LAZIES.get(part);
  if (!found || !STORED.has(found.base)) return undefined;
  return draftChanges(part)!.changed.every((k) => ignoring.has(k)) ? found.base : undefined;
}

/**
 * A draft of `base`, and `finish()` that gives the next state: plain objects, sharing every part no handler reached
 * with `base`. `base` itself is never changed, so a refused command just drops its draft. `peek` reads the draft as
 * it stands without copying what it reads: checks that look at the whole state (leader unlocks) read it there, so
 * they do not make the draft copy every player and system; they must not change what they read.
 */
export function draftState<S extends object>(base: S): { readonly draft: S; readonly peek: S; finish(): S } {
  const root = lazy(base, STATE_SHAPE);
  return { draft: root.proxy as S, peek: root.peek as S, finish: () => root.finish() as S };
}
