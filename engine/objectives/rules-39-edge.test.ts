// Rule coverage of LRR 39.2: a system is on the edge of the game board when one of its sides touches no system tile.
import { expect, test } from 'vitest';
import { at, boardFrom } from '../galaxy/scenario.fixture';
import { isEdgeSystem } from './board-queries';

// Mecatol Rex, a full first ring, and one system of the second ring at position 7 (above position 1).
const board = () => boardFrom('19 20 21 22 23 24 26 25').board;

test('39.2 a system is on the edge when any side touches no other system tile', () => {
  const b = board();
  expect(isEdgeSystem(b, at(0))).toBe(false); // every side touches the first ring
  expect(isEdgeSystem(b, at(1))).toBe(true); // the second ring is nearly empty
  expect(isEdgeSystem(b, at(7))).toBe(true);
  // Fill the second ring: the first ring is no longer on the edge, the second is.
  const full = boardFrom('19 20 21 22 23 24 26 25 27 28 29 30 31 32 33 34 35 36 37 38').board;
  expect([1, 2, 3, 4, 5, 6].map((p) => isEdgeSystem(full, at(p)))).toEqual([false, false, false, false, false, false]);
  expect(isEdgeSystem(full, at(12))).toBe(true);
});
