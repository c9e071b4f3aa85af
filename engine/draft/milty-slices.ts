// The Milty draft's slices (a community setup that replaces setup step 6's tile placement; not in the LRR).
//
// The rules we follow, and where they come from (read, not copied):
// - A slice is the group of systems one home system owns on the finished map; players draft a slice, a faction and
//   a speaker position, and the map is put together from the slices in speaker order (Milty's own description on
//   r/twilightimperium, "What does milty mean", 2021; miltydraft.com). On the standard six-player map a slice is
//   five systems: the two ring-3 systems beside the home, the ring-2 system in front of it, the ring-1 system on
//   its side of Mecatol Rex, and one of the two ring-2 systems it shares with a neighbour (the "equidistant"; each
//   home keeps the one on the same side, so the slices fit together).
// - A six-player slice holds three blue-backed and two red-backed systems (miltydraft.com), which is also the
//   rulebook's six-player deal (3 blue, 2 red): we take the counts from the layout's deal, so the three-player
//   draft uses the rulebook's three-player board (eight systems a slice: 6 blue, 2 red). The three-player draft is
//   our own extension (the community tools draft six players); four, five, seven and eight players are refused,
//   because their boards are not the same slice turned around the centre (a hex grid turns only in 60° steps).
// - Pool: every blue- and red-backed system of the base game and Prophecy of Kings (no home systems, no Mecatol
//   Rex, no hyperlanes, not the Nova Seed), as setup step 6 deals (engine/galaxy/tile-placement.ts systemPool).
// - Balance (miltydraft.com's generator, as the TTPG mod's port credits it): each six-player slice has at least 4
//   optimal influence, at least 2.5 optimal resources, and 9 to 13 optimal in total; "optimal" as in
//   engine/galaxy/slices.ts (a planet counts its higher value only, half of each when equal). A three-player slice
//   holds twice the blue systems, so its bounds are doubled (8, 5, 18–26): our own scaling, said plainly.
// - At most one wormhole and at most one legendary planet in a slice (miltydraft.com and AsyncTI4's Milty settings
//   both keep one wormhole a slice by default). No two anomalies next to each other inside a slice: the tools
//   arrange the slice's systems until the anomalies are apart; so do we (slices side by side are not checked).
// - The generator is seeded (ChaCha20, engine/core/rng.ts): the same seed deals the same slices.
import { seedRng, Rng } from '../core/rng';
import { fail, ok, type Result } from '../core/result';
import { PLANETS, isPlanetId } from '../data/planets';
import { SYSTEMS, type TileId } from '../data/systems';
import { distance, positionToHex, ringOfPosition, ringSize, ringStart } from '../galaxy/hex';
import { layout, systemPositions, type LayoutDef } from '../galaxy/layouts';
import { systemPool } from '../galaxy/tile-placement';

/** Player counts the Milty draft supports, with the rulebook layout each one is built on. */
export const MILTY_LAYOUTS = { 3: '3p', 6: '6p' } as const;
export type MiltyPlayers = keyof typeof MILTY_LAYOUTS;
export const isMiltyPlayers = (n: number): n is MiltyPlayers => n === 3 || n === 6;

export interface SliceBounds {
  readonly minInfluence: number;
  readonly minResources: number;
  readonly minTotal: number;
  readonly maxTotal: number;
}

/** miltydraft.com's bounds for a slice of three blue systems; scaled by the blue systems a slice holds. */
export function sliceBounds(players: MiltyPlayers): SliceBounds {
  const k = layout(MILTY_LAYOUTS[players]).deal.blue / 3;
  return { minInfluence: 4 * k, minResources: 2.5 * k, minTotal: 9 * k, maxTotal: 13 * k };
}

/** How many slices can be dealt: at least one per player, at most what the pool's red systems allow. */
export function sliceLimits(players: MiltyPlayers): { readonly min: number; readonly max: number } {
  return { min: players, max: players === 6 ? 9 : 5 };
}

/** Turns a map position `steps` × 60° clockwise around Mecatol Rex (each ring is numbered clockwise from the top). */
export function turnPosition(position: number, steps: number): number {
  if (position === 0) return 0;
  const ring = ringOfPosition(position);
  const size = ringSize(ring);
  const index = position - ringStart(ring);
  return ringStart(ring) + ((((index + steps * ring) % size) + size) % size);
}

/**
 * The positions of the first home's slice, in map order. A system belongs to the nearest home; one as near to two
 * neighbouring homes goes to the home it follows clockwise (the "equidistant" on the same side for everyone).
 */
export function sliceShape(l: LayoutDef): number[] {
  const homes = l.homes.map(positionToHex);
  const n = homes.length;
  const shape: number[] = [];
  for (const p of systemPositions(l)) {
    const d = homes.map((h) => distance(h, positionToHex(p)));
    const nearest = Math.min(...d);
    const tied = d.flatMap((x, i) => (x === nearest ? [i] : []));
    const owner = tied.find((i) => tied.includes((i + 1) % n)) ?? tied[0];
    if (owner === 0) shape.push(p);
  }
  return shape;
}

/** The positions of home `seat`'s slice: the first slice's shape turned to that home. */
export function slicePositions(l: LayoutDef, seat: number): number[] {
  const steps = (6 / l.players) * seat;
  return sliceShape(l).map((p) => turnPosition(p, steps));
}

export interface SliceStats {
  readonly optimalResources: number;
  readonly optimalInfluence: number;
  readonly resources: number;
  readonly influence: number;
  readonly wormholes: number;
  readonly legendary: number;
  readonly planets: number;
}

