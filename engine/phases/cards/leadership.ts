// LRR 52 Leadership: gain three command tokens, and one more for every three influence spent (trade goods count as
// influence, 47.3); the secondary buys tokens the same way and costs no strategy token (20.5a).
import { z } from 'zod';
import { fail, ok, type Result } from '../../core/result';
import type { GameState, Seat } from '../../core/state';
import {
  checkGainTokens,
  describePlacement,
  gainTokens,
  placements,
  tokenReinforcements,
} from '../../economy/command-tokens';
import { checkCanExhaust, exhaustPlanets, influenceOf, readyPlanets } from '../../economy/planets';
import { describePayment, NO_PAYMENT, paymentVariants } from '../../economy/spending';
import type { Payment } from '../../economy/spending';
import { emit, type CommandCtx } from '../../kernel/context';
import { type StrategyCardEffect, type Choices } from './common';

const spendInfluenceForTokens = z.object({
  planets: z.array(z.string().max(64)).max(40).default([]),
  tradeGoods: z.number().int().min(0).max(100).default(0),
  tactic: z.number().int().min(0).max(16),
  fleet: z.number().int().min(0).max(16),
  strategy: z.number().int().min(0).max(16),
});
type SpendForTokens = z.infer<typeof spendInfluenceForTokens>;

function parseSpend(choices: Choices): Result<SpendForTokens> {
  const parsed = spendInfluenceForTokens.safeParse(choices);
  if (!parsed.success)
    return fail('input/bad-choices', 'input', 'Say how many tokens go to each pool and what you spend.');
  return ok(parsed.data);
}

/** 52.2/52.3: every three influence spent buys one token; trade goods count as influence (93.2). */
function checkLeadership(
  state: GameState,
  seat: Seat,
  choices: Choices,
  base: number,
): Result<{ spend: SpendForTokens; gained: number }> {
  const parsed = parseSpend(choices);
  if (!parsed.ok) return parsed;
  const spend = parsed.value;
  const player = state.players[seat];
  if (!player) return fail('input/unknown-seat', 'input', 'Unknown seat.');
  const planets = checkCanExhaust(state, seat, spend.planets);
  if (!planets.ok) return planets;
  if (spend.tradeGoods > player.tradeGoods)
    return fail('economy/not-enough-trade-goods', '93.2', `You have only ${player.tradeGoods} trade goods.`);
  const influence = influenceOf(state, spend.planets) + spend.tradeGoods;
  const gained = base + Math.floor(influence / 3);
  const placed = checkGainTokens(state, seat, gained, spend);
  if (!placed.ok) return placed;
  return ok({ spend, gained });
}

function resolveLeadership(ctx: CommandCtx, choices: Choices, base: number): void {
  const checked = checkLeadership(ctx.state, ctx.seat, choices, base);
  if (!checked.ok) throw new Error('resolveLeadership called without a successful check');
  const { spend } = checked.value;
  const player = ctx.state.players[ctx.seat]!;
  exhaustPlanets(ctx.state, ctx.seat, spend.planets);
  player.tradeGoods -= spend.tradeGoods;
  gainTokens(player.pools, spend);
  emit(ctx, {
    type: 'tokens-changed',
    seat: ctx.seat,
    tactic: player.pools.tactic,
    fleet: player.pools.fleet,
    strategy: player.pools.strategy,
  });
}

/**
 * Offers every pool split for the base gain, plus buying one or two extra tokens: with the least wasteful planets,
 * and with trade goods first where the player has them (93.2: trade goods count as influence).
 */
function leadershipChoices(state: GameState, seat: Seat, base: number): { label: string; choices: Choices }[] {
  const out: { label: string; choices: Choices }[] = [];
  const room = tokenReinforcements(state, seat);
  const tradeGoods = state.players[seat]?.tradeGoods ?? 0;
  const influence = readyPlanets(state, seat).reduce((n, p) => n + influenceOf(state, [p.id]), 0) + tradeGoods;
  const maxExtra = Math.floor(influence / 3);
  for (let extra = 0; extra <= Math.min(maxExtra, 2); extra++) {
    if (extra > 0 && base + extra > room) continue;
    const gained = Math.min(base + extra, room);
    const payments: Payment[] =
      extra === 0 ? [NO_PAYMENT] : paymentVariants(state, seat, { resources: 0, influence: extra * 3, tradeGoods: 0 });
    for (const pay of payments) {
      const planets = [...pay.influence];
      const spendLabel = extra === 0 ? '' : `, ${describePayment(pay)}`;
      for (const p of placements(gained))
        out.push({
          label: `${describePlacement(p)}${spendLabel}`,
          choices: { planets, tradeGoods: pay.tradeGoods, ...p },
        });
    }
  }
  return out;
}

export const LEADERSHIP: StrategyCardEffect = {
  checkPrimary: (state, seat, choices) => {
    const r = checkLeadership(state, seat, choices, 3);
    return r.ok ? ok(undefined) : r;
  },
  resolvePrimary: (ctx, choices) => resolveLeadership(ctx, choices, 3),
  primaryChoices: (state, seat) => leadershipChoices(state, seat, 3),
  // 20.5a: following Leadership costs no strategy token.
  checkSecondary: (state, seat, choices) => {
    const r = checkLeadership(state, seat, choices, 0);
    return r.ok ? ok(undefined) : r;
  },
  resolveSecondary: (ctx, choices) => resolveLeadership(ctx, choices, 0),
  secondaryChoices: (state, seat) =>
    leadershipChoices(state, seat, 0).filter(
      (c) => (c.choices.planets as string[]).length > 0 || (c.choices.tradeGoods as number) > 0,
    ),
};
