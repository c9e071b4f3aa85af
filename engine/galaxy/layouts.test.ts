import { expect, test } from 'vitest';
import { GALAXY_LAYOUTS } from '../core/state';
import { LAYOUTS, layoutProblems, layoutsFor, systemPositions, tilesNeeded, type LayoutDef } from './layouts';
import { cellAt, homePositions, parseMapString } from './map-string';
import { REAL_MAP_STRINGS } from './map-strings.fixture';

test.each(GALAXY_LAYOUTS.map((id) => [id]))(
  'setup 6 layout %s is sound: tiles fill the open positions and every lane ends at a system',
  (id) => {
    expect(layoutProblems(LAYOUTS[id])).toEqual([]);
  },
);

// LRR setup step 6: tiles dealt per player, and the speaker's extra tiles next to Mecatol Rex.
const dealt: [string, number, number, number, number][] = [
  ['3p', 6, 2, 0, 0],
  ['4p', 5, 3, 0, 0],
  ['5p', 4, 2, 0, 1],
  ['5p-hyperlanes', 3, 2, 0, 0],
  ['6p', 3, 2, 0, 0],
  ['6p-large', 6, 3, 0, 0],
  ['7p', 4, 2, 3, 2],
  ['7p-alternate', 3, 2, 0, 0],
  ['8p', 4, 2, 2, 2],
  ['8p-alternate', 3, 2, 0, 0],
];

test.each(dealt)(
  'setup 6 layout %s deals %i blue and %i red tiles per player, extras %i blue %i red',
  (id, blue, red, xb, xr) => {
    const l = LAYOUTS[id as keyof typeof LAYOUTS] as LayoutDef;
    expect(l.deal).toEqual({ blue, red });
    expect(l.extra).toEqual({ blue: xb, red: xr });
    expect(systemPositions(l)).toHaveLength(tilesNeeded(l).blue + tilesNeeded(l).red);
  },
);

test('setup 6 hyperlane tiles per LRR: five-player and seven-player use 83A–88A; the alternates their own sets', () => {
  const tiles = (id: keyof typeof LAYOUTS) => (LAYOUTS[id] as LayoutDef).hyperlanes.map((h) => h.tile).sort();
  expect(tiles('5p-hyperlanes')).toEqual(['83A', '84A', '85A', '86A', '87A', '88A']);
  expect(tiles('7p')).toEqual(['83A', '84A', '85A', '86A', '87A', '88A']);
  expect(tiles('7p-alternate')).toEqual(['83B', '84B', '85B', '86B', '88B', '90B']);
  expect(tiles('8p-alternate')).toEqual(['83B', '85B', '87A', '88A', '89B', '90B']);
});

test('setup 6 five players without hyperlanes: the three close-set home systems get 2, 4 and 2 trade goods', () => {
  expect(LAYOUTS['5p'].homes).toEqual([22, 25, 28, 32, 36]);
  expect(LAYOUTS['5p'].tradeGoods).toEqual([2, 4, 2, 0, 0]);
  for (const l of Object.values(LAYOUTS) as LayoutDef[]) {
    if (l.id !== '5p') expect(l.tradeGoods.every((n) => n === 0)).toBe(true);
  }
});

// Each Learn-to-Play map string must have exactly the layout's homes, hyperlanes (with rotations) and empty spaces.
const learnToPlay: [string, string][] = [
  ['3p', 'Learn to Play [3p PoK]'],
  ['4p', 'Learn to Play [4p PoK]'],
  ['5p', 'Learn to Play [5p Base]'],
  ['5p-hyperlanes', 'Learn to Play [5p PoK]'],
  ['6p', 'Learn to Play [6p PoK]'],
  ['7p-alternate', 'Learn to Play [7p PoK]'],
  ['8p-alternate', 'Learn to Play [8p PoK]'],
];

test.each(learnToPlay)('setup 6 layout %s matches the map string "%s"', (id, name) => {
  const l = LAYOUTS[id as keyof typeof LAYOUTS] as LayoutDef;
  const parsed = parseMapString(REAL_MAP_STRINGS.find((m) => m.name === name)?.mapString ?? '');
  if (!parsed.ok) throw new Error(parsed.error.message);
  const map = parsed.value;
  expect(homePositions(map)).toEqual([...l.homes].sort((a, b) => a - b));
  for (const h of l.hyperlanes)
    expect(cellAt(map, h.position)).toEqual({ kind: 'tile', tile: h.tile, rotation: h.rotation });
  const last = systemPositions(l)
    .concat(l.homes, l.empty)
    .reduce((a, b) => Math.max(a, b), 0);
  const empty: number[] = [];
  for (let p = 1; p <= last; p++) if (cellAt(map, p).kind === 'empty') empty.push(p);
  expect(empty).toEqual([...l.empty].sort((a, b) => a - b));
});

test('44.1 a hyperlane turned the wrong way is caught: the generator rotation 4 for 8p-alternate 88A runs into 89B', () => {
  const l = LAYOUTS['8p-alternate'];
  const wrong: LayoutDef = {
    ...l,
    hyperlanes: l.hyperlanes.map((h) => (h.tile === '88A' ? { ...h, rotation: 4 } : h)),
  };
  expect(layoutProblems(wrong)).toEqual([
    'hyperlane 88A4 at 4: lane on side 5 ends at position 5, which holds no system and no lane on that edge',
  ]);
});

test('setup 6 layouts for a player count', () => {
  expect(layoutsFor(7).map((l) => l.id)).toEqual(['7p', '7p-alternate']);
  expect(layoutsFor(2)).toEqual([]);
});
