// What each home position of a map can reach first: the "slice" totals a map preview shows before a game starts
// (setup 6; adjacency 6 and 44.1 hyperlanes). Not a rule of the game: community maps are judged this way.
//
// A system belongs to the home (or homes) nearest to it, counting steps between adjacent systems (touching sides and
// hyperlane lanes; wormholes are left out, as the community's slice tools do, because every home can use them alike).
// A system as near to several homes is shared: each gets an equal part. Mecatol Rex and the homes themselves are
// nobody's slice. The "optimal" values follow the Milty draft's definition (miltydraft.com): a planet counts its
// higher value, resources or influence, and nothing of the other; a planet with equal values counts half of it for
// each.
import { PLANETS, isPlanetId } from '../data/planets';
import { SYSTEMS, isTileId } from '../data/systems';
import type { TechColor, Wormhole } from '../data/types';
import { hexToPosition, neighbour, oppositeSide, positionToHex, type Side } from './hex';
import { isHyperlane, laneExits } from './hyperlanes';
import { MECATOL_REX, cellAt, type ParsedMap } from './map-string';

const SIDES: readonly Side[] = [0, 1, 2, 3, 4, 5];

export interface SliceTotals {
  /** Map position of the home marker (0 in the map string). */
  readonly home: number;
  /** Systems in the slice; a shared system counts as its part (½, ⅓ …). */
  readonly systems: number;
  readonly planets: number;
  readonly resources: number;
  readonly influence: number;
  /** Milty draft optimal values (see the module header). */
  readonly optimalResources: number;
  readonly optimalInfluence: number;
  readonly specialties: Readonly<Partial<Record<TechColor, number>>>;
  readonly wormholes: Readonly<Partial<Record<Wormhole, number>>>;
  readonly legendary: number;
  readonly anomalies: number;
  /** Map positions of the systems in the slice, with the part each home gets (1 unless shared). */
  readonly parts: readonly { readonly position: number; readonly part: number }[];
}

const isNode = (map: ParsedMap, p: number): boolean => {
  const c = cellAt(map, p);
  return c.kind === 'home' || (c.kind === 'tile' && !isHyperlane(c.tile));
};

/** Positions one step from `p`: touching sides, and lanes followed across any number of hyperlane tiles (44.1). */
function steps(map: ParsedMap, p: number): number[] {
  const out = new Set<number>();
  const seen = new Set<string>();
  const follow = (lanePos: number, entry: Side): void => {
    const tag = `${lanePos}/${entry}`;
    if (seen.has(tag)) return;
    seen.add(tag);
    const lane = cellAt(map, lanePos);
    if (lane.kind !== 'tile') return;
    for (const exit of laneExits(lane.tile, lane.rotation, entry)) visit(lanePos, exit);
  };
  const visit = (from: number, side: Side): void => {
    const n = hexToPosition(neighbour(positionToHex(from), side));
    const c = cellAt(map, n);
    if (c.kind === 'tile' && isHyperlane(c.tile)) follow(n, oppositeSide(side));
    else if (isNode(map, n)) out.add(n);
  };
  for (const sd of SIDES) visit(p, sd);
  out.delete(p);
  return [...out];
}

/** Steps from `start` to every position it can reach. */
function distancesFrom(map: ParsedMap, start: number): Map<number, number> {
  const dist = new Map<number, number>([[start, 0]]);
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const p = queue[i] as number;
    for (const n of steps(map, p)) {
      if (dist.has(n)) continue;
      dist.set(n, (dist.get(p) ?? 0) + 1);
      // A home is an end: slices do not run through another player's home system.
      if (cellAt(map, n).kind !== 'home') queue.push(n);
    }
  }
  return dist;
}

/** The slice of each home position, in map order. */
export function homeSlices(map: ParsedMap): SliceTotals[] {
  const homes: number[] = [];
  for (let p = 1; p <= map.cells.length; p++) if (cellAt(map, p).kind === 'home') homes.push(p);
  const dist = homes.map((h) => distancesFrom(map, h));
  const parts = homes.map(() => [] as { position: number; part: number }[]);
  for (let p = 0; p <= map.cells.length; p++) {
    const c = cellAt(map, p);
    if (c.kind !== 'tile' || isHyperlane(c.tile) || c.tile === MECATOL_REX) continue;
    const reach = dist.map((d) => d.get(p) ?? Infinity);
    const nearest = Math.min(...reach);
    if (nearest === Infinity) continue;
    const owners = reach.flatMap((d, i) => (d === nearest ? [i] : []));
    for (const i of owners) parts[i]?.push({ position: p, part: 1 / owners.length });
  }
  return homes.map((home, i) => totals(map, home, parts[i] ?? []));
}

function totals(map: ParsedMap, home: number, parts: readonly { position: number; part: number }[]): SliceTotals {
  let systems = 0,
    planets = 0,
    resources = 0,
    influence = 0,
    optimalResources = 0,
    optimalInfluence = 0,
    legendary = 0,
    anomalies = 0;
  const specialties: Partial<Record<TechColor, number>> = {};
  const wormholes: Partial<Record<Wormhole, number>> = {};
  for (const { position, part } of parts) {
    const c = cellAt(map, position);
    if (c.kind !== 'tile' || !isTileId(c.tile)) continue;
    const def = SYSTEMS[c.tile];
    systems += part;
    if (def.anomalies.length > 0) anomalies += part;
    for (const w of def.wormholes) wormholes[w] = (wormholes[w] ?? 0) + part;
    for (const id of def.planets) {
      if (!isPlanetId(id)) continue;
      const planet = PLANETS[id];
      planets += part;
      resources += planet.resources * part;
      influence += planet.influence * part;
      if (planet.resources > planet.influence) optimalResources += planet.resources * part;
      else if (planet.influence > planet.resources) optimalInfluence += planet.influence * part;
      else {
        optimalResources += (planet.resources / 2) * part;
        optimalInfluence += (planet.influence / 2) * part;
      }
      if (planet.specialty) specialties[planet.specialty] = (specialties[planet.specialty] ?? 0) + part;
      if (planet.legendary) legendary += part;
    }
  }
  return {
    home,
    systems,
    planets,
    resources,
    influence,
    optimalResources,
    optimalInfluence,
    specialties,
    wormholes,
    legendary,
    anomalies,
    parts,
  };
}
