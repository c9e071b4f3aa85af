import { expect, test } from 'vitest';
import { distance, positionToHex, ringOfPosition, ringSize, ringStart } from '../galaxy/hex';
import { layout, layoutProblems, systemPositions } from '../galaxy/layouts';
import {
  MILTY_BOARDS,
  MILTY_PLAYERS,
  isMiltyPlayers,
  miltyBoard,
  slicePositions,
  turnBoard,
  turnPosition,
} from './milty-boards';

const sorted = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);
const turnOf = (p: number) => (p - ringStart(ringOfPosition(p))) / ringSize(ringOfPosition(p));

test('milty boards: a six-player slice is the home’s two ring-3 sides, the ring-2 and ring-1 systems in front and one equidistant', () => {
  expect(slicePositions(6, 0)).toEqual([1, 7, 8, 20, 36]);
  expect(slicePositions(6, 1)).toEqual([2, 9, 10, 23, 21]);
});

test('milty boards: every board is sound and its slices cover the open positions exactly once (3 to 8 players)', () => {
  for (const players of MILTY_PLAYERS) {
    const { board, slices } = miltyBoard(players);
    expect(layoutProblems(board)).toEqual([]);
    expect(board.homes).toHaveLength(players);
    expect(slices).toHaveLength(players);
    const all = slices.flat();
    expect(new Set(all).size).toBe(all.length);
    expect(sorted(all)).toEqual(systemPositions(board));
    for (const s of slices) expect(s).toHaveLength(board.deal.blue + board.deal.red);
  }
});

test('milty boards: homes in map order run clockwise, so the game seats speaker positions clockwise (board.ts seats by map order)', () => {
  for (const players of MILTY_PLAYERS) {
    const homes = miltyBoard(players).board.homes;
    expect(homes).toEqual(sorted(homes));
    const turns = homes.map(turnOf);
    for (let i = 1; i < turns.length; i++) expect(turns[i]).toBeGreaterThan(turns[i - 1] ?? 1);
  }
  // The rulebook's seven-player hyperlane board lists its top home first, which is not first in map order.
  expect(layout('7p-alternate').homes).not.toEqual(sorted(layout('7p-alternate').homes));
});

test('milty boards: each system belongs to its nearest home, an equidistant to the home it follows clockwise (one documented exception at 7)', () => {
  for (const players of MILTY_PLAYERS) {
    const { board, slices } = miltyBoard(players);
    const homes = board.homes.map(positionToHex);
    slices.forEach((slice, i) => {
      for (const p of slice) {
        const d = homes.map((h) => distance(h, positionToHex(p)));
        const exception = players === 7 && p === turnPosition(8, -1);
        expect(exception || d[i] === Math.min(...d), `${players}p position ${p} in slice ${i}`).toBe(true);
      }
    });
  }
});

// The AsyncTI4 bot's Milty templates (data/map_templates/standardMiltyLayouts.json), home by home, with their ring
// and index positions written as map positions; the seven-player rows are on the rulebook's board (before our turn).
const COMMUNITY: Record<4 | 5 | 7 | 8, Record<number, number[]>> = {
  4: { 22: [2, 9, 10, 21, 23], 25: [3, 11, 13, 24, 26], 31: [5, 15, 16, 30, 32], 34: [6, 7, 17, 33, 35] },
  5: {
    19: [1, 7, 8, 20, 36],
    22: [2, 9, 10, 21, 23],
    25: [3, 11, 13, 24, 26],
    31: [5, 15, 16, 30, 32],
    34: [6, 17, 18, 33, 35],
  },
  7: {
    37: [7, 8, 19, 38, 60],
    22: [2, 9, 10, 21, 23],
    25: [3, 11, 12, 24, 26],
    49: [13, 28, 29, 48, 50],
    52: [14, 15, 30, 31, 51],
    55: [6, 16, 17, 32, 56],
    58: [18, 34, 35, 36, 59],
  },
  8: {
    37: [7, 19, 20, 38, 60],
    40: [8, 9, 21, 22, 39],
    43: [3, 10, 11, 23, 44],
    46: [12, 25, 26, 27, 47],
    49: [13, 28, 29, 48, 50],
    52: [14, 15, 30, 31, 51],
    55: [6, 16, 17, 32, 56],
    58: [18, 34, 35, 36, 59],
  },
};

test('milty boards: the slices for 4, 5, 7 and 8 players are the community’s (AsyncTI4 Milty templates)', () => {
  for (const players of [4, 5, 7, 8] as const) {
    const { board, slices } = miltyBoard(players);
    const back = (p: number) => (players === 7 ? turnPosition(p, 1) : p);
    const ours = Object.fromEntries(board.homes.map((h, i) => [back(h), sorted((slices[i] ?? []).map(back))]));
    expect(ours).toEqual(COMMUNITY[players]);
  }
});

test('milty boards: five, seven and eight players draft on the rulebook hyperlane boards; four on the six-player board with two hyperlane wedges', () => {
  expect([5, 7, 8].map((n) => MILTY_BOARDS[n as 5 | 7 | 8].layout)).toEqual([
    '5p-hyperlanes',
    '7p-alternate',
    '8p-alternate',
  ]);
  expect(MILTY_BOARDS[7].board).toEqual(turnBoard(layout('7p-alternate'), -1));
  expect(MILTY_BOARDS[8].board).toEqual(layout('8p-alternate'));
  const four = MILTY_BOARDS[4].board;
  expect(four.homes).toEqual([22, 25, 31, 34]);
  expect(sorted(four.hyperlanes.map((h) => h.position))).toEqual([1, 4, 8, 12, 14, 18, 19, 20, 27, 28, 29, 36]);
  // The second wedge is the first turned half-way round, each lane turned with it.
  const five = layout('5p-hyperlanes').hyperlanes;
  for (const h of five)
    expect(four.hyperlanes).toContainEqual({ position: turnPosition(h.position, 3), tile: h.tile, rotation: 3 });
});

test('milty boards: there is no board for fewer than 3 or more than 8 players', () => {
  expect([2, 3, 8, 9].map(isMiltyPlayers)).toEqual([false, true, true, false]);
});
