// LRR 52 Leadership: gain three command tokens, and one more for every three influence spent (trade goods count as
// influence, 47.3); the secondary buys tokens the same way and costs no strategy token (20.5a).
import { spendableTradeGoods, spendTradeGoods } from '../../economy/trade-goods';
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
import { defineChoice, pushChoice } from '../../kernel/choices';
import { popDecision } from '../../kernel/stack';
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
  if (spend.tradeGoods > spendableTradeGoods(state, seat))
    return fail('economy/not-enough-trade-goods', '93.2', `You have only ${player.tradeGoods} trade goods.`);
  const influence = influenceOf(state, spend.planets) + spend.tradeGoods;
  const gained = base + Math.floor(influence / 3);
  const placed = checkGainTokens(state, seat, gained, spend);
  if (!placed.ok) return placed;
  return ok({ spend, gained });
}

const againArgs = z.object({ seat: z.number().int().min(0).max(7), base: z.number().int().min(0).max(3) });

declare module '../../kernel/choices' {
  interface ChoiceArgs {
    'leadership/choose-again': z.infer<typeof againArgs>;
  }
}

/**
 * The spending is chosen when the card is played but paid when the ability resolves (52.2): if the player no longer
 * has it then — trade goods given away in a transaction while a window was open (94.1), a planet exhausted — they
 * choose again from what they have now instead of losing the ability.
 */
function resolveLeadership(ctx: CommandCtx, choices: Choices, base: number, seat: Seat = ctx.seat): void {
  const checked = checkLeadership(ctx.state, seat, choices, base);
  if (!checked.ok) {
    emit(ctx, { type: 'note', text: `Leadership: ${checked.error.message} Choose again.` });
    pushChoice(ctx, 'leadership/choose-again', { args: { seat, base }, waitingOn: [seat] });
    return;
  }
  const { spend } = checked.value;
  const player = ctx.state.players[seat]!;
  exhaustPlanets(ctx.state, seat, spend.planets);
  spendTradeGoods(ctx.state, seat, spend.tradeGoods);
  gainTokens(player.pools, spend);
  emit(ctx, {
    type: 'tokens-changed',
    seat,
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
  const tradeGoods = spendableTradeGoods(state, seat);
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

const LEADERSHIP_AGAIN = defineChoice('leadership/choose-again', againArgs, {
  options: (state, decision) =>
    leadershipChoices(state, decision.args.seat, decision.args.base).map((c) => ({
      option: JSON.stringify(c.choices),
      label: `Leadership: ${c.label}`,
    })),
  resolve(ctx, decision, option) {
    const { seat, base } = decision.args;
    const checked = checkLeadership(ctx.state, seat, JSON.parse(option) as Choices, base);
    if (!checked.ok) return checked;
    popDecision(ctx.state, decision);
    resolveLeadership(ctx, JSON.parse(option) as Choices, base, seat);
    return ok(undefined);
  },
  // A timeout takes the tokens the card gives without spending anything.
  default: (state, decision) =>
    leadershipChoices(state, decision.args.seat, decision.args.base).map((c) => JSON.stringify(c.choices))[0],
  rule: '52.2',
});

export const LEADERSHIP_CHOICES = [LEADERSHIP_AGAIN];
