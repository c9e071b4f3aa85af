// LRR 61.10: objectives scored by paying — resources, influence and trade goods (75, 47, 93), command tokens from the
// tactic and strategy pools, action cards discarded, relic fragments purged (70) — checked, paid and suggested.
import { z } from 'zod';
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { ObjectiveRequirement } from '../data/objectives';
import { checkPayment, describePayment, findPayment, pay, paymentSchema, type Payment } from '../economy/spending';
import { purgeExplorationCards } from '../exploration/deck';
import { emit, type FlowCtx } from '../kernel/context';
import { ask, STRATEGY_TOKEN_SPENT } from '../effects';

const ids = z.array(z.string().min(1).max(64)).max(12);

/** Everything an objective may ask for; a command sends only the parts its objective needs. */
export const objectivePaymentSchema = paymentSchema.extend({
  tactic: z.number().int().min(0).max(16).default(0),
  strategy: z.number().int().min(0).max(16).default(0),
  actionCards: ids.default([]),
  relicFragments: ids.default([]),
});
export type ObjectivePayment = z.infer<typeof objectivePaymentSchema>;

export const NOTHING_PAID: ObjectivePayment = {
  resources: [],
  influence: [],
  tradeGoods: 0,
  tactic: 0,
  strategy: 0,
  actionCards: [],
  relicFragments: [],
};

export type CostRequirement = Extract<
  ObjectiveRequirement,
  { kind: 'spend' | 'spend-command-tokens' | 'discard-action-cards' | 'purge-relic-fragments' }
>;

export const isCostRequirement = (req: ObjectiveRequirement): req is CostRequirement =>
  req.kind === 'spend' ||
  req.kind === 'spend-command-tokens' ||
  req.kind === 'discard-action-cards' ||
  req.kind === 'purge-relic-fragments';

export function parseObjectivePayment(raw: unknown): Result<ObjectivePayment> {
  const parsed = objectivePaymentSchema.safeParse(raw ?? {});
  if (!parsed.success) return fail('input/bad-payment', 'input', 'The payment for this objective is malformed.');
  return ok(parsed.data);
}

const paidParts = (p: ObjectivePayment) => ({
  planets: p.resources.length + p.influence.length + p.tradeGoods > 0,
  tokens: p.tactic + p.strategy > 0,
  cards: p.actionCards.length > 0,
  fragments: p.relicFragments.length > 0,
});

const toPayment = (p: ObjectivePayment): Payment => ({
  resources: p.resources,
  influence: p.influence,
  tradeGoods: p.tradeGoods,
});

/** Checks the payment for an objective; objectives without a cost take none (61.10). */
export function checkObjectivePayment(
  state: GameState,
  seat: Seat,
  req: ObjectiveRequirement,
  payment: ObjectivePayment,
): Result<void> {
  const player = state.players[seat];
  if (!player) return fail('input/unknown-seat', 'input', 'Unknown seat.');
  const parts = paidParts(payment);
  const wants = {
    planets: req.kind === 'spend',
    tokens: req.kind === 'spend-command-tokens',
    cards: req.kind === 'discard-action-cards',
    fragments: req.kind === 'purge-relic-fragments',
  };
  if ((Object.keys(parts) as (keyof typeof parts)[]).some((k) => parts[k] && !wants[k])) {
    return fail('objectives/nothing-to-pay', '61.10', 'This objective does not ask for that payment.');
  }
  switch (req.kind) {
    case 'spend':
      return checkPayment(state, seat, toPayment(payment), req);
    case 'spend-command-tokens':
      if (payment.tactic + payment.strategy !== req.count)
        return fail(
          'objectives/wrong-payment',
          '61.10',
          `Spend exactly ${req.count} command tokens from your tactic and strategy pools.`,
        );
      if (payment.tactic > player.pools.tactic || payment.strategy > player.pools.strategy) {
        return fail(
          'objectives/cannot-pay',
          '61.10',
          'You do not have those command tokens in your tactic and strategy pools.',
        );
      }
      return ok(undefined);
    case 'discard-action-cards':
      if (new Set(payment.actionCards).size !== req.count || payment.actionCards.length !== req.count) {
        return fail('objectives/wrong-payment', '61.10', `Discard exactly ${req.count} different action cards.`);
      }
      if (!payment.actionCards.every((c) => player.actionCards.includes(c)))
        return fail('objectives/cannot-pay', '61.10', 'You can only discard action cards in your hand.');
      return ok(undefined);
    case 'purge-relic-fragments':
      if (new Set(payment.relicFragments).size !== req.count || payment.relicFragments.length !== req.count) {
        return fail('objectives/wrong-payment', '61.10', `Purge exactly ${req.count} relic fragments.`);
      }
      if (!payment.relicFragments.every((c) => player.relicFragments.includes(c)))
        return fail('objectives/cannot-pay', '61.10', 'You can only purge relic fragments you have.');
      return ok(undefined);
    default:
      return ok(undefined);
  }
}

