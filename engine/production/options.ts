// LRR 67/68: sensible complete production orders to offer as buttons — nothing; one or two of each unit; as many
// of one unit as the production value and the player's resources allow — each with the least wasteful payment.
// The command accepts any legal order; these are only the common ones.
import { planetLabel, unitLabel } from '../tactical/labels';
import type { ProductionDecision } from '../core/frames';
import type { GameState, Seat } from '../core/state';
import { UNIT_TYPES, type UnitType } from '../data/types';
import { ask, PRODUCTION_LIMIT_EXEMPT } from '../effects';
import { describePayment, findPayment, NO_PAYMENT, resourcesCost } from '../economy/spending';
import { influenceOf, readyPlanets, resourcesOf } from '../economy/planets';
import { FREELANCERS } from '../exploration/freelancers';
import type { Option } from '../kernel/options';
import { type AmalgamationReturn, hasAmalgamation, paidLines } from '../factions/cabal-amalgamation';
import { capturedBy } from '../units/capture';
import { isGroundForce, isShip } from '../units/stacks';
import { producibleStats } from '../units/stats';
import {
  canUseAiDevelopment,
  checkOrder,
  costToPay,
  orderLines,
  type ProduceCommand,
  type ProductionOffer,
} from './order';
import { productionLimits } from './producers';

type Units = ProduceCommand['units'];

/** Where a unit of this type goes by default: ships in space, ground forces on the first allowed planet. */
function placementsFor(state: GameState, offer: ProductionOffer, type: UnitType): (string | undefined)[] {
  if (isShip(type)) return [undefined];
  if (!isGroundForce(type)) return [];
  if (offer.planet !== null) return [offer.planet];
  const limits = productionLimits(state, offer);
  return [...limits.groundPlanets, ...(limits.groundInSpace ? [undefined] : [])];
}

function budget(state: GameState, offer: ProductionOffer): number {
  const planets = readyPlanets(state, offer.seat).map((p) => p.id);
  // Freelancers: each planet pays with the larger of its values.
  const value =
    offer.source === FREELANCERS
      ? planets.reduce((n, id) => n + Math.max(resourcesOf(state, [id]), influenceOf(state, [id])), 0)
      : resourcesOf(state, planets);
  return value + (state.players[offer.seat]?.tradeGoods ?? 0);
}

/** The least wasteful payment; for Freelancers, with influence if resources alone do not reach the cost. */
const paymentFor = (state: GameState, offer: ProductionOffer, cost: number) =>
  findPayment(state, offer.seat, resourcesCost(cost)) ??
  (offer.source === FREELANCERS
    ? findPayment(state, offer.seat, { resources: 0, influence: cost, tradeGoods: 0 })
    : null);

function describeUnits(units: Units): string {
  return units
    .map((u) => `${u.count} ${unitLabel(u.unit)}${u.planet ? ` on ${planetLabel(u.planet)}` : ''}`)
    .join(', ');
}

export function productionOptions(state: GameState, decision: ProductionDecision, seat: Seat): Option[] {
  if (seat !== decision.seat) return [];
  const offer: ProductionOffer = decision;
  // The handler (produce) refuses only another seat's order and what checkOrder refuses: made here, as for every order.
  const nothing: ProduceCommand = { type: 'produce', units: [], payment: NO_PAYMENT };
  const out: Option[] = checkOrder(state, offer, nothing).ok
    ? [{ command: nothing, label: 'Produce nothing', group: 'Production', checked: true }]
    : [];
  const cap = offer.planet === null ? productionLimits(state, offer).units : 2 * (offer.maxCost ?? 0);
  const money = budget(state, offer);
  const exempt = ask(PRODUCTION_LIMIT_EXEMPT, { state, seat });
  const seen = new Set<string>();
  const add = (units: Units, amalgamation?: AmalgamationReturn[]) => {
    const key = JSON.stringify([units, amalgamation]);
    if (units.length === 0 || seen.has(key)) return;
    seen.add(key);
    const lines = paidLines(orderLines(offer, units), amalgamation);
    for (const ai of canUseAiDevelopment(state, seat) ? [false, true] : [false]) {
      const cost = costToPay(state, offer, lines, ai);
      if (ai && cost === costToPay(state, offer, lines, false)) continue;
      const payment = paymentFor(state, offer, cost);
      if (!payment) continue;
      const command: ProduceCommand = {
        type: 'produce',
        units,
        payment,
        ...(ai ? { aiDevelopment: true } : {}),
        ...(amalgamation ? { amalgamation } : {}),
      };
      if (!checkOrder(state, offer, command).ok) continue;
      const how = `${describePayment(payment)}${ai ? ', exhausting AI Development Algorithm' : ''}`;
      out.push({
        command,
        label: `Produce ${describeUnits(units)}${amalgamation ? describeReturns(state, amalgamation) : ''} (cost ${cost}, ${how})`,
        group: 'Production',
        checked: true,
      });
    }
  };
  for (const type of UNIT_TYPES) {
    const stats = producibleStats(state, seat, type);
    if (!stats) continue;
    for (const planet of placementsFor(state, offer, type)) {
      const at = planet === undefined ? {} : { planet };
      const small = stats.costFor === 2 ? [1, 2] : [1];
      for (const n of small) if (n <= cap) add([{ unit: type, count: n, ...at }]);
      // As many as capacity and money allow (the cheapest units fill the production value; the Cabal commander's 2
      // fighters or infantry beyond it).
      const most = offer.planet === null && (type === 'fighter' || type === 'infantry') ? cap + exempt : cap;
      for (let n = Math.min(most, 20); n > 2; n--) {
        if (
          costToPay(
            state,
            offer,
            orderLines(offer, [{ unit: type, count: n, ...at }]),
            canUseAiDevelopment(state, seat),
          ) <= money
        ) {
          add([{ unit: type, count: n, ...at }]);
          break;
        }
      }
    }
  }
  // Amalgamation: each kind of captured unit the Vuil'raith hold, returned to produce one or as many as they may.
  if (hasAmalgamation(state, seat)) {
    for (const c of capturedBy(state, seat)) {
      if (!producibleStats(state, seat, c.type)) continue;
      const planet = placementsFor(state, offer, c.type)[0];
      const at = planet === undefined ? {} : { planet };
      for (const n of new Set([1, Math.min(c.count, cap)]))
        if (n >= 1 && n <= cap) add([{ unit: c.type, count: n, ...at }], [{ owner: c.owner, unit: c.type, count: n }]);
    }
  }
  return out;
}

function describeReturns(state: GameState, returns: readonly AmalgamationReturn[]): string {
  const parts = returns.map((r) => {
    const owner = r.owner === null ? 'the supply' : `${state.players[r.owner]?.name ?? 'its owner'}`;
    return `${r.count} captured ${unitLabel(r.unit)} to ${owner}`;
  });
  return `, returning ${parts.join(' and ')} (Amalgamation)`;
}
