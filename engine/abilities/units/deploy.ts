// LRR 30 deploy (30.1a costs only when stated, 30.2 the unit must be in reinforcements, 30.3 once per timing window),
// 55.3 mechs: the Barony of Letnev's mech (Dunlain Reaper) and the Titans of Ul's flagship (Ouranos). The Clan of
// Saar's mech lives with control (engine/invasion/control.ts); the Titans' mech with Construction.
import { ask, MECH_ABILITIES_SUPPRESSED } from '../../effects';
import { fail, ok, type Result } from '../../core/result';
import type { GameState, Seat } from '../../core/state';
import type { UnitType } from '../../data/types';

import { checkPayment, describePayment, findPayment, parsePayment, pay, resourcesCost } from '../../economy/spending';
import { emit } from '../../kernel/context';
import { placeUnits, removeUnits } from '../../units/destroy';
import { inReinforcements } from '../../units/reinforcements';
import { countAt, planetArea, spaceOf } from '../../units/stacks';
import { statsOf } from '../../units/stats';
import type { AbilityDef, Subject } from '../../kernel/abilities';

/** The faction unit the seat's units of this type are (their faction sheet, 97.4 upgrades included). */
export const unitIs = (state: GameState, seat: Seat, type: UnitType, id: string): boolean =>
  statsOf(state, seat, type)?.unit.startsWith(id) ?? false;

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** 30.2: a unit is deployed only from reinforcements. */
const inSupply = (state: GameState, seat: Seat, type: UnitType): boolean => inReinforcements(state, seat, type) > 0;

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

/** Planets of the activated system holding the seat's PDS. */
function pdsPlanets(state: GameState, seat: Seat, system: string): string[] {
  return Object.keys(state.board.systems[system]?.planets ?? {}).filter(
    (p) => countAt(state, planetArea(system, p), seat, 'pds') > 0,
  );
}

function ouranosPossible(state: GameState, seat: Seat, subject: Subject): boolean {
  const system = str(subject.system);
  return (
    subject.seat === seat &&
    system !== null &&
    unitIs(state, seat, 'flagship', 'titans_flagship') &&
    inSupply(state, seat, 'flagship') &&
    pdsPlanets(state, seat, system).length > 0
  );
}

/** Ouranos (Titans flagship): after activating a system with 1+ of their PDS, 1 of those PDS becomes this ship. */
export const TITANS_FLAGSHIP_DEPLOY: AbilityDef = {
  id: 'titans-flagship-deploy',
  name: 'Ouranos (Deploy)',
  source: { kind: 'faction', faction: 'titans' },
  window: 'after-system-activated',
  costs: [],
  limit: { per: 'window', times: 1 },
  eligible: ouranosPossible,
  targetOptions: (state, seat, subject) =>
    ouranosPossible(state, seat, subject)
      ? pdsPlanets(state, seat, String(subject.system)).map((planet) => ({
          label: `replace your PDS on ${planet} with your flagship`,
          targets: { planet },
        }))
      : [],
  check: (state, seat, targets, subject) => {
    if (!ouranosPossible(state, seat, subject))
      return fail(
        'ability/not-eligible',
        '30.2',
        'You need your flagship in reinforcements and a PDS in the system you activated.',
      );
    const planet = str(targets.planet);
    if (planet === null || !pdsPlanets(state, seat, String(subject.system)).includes(planet)) {
      return fail('ability/bad-target', '30.1', 'Choose a planet of the activated system that holds your PDS.');
    }
    return ok(undefined);
  },
  resolve: (ctx, seat, targets, subject) => {
    const system = String(subject.system);
    const planet = String(targets.planet);
    if (!ouranosPossible(ctx.state, seat, subject) || countAt(ctx.state, planetArea(system, planet), seat, 'pds') === 0)
      return;
    removeUnits(ctx, planetArea(system, planet), seat, 'pds', 1, 'ability');
    placeUnits(ctx, spaceOf(system), seat, 'flagship', 1, 'deploy');
  },
};

export const DEPLOY_ABILITIES: readonly AbilityDef[] = [LETNEV_MECH_DEPLOY, TITANS_FLAGSHIP_DEPLOY];
