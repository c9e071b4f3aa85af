import { expect, test } from 'vitest';
import type { GameView } from '../view';
import { hexToPixel, parseHexKey, type Hex } from '../galaxy/hex';
import { isHyperlane } from '../galaxy/hyperlanes';
import { REAL_MAP_STRINGS } from '../galaxy/map-strings.fixture';
import { addShips, addToken, at, boardFrom, controlPlanet } from '../galaxy/scenario.fixture';
import { renderMapSvg, type MapView } from './map-svg';
import { PLAYER_FILL } from './svg';

// A GameView is accepted as it is (compile-time check).
const _viewFits = (v: GameView): MapView => v;

const COLOURS = ['red', 'blue', 'green', 'yellow', 'purple', 'black', 'orange', 'pink'] as const;
const players = COLOURS.map((color, seat) => ({ seat, color }));

function eightPlayerView(): MapView {
  const { board, homeKeys } = boardFrom(
    REAL_MAP_STRINGS.find((m) => m.name === 'Learn to Play [8p PoK]')?.mapString ?? '',
    undefined,
    { nexus: true },
  );
  addShips(board, at(0), 0, { cruiser: 2, dreadnought: 1, fighter: 3 });
  (board.systems[at(0)]?.space['0'] ?? { damaged: {} }).damaged = { dreadnought: 1 };
  addShips(board, at(0), 1, { carrier: 1, infantry: 2 });
  controlPlanet(board, homeKeys[0] as string, 'jord', 0, { infantry: 3, 'space-dock': 1, pds: 1 });
  board.systems[at(3)]?.commandTokens.push(0, 1);
  if (board.systems[at(3)]) (board.systems[at(3)] as { frontier: boolean }).frontier = true;
  addToken(board, at(6), 'wormhole-gamma');
  return { board, players, custodiansOnMecatol: true };
}

/** Each element with data-system="…" and the markup inside it (groups do not nest). */
function systemGroups(svg: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of svg.matchAll(
    /<g class="system[^"]*" data-system="([^"]+)"[^>]*>(.*?)<\/g>(?=<g class="(?:system|hyperlane)|<\/svg>)/g,
  )) {
    out.set(m[1] as string, m[2] as string);
  }
  return out;
}

test('39 the map has one tappable group per system, keyed by data-system, and hyperlanes without one (44.2)', () => {
  const view = eightPlayerView();
  const svg = renderMapSvg(view);
  const systems = Object.keys(view.board.systems).filter((k) => !isHyperlane(view.board.systems[k]?.tile ?? ''));
  const lanes = Object.keys(view.board.systems).filter((k) => isHyperlane(view.board.systems[k]?.tile ?? ''));
  const keys = [...svg.matchAll(/data-system="([^"]+)"/g)].map((m) => m[1]);
  expect(keys.sort()).toEqual([...systems].sort());
  expect([...svg.matchAll(/data-hyperlane="([^"]+)"/g)].map((m) => m[1]).sort()).toEqual([...lanes].sort());
  expect(lanes).toHaveLength(6);
  // 87A (three lanes) at position 1 draws three lane paths.
  const lane87 = /<g class="hyperlane" data-hyperlane="0,-1"[^>]*>(.*?)<\/g>/.exec(svg)?.[1] ?? '';
  expect(lane87.match(/class="lane"/g)).toHaveLength(3);
});

test("25 planets show their controller's colour; 96 ships and ground forces show counts per player", () => {
  const view = eightPlayerView();
  const groups = systemGroups(renderMapSvg(view));
  const home = groups.get(at(37)) ?? '';
  expect(home).toContain('data-planet="jord" data-owner="0"');
  expect(home).toContain(`stroke="${PLAYER_FILL.red.fill}" stroke-width="7"`);
  expect(home).toContain('>3I 1PDS 1SD<');
  const mecatol = groups.get(at(0)) ?? '';
  expect(mecatol).toContain('data-seat="0"');
  expect(mecatol).toContain('>6<'); // red: 2 cruisers, 1 dreadnought, 3 fighters
  expect(mecatol).toContain('>1DN(1d) 2CA 3FT<');
  expect(mecatol).toContain(`fill="${PLAYER_FILL.blue.fill}"`);
  expect(mecatol).toContain('>1CV 2I<');
  expect(mecatol).toContain('Mecatol Rex');
});

test('27, 38, 20, 101 custodians, frontier and command tokens and wormholes are drawn on their systems', () => {
  const view = eightPlayerView();
  const groups = systemGroups(renderMapSvg(view));
  expect(groups.get(at(0))).toContain('class="custodians-token"');
  expect(groups.get(at(3))).toContain('class="frontier-token"');
  expect(groups.get(at(3))?.match(/class="command-token"/g)).toHaveLength(2);
  expect(groups.get(at(6))).toContain('data-wormhole="gamma"');
  expect(groups.get(view.board.nexus.at as string)).toContain('data-wormhole="gamma"');
  const withoutCustodians = systemGroups(renderMapSvg({ ...view, custodiansOnMecatol: false }));
  expect(withoutCustodians.get(at(0))).not.toContain('custodians-token');
  expect([...groups.values()].filter((g) => g.includes('class="custodians-token"'))).toHaveLength(1);
});

test('9 anomalies are shaded, and only anomalies', () => {
  const view = eightPlayerView();
  const groups = systemGroups(renderMapSvg(view));
  const shaded = [...groups.entries()]
    .filter(([, g]) => g.includes('class="anomaly"'))
    .map(([k]) => view.board.systems[k]?.tile)
    .sort();
  // The 8p Learn-to-Play board holds nebula 42, asteroids 44/45/79, supernova 43, rift 41, Cormund 67 (gravity rift) and Everra 68 (nebula).
  expect(shaded).toEqual(['41', '42', '43', '44', '45', '67', '68', '79']);
});

test('39 the viewBox fits every tile, including the nexus beside the board', () => {
  const view = eightPlayerView();
  const svg = renderMapSvg(view);
  const [x, y, w, h] = (/viewBox="([^"]+)"/.exec(svg)?.[1] ?? '').split(' ').map(Number) as [
    number,
    number,
    number,
    number,
  ];
  for (const key of Object.keys(view.board.systems)) {
    const c = hexToPixel(parseHexKey(key) as Hex, 100);
    expect(c.x - 100).toBeGreaterThanOrEqual(x);
    expect(c.x + 100).toBeLessThanOrEqual(x + w);
    expect(c.y - 87).toBeGreaterThanOrEqual(y);
    expect(c.y + 87).toBeLessThanOrEqual(y + h);
  }
});

