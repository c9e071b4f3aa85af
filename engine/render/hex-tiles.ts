// The tiles of the galaxy map that are not systems (LRR 44 hyperlanes; setup 6 home positions in a map preview),
// and the hex geometry and labels every tile of the map shares (map-svg.ts draws the systems).
import type { Board, SystemState } from '../core/state';
import { hexCorners, sideMidpoint } from '../galaxy/hex';
import { deadEndSides, lanesOf } from '../galaxy/hyperlanes';
import { el, esc, num } from './svg';

export const R = 100; // hex circumradius in SVG units
export const APOTHEM = (R * Math.sqrt(3)) / 2;
/**
 * The smallest text on the map, in SVG units (a hex spans 200). The page offers zoom levels up to the one where this
 * renders at 12 px or more (the readable size), so nothing drawn may be smaller; the SVG states it as
 * data-min-font for the page to read.
 */
export const MAP_MIN_FONT = 10;

/** The corners of a tile, just inside its edge. */
export function points(): string {
  return hexCorners(R - 2)
    .map((p) => `${num(p.x)},${num(p.y)}`)
    .join(' ');
}

/** White text with a dark halo, readable on any tile colour. */
export function label(x: number, y: number, text: string, size: number, cls: string, fill = '#ffffff'): string {
  return el(
    'text',
    {
      class: cls,
      x: num(x),
      y: num(y),
      'font-size': size,
      fill,
      // Centred with round halo joins: the <svg> sets text-anchor and stroke-linejoin once for all (map-svg.ts).
      stroke: '#000000',
      'stroke-width': num(size / 4),
      'paint-order': 'stroke',
    },
    esc(text),
  );
}

/**
 * 44: a hyperlane tile, lanes drawn from side to side; not a system, so it carries no data-system. A lane that leads
 * nowhere (44.1, community maps) ends in a bar across it, short of the edge, so nobody reads it as a connection.
 */
export function hyperlaneGroup(board: Board, key: string, s: SystemState, at: { x: number; y: number }): string {
  const deadEnds = deadEndSides(board, key).map((sd) => {
    const m = sideMidpoint(sd, R * 0.8);
    const dx = -m.y / Math.hypot(m.x, m.y);
    const dy = m.x / Math.hypot(m.x, m.y);
    return el('path', {
      class: 'lane-dead-end',
      'data-side': sd,
      d: `M${num(m.x - dx * 18)},${num(m.y - dy * 18)} L${num(m.x + dx * 18)},${num(m.y + dy * 18)}`,
      stroke: '#ff9f7f',
      'stroke-width': 8,
      'stroke-linecap': 'round',
    });
  });
  const paths = lanesOf(s.tile, s.rotation)
    .map(([a, b]) => {
      const pa = sideMidpoint(a, R);
      const pb = sideMidpoint(b, R);
      return el('path', {
        class: 'lane',
        d: `M${num(pa.x)},${num(pa.y)} Q0,0 ${num(pb.x)},${num(pb.y)}`,
        fill: 'none',
        stroke: '#7fb8ff',
        'stroke-width': 12,
        'stroke-opacity': 0.85,
        'stroke-linecap': 'round',
      });
    })
    .join('');
  const title =
    deadEnds.length > 0 ? el('title', {}, esc(`Hyperlane ${s.tile}: ${deadEnds.length} lane end(s) lead nowhere`)) : '';
  const body =
    title +
    el('polygon', { class: 'hex', points: points(), fill: '#0b0f1a', stroke: '#2a3550', 'stroke-width': 2 }) +
    paths +
    deadEnds.join('') +
    label(0, -APOTHEM + 24, s.tile, 18, 'tile-number', '#9fb3c8');
  return el(
    'g',
    {
      class: 'hyperlane',
      'data-hyperlane': key,
      'data-tile': s.tile,
      'data-rotation': s.rotation,
      transform: `translate(${num(at.x)} ${num(at.y)})`,
    },
    body,
  );
}

/**
 * Setup 6, map preview: a home position before factions are placed — a dashed hex with its number and the slice
 * totals the preview computed (one short line each), described for screen readers by its <title>.
 */
export function homeMarkerGroup(key: string, lines: readonly string[], at: { x: number; y: number }): string {
  const body =
    el('title', {}, esc(lines.join('; '))) +
    el('polygon', {
      class: 'hex',
      points: points(),
      fill: '#101a12',
      stroke: '#7bd389',
      'stroke-width': 4,
      'stroke-dasharray': '14 10',
    }) +
    lines.map((line, i) => label(0, -APOTHEM / 2 + 10 + i * 30, line, i === 0 ? 26 : 22, 'home-line')).join('');
  return el('g', { class: 'home-marker', 'data-home': key, transform: `translate(${num(at.x)} ${num(at.y)})` }, body);
}

/**
 * Setup 6, the players' tile placement: a space of the layout still waiting for a system tile — a faint dashed hex
 * with its number. A space the viewer may place a tile in now is outlined in gold and says so in its <title>; the
 * page makes those tappable through `data-space` (the map position) and `data-legal`.
 */
export function openSpaceGroup(position: number, legal: boolean, at: { x: number; y: number }): string {
  const body =
    el('title', {}, esc(legal ? `Space ${position}: you may place a tile here` : `Space ${position}: open`)) +
    el('polygon', {
      class: 'hex',
      points: points(),
      fill: legal ? '#2a2410' : '#0b1220',
      stroke: legal ? '#ffd54f' : '#4b5a70',
      'stroke-width': legal ? 6 : 2,
      'stroke-dasharray': legal ? undefined : '10 10',
    }) +
    label(0, 9, `Space ${position}`, 26, 'space-number', legal ? '#ffe082' : '#8090a8');
  return el(
    'g',
    {
      class: legal ? 'open-space legal' : 'open-space',
      'data-space': position,
      'data-legal': legal ? 'true' : undefined,
      transform: `translate(${num(at.x)} ${num(at.y)})`,
    },
    body,
  );
}
