// LRR 49.2 commit ground forces, 27 custodians token (27.1–27.4, 54.1; Winnu Blood Ties), 43 ground forces: the
// active player lands ground forces from the active system's space area on its planets, planet by planet; the
// Council Keleres mech makes others pay 1 influence to land on its planet; the Naalu Matriarch lets fighters land as
// if they were ground forces (engine/combat/ground-combat.ts returns them to space when the combat ends).
import { ask, CUSTODIANS_INFLUENCE, FIGHTERS_LAND, LANDING_TOLL } from '../effects';
import type { CommandOf } from '../core/commands';
import type { CommitGroundForcesDecision } from '../core/frames';
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { GROUND_FORCE_TYPES, type UnitType } from '../data/types';
import { checkPayment, describePayment, findPayment, pay, planetsOf, type Cost } from '../economy/spending';

import { emit, type CommandCtx } from '../kernel/context';
import { popDecision } from '../kernel/stack';
import { pushStep } from '../kernel/steps';
import type { Option } from '../kernel/options';
import { checkVictory } from '../phases/victory';
import { countAt, isGroundForce, moveUnits, planetArea, spaceOf } from '../units/stacks';
import { invasionNotes } from './notes';
import { othersWithGroundForces } from '../combat/combat-record';

type CommitCommand = CommandOf<'commit-ground-forces'>;

export const MECATOL_REX = 'mr';

/** 27.2: six influence (effects may waive it: the Winnu's Blood Ties). */
export function custodiansCost(state: GameState, seat: Seat): Cost {
  return { resources: 0, influence: ask(CUSTODIANS_INFLUENCE, { state, seat }), tradeGoods: 0 };
}

/** Effects by which the seat may commit fighters to planets as if they were ground forces (the Naalu Matriarch). */
const fightersLand = (state: GameState, seat: Seat, system: string): boolean =>
  ask(FIGHTERS_LAND, { state, seat, system });

/** Ground forces of the seat in the active system's space area, by type (and fighters, with the Matriarch there). */
export function groundForcesInSpace(state: GameState, seat: Seat, system: string): Partial<Record<UnitType, number>> {
  const out: Partial<Record<UnitType, number>> = {};
  const types: readonly UnitType[] = fightersLand(state, seat, system)
    ? [...GROUND_FORCE_TYPES, 'fighter']
    : GROUND_FORCE_TYPES;
  for (const t of types) {
    const n = countAt(state, spaceOf(system), seat, t);
    if (n > 0) out[t] = n;
  }
  return out;
}

/**
 * Fighters land only with the Matriarch in the system — alone too: they fight as ground forces (42.1), and return to
 * space after the combat, or before control is established where none happened (engine/invasion/steps.ts).
 */
function checkFighterLanding(
  state: GameState,
  seat: Seat,
  system: string,
  units: Partial<Record<UnitType, number>>,
): Result<void> {
  if ((units.fighter ?? 0) === 0 || fightersLand(state, seat, system)) return ok(undefined);
  return fail('invasion/not-ground-force', '49.2', 'Only ground forces can be committed (fighter is not one).');
}

/** A price effects set on committing ground forces to the planet (another player's Keleres mech: 1 influence). */
export const landingToll = (state: GameState, seat: Seat, system: string, planet: string) =>
  ask(LANDING_TOLL, { state, seat, system, planet });

/** Landing tolls (the Keleres mech's): each landing that owes one pays it, with planets and trade goods not spent twice (34.4). */
function checkTolls(state: GameState, seat: Seat, system: string, cmd: CommitCommand): Result<void> {
  const reserved = [...(cmd.custodians ? planetsOf(cmd.custodians) : [])];
  let tradeGoods = cmd.custodians?.tradeGoods ?? 0;
  for (const l of cmd.landings) {
    const toll = landingToll(state, seat, system, l.planet);
    if (!toll) {
      if (l.payment) return fail('invasion/nothing-to-pay', '49.2', `Nothing needs to be paid to land on ${l.planet}.`);
      continue;
    }
    if (!l.payment)
      return fail(
        'invasion/keleres-mech',
        '49.2',
        `A ${toll.name} is on ${l.planet}: spend ${toll.cost.influence} influence to commit ground forces there.`,
      );
    const paid = checkPayment(state, seat, l.payment, toll.cost, reserved);
    if (!paid.ok) return paid;
    reserved.push(...planetsOf(l.payment));
    tradeGoods += l.payment.tradeGoods;
  }
  if (tradeGoods > (state.players[seat]?.tradeGoods ?? 0))
    return fail('economy/not-enough-trade-goods', '93.4', 'You do not have that many trade goods.');
  return ok(undefined);
}

