// LRR 64 planets on the galaxy map (with 12 attachments, 25 control, 34 exhausted, 53 legendary planets, 90.13
// technology specialties): each planet's disc, values, trait, specialty and the ground forces on it (map-svg.ts
// places the discs in their systems).
import { offBoardPlanetName } from '../economy/planet-cards';
import type { SystemState, UnitStack } from '../core/state';
import { PLANETS, isPlanetId } from '../data/planets';
import { attachmentToken, MIRAGE } from '../data/tokens';
import type { PlanetTrait, TechColor, UnitType } from '../data/types';
import { planetFactsWith, type PlanetFacts } from '../economy/planets';
import { MAP_MIN_FONT, label } from './hex-tiles';
import { el, esc, num, type PlayerPaint } from './svg';

/** A planet's printed name (the Mirage has no tile: its card is in engine/data/tokens.ts; Custodia Vigilia neither). */
export const planetName = (id: string): string =>
  isPlanetId(id) ? PLANETS[id].name : id === MIRAGE.id ? MIRAGE.name : (offBoardPlanetName(id) ?? id);

const UNIT_ABBR = {
  'war-sun': 'WS',
  dreadnought: 'DN',
  cruiser: 'CA',
  carrier: 'CV',
  destroyer: 'DD',
  fighter: 'FT',
  flagship: 'FS',
  infantry: 'I',
  mech: 'M',
  pds: 'PDS',
  'space-dock': 'SD',
} as const satisfies Record<UnitType, string>;
export const UNIT_ORDER = Object.keys(UNIT_ABBR) as UnitType[];

/** "2CA 1DN(1d) 3FT" — counts of one player's units in one place, in a fixed order; (Nd) = N of them damaged. */
export function unitSummary(stack: UnitStack): string {
  return UNIT_ORDER.filter((t) => (stack.counts[t] ?? 0) > 0)
    .map((t) => {
      const d = stack.damaged[t] ?? 0;
      return `${stack.counts[t] ?? 0}${UNIT_ABBR[t]}${d > 0 ? `(${d}d)` : ''}`;
    })
    .join(' ');
}

export function truncate(s: string, max: number): string {
  return s.length <= max ? s : `${s.slice(0, max - 1)}…`;
}

/** A rounded badge with text, centred at (x, y). Width follows the text length. */
export function badge(x: number, y: number, text: string, c: PlayerPaint, size: number, cls: string): string {
  const w = Math.max(size * 1.4, text.length * size * 0.62 + size * 0.6);
  const h = size * 1.3;
  return (
    el('rect', {
      class: cls,
      x: num(x - w / 2),
      y: num(y - h / 2),
      width: num(w),
      height: num(h),
      rx: num(size * 0.3),
      fill: c.fill,
      stroke: '#ffffff',
      'stroke-width': 1.5,
    }) + el('text', { x: num(x), y: num(y + size * 0.36), 'font-size': size, fill: c.text }, esc(text))
  );
}

export type Spot = { readonly x: number; readonly y: number; readonly r: number };
export const PLANET_SPOTS: Readonly<Record<number, readonly Spot[]>> = {
  1: [{ x: 0, y: -4, r: 28 }],
  2: [
    { x: -32, y: -8, r: 24 },
    { x: 32, y: -8, r: 24 },
  ],
  3: [
    { x: -36, y: -14, r: 20 },
    { x: 36, y: -14, r: 20 },
    { x: 0, y: 8, r: 19 },
  ],
};

/** Resources in gold, influence in blue — the colours of the printed planet cards' two numbers. */
const RESOURCE_INK = '#ffd479';
const INFLUENCE_INK = '#8ecbff';
const SPECIALTY_FILL = {
  blue: '#42a5f5',
  green: '#66bb6a',
  yellow: '#fdd835',
  red: '#ef5350',
} as const satisfies Record<TechColor, string>;
const TRAIT_LETTER = { cultural: 'C', hazardous: 'H', industrial: 'I' } as const satisfies Record<PlanetTrait, string>;
const TRAIT_INK = { cultural: '#90caf9', hazardous: '#ef9a9a', industrial: '#a5d6a7' } as const satisfies Record<
  PlanetTrait,
  string
>;

/** "Vefut II 2/2 hazardous, green skip, legendary" — a planet's values in words, for the system's title. */
export function planetWords(id: string, f: PlanetFacts): string {
  const extras = [...f.traits, ...f.specialties.map((s) => `${s} skip`), ...(f.legendary ? ['legendary'] : [])];
  return `${planetName(id)} ${f.resources} resources ${f.influence} influence${extras.length > 0 ? `, ${extras.join(', ')}` : ''}`;
}

