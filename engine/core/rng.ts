// The seeded random generator lives in the game state so that replaying the log reproduces every die and shuffle.
// sfc32: small, fast, 128-bit state that serialises as four 32-bit integers.

export interface RngState {
  readonly a: number;
  readonly b: number;
  readonly c: number;
  readonly d: number;
}

/** Derives a generator state from a text seed (cyrb128 hash), then warms it up. */
export function seedRng(seed: string): RngState {
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
  let state: RngState = { a: (h1 ^ h2 ^ h3 ^ h4) >>> 0, b: (h2 ^ h1) >>> 0, c: (h3 ^ h1) >>> 0, d: (h4 ^ h1) >>> 0 };
  for (let i = 0; i < 15; i++) state = nextUint32(state)[1];
  return state;
}

/** Returns a uniformly distributed unsigned 32-bit integer and the next state. */
export function nextUint32(s: RngState): [number, RngState] {
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