export function checkCommit(
  state: GameState,
  decision: CommitGroundForcesDecision,
  seat: Seat,
  cmd: CommitCommand,
): Result<void> {
  const sys = state.board.systems[decision.system];
  if (!sys) return fail('invasion/no-system', 'input', 'There is no active system.');
  const planets = cmd.landings.map((l) => l.planet);
  if (new Set(planets).size !== planets.length)
    return fail('input/duplicate-planet', 'input', 'Name each planet once.');
  const available = groundForcesInSpace(state, seat, decision.system);
  const used: Partial<Record<UnitType, number>> = {};
  for (const l of cmd.landings) {
    if (!sys.planets[l.planet])
      return fail('invasion/not-in-system', '49.2', `${l.planet} is not in the active system.`);
    const entries = Object.entries(l.units) as [UnitType, number][];
    if (entries.length === 0)
      return fail('invasion/empty-landing', '49.2', `Say which ground forces land on ${l.planet}.`);
    for (const [t, n] of entries) {
      if (!isGroundForce(t) && t !== 'fighter')
        return fail('invasion/not-ground-force', '49.2', `Only ground forces can be committed (${t} is not one).`);
      used[t] = (used[t] ?? 0) + n;
      if ((used[t] ?? 0) > (available[t] ?? 0))
        return fail(
          'invasion/not-in-space',
          '49.2',
          `You have ${available[t] ?? 0} ${t} in the active system's space area.`,
        );
    }
    const fighters = checkFighterLanding(state, seat, decision.system, l.units);
    if (!fighters.ok) return fighters;
  }
  const tolls = checkTolls(state, seat, decision.system, cmd);
  if (!tolls.ok) return tolls;
  const toMecatol = planets.includes(MECATOL_REX);
  if (cmd.custodians) {
    if (!state.custodiansOnMecatol)
      return fail('invasion/custodians-gone', '27.3', 'The custodians token has already been removed.');
    if (!toMecatol)
      return fail(
        'invasion/custodians-must-land',
        '27.2',
        'After removing the custodians token you must commit at least one ground force to Mecatol Rex.',
      );
    return checkPayment(state, seat, cmd.custodians, custodiansCost(state, seat));
  }
  if (toMecatol && state.custodiansOnMecatol) {
    return fail(
      'invasion/custodians',
      '27.1',
      'Ground forces cannot land on Mecatol Rex while the custodians token is there: spend 6 influence to remove it (27.2).',
    );
  }
  return ok(undefined);
}

/** 27.3: the custodians token goes to the player's play area and they gain 1 victory point; 27.4 agenda phase. */
function removeCustodians(ctx: CommandCtx, payment: CommitCommand['custodians'] & object): boolean {
  pay(ctx.state, ctx.seat, payment);
  ctx.state.custodiansOnMecatol = false;
  ctx.state.players[ctx.seat]!.otherPoints.push({ source: 'custodians', points: 1 });
  emit(ctx, { type: 'custodians-removed', seat: ctx.seat });
  emit(ctx, { type: 'victory-point-gained', seat: ctx.seat, source: 'custodians', points: 1 });
  return checkVictory(ctx);
}

