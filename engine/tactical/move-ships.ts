// LRR 58.4–58.6 moving the declared ships, 95.1 picking up on the way, 41.2 gravity rift rolls (41.2a–c, 95.1b),
// the Hil Colish's wormhole going with that flagship (FAQ), then 16.3 capacity and 37.3 fleet pool checks and the
// "after ships move" window.
import { flipIonStormIfCrossed } from '../exploration/ion-storm';
import type { MoveShipsDecision } from '../core/frames';
import { ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { UnitType } from '../data/types';
import { emit, type CommandCtx, type FlowCtx } from '../kernel/context';
import { popDecision } from '../kernel/stack';
import { pushStep, pushStepCall } from '../kernel/steps';
import { addUnits, planetArea, spaceOf, stackAt, takeUnits, type Area } from '../units/stacks';
import { isRiftForMovement, rollGravityRift } from './anomalies';
import { AFTER_SHIPS_MOVED_INTO, ask, CANNOT_MOVE_INTO_ACTIVE_SYSTEM, LEAVE_RIFT_WITHOUT_ROLLING } from '../effects';
import { movementNotes, planMovement, type MoveShipsCommand, type MovementNotes, type PlannedGroup } from './movement';
import { movementAdjacency, systemsLeft } from './paths';
import { adjacencies, adjacentSystems } from '../galaxy/adjacency';
import { capacityOf, type ShipType, type TransportableType } from './unit-attributes';

/** A unit in transit: off the board between leaving and arriving. */
interface Moving {
  readonly type: UnitType;
  readonly damaged: boolean;
}

function takeOne(ctx: FlowCtx, area: Area, seat: Seat, type: UnitType, n: number, damaged: number): Moving[] {
  takeUnits(ctx.state, area, seat, type, n, damaged);
  return Array.from({ length: n }, (_, i) => ({ type, damaged: i < damaged }));
}

function putDown(ctx: FlowCtx, area: Area, seat: Seat, units: readonly Moving[]): void {
  for (const u of units) {
    addUnits(ctx.state, area, seat, u.type, 1);
    if (u.damaged) {
      const stack = stackAt(ctx.state, area, seat)!;
      stack.damaged[u.type] = (stack.damaged[u.type] ?? 0) + 1;
    }
  }
}

const tally = (units: readonly Moving[]): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const u of units) out[u.type] = (out[u.type] ?? 0) + 1;
  return out;
};

/** Transported units go in this order when the ships carrying them are lost (the cheapest first). */
const CARGO_LOSS_ORDER: readonly TransportableType[] = ['fighter', 'infantry', 'mech'];

function removedInRift(ctx: FlowCtx, seat: Seat, system: string, lost: readonly Moving[]): void {
  for (const [unit, count] of Object.entries(tally(lost))) {
    emit(ctx, { type: 'units-removed', seat, system, planet: null, unit, count, reason: 'gravity-rift' });
  }
}

/**
 * 41.2: before leaving a gravity rift, one die per ship (not per transported unit, 41.2a); 1–3 removes it. Units
 * it carried go with it (41.2b, 95.1b). A group's load rides on the group's ships: when capacity is lost, the
 * load beyond what the survivors can hold is removed, cheapest first. To tie units to one ship, move it alone.
 */
function crossRift(ctx: FlowCtx, seat: Seat, system: string, ships: Moving[], cargo: Moving[]): void {
  const lost: Moving[] = [];
  for (const ship of [...ships]) {
    if (rollGravityRift(ctx, seat, system, ship.type)) continue;
    ships.splice(ships.indexOf(ship), 1);
    lost.push(ship);
  }
  if (lost.length === 0) return;
  const capacity = ships.reduce((a, s) => a + capacityOf(ctx.state, seat, s.type), 0);
  for (const type of CARGO_LOSS_ORDER) {
    while (cargo.length > capacity) {
      const i = cargo.findIndex((u) => u.type === type);
      if (i < 0) break;
      lost.push(...cargo.splice(i, 1));
    }
  }
  removedInRift(ctx, seat, system, lost);
}

/** One group's journey; returns the systems it entered. */
function travel(ctx: FlowCtx, seat: Seat, group: PlannedGroup, ships: Moving[], rollRifts: boolean): string[] {
  const active = ctx.state.tactical!.system;
  const cargo: Moving[] = [];
  const visited = new Set<string>();
  const pickUpIn = (system: string) => {
    if (visited.has(system)) return;
    visited.add(system);
    for (const p of group.pickups.filter((x) => x.system === system)) {
      const area = p.planet === null ? spaceOf(system) : planetArea(system, p.planet);
      const hurt = Math.min(stackAt(ctx.state, area, seat)?.damaged[p.type] ?? 0, p.n);
      cargo.push(...takeOne(ctx, area, seat, p.type, p.n, hurt));
    }
  };
  const entered: string[] = [];
  const left = systemsLeft(group.from, group.route);
  pickUpIn(group.from);
  for (let i = 0; i < group.route.path.length && ships.length > 0; i++) {
    const leaving = left[i]!;
    if (
      rollRifts &&
      isRiftForMovement(ctx.state, seat, leaving) &&
      !ask(LEAVE_RIFT_WITHOUT_ROLLING, { state: ctx.state, seat, system: leaving })
    )
      crossRift(ctx, seat, leaving, ships, cargo);
    if (ships.length === 0) {
      if (cargo.length > 0) removedInRift(ctx, seat, leaving, cargo.splice(0));
      break;
    }
    const key = group.route.path[i]!;
    entered.push(key);
    if (key !== active || i === group.route.path.length - 1) pickUpIn(key);
  }
  if (ships.length > 0) {
    putDown(ctx, spaceOf(active), seat, [...ships, ...cargo]);
    emit(ctx, {
      type: 'ships-moved',
      seat,
      from: group.from,
      to: active,
      path: group.route.path,
      ships: tally(ships),
      transported: tally(cargo),
    });
  }
  return entered;
}

