// LRR 67 producing units (67.1 paying the cost, 67.2 two fighters or infantry for one cost, 67.5 reinforcements),
// 26 cost, 68 production, 75/93 paying with resources and trade goods; Sarween Tools and AI Development Algorithm.
import type { CommandOf } from '../core/commands';
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { TECHNOLOGIES } from '../data/technologies';
import type { UnitType } from '../data/types';
import {
  ask,
  FIGHTERS_AND_INFANTRY_PER_COST,
  FLAGSHIP_WITHOUT_RESOURCES,
  PRODUCTION_LIMIT_EXEMPT,
  UNITS_PRODUCED,
} from '../effects';
import { checkPayment, pay, resourcesCost } from '../economy/spending';
import { checkFreelancersPayment, FREELANCERS } from '../exploration/freelancers';
import { afterReturns, checkAmalgamation, paidLines, returnAmalgamated } from '../factions/cabal-amalgamation';
import { deepCopy, emit, type FlowCtx } from '../kernel/context';
import { removeUnits } from '../units/destroy';
import { checkReinforcements, type Placement } from '../units/reinforcements';
import {
  addUnits,
  countAt,
  describeArea,
  isGroundForce,
  isShip,
  planetArea,
  spaceOf,
  takeUnits,
  type Area,
} from '../units/stacks';
import { producibleStats } from '../units/stats';
import {
  ARBOREC_FLAGSHIP,
  ARBOREC_HERO,
  MUAAT_AGENT,
  productionLimits,
  shipsForbidden,
  type ProductionOffer,
} from './producers';

export type { ProductionOffer } from './producers';

export type ProduceCommand = CommandOf<'produce'>;

/**
 * Integrated Economy produces "on a planet" and the Arborec flagship "in its system" (the Arborec hero: where their
 * ground forces are): none is a unit's Production ability (Sarween, AI Development...).
 */
const OTHER_THAN_PRODUCTION: readonly string[] = [
  'integrated-economy',
  ARBOREC_FLAGSHIP,
  ARBOREC_HERO,
  FREELANCERS,
  MUAAT_AGENT, // Umbat: produced through the agent, in a system with a war sun or flagship
];
// Sling Relay (an offer with a ship limit) produces "in a system" through the card, not a unit's Production either.
export const usesProductionAbility = (offer: ProductionOffer): boolean =>
  !OTHER_THAN_PRODUCTION.includes(offer.source) && offer.shipLimit === undefined;

export interface OrderLine {
  readonly unit: UnitType;
  readonly count: number;
  readonly area: Area;
}

/** Lines with the same unit and place are merged, so a split order is judged like the whole. */
export function orderLines(offer: ProductionOffer, units: ProduceCommand['units']): OrderLine[] {
  const out: OrderLine[] = [];
  for (const u of units) {
    // Trilossa Aun Mirik: a planet of an adjacent system is placed on in its own system.
    const area =
      u.planet === undefined ? spaceOf(offer.system) : planetArea(offer.nearby?.[u.planet] ?? offer.system, u.planet);
    const same = out.find((l) => l.unit === u.unit && l.area.planet === area.planet);
    if (same) out.splice(out.indexOf(same), 1, { ...same, count: same.count + u.count });
    else out.push({ unit: u.unit, count: u.count, area });
  }
  return out;
}

/** 26.2 / 67.2: the printed cost buys two fighters or infantry (one under Regulated Conscription). */
export function rawCost(state: GameState, seat: Seat, lines: readonly OrderLine[]): number {
  const byType = new Map<UnitType, number>();
  for (const l of lines) byType.set(l.unit, (byType.get(l.unit) ?? 0) + l.count);
  let total = 0;
  for (const [type, n] of byType) {
    const def = producibleStats(state, seat, type);
    if (!def || def.cost === null) continue;
    const per = def.costFor === 2 ? ask(FIGHTERS_AND_INFANTRY_PER_COST, { state, seat }) : 1;
    total += Math.ceil(n / per) * def.cost;
  }
  return total;
}

/** AI Development Algorithm: the number of unit upgrade technologies the player owns. */
export const unitUpgradesOwned = (state: GameState, seat: Seat): number =>
  (state.players[seat]?.technologies ?? []).filter(
    (t) => (TECHNOLOGIES as Record<string, { unitUpgrade: string | null } | undefined>)[t]?.unitUpgrade,
  ).length;

export function canUseAiDevelopment(state: GameState, seat: Seat): boolean {
  const p = state.players[seat];
  return !!p && p.technologies.includes('aida') && !p.exhaustedTechnologies.includes('aida');
}

