// LRR 91 Technology: research one technology, then you may research one more by spending 6 resources (91.2).
// Secondary (91.3): spend a strategy token and 4 resources to research one technology. Research itself is LRR 90
// (engine/economy/research.ts); resources are spent as LRR 75 says (engine/economy/spending.ts).
import { planetsLabel } from '../../tactical/labels';
import { ask, FREE_TECHNOLOGY_CARD_RESEARCH, SECONDARY_AS_PRIMARY } from '../../effects';
import { z } from 'zod';
import { fail, ok, type Result } from '../../core/result';
import type { GameState, Seat } from '../../core/state';
import {
  checkResearch,
  research,
  researchChoices,
  researchSchema,
  technologyName,
  type Research,
} from '../../economy/research';
import {
  checkPayment,
  describePayment,
  paymentVariants,
  pay,
  paymentSchema,
  resourcesCost,
  type Payment,
} from '../../economy/spending';
import { deepCopy, type CommandCtx } from '../../kernel/context';
import type { StrategyCardEffect } from './common';
import { awaitSucaban } from '../../leaders/jolnar-agent';

import {
  checkStrategyToken,
  parseChoices,
  pushFollowUpChoice,
  spendStrategyToken,
  type CardChoice,
  type Choices,
} from './common';

export const SECOND_RESEARCH_COST = 6;
export const SECONDARY_RESEARCH_COST = 4;

/** Minister of Sciences (agenda): its owner spends no resources to research with this card. */
const costFor = (state: GameState, seat: Seat, cost: number) =>
  ask(FREE_TECHNOLOGY_CARD_RESEARCH, { state, seat }) ? 0 : cost;

const paidResearch = researchSchema.extend({ payment: paymentSchema });
const primarySchema = z.object({ research: researchSchema.nullable(), second: paidResearch.nullable().default(null) });
type Primary = z.infer<typeof primarySchema>;

/** The first research is free; the second builds on it and costs six resources from planets not used for it. */
function checkPrimary(state: GameState, seat: Seat, choices: Choices): Result<Primary> {
  const parsed = parseChoices(
    primarySchema,
    choices,
    'which technology to research (and, for 6 resources, which second one)',
  );
  if (!parsed.ok) return parsed;
  const { research: first, second } = parsed.value;
  if (first === null) {
    // 91.2 "can research": researching nothing is allowed (options offer it only when nothing is available).
    return second === null
      ? parsed
      : fail('technology/second-without-first', '91.2', 'The second research comes after the first.');
  }
  const one = checkResearch(state, seat, first);
  if (!one.ok) return one;
  if (second !== null) {
    const two = checkResearch(state, seat, second, [first.technology], first.specialties);
    if (!two.ok) return two;
    const paid = checkPayment(state, seat, second.payment, resourcesCost(costFor(state, seat, SECOND_RESEARCH_COST)), [
      ...first.specialties,
      ...second.specialties,
    ]);
    if (!paid.ok) return paid;
  }
  return parsed;
}

const label = (r: Research) =>
  `${technologyName(r.technology)}${r.specialties.length ? ` (skipping prerequisites with ${planetsLabel(r.specialties)})` : ''}`;

/** Research choices that can also be paid for, with the least wasteful payment from the planets left over. */
function paidChoices(
  state: GameState,
  seat: Seat,
  cost: number,
  alsoOwned: readonly string[],
  reserved: readonly string[],
  payments = new Map<string, Payment[]>(),
): (Research & { payment: Payment })[] {
  const out: (Research & { payment: Payment })[] = [];
  for (const r of researchChoices(state, seat, alsoOwned, reserved)) {
    // 93.2: with the least wasteful planets, and with trade goods first where the player has them. The same planets
    // kept back give the same payments: worked out once per set (`payments`, shared by one listing's calls).
    const exclude = [...reserved, ...r.specialties];
    const key = exclude.join('|');
    let variants = payments.get(key);
    if (variants === undefined)
      payments.set(key, (variants = paymentVariants(state, seat, resourcesCost(costFor(state, seat, cost)), exclude)));
    for (const payment of variants) out.push({ ...r, payment: deepCopy(payment) });
  }
  return out;
}

/** Bounds the pairs offered for a second research; any other pair the UI can build. */
const MAX_PAIRS = 40;

