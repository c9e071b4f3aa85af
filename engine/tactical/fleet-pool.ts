// LRR 37 fleet pool and 76.2 ships: a player's non-fighter ships in a system may not outnumber the tokens in their
// fleet pool; the player chooses which excess ships to remove (37.3). The step 'fleet-pool/check' { seat, system }
// is for any module that adds ships to a system or lowers a fleet pool.
import { z } from 'zod';
import { seatSchema, hexKeySchema } from '../core/schemas';
import { ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { SHIP_TYPES } from '../data/types';
import { defineChoice, pushChoice } from '../kernel/choices';
import { systemLabel } from './labels';
import { popDecision } from '../kernel/stack';
import { pushStep, defineStep } from '../kernel/steps';
import { type FlowCtx } from '../kernel/context';
import { capacityCheck } from './transport';
import type { ShipType } from './unit-attributes';
import { removeUnits } from '../units/destroy';
import { spaceOf } from '../units/stacks';
import { ask, FIGHTERS_COUNT_HALF, FLEET_POOL_SHIPS_BONUS, SHIPS_NOT_LIMITED_BY_FLEET_POOL } from '../effects';

const seatSystemArgs = z.object({ seat: seatSchema, system: hexKeySchema });

declare module '../kernel/steps' {
  interface StepArgs {
    'fleet-pool/check': z.infer<typeof seatSystemArgs>;
  }
}

declare module '../kernel/choices' {
  interface ChoiceArgs {
    'fleet-pool/remove': z.infer<typeof seatSystemArgs>;
  }
}

/**
 * Ships that count against the fleet pool in a system: every non-fighter ship (37.1, 76.2a), plus fighters beyond
 * capacity for a player whose fighters move by themselves (Fighter II; half a ship each with Hybrid Crystal Fighter
 * II). Transported units and units on planets do not count (37.1a).
 */
export function fleetPoolCount(state: GameState, seat: Seat, key: string): number {
  const counts = state.board.systems[key]?.space[String(seat)]?.counts ?? {};
  const ships = SHIP_TYPES.filter((t) => t !== 'fighter').reduce((n, t) => n + (counts[t] ?? 0), 0);
  const overflow = capacityCheck(state, seat, key).fighterOverflow;
  // Half a ship each (Hybrid Crystal Fighter II): an odd one out still needs a whole token.
  return ships + (ask(FIGHTERS_COUNT_HALF, { state, seat }) ? Math.ceil(overflow / 2) : overflow);
}

/** 37.3: how many ships over the fleet pool the player is in this system. */
export function fleetPoolExcess(state: GameState, seat: Seat, key: string): number {
  if (ask(SHIPS_NOT_LIMITED_BY_FLEET_POOL, { state, seat })) return 0;
  const pool = (state.players[seat]?.pools.fleet ?? 0) + ask(FLEET_POOL_SHIPS_BONUS, { state, seat });
  return Math.max(0, fleetPoolCount(state, seat, key) - pool);
}

/** Ship types the player may remove to get back within the fleet pool. */
function removableShips(state: GameState, seat: Seat, key: string): ShipType[] {
  const counts = state.board.systems[key]?.space[String(seat)]?.counts ?? {};
  const overflow = capacityCheck(state, seat, key).fighterOverflow;
  return SHIP_TYPES.filter((t) => (t === 'fighter' ? overflow > 0 : (counts[t] ?? 0) > 0));
}

/** 37.3: excess ships return to reinforcements (removed, not destroyed: 31.2); damaged ones go first. */
function removeShips(ctx: FlowCtx, seat: Seat, system: string, type: ShipType, n: number): void {
  removeUnits(ctx, spaceOf(system), seat, type, n, 'fleet-pool');
}

export const FLEET_POOL_STEPS = [
  /** 37.3: ships over the fleet pool go back to reinforcements; the player chooses which when it matters. */
  defineStep('fleet-pool/check', seatSystemArgs, (ctx, args) => {
    const excess = fleetPoolExcess(ctx.state, args.seat, args.system);
    if (excess === 0) return;
    const types = removableShips(ctx.state, args.seat, args.system);
    const only = types.length === 1 ? types[0] : undefined;
    if (only) {
      removeShips(ctx, args.seat, args.system, only, excess);
      return;
    }
    pushChoice(ctx, 'fleet-pool/remove', { args: { seat: args.seat, system: args.system }, waitingOn: [args.seat] });
  }),
];

export const FLEET_POOL_CHOICE = defineChoice('fleet-pool/remove', seatSystemArgs, {
  rule: '37.3',
  options(state, decision) {
    const { seat, system } = decision.args;
    const excess = fleetPoolExcess(state, seat, system);
    return removableShips(state, seat, system).map((type) => ({
      option: type,
      label: `Remove 1 ${type} from ${systemLabel(state, system)} (${excess} over your fleet pool)`,
    }));
  },
  resolve(ctx, decision, option) {
    const { seat, system } = decision.args;
    popDecision(ctx.state, decision);
    removeShips(ctx, seat, system, option as ShipType, 1);
    pushStep(ctx.state, 'fleet-pool/check', { seat, system });
    return ok(undefined);
  },
  default(state, decision) {
    const { seat, system } = decision.args;
    return removableShips(state, seat, system)[0];
  },
  // resolve refuses nothing: every listed ship type is one the seat has in the system.
  offersOnlyLegal: true,
});

export const FLEET_POOL_CHOICES = [FLEET_POOL_CHOICE];
