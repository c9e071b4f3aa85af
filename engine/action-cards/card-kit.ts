// Shared facts for action cards (LRR 2): what a planet is (64 traits, 75 resources), home systems (6.1), units in
// reinforcements (72) — so each card file says only what its own text adds.
import { fail, ok, type Result } from '../core/result';
import type { GameState, PlanetState, Seat } from '../core/state';
import { PLANETS } from '../data/planets';
import type { PlanetTrait, UnitType } from '../data/types';
import { emit, type FlowCtx } from '../kernel/context';
import { homeSystems } from '../objectives/board-queries';
import { countAt, spaceOf } from '../units/stacks';
import { SHIP_TYPES } from '../data/types';

export interface PlanetAt {
  readonly id: string;
  readonly system: string;
  readonly planet: PlanetState;
}

/** Every planet on the board with the key of its system. */
export function planetsOnBoard(state: GameState): PlanetAt[] {
  const out: PlanetAt[] = [];
  for (const [system, sys] of Object.entries(state.board.systems))
    for (const [id, planet] of Object.entries(sys.planets)) out.push({ id, system, planet });
  return out;
}

export const findPlanet = (state: GameState, id: unknown): PlanetAt | undefined =>
  typeof id === 'string' ? planetsOnBoard(state).find((p) => p.id === id) : undefined;

const planetDef = (id: string) =>
  (PLANETS as Record<string, { traits: readonly PlanetTrait[]; resources: number } | undefined>)[id];

export const hasTrait = (id: string, trait: PlanetTrait): boolean => planetDef(id)?.traits.includes(trait) ?? false;

/** 6.1: a system is a home system when it is some player's home system (eliminated players' included). */
export function isHomeSystem(state: GameState, system: string): boolean {
  return [...homeSystems(state).values()].includes(system);
}

export function gainTradeGoods(ctx: FlowCtx, seat: Seat, n: number): void {
  if (n <= 0) return;
  ctx.state.players[seat]!.tradeGoods += n;
  emit(ctx, { type: 'trade-goods-changed', seat, delta: n });
}

export function exhaustPlanet(ctx: FlowCtx, at: PlanetAt): void {
  const planet = ctx.state.board.systems[at.system]?.planets[at.id];
  if (!planet || planet.exhausted || planet.owner === null) return;
  planet.exhausted = true;
  emit(ctx, { type: 'planets-exhausted', seat: planet.owner, planets: [at.id] });
}

/** Ships (not ground forces as ships) one seat has in a system's space area. */
export const shipsIn = (state: GameState, system: string, seat: Seat): number =>
  SHIP_TYPES.reduce((n, t) => n + countAt(state, spaceOf(system), seat, t), 0);

/** Seats other than `seat` with ships in the system. */
export const othersWithShips = (state: GameState, system: string, seat: Seat): Seat[] =>
  state.players.filter((p) => p.seat !== seat && shipsIn(state, system, p.seat) > 0).map((p) => p.seat);

export const otherPlayer = (state: GameState, seat: Seat, target: unknown): Result<Seat> => {
  const p = state.players[Number(target)];
  if (!p || p.seat === seat || p.eliminated || typeof target !== 'number')
    return fail('ability/bad-target', '2.6a', 'Choose another player still in the game.');
  return ok(p.seat);
};

export const unitLabel = (t: UnitType): string => t.replace('-', ' ');
