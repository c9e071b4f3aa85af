// The seeded random generator lives in the game state so that replaying the log reproduces every die and shuffle.
// New games draw from ChaCha20 keyed by a hash of the seed (engine/core/chacha20.ts): a cryptographic stream, so no
// number of public dice lets anyone solve for the key and predict shuffles and hands. Games created before it keep
// sfc32 (fast, but its 128-bit state can be recovered from enough outputs); their stored state names it by its shape.
import { chacha20Block, sha256, utf8 } from './chacha20';

export const GENERATORS = ['chacha20', 'sfc32'] as const;
export type GeneratorKind = (typeof GENERATORS)[number];

/** sfc32, as games created before ChaCha20 store it: 128 bits as four 32-bit integers. */
export interface Sfc32State {
  readonly a: number;
  readonly b: number;
  readonly c: number;
  readonly d: number;
}

/** ChaCha20: the 256-bit key (hex), the block the next word comes from, and that word's index (0–15). */
export interface ChaChaState {
  readonly kind: 'chacha20';
  readonly key: string;
  readonly block: number;
  readonly word: number;
}

export type RngState = Sfc32State | ChaChaState;

export const generatorOf = (s: RngState): GeneratorKind => ('kind' in s ? s.kind : 'sfc32');

/** Derives a generator state from a text seed. */
export function seedRng(seed: string, kind: GeneratorKind = 'chacha20'): RngState {
  if (kind === 'chacha20') {
    const key = sha256(utf8(seed))
      .map((b) => b.toString(16).padStart(2, '0'))
      .join('');
    return { kind: 'chacha20', key, block: 0, word: 0 };
  }
  return seedSfc32(seed);
}

/** sfc32 seeded from the cyrb128 hash of the seed, then warmed up (kept exactly for stored games). */
function seedSfc32(seed: string): Sfc32State {
  let h1 = 1779033703,
    h2 = 3144134277,
    h3 = 1013904242,
    h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  let state: Sfc32State = { a: (h1 ^ h2 ^ h3 ^ h4) >>> 0, b: (h2 ^ h1) >>> 0, c: (h3 ^ h1) >>> 0, d: (h4 ^ h1) >>> 0 };
  for (let i = 0; i < 15; i++) state = nextSfc32(state)[1];
  return state;
}

function nextSfc32(s: Sfc32State): [number, Sfc32State] {
  let { a, b, c, d } = s;
  a >>>= 0;
  b >>>= 0;
  c >>>= 0;
  d >>>= 0;
  let t = (a + b) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  d = (d + 1) | 0;
  t = (t + d) | 0;
  c = (c + t) | 0;
  return [t >>> 0, { a: a >>> 0, b: b >>> 0, c: c >>> 0, d: d >>> 0 }];
}

/** The last block computed: consecutive draws read sixteen words from one block. A cache only; results are pure. */
let lastBlock: { key: string; block: number; words: Uint32Array } | null = null;

function keyWords(hex: string): number[] {
  const words: number[] = [];
  // RFC 8439 2.3: the key's bytes are read as little-endian words.
  for (let i = 0; i < 64; i += 8) {
    const bytes = [0, 2, 4, 6].map((j) => parseInt(hex.slice(i + j, i + j + 2), 16));
    words.push((bytes[0]! | (bytes[1]! << 8) | (bytes[2]! << 16) | (bytes[3]! << 24)) >>> 0);
  }
  return words;
}

function nextChaCha(s: ChaChaState): [number, ChaChaState] {
  if (lastBlock?.key !== s.key || lastBlock.block !== s.block)
    lastBlock = { key: s.key, block: s.block, words: chacha20Block(keyWords(s.key), s.block) };
  const value = lastBlock.words[s.word]! >>> 0;
  const next: ChaChaState = s.word === 15 ? { ...s, block: s.block + 1, word: 0 } : { ...s, word: s.word + 1 };
  return [value, next];
}

/** Returns a uniformly distributed unsigned 32-bit integer and the next state. */
export function nextUint32(s: RngState): [number, RngState] {
  return 'kind' in s ? nextChaCha(s) : nextSfc32(s);
}

/**
 * A mutable cursor over the state's generator, used inside one `apply` on a draft state.
 * Rejection sampling keeps every integer in [0, n) equally likely.
 */
export class Rng {
  constructor(private holder: { rng: RngState }) {}

  int(n: number): number {
    if (!Number.isInteger(n) || n <= 0) throw new Error(`Rng.int needs a positive integer, got ${n}`);
    const limit = Math.floor(0x100000000 / n) * n;
    for (;;) {
      const [x, next] = nextUint32(this.holder.rng);
      this.holder.rng = next;
      if (x < limit) return x % n;
    }
  }

  /** A ten-sided die (LRR 18: combat rolls use d10). */
  d10(): number {
    return this.int(10) + 1;
  }

  /** Fisher–Yates, in place; returns the same array. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const tmp = items[i] as T;
      items[i] = items[j] as T;
      items[j] = tmp;
    }
    return items;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Rng.pick from an empty list');
    return items[this.int(items.length)] as T;
  }
}
