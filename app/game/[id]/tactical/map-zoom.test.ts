// Issue 15, the galaxy readable at 375 px: the zoom levels the map offers reach the one where its smallest label
// renders at 12 px, on a phone and on a desktop, for real 6- and 8-player boards.
import { expect, test } from 'vitest';
import { renderMapSvg } from '@/engine/index';
import { REAL_MAP_STRINGS } from '@/engine/galaxy/map-strings.fixture';
import { boardFrom } from '@/engine/galaxy/scenario.fixture';
import { READABLE_PX, ZOOMS, readableLevel, textPx } from './use-map-zoom';

/** The viewBox width and data-min-font of a real board's map, as the page reads them from the SVG. */
function mapOf(name: string): { width: number; minFont: number } {
  const { board } = boardFrom(REAL_MAP_STRINGS.find((m) => m.name === name)?.mapString ?? '');
  const svg = renderMapSvg({ board, players: [] });
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1]?.split(' ').map(Number) ?? [];
  return { width: viewBox[2] ?? 0, minFont: Number(/data-min-font="(\d+)"/.exec(svg)?.[1]) };
}

/** A 375 px phone: the page and the map's card take 16 px each side. */
const PHONE_BOX = 375 - 32;
const DESKTOP_BOX = 700;

test.each([
  ['Learn to Play [6p PoK]', PHONE_BOX],
  ['Learn to Play [8p PoK]', PHONE_BOX],
  ['Learn to Play [6p PoK]', DESKTOP_BOX],
])('the %s map in a %i px box zooms to a level where every label is at least 12 px', (name, box) => {
  const map = mapOf(name);
  expect(map.width).toBeGreaterThan(1000);
  expect(map.minFont).toBe(10);
  const level = readableLevel(map.minFont, map.width, box);
  const zoom = ZOOMS[level] ?? 1;
  // (readableLevel falls back to the last level when none reads: this would then fail.)
  expect(textPx(map.minFont, map.width, box, zoom)).toBeGreaterThanOrEqual(READABLE_PX - 0.01);
  // It is the first such level: one level less is still too small, so the + button does not stop short of it.
  const before = ZOOMS[level - 1];
  if (before !== undefined) expect(textPx(map.minFont, map.width, box, before)).toBeLessThan(READABLE_PX);
});

test('at fit, a phone shows a 6-player map too small to read its labels (the reason the zoom exists)', () => {
  const map = mapOf('Learn to Play [6p PoK]');
  expect(textPx(map.minFont, map.width, PHONE_BOX, 1)).toBeLessThan(READABLE_PX);
  expect(readableLevel(map.minFont, map.width, PHONE_BOX)).toBeGreaterThan(readableLevel(map.minFont, map.width, 900));
});
