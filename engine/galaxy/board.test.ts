import { expect, test } from 'vitest';
import { activateNexus, boardFromMap, offBoardKey } from './board';
import { neighbourHexes, parseHexKey, hexKey, keyToPosition, turnOfPosition, type Hex } from './hex';
import { createGame } from '../setup/create-game';
import { homeSystemKey } from '../objectives/board-queries';
import { parseMapString, type ParsedMap } from './map-string';
import { addShips, at, boardFrom } from './scenario.fixture';

const map = (s: string): ParsedMap => {
  const parsed = parseMapString(s);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};
const COLORS = ['red', 'blue', 'green', 'yellow', 'purple', 'black', 'orange'] as const;
const SIX = '19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 0 37 38 0 39 40 0 41 42 0 43 44 0 45 46 0 47 48';

test('setup 6 home systems go to the home positions in map order (seat order)', () => {
  const built = boardFromMap(map(SIX), ['1', '2', '3', '4', '5', '6']);
  if (!built.ok) throw new Error(built.error.message);
  expect(built.value.homeKeys).toEqual([19, 22, 25, 28, 31, 34].map(at));
  expect(built.value.board.systems[at(22)]?.tile).toBe('2');
  expect(built.value.board.systems[at(0)]?.tile).toBe('18');
  expect(Object.keys(built.value.board.systems)).toHaveLength(37);
  expect(built.value.board.systems[at(28)]?.planets).toEqual({
    muaat: { owner: null, exhausted: false, units: {}, attachments: [] },
  });
});

test('setup 6 building a board checks the number of home systems and that none repeats a tile', () => {
  const few = boardFromMap(map(SIX), ['1', '2']);
  expect(few.ok).toBe(false);
  if (!few.ok) expect(few.error.code).toBe('galaxy/home-count');
  const twice = boardFromMap(map(SIX), ['1', '1', '3', '4', '5', '6']);
  expect(!twice.ok && twice.error.code).toBe('galaxy/map-duplicate-tile');
  const creussTwice = boardFromMap(map(SIX), ['51', '17', '3', '4', '5', '6']);
  expect(!creussTwice.ok && creussTwice.error.code).toBe('galaxy/map-duplicate-tile');
});

test('39.1 the Creuss home system is part of the board but touches no tile; the gate holds the home position', () => {
  const built = boardFromMap(map(SIX), ['1', '51', '3', '4', '5', '6']);
  if (!built.ok) throw new Error(built.error.message);
  const { board, homeKeys } = built.value;
  expect(board.systems[at(22)]?.tile).toBe('17');
  const home = homeKeys[1] as string;
  expect(board.systems[home]?.tile).toBe('51');
  const h = parseHexKey(home) as Hex;
  expect(neighbourHexes(h).some((n) => board.systems[hexKey(n)] !== undefined)).toBe(false);
});

test('100.1 the nexus goes beside the board with its inactive side up; 100.2 flipping it keeps its units', () => {
  const { board } = boardFrom(SIX, undefined, { nexus: true });
  const nexus = board.nexus.at as string;
  expect(board.systems[nexus]?.tile).toBe('82A');
  expect(neighbourHexes(parseHexKey(nexus) as Hex).some((n) => board.systems[hexKey(n)] !== undefined)).toBe(false);
  addShips(board, nexus, 2, { carrier: 1, infantry: 2 });
  const active = activateNexus(board);
  expect(active.nexus).toEqual({ placed: true, active: true, at: nexus });
  expect(active.systems[nexus]?.tile).toBe('82B');
  expect(active.systems[nexus]?.space['2']?.counts).toEqual({ carrier: 1, infantry: 2 });
  expect(Object.keys(active.systems[nexus]?.planets ?? {})).toEqual(['mallice']);
  expect(activateNexus(active)).toBe(active);
});

test('39.1 off-board positions keep clear of every tile and of each other', () => {
  const { board } = boardFrom(SIX, undefined, { nexus: true });
  const key = offBoardKey(board, parseHexKey(board.nexus.at as string) as Hex);
  expect(key).not.toBe(board.nexus.at);
  expect(neighbourHexes(parseHexKey(key) as Hex).some((n) => board.systems[hexKey(n)] !== undefined)).toBe(false);
});

test('39.1 with the Ghosts of Creuss and the nexus both beside the board, each keeps clear of the other and of the galaxy', () => {
  const { board, homeKeys } = boardFrom(SIX, ['1', '51', '3', '4', '5', '6'], { nexus: true });
  const home = homeKeys[1] as string;
  const nexus = board.nexus.at as string;
  expect(board.systems[home]?.tile).toBe('51');
  expect(board.systems[nexus]?.tile).toBe('82A');
  for (const key of [home, nexus]) {
    expect(neighbourHexes(parseHexKey(key) as Hex).some((n) => board.systems[hexKey(n)] !== undefined)).toBe(false);
  }
  // The nexus sits by the lower-right corner of a three-ring galaxy, two steps from its nearest tile.
  expect(nexus).toBe('3,2');
});

test('setup 6 seats go round the table clockwise even where homes sit on different rings (seven-player alternate board)', () => {
  const factions = ['sol', 'hacan', 'letnev', 'jolnar', 'xxcha', 'naalu', 'arborec'];
  const created = createGame({
    seed: 'clockwise',
    victoryPoints: 10,
    layout: '7p-alternate',
    seats: factions.map((faction, i) => ({ name: `P${i}`, faction, color: COLORS[i]! })),
  });
  if (!created.ok) throw new Error(created.error.message);
  const state = created.value.state;
  const positions = factions.map((_, seat) => keyToPosition(homeSystemKey(state, seat) ?? '') ?? -1);
  // Ring 4's top home and ring 3's two homes: seat 0 is the first in map order, and every next seat sits further
  // round clockwise.
  expect(positions).toEqual([22, 25, 49, 52, 55, 58, 37]);
  const turns = positions.map((p) => (turnOfPosition(p) - turnOfPosition(positions[0]!) + 1) % 1);
  expect(turns).toEqual([...turns].sort((a, b) => a - b));
});
