// LRR 20.3a (gaining command tokens from reinforcements, in the pools the player picks) for the exploration cards
// that give tokens: Volatile Fuel Source, the three Entropic Fields, Keleres Ship.
import { z } from 'zod';
import { countSchema, seatSchema } from '../core/schemas';
import { ok } from '../core/result';
import type { Seat } from '../core/state';
import { gainTokenIn } from '../agenda/effects/economy';
import { tokenReinforcements } from '../economy/command-tokens';
import { defineChoice, pushChoice } from '../kernel/choices';
import type { FlowCtx } from '../kernel/context';
import { popDecision } from '../kernel/stack';

const tokenArgs = z.object({ seat: seatSchema, left: countSchema });

declare module '../kernel/choices' {
  interface ChoiceArgs {
    'exploration/gain-token': z.infer<typeof tokenArgs>;
  }
}

const POOLS = ['tactic', 'fleet', 'strategy'] as const;

/** The seat gains `n` command tokens, one pool pick at a time; none when reinforcements are empty (20.3a). */
export function gainCommandTokens(ctx: FlowCtx, seat: Seat, n: number): void {
  if (n <= 0 || tokenReinforcements(ctx.state, seat) < 1) return;
  pushChoice(ctx, 'exploration/gain-token', { args: { seat, left: n }, waitingOn: [seat] });
}

export const GAIN_TOKEN_CHOICE = defineChoice('exploration/gain-token', tokenArgs, {
  options: (_state, d) =>
    POOLS.map((pool) => ({
      option: pool,
      label: `Put a gained command token in your ${pool} pool${d.args.left > 1 ? ` (${d.args.left} to place)` : ''}`,
    })),
  resolve: (ctx, decision, option) => {
    const { seat, left } = decision.args;
    popDecision(ctx.state, decision);
    // Fleet Regulations may refuse the fleet pool: the token then goes to tactics (1.9, as much as possible).
    if (!gainTokenIn(ctx, seat, option as (typeof POOLS)[number])) gainTokenIn(ctx, seat, 'tactic');
    gainCommandTokens(ctx, seat, left - 1);
    return ok(undefined);
  },
  default: () => 'tactic',
  // resolve refuses none of the options listed (it has no refusal): offered without a try.
  offersOnlyLegal: true,
});
