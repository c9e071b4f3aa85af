import { expect, test } from 'vitest';
import { positionKey } from '../galaxy/hex';
import { REAL_MAP_STRINGS } from '../galaxy/map-strings.fixture';
import { renderMapPreview } from './map-preview';
import { newTileDraft, openPositions, placeSystemTile, tileDraftMap, tileOptions, tileTurn } from '../draft/tile-draft';

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

test('setup 6 tile placement preview: every open space is drawn numbered; only where the player may place now is marked legal', () => {
  const dealt = newTileDraft({ seed: 'preview-spaces', layout: '3p' });
  if (!dealt.ok) throw new Error(dealt.error.message);
  const turn = tileTurn(dealt.value);
  if (!turn) throw new Error('no turn');
  const first = tileOptions(dealt.value, turn.seat)[0];
  if (!first) throw new Error('no option');
  // One tile down in ring 1: its space is a system now, and the rest of ring 1 is where the next tile may go.
  const placed = placeSystemTile(dealt.value, turn.seat, first);
  if (!placed.ok) throw new Error(placed.error.message);
  const d = placed.value;
  const next = tileTurn(d)?.seat ?? -1;
  const legal = new Set(tileOptions(d, next).map((o) => o.position));
  const open = openPositions(d);
  const preview = renderMapPreview(tileDraftMap(d), {
    openSpaces: open.map((position) => ({ position, legal: legal.has(position) })),
  });
  if (!preview.ok) throw new Error(preview.error.message);
  const spaces = [
    ...preview.value.svg.matchAll(/<g class="open-space( legal)?" data-space="(\d+)"( data-legal="true")?/g),
  ];
  expect(spaces.map((m) => Number(m[2])).sort((a, b) => a - b)).toEqual([...open].sort((a, b) => a - b));
  const marked = spaces.filter((m) => m[3] !== undefined).map((m) => Number(m[2]));
  expect(marked.sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6]);
  expect([...legal].sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6]);
  // The space just filled is a system, not an open space; ring 2 is open but not yet legal (ring 1 comes first).
  expect(preview.value.svg).toContain(`data-position="${first.position}"`);
  expect(spaces.some((m) => Number(m[2]) === first.position)).toBe(false);
  expect(preview.value.svg).toContain('<title>Space 8: open</title>');
  expect(preview.value.svg).toContain('<title>Space 2: you may place a tile here</title>');
});
