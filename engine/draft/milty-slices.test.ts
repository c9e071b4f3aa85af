import { expect, test } from 'vitest';
import { SYSTEMS, type TileId } from '../data/systems';
import { distance, positionToHex } from '../galaxy/hex';
import { layout, systemPositions } from '../galaxy/layouts';
import { systemPool } from '../galaxy/tile-placement';
import {
  MILTY_LAYOUTS,
  generateSlices,
  sliceBounds,
  sliceLimits,
  sliceProblem,
  slicePositions,
  sliceShape,
  sliceStats,
  type MiltyPlayers,
} from './milty-slices';

const PLAYERS: readonly MiltyPlayers[] = [3, 6];
const anomaly = (t: TileId) => SYSTEMS[t].anomalies.length > 0;

test('milty slices: a six-player slice is the home’s two ring-3 sides, the ring-2 and ring-1 systems in front and one equidistant', () => {
  expect(sliceShape(layout('6p'))).toEqual([1, 7, 8, 20, 36]);
  expect(slicePositions(layout('6p'), 1)).toEqual([2, 9, 10, 23, 21]);
});

test('milty slices: the slices turned to every home cover the board’s open positions exactly once (3 and 6 players)', () => {
  for (const players of PLAYERS) {
    const l = layout(MILTY_LAYOUTS[players]);
    const all = l.homes.flatMap((_, seat) => slicePositions(l, seat));
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort((a, b) => a - b)).toEqual(systemPositions(l));
    expect(sliceShape(l)).toHaveLength(l.deal.blue + l.deal.red);
  }
});

test('milty slices: every slice dealt keeps every balance rule, over 200 seeds at the most slices each player count allows', () => {
  for (const players of PLAYERS) {
    const l = layout(MILTY_LAYOUTS[players]);
    const b = sliceBounds(players);
    const shape = sliceShape(l);
    const count = sliceLimits(players).max;
    for (let i = 0; i < 200; i++) {
      const r = generateSlices(`seed-${i}`, players, count);
      if (!r.ok) throw new Error(`${players}p seed-${i}: ${r.error.message}`);
      const slices = r.value;
      expect(slices).toHaveLength(count);
      const tiles = slices.flat();
      expect(new Set(tiles).size).toBe(tiles.length);
      for (const slice of slices) {
        expect(sliceProblem(players, slice)).toBeNull();
        const s = sliceStats(slice);
        expect(s.optimalInfluence).toBeGreaterThanOrEqual(b.minInfluence);
        expect(s.optimalResources).toBeGreaterThanOrEqual(b.minResources);
        expect(s.optimalInfluence + s.optimalResources).toBeLessThanOrEqual(b.maxTotal);
        expect(s.optimalInfluence + s.optimalResources).toBeGreaterThanOrEqual(b.minTotal);
        expect(s.wormholes).toBeLessThanOrEqual(1);
        expect(s.legendary).toBeLessThanOrEqual(1);
        expect(slice.filter((t) => SYSTEMS[t].back === 'blue')).toHaveLength(l.deal.blue);
        expect(slice.filter((t) => SYSTEMS[t].back === 'red')).toHaveLength(l.deal.red);
        for (let a = 0; a < slice.length; a++)
          for (let c = a + 1; c < slice.length; c++) {
            const touching = distance(positionToHex(shape[a] ?? 0), positionToHex(shape[c] ?? 0)) === 1;
            expect(touching && anomaly(slice[a] as TileId) && anomaly(slice[c] as TileId)).toBe(false);
          }
      }
    }
  }
});

test('milty slices: the pool is the base game and Prophecy of Kings systems, without homes, Mecatol Rex or hyperlanes', () => {
  const pool = new Set<string>(systemPool(['base', 'pok']));
  const r = generateSlices('pool', 6, 9);
  if (!r.ok) throw new Error(r.error.message);
  for (const t of r.value.flat()) {
    expect(pool.has(t)).toBe(true);
    expect(['blue', 'red']).toContain(SYSTEMS[t].back);
  }
  expect(pool.has('18')).toBe(false);
  expect(pool.has('1')).toBe(false);
  expect(pool.has('83A')).toBe(false);
});

test('milty slices: the same seed deals the same slices; another seed deals others', () => {
  expect(generateSlices('same', 6, 7)).toEqual(generateSlices('same', 6, 7));
  expect(generateSlices('same', 6, 7)).not.toEqual(generateSlices('other', 6, 7));
});

test('milty slices: unsupported player counts and slice counts are refused with the reason', () => {
  for (const players of [4, 5, 7, 8]) {
    const r = generateSlices('x', players, players);
    expect(r.ok ? null : [r.error.code, r.error.message]).toEqual([
      'draft/players',
      'The Milty draft is built for 3 or 6 players (the boards a slice fits)',
    ]);
  }
  const few = generateSlices('x', 6, 5);
  expect(few.ok ? null : few.error.message).toBe('Deal between 6 and 9 slices for 6 players');
  const many = generateSlices('x', 3, 6);
  expect(many.ok ? null : many.error.message).toBe('Deal between 3 and 5 slices for 3 players');
});

test('milty slices: a slice with two wormholes, or with two anomalies at touching positions, is not balanced', () => {
  // Lodor (alpha) and a beta wormhole: rich enough otherwise (optimal 6 resources, 7 influence).
  expect(sliceProblem(6, ['26', '29', '30', '40', '46'])).toBe('more than one wormhole');
  // A gravity rift and a nebula at positions 1 and 7 (touching), then at 1 and 36 (apart).
  expect(sliceProblem(6, ['41', '42', '29', '30', '23'])).toBe('two anomalies next to each other');
  expect(sliceProblem(6, ['41', '29', '30', '23', '42'])).toBeNull();
  expect(sliceProblem(6, ['24', '29', '30', '23', '42'])).toBe('a slice holds 3 blue and 2 red systems');
  expect(sliceProblem(6, ['19', '21', '22', '46', '47'])).toBe('optimal influence 3 is below 4');
});
