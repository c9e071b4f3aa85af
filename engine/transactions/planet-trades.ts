// LRR 94.3 what can be traded, with 25 control and 96 faction units: the Hacan mech (Pride of Kenara) lets the
// Hacan trade the card of a planet their mech is on; when they do, all of their units on it move to another planet
// they control (named in the offer), and the other player gains control of the planet (25.1: its card exhausted).
// Demilitarized Zone (an attachment): in the agenda phase its planet card may be traded too, with nothing on it to move.

import { planetLabel } from '../tactical/labels';
import { ask, MECH_ABILITIES_SUPPRESSED, PDS_PER_PLANET } from '../effects';
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { UNIT_TYPES, type UnitType } from '../data/types';
import { unitStats } from '../combat/unit-stats';
import { emit, type FlowCtx } from '../kernel/context';
import { gainControl } from '../invasion/control';
import { countAt, moveUnits, planetArea, systemOfPlanet } from '../units/stacks';
import type { PlanetTrade } from '../core/transactions-state';
import { checkNotDemilitarized, DMZ } from '../exploration/dmz-rule';

/** The planet card traded and the planet the giver's units on it move to. */
const prideOfKenara = (state: GameState, seat: Seat): boolean =>
  unitStats(state, seat, 'mech').unit === 'hacan_mech' && !ask(MECH_ABILITIES_SUPPRESSED, { state });

function controlled(state: GameState, seat: Seat, planet: string): string | null {
  const system = systemOfPlanet(state, planet);
  return system !== undefined && state.board.systems[system]?.planets[planet]?.owner === seat ? system : null;
}

/**
 * Planets whose card the seat may trade now: controlled, with one of their mechs on it, Pride of Kenara in force; and
 * in the agenda phase, a controlled planet with the Demilitarized Zone attached (the card's own text).
 */
export function tradablePlanets(state: GameState, seat: Seat): string[] {
  const kenara = prideOfKenara(state, seat);
  const agenda = state.phase === 'agenda';
  if (!kenara && !agenda) return [];
  return Object.entries(state.board.systems).flatMap(([key, sys]) =>
    Object.entries(sys.planets)
      .filter(
        ([id, p]) =>
          p.owner === seat &&
          ((kenara && countAt(state, planetArea(key, id), seat, 'mech') > 0) ||
            (agenda && p.attachments.includes(DMZ))),
      )
      .map(([id]) => id),
  );
}

/** The giver's units on a planet, by type. */
function unitsOn(state: GameState, system: string, planet: string, seat: Seat): [UnitType, number][] {
  return UNIT_TYPES.map((t): [UnitType, number] => [t, countAt(state, planetArea(system, planet), seat, t)]).filter(
    ([, n]) => n > 0,
  );
}

/** 94.3 with Pride of Kenara: the planets one side hands over, and where its units on them go. */
export function checkPlanetTrades(state: GameState, giver: Seat, trades: readonly PlanetTrade[]): Result<void> {
  if (trades.length === 0) return ok(undefined);
  const name = state.players[giver]?.name ?? `seat ${giver}`;
  const traded = trades.map((t) => t.planet);
  const tradable = tradablePlanets(state, giver);
  // Units moving in, per destination: structures must stay within 63.3 / 79.3 there.
  const arriving = new Map<string, Partial<Record<UnitType, number>>>();
  for (const t of trades) {
    if (!tradable.includes(t.planet)) {
      return fail(
        'transactions/planet-not-tradable',
        '94.3',
        `Planet cards cannot be traded, except one ${name} controls with their Pride of Kenara mech on it, or a Demilitarized Zone in the agenda phase.`,
      );
    }
    const to = controlled(state, giver, t.moveTo);
    const units = unitsOn(state, controlled(state, giver, t.planet)!, t.planet, giver);
    // A planet with none of the giver's units on it (a Demilitarized Zone) sends nobody anywhere.
    if (units.length > 0 && (to === null || traded.includes(t.moveTo))) {
      return fail(
        'transactions/bad-destination',
        '94.3',
        `The units on ${t.planet} must move to another planet ${name} controls and keeps.`,
      );
    }
    if (units.length === 0) continue;
    const dmz = checkNotDemilitarized(state, to!, t.moveTo);
    if (!dmz.ok) return dmz;
    const into = arriving.get(t.moveTo) ?? {};
    for (const [type, n] of units) into[type] = (into[type] ?? 0) + n;
    arriving.set(t.moveTo, into);
  }
  for (const [planet, units] of arriving) {
    const area = planetArea(controlled(state, giver, planet)!, planet);
    if (countAt(state, area, giver, 'space-dock') + (units['space-dock'] ?? 0) > 1) {
      return fail('units/structure-limit', '79.3', `${planet} cannot hold a second space dock (85.4).`);
    }
    if (countAt(state, area, giver, 'pds') + (units.pds ?? 0) > ask(PDS_PER_PLANET, { state })) {
      return fail('units/structure-limit', '63.3', `${planet} cannot hold more than two PDS (85.5).`);
    }
  }
  return ok(undefined);
}

/** Moves the giver's units off each traded planet, then the receiver gains control of it (25, 49.5b). */
export function resolvePlanetTrades(ctx: FlowCtx, giver: Seat, receiver: Seat, trades: readonly PlanetTrade[]): void {
  for (const t of trades) {
    const from = controlled(ctx.state, giver, t.planet);
    const to = controlled(ctx.state, giver, t.moveTo);
    if (from === null) continue;
    const moved = unitsOn(ctx.state, from, t.planet, giver);
    if (moved.length > 0) {
      if (to === null) continue;
      for (const [type, n] of moved)
        moveUnits(ctx.state, planetArea(from, t.planet), planetArea(to, t.moveTo), giver, type, n);
      emit(ctx, { type: 'ability-used', seat: giver, ability: 'hacan_mech', window: null });
    }
    const list = moved.map(([type, n]) => `${n} ${type}`).join(', ');
    emit(ctx, {
      type: 'note',
      text: `${ctx.state.players[giver]?.name ?? `seat ${giver}`} traded the card of ${planetLabel(t.planet)}${list ? ` and moved ${list} to ${planetLabel(t.moveTo)}` : ''}.`,
    });
    gainControl(ctx, receiver, from, t.planet);
  }
}
