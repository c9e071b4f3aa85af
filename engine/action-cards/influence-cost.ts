// Action cards that spend influence (LRR 47 influence, 1.11 costs, 2.6a resolved completely): Plagiarize and
// Impersonation. The payment travels in the card's targets and is spent as the card resolves, so a Sabotaged card
// spends nothing (2.8: a cancelled card has no effect).
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { checkPayment, describePayment, findPayment, pay, paymentSchema, type Payment } from '../economy/spending';
import { emit, type FlowCtx } from '../kernel/context';
import type { Targets } from '../kernel/abilities';

const influence = (amount: number) => ({ resources: 0, influence: amount, tradeGoods: 0 });

/** The least wasteful way to spend `amount` influence now (planets before trade goods), or null. */
export const suggestInfluence = (state: GameState, seat: Seat, amount: number): Payment | null =>
  findPayment(state, seat, influence(amount));

/** The payment named in the targets, if it spends `amount` influence with ready planets and trade goods. */
export function checkInfluence(state: GameState, seat: Seat, targets: Targets, amount: number): Result<Payment> {
  const parsed = paymentSchema.safeParse(targets.payment ?? {});
  if (!parsed.success)
    return fail('input/bad-payment', 'input', 'Say which planets you exhaust for influence and how many trade goods.');
  const checked = checkPayment(state, seat, parsed.data, influence(amount));
  return checked.ok ? ok(parsed.data) : checked;
}

/** Exhausts the planets and spends the trade goods of a payment `checkInfluence` accepted. */
export function spendInfluence(ctx: FlowCtx, seat: Seat, payment: Payment): void {
  pay(ctx.state, seat, payment);
  if (payment.influence.length > 0) emit(ctx, { type: 'planets-exhausted', seat, planets: [...payment.influence] });
  if (payment.tradeGoods > 0) emit(ctx, { type: 'trade-goods-changed', seat, delta: -payment.tradeGoods });
}

export const paymentLabel = describePayment;
