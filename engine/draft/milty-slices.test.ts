import { expect, test } from 'vitest';
import { SYSTEMS, type TileId } from '../data/systems';
import { distance, positionToHex } from '../galaxy/hex';
import { systemPool } from '../galaxy/tile-placement';
import { MILTY_PLAYERS, miltyBoard, sliceSize } from './milty-boards';
import { generateSlices, sliceBounds, sliceLimits, sliceProblem, sliceStats } from './milty-slices';

const anomaly = (t: TileId) => SYSTEMS[t].anomalies.length > 0;

test('milty slices: every slice dealt keeps every balance rule, over 120 seeds at the most slices each count (3 to 8) allows', () => {
  for (const players of MILTY_PLAYERS) {
    const deal = sliceSize(players);
    const b = sliceBounds(players);
    const homes = miltyBoard(players).slices;
    const count = sliceLimits(players).max;
    for (let i = 0; i < 120; i++) {
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
        expect(slice.filter((t) => SYSTEMS[t].back === 'blue')).toHaveLength(deal.blue);
        expect(slice.filter((t) => SYSTEMS[t].back === 'red')).toHaveLength(deal.red);
        // Whichever home the slice goes to, no two of its anomalies touch.
        const touchingAnomalies = homes.flatMap((shape) =>
          shape.flatMap((pa, a) =>
            shape.filter((pc, c) => {
              const both = c > a && anomaly(slice[a] as TileId) && anomaly(slice[c] as TileId);
              return both && distance(positionToHex(pa), positionToHex(pc)) === 1;
            }),
          ),
        );
        expect(touchingAnomalies).toEqual([]);
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
  for (const players of [2, 9]) {
    const r = generateSlices('x', players, players);
    expect(r.ok ? null : [r.error.code, r.error.message]).toEqual([
      'draft/players',
      'The Milty draft is built for 3 to 8 players',
    ]);
  }
  const eight = generateSlices('x', 8, 10);
  expect(eight.ok ? null : eight.error.message).toBe('Deal between 8 and 9 slices for 8 players');
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

test('milty slices: two anomalies apart at the first home but touching at another are refused (seven players)', () => {
  // Two places of the slice that are apart at the first home and touch at some other home.
  const { slices } = miltyBoard(7);
  const touching = (shape: readonly number[], a: number, c: number) =>
    distance(positionToHex(shape[a] ?? 0), positionToHex(shape[c] ?? 0)) === 1;
  const pairs = [0, 1, 2, 3, 4].flatMap((a) => [0, 1, 2, 3, 4].filter((c) => c > a).map((c) => [a, c] as const));
  const pair = pairs.find(([a, c]) => !touching(slices[0] ?? [], a, c) && slices.some((s) => touching(s, a, c)));
  if (!pair) throw new Error('every home has the same slice shape');
  // A gravity rift and a nebula in those places; the three blue systems make the slice balanced otherwise.
  const blue: TileId[] = ['29', '30', '23'];
  const tiles = [0, 1, 2, 3, 4].map((i) => (i === pair[0] ? '41' : i === pair[1] ? '42' : blue.shift())) as TileId[];
  expect(sliceProblem(7, tiles)).toBe('two anomalies next to each other');
  // The same systems with the anomalies at places apart at every home keep every rule.
  const apart = pairs.find(([a, c]) => slices.every((s) => !touching(s, a, c)));
  if (!apart) throw new Error('no two places are apart at every home');
  const blue2: TileId[] = ['29', '30', '23'];
  const ok = [0, 1, 2, 3, 4].map((i) => (i === apart[0] ? '41' : i === apart[1] ? '42' : blue2.shift())) as TileId[];
  expect(sliceProblem(7, ok)).toBeNull();
});
