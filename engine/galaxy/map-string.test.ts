import { expect, test } from 'vitest';
import { cellAt, deadEndLanes, homePositions, parseMapString, toMapString } from './map-string';
import { REAL_MAP_STRINGS } from './map-strings.fixture';

const normalised = (s: string) =>
  s
    .trim()
    .split(/[\s,]+/)
    .join(' ');

test.each(REAL_MAP_STRINGS.map((m) => [m.name, m.mapString]))('setup 6 map string round trip: %s', (_name, s) => {
  const parsed = parseMapString(s);
  if (!parsed.ok) throw new Error(parsed.error.message);
  expect(toMapString(parsed.value)).toBe(normalised(s));
  const again = parseMapString(toMapString(parsed.value));
  expect(again).toEqual(parsed);
});

test('setup 6 map string: the 6-player Learn-to-Play board has Mecatol Rex at the centre and homes on ring 3 corners', () => {
  const s = REAL_MAP_STRINGS.find((m) => m.name === 'Learn to Play [6p PoK]')?.mapString ?? '';
  const parsed = parseMapString(s);
  if (!parsed.ok) throw new Error(parsed.error.message);
  expect(cellAt(parsed.value, 0)).toEqual({ kind: 'tile', tile: '18', rotation: 0 });
  expect(cellAt(parsed.value, 1)).toEqual({ kind: 'tile', tile: '26', rotation: 0 });
  expect(homePositions(parsed.value)).toEqual([19, 22, 25, 28, 31, 34]);
  expect(parsed.value.cells).toHaveLength(36);
});

test('44 map string: the 8-player Learn-to-Play board reads hyperlanes with their rotations', () => {
  const s = REAL_MAP_STRINGS.find((m) => m.name === 'Learn to Play [8p PoK]')?.mapString ?? '';
  const parsed = parseMapString(s);
  if (!parsed.ok) throw new Error(parsed.error.message);
  expect(cellAt(parsed.value, 1)).toEqual({ kind: 'tile', tile: '87A', rotation: 1 });
  expect(cellAt(parsed.value, 2)).toEqual({ kind: 'tile', tile: '90B', rotation: 3 });
  expect(cellAt(parsed.value, 41)).toEqual({ kind: 'empty' });
  expect(homePositions(parsed.value)).toEqual([37, 40, 43, 46, 49, 52, 55, 58]);
});

test('setup 6 map string: commas, a {N} centre, lower-case sides and leading zeros are accepted', () => {
  const parsed = parseMapString(' {25}, 018,19 20 21 22 23 ');
  if (!parsed.ok) throw new Error(parsed.error.message);
  expect(parsed.value.centre).toBe('25');
  expect(toMapString(parsed.value)).toBe('{25} 18 19 20 21 22 23');
  const lanes = parseMapString('19 20 21 85a0 22 23');
  expect(lanes.ok && cellAt(lanes.value, 4)).toEqual({ kind: 'tile', tile: '85A', rotation: 0 });
});

const rejections: [string, string, string][] = [
  ['', 'galaxy/map-empty', 'no tiles'],
  ['19 20 banana', 'galaxy/map-bad-token', 'position 3'],
  ['19 20 999', 'galaxy/map-unknown-tile', '999'],
  ['19 20 19', 'galaxy/map-duplicate-tile', 'tile 19 appears twice'],
  ['19 18 20', 'galaxy/map-duplicate-tile', 'the centre'],
  ['19 20 21 85A6 22 23', 'galaxy/map-bad-rotation', 'rotation 6'],
  ['19 20 21 85A12 22 23', 'galaxy/map-bad-rotation', 'rotation 12'],
  ['19 20 25A3', 'galaxy/map-unknown-tile', '25A'],
  ['19 20 82A3', 'galaxy/map-bad-rotation', 'not a hyperlane'],
  ['{83A} 19 20', 'galaxy/map-no-mecatol', 'no Mecatol Rex'],
  ['{25} 19 20', 'galaxy/map-no-mecatol', 'tile 18'],
  [Array.from({ length: 127 }, () => '-1').join(' '), 'galaxy/map-too-many-tiles', '127 positions'],
];

test.each(rejections)('setup 6 map string rejects %j with %s', (s, code, words) => {
  const parsed = parseMapString(s);
  expect(parsed.ok).toBe(false);
  if (parsed.ok) return;
  expect(parsed.error.code).toBe(code);
  expect(parsed.error.message).toContain(words);
});

test('44.1 map string: a lane that leads off the board is a dead end, not an error', () => {
  // 83A at position 4 (below Mecatol) turned 0: its lane joins sides 1 and 4; side 4 faces position 16, absent here.
  const parsed = parseMapString('19 20 21 83A0 22 23');
  if (!parsed.ok) throw new Error(parsed.error.message);
  expect(deadEndLanes(parsed.value)).toEqual([{ position: 4, side: 4 }]);
  expect(toMapString(parsed.value)).toBe('19 20 21 83A0 22 23');
});

test('44.1 map string: a lane running into a hyperlane edge without a lane is a dead end', () => {
  // 83A0 at position 1 joins sides 1 and 4; side 1 faces position 8, where 83B0 has lanes on sides 0–3, 0–2, 3–5
  // but none on side 4, so that end leads nowhere. Side 4 of position 1 faces position 6 (a system).
  const parsed = parseMapString('83A0 20 21 22 23 24 25 83B0 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41');
  if (!parsed.ok) throw new Error(parsed.error.message);
  expect(deadEndLanes(parsed.value)).toContainEqual({ position: 1, side: 1 });
});

test('44.2 map string: the centre may be a hyperlane when Mecatol Rex sits elsewhere', () => {
  const parsed = parseMapString('{83A3} 18 20 21 22 23 24');
  if (!parsed.ok) throw new Error(parsed.error.message);
  expect(cellAt(parsed.value, 0)).toEqual({ kind: 'tile', tile: '83A', rotation: 3 });
  expect(cellAt(parsed.value, 1)).toEqual({ kind: 'tile', tile: '18', rotation: 0 });
  expect(toMapString(parsed.value)).toBe('{83A3} 18 20 21 22 23 24');
  expect(parseMapString(toMapString(parsed.value))).toEqual(parsed);
});

test('44.1 map string: a lane may end at a home position or Mecatol Rex', () => {
  // 84A (sides 2–5) turned 1 → sides 3–0: at position 1 it joins Mecatol Rex (below) and position 7 (above).
  const parsed = parseMapString('84A1 20 21 22 23 24 0');
  expect(parsed.ok).toBe(true);
  if (!parsed.ok) return;
  expect(deadEndLanes(parsed.value)).toEqual([]);
  const offEdge = parseMapString('84A1 20 21 22 23 24 -1');
  if (!offEdge.ok) throw new Error(offEdge.error.message);
  expect(deadEndLanes(offEdge.value)).toEqual([{ position: 1, side: 0 }]);
});