/** Whether a route takes a step between systems adjacent through a wormhole (101: the ships move through it). */
function throughWormhole(state: GameState, seat: Seat, route: readonly string[]): boolean {
  const opts = movementAdjacency(state, seat);
  return route.slice(1).some((to, i) => {
    const via = adjacencies(state.board, route[i]!, opts).find((a) => a.key === to)?.via ?? [];
    return via.some((v) => v !== 'physical' && v !== 'hyperlane');
  });
}

/**
 * FAQ (Hil Colish): with the leading flagship removed by a gravity rift, its wormhole is gone from the active system;
 * a later group arrives only if its steps into the active system are still adjacent without it.
 */
function stillReaches(state: GameState, seat: Seat, group: PlannedGroup): boolean {
  const active = state.tactical!.system;
  const opts = movementAdjacency(state, seat);
  const route = [group.from, ...group.route.path];
  return route.slice(1).every((to, i) => to !== active || adjacentSystems(state.board, route[i]!, opts).includes(to));
}

/** Ships whose way in is gone never leave: back to where they were, carrying nothing. */
function stayBehind(ctx: FlowCtx, seat: Seat, group: PlannedGroup, ships: readonly Moving[]): void {
  putDown(ctx, spaceOf(group.from), seat, ships);
  emit(ctx, {
    type: 'note',
    text: `The Hil Colish was lost with its wormhole: the ships in ${group.from} cannot reach the active system and stay.`,
  });
}

/**
 * Carries out a checked plan: 58.6, every declared ship leaves first, then each group travels and arrives, in the
 * plan's order.
 * `rollRifts: false` only for a preview on a copy (engine/queries/movement.ts): no gravity rift dice are rolled.
 */
export function carryOutMovement(
  ctx: FlowCtx,
  seat: Seat,
  plan: readonly PlannedGroup[],
  { rollRifts }: { readonly rollRifts: boolean } = { rollRifts: true },
): void {
  const tactical = ctx.state.tactical!;
  const leaving = plan.map((g) => g.ships.flatMap((s) => takeOne(ctx, spaceOf(g.from), seat, s.type, s.n, s.damaged)));
  const entered = new Set<string>();
  const arrived: Partial<Record<UnitType, number>> = {};
  let wormholeCarriers = 0;
  let leaderLost = false;
  plan.forEach((group, i) => {
    const ships = leaving[i]!;
    if (leaderLost && !stillReaches(ctx.state, seat, group)) return stayBehind(ctx, seat, group, ships);
    for (const key of travel(ctx, seat, group, ships, rollRifts)) entered.add(key);
    if (group.leads && !ships.some((s) => s.type === 'flagship')) leaderLost = true;
    for (const s of ships) arrived[s.type] = (arrived[s.type] ?? 0) + 1;
    if (throughWormhole(ctx.state, seat, [group.from, ...group.route.path]))
      wormholeCarriers += ships.filter((s) => capacityOf(ctx.state, seat, s.type) > 0).length;
    if (!tactical.movedFrom.includes(group.from)) tactical.movedFrom.push(group.from);
  });
  const drive = plan.find((g) => g.gravityDrive !== null);
  const notes: MovementNotes = {
    ...movementNotes(ctx.state),
    entered: [...entered],
    arrived,
    wormholeCarriers,
    gravityDrive: drive ? { from: drive.from, ship: drive.gravityDrive as ShipType } : null,
  };
  tactical.notes.movement = notes;
}

/** The answer to the movement decision: check, move, then the checks and window that follow (pushed in reverse). */
export function moveShips(ctx: CommandCtx, decision: MoveShipsDecision, cmd: MoveShipsCommand): Result<void> {
  // Effects that forbid moving units in at all (Ceasefire).
  const barred =
    cmd.moves.length > 0 ? ask(CANNOT_MOVE_INTO_ACTIVE_SYSTEM, { state: ctx.state, seat: ctx.seat }) : null;
  if (barred) return { ok: false, error: barred };
  const plan = planMovement(ctx.state, ctx.seat, cmd.moves);
  if (!plan.ok) return plan;
  popDecision(ctx.state, decision);
  if (plan.value.length === 0) return ok(undefined); // 89.2b
  carryOutMovement(ctx, ctx.seat, plan.value);
  // Ion Storm: ships that went through its wormhole flip the token as the step ends.
  flipIonStormIfCrossed(
    ctx,
    ctx.seat,
    plan.value.map((g) => [g.from, ...g.route.path]),
  );
  const active = decision.system;
  pushStep(ctx.state, 'window/open', { window: 'after-ships-moved', subject: { seat: ctx.seat, system: active } });
  // Effects that follow the arrival without a choice of the mover's (Voidwatch) come before that window.
  const forced = ask(AFTER_SHIPS_MOVED_INTO, { state: ctx.state, seat: ctx.seat, system: active });
  for (const call of [...forced].reverse()) pushStepCall(ctx.state, call);
  pushStep(ctx.state, 'fleet-pool/check', { seat: ctx.seat, system: active });
  // 16.3: the systems left behind may now hold fighters or ground forces without capacity, and the active system too.
  const left = [...new Set(plan.value.map((g) => g.from))].filter((k) => k !== active);
  for (const key of [active, ...left.reverse()])
    pushStep(ctx.state, 'transport/capacity', { seat: ctx.seat, system: key });
  return ok(undefined);
}