/** Pays what `checkObjectivePayment` accepted. */
export function payObjective(ctx: FlowCtx, seat: Seat, payment: ObjectivePayment): void {
  const { state } = ctx;
  const player = state.players[seat]!;
  pay(state, seat, toPayment(payment));
  if (payment.tradeGoods > 0) emit(ctx, { type: 'trade-goods-changed', seat, delta: -payment.tradeGoods });
  if (payment.tactic + payment.strategy > 0) {
    player.pools.tactic -= payment.tactic;
    player.pools.strategy -= payment.strategy;
    emit(ctx, { type: 'tokens-changed', seat, ...player.pools });
    for (let i = 0; i < payment.strategy; i++) ask(STRATEGY_TOKEN_SPENT, { ctx, seat });
  }
  for (const card of payment.actionCards) {
    player.actionCards.splice(player.actionCards.indexOf(card), 1);
    state.decks.action.discard.push(card);
  }
  // 70: purged fragments leave the game.
  player.relicFragments = player.relicFragments.filter((f) => !payment.relicFragments.includes(f));
  purgeExplorationCards(state, payment.relicFragments);
}

/** Sensible payments for options(): the least wasteful planets, and the pools to take tokens from. */
export function suggestedPayments(
  state: GameState,
  seat: Seat,
  req: ObjectiveRequirement,
): { payment: ObjectivePayment; label: string }[] {
  const player = state.players[seat];
  if (!player) return [];
  switch (req.kind) {
    case 'spend': {
      const found = findPayment(state, seat, req);
      return found ? [{ payment: { ...NOTHING_PAID, ...found }, label: describePayment(found) }] : [];
    }
    case 'spend-command-tokens': {
      const out: { payment: ObjectivePayment; label: string }[] = [];
      const { tactic, strategy } = player.pools;
      if (tactic + strategy < req.count) return [];
      const fromTactic = Math.min(tactic, req.count);
      const fromStrategy = Math.min(strategy, req.count);
      for (const [t, s] of [
        [fromTactic, req.count - fromTactic],
        [req.count - fromStrategy, fromStrategy],
      ] as const) {
        if (s <= strategy && t <= tactic && !out.some((o) => o.payment.tactic === t)) {
          out.push({
            payment: { ...NOTHING_PAID, tactic: t, strategy: s },
            label: `paying ${t} tactic and ${s} strategy token${s === 1 ? '' : 's'}`,
          });
        }
      }
      return out;
    }
    case 'discard-action-cards':
      return player.actionCards.length >= req.count
        ? [
            {
              payment: { ...NOTHING_PAID, actionCards: player.actionCards.slice(0, req.count) },
              label: `discarding ${req.count} action cards`,
            },
          ]
        : [];
    case 'purge-relic-fragments':
      return player.relicFragments.length >= req.count
        ? [
            {
              payment: { ...NOTHING_PAID, relicFragments: player.relicFragments.slice(0, req.count) },
              label: `purging ${req.count} relic fragments`,
            },
          ]
        : [];
    default:
      return [{ payment: NOTHING_PAID, label: '' }];
  }
}

/** Whether the seat could pay the objective's cost now. */
export const canPayObjective = (state: GameState, seat: Seat, req: CostRequirement): boolean =>
  suggestedPayments(state, seat, req).length > 0;
