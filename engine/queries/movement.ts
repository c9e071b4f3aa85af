// LRR 58 movement, 95 transport, for the movement picker: for each system holding the seat's ships, the ships that can
// reach the active system (58.4) with the engine's own path, what they can carry (95.1) and the routes through systems
// where units wait to be picked up (movement-routes.ts); the movement that moves every ship able to; and the state
// after a movement, from the real movement step on a copy (previewMove). Public state only.
import { dominusOrbInUse } from '../relics/dominus-orb';
import { ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { SHIP_TYPES, type UnitType } from '../data/types';
import { unitStats } from '../combat/unit-stats';
import { deepCopy, flowCtx } from '../kernel/context';
import { carryOutMovement } from '../tactical/move-ships';
import { planMovement, type GroupMove } from '../tactical/movement';
import { cargoIn, movementRoutes, type CargoChoice, type MovementRoute } from './movement-routes';

export { CARGO_TYPES } from './movement-routes';
export type { CargoChoice, CargoType, MovementRoute, PickupStop } from './movement-routes';

export interface ShipChoice {
  readonly type: UnitType;
  readonly count: number;
  readonly damaged: number;
  readonly capacity: number;
  /** 58.4f: a ship of this type can get from here to the active system (with the engine's best path). */
  readonly reaches: boolean;
  /** The systems it would enter, ending in the active system (empty when it cannot reach). */
  readonly path: readonly string[];
}

export interface MovementSource {
  readonly from: string;
  readonly ships: readonly ShipChoice[];
  /** 95.1: units the ships may pick up where they start (space area and the system's planets). */
  readonly cargo: readonly CargoChoice[];
  /**
   * 95.1: the routes the group may take with where they pass units to pick up: [0] is the engine's own path for
   * the slowest ship, the others detour through systems where units wait. Empty when no ship here can reach.
   */
  readonly routes: readonly MovementRoute[];
}

/**
 * 58.4: for each system outside the active one holding the seat's ships and no command token of theirs (58.4c),
 * the ships with a move value and whether each type can reach the active system. Needs a tactical action under way.
 */
export function movementPlans(state: GameState, seat: number): MovementSource[] {
  const active = state.tactical?.system;
  if (!active) return [];
  const out: MovementSource[] = [];
  for (const [from, sys] of Object.entries(state.board.systems)) {
    if (from === active || (sys.commandTokens.includes(seat) && !dominusOrbInUse(state))) continue;
    const stack = sys.space[String(seat)];
    const ships: ShipChoice[] = [];
    const moves: Partial<Record<UnitType, number>> = {};
    for (const type of SHIP_TYPES) {
      const count = stack?.counts[type] ?? 0;
      if (count === 0) continue;
      const stats = unitStats(state, seat, type);
      if (!stats.move) continue;
      const plan = planMovement(state, seat, [{ from, ships: { [type]: 1 } }]);
      moves[type] = stats.move;
      ships.push({
        type,
        count,
        damaged: stack?.damaged[type] ?? 0,
        capacity: stats.capacity ?? 0,
        reaches: plan.ok,
        path: plan.ok ? [...(plan.value[0]?.route.path ?? [])] : [],
      });
    }
    if (ships.length === 0) continue;
    const reaching = ships
      .filter((s) => s.reaches)
      .map((s) => ({ type: s.type, capacity: s.capacity, move: moves[s.type] ?? 0 }));
    // The engine's path for the group is the slowest ship's (58.4f: every ship must make it).
    const slowest = [...reaching].sort((a, b) => a.move - b.move)[0];
    const direct = ships.find((s) => s.type === slowest?.type)?.path ?? [];
    const routes = movementRoutes(state, seat, from, direct, reaching);
    out.push({ from, ships, cargo: cargoIn(state, seat, from, true), routes });
  }
  return out;
}

/** Every ship that can reach, loaded from its starting space area first and then its planets, up to capacity. */
export function everythingThatReaches(state: GameState, seat: number): GroupMove[] {
  const moves: GroupMove[] = [];
  for (const source of movementPlans(state, seat)) {
    const ships: GroupMove['ships'] = {};
    let room = 0;
    for (const s of source.ships) {
      if (!s.reaches) continue;
      ships[s.type as keyof GroupMove['ships']] = s.count;
      room += s.capacity * s.count;
    }
    if (Object.keys(ships).length === 0) continue;
    const selfMovingFighters = ships.fighter ?? 0;
    const transport: NonNullable<GroupMove['transport']> = [];
    for (const c of source.cargo) {
      const free = c.count - (c.planet === null && c.type === 'fighter' ? selfMovingFighters : 0);
      const take = Math.min(room, free);
      if (take <= 0) continue;
      room -= take;
      transport.push({
        system: source.from,
        ...(c.planet === null ? {} : { planet: c.planet }),
        units: { [c.type]: take },
      });
    }
    moves.push(transport.length > 0 ? { from: source.from, ships, transport } : { from: source.from, ships });
  }
  // Declared together (58.6): keep the groups that still pass together, so one bad group does not hide the rest.
  if (planMovement(state, seat, moves).ok) return moves;
  const kept: GroupMove[] = [];
  for (const m of moves) if (planMovement(state, seat, [...kept, m]).ok) kept.push(m);
  return kept;
}

/**
 * 58: the state once these groups have moved into the active system — the real movement step run on a copy, with the
 * gravity rifts' dice not rolled (the ships are assumed to make it): rolling them on a copy would show dice that have
 * not been rolled yet. For odds before a movement is declared. Refused as the movement would be.
 */
export function previewMove(state: GameState, seat: Seat, moves: readonly GroupMove[]): Result<GameState> {
  const plan = planMovement(state, seat, moves);
  if (!plan.ok) return plan;
  const copy = deepCopy(state);
  carryOutMovement(flowCtx(copy, null), seat, plan.value, { rollRifts: false });
  return ok(copy);
}