/** The values line: "3·1", resources then influence, each in its card colour. */
function valuesText(x: number, y: number, f: PlanetFacts, size: number): string {
  const halo = {
    stroke: '#000000',
    'stroke-width': num(size / 4),
    'paint-order': 'stroke',
  };
  return el(
    'text',
    { class: 'planet-values', x: num(x), y: num(y), 'font-size': size, ...halo },
    el('tspan', { fill: RESOURCE_INK }, String(f.resources)) +
      el('tspan', { fill: '#cfd8e3' }, '·') +
      el('tspan', { fill: INFLUENCE_INK }, String(f.influence)),
  );
}

/**
 * A planet: disc ringed in the controller's colour (25), its values (with attachments, 12), trait letter and
 * specialty dot on the rim, name, attachments above, and each player's ground forces and structures below.
 */
export function planetGroup(
  id: string,
  p: SystemState['planets'][string],
  spot: Spot,
  colour: (seat: number) => PlayerPaint,
): string {
  const name = planetName(id);
  const facts = planetFactsWith(id, p.attachments);
  const owned = p.owner !== null;
  let body = el('circle', {
    class: 'planet-disc',
    cx: num(spot.x),
    cy: num(spot.y),
    r: spot.r,
    fill: p.exhausted ? '#1f3347' : '#2f5477',
    stroke: owned ? colour(p.owner as number).fill : '#9fb3c8',
    'stroke-width': owned ? 7 : 1.5,
  });
  // Names at the map's smallest size (MAP_MIN_FONT), the values line larger: the page zooms until that size reads.
  const size = MAP_MIN_FONT;
  body += valuesText(spot.x, spot.y - size - 4, facts, size + 2);
  body += label(spot.x, spot.y - 1, truncate(name, Math.floor((2.4 * spot.r) / (size * 0.6))), size, 'planet-name');
  // On the rim: the trait at the upper left, the specialty at the upper right (a legendary planet's star beside it).
  const rim = spot.r * 0.75;
  facts.traits.forEach((t, i) => {
    body += label(spot.x - rim - i * 9, spot.y - rim + 3, TRAIT_LETTER[t], MAP_MIN_FONT, 'planet-trait', TRAIT_INK[t]);
  });
  facts.specialties.forEach((s, i) => {
    body += el('circle', {
      class: 'planet-specialty',
      'data-specialty': s,
      cx: num(spot.x + rim + i * 9),
      cy: num(spot.y - rim),
      r: 5,
      fill: SPECIALTY_FILL[s],
      stroke: '#000000',
      'stroke-width': 1.5,
    });
  });
  if (facts.legendary) body += label(spot.x, spot.y + spot.r - 2, '★', MAP_MIN_FONT, 'planet-legendary', RESOURCE_INK);
  let line = 0;
  for (const [seat, stack] of Object.entries(p.units)) {
    const text = unitSummary(stack);
    if (text === '') continue;
    body += badge(spot.x, spot.y + 12 + line * 14, text, colour(Number(seat)), MAP_MIN_FONT, 'planet-units');
    line++;
  }
  // 12.3: attachment tokens sit on the planet; their short names just above its disc.
  if (p.attachments.length > 0) {
    const names = p.attachments.map((a) => attachmentToken(a)?.name.replace(/ \(.*\)$/, '') ?? a).join(', ');
    body += label(
      spot.x,
      spot.y - spot.r - 3,
      truncate(`+ ${names}`, 18),
      MAP_MIN_FONT,
      'planet-attachments',
      RESOURCE_INK,
    );
  }
  // A Titans sleeper token on the planet (Terragenesis): just below its disc.
  if (p.sleeper) body += label(spot.x, spot.y + spot.r + 9, 'sleeper', MAP_MIN_FONT, 'planet-sleeper', '#c9a0ff');
  return el(
    'g',
    {
      class: 'planet',
      'data-planet': id,
      'data-attachments': p.attachments.length > 0 ? p.attachments.join(' ') : undefined,
      'data-owner': p.owner ?? undefined,
      'data-exhausted': p.exhausted ? 'true' : undefined,
      'data-values': `${facts.resources}/${facts.influence}`,
      'data-sleeper': p.sleeper ? 'true' : undefined,
    },
    body,
  );
}

/** What the system's title says of a planet: values, control, attachments and everyone's ground forces. */
export function describePlanet(id: string, p: SystemState['planets'][string]): string[] {
  const lines = [planetWords(id, planetFactsWith(id, p.attachments))];
  if (p.owner !== null)
    lines.push(`${planetName(id)} controlled by seat ${p.owner}${p.exhausted ? ', exhausted' : ''}`);
  for (const a of p.attachments) lines.push(`${attachmentToken(a)?.name ?? a} attached to ${planetName(id)}`);
  if (p.sleeper) lines.push(`sleeper token on ${planetName(id)}`);
  for (const [seat, stack] of Object.entries(p.units)) {
    const text = unitSummary(stack);
    if (text !== '') lines.push(`on ${planetName(id)}, seat ${seat}: ${text}`);
  }
  return lines;
}
