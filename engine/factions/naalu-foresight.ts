// The Naalu Collective, abilities that read the board around the active system — LRR 58 movement, 20 command tokens,
// 41 gravity rifts, 37 fleet pool: Foresight (their faction ability: once another player has moved ships into a
// system holding Naalu ships, 1 strategy pool token placed in an adjacent system without other players' ships takes
// those ships there) and Neuroglaive (their technology: another player activating a system holding Naalu ships loses
// 1 fleet pool token). Kept apart from naalu.ts, which the Naalu effects provider imports: adjacency asks hooks.
import { z } from 'zod';
import { fail, ok, type Result } from '../core/result';
import { hexKeySchema, seatSchema } from '../core/schemas';
import type { GameState, Seat } from '../core/state';
import { SHIP_TYPES, type UnitType } from '../data/types';
import { adjacentSystems } from '../galaxy/adjacency';
import type { AbilityDef, Subject, Targets } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { emit, type FlowCtx } from '../kernel/context';
import { AFTER_SHIPS_MOVED_INTO, ask } from '../effects';
import { defineStep, pushStep, pushStepCall } from '../kernel/steps';
import { adjacencyInPlay } from '../tactical/adjacency-in-play';
import { entryViolation, isGravityRift, rollGravityRift } from '../tactical/anomalies';
import { systemLabel } from '../tactical/labels';
import { offerBoarding } from '../tactical/boarding';
import { capacityIn } from '../tactical/transport';
import { fightersMoveThemselves } from '../tactical/unit-attributes';
import { removeUnits } from '../units/destroy';
import { countAt, moveUnits, spaceOf } from '../units/stacks';

const neuroglaiveArgs = z.object({ owner: seatSchema, seat: seatSchema });
const foresightMoveArgs = z.object({ seat: seatSchema, from: hexKeySchema, to: hexKeySchema });

declare module '../kernel/steps' {
  interface StepArgs {
    'naalu/neuroglaive': z.infer<typeof neuroglaiveArgs>;
    'naalu/foresight-move': z.infer<typeof foresightMoveArgs>;
  }
}

const seatName = (state: GameState, seat: Seat): string => state.players[seat]?.name ?? `seat ${seat}`;

/** The seat's ships in the system's space area, by type (fighters included: they are ships, 76.1). */
function shipsIn(state: GameState, system: string, seat: Seat): UnitType[] {
  return SHIP_TYPES.filter((t) => countAt(state, spaceOf(system), seat, t) > 0);
}

/** Whether a seat other than `seat` has ships in the system. */
const othersShipsIn = (state: GameState, system: string, seat: Seat): boolean =>
  state.players.some((p) => p.seat !== seat && shipsIn(state, system, p.seat).length > 0);

// ---- Foresight ---------------------------------------------------------------------------------------------------

/** The active system, when another player moved ships into it and the Naalu seat has ships there. */
function foresightSystem(state: GameState, seat: Seat, subject: Subject): string | null {
  const system = typeof subject.system === 'string' ? subject.system : null;
  if (system === null || subject.seat === seat || state.players[seat]?.faction !== 'naalu') return null;
  return shipsIn(state, system, seat).length > 0 ? system : null;
}

/** Adjacent systems the Naalu ships may go to: no other player's ships, no Naalu token yet, enterable (9, 59, 86). */
function destinations(state: GameState, seat: Seat, from: string): string[] {
  return adjacentSystems(state.board, from, adjacencyInPlay(state, seat)).filter(
    (k) =>
      state.board.systems[k] !== undefined &&
      !othersShipsIn(state, k, seat) &&
      !state.board.systems[k]!.commandTokens.includes(seat) &&
      entryViolation(state, seat, k, false) === null,
  );
}

function checkForesight(state: GameState, seat: Seat, targets: Targets, subject: Subject): Result<string> {
  const from = foresightSystem(state, seat, subject);
  if (from === null)
    return fail('ability/not-eligible', '58', 'Foresight needs Naalu ships in a system another player moved into.');
  if ((state.players[seat]?.pools.strategy ?? 0) < 1)
    return fail('ability/cost', '1.11', 'Foresight needs a command token in your strategy pool.');
  const to = typeof targets.system === 'string' ? targets.system : '';
  if (!destinations(state, seat, from).includes(to))
    return fail(
      'ability/bad-target',
      '58',
      'Foresight moves your ships to an adjacent system with no other player’s ships and none of your tokens.',
    );
  return ok(to);
}

