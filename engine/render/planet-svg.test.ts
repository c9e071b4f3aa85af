import { expect, test } from 'vitest';
import { PLANETS, type PlanetId } from '../data/planets';
import { REAL_MAP_STRINGS } from '../galaxy/map-strings.fixture';
import { boardFrom, controlPlanet } from '../galaxy/scenario.fixture';
import { MAP_MIN_FONT } from './hex-tiles';
import { renderMapSvg, type MapView } from './map-svg';

const players = [
  { seat: 0, color: 'red' },
  { seat: 1, color: 'blue' },
  { seat: 2, color: 'green' },
] as const;

/** A 3-player board; Jord (4/2, seat 0's home) holds seat 0's forces and a Dyson Sphere, and seat 1 landed a mech. */
function view(): { view: MapView; home: string } {
  const { board, homeKeys } = boardFrom(
    REAL_MAP_STRINGS.find((m) => m.name === 'Learn to Play [3p PoK]')?.mapString ?? '',
  );
  const home = homeKeys[0] as string;
  controlPlanet(board, home, 'jord', 0, { infantry: 3, 'space-dock': 1 });
  const jord = board.systems[home]?.planets.jord;
  if (!jord) throw new Error('no Jord');
  jord.attachments.push('dysonsphere', 'propulsion');
  jord.exhausted = true;
  jord.units['1'] = { counts: { mech: 1 }, damaged: {} };
  return { view: { board, players }, home };
}

const planetMarkup = (svg: string, id: string) =>
  new RegExp(`<g class="planet" data-planet="${id}"[^>]*>(.*?)</g>`).exec(svg)?.[0] ?? '';

test('64 each planet on the map shows its resources and influence, 12.1 counting what is attached to it', () => {
  const svg = renderMapSvg(view().view);
  const jord = planetMarkup(svg, 'jord');
  // Jord is printed 4/2; the Dyson Sphere adds +2/+1.
  expect(jord).toContain('data-values="6/3"');
  expect(jord).toMatch(
    /class="planet-values"[^>]*><tspan fill="#ffd479">6<\/tspan><tspan[^>]*>·<\/tspan><tspan fill="#8ecbff">3<\/tspan>/,
  );
  // Every other planet shows its printed values.
  const others = [...svg.matchAll(/data-planet="([a-z0-9]+)"[^>]*data-values="(\d+)\/(\d+)"/g)].filter(
    (m) => m[1] !== 'jord',
  );
  expect(others.length).toBeGreaterThan(10);
  for (const [, id, r, i] of others) {
    const printed = PLANETS[id as PlanetId];
    expect(`${r}/${i}`, id).toBe(`${printed.resources}/${printed.influence}`);
  }
});

test('90.13 a planet shows its technology specialty on its rim, and the traits it has (64: cultural, hazardous, industrial)', () => {
  const svg = renderMapSvg(view().view);
  // The Propulsion Research Facility gives Jord a blue specialty (Jord has none printed).
  expect(planetMarkup(svg, 'jord')).toContain('class="planet-specialty" data-specialty="blue"');
  expect(planetMarkup(svg, 'jord')).not.toContain('planet-trait');
  // Every planet with a printed trait shows its letter.
  const traited = [...svg.matchAll(/<g class="planet" data-planet="([a-z0-9]+)"[^>]*>(.*?)<\/g>/g)].filter((m) =>
    (m[2] ?? '').includes('class="planet-trait"'),
  );
  expect(traited.length).toBeGreaterThan(5);
});

test("39 a system's description names each planet's values, control and every player's ground forces and structures", () => {
  const { view: v, home } = view();
  const svg = renderMapSvg(v);
  const title = new RegExp(`data-system="${home}"[^>]*><title>([^<]*)</title>`).exec(svg)?.[1] ?? '';
  const lines = title.split('; ');
  expect(lines).toContain('Jord 6 resources 3 influence, blue skip');
  expect(lines).toContain('Jord controlled by seat 0, exhausted');
  expect(lines).toContain('on Jord, seat 0: 3I 1SD');
  expect(lines).toContain('on Jord, seat 1: 1M');
  expect(lines).toContain('Dyson Sphere attached to Jord');
});

test('39 no text on the map is smaller than MAP_MIN_FONT, the size the page zooms to 12 px (issue 15), and the map says so', () => {
  const { view: v, home } = view();
  const jord = v.board.systems[home]?.planets.jord;
  if (!jord) throw new Error('no Jord');
  jord.sleeper = true;
  const svg = renderMapSvg(v);
  // Attachments, the sleeper token, traits, names and ground forces are all drawn.
  for (const cls of ['planet-attachments', 'planet-sleeper', 'planet-trait', 'planet-name', 'planet-units'])
    expect(svg, cls).toContain(`class="${cls}"`);
  const sizes = [...svg.matchAll(/font-size="([\d.]+)"/g)].map((m) => Number(m[1]));
  expect(sizes.length).toBeGreaterThan(100);
  expect(Math.min(...sizes)).toBe(MAP_MIN_FONT);
  expect(svg).toMatch(new RegExp(`^<svg [^>]*data-min-font="${MAP_MIN_FONT}"`));
});
