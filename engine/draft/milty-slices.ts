// The Milty draft's slices (a community setup that replaces setup step 6's tile placement; not in the LRR).
//
// The rules we follow, and where they come from (read, not copied):
// - A slice is the group of systems one home system owns on the finished map; players draft a slice, a faction and
//   a speaker position, and the map is put together from the slices in speaker order (Milty's own description on
//   r/twilightimperium, "What does milty mean", 2021; miltydraft.com). Which positions form a slice on each
//   player count's board: engine/draft/milty-boards.ts.
// - A slice holds the blue- and red-backed systems the board deals each player: three blue and two red for four to
//   eight players (miltydraft.com and AsyncTI4 alike, and the rulebook's six-player deal); six blue and two red on
//   our three-player board.
// - Pool: every blue- and red-backed system of the base game and Prophecy of Kings (no home systems, no Mecatol
//   Rex, no hyperlanes, not the Nova Seed), as setup step 6 deals (engine/galaxy/tile-placement.ts systemPool).
// - Balance (miltydraft.com's generator, app/Draft/Slice.php validate, the same for every player count): a slice of
//   three blue systems has at least 4 optimal influence, at least 2.5 optimal resources, and 9 to 13 optimal in
//   total; "optimal" as in engine/galaxy/slices.ts (a planet counts its higher value only, half of each when
//   equal). A three-player slice holds twice the blue systems, so its bounds are doubled (8, 5, 18–26): our own
//   scaling, said plainly.
// - At most one wormhole and at most one legendary planet in a slice (miltydraft.com and AsyncTI4's Milty settings
//   both keep one wormhole a slice by default). Neither tool rules on technology specialties per slice (miltydraft
//   counts them for display only), so neither do we.
// - No two anomalies next to each other inside a slice: the tools arrange the slice's systems until the anomalies
//   are apart. A slice may go to any home, and on the four-, seven- and eight-player boards the homes' slices are
//   not all the same shape, so the arrangement must keep the anomalies apart at every home (slices side by side
//   are not checked: nobody knows beforehand which slices will meet).
// - The generator is seeded (ChaCha20, engine/core/rng.ts): the same seed deals the same slices.
import { seedRng, Rng } from '../core/rng';
import { fail, ok, type Result } from '../core/result';
import { PLANETS, isPlanetId } from '../data/planets';
import { SYSTEMS, type TileId } from '../data/systems';
import { distance, positionToHex } from '../galaxy/hex';
import { systemPool } from '../galaxy/tile-placement';
import { isMiltyPlayers, miltyBoard, sliceSize, type MiltyPlayers } from './milty-boards';

export interface SliceBounds {
  readonly minInfluence: number;
  readonly minResources: number;
  readonly minTotal: number;
  readonly maxTotal: number;
}

/** miltydraft.com's bounds for a slice of three blue systems; scaled by the blue systems a slice holds. */
export function sliceBounds(players: MiltyPlayers): SliceBounds {
  const k = sliceSize(players).blue / 3;
  return { minInfluence: 4 * k, minResources: 2.5 * k, minTotal: 9 * k, maxTotal: 13 * k };
}

/**
 * How many slices can be dealt: at least one per player; at most nine five-system slices (they use all 18
 * red-backed systems of the pool) or five three-player slices (30 of the 36 blue-backed systems).
 */
export function sliceLimits(players: MiltyPlayers): { readonly min: number; readonly max: number } {
  return { min: players, max: players === 3 ? 5 : 9 };
}

/** Why the draft refuses a table it has no board for. */
export const MILTY_PLAYERS_MESSAGE = 'The Milty draft is built for 3 to 8 players';

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

/** Why a slice (tiles in the order of `slicePositions`) breaks a balance rule, or null when it keeps every one. */
export function sliceProblem(players: MiltyPlayers, tiles: readonly TileId[]): string | null {
  return balanceProblem(players, tiles) ?? anomalyProblem(players, tiles);
}