test('the SVG is well formed: every tag closes, text is escaped, and highlights mark the chosen systems', () => {
  const view = eightPlayerView();
  const svg = renderMapSvg(view, { title: 'Game <1> & "friends"', highlight: [at(3)] });
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg).toContain('<title>Game &lt;1&gt; &amp; &quot;friends&quot;</title>');
  const stack: string[] = [];
  for (const m of svg.matchAll(/<(\/?)([a-z]+)[^>]*?(\/?)>/g)) {
    if (m[3] === '/') continue;
    if (m[1] === '/') expect(stack.pop()).toBe(m[2]);
    else stack.push(m[2] as string);
  }
  expect(stack).toEqual([]);
  expect([...svg.matchAll(/class="system highlighted" data-system="([^"]+)"/g)].map((m) => m[1])).toEqual([at(3)]);
  expect(svg).not.toMatch(/NaN|undefined/);
});

test('12.3 an attachment token is drawn on its planet, with its name, and described for screen readers', () => {
  const view = eightPlayerView();
  const { board } = view;
  const [key, sys] = Object.entries(board.systems).find(
    ([, s]) => Object.keys(s.planets).length > 0 && s.tile !== '18',
  )!;
  const planet = Object.keys(sys.planets)[0]!;
  sys.planets[planet]!.attachments.push('miningworld');
  const svg = renderMapSvg(view);
  const group = systemGroups(svg).get(key) ?? '';
  expect(group).toContain('data-attachments="miningworld"');
  expect(group).toContain('+ Mining World');
  expect(svg).toContain('Mining World attached to');
});

test('44.1 a lane that leads off the board is drawn with a dead-end bar; lanes that connect have none', () => {
  // 83A0 at position 4 joins position 3 (side 1) and side 4, where there is no tile.
  const { board } = boardFrom('19 20 21 83A0 22 23');
  const svg = renderMapSvg({ board, players });
  const lane = new RegExp(`<g class="hyperlane" data-hyperlane="${at(4)}"[^>]*>(.*?)</g>`).exec(svg)?.[1] ?? '';
  expect([...lane.matchAll(/class="lane-dead-end" data-side="(\d)"/g)].map((m) => m[1])).toEqual(['4']);
  expect(lane).toContain('<title>Hyperlane 83A: 1 lane end(s) lead nowhere</title>');
  // On the 8-player Learn-to-Play board every lane leads somewhere.
  expect(renderMapSvg(eightPlayerView())).not.toContain('lane-dead-end');
});

test('the map centres all its text from the <svg> (inherited), not on each of its hundreds of labels', () => {
  const svg = renderMapSvg(eightPlayerView());
  expect(/^<svg [^>]*text-anchor="middle"[^>]*stroke-linejoin="round"/.exec(svg)).not.toBeNull();
  expect(svg.match(/text-anchor=/g)).toHaveLength(1);
  expect(svg.match(/<text /g)?.length).toBeGreaterThan(100);
  // The labels keep their halo: a black outline painted under the letters.
  expect(svg).toMatch(/<text class="tile-number"[^>]* stroke="#000000" stroke-width="6.5" paint-order="stroke">/);
});