/** Foresight: 1 strategy token into an adjacent system, and the Naalu's ships in the active system follow it. */
export const FORESIGHT: AbilityDef = {
  id: 'foresight',
  name: 'Foresight',
  source: { kind: 'faction', faction: 'naalu' },
  window: 'after-ships-moved',
  costs: [],
  limit: { per: 'window', times: 1 },
  eligible: (state, seat, subject) =>
    foresightSystem(state, seat, subject) !== null && (state.players[seat]?.pools.strategy ?? 0) > 0,
  targetOptions: (state, seat, subject) => {
    const from = foresightSystem(state, seat, subject);
    if (from === null || (state.players[seat]?.pools.strategy ?? 0) < 1) return [];
    return destinations(state, seat, from).map((k) => ({
      label: `spend 1 strategy token: move your ships to ${systemLabel(state, k)}`,
      targets: { system: k },
    }));
  },
  check: (state, seat, targets, subject) => {
    const checked = checkForesight(state, seat, targets, subject);
    return checked.ok ? ok(undefined) : checked;
  },
  resolve: (ctx, seat, targets, subject) => {
    const checked = checkForesight(ctx.state, seat, targets, subject);
    const from = foresightSystem(ctx.state, seat, subject);
    if (!checked.ok || from === null) return;
    const to = checked.value;
    const p = ctx.state.players[seat]!;
    p.pools.strategy -= 1;
    ctx.state.board.systems[to]!.commandTokens.push(seat);
    emit(ctx, {
      type: 'tokens-changed',
      seat,
      tactic: p.pools.tactic,
      fleet: p.pools.fleet,
      strategy: p.pools.strategy,
    });
    // FAQ: the moving ships may first take Naalu ground forces aboard from the planets there, with room to spare.
    pushStep(ctx.state, 'naalu/foresight-move', { seat, from, to });
    offerBoarding(ctx, seat, from, roomAboard(ctx.state, seat, from), 'Foresight');
  },
};

/** Capacity the Naalu ships in the system have left once every fighter and ground force in its space area is aboard. */
function roomAboard(state: GameState, seat: Seat, system: string): number {
  const needRoom: readonly UnitType[] = fightersMoveThemselves(state, seat)
    ? ['infantry', 'mech']
    : ['infantry', 'mech', 'fighter'];
  const aboard = needRoom.reduce((n, t) => n + countAt(state, spaceOf(system), seat, t), 0);
  return capacityIn(state, seat, system) - aboard;
}

/** The Naalu ships leave (each leaving a gravity rift rolls) with what their space area holds, into `to`. */
function foresightMove(ctx: FlowCtx, seat: Seat, from: string, to: string): void {
  // 41.2: each ship leaving a gravity rift rolls; units it carried that lose their ride go in the capacity check.
  if (isGravityRift(ctx.state, from)) riftRolls(ctx, seat, from);
  const space = ctx.state.board.systems[from]!.space[String(seat)];
  for (const [type, n] of Object.entries(space?.counts ?? {}) as [UnitType, number][])
    if (n > 0) moveUnits(ctx.state, spaceOf(from), spaceOf(to), seat, type, n);
  emit(ctx, {
    type: 'note',
    text: `Foresight: ${seatName(ctx.state, seat)} moves their ships from ${systemLabel(ctx.state, from)} to ${systemLabel(ctx.state, to)}.`,
  });
  // A move into a system: effects that follow one (Voidwatch) apply, after the fleet pool and capacity checks.
  const forced = ask(AFTER_SHIPS_MOVED_INTO, { state: ctx.state, seat, system: to });
  for (const call of [...forced].reverse()) pushStepCall(ctx.state, call);
  pushStep(ctx.state, 'fleet-pool/check', { seat, system: to });
  pushStep(ctx.state, 'transport/capacity', { seat, system: to });
}

/** 41.2: one die per ship leaving the gravity rift; a 1–3 removes it. */
function riftRolls(ctx: FlowCtx, seat: Seat, system: string): void {
  for (const type of shipsIn(ctx.state, system, seat)) {
    const n = countAt(ctx.state, spaceOf(system), seat, type);
    let lost = 0;
    for (let i = 0; i < n; i++) if (!rollGravityRift(ctx, seat, system, type)) lost += 1;
    if (lost > 0) removeUnits(ctx, spaceOf(system), seat, type, lost, 'ability');
  }
}

// ---- Neuroglaive -------------------------------------------------------------------------------------------------

export const NAALU_FORESIGHT_STEPS = [
  /** Foresight, once the ground forces chosen went aboard: the ships move. */
  defineStep('naalu/foresight-move', foresightMoveArgs, (ctx, { seat, from, to }) =>
    foresightMove(ctx, seat, from, to),
  ),
  /** Neuroglaive: the activating player returns 1 fleet pool token to their reinforcements, if they have one. */
  defineStep('naalu/neuroglaive', neuroglaiveArgs, (ctx, { owner, seat }) => {
    const p = ctx.state.players[seat];
    if (!p || p.pools.fleet < 1) return;
    p.pools.fleet -= 1;
    emit(ctx, {
      type: 'tokens-changed',
      seat,
      tactic: p.pools.tactic,
      fleet: p.pools.fleet,
      strategy: p.pools.strategy,
    });
    emit(ctx, {
      type: 'note',
      text: `Neuroglaive (${seatName(ctx.state, owner)}): ${seatName(ctx.state, seat)} returns 1 fleet pool token.`,
    });
    // 37: a smaller fleet pool may now be too small wherever the player has ships.
    for (const [key, sys] of Object.entries(ctx.state.board.systems))
      if (sys.space[String(seat)]) pushStep(ctx.state, 'fleet-pool/check', { seat, system: key });
  }),
];

export const NAALU_FORESIGHT = defineContent({ abilities: [FORESIGHT], steps: NAALU_FORESIGHT_STEPS });