/** The cost after reductions: Sarween Tools (1), AI Development Algorithm (unit upgrades owned), abilities. */
export function costToPay(
  state: GameState,
  offer: ProductionOffer,
  lines: readonly OrderLine[],
  aiDevelopment: boolean,
): number {
  let cost = rawCost(state, offer.seat, lines);
  if (lines.length === 0) return 0;
  // The Nomad commander: the flagship is produced without spending resources (its cost stays what it is, 67.4).
  if (ask(FLAGSHIP_WITHOUT_RESOURCES, { state, seat: offer.seat }))
    cost -= rawCost(
      state,
      offer.seat,
      lines.filter((l) => l.unit === 'flagship'),
    );
  if (usesProductionAbility(offer)) {
    if (state.players[offer.seat]?.technologies.includes('st')) cost -= 1;
    if (aiDevelopment) cost -= unitUpgradesOwned(state, offer.seat);
  }
  return Math.max(0, cost - offer.costReduction);
}

function checkPlacement(state: GameState, offer: ProductionOffer, line: OrderLine): Result<void> {
  const where = line.area.planet;
  if (isShip(line.unit)) {
    if (where !== undefined)
      return fail('production/ship-on-planet', '68.2', 'Ships are placed in the space area of the system.');
    const forbidden = shipsForbidden(state, offer.seat, offer.system);
    return forbidden ? fail('production/ships-forbidden', forbidden.rule, forbidden.message) : ok(undefined);
  }
  if (!isGroundForce(line.unit))
    return fail('production/cannot-produce', '26.3', `${line.unit} has no cost and cannot be produced.`);
  if (offer.shipLimit !== undefined) return fail('production/ships-only', '67.4', 'This ability produces ships only.');
  if (offer.planet !== null) {
    return where === offer.planet
      ? ok(undefined)
      : fail('production/wrong-planet', '67.4', `These units are produced on ${offer.planet}.`);
  }
  const limits = productionLimits(state, offer);
  if (where === undefined) {
    return limits.groundInSpace
      ? ok(undefined)
      : fail(
          'production/ground-in-space',
          '68.3',
          'Ground forces are placed on a planet that has one of your units with Production.',
        );
  }
  if (!limits.groundPlanets.includes(where)) {
    return fail(
      'production/wrong-planet',
      '68.3',
      `Ground forces go on a planet with one of your producing units${limits.groundInSpace ? ' or a planet you control in the system (68.4)' : ''}, not ${where}.`,
    );
  }
  return ok(undefined);
}

/** 67.5a: units taken back from the board must be of a produced type, from systems without the player's token. */
function checkReclaim(
  state: GameState,
  offer: ProductionOffer,
  cmd: ProduceCommand,
  lines: readonly OrderLine[],
): Result<GameState> {
  if (!cmd.reclaim || cmd.reclaim.length === 0) return ok(state);
  const draft = deepCopy(state);
  for (const r of cmd.reclaim) {
    const sys = draft.board.systems[r.system];
    const area: Area = r.planet === undefined ? spaceOf(r.system) : planetArea(r.system, r.planet);
    if (!sys || (r.planet !== undefined && !sys.planets[r.planet]))
      return fail('production/no-such-area', 'input', `There is no ${describeArea(area)}.`);
    if (sys.commandTokens.includes(offer.seat))
      return fail(
        'production/reclaim-token',
        '67.5a',
        'Units can be taken back only from systems that do not contain your command token.',
      );
    if (!lines.some((l) => l.unit === r.unit))
      return fail(
        'production/reclaim-unused',
        '67.5a',
        `Units taken back must be produced at once; you are not producing ${r.unit}.`,
      );
    if (countAt(draft, area, offer.seat, r.unit) < r.count)
      return fail(
        'production/reclaim-missing',
        '67.5a',
        `You do not have ${r.count} ${r.unit} in ${describeArea(area)}.`,
      );
    takeUnits(draft, area, offer.seat, r.unit, r.count);
  }
  // All units taken back must be produced at once: taking back one fewer of a type must leave the order short.
  for (const type of new Set(cmd.reclaim.map((r) => r.unit))) {
    const oneFewer = deepCopy(draft);
    const r = cmd.reclaim.find((x) => x.unit === type)!;
    addUnits(
      oneFewer,
      r.planet === undefined ? spaceOf(r.system) : planetArea(r.system, r.planet),
      offer.seat,
      type,
      1,
    );
    const placements = lines.filter((l) => l.unit === type).map((l) => ({ area: l.area, type, count: l.count }));
    if (checkReinforcements(oneFewer, offer.seat, placements).ok) {
      return fail(
        'production/reclaim-unneeded',
        '67.5a',
        `You may take back only the ${type} your reinforcements lack.`,
      );
    }
  }
  return ok(draft);
}

/** 68.1: fighters and infantry of the order that an effect keeps out of the production limit (the Cabal commander). */
export function limitExempt(state: GameState, seat: Seat, lines: readonly OrderLine[]): number {
  const exempt = ask(PRODUCTION_LIMIT_EXEMPT, { state, seat });
  if (exempt <= 0) return 0;
  const small = lines.filter((l) => l.unit === 'fighter' || l.unit === 'infantry').reduce((n, l) => n + l.count, 0);
  return Math.min(exempt, small);
}

