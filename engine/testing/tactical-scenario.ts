// Test kit for tactical actions (89): a game in the action phase on a small board of chosen tiles, seat 0 to act,
// with helpers to place units and tokens, give technologies, activate a system and fix the next dice.
// Other modules import this: keep the signatures stable (add, don't change).
import type { Command } from '../core/commands';
import type { GameEvent } from '../core/events';
import { Rng, seedRng } from '../core/rng';
import type { GameState, Seat, UnitStack } from '../core/state';
import type { TileId } from '../data/systems';
import type { UnitType } from '../data/types';
import { newSystem } from '../galaxy/board';
import { edit, newGame, pickStrategyCards, play, playEvents, topDecision } from './scenario';

export { edit, placeUnits, play, playEvents, refuse, topDecision } from './scenario';

/** Factions whose carriers, cruisers, dreadnoughts and infantry are the generic ones. */
export const TACTICAL_FACTIONS = ['hacan', 'jolnar', 'letnev', 'xxcha', 'yssaril', 'arborec'] as const;

export interface TacticalGameOptions {
  /** The board: tile id by hex key 'q,r'. Replaces the whole galaxy (home systems included). Default: `line('18')`. */
  readonly tiles?: Readonly<Record<string, TileId>>;
  /** Put the inactive wormhole nexus at this key (off to one side: only its gamma wormhole connects it). */
  readonly nexusAt?: string;
  readonly players?: 3 | 4 | 5 | 6;
  readonly factions?: readonly string[];
  /** Players start with no technologies unless this is set (give them with `withTechnologies`). */
  readonly keepStartingTechnologies?: boolean;
  readonly seed?: string;
}

/** Hex key of (q, r); `key(2)` = '2,0'. Systems (q, 0) and (q + 1, 0) are adjacent. */
export const key = (q: number, r = 0): string => `${q},${r}`;

/** Tiles in a row from '0,0' eastwards, each adjacent only to its neighbours in the row: line('19', '41', '18'). */
export function line(...tiles: TileId[]): Record<string, TileId> {
  return Object.fromEntries(tiles.map((t, i) => [key(i), t]));
}

const CARDS = ['leadership', 'diplomacy', 'politics', 'construction', 'trade', 'warfare', 'technology', 'imperial'];

/**
 * A game in the action phase: seat 0 holds Leadership and is waiting on its action-turn decision. No units are on
 * the board and no command tokens; pools are the starting 3/3/2.
 */
export function tacticalGame(opts: TacticalGameOptions = {}): GameState {
  const players = opts.players ?? 3;
  const base = newGame({
    players,
    seed: opts.seed ?? 'tactical',
    factions: opts.factions ?? TACTICAL_FACTIONS.slice(0, players),
  });
  const picks = players <= 4 ? CARDS.slice(0, players * 2) : CARDS.slice(0, players);
  const state = pickStrategyCards(base, picks);
  const d = topDecision(state);
  if (d?.kind !== 'action-turn' || !d.waitingOn.includes(0))
    throw new Error('tacticalGame: seat 0 is not the first to act');
  return edit(state, (s) => {
    const tiles = opts.tiles ?? line('18');
    s.board = { systems: {}, nexus: { placed: false, active: false, at: null } };
    for (const [k, tile] of Object.entries(tiles)) s.board.systems[k] = newSystem(tile);
    if (opts.nexusAt) {
      s.board.systems[opts.nexusAt] = newSystem('82A');
      s.board.nexus = { placed: true, active: false, at: opts.nexusAt };
    }
    if (!opts.keepStartingTechnologies) for (const p of s.players) p.technologies = [];
    s.custodiansOnMecatol = false;
  });
}

export const withTechnologies = (state: GameState, seat: Seat, technologies: readonly string[]): GameState =>
  edit(state, (s) => {
    s.players[seat]!.technologies = [...technologies];
  });

export const withCommandToken = (state: GameState, system: string, seat: Seat): GameState =>
  edit(state, (s) => {
    s.board.systems[system]!.commandTokens.push(seat);
  });

export const withPools = (
  state: GameState,
  seat: Seat,
  pools: Partial<GameState['players'][number]['pools']>,
): GameState =>
  edit(state, (s) => {
    Object.assign(s.players[seat]!.pools, pools);
  });

export const withToken = (state: GameState, system: string, token: string): GameState =>
  edit(state, (s) => {
    s.board.systems[system]!.tokens.push(token);
  });

/** Marks `n` of a seat's units of a type in a system's space area as damaged (87). */
export const withDamaged = (state: GameState, system: string, seat: Seat, type: UnitType, n: number): GameState =>
  edit(state, (s) => {
    s.board.systems[system]!.space[String(seat)]!.damaged[type] = n;
  });

/** Passes every open timing window (each waiting seat passes) until another kind of decision waits, or none. */
export function passWindows(state: GameState): GameState {
  let s = state;
  for (let guard = 0; guard < 100; guard++) {
    const d = topDecision(s);
    if (d?.kind !== 'window') return s;
    s = play(s, d.waitingOn[0]!, { type: 'pass-window' });
  }
  throw new Error('passWindows: windows did not close');
}

/** The active seat (default 0) activates `system` and every "after activation" window is passed. */
export function activate(state: GameState, system: string, seat: Seat = 0): GameState {
  return passWindows(play(state, seat, { type: 'tactical-action', system }));
}

/** Plays a movement command and passes the windows that follow; returns the state and every event on the way. */
export function move(
  state: GameState,
  moves: Extract<Command, { type: 'move-ships' }>['moves'],
  seat: Seat = 0,
): { state: GameState; events: GameEvent[] } {
  const r = playEvents(state, seat, { type: 'move-ships', moves });
  return { state: passWindows(r.state), events: r.events };
}

/** A seat's units in a system's space area (or on a planet). */
export function unitsIn(state: GameState, system: string, seat: Seat, planet?: string): UnitStack['counts'] {
  const sys = state.board.systems[system];
  const stack = planet ? sys?.planets[planet]?.units[String(seat)] : sys?.space[String(seat)];
  return { ...(stack?.counts ?? {}) };
}

/**
 * Replaces the game's generator with one whose next d10 results satisfy `wanted`, in order (e.g. a gravity rift
 * roll that fails then one that passes: [(r) => r <= 3, (r) => r >= 4]). Deterministic: it tries seeds in order.
 */
export function withNextRolls(state: GameState, wanted: readonly ((roll: number) => boolean)[]): GameState {
  for (let i = 0; i < 200_000; i++) {
    const holder = { rng: seedRng(`rolls-${i}`) };
    const start = holder.rng;
    const rng = new Rng(holder);
    if (wanted.every((ok) => ok(rng.d10())))
      return edit(state, (s) => {
        s.rng = start;
      });
  }
  throw new Error('withNextRolls: no seed gives these rolls');
}
