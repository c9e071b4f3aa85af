// LRR 67 producing units, 68 production, for the production form: what the seat may produce now, where, within which
// limits, with which planets; and the quote of an order — its cost, the least wasteful payment, and what the engine
// would refuse in it (the same checks the production command runs). The Vuil'raith's Amalgamation (17.2b) is offered
// and quoted too.
import { spendableTradeGoods } from '../economy/trade-goods';
import type { Decision } from '../core/frames';
import type { GameState, Seat } from '../core/state';
import { GROUND_FORCE_TYPES, SHIP_TYPES, UNIT_TYPES, type UnitType } from '../data/types';
import { readyPlanets, spentValues, valueAttachments } from '../economy/planets';
import { findPayment, tradeGoodWorth, type Payment } from '../economy/spending';
import { canUseAiDevelopment, checkOrder, costToPay, orderLines, usesProductionAbility } from '../production/order';
import { productionLimits } from '../production/producers';
import { producibleStats } from '../units/stats';
import { capturedBy } from '../units/capture';
import { hasAmalgamation, paidLines, type AmalgamationReturn } from '../factions/cabal-amalgamation';

type ProductionDecision = Extract<Decision, { kind: 'production' }>;

export interface ProducibleUnit {
  readonly type: UnitType;
  readonly name: string;
  readonly cost: number;
  /** 67.2: the cost buys this many (fighters and infantry: 2). */
  readonly costFor: number;
  /** Where it may be placed: null for the space area, or a planet. */
  readonly places: readonly (string | null)[];
}

export interface ProductionInfo {
  readonly system: string;
  /** 68.1: how many units may be produced in all (each fighter and infantry counts). */
  readonly limit: number;
  readonly maxCost: number | null;
  readonly units: readonly ProducibleUnit[];
  /** Ready planets the player may exhaust for resources, with their values and the attachments counted in them. */
  readonly planets: readonly {
    readonly id: string;
    readonly resources: number;
    readonly influence: number;
    readonly attachments: readonly { readonly name: string; readonly resources: number }[];
  }[];
  readonly tradeGoods: number;
  /** 93.2: what one trade good spent pays — 1, or 2 with Mirror Computing. */
  readonly tradeGoodWorth: number;
  /**
   * AI Development Algorithm may be exhausted: it is ready and this production uses a unit's Production ability
   * (not Sling Relay, Integrated Economy or the Arborec flagship, which produce without one).
   */
  readonly aiDevelopment: boolean;
  /** Why ships cannot be produced here, or null. */
  readonly shipsForbidden: string | null;
  /**
   * The Vuil'raith's Amalgamation (17.2b): captured units of a type that may be produced here, which they may return
   * to produce as many of that type without paying. `owner` null: tokens of the supply (fighters, infantry).
   */
  readonly captured: readonly CapturedOffer[];
}

export interface CapturedOffer {
  readonly owner: Seat | null;
  readonly ownerName: string;
  readonly unit: UnitType;
  readonly count: number;
}

/** 17.2b: what the seat could return through Amalgamation in this production. */
function capturedOffer(state: GameState, seat: Seat, units: readonly ProducibleUnit[]): CapturedOffer[] {
  if (!hasAmalgamation(state, seat)) return [];
  return capturedBy(state, seat)
    .filter((c) => c.count > 0 && units.some((u) => u.type === c.type))
    .map((c) => ({
      owner: c.owner,
      ownerName: c.owner === null ? 'the supply' : (state.players[c.owner]?.name ?? `Seat ${c.owner + 1}`),
      unit: c.type,
      count: c.count,
    }));
}

export function productionInfo(state: GameState, decision: ProductionDecision): ProductionInfo {
  const seat = decision.seat;
  const limits = productionLimits(state, decision);
  const units: ProducibleUnit[] = [];
  for (const type of UNIT_TYPES) {
    const stats = producibleStats(state, seat, type);
    if (!stats || stats.cost === null) continue;
    const ship = (SHIP_TYPES as readonly string[]).includes(type);
    const ground = (GROUND_FORCE_TYPES as readonly string[]).includes(type);
    let places: (string | null)[] = [];
    if (ship) places = limits.shipsForbiddenBy ? [] : [null];
    else if (ground)
      places =
        decision.planet !== null
          ? [decision.planet]
          : [...limits.groundPlanets, ...(limits.groundInSpace ? [null] : [])];
    if (places.length > 0)
      units.push({ type, name: stats.name || type, cost: stats.cost, costFor: stats.costFor, places });
  }
  return {
    system: decision.system,
    limit: decision.planet === null ? limits.units : 2 * (decision.maxCost ?? 0),
    maxCost: decision.maxCost,
    units,
    planets: readyPlanets(state, seat).map((p) => ({
      id: p.id,
      ...spentValues(state, p.id), // as exhausted
      attachments: valueAttachments(state, p.id).flatMap((a) =>
        a.resources === 0 ? [] : [{ name: a.name, resources: a.resources }],
      ),
    })),
    tradeGoods: spendableTradeGoods(state, seat), // commodities too, once Xander Alexin Victori III allows it
    tradeGoodWorth: tradeGoodWorth(state, seat),
    aiDevelopment: canUseAiDevelopment(state, seat) && usesProductionAbility(decision),
    shipsForbidden: limits.shipsForbiddenBy?.message ?? null,
    captured: capturedOffer(state, seat, units),
  };
}

export type OrderedUnits = readonly { readonly unit: UnitType; readonly count: number; readonly planet?: string }[];

export interface ProductionQuote {
  readonly cost: number;
  /** The least wasteful payment (planets before trade goods), or null when the player cannot pay. */
  readonly payment: Payment | null;
  /** What the engine would refuse in this order (with the suggested payment), or null. */
  readonly problem: { readonly message: string; readonly rule: string } | null;
}

export function productionQuote(
  state: GameState,
  decision: ProductionDecision,
  units: OrderedUnits,
  aiDevelopment: boolean,
  amalgamation: readonly AmalgamationReturn[] = [],
): ProductionQuote {
  const list = units.map((u) => ({
    unit: u.unit,
    count: u.count,
    ...(u.planet === undefined ? {} : { planet: u.planet }),
  }));
  const returns = amalgamation.length > 0 ? [...amalgamation] : undefined;
  const cost = costToPay(state, decision, paidLines(orderLines(decision, list), returns), aiDevelopment);
  const payment = findPayment(state, decision.seat, { resources: cost, influence: 0, tradeGoods: 0 });
  const checked = checkOrder(state, decision, {
    type: 'produce',
    units: list,
    payment: payment ?? { resources: [], influence: [], tradeGoods: 0 },
    ...(aiDevelopment ? { aiDevelopment: true } : {}),
    ...(returns ? { amalgamation: returns } : {}),
  });
  return { cost, payment, problem: checked.ok ? null : { message: checked.error.message, rule: checked.error.rule } };
}
