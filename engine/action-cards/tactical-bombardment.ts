// Tactical Bombardment (LRR 2 action cards, 22 component actions, 15 bombardment, 34 exhausted).
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { UNIT_TYPES } from '../data/types';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { statsOf } from '../units/stats';
import { countAt, planetArea, spaceOf } from '../units/stacks';
import { exhaustPlanet } from './card-kit';

/** Whether the seat has a unit with Bombardment anywhere in the system (space or planets). */
function hasBombardment(state: GameState, seat: Seat, system: unknown): system is string {
  const sys = typeof system === 'string' ? state.board.systems[system] : undefined;
  if (!sys) return false;
  const areas = [spaceOf(system as string), ...Object.keys(sys.planets).map((p) => planetArea(system as string, p))];
  return UNIT_TYPES.some(
    (t) => statsOf(state, seat, t)?.bombardment && areas.some((a) => countAt(state, a, seat, t) > 0),
  );
}

/** Action: in a system with your Bombardment unit, exhaust each planet other players control there. */
export const TACTICAL_BOMBARDMENT: AbilityDef = {
  id: 'tactical-bombardment',
  name: 'Tactical Bombardment',
  source: { kind: 'action-card', card: 'tactical-bombardment' },
  window: 'action',
  costs: [],
  eligible: () => true,
  targetOptions: (state, seat) =>
    Object.keys(state.board.systems)
      .filter((k) => hasBombardment(state, seat, k))
      .map((k) => ({ label: `exhaust others' planets in ${state.board.systems[k]!.tile}`, targets: { system: k } })),
  check: (state, seat, targets) =>
    hasBombardment(state, seat, targets.system)
      ? ok(undefined)
      : fail('ability/bad-target', '2.6a', 'Choose a system that holds one of your units with Bombardment.'),
  resolve: (ctx, seat, targets) => {
    if (!hasBombardment(ctx.state, seat, targets.system)) return;
    const system = targets.system;
    for (const [id, planet] of Object.entries(ctx.state.board.systems[system]!.planets))
      if (planet.owner !== null && planet.owner !== seat) exhaustPlanet(ctx, { id, system, planet });
  },
};

export const TACTICAL_BOMBARDMENT_CARD = defineContent({ abilities: [TACTICAL_BOMBARDMENT] });
