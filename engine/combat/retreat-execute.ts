// LRR 78.7b–d retreat carried out: the ships with a move value go to the chosen system with the units they may carry
// (16.3a, the player's pick when the capacity leaves a choice), the rest is removed, and a command token is placed
// there (from a pool when the reinforcements have none, 20.3b). engine/combat/retreat.ts announces retreats and
// finds where they may go; Skilled Retreat (engine/action-cards/skilled-retreat.ts) retreats through here too.
import { z } from 'zod';
import { seatSchema, hexKeySchema, countSchema } from '../core/schemas';
import { ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { SHIP_TYPES, type UnitType } from '../data/types';
import { tokenReinforcements } from '../economy/command-tokens';
import { flipIonStormIfCrossed } from '../exploration/ion-storm';
import { defineChoice, pushChoice } from '../kernel/choices';
import { emit, type FlowCtx } from '../kernel/context';
import { popDecision } from '../kernel/stack';
import { pushStep, pushStepCall } from '../kernel/steps';
import { AFTER_SHIPS_MOVED_INTO, ask } from '../effects';
import { moveUnits } from '../units/stacks';
import { removeUnits } from '../units/destroy';
import { unitStats } from './unit-stats';

declare module '../kernel/choices' {
  interface ChoiceArgs {
    'combat/retreat-carry': z.infer<typeof retreatArgs>;
    'combat/retreat-token': z.infer<typeof retreatArgs>;
  }
}

/** Fighters and ground forces a retreating fleet may carry, in the engine's order of preference (16.3a). */
const CARRIED = ['mech', 'fighter', 'infantry'] as const;
type CarriedType = (typeof CARRIED)[number];
type Carry = Partial<Record<CarriedType, number>>;
type Pool = 'tactic' | 'fleet' | 'strategy';

/** What the retreating player chose: the units carried (16.3a) and the pool a command token comes from (78.7d). */
export interface RetreatPicks {
  readonly carry?: Carry;
  readonly pool?: Pool | null;
}

/** 78.7b: the ships that retreat (those with a move value), their capacity, and the units they could carry. */
function retreatingFleet(
  state: GameState,
  seat: Seat,
  from: string,
): { ships: Partial<Record<UnitType, number>>; capacity: number; carriable: Carry } {
  const space = state.board.systems[from]?.space[String(seat)];
  const ships: Partial<Record<UnitType, number>> = {};
  let capacity = 0;
  for (const t of SHIP_TYPES) {
    const n = space?.counts[t] ?? 0;
    const stats = unitStats(state, seat, t);
    if (n === 0 || !stats.move) continue;
    capacity += (stats.capacity ?? 0) * n;
    ships[t] = n;
  }
  const carriable: Carry = {};
  for (const t of CARRIED) {
    const n = space?.counts[t] ?? 0;
    if (n > 0 && !ships[t]) carriable[t] = n;
  }
  return { ships, capacity, carriable };
}

/** 95.1 (FAQ): capacity the moving ships have left once every unit in their space area is aboard. */
export function roomAfterCarrying(state: GameState, seat: Seat, from: string): number {
  const { capacity, carriable } = retreatingFleet(state, seat, from);
  return capacity - CARRIED.reduce((n, t) => n + (carriable[t] ?? 0), 0);
}

/** 16.3a: every way of filling the retreating ships' capacity (as full as the units allow), the engine's pick first. */
export function carryOptions(state: GameState, seat: Seat, from: string): Carry[] {
  const { capacity, carriable } = retreatingFleet(state, seat, from);
  const have = (t: CarriedType) => carriable[t] ?? 0;
  const load = Math.min(
    capacity,
    CARRIED.reduce((n, t) => n + have(t), 0),
  );
  const out: Carry[] = [];
  let left = load;
  const preferred: Carry = {};
  for (const t of CARRIED) {
    const n = Math.min(have(t), left);
    left -= n;
    if (n > 0) preferred[t] = n;
  }
  out.push(preferred);
  const key = (c: Carry) => CARRIED.map((t) => c[t] ?? 0).join('-');
  for (let mech = 0; mech <= Math.min(have('mech'), load); mech++) {
    for (let fighter = 0; fighter <= Math.min(have('fighter'), load - mech); fighter++) {
      const infantry = load - mech - fighter;
      if (infantry > have('infantry')) continue;
      const c: Carry = {};
      if (mech > 0) c.mech = mech;
      if (fighter > 0) c.fighter = fighter;
      if (infantry > 0) c.infantry = infantry;
      if (key(c) !== key(preferred)) out.push(c);
    }
  }
  return out;
}

const carryOption = (c: Carry): string => CARRIED.map((t) => `${t}=${c[t] ?? 0}`).join(',');
const parseCarry = (option: string): Carry =>
  Object.fromEntries(
    option
      .split(',')
      .map((p) => p.split('='))
      .filter(([, n]) => Number(n) > 0)
      .map(([t, n]) => [t, Number(n)]),
  ) as Carry;

/** 78.7d / 20.3b: pools a token may come from when the reinforcements have none (empty when none is needed). */
function tokenPools(state: GameState, seat: Seat, to: string): Pool[] {
  const player = state.players[seat];
  if (!player || state.board.systems[to]?.commandTokens.includes(seat) || tokenReinforcements(state, seat) > 0)
    return [];
  return (['tactic', 'strategy', 'fleet'] as const).filter((p) => player.pools[p] > 0);
}

/**
 * 78.7b, 78.7d: ships with a move value go, with the units the player chose to carry; the rest is removed; a command
 * token is placed. The player is asked first when the capacity leaves a choice (16.3a), then which pool pays the
 * token when the reinforcements have none (20.3b).
 */
export function executeRetreat(ctx: FlowCtx, seat: Seat, from: string, to: string, picks: RetreatPicks = {}): void {
  const space = ctx.state.board.systems[from]?.space[String(seat)];
  if (!space) return;
  if (picks.carry === undefined) {
    const choices = carryOptions(ctx.state, seat, from);
    if (choices.length > 1) {
      pushChoice(ctx, 'combat/retreat-carry', { args: { seat, from, to }, waitingOn: [seat] });
      return;
    }
    picks = { ...picks, carry: choices[0] ?? {} };
  }
  if (picks.pool === undefined) {
    const pools = tokenPools(ctx.state, seat, to);
    if (pools.length > 1) {
      pushChoice(ctx, 'combat/retreat-token', {
        args: { seat, from, to, carry: picks.carry ?? {} },
        waitingOn: [seat],
      });
      return;
    }
    picks = { ...picks, pool: pools[0] ?? null };
  }
  const { ships, carriable } = retreatingFleet(ctx.state, seat, from);
  const moved: Partial<Record<UnitType, number>> = {};
  for (const [t, n] of Object.entries(ships) as [UnitType, number][]) {
    moved[t] = n;
    moveUnits(ctx.state, { system: from }, { system: to }, seat, t, n);
  }
  for (const t of CARRIED) {
    const n = carriable[t] ?? 0;
    const carried = Math.min(n, picks.carry?.[t] ?? 0);
    if (carried > 0) {
      moved[t] = carried;
      moveUnits(ctx.state, { system: from }, { system: to }, seat, t, carried);
    }
    if (n - carried > 0) removeUnits(ctx, { system: from }, seat, t, n - carried, 'capacity');
  }
  flipIonStormIfCrossed(ctx, seat, [[from, to]]); // Ion Storm: a retreat through its wormhole flips it
  const sys = ctx.state.board.systems[to]!;
  if (!sys.commandTokens.includes(seat)) {
    const player = ctx.state.players[seat]!;
    if (picks.pool) {
      player.pools[picks.pool] -= 1;
      emit(ctx, { type: 'tokens-changed', seat, ...player.pools });
    }
    sys.commandTokens.push(seat);
  }
  emit(ctx, { type: 'retreated', seat, from, to, units: moved as Record<string, number> });
  // 37: the ships now in that system may not outnumber the fleet pool (engine/tactical/fleet-pool.ts).
  pushStep(ctx.state, 'fleet-pool/check', { seat, system: to });
  // A retreat is a move: effects that follow ships moving into a system (Voidwatch) apply to it too.
  const forced = ask(AFTER_SHIPS_MOVED_INTO, { state: ctx.state, seat, system: to });
  for (const call of [...forced].reverse()) pushStepCall(ctx.state, call);
}

const units = (n: number, t: CarriedType): string => `${n} ${t}${n === 1 || t === 'infantry' ? '' : 's'}`;

const describeCarry = (c: Carry): string => {
  const parts = CARRIED.filter((t) => (c[t] ?? 0) > 0).map((t) => units(c[t]!, t));
  return parts.length > 0 ? parts.join(', ') : 'nothing';
};

const retreatArgs = z.object({
  seat: seatSchema,
  from: hexKeySchema,
  to: hexKeySchema,
  carry: z.partialRecord(z.enum(CARRIED), countSchema).optional(),
});

export const RETREAT_CARRY_CHOICE = defineChoice('combat/retreat-carry', retreatArgs, {
  rule: '16.3a',
  options(state, decision) {
    const { seat, from } = decision.args;
    const { carriable } = retreatingFleet(state, seat, from);
    return carryOptions(state, seat, from).map((c) => {
      const left = CARRIED.filter((t) => (carriable[t] ?? 0) > (c[t] ?? 0)).map((t) =>
        units((carriable[t] ?? 0) - (c[t] ?? 0), t),
      );
      return {
        option: carryOption(c),
        label: `Retreat carrying ${describeCarry(c)}${left.length > 0 ? ` (remove ${left.join(', ')})` : ''}`,
      };
    });
  },
  resolve(ctx, decision, option) {
    const { seat, from, to } = decision.args;
    popDecision(ctx.state, decision);
    executeRetreat(ctx, seat, from, to, { carry: parseCarry(option) });
    return ok(undefined);
  },
  default: (state, decision) => {
    const first = carryOptions(state, decision.args.seat, decision.args.from)[0];
    return first ? carryOption(first) : undefined;
  },
  // resolve refuses none of the options listed (it has no refusal): offered without a try.
  offersOnlyLegal: true,
});

export const RETREAT_TOKEN_CHOICE = defineChoice('combat/retreat-token', retreatArgs, {
  rule: '78.7d',
  options: (state, decision) =>
    tokenPools(state, decision.args.seat, decision.args.to).map((p) => ({
      option: p,
      label: `Take the command token for the retreat from your ${p} pool (reinforcements are empty)`,
    })),
  resolve(ctx, decision, option) {
    const { seat, from, to, carry } = decision.args;
    popDecision(ctx.state, decision);
    executeRetreat(ctx, seat, from, to, { carry: carry ?? {}, pool: option as Pool });
    return ok(undefined);
  },
  // The engine's pick: a tactic token, then strategy, then fleet (the fleet pool limits ships, 37).
  default: (state, decision) => tokenPools(state, decision.args.seat, decision.args.to)[0],
  // resolve refuses none of the options listed (it has no refusal): offered without a try.
  offersOnlyLegal: true,
});
