// Psychoarchaeology (LRR 90 technology, 34 exhausted, 35 exploration's research facilities): its second part — during
// the action phase, its owner exhausts planets they control that have a technology specialty for 1 trade good each.
// Its first part (specialties used without exhausting) lives in engine/economy/research.ts.
// The ability is not an action (22.1): it is offered beside the owner's action, without using it
// (engine/abilities/component-actions.ts, the 'during-action-phase' window).
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { planetName } from '../agenda/outcomes';
import { controlledPlanets, planetFacts } from '../economy/planets';
import { gainTradeGoods } from '../exploration/types';
import type { AbilityDef } from '../kernel/abilities';

export const PSYCHOARCHAEOLOGY_TECH = 'pa';

/** Readied planets the seat controls whose values (attachments counted, 12) show a technology specialty. */
export const specialtyPlanetsToExhaust = (state: GameState, seat: Seat): string[] =>
  controlledPlanets(state, seat)
    .filter((p) => !p.planet.exhausted && planetFacts(state, p.id).specialties.length > 0)
    .map((p) => p.id);

function checkPlanet(state: GameState, seat: Seat, planet: unknown): Result<string> {
  if (typeof planet !== 'string') return fail('ability/bad-target', 'input', 'Name the planet to exhaust.');
  const held = controlledPlanets(state, seat).find((p) => p.id === planet);
  if (!held) return fail('economy/planet-unavailable', '34.1', `You do not control ${planetName(planet)}.`);
  if (held.planet.exhausted)
    return fail('economy/planet-unavailable', '34.1', `${planetName(planet)} is already exhausted.`);
  if (planetFacts(state, planet).specialties.length === 0)
    return fail('ability/bad-target', '90', `${planetName(planet)} has no technology specialty.`);
  return ok(planet);
}

export const PSYCHOARCHAEOLOGY: AbilityDef = {
  id: 'psychoarchaeology',
  name: 'Psychoarchaeology',
  source: { kind: 'technology', technology: PSYCHOARCHAEOLOGY_TECH },
  window: 'during-action-phase',
  costs: [],
  // No limit (1.18): each planet exhausted is one use, as often as the owner has such planets readied.
  eligible: (state) => state.phase === 'action',
  targetOptions: (state, seat) =>
    specialtyPlanetsToExhaust(state, seat).map((planet) => ({
      label: `exhaust ${planetName(planet)} for 1 trade good`,
      targets: { planet },
    })),
  check: (state, seat, targets) => {
    const r = checkPlanet(state, seat, targets.planet);
    return r.ok ? ok(undefined) : r;
  },
  resolve: (ctx, seat, targets) => {
    // 1.9: a planet lost or exhausted meanwhile gives nothing.
    const r = checkPlanet(ctx.state, seat, targets.planet);
    if (!r.ok) return;
    const held = controlledPlanets(ctx.state, seat).find((p) => p.id === r.value);
    if (!held) return;
    held.planet.exhausted = true;
    gainTradeGoods(ctx, seat, 1);
  },
};
