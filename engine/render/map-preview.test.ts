import { expect, test } from 'vitest';
import { positionKey } from '../galaxy/hex';
import { REAL_MAP_STRINGS } from '../galaxy/map-strings.fixture';
import { renderMapPreview } from './map-preview';

test('setup 6 map preview: every home position is drawn with its number and slice totals, systems as in the string', () => {
  const preview = renderMapPreview('0 19 0 20 21 22');
  if (!preview.ok) throw new Error(preview.error.message);
  const homes = [...preview.value.svg.matchAll(/<g class="home-marker" data-home="([^"]+)"[^>]*><title>([^<]*)</g)];
  expect(homes.map((m) => [m[1], m[2]])).toEqual([
    [positionKey(1), 'Home 1; 2 / 2.5; opt 0.8 / 1.8'],
    [positionKey(3), 'Home 2; 3 / 3.5; opt 1.3 / 2.3'],
  ]);
  const systems = [...preview.value.svg.matchAll(/data-system="([^"]+)"/g)].map((m) => m[1]);
  expect(systems.sort()).toEqual([0, 2, 4, 5, 6].map(positionKey).sort());
  expect(preview.value.slices.map((s) => s.home)).toEqual([1, 3]);
});

test('setup 6 map preview: the six-player Learn-to-Play board has six homes, none of them with an empty slice', () => {
  const s = REAL_MAP_STRINGS.find((m) => m.name === 'Learn to Play [6p PoK]')?.mapString ?? '';
  const preview = renderMapPreview(s);
  if (!preview.ok) throw new Error(preview.error.message);
  expect(preview.value.slices).toHaveLength(6);
  for (const slice of preview.value.slices) expect(slice.planets).toBeGreaterThan(0);
  // Every system but Mecatol Rex lies in some slice, and the parts of each add up to one.
  const total = preview.value.slices.reduce((n, slice) => n + slice.systems, 0);
  expect(total).toBeCloseTo(30);
});

test('setup 6 map preview: a string that is not a galaxy gets the parser’s reason, and no preview', () => {
  const preview = renderMapPreview('19 20 banana');
  expect(preview.ok).toBe(false);
  if (preview.ok) return;
  expect(preview.error.message).toContain('"banana" is not a tile number');
});
