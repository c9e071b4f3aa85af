// LRR 96 faction units in the tactical action (with 5 activation, 58.4b moving through ships, 16/95 capacity and
// transport): the Yssaril flagship moves through other players' ships, the Argent mech needs no capacity, and the
// Keleres flagship makes other players pay 2 influence to activate its system.
import { ask, MECH_ABILITIES_SUPPRESSED } from '../effects';
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { UnitType } from '../data/types';

import { unitStats } from '../combat/unit-stats';
import { checkPayment, describePayment, findPayment, type Cost, type Payment } from '../economy/spending';
import { capacityOf, isShipType } from './unit-attributes';

/** A group of ships may move through systems with other players' ships when every ship in it is the Yssaril flagship. */
export function groupPassesShips(state: GameState, seat: Seat, ships: readonly { readonly type: UnitType }[]): boolean {
  return (
    ships.length > 0 &&
    ships.every((s) => s.type === 'flagship') &&
    unitStats(state, seat, 'flagship').unit === 'yssaril_flagship'
  );
}

const argentMech = (state: GameState, seat: Seat): boolean =>
  unitStats(state, seat, 'mech').unit === 'argent_mech' && !ask(MECH_ABILITIES_SUPPRESSED, { state });

/** 95, 16.1: the capacity a group's pickups use — the Argent mech uses none while it is transported. */
export function transportedLoad(
  state: GameState,
  seat: Seat,
  pickups: readonly { readonly type: UnitType; readonly n: number }[],
): number {
  const free = argentMech(state, seat);
  return pickups.reduce((a, p) => a + (free && p.type === 'mech' ? 0 : p.n), 0);
}

/** 16.3: Argent mechs in a space area with the Argent's ships that have a capacity value count against nothing. */
export function argentMechsFree(state: GameState, seat: Seat, system: string): boolean {
  if (!argentMech(state, seat)) return false;
  const counts = state.board.systems[system]?.space[String(seat)]?.counts ?? {};
  return Object.entries(counts).some(([t, n]) => (n ?? 0) > 0 && isShipType(t) && capacityOf(state, seat, t) > 0);
}

/** The Keleres flagship's toll: 2 influence for another player to activate its system. */
export const KELERES_TOLL: Cost = { resources: 0, influence: 2, tradeGoods: 0 };

/** Whether another player's Keleres flagship is in the system (so `seat` must pay the toll to activate it). */
export function keleresTollDue(state: GameState, seat: Seat, system: string): boolean {
  const space = state.board.systems[system]?.space ?? {};
  return Object.entries(space).some(
    ([k, stack]) =>
      Number(k) !== seat &&
      (stack.counts.flagship ?? 0) > 0 &&
      unitStats(state, Number(k), 'flagship').unit === 'keleres_flagship',
  );
}

/**
 * 5 with the Keleres flagship: the payment the activation makes — none when no toll is due; the given one when it pays
 * 2 influence; otherwise the least wasteful one. Refused when the player cannot pay.
 */
export function activationToll(
  state: GameState,
  seat: Seat,
  system: string,
  given: Payment | undefined,
): Result<Payment | null> {
  if (!keleresTollDue(state, seat, system)) return ok(null);
  if (given) {
    const checked = checkPayment(state, seat, given, KELERES_TOLL);
    return checked.ok ? ok(given) : checked;
  }
  const found = findPayment(state, seat, KELERES_TOLL);
  if (!found)
    return fail(
      'tactical/keleres-toll',
      '5',
      "Another player's Keleres flagship (Artemiris) is there: activating that system costs 2 influence, which you cannot pay.",
    );
  return ok(found);
}

export const tollLabel = (p: Payment): string => `pay 2 influence to the Artemiris, ${describePayment(p)}`;
