// LRR 75 resources, 47 influence, 93 trade goods, 34.3 one planet spends one value, 21.7 commodities are not spent:
// paying a cost by exhausting planets and spending trade goods.
import { paymentSchema, type Payment } from '../core/payment';
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { PLANETS } from '../data/planets';
import { offBoardPlanetName } from './planet-cards';
import { spendableTradeGoods, spendTradeGoods } from './trade-goods';
import { checkCanExhaust, exhaustPlanets, influenceOf, readyPlanets, resourcesOf, spentValues } from './planets';

export { paymentSchema, type Payment };

/** A price. `tradeGoods` must be paid as trade goods themselves (e.g. "spend 5 trade goods"). */
export interface Cost {
  readonly resources: number;
  readonly influence: number;
  readonly tradeGoods: number;
}

export const NO_PAYMENT: Payment = { resources: [], influence: [], tradeGoods: 0 };
export const resourcesCost = (n: number): Cost => ({ resources: n, influence: 0, tradeGoods: 0 });

export function parsePayment(raw: unknown): Result<Payment> {
  const parsed = paymentSchema.safeParse(raw ?? {});
  if (!parsed.success)
    return fail(
      'input/bad-payment',
      'input',
      'Say which planets you exhaust for resources, which for influence, and how many trade goods you spend.',
    );
  return ok(parsed.data);
}

export const planetsOf = (p: Payment): string[] => [...p.resources, ...p.influence];

/** 93.2: what 1 trade good spent counts as — 1 resource or 1 influence; 2 with Mirror Computing (the Mentak). */
export const tradeGoodWorth = (state: GameState, seat: Seat): number =>
  state.players[seat]?.technologies.includes('mc') ? 2 : 1;

/** Trade goods needed to cover `short` resources (or influence) when each counts as `worth`. */
export const tradeGoodsFor = (short: number, worth: number): number => Math.ceil(Math.max(0, short) / worth);

/**
 * Checks that `payment` pays `cost` with planets the seat controls and has readied, and trade goods it has.
 * `reserved` planets are already being exhausted for something else in the same command (34.4: not twice).
 * Overspending planet values is allowed (67.1b); trade goods beyond what the planets leave unpaid are refused,
 * since they would buy nothing.
 */
export function checkPayment(
  state: GameState,
  seat: Seat,
  payment: Payment,
  cost: Cost,
  reserved: readonly string[] = [],
): Result<void> {
  const player = state.players[seat];
  if (!player) return fail('input/unknown-seat', 'input', 'Unknown seat.');
  if (payment.resources.some((p) => payment.influence.includes(p))) {
    return fail(
      'economy/planet-spent-twice',
      '34.3',
      'A planet is exhausted to spend either its resources or its influence, not both.',
    );
  }
  if (planetsOf(payment).some((p) => reserved.includes(p))) {
    return fail('economy/planet-spent-twice', '34.4', 'That planet is already being exhausted for something else.');
  }
  if (cost.resources === 0 && payment.resources.length > 0)
    return fail('economy/nothing-to-pay', '75.2', 'No resources are owed here.');
  if (cost.influence === 0 && payment.influence.length > 0)
    return fail('economy/nothing-to-pay', '47.2', 'No influence is owed here.');
  const planets = checkCanExhaust(state, seat, planetsOf(payment));
  if (!planets.ok) return planets;
  const spendable = spendableTradeGoods(state, seat);
  if (payment.tradeGoods > spendable) {
    return fail(
      'economy/not-enough-trade-goods',
      '93.4',
      spendable > player.tradeGoods
        ? `You may spend only ${spendable} trade goods and commodities.`
        : `You have only ${player.tradeGoods} trade good${player.tradeGoods === 1 ? '' : 's'} (commodities cannot be spent, 21.7).`,
    );
  }
  const shortResources = Math.max(0, cost.resources - resourcesOf(state, payment.resources));
  const shortInfluence = Math.max(0, cost.influence - influenceOf(state, payment.influence));
  const worth = tradeGoodWorth(state, seat);
  const needed = cost.tradeGoods + tradeGoodsFor(shortResources, worth) + tradeGoodsFor(shortInfluence, worth);
  if (payment.tradeGoods < needed) {
    const rule = cost.tradeGoods > payment.tradeGoods ? '93.4' : shortResources > 0 ? '75.3' : '47.3';
    return fail(
      'economy/cannot-pay',
      rule,
      `This costs ${describeCost(cost)}; your payment leaves ${needed - payment.tradeGoods} unpaid.`,
    );
  }
  if (payment.tradeGoods > needed)
    return fail('economy/overpaid', '93.4', `Spend only the ${needed} trade good${needed === 1 ? '' : 's'} needed.`);
  return ok(undefined);
}

/** Applies a payment that `checkPayment` accepted. */
export function pay(state: GameState, seat: Seat, payment: Payment): void {
  exhaustPlanets(state, seat, planetsOf(payment));
  spendTradeGoods(state, seat, payment.tradeGoods);
}

interface Tally {
  spent: number;
  res: string[];
  inf: string[];
}

