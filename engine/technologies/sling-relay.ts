// Sling Relay (LRR 90 technology, 22 component actions, 67.4 producing through an ability): as its owner's action,
// exhaust it to produce a single ship in a system holding one of their space docks. No system is activated; the
// ship is paid for as usual, comes from reinforcements (67.5), and cannot appear beside other players' ships (67.6).
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { SHIP_TYPES } from '../data/types';
import { systemLabel } from '../tactical/labels';
import { findPayment, resourcesCost } from '../economy/spending';
import { memoOn } from '../kernel/query-memo';
import { pushStep } from '../kernel/steps';
import { checkOrder, costToPay, orderLines, type ProductionOffer } from '../production/order';
import { shipsForbidden } from '../production/producers';
import { areasOf, countAt } from '../units/stacks';
import type { AbilityDef } from '../kernel/abilities';

export const SLING_RELAY_TECH = 'sr';
export const SLING_RELAY_SOURCE = 'sling-relay';

/** The production Sling Relay opens: one ship, in the space area, without any unit's Production ability. */
export const slingRelayOffer = (seat: Seat, system: string): ProductionOffer => ({
  seat,
  system,
  source: SLING_RELAY_SOURCE,
  planet: null,
  maxCost: null,
  bonusUnits: 0,
  costReduction: 0,
  shipLimit: 1,
});

const hasSpaceDock = (state: GameState, seat: Seat, system: string): boolean => {
  const sys = state.board.systems[system];
  return !!sys && areasOf(sys, system).some((a) => countAt(state, a, seat, 'space-dock') > 0);
};

/** 22.3: the action must resolve completely — some ship can be produced and paid for in that system. */
function oneShipPossible(state: GameState, seat: Seat, system: string): boolean {
  const offer = slingRelayOffer(seat, system);
  return SHIP_TYPES.some((unit) => {
    const units = [{ unit, count: 1 }];
    const payment = findPayment(state, seat, resourcesCost(costToPay(state, offer, orderLines(offer, units), false)));
    return payment !== null && checkOrder(state, offer, { type: 'produce', units, payment }).ok;
  });
}

// Listing the ability checks each system twice (its targets, then each target's check): the answer is remembered
// while options() looks at one stored state; callers only read it.
const checkSystem = (state: GameState, seat: Seat, system: string): Result<void> =>
  memoOn(state, `sling relay ${seat} ${system}`, (s) => freshCheckSystem(s, seat, system));

function freshCheckSystem(state: GameState, seat: Seat, system: string): Result<void> {
  if (!hasSpaceDock(state, seat, system))
    return fail(
      'ability/no-space-dock',
      '90',
      'Sling Relay can only produce a ship in a system with one of your space docks.',
    );
  const forbidden = shipsForbidden(state, seat, system);
  if (forbidden) return fail('production/ships-forbidden', forbidden.rule, forbidden.message);
  if (!oneShipPossible(state, seat, system)) {
    return fail(
      'ability/cannot-resolve',
      '22.3',
      'You could not produce and pay for any ship there (reinforcements, cost), so the action cannot be resolved.',
    );
  }
  return ok(undefined);
}

const dockSystems = (state: GameState, seat: Seat): string[] =>
  Object.keys(state.board.systems).filter((k) => hasSpaceDock(state, seat, k));

const systemName = systemLabel;

export const SLING_RELAY: AbilityDef = {
  id: 'sling-relay',
  name: 'Sling Relay',
  source: { kind: 'technology', technology: SLING_RELAY_TECH },
  window: 'action',
  costs: [{ kind: 'exhaust-source' }],
  eligible: (state, seat) => state.phase === 'action' && state.activeSeat === seat,
  targetOptions: (state, seat) =>
    dockSystems(state, seat)
      .filter((k) => checkSystem(state, seat, k).ok)
      .map((system) => ({ label: `produce 1 ship in ${systemName(state, system)}`, targets: { system } })),
  check: (state, seat, targets) =>
    typeof targets.system === 'string'
      ? checkSystem(state, seat, targets.system)
      : fail('ability/bad-target', 'input', 'Name the system to produce the ship in.'),
  // The production decision that follows takes the order and the payment (engine/production).
  resolve: (ctx, seat, targets) => {
    if (typeof targets.system !== 'string') return;
    pushStep(ctx.state, 'production/offer', { seat, system: targets.system, source: SLING_RELAY_SOURCE, shipLimit: 1 });
  },
};
