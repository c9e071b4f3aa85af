// Reveal Prototype (LRR 2 action cards, 78.3 / 42 start of combat, 90 technology, 90.6 unit upgrades, 75 resources,
// 1.11 costs): as a combat starts, spend 4 resources to research a unit upgrade for a unit type fighting in it.
import { planetsLabel } from '../tactical/labels';
import { z } from 'zod';
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { UnitType } from '../data/types';
import { isTechnologyId, TECHNOLOGIES } from '../data/technologies';
import { isUnitId, UNITS } from '../data/units';
import { combatantTypes, combatStack, currentCombat } from '../combat/combat-record';
import { checkResearch, research, researchChoices, researchSchema, technologyName } from '../economy/research';
import {
  checkPayment,
  describePayment,
  pay,
  paymentSchema,
  paymentVariants,
  planetsOf,
  resourcesCost,
  type Payment,
} from '../economy/spending';
import { emit, type FlowCtx } from '../kernel/context';
import type { AbilityDef, Subject, Targets } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { fightsIn } from './morale-boost';
import { awaitSucaban } from '../leaders/jolnar-agent';

const COST = resourcesCost(4);

const targetsSchema = researchSchema.extend({ payment: paymentSchema });
type Prototype = z.infer<typeof targetsSchema>;

/** The unit type a unit upgrade technology upgrades (generic or faction version), or null for other technologies. */
export function upgradedType(technology: string): UnitType | null {
  if (!isTechnologyId(technology)) return null;
  const unit = (TECHNOLOGIES[technology] as { unitUpgrade: string | null }).unitUpgrade;
  return unit !== null && isUnitId(unit) ? UNITS[unit].type : null;
}

/** The seat's unit types taking part in the combat that starts (78.5 ships in space, 42.1 ground forces), or []. */
function typesInCombat(state: GameState, seat: Seat, subject: Subject): UnitType[] {
  const c = currentCombat(state);
  if (!c || !fightsIn(subject, seat) || subject.system !== c.system) return [];
  const stack = combatStack(state, c, seat);
  return combatantTypes(state, c.combat, seat).filter((t) => (stack?.counts[t] ?? 0) > 0);
}

/** Planets the research itself exhausts (specialties, Inheritance Systems), which cannot also pay the 4 resources. */
const researchPlanets = (r: Prototype | Omit<Prototype, 'payment'>): string[] => [
  ...r.specialties,
  ...(r.inheritance ? planetsOf(r.inheritance) : []),
];

function checkPrototype(state: GameState, seat: Seat, targets: Targets, subject: Subject): Result<Prototype> {
  const parsed = targetsSchema.safeParse(targets);
  if (!parsed.success)
    return fail('input/bad-targets', 'input', 'Name the unit upgrade to research and how you pay 4 resources.');
  const r = parsed.data;
  const type = upgradedType(r.technology);
  if (type === null)
    return fail('ability/bad-target', '2.6a', 'Reveal Prototype researches a unit upgrade technology only.');
  if (!typesInCombat(state, seat, subject).includes(type))
    return fail('ability/bad-target', '2.6a', `You have no ${type} taking part in this combat.`);
  // 90.8: prerequisites apply; checkResearch also keeps Inheritance Systems' payment apart from this one.
  const researched = checkResearch(state, seat, r);
  if (!researched.ok) return researched;
  const paid = checkPayment(state, seat, r.payment, COST, researchPlanets(r));
  return paid.ok ? ok(r) : paid;
}

/** Every unit upgrade the seat could research now for a type in this combat, with each way to pay for it. */
function prototypes(state: GameState, seat: Seat, subject: Subject): Prototype[] {
  const types = typesInCombat(state, seat, subject);
  if (types.length === 0) return [];
  const out: Prototype[] = [];
  for (const r of researchChoices(state, seat)) {
    const type = upgradedType(r.technology);
    if (type === null || !types.includes(type)) continue;
    for (const payment of paymentVariants(state, seat, COST, researchPlanets(r))) {
      const t: Prototype = { ...r, payment };
      if (checkPrototype(state, seat, t, subject).ok) out.push(t);
    }
  }
  return out;
}

/** Spends the 4 resources as the card resolves, so a cancelled card (2.8 Sabotage) costs nothing but the card. */
function spend(ctx: FlowCtx, seat: Seat, payment: Payment): void {
  pay(ctx.state, seat, payment);
  if (payment.resources.length > 0) emit(ctx, { type: 'planets-exhausted', seat, planets: [...payment.resources] });
  if (payment.tradeGoods > 0) emit(ctx, { type: 'trade-goods-changed', seat, delta: -payment.tradeGoods });
}

export const REVEAL_PROTOTYPE: AbilityDef = {
  id: 'reveal-prototype',
  name: 'Reveal Prototype',
  source: { kind: 'action-card', card: 'reveal-prototype' },
  window: 'start-of-combat',
  costs: [],
  eligible: (_state, seat, subject) => fightsIn(subject, seat),
  targetOptions: (state, seat, subject) =>
    prototypes(state, seat, subject).map((t) => ({
      label: `research ${technologyName(t.technology)}${
        t.specialties.length ? ` (skipping prerequisites with ${planetsLabel(t.specialties)})` : ''
      } ${describePayment(t.payment)}`,
      targets: { ...t },
    })),
  check: (state, seat, targets, subject) => {
    const r = checkPrototype(state, seat, targets, subject);
    return r.ok ? ok(undefined) : r;
  },
  resolve: (ctx, seat, targets, subject) => {
    // Checked again: an earlier effect in the window may have exhausted the planets or spent the trade goods.
    const r = checkPrototype(ctx.state, seat, targets, subject);
    if (!r.ok) return;
    const { payment, ...rest } = r.value;
    // Doctor Sucaban (the Jol-Nar agent) may answer the 4 resources spent: the research then waits for its window.
    if (awaitSucaban(ctx, seat, rest, payment, COST.resources)) return;
    spend(ctx, seat, payment);
    research(ctx, seat, rest);
  },
};

export const REVEAL_PROTOTYPE_CARD = defineContent({ abilities: [REVEAL_PROTOTYPE] });
