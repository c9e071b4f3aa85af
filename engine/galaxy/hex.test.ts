import { expect, test } from 'vitest';
import {
  distance,
  hexKey,
  hexToPixel,
  hexToPosition,
  neighbour,
  neighbourHexes,
  parseHexKey,
  positionToHex,
  ringHexes,
  ringOf,
  ringOfPosition,
  ringStart,
  sideTowards,
} from './hex';

test('map positions: ring starts are 1, 7, 19, 37, 61 and ring k holds 6k positions', () => {
  expect([1, 2, 3, 4, 5].map(ringStart)).toEqual([1, 7, 19, 37, 61]);
  expect(ringHexes(3)).toHaveLength(18);
  expect([0, 1, 6, 7, 18, 19, 36, 37, 60].map(ringOfPosition)).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 4]);
});

test('map positions: each ring starts straight above Mecatol Rex and runs clockwise', () => {
  // Straight above is side 0; the next tile clockwise on ring 1 is the upper-right neighbour (side 1).
  expect(positionToHex(1)).toEqual({ q: 0, r: -1 });
  expect(positionToHex(2)).toEqual({ q: 1, r: -1 });
  expect(positionToHex(4)).toEqual({ q: 0, r: 1 }); // straight below
  expect(positionToHex(7)).toEqual({ q: 0, r: -2 });
  expect(positionToHex(8)).toEqual({ q: 1, r: -2 });
  expect(positionToHex(19)).toEqual({ q: 0, r: -3 });
  expect(positionToHex(28)).toEqual({ q: 0, r: 3 }); // ring 3 bottom corner
  const p2 = hexToPixel(positionToHex(2), 100);
  expect(p2.x).toBeGreaterThan(0);
  expect(p2.y).toBeLessThan(0); // SVG y grows downwards: upper right
});

test('map positions: index and hex convert both ways for rings 0–6', () => {
  for (let p = 0; p < ringStart(7); p++) {
    const h = positionToHex(p);
    expect(hexToPosition(h)).toBe(p);
    expect(ringOf(h)).toBe(ringOfPosition(p));
  }
});

test('6 physical adjacency: neighbours lie across sides 0–5 clockwise from the top', () => {
  const c = { q: 0, r: 0 };
  expect(neighbourHexes(c).map(hexToPosition)).toEqual([1, 2, 3, 4, 5, 6]);
  expect(neighbour(positionToHex(19), 3)).toEqual(positionToHex(7));
  expect(sideTowards(positionToHex(7), positionToHex(19))).toBe(0);
  expect(sideTowards(positionToHex(7), positionToHex(28))).toBeUndefined();
});

test('hex distance and keys', () => {
  expect(distance(positionToHex(19), positionToHex(28))).toBe(6);
  expect(distance(positionToHex(1), positionToHex(4))).toBe(2);
  expect(hexKey({ q: -0, r: 3 })).toBe('0,3');
  expect(parseHexKey('-2,1')).toEqual({ q: -2, r: 1 });
  expect(parseHexKey('a,1')).toBeUndefined();
});