/** Brilliant (Jol-Nar): a secondary whose choices name the primary's `research` resolves the primary instead. */
const asPrimary = (choices: Choices): boolean => Object.hasOwn(choices, 'research');
const mayUsePrimary = (state: GameState, seat: Seat): boolean =>
  ask(SECONDARY_AS_PRIMARY, { state, seat, card: 'technology' });

export const TECHNOLOGY: StrategyCardEffect = {
  checkPrimary: (state, seat, choices) => {
    const r = checkPrimary(state, seat, choices);
    return r.ok ? ok(undefined) : r;
  },
  resolvePrimary: (ctx: CommandCtx, choices) => {
    const { research: first, second } = primarySchema.parse(choices);
    if (first) research(ctx, ctx.seat, first, pushFollowUpChoice);
    if (second) {
      // Doctor Sucaban (the Jol-Nar agent) may answer the 6 resources spent: the research then waits for its window.
      const cost = costFor(ctx.state, ctx.seat, SECOND_RESEARCH_COST);
      if (awaitSucaban(ctx, ctx.seat, second, second.payment, cost)) return;
      pay(ctx.state, ctx.seat, second.payment);
      research(ctx, ctx.seat, second, pushFollowUpChoice);
    }
  },
  primaryChoices: (state, seat) => {
    const singles = researchChoices(state, seat);
    if (singles.length === 0)
      return [{ label: 'research nothing (no technology is available)', choices: { research: null, second: null } }];
    const out: CardChoice[] = singles.map((r) => ({
      label: `research ${label(r)}`,
      choices: { research: r, second: null },
    }));
    let pairs = 0;
    const payments = new Map<string, Payment[]>();
    for (const first of singles) {
      // Past the bound no pair is offered: the remaining firsts' payments need not be worked out.
      if (pairs >= MAX_PAIRS) break;
      for (const second of paidChoices(
        state,
        seat,
        SECOND_RESEARCH_COST,
        [first.technology],
        first.specialties,
        payments,
      )) {
        if (pairs >= MAX_PAIRS) break;
        // Each unordered pair once, unless the order matters (the second needs the first).
        const reverse = singles.some((s) => s.technology === second.technology) && second.technology < first.technology;
        if (reverse) continue;
        out.push({
          label: `research ${label(first)}, then ${label(second)} ${describePayment(second.payment)}`,
          choices: { research: first, second },
        });
        pairs += 1;
      }
    }
    return out;
  },
  checkSecondary: (state, seat, choices) => {
    const token = checkStrategyToken(state, seat);
    if (!token.ok) return token;
    if (asPrimary(choices)) {
      if (!mayUsePrimary(state, seat))
        return fail('strategy/card-refused', '91.3', 'The secondary researches one technology for 4 resources.');
      const r = checkPrimary(state, seat, choices);
      return r.ok ? ok(undefined) : r;
    }
    const parsed = parseChoices(paidResearch, choices, 'which technology to research and how to pay 4 resources');
    if (!parsed.ok) return parsed;
    const r = checkResearch(state, seat, parsed.value);
    if (!r.ok) return r;
    return checkPayment(
      state,
      seat,
      parsed.value.payment,
      resourcesCost(costFor(state, seat, SECONDARY_RESEARCH_COST)),
      parsed.value.specialties,
    );
  },
  resolveSecondary: (ctx, choices) => {
    if (asPrimary(choices)) {
      spendStrategyToken(ctx, ctx.seat);
      TECHNOLOGY.resolvePrimary(ctx, choices);
      return;
    }
    const r = paidResearch.parse(choices);
    spendStrategyToken(ctx, ctx.seat);
    if (awaitSucaban(ctx, ctx.seat, r, r.payment, costFor(ctx.state, ctx.seat, SECONDARY_RESEARCH_COST))) return;
    pay(ctx.state, ctx.seat, r.payment);
    research(ctx, ctx.seat, r, pushFollowUpChoice);
  },
  secondaryChoices: (state, seat) => [
    ...paidChoices(state, seat, SECONDARY_RESEARCH_COST, [], []).map((r) => ({
      label: `research ${label(r)} ${describePayment(r.payment)}`,
      choices: { ...r },
    })),
    ...(mayUsePrimary(state, seat)
      ? TECHNOLOGY.primaryChoices(state, seat)
          .filter((c) => c.choices.research !== null)
          .map((c) => ({ label: `Brilliant: ${c.label}`, choices: c.choices }))
      : []),
  ],
};
