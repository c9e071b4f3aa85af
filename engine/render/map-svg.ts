// The galaxy map as SVG text (LRR 39 game board; shows 27 custodians, 38 frontier tokens, 44 hyperlanes,
// 9 anomalies, 101 wormholes, 20 command tokens, planets 64 with control 25 and units 96).
//
// Returns a self-contained <svg> string: a server component can inline it with dangerouslySetInnerHTML, and the
// page makes systems tappable through `data-system="q,r"` on each system's <g>. Everything is vector (text is
// <text>), the viewBox fits the board, and each hex spans 200 units so the map scales to any width. At 375 px the
// hexes of a six- or eight-player board are about 50–68 px wide (above the 44 px tap-target minimum), and the
// tile numbers, ship counts, owner rings and tokens are drawn large enough to see there; names, values and unit
// breakdowns are at least MAP_MIN_FONT, which the page's zoom levels bring to 12 px. Each system's <title> repeats its
// contents as text.
import type { Board, PlayerColor, Seat, SystemState, UnitStack } from '../core/state';
import { SYSTEMS, isTileId } from '../data/systems';
import { SHIP_TYPES, type SystemDef, type UnitType } from '../data/types';
import { hexToPixel, hexToPosition, parseHexKey, type Hex } from '../galaxy/hex';
import { isHyperlane } from '../galaxy/hyperlanes';
import { APOTHEM, MAP_MIN_FONT, R, homeMarkerGroup, hyperlaneGroup, label, openSpaceGroup, points } from './hex-tiles';
import { wormholesIn } from '../galaxy/adjacency';
import { NEUTRAL_PAINT, PLAYER_FILL, el, esc, num, type PlayerPaint } from './svg';
import {
  PLANET_SPOTS,
  UNIT_ORDER,
  badge,
  describePlanet,
  planetGroup,
  truncate,
  unitSummary,
  type Spot,
} from './planet-svg';

export interface MapView {
  readonly board: Board;
  readonly players: readonly { readonly seat: Seat; readonly color: PlayerColor; readonly name?: string }[];
  /** 27: the custodians token is still on Mecatol Rex. */
  readonly custodiansOnMecatol?: boolean;
}

export interface MapSvgOptions {
  /** Systems to outline (e.g. the active system or legal destinations). */
  readonly highlight?: readonly string[];
  /** Accessible name of the map. */
  readonly title?: string;
  /** Prefix for ids in <defs>, so two maps on one page do not share pattern ids. */
  readonly idPrefix?: string;
  /** Setup 6, map preview: home positions not yet holding a home system, each with its lines of text. */
  readonly homes?: readonly { readonly key: string; readonly lines: readonly string[] }[];
  /** Setup 6, the players' tile placement: open spaces by hex key, `legal` where the viewer may place a tile now. */
  readonly openSpaces?: readonly { readonly key: string; readonly legal: boolean }[];
}

const WORMHOLE_GLYPH = { alpha: 'α', beta: 'β', gamma: 'γ', delta: 'δ' } as const;

function tileFill(def: SystemDef | undefined, tile: string): string {
  if (!def) return '#333333';
  if (tile === '18') return '#5d4a1a';
  if (def.back === 'special') return '#3b1f4f';
  if (def.back === 'green') return '#1d3b2a';
  if (def.back === 'red') return '#3a2024';
  return '#16263f';
}

const unitTotal = (stack: UnitStack, types: readonly UnitType[]) =>
  types.reduce((n, t) => n + (stack.counts[t] ?? 0), 0);

interface Ctx {
  readonly colour: (seat: number) => PlayerPaint;
  readonly id: (name: string) => string;
}