export function commitGroundForces(
  ctx: CommandCtx,
  decision: CommitGroundForcesDecision,
  cmd: CommitCommand,
): Result<void> {
  const checked = checkCommit(ctx.state, decision, ctx.seat, cmd);
  if (!checked.ok) return checked;
  popDecision(ctx.state, decision);
  // 98.7: a point that wins the game ends it at once, before anything lands.
  if (cmd.custodians && removeCustodians(ctx, cmd.custodians)) return ok(undefined);
  const { system } = decision;
  for (const l of cmd.landings) {
    if (l.payment) pay(ctx.state, ctx.seat, l.payment);
    for (const [t, n] of Object.entries(l.units) as [UnitType, number][])
      moveUnits(ctx.state, spaceOf(system), planetArea(system, l.planet), ctx.seat, t, n);
    emit(ctx, {
      type: 'ground-forces-committed',
      seat: ctx.seat,
      system,
      planet: l.planet,
      units: l.units as Record<string, number>,
    });
  }
  invasionNotes(ctx.state).committed = cmd.landings.map((l) => l.planet);
  if (cmd.landings.length > 0) {
    pushStep(ctx.state, 'window/open', {
      window: 'after-ground-forces-committed',
      // What landed where: Parley returns exactly the committed units.
      subject: {
        seat: ctx.seat,
        system,
        planets: invasionNotes(ctx.state).committed,
        landings: cmd.landings.map((l) => ({ planet: l.planet, units: l.units })),
      },
    });
  }
  return ok(undefined);
}

/** The Matriarch's fighters (with any ground forces) on a planet another player defends: a ground combat follows. */
function fighterLanding(
  state: GameState,
  seat: Seat,
  system: string,
  planet: string,
  all: Partial<Record<UnitType, number>>,
): Option | null {
  const fighters = all.fighter ?? 0;
  if (fighters === 0 || othersWithGroundForces(state, system, planet, seat).length === 0) return null;
  if (landingToll(state, seat, system, planet) || (planet === MECATOL_REX && state.custodiansOnMecatol)) return null;
  const others = Object.entries(all)
    .filter(([t]) => t !== 'fighter')
    .map(([t, n]) => `${n} ${t}`);
  const what = [...others, `${fighters} fighter(s) (Matriarch)`].join(' and ');
  return {
    command: { type: 'commit-ground-forces', landings: [{ planet, units: all }] },
    label: `Land ${what} on ${planet}`,
    group: 'Invasion',
  };
}

/**
 * Sensible commitments: none; every ground force on one planet (at Mecatol Rex, paying for the custodians token);
 * and with the Matriarch, its fighters too where another player's ground forces wait.
 */
export function commitOptions(state: GameState, decision: CommitGroundForcesDecision, seat: Seat): Option[] {
  const out: Option[] = [
    { command: { type: 'commit-ground-forces', landings: [] }, label: 'Commit no ground forces', group: 'Invasion' },
  ];
  const all = groundForcesInSpace(state, seat, decision.system);
  const { fighter: _fighters, ...units } = all;
  const what = Object.entries(units)
    .map(([t, n]) => `${n} ${t}`)
    .join(', ');
  for (const planet of Object.keys(state.board.systems[decision.system]?.planets ?? {})) {
    const withFighters = fighterLanding(state, seat, decision.system, planet, all);
    if (Object.keys(units).length === 0) {
      if (withFighters) out.push(withFighters);
      continue;
    }
    const toll = landingToll(state, seat, decision.system, planet);
    const payment = toll ? findPayment(state, seat, toll.cost) : null;
    if (toll && !payment) continue;
    if (payment) {
      out.push({
        command: { type: 'commit-ground-forces', landings: [{ planet, units, payment }] },
        label: `Land ${what} on ${planet} (${toll?.name}: ${toll?.cost.influence} influence, ${describePayment(payment)})`,
        group: 'Invasion',
      });
      continue;
    }
    const landings = [{ planet, units }];
    if (planet === MECATOL_REX && state.custodiansOnMecatol) {
      const payment = findPayment(state, seat, custodiansCost(state, seat));
      if (!payment) continue;
      out.push({
        command: { type: 'commit-ground-forces', landings, custodians: payment },
        label: `Remove the custodians token (${describePayment(payment)}, +1 victory point) and land ${what} on ${planet}`,
        group: 'Invasion',
      });
      continue;
    }
    out.push({
      command: { type: 'commit-ground-forces', landings },
      label: `Land ${what} on ${planet}`,
      group: 'Invasion',
    });
    if (withFighters) out.push(withFighters);
  }
  return out;
}