export function sliceStats(tiles: readonly TileId[]): SliceStats {
  let optimalResources = 0,
    optimalInfluence = 0,
    resources = 0,
    influence = 0,
    wormholes = 0,
    legendary = 0,
    planets = 0;
  for (const t of tiles) {
    const def = SYSTEMS[t];
    wormholes += def.wormholes.length;
    for (const id of def.planets) {
      if (!isPlanetId(id)) continue;
      const p = PLANETS[id];
      planets += 1;
      resources += p.resources;
      influence += p.influence;
      if (p.legendary) legendary += 1;
      if (p.resources > p.influence) optimalResources += p.resources;
      else if (p.influence > p.resources) optimalInfluence += p.influence;
      else {
        optimalResources += p.resources / 2;
        optimalInfluence += p.influence / 2;
      }
    }
  }
  return { optimalResources, optimalInfluence, resources, influence, wormholes, legendary, planets };
}

/** A slice's systems by name, for labels (never tile numbers alone). */
export const sliceSystemNames = (tiles: readonly TileId[]): string[] => tiles.map((t) => SYSTEMS[t].name);

const isAnomaly = (t: TileId): boolean => SYSTEMS[t].anomalies.length > 0;

/** Why a slice (tiles in shape order) breaks a balance rule, or null when it keeps every one. */
export function sliceProblem(players: MiltyPlayers, tiles: readonly TileId[]): string | null {
  return balanceProblem(players, tiles) ?? anomalyProblem(players, tiles);
}

/** The rules that do not depend on where in the slice each system lies. */
function balanceProblem(players: MiltyPlayers, tiles: readonly TileId[]): string | null {
  const l = layout(MILTY_LAYOUTS[players]);
  const b = sliceBounds(players);
  const s = sliceStats(tiles);
  const blue = tiles.filter((t) => SYSTEMS[t].back === 'blue').length;
  if (tiles.length !== l.deal.blue + l.deal.red || blue !== l.deal.blue)
    return `a slice holds ${l.deal.blue} blue and ${l.deal.red} red systems`;
  if (s.optimalInfluence < b.minInfluence) return `optimal influence ${s.optimalInfluence} is below ${b.minInfluence}`;
  if (s.optimalResources < b.minResources) return `optimal resources ${s.optimalResources} is below ${b.minResources}`;
  const total = s.optimalInfluence + s.optimalResources;
  if (total < b.minTotal || total > b.maxTotal) return `optimal total ${total} is outside ${b.minTotal}–${b.maxTotal}`;
  if (s.wormholes > 1) return 'more than one wormhole';
  if (s.legendary > 1) return 'more than one legendary planet';
  return null;
}

function anomalyProblem(players: MiltyPlayers, tiles: readonly TileId[]): string | null {
  const shape = sliceShape(layout(MILTY_LAYOUTS[players]));
  for (let i = 0; i < tiles.length; i++)
    for (let j = i + 1; j < tiles.length; j++) {
      const [a, c, pa, pc] = [tiles[i], tiles[j], shape[i], shape[j]];
      if (a === undefined || c === undefined || pa === undefined || pc === undefined) continue;
      if (isAnomaly(a) && isAnomaly(c) && distance(positionToHex(pa), positionToHex(pc)) === 1)
        return 'two anomalies next to each other';
    }
  return null;
}

/** Dealing gives up after this many restarts (none is needed for any seed the tests try). */
const MAX_RESTARTS = 500;
const DRAWS_PER_SLICE = 200;

/** `count` slices that each keep every balance rule, tiles in the order of `slicePositions`; same seed, same slices. */
export function generateSlices(seed: string, players: number, count: number): Result<TileId[][]> {
  if (!isMiltyPlayers(players))
    return fail('draft/players', 'setup', 'The Milty draft is built for 3 or 6 players (the boards a slice fits)');
  const limits = sliceLimits(players);
  if (!Number.isInteger(count) || count < limits.min || count > limits.max)
    return fail(
      'draft/settings',
      'setup',
      `Deal between ${limits.min} and ${limits.max} slices for ${players} players`,
    );
  const l = layout(MILTY_LAYOUTS[players]);
  const holder = { rng: seedRng(`milty:${seed}`) };
  const rng = new Rng(holder);
  const pool = systemPool(['base', 'pok']);
  for (let attempt = 0; attempt < MAX_RESTARTS; attempt++) {
    const blue = rng.shuffle(pool.filter((t) => SYSTEMS[t].back === 'blue'));
    const red = rng.shuffle(pool.filter((t) => SYSTEMS[t].back === 'red'));
    const slices: TileId[][] = [];
    for (let s = 0; s < count; s++) {
      const slice = drawSlice(rng, players, l, blue, red);
      if (!slice) break;
      slices.push(slice);
    }
    if (slices.length === count) return ok(slices);
  }
  return fail('draft/settings', 'setup', 'No balanced slices could be dealt; deal fewer slices');
}

/** Draws one balanced slice from the piles (removing its tiles), or null when the draws run out. */
function drawSlice(rng: Rng, players: MiltyPlayers, l: LayoutDef, blue: TileId[], red: TileId[]): TileId[] | null {
  for (let draw = 0; draw < DRAWS_PER_SLICE; draw++) {
    if (blue.length < l.deal.blue || red.length < l.deal.red) return null;
    rng.shuffle(blue);
    rng.shuffle(red);
    const tiles = [...blue.slice(0, l.deal.blue), ...red.slice(0, l.deal.red)];
    if (balanceProblem(players, tiles) !== null) continue;
    // Arrange the systems over the slice's positions until no two anomalies touch (a few tries are plenty).
    for (let arrange = 0; arrange < 12; arrange++) {
      rng.shuffle(tiles);
      if (anomalyProblem(players, tiles) === null) {
        blue.splice(0, l.deal.blue);
        red.splice(0, l.deal.red);
        return tiles;
      }
    }
  }
  return null;
}
