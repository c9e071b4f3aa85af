// Complete Setup steps 5, 6, 7 and 11: the galaxy (from a map string or by the tile-placement procedure), home
// systems, frontier tokens, and each faction's starting planets, units and technologies.
import { fail, ok, type Result } from '../core/result';
import type { GameConfig, GameState, UnitStack } from '../core/state';
import { FACTIONS, type FactionId } from '../data/factions';
import { SYSTEMS, isTileId, type TileId } from '../data/systems';
import type { FactionDef, UnitType } from '../data/types';
import type { FlowCtx } from '../kernel/context';
import { notDealtIn, promissoryNotesDealt } from '../content/in-play';
import { boardFromMap } from '../galaxy/board';
import { layout as layoutById } from '../galaxy/layouts';
import { parseMapString } from '../galaxy/map-string';
import { placeTiles, systemPool } from '../galaxy/tile-placement';

/** 38.1d: the Creuss Gate tile, where the Ghosts of Creuss's home would be. */
const CREUSS_GATE = '17';

export interface HomeChoice {
  readonly homeSystem: string;
  readonly homePlanets: readonly string[];
}

/**
 * The home systems a faction may take: its own, or for the Council Keleres (The Tribuni) the copies of the Xxcha,
 * Argent and Mentak homes whose faction is not in the game.
 */
export function freeHomeOptions(def: FactionDef, inGame: readonly string[]): readonly HomeChoice[] {
  const options = def.homeSystemOptions;
  if (!options) return [def];
  return options.filter((o) => !inGame.includes(o.copies));
}

/**
 * The home system setup builds first. The Keleres start on the first free option and then choose theirs
 * (engine/factions/keleres.ts, The Tribuni), which swaps the tile before anyone plays.
 */
function homeOf(def: FactionDef, inGame: readonly string[]): HomeChoice {
  return freeHomeOptions(def, inGame)[0] ?? def.homeSystemOptions?.[0] ?? def;
}

export function buildGalaxy(ctx: FlowCtx, config: GameConfig): Result<{ homeKeys: readonly string[] }> {
  const factionIds = config.seats.map((s) => s.faction);
  const homes = config.seats.map((s) => homeOf(FACTIONS[s.faction as FactionId], factionIds).homeSystem);
  if (!homes.every(isTileId)) return fail('setup/unknown-home', 'setup 3', 'A faction has no home system tile.');
  let mapResult;
  if (config.mapString !== undefined && config.mapString.trim() !== '') {
    mapResult = parseMapString(config.mapString);
  } else {
    const l = layoutById(config.layout);
    if (l.players !== config.seats.length)
      return fail('setup/layout-players', 'setup 6', `The ${config.layout} layout is for ${l.players} players.`);
    // Blue- and red-backed tiles of base and Prophecy of Kings are dealt; home systems and special tiles are not (88).
    const pool = systemPool(['base', 'pok']);
    const placed = placeTiles(
      { layout: config.layout, players: config.seats.length, speaker: ctx.state.speaker, pool },
      ctx.rng,
    );
    mapResult = placed.ok ? ok(placed.value.map) : placed;
  }
  if (!mapResult.ok) return mapResult;
  const built = boardFromMap(mapResult.value, homes as TileId[], { nexus: true });
  if (!built.ok) return built;
  ctx.state.board = built.value.board;
  // Step 7: a frontier token on each system without planets (not hyperlanes, home systems or the nexus);
  // 38.1d: the Creuss Gate (a green-backed tile) gets one too.
  for (const sys of Object.values(ctx.state.board.systems)) {
    const def = isTileId(sys.tile) ? SYSTEMS[sys.tile] : undefined;
    const gate = sys.tile === CREUSS_GATE;
    if (def && def.planets.length === 0 && (def.back === 'blue' || def.back === 'red' || gate)) sys.frontier = true;
  }
  // Five players without hyperlanes: the seats placed at a disadvantage receive trade goods (setup 6 note), on the
  // layout's board whether the tiles were placed at random or by the players.
  if (!config.mapString || config.placedOnLayout === true) {
    const l = layoutById(config.layout);
    l.tradeGoods.forEach((tg, seat) => {
      const p = ctx.state.players[seat];
      if (p) p.tradeGoods += tg;
    });
  }
  return ok({ homeKeys: built.value.homeKeys });
}

const stackOf = (counts: Partial<Record<UnitType, number>>): UnitStack => ({ counts: { ...counts }, damaged: {} });

/**
 * Steps 5 and 11. Ground forces and structures start on the first home planet; letting the player spread them
 * over several home planets is a setup decision still to come. Starting technology choices are a setup decision
 * (engine/setup/starting-technologies.ts).
 */
export function placeStartingComponents(state: GameState, homeKeys: readonly string[]): void {
  const inGame = state.players.map((p) => p.faction);
  state.players.forEach((p, seat) => {
    const def: FactionDef = FACTIONS[p.faction as FactionId];
    const home = homeOf(def, inGame);
    const key = homeKeys[seat];
    if (key === undefined || !state.board.systems[key]) return;
    placeHome(state, seat, key, home);
    p.technologies = [...def.startingTechnologies];
    p.commodities = 0;
    // Setup steps 3–4: the colour notes and the faction's own, those that work (engine/content/in-play.ts); a
    // note is named 'note@owner seat' (69).
    p.promissoryNotes = promissoryNotesDealt(p.faction as FactionId, notDealtIn(state.config)).map(
      (n) => `${n}@${seat}`,
    );
  });
}

/** Step 5: the seat controls its home planets; its starting ships in space, ground forces on the first planet. */
export function placeHome(state: GameState, seat: number, key: string, home: HomeChoice): void {
  const sys = state.board.systems[key];
  const p = state.players[seat];
  if (!sys || !p) return;
  const def: FactionDef = FACTIONS[p.faction as FactionId];
  for (const planet of home.homePlanets) {
    const ps = sys.planets[planet];
    if (ps) ps.owner = seat;
  }
  sys.space[String(seat)] = stackOf(def.startingUnits.space);
  const first = sys.planets[home.homePlanets[0] ?? ''];
  if (first) first.units[String(seat)] = stackOf(def.startingUnits.ground);
}
