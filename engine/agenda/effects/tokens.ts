// Agenda effects on command sheets (19, 20): tokens returned from pools the player picks (Clandestine Operations,
// Wormhole Research) and a sheet reset to 3/3/2 (Armed Forces Standardization).
import { ask, FLEET_POOL_LIMIT } from '../../effects';
import { z } from 'zod';
import { countSchema } from '../../core/schemas';
import { ok } from '../../core/result';
import type { CommandPools, Seat } from '../../core/state';
import { tokenReinforcements } from '../../economy/command-tokens';
import { defineChoice, pushChoice } from '../../kernel/choices';
import { popDecision } from '../../kernel/stack';
import { type FlowCtx } from '../../kernel/context';

import { tokensChanged } from './economy';

const leftArgs = z.object({ left: countSchema });

declare module '../../kernel/choices' {
  interface ChoiceArgs {
    'agenda/return-token': z.infer<typeof leftArgs>;
  }
}

export const POOLS = ['tactic', 'fleet', 'strategy'] as const satisfies readonly (keyof CommandPools)[];
type Pool = (typeof POOLS)[number];

/** The seat returns `count` tokens from its command sheet to reinforcements, choosing the pools when it matters. */
export function returnTokensOfChoice(ctx: FlowCtx, seat: Seat, count: number): void {
  const p = ctx.state.players[seat];
  if (!p || count <= 0) return;
  const nonEmpty = POOLS.filter((pool) => p.pools[pool] > 0);
  if (nonEmpty.length === 0) return;
  const total = nonEmpty.reduce((n, pool) => n + p.pools[pool], 0);
  if (nonEmpty.length === 1 || total <= count) {
    let left = count;
    for (const pool of nonEmpty) {
      const n = Math.min(left, p.pools[pool]);
      p.pools[pool] -= n;
      left -= n;
    }
    tokensChanged(ctx, seat);
    return;
  }
  pushChoice(ctx, 'agenda/return-token', { args: { left: count }, waitingOn: [seat] });
}

export const RETURN_TOKEN_CHOICE = defineChoice('agenda/return-token', leftArgs, {
  rule: '8.18',
  options: (state, d, seat) =>
    POOLS.filter((pool) => (state.players[seat]?.pools[pool] ?? 0) > 0).map((pool) => ({
      option: pool,
      label: `Return a token from your ${pool} pool (${d.args.left} to go)`,
    })),
  resolve: (ctx, decision, option) => {
    popDecision(ctx.state, decision);
    const p = ctx.state.players[ctx.seat]!;
    p.pools[option as Pool] -= 1;
    tokensChanged(ctx, ctx.seat);
    returnTokensOfChoice(ctx, ctx.seat, decision.args.left - 1);
    return ok(undefined);
  },
  // Without an answer, tactic tokens go first, then fleet, then strategy.
  default: (state, _d, seat) => POOLS.find((pool) => (state.players[seat]?.pools[pool] ?? 0) > 0),
  // resolve refuses none of the options listed (it has no refusal): offered without a try.
  offersOnlyLegal: true,
});

/** Returns up to `count` tokens from one pool. */
export function returnFromPool(ctx: FlowCtx, seat: Seat, pool: Pool, count: number): void {
  const p = ctx.state.players[seat];
  if (!p) return;
  const n = Math.min(count, p.pools[pool]);
  if (n <= 0) return;
  p.pools[pool] -= n;
  tokensChanged(ctx, seat);
}

/** Armed Forces Standardization: 3 tactic, 3 fleet, 2 strategy — excess back, the rest from reinforcements. */
export function standardizeSheet(ctx: FlowCtx, seat: Seat): void {
  const p = ctx.state.players[seat];
  if (!p) return;
  const target: CommandPools = {
    tactic: 3,
    fleet: Math.min(3, ask(FLEET_POOL_LIMIT, { state: ctx.state })),
    strategy: 2,
  };
  for (const pool of POOLS) p.pools[pool] = Math.min(p.pools[pool], target[pool]);
  for (const pool of POOLS) {
    const add = Math.min(target[pool] - p.pools[pool], tokenReinforcements(ctx.state, seat));
    p.pools[pool] += add;
  }
  tokensChanged(ctx, seat);
}

export const TOKEN_EFFECT_CHOICES = [RETURN_TOKEN_CHOICE];
