import { expect, test } from 'vitest';
import { parseMapString } from './map-string';
import { homeSlices } from './slices';

function slicesOf(mapString: string) {
  const parsed = parseMapString(mapString);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return homeSlices(parsed.value);
}

test('setup 6 map preview: each home takes the systems nearest to it; systems as near to two homes are shared', () => {
  // Homes at positions 1 and 3 around Mecatol Rex; Wellon (2) touches both, Thibah (5) is two steps from each,
  // Vefut II (4) is nearer home 3, Tar'Mann (6) nearer home 1.
  const [first, second] = slicesOf('0 19 0 20 21 22');
  expect(first).toMatchObject({
    home: 1,
    systems: 2,
    planets: 2,
    resources: 2,
    influence: 2.5,
    specialties: { yellow: 0.5, blue: 0.5, green: 1 },
    parts: [
      { position: 2, part: 0.5 },
      { position: 5, part: 0.5 },
      { position: 6, part: 1 },
    ],
  });
  expect(second).toMatchObject({ home: 3, systems: 2, resources: 3, influence: 3.5 });
  expect(second?.parts.map((p) => p.position)).toEqual([2, 4, 5]);
});

test('setup 6 map preview: optimal values count a planet’s higher value only, half of each when they are equal', () => {
  const [first, second] = slicesOf('0 19 0 20 21 22');
  // Home 1: Wellon 1/2 (½ → 0/1), Thibah 1/1 (½ → ¼/¼), Tar'Mann 1/1 (→ ½/½).
  expect([first?.optimalResources, first?.optimalInfluence]).toEqual([0.75, 1.75]);
  // Home 3: Wellon (½ → 0/1), Vefut II 2/2 (→ 1/1), Thibah (½ → ¼/¼).
  expect([second?.optimalResources, second?.optimalInfluence]).toEqual([1.25, 2.25]);
});

test('44.1 map preview: a hyperlane lane is one step, so a home reaches what the lane brings near', () => {
  // Centre 83A0 joins positions 2 (Mecatol Rex) and 5 (a home); Wellon at 3 is two steps from each home.
  const withLane = slicesOf('{83A0} 0 18 19 -1 0 -1');
  expect(withLane.map((s) => s.parts)).toEqual([[{ position: 3, part: 0.5 }], [{ position: 3, part: 0.5 }]]);
  // Turned so that the lane joins positions 1 and 4 instead, home 5 cannot reach Wellon at all.
  const without = slicesOf('{83A5} 0 18 19 -1 0 -1');
  expect(without.map((s) => s.parts)).toEqual([[{ position: 3, part: 1 }], []]);
});
