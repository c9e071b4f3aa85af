// Freelancers (LRR 35 exploration, 67 producing units, 47 influence, 75 resources): the cultural card lets the explorer
// produce 1 unit in the explored system, paid as usual except that influence may stand in for resources. It is not a
// unit's Production ability (68): no producing unit is needed, and Sarween Tools or Self-Assembly do not apply.
import { spendableTradeGoods } from '../economy/trade-goods';
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { checkCanExhaust, influenceOf, resourcesOf } from '../economy/planets';
import { planetsOf, tradeGoodsFor, tradeGoodWorth, type Payment } from '../economy/spending';

/** The production offer's source (engine/production/producers.ts reads its limits). */
export const FREELANCERS = 'freelancers';

/** The planets the seat controls in the system: where a ground force produced by the card is placed. */
export const freelancerPlanets = (state: GameState, seat: Seat, system: string): string[] =>
  Object.entries(state.board.systems[system]?.planets ?? {})
    .filter(([, pl]) => pl.owner === seat)
    .map(([id]) => id);

/**
 * The payment for the unit: planets exhausted for their resources or, by the card, for their influence, and trade
 * goods (93.4: each counts as 1 of either). As checkPayment (engine/economy/spending.ts), with influence counted.
 */
export function checkFreelancersPayment(state: GameState, seat: Seat, payment: Payment, cost: number): Result<void> {
  const player = state.players[seat];
  if (!player) return fail('input/unknown-seat', 'input', 'Unknown seat.');
  if (payment.resources.some((p) => payment.influence.includes(p)))
    return fail(
      'economy/planet-spent-twice',
      '34.3',
      'A planet is exhausted to spend either its resources or its influence, not both.',
    );
  const planets = checkCanExhaust(state, seat, planetsOf(payment));
  if (!planets.ok) return planets;
  if (payment.tradeGoods > spendableTradeGoods(state, seat))
    return fail('economy/not-enough-trade-goods', '93.4', `You have only ${player.tradeGoods} trade goods.`);
  const planetValue = resourcesOf(state, payment.resources) + influenceOf(state, payment.influence);
  const needed = tradeGoodsFor(cost - planetValue, tradeGoodWorth(state, seat)); // Mirror Computing: 2 each
  if (payment.tradeGoods < needed)
    return fail(
      'economy/cannot-pay',
      '75.3',
      `This unit costs ${cost}; your resources and influence leave ${needed - payment.tradeGoods} unpaid.`,
    );
  if (payment.tradeGoods > needed)
    return fail('economy/overpaid', '93.4', `Spend only the ${needed} trade good${needed === 1 ? '' : 's'} needed.`);
  return ok(undefined);
}
