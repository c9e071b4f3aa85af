// Enigmatic Device (LRR 35.7 a card kept in the play area, 90 research, 70 purge, 22 component actions): kept faceup
// when explored; Action — spend 6 resources and purge the card to research 1 technology (its prerequisites apply).
import { z } from 'zod';
import { fail } from '../core/result';
import type { GameState, Seat } from '../core/state';
import {
  checkResearch,
  research,
  researchChoices,
  researchSchema,
  technologyName,
  type Research,
} from '../economy/research';
import { checkPayment, findPayment, pay, paymentSchema, resourcesCost, type Payment } from '../economy/spending';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { purgeExplorationCards } from './deck';
import { awaitSucaban } from '../leaders/jolnar-agent';

const CARD = 'enigmatic-device';
const COST = resourcesCost(6);
const targetsSchema = z.object({ research: researchSchema, payment: paymentSchema });

const heldCopy = (state: GameState, seat: Seat): string | undefined =>
  state.players[seat]?.explorationCards?.find((c) => c.split('#')[0] === CARD);

/** Every technology the seat could research now with 6 resources paid from the planets its research leaves. */
function offers(state: GameState, seat: Seat): { research: Research; payment: Payment }[] {
  return researchChoices(state, seat).flatMap((r) => {
    const payment = findPayment(state, seat, COST, r.specialties);
    return payment ? [{ research: r, payment }] : [];
  });
}

export const ENIGMATIC_DEVICE: AbilityDef = {
  id: CARD,
  name: 'Enigmatic Device',
  source: { kind: 'exploration-card', card: CARD },
  window: 'action',
  costs: [],
  eligible: () => true,
  targetOptions: (state, seat) =>
    offers(state, seat).map((o) => ({
      label: `spend 6 resources and purge it to research ${technologyName(o.research.technology)}`,
      targets: { ...o },
    })),
  check: (state, seat, targets) => {
    const parsed = targetsSchema.safeParse(targets);
    if (!parsed.success)
      return fail('ability/bad-target', '90', 'Name the technology to research and how you pay 6 resources.');
    const { research: r, payment } = parsed.data;
    const researchable = checkResearch(state, seat, r);
    if (!researchable.ok) return researchable;
    return checkPayment(state, seat, payment, COST, r.specialties);
  },
  resolve: (ctx, seat, targets) => {
    const { research: r, payment } = targetsSchema.parse(targets);
    const p = ctx.state.players[seat]!;
    const copy = heldCopy(ctx.state, seat);
    if (!copy) return;
    // 70: the card leaves the game; then the 6 resources are spent and the technology researched.
    p.explorationCards = (p.explorationCards ?? []).filter((c) => c !== copy);
    purgeExplorationCards(ctx.state, [copy]);
    // Doctor Sucaban (the Jol-Nar agent) may answer the 6 resources spent: the research then waits for its window.
    if (awaitSucaban(ctx, seat, r, payment, COST.resources)) return;
    pay(ctx.state, seat, payment);
    if (payment.resources.length > 0) emit(ctx, { type: 'planets-exhausted', seat, planets: payment.resources });
    if (payment.tradeGoods > 0) emit(ctx, { type: 'trade-goods-changed', seat, delta: -payment.tradeGoods });
    research(ctx, seat, r);
  },
};

export const ENIGMATIC_DEVICE_CARD = defineContent({ abilities: [ENIGMATIC_DEVICE] });