/** Every rule a production order must satisfy; nothing is changed. */
export function checkOrder(
  state: GameState,
  offer: ProductionOffer,
  cmd: ProduceCommand,
): Result<{ lines: OrderLine[]; cost: number }> {
  const lines = orderLines(offer, cmd.units);
  for (const l of lines) {
    if (!producibleStats(state, offer.seat, l.unit))
      return fail(
        'production/cannot-produce',
        '26.3',
        `You cannot produce ${l.unit}: it has no cost, or you lack the technology that lets you build it.`,
      );
    if (l.area.planet !== undefined && !state.board.systems[l.area.system]?.planets[l.area.planet]) {
      return fail('production/no-such-planet', 'input', `${l.area.planet} is not in the system.`);
    }
    if (offer.shipTypes !== undefined && !offer.shipTypes.includes(l.unit))
      return fail('production/cannot-produce', '67.4', `This ability produces only: ${offer.shipTypes.join(', ')}.`);
    const placed = checkPlacement(state, offer, l);
    if (!placed.ok) return placed;
    // Umbat: each unit produced costs 4 or less (its printed cost; a fighter or infantry pair shares one).
    if (offer.source === MUAAT_AGENT && (producibleStats(state, offer.seat, l.unit)?.cost ?? 0) > 4)
      return fail('production/over-cost', '51.4', 'Umbat produces only units that cost 4 or less each.');
  }
  const total = lines.reduce((n, l) => n + l.count, 0);
  // An empty order (a player who declines to produce) is within any limit: the producers need not be counted.
  if (offer.planet === null && total > 0) {
    const limits = productionLimits(state, offer);
    if (total - limitExempt(state, offer.seat, lines) > limits.units)
      return fail(
        'production/over-capacity',
        '68.1',
        `Your production value here is ${limits.units}; you ordered ${total} units (each fighter and infantry counts, 68.1b).`,
      );
    const infantry = lines.filter((l) => l.unit === 'infantry').reduce((n, l) => n + l.count, 0);
    if (infantry > limits.infantry)
      return fail(
        'production/arborec-space-dock',
        '68.1d',
        `Your space docks cannot produce infantry: at most ${limits.infantry} infantry here.`,
      );
  }
  const reclaimed = checkReclaim(state, offer, cmd, lines);
  if (!reclaimed.ok) return reclaimed;
  const amalgamated = checkAmalgamation(state, offer.seat, cmd.amalgamation, lines);
  if (!amalgamated.ok) return amalgamated;
  const placements: Placement[] = lines.map((l) => ({ area: l.area, type: l.unit, count: l.count }));
  const supply = checkReinforcements(
    afterReturns(reclaimed.value, offer.seat, cmd.amalgamation),
    offer.seat,
    placements,
  );
  if (!supply.ok)
    return fail(
      supply.error.code,
      supply.error.rule,
      `${supply.error.message} (67.5a: you may take units back from systems without your command token.)`,
    );
  if (offer.maxCost !== null && rawCost(state, offer.seat, lines) > offer.maxCost) {
    return fail('production/over-cost', '67.4', `These units may cost at most ${offer.maxCost} in all.`);
  }
  const ai = cmd.aiDevelopment ?? false;
  if (ai && (!usesProductionAbility(offer) || !canUseAiDevelopment(state, offer.seat) || lines.length === 0)) {
    return fail('production/ai-development', '1.11', 'You cannot exhaust AI Development Algorithm for this.');
  }
  const cost = costToPay(state, offer, paidLines(lines, cmd.amalgamation), ai);
  // Freelancers: influence may be spent as if it were resources.
  const paid =
    offer.source === FREELANCERS
      ? checkFreelancersPayment(state, offer.seat, cmd.payment, cost)
      : checkPayment(state, offer.seat, cmd.payment, resourcesCost(cost));
  if (!paid.ok) return paid;
  return ok({ lines, cost });
}

/** Carries out an order `checkOrder` accepted. Returns how many units were produced. */
export function carryOutOrder(
  ctx: FlowCtx,
  offer: ProductionOffer,
  cmd: ProduceCommand,
  lines: readonly OrderLine[],
): number {
  const { state } = ctx;
  for (const r of cmd.reclaim ?? []) {
    removeUnits(
      ctx,
      r.planet === undefined ? spaceOf(r.system) : planetArea(r.system, r.planet),
      offer.seat,
      r.unit,
      r.count,
      'reclaimed',
    );
  }
  returnAmalgamated(ctx, offer.seat, cmd.amalgamation);
  pay(state, offer.seat, cmd.payment);
  if (cmd.aiDevelopment) state.players[offer.seat]!.exhaustedTechnologies.push('aida');
  const units: Record<string, number> = {};
  for (const l of lines) {
    addUnits(state, l.area, offer.seat, l.unit, l.count);
    units[l.unit] = (units[l.unit] ?? 0) + l.count;
  }
  const produced = lines.reduce((n, l) => n + l.count, 0);
  if (produced > 0) emit(ctx, { type: 'units-produced', seat: offer.seat, system: offer.system, units });
  // Effects that follow a production (Prophecy of Ixth is lost without 2 fighters produced with Production).
  ask(UNITS_PRODUCED, { ctx, seat: offer.seat, units, usedProduction: usesProductionAbility(offer) });
  return produced;
}
