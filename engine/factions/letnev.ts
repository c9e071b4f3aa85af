// The Barony of Letnev — LRR 30 deploy, 55.3 mechs, 96 faction units: their mech (Dunlain Reaper) deploys at the start
// of a ground combat round, for 2 resources, in place of 1 of their infantry in that combat.
import { ask, MECH_ABILITIES_SUPPRESSED } from '../effects';
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { checkPayment, describePayment, findPayment, parsePayment, pay, resourcesCost } from '../economy/spending';
import { emit } from '../kernel/context';
import { placeUnits, removeUnits } from '../units/destroy';
import { countAt, planetArea } from '../units/stacks';
import type { AbilityDef, Subject } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { inSupply, str, unitIs } from './deploy';

/** Letnev mech: spend 2 resources (30.1a: this deploy states a cost). */
const LETNEV_COST = resourcesCost(2);

/** The ground combat the window is about, when this seat fights in it with infantry on the planet. */
function letnevCombat(state: GameState, seat: Seat, subject: Subject): { system: string; planet: string } | null {
  const system = str(subject.system);
  const planet = str(subject.planet);
  if (system === null || planet === null || (subject.attacker !== seat && subject.defender !== seat)) return null;
  return countAt(state, planetArea(system, planet), seat, 'infantry') > 0 ? { system, planet } : null;
}

function letnevPossible(state: GameState, seat: Seat, subject: Subject): Result<{ system: string; planet: string }> {
  if (!unitIs(state, seat, 'mech', 'letnev_mech'))
    return fail('ability/not-held', '30.1', 'Only the Dunlain Reaper deploys this way.');
  if (ask(MECH_ABILITIES_SUPPRESSED, { state }))
    return fail('ability/articles-of-war', '30.1', 'Articles of War: mechs have no abilities.');
  const at = letnevCombat(state, seat, subject);
  if (!at)
    return fail('ability/not-eligible', '30.1', 'You need infantry in this ground combat to replace with a mech.');
  if (!inSupply(state, seat, 'mech'))
    return fail('ability/no-reinforcements', '30.2', 'You have no mech in your reinforcements.');
  return ok(at);
}

/** Dunlain Reaper (Letnev mech): at the start of a ground combat round, 2 resources turn 1 infantry there into a mech. */
export const LETNEV_MECH_DEPLOY: AbilityDef = {
  id: 'letnev-mech-deploy',
  name: 'Dunlain Reaper (Deploy)',
  source: { kind: 'faction', faction: 'letnev' },
  window: 'start-of-ground-combat-round',
  costs: [],
  limit: { per: 'window', times: 1 },
  eligible: (state, seat, subject) =>
    letnevPossible(state, seat, subject).ok && findPayment(state, seat, LETNEV_COST) !== null,
  targetOptions: (state, seat, subject) => {
    const at = letnevCombat(state, seat, subject);
    const payment = findPayment(state, seat, LETNEV_COST);
    return at && payment
      ? [{ label: `replace 1 infantry on ${at.planet} with 1 mech, ${describePayment(payment)}`, targets: { payment } }]
      : [];
  },
  check: (state, seat, targets, subject) => {
    const possible = letnevPossible(state, seat, subject);
    if (!possible.ok) return possible;
    const payment = parsePayment(targets.payment);
    if (!payment.ok) return payment;
    return checkPayment(state, seat, payment.value, LETNEV_COST);
  },
  resolve: (ctx, seat, targets, subject) => {
    const possible = letnevPossible(ctx.state, seat, subject);
    const payment = parsePayment(targets.payment);
    if (!possible.ok || !payment.ok) return;
    const area = planetArea(possible.value.system, possible.value.planet);
    pay(ctx.state, seat, payment.value);
    if (payment.value.tradeGoods > 0)
      emit(ctx, { type: 'trade-goods-changed', seat, delta: -payment.value.tradeGoods });
    removeUnits(ctx, area, seat, 'infantry', 1, 'ability');
    placeUnits(ctx, area, seat, 'mech', 1, 'deploy');
  },
};

export const LETNEV = defineContent({ abilities: [LETNEV_MECH_DEPLOY] });
