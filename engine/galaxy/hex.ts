// Hex maths for the game board (LRR 6 adjacency, 39 game board): flat-topped hexes in axial coordinates, and the
// community map-string position numbering (0 = Mecatol Rex, then ring by ring, clockwise from straight above).
//
// Axial (q, r) with the third cube coordinate s = -q - r. With flat-topped hexes, one ring-1 tile sits straight
// above the centre. Sides are numbered 0–5 clockwise from the top edge, which is also the direction of the
// neighbour across that side:
//   0 top (0,-1) · 1 upper right (1,-1) · 2 lower right (1,0) · 3 bottom (0,1) · 4 lower left (-1,1) · 5 upper left (-1,0)

export interface Hex {
  readonly q: number;
  readonly r: number;
}

export const SIDES = [0, 1, 2, 3, 4, 5] as const;
export type Side = (typeof SIDES)[number];

/** Offset to the neighbour across each side, indexed by side. */
export const DIRECTIONS: readonly Hex[] = [
  { q: 0, r: -1 },
  { q: 1, r: -1 },
  { q: 1, r: 0 },
  { q: 0, r: 1 },
  { q: -1, r: 1 },
  { q: -1, r: 0 },
];

export const CENTRE: Hex = { q: 0, r: 0 };
export const CENTRE_KEY = '0,0';

export function isSide(n: number): n is Side {
  return Number.isInteger(n) && n >= 0 && n <= 5;
}

/** Side index modulo 6, so rotations and opposite sides stay in 0–5. */
export function side(n: number): Side {
  return (((n % 6) + 6) % 6) as Side;
}

export function oppositeSide(s: Side): Side {
  return side(s + 3);
}

/** The key used by `Board.systems`: 'q,r'. Normalises -0 to 0 so keys are unique. */
export function hexKey(h: Hex): string {
  return `${h.q + 0},${h.r + 0}`;
}

/** Parses 'q,r'; undefined for anything that is not two integers. */
export function parseHexKey(key: string): Hex | undefined {
  const m = /^(-?\d+),(-?\d+)$/.exec(key);
  if (!m) return undefined;
  return { q: Number(m[1]) + 0, r: Number(m[2]) + 0 };
}

export function addHex(a: Hex, b: Hex): Hex {
  return { q: a.q + b.q, r: a.r + b.r };
}

export function scaleHex(a: Hex, k: number): Hex {
  return { q: a.q * k, r: a.r * k };
}

export function sameHex(a: Hex, b: Hex): boolean {
  return a.q === b.q && a.r === b.r;
}

export function neighbour(h: Hex, s: Side): Hex {
  return addHex(h, DIRECTIONS[s] as Hex);
}

/** All six neighbours, indexed by side. */
export function neighbourHexes(h: Hex): Hex[] {
  return SIDES.map((s) => neighbour(h, s));
}

/** Number of steps between two hexes (cube distance). */
export function distance(a: Hex, b: Hex): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** Ring around Mecatol Rex: 0 for the centre, 1 for the six tiles touching it, and so on. */
export function ringOf(h: Hex): number {
  return distance(h, CENTRE);
}

/** The side of `a` that touches `b`, or undefined when they do not touch. */
export function sideTowards(a: Hex, b: Hex): Side | undefined {
  const dq = b.q - a.q;
  const dr = b.r - a.r;
  const i = DIRECTIONS.findIndex((d) => d.q === dq && d.r === dr);
  return i < 0 ? undefined : (i as Side);
}

/** Positions in ring k (6k, or 1 for the centre). */
export function ringSize(k: number): number {
  return k === 0 ? 1 : 6 * k;
}

/** Map-string index of the first position of ring k: 0, 1, 7, 19, 37, 61, … */
export function ringStart(k: number): number {
  return k === 0 ? 0 : 1 + 3 * k * (k - 1);
}

/** Number of positions in rings 0..k (the whole galaxy up to ring k). */
export function positionsUpToRing(k: number): number {
  return ringStart(k + 1);
}

/** Ring of a map-string position index. */
export function ringOfPosition(index: number): number {
  let k = 0;
  while (ringStart(k + 1) <= index) k++;
  return k;
}

/** Clockwise angle of a position from the top, in turns (0–1): each ring is numbered clockwise from the top. */
export function turnOfPosition(index: number): number {
  if (index === 0) return 0;
  const k = ringOfPosition(index);
  return (index - ringStart(k)) / ringSize(k);
}

/**
 * Map-string position index → hex. Ring k starts at the corner straight above the centre, k × side 0, and walks
 * clockwise: from corner i (k × direction i) it takes k steps in direction i + 2 to reach corner i + 1.
 */
export function positionToHex(index: number): Hex {
  if (!Number.isInteger(index) || index < 0) throw new Error(`bad map position ${index}`);
  if (index === 0) return CENTRE;
  const k = ringOfPosition(index);
  const offset = index - ringStart(k);
  const corner = Math.floor(offset / k);
  const step = offset % k;
  const start = scaleHex(DIRECTIONS[corner] as Hex, k);
  return addHex(start, scaleHex(DIRECTIONS[side(corner + 2)] as Hex, step));
}

/** Hex → map-string position index (inverse of `positionToHex`). */
export function hexToPosition(h: Hex): number {
  const k = ringOf(h);
  if (k === 0) return 0;
  for (let corner = 0; corner < 6; corner++) {
    const start = scaleHex(DIRECTIONS[corner] as Hex, k);
    const dir = DIRECTIONS[side(corner + 2)] as Hex;
    for (let step = 0; step < k; step++) {
      if (sameHex(addHex(start, scaleHex(dir, step)), h)) return ringStart(k) + corner * k + step;
    }
  }
  throw new Error(`hex ${hexKey(h)} not found on ring ${k}`);
}

export const positionKey = (index: number): string => hexKey(positionToHex(index));

/** Map-string index of a key, or undefined if the key is not a hex key. */
export function keyToPosition(key: string): number | undefined {
  const h = parseHexKey(key);
  return h ? hexToPosition(h) : undefined;
}

/** Hexes of ring k in map-string order. */
export function ringHexes(k: number): Hex[] {
  const out: Hex[] = [];
  for (let i = ringStart(k); i < ringStart(k) + ringSize(k); i++) out.push(positionToHex(i));
  return out;
}

/** Pixel centre of a flat-topped hex with circumradius `size` (y grows downwards, as in SVG). */
export function hexToPixel(h: Hex, size: number): { x: number; y: number } {
  return { x: size * 1.5 * h.q, y: size * Math.sqrt(3) * (h.r + h.q / 2) };
}

/** Corner points of a flat-topped hex around (0,0), starting at the right-hand corner, clockwise on screen. */
export function hexCorners(size: number): { x: number; y: number }[] {
  return [0, 1, 2, 3, 4, 5].map((i) => {
    const a = (Math.PI / 3) * i;
    return { x: size * Math.cos(a), y: size * Math.sin(a) };
  });
}

/** Midpoint of a side of a flat-topped hex around (0,0): side 0 is the top edge. */
export function sideMidpoint(s: Side, size: number): { x: number; y: number } {
  const apothem = (size * Math.sqrt(3)) / 2;
  const a = -Math.PI / 2 + (Math.PI / 3) * s;
  return { x: apothem * Math.cos(a), y: apothem * Math.sin(a) };
}
