// Probability distributions of combat dice for the odds calculator (LRR 18 combat rolls, 56 modifiers): hits from a
// set of dice, the Jol-Nar flagship's extra hits, and the joint distribution of hits that must go to non-fighter
// ships (the L1Z1X flagship) and the rest.
/** P(one die hits): a result of hitsOn − modifier or more on a d10 (18.1, 56.2). */
export const hitChance = (hitsOn: number, modifier = 0): number =>
  Math.min(1, Math.max(0, (11 - hitsOn + modifier) / 10));

/** Sparse joint distribution of (restricted hits, other hits). */
export interface HitDist {
  readonly r: Int32Array;
  readonly x: Int32Array;
  readonly p: Float64Array;
}

/** Distribution of the number of hits from independent dice with these chances. */
export function hitsDistribution(chances: readonly number[]): Float64Array {
  const live = chances.filter((c) => c > 0);
  const dist = new Float64Array(live.length + 1);
  dist[0] = 1;
  // In place, from the top down: after die n, dist[k] is the chance of k hits among the first n dice.
  live.forEach((c, n) => {
    for (let k = n + 1; k > 0; k--) dist[k] = dist[k]! * (1 - c) + dist[k - 1]! * c;
    dist[0] = dist[0]! * (1 - c);
  });
  return dist;
}

/** Distribution of a sum: `a` convolved with `b` (index = hits). */
function convolve(a: Float64Array, b: Float64Array): Float64Array {
  const out = new Float64Array(a.length + b.length - 1);
  for (let i = 0; i < a.length; i++) for (let j = 0; j < b.length; j++) out[i + j] = out[i + j]! + a[i]! * b[j]!;
  return out;
}

/** The Jol-Nar flagship's die: a hit as usual, and 2 hits more on a 9 or 10 before modifiers (index = hits). */
export function jolnarDie(hitsOn: number, modifier: number): Float64Array {
  const dist = new Float64Array(4);
  for (let r = 1; r <= 10; r++) {
    const h = (r + modifier >= hitsOn ? 1 : 0) + (r >= 9 ? 2 : 0);
    dist[h] = dist[h]! + 0.1;
  }
  return dist;
}

/** `multi`: dice that can produce more than one hit each, added to the other hits. */
export function jointDistribution(
  restricted: readonly number[],
  other: readonly number[],
  multi: readonly Float64Array[] = [],
): HitDist {
  const a = hitsDistribution(restricted);
  let b = hitsDistribution(other);
  for (const m of multi) b = convolve(b, m);
  const r = new Int32Array(a.length * b.length);
  const x = new Int32Array(a.length * b.length);
  const p = new Float64Array(a.length * b.length);
  let n = 0;
  for (let i = 0; i < a.length; i++) {
    for (let j = 0; j < b.length; j++) {
      const q = a[i]! * b[j]!;
      if (q > 0) {
        r[n] = i;
        x[n] = j;
        p[n++] = q;
      }
    }
  }
  return { r: r.subarray(0, n), x: x.subarray(0, n), p: p.subarray(0, n) };
}