/** Items stacked down the hex's right-hand side: wormholes, frontier token, custodians token. */
function rightColumn(view: MapView, key: string, s: SystemState, describe: (t: string) => void): string {
  const out: string[] = [];
  const y = () => -24 + out.length * 26;
  for (const w of wormholesIn(view.board, key)) {
    out.push(
      el(
        'g',
        { class: 'wormhole', 'data-wormhole': w },
        el('circle', { cx: 70, cy: y(), r: 13, fill: '#000000', stroke: '#b388ff', 'stroke-width': 2.5 }) +
          el('text', { x: 70, y: y() + 6, 'font-size': 18, fill: '#e1d5ff' }, WORMHOLE_GLYPH[w]),
      ),
    );
    describe(`${w} wormhole`);
  }
  if (s.frontier) {
    out.push(
      el(
        'g',
        { class: 'frontier-token' },
        el('polygon', { points: star(70, y(), 14), fill: '#80deea', stroke: '#004d40', 'stroke-width': 1.5 }),
      ),
    );
    describe('frontier token');
  }
  if (s.tile === '18' && view.custodiansOnMecatol) {
    out.push(
      el(
        'g',
        { class: 'custodians-token' },
        el('circle', { cx: 70, cy: y(), r: 13, fill: '#cfd8dc', stroke: '#37474f', 'stroke-width': 2 }) +
          el('text', { x: 70, y: y() + 6, 'font-size': 16, fill: '#000000' }, 'C'),
      ),
    );
    describe('custodians token');
  }
  return out.join('');
}

function systemGroup(
  view: MapView,
  key: string,
  s: SystemState,
  at: { x: number; y: number },
  ctx: Ctx,
  highlighted: boolean,
): string {
  const def = isTileId(s.tile) ? (SYSTEMS[s.tile] as SystemDef) : undefined;
  const name = def?.name ?? `Tile ${s.tile}`;
  const parts: string[] = [];
  const description: string[] = [`${name} (${s.tile})`];
  const describe = (t: string) => description.push(t);

  parts.push(
    el('polygon', {
      class: 'hex',
      points: points(),
      fill: tileFill(def, s.tile),
      stroke: highlighted ? '#ffd54f' : '#8090a8',
      'stroke-width': highlighted ? 8 : 2,
    }),
  );
  if (def && def.anomalies.length > 0) {
    parts.push(
      el('polygon', {
        class: 'anomaly',
        points: points(),
        fill: `url(#${ctx.id('anomaly')})`,
        'pointer-events': 'none',
      }),
    );
    describe(`anomaly: ${def.anomalies.join(', ')}`);
  }
  parts.push(label(0, -APOTHEM + 28, s.tile, 26, 'tile-number'));
  parts.push(label(0, -APOTHEM + 44, truncate(name, 18), MAP_MIN_FONT + 1, 'system-name', '#cfd8e3'));

  const planetIds = Object.keys(s.planets);
  const spots = PLANET_SPOTS[Math.min(planetIds.length, 3)] ?? [];
  planetIds.slice(0, 3).forEach((id, i) => {
    const p = s.planets[id] as SystemState['planets'][string];
    parts.push(planetGroup(id, p, spots[i] as Spot, ctx.colour));
    for (const line of describePlanet(id, p)) describe(line);
  });

  parts.push(rightColumn(view, key, s, describe));

  // Left column: command tokens (20), two columns if many players have one here.
  s.commandTokens.forEach((seat, i) => {
    parts.push(
      el('rect', {
        class: 'command-token',
        'data-seat': seat,
        x: i < 3 ? -82 : -58,
        y: -32 + (i % 3) * 26,
        width: 22,
        height: 22,
        rx: 4,
        fill: ctx.colour(seat).fill,
        stroke: '#ffffff',
        'stroke-width': 2,
      }),
    );
    describe(`command token of seat ${seat}`);
  });

  // Ships (and units carried in space): a large count per player, the breakdown in small print below.
  const fleets = Object.entries(s.space).filter(([, stack]) => unitSummary(stack) !== '');
  fleets.forEach(([seat, stack], i) => {
    const x = (i - (fleets.length - 1) / 2) * 44;
    const count = unitTotal(stack, SHIP_TYPES) || unitTotal(stack, UNIT_ORDER);
    const text = unitSummary(stack);
    parts.push(
      el(
        'g',
        { class: 'ships', 'data-seat': seat },
        badge(x, 44, String(count), ctx.colour(Number(seat)), 22, 'ship-count') +
          label(0, 70 + i * 11, truncate(text, 18), MAP_MIN_FONT, 'ship-list', ctx.colour(Number(seat)).ink),
      ),
    );
    describe(`seat ${seat}: ${text}`);
  });

  return el(
    'g',
    {
      class: highlighted ? 'system highlighted' : 'system',
      'data-system': key,
      'data-tile': s.tile,
      'data-position': hexPosition(key),
      transform: `translate(${num(at.x)} ${num(at.y)})`,
    },
    el('title', {}, esc(description.join('; '))) + parts.join(''),
  );
}

