// LRR 16 capacity and 95 transport (36/46: fighter and infantry tokens are units for all purposes, so they are
// counted like plastic): what a player's ships in a system can hold, and removing the excess (16.3) as the player
// chooses (the Argent mech needs no capacity: engine/tactical/faction-units.ts). The step 'transport/capacity'
// { seat, system } is for any module that changes a space area.
import { z } from 'zod';
import { seatSchema, hexKeySchema } from '../core/schemas';
import { ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { defineChoice, pushChoice } from '../kernel/choices';
import { systemLabel } from './labels';
import { popDecision } from '../kernel/stack';
import { pushStep, defineStep } from '../kernel/steps';
import { type FlowCtx } from '../kernel/context';
import { capacityOf, fightersMoveThemselves, isShipType, unitDefFor, type TransportableType } from './unit-attributes';
import { removeUnits } from '../units/destroy';
import { spaceOf } from '../units/stacks';
import { ask, TRANSPORTED_WITHOUT_CAPACITY } from '../effects';
import { BOARDING_CHOICE } from './boarding';

const seatSystemArgs = z.object({ seat: seatSchema, system: hexKeySchema });

declare module '../kernel/steps' {
  interface StepArgs {
    'transport/capacity': z.infer<typeof seatSystemArgs>;
  }
}

declare module '../kernel/choices' {
  interface ChoiceArgs {
    'capacity/remove': z.infer<typeof seatSystemArgs>;
  }
}

export interface CapacityCheck {
  /** 16.2: combined capacity of the player's ships in the system. */
  readonly capacity: number;
  /** Fighters that a space dock in the system keeps without using capacity (Space Dock: up to 3). */
  readonly hangar: number;
  readonly fighters: number;
  readonly groundForces: number;
  /** 16.3: units that must be removed. */
  readonly excess: number;
  /** Types whose removal reduces the excess, for the player to choose from (16.3a). */
  readonly removable: TransportableType[];
  /** Fighter II: fighters beyond capacity stay and count against the fleet pool instead (37). */
  readonly fighterOverflow: number;
}

/** Space docks' fighter allowance in this system (on the player's planets there, or in space for floating ones). */
function hangarIn(state: GameState, seat: Seat, key: string): number {
  const sys = state.board.systems[key];
  if (!sys) return 0;
  const perDock = unitDefFor(state, seat, 'space-dock')?.fighterHangar ?? 0;
  let docks = sys.space[String(seat)]?.counts['space-dock'] ?? 0;
  for (const p of Object.values(sys.planets)) docks += p.units[String(seat)]?.counts['space-dock'] ?? 0;
  return docks * perDock;
}

export function capacityIn(state: GameState, seat: Seat, key: string): number {
  const counts = state.board.systems[key]?.space[String(seat)]?.counts ?? {};
  let total = 0;
  for (const [type, n] of Object.entries(counts))
    if (isShipType(type)) total += capacityOf(state, seat, type) * (n ?? 0);
  return total;
}

/** 16.3: units an effect carries without capacity, in a space area with the seat's ships that have a capacity value. */
function carriedFree(state: GameState, seat: Seat, system: string, unit: TransportableType): boolean {
  if (!ask(TRANSPORTED_WITHOUT_CAPACITY, { state, seat, unit })) return false;
  const counts = state.board.systems[system]?.space[String(seat)]?.counts ?? {};
  return Object.entries(counts).some(([t, n]) => (n ?? 0) > 0 && isShipType(t) && capacityOf(state, seat, t) > 0);
}

/** 16.2–16.3 (16.3b: ground forces on planets do not count). */
export function capacityCheck(state: GameState, seat: Seat, key: string): CapacityCheck {
  const counts = state.board.systems[key]?.space[String(seat)]?.counts ?? {};
  const capacity = capacityIn(state, seat, key);
  const hangar = hangarIn(state, seat, key);
  const fighters = counts.fighter ?? 0;
  const infantry = counts.infantry ?? 0;
  // Mechs an effect carries without capacity (the Argent's) count against nothing where ships with capacity are.
  const mechs = carriedFree(state, seat, key, 'mech') ? 0 : (counts.mech ?? 0);
  const groundForces = infantry + mechs;
  const ground: TransportableType[] = [
    ...(infantry > 0 ? (['infantry'] as const) : []),
    ...(mechs > 0 ? (['mech'] as const) : []),
  ];
  if (fightersMoveThemselves(state, seat)) {
    const excess = Math.max(0, groundForces - capacity);
    const fighterOverflow = Math.max(0, fighters - hangar - Math.max(0, capacity - groundForces));
    return { capacity, hangar, fighters, groundForces, excess, removable: excess > 0 ? ground : [], fighterOverflow };
  }
  const needing = groundForces + Math.max(0, fighters - hangar);
  const excess = Math.max(0, needing - capacity);
  const removable: TransportableType[] =
    excess === 0 ? [] : [...(fighters > hangar ? (['fighter'] as const) : []), ...ground];
  return { capacity, hangar, fighters, groundForces, excess, removable, fighterOverflow: 0 };
}

/** 16.3: excess units return to reinforcements (removed, not destroyed: 31.2); damaged mechs go first. */
function removeOne(ctx: FlowCtx, seat: Seat, system: string, type: TransportableType, n = 1): void {
  removeUnits(ctx, spaceOf(system), seat, type, n, 'capacity');
}

export const TRANSPORT_STEPS = [
  /** 16.3: remove excess fighters and ground forces; the player chooses which when there is a choice (16.3a). */
  defineStep('transport/capacity', seatSystemArgs, (ctx, args) => {
    const check = capacityCheck(ctx.state, args.seat, args.system);
    if (check.excess === 0) return;
    const only = check.removable.length === 1 ? check.removable[0] : undefined;
    if (only) {
      removeOne(ctx, args.seat, args.system, only, check.excess);
      return;
    }
    pushChoice(ctx, 'capacity/remove', { args: { seat: args.seat, system: args.system }, waitingOn: [args.seat] });
  }),
];

export const CAPACITY_CHOICE = defineChoice('capacity/remove', seatSystemArgs, {
  rule: '16.3',
  options(state, decision) {
    const { seat, system } = decision.args;
    const check = capacityCheck(state, seat, system);
    return check.removable.map((type) => ({
      option: type,
      label: `Remove 1 ${type} from ${systemLabel(state, system)} (${check.excess} over capacity)`,
    }));
  },
  resolve(ctx, decision, option) {
    const { seat, system } = decision.args;
    popDecision(ctx.state, decision);
    removeOne(ctx, seat, system, option as TransportableType);
    pushStep(ctx.state, 'transport/capacity', { seat, system });
    return ok(undefined);
  },
  default(state, decision) {
    const { seat, system } = decision.args;
    return capacityCheck(state, seat, system).removable[0];
  },
  // resolve refuses none of the options listed (it has no refusal): offered without a try.
  offersOnlyLegal: true,
});

export const TRANSPORT_CHOICES = [CAPACITY_CHOICE, BOARDING_CHOICE];