const better = (a: Tally, b: Tally | undefined) =>
  !b || a.spent < b.spent || (a.spent === b.spent && a.res.length + a.inf.length < b.res.length + b.inf.length);

/**
 * The least wasteful payment: planets before trade goods (trade goods keep; planets ready again next round), then
 * the smallest total value exhausted, then the fewest planets. Exact: a table over the amounts paid so far, capped
 * at the cost, so it stays small however many planets the player has. Null when the seat cannot pay.
 */
export function findPayment(
  state: GameState,
  seat: Seat,
  cost: Cost,
  exclude: readonly string[] = [],
  tradeGoodsCap = Infinity,
): Payment | null {
  const player = state.players[seat];
  if (!player) return null;
  const tradeGoodsAtHand = Math.min(spendableTradeGoods(state, seat), tradeGoodsCap);
  const worth = tradeGoodWorth(state, seat);
  const planets = readyPlanets(state, seat)
    .filter((p) => !exclude.includes(p.id))
    .map((p) => ({ id: p.id, ...spentValues(state, p.id) })); // as exhausted (the Xxcha hero)
  let table = new Map<string, Tally>([['0,0', { spent: 0, res: [], inf: [] }]]);
  for (const p of planets) {
    const next = new Map(table);
    const offer = (r: number, i: number, e: Tally) => {
      const key = `${r},${i}`;
      if (better(e, next.get(key))) next.set(key, e);
    };
    for (const [key, e] of table) {
      const [r, i] = key.split(',').map(Number) as [number, number];
      if (r < cost.resources && p.resources > 0)
        offer(Math.min(cost.resources, r + p.resources), i, {
          spent: e.spent + p.resources,
          res: [...e.res, p.id],
          inf: e.inf,
        });
      if (i < cost.influence && p.influence > 0)
        offer(r, Math.min(cost.influence, i + p.influence), {
          spent: e.spent + p.influence,
          res: e.res,
          inf: [...e.inf, p.id],
        });
    }
    table = next;
  }
  let best: { tg: number; e: Tally } | undefined;
  for (const [key, e] of table) {
    const [r, i] = key.split(',').map(Number) as [number, number];
    const tg = cost.tradeGoods + tradeGoodsFor(cost.resources - r, worth) + tradeGoodsFor(cost.influence - i, worth);
    if (tg > tradeGoodsAtHand) continue;
    if (!best || tg < best.tg || (tg === best.tg && better(e, best.e))) best = { tg, e };
  }
  return best ? { resources: [...best.e.res].sort(), influence: [...best.e.inf].sort(), tradeGoods: best.tg } : null;
}

/**
 * The ways to pay a cost that a player would choose between (47.3, 93.2: trade goods count as resources or
 * influence): the least wasteful payment, which keeps trade goods, and one that spends trade goods first, keeping
 * planets ready for later in the round. One payment when the two are the same or trade goods cannot help.
 */
export function paymentVariants(state: GameState, seat: Seat, cost: Cost, exclude: readonly string[] = []): Payment[] {
  const out: Payment[] = [];
  const planetsFirst = findPayment(state, seat, cost, exclude);
  if (planetsFirst) out.push(planetsFirst);
  const owned = spendableTradeGoods(state, seat);
  const worth = tradeGoodWorth(state, seat);
  const forResources = tradeGoodsFor(cost.resources, worth);
  const spend = Math.min(owned, cost.tradeGoods + forResources + tradeGoodsFor(cost.influence, worth));
  if (spend < cost.tradeGoods || spend <= (planetsFirst?.tradeGoods ?? 0)) return out;
  // Trade goods go to the fixed trade-good cost first, then resources, then influence; planets pay the rest.
  let left = spend - cost.tradeGoods;
  const onResources = Math.min(left, forResources);
  const resources = Math.max(0, cost.resources - onResources * worth);
  left -= onResources;
  const influence = Math.max(0, cost.influence - left * worth);
  const rest = findPayment(state, seat, { resources, influence, tradeGoods: 0 }, exclude, 0);
  if (rest) out.push({ ...rest, tradeGoods: spend });
  return out;
}

export function describeCost(cost: Cost): string {
  const parts: string[] = [];
  if (cost.resources) parts.push(`${cost.resources} resource${cost.resources === 1 ? '' : 's'}`);
  if (cost.influence) parts.push(`${cost.influence} influence`);
  if (cost.tradeGoods) parts.push(`${cost.tradeGoods} trade good${cost.tradeGoods === 1 ? '' : 's'}`);
  return parts.join(', ') || 'nothing';
}

/** Short words for a button: "exhausting Jord, Mecatol Rex and 2 trade goods". */
export function describePayment(p: Payment): string {
  const parts = planetsOf(p).map(
    (id) => (PLANETS as Record<string, { name: string } | undefined>)[id]?.name ?? offBoardPlanetName(id) ?? id,
  );
  if (p.tradeGoods) parts.push(`${p.tradeGoods} trade good${p.tradeGoods === 1 ? '' : 's'}`);
  return parts.length ? `paying with ${parts.join(', ')}` : 'paying nothing';
}