function hexPosition(key: string): number | undefined {
  const h = parseHexKey(key);
  return h ? hexToPosition(h) : undefined;
}

function star(cx: number, cy: number, r: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const rad = i % 2 === 0 ? r : r * 0.45;
    const a = -Math.PI / 2 + (Math.PI / 5) * i;
    pts.push(`${num(cx + rad * Math.cos(a))},${num(cy + rad * Math.sin(a))}`);
  }
  return pts.join(' ');
}

/** Renders the board; systems in map order, so the markup is stable for the same state. */
export function renderMapSvg(view: MapView, options: MapSvgOptions = {}): string {
  const prefix = options.idPrefix ?? 'galaxy';
  const colours = new Map(view.players.map((p) => [p.seat, PLAYER_FILL[p.color]]));
  const ctx: Ctx = {
    colour: (seat) => colours.get(seat) ?? NEUTRAL_PAINT,
    id: (name) => `${prefix}-${name}`,
  };
  const highlight = new Set(options.highlight ?? []);
  const homes = new Map((options.homes ?? []).map((h) => [h.key, h.lines]));
  const open = new Map((options.openSpaces ?? []).map((o) => [o.key, o.legal]));
  const markers = [...homes.keys(), ...open.keys()].map((key) => [key, undefined] as const);
  const entries = [...Object.entries(view.board.systems), ...markers]
    .map(([key, s]) => ({ key, s, hex: parseHexKey(key) }))
    .filter((e): e is { key: string; s: SystemState | undefined; hex: Hex } => e.hex !== undefined)
    .sort((a, b) => hexToPosition(a.hex) - hexToPosition(b.hex));

  let minX = -R,
    maxX = R,
    minY = -APOTHEM,
    maxY = APOTHEM;
  const groups: string[] = [];
  for (const { key, s, hex } of entries) {
    const at = hexToPixel(hex, R);
    minX = Math.min(minX, at.x - R);
    maxX = Math.max(maxX, at.x + R);
    minY = Math.min(minY, at.y - APOTHEM);
    maxY = Math.max(maxY, at.y + APOTHEM);
    const legal = open.get(key);
    if (!s && legal !== undefined) groups.push(openSpaceGroup(hexToPosition(hex), legal, at));
    else if (!s) groups.push(homeMarkerGroup(key, homes.get(key) ?? [], at));
    else if (isHyperlane(s.tile)) groups.push(hyperlaneGroup(view.board, key, s, at));
    else groups.push(systemGroup(view, key, s, at, ctx, highlight.has(key)));
  }
  const pad = 8;
  const viewBox = [minX - pad, minY - pad, maxX - minX + 2 * pad, maxY - minY + 2 * pad].map(num).join(' ');
  const defs = el(
    'defs',
    {},
    el(
      'pattern',
      {
        id: ctx.id('anomaly'),
        patternUnits: 'userSpaceOnUse',
        width: 14,
        height: 14,
        patternTransform: 'rotate(45)',
      },
      el('rect', { width: 14, height: 14, fill: 'none' }) +
        el('line', { x1: 0, y1: 0, x2: 0, y2: 14, stroke: '#ff5252', 'stroke-width': 4, 'stroke-opacity': 0.35 }),
    ),
  );
  const title = el('title', {}, esc(options.title ?? 'Galaxy map'));
  return el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      viewBox,
      class: 'galaxy-map',
      'data-min-font': MAP_MIN_FONT,
      'font-family': 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif',
      'font-weight': 600,
      // Inherited by every element: all text is centred on its point, and the labels' halos have round joins. Said
      // once here rather than on each of the map's hundreds of <text> elements (the page ships this markup twice:
      // in its HTML and in Next's in-page data).
      'text-anchor': 'middle',
      'stroke-linejoin': 'round',
    },
    title + defs + groups.join(''),
  );
}