/** The rules that do not depend on where in the slice each system lies. */
function balanceProblem(players: MiltyPlayers, tiles: readonly TileId[]): string | null {
  const deal = sliceSize(players);
  const b = sliceBounds(players);
  const s = sliceStats(tiles);
  const blue = tiles.filter((t) => SYSTEMS[t].back === 'blue').length;
  if (tiles.length !== deal.blue + deal.red || blue !== deal.blue)
    return `a slice holds ${deal.blue} blue and ${deal.red} red systems`;
  if (s.optimalInfluence < b.minInfluence) return `optimal influence ${s.optimalInfluence} is below ${b.minInfluence}`;
  if (s.optimalResources < b.minResources) return `optimal resources ${s.optimalResources} is below ${b.minResources}`;
  const total = s.optimalInfluence + s.optimalResources;
  if (total < b.minTotal || total > b.maxTotal) return `optimal total ${total} is outside ${b.minTotal}–${b.maxTotal}`;
  if (s.wormholes > 1) return 'more than one wormhole';
  if (s.legendary > 1) return 'more than one legendary planet';
  return null;
}

/** Two anomalies of the slice (tiles in slice order) that would touch at some home, or null. */
function anomalyProblem(players: MiltyPlayers, tiles: readonly TileId[]): string | null {
  for (const positions of miltyBoard(players).slices)
    for (let i = 0; i < tiles.length; i++)
      for (let j = i + 1; j < tiles.length; j++) {
        const [a, c, pa, pc] = [tiles[i], tiles[j], positions[i], positions[j]];
        if (a === undefined || c === undefined || pa === undefined || pc === undefined) continue;
        if (isAnomaly(a) && isAnomaly(c) && distance(positionToHex(pa), positionToHex(pc)) === 1)
          return 'two anomalies next to each other';
      }
  return null;
}

/** Dealing gives up after this many restarts (none is needed for any seed the tests try). */
const MAX_RESTARTS = 500;
const DRAWS_PER_SLICE = 200;
const ARRANGEMENTS = 24;

/** `count` slices that each keep every balance rule, tiles in the order of `slicePositions`; same seed, same slices. */
export function generateSlices(seed: string, players: number, count: number): Result<TileId[][]> {
  if (!isMiltyPlayers(players)) return fail('draft/players', 'setup', MILTY_PLAYERS_MESSAGE);
  const limits = sliceLimits(players);
  if (!Number.isInteger(count) || count < limits.min || count > limits.max)
    return fail(
      'draft/settings',
      'setup',
      `Deal between ${limits.min} and ${limits.max} slices for ${players} players`,
    );
  const deal = sliceSize(players);
  const holder = { rng: seedRng(`milty:${seed}`) };
  const rng = new Rng(holder);
  const pool = systemPool(['base', 'pok']);
  for (let attempt = 0; attempt < MAX_RESTARTS; attempt++) {
    const blue = rng.shuffle(pool.filter((t) => SYSTEMS[t].back === 'blue'));
    const red = rng.shuffle(pool.filter((t) => SYSTEMS[t].back === 'red'));
    const slices: TileId[][] = [];
    for (let s = 0; s < count; s++) {
      const slice = drawSlice(rng, players, deal, blue, red);
      if (!slice) break;
      slices.push(slice);
    }
    if (slices.length === count) return ok(slices);
  }
  return fail('draft/settings', 'setup', 'No balanced slices could be dealt; deal fewer slices');
}

/** Draws one balanced slice from the piles (removing its tiles), or null when the draws run out. */
function drawSlice(
  rng: Rng,
  players: MiltyPlayers,
  deal: { readonly blue: number; readonly red: number },
  blue: TileId[],
  red: TileId[],
): TileId[] | null {
  for (let draw = 0; draw < DRAWS_PER_SLICE; draw++) {
    if (blue.length < deal.blue || red.length < deal.red) return null;
    rng.shuffle(blue);
    rng.shuffle(red);
    const tiles = [...blue.slice(0, deal.blue), ...red.slice(0, deal.red)];
    if (balanceProblem(players, tiles) !== null) continue;
    // Arrange the systems over the slice's positions until no two anomalies touch at any home (a few tries do).
    for (let arrange = 0; arrange < ARRANGEMENTS; arrange++) {
      rng.shuffle(tiles);
      if (anomalyProblem(players, tiles) === null) {
        blue.splice(0, deal.blue);
        red.splice(0, deal.red);
        return tiles;
      }
    }
  }
  return null;
}
