// Decoy Operation (LRR 2 action cards, 5 active system, 31.2 removing is not destroying, 43 ground forces): after
// another player activates a system holding your structures, up to 2 of your ground forces anywhere on the board are
// removed and placed on a planet you control in that system.
import { planetLabel, systemLabel, unitLabel } from '../tactical/labels';
import { z } from 'zod';
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { GROUND_FORCE_TYPES } from '../data/types';
import type { AbilityDef, Subject, Targets } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { placeUnits, removeUnits } from '../units/destroy';
import { areasOf, countAt, countWhere, isStructure, planetArea, type Area } from '../units/stacks';
import { activatedByAnother, activeSystemOf } from './activation-kit';

const MOST = 2;

const unitSchema = z.object({
  system: z.string(),
  planet: z.string().nullable(),
  type: z.enum(GROUND_FORCE_TYPES),
});
const targetsSchema = z.object({ planet: z.string(), units: z.array(unitSchema).min(1).max(MOST) });
type Picked = z.infer<typeof unitSchema>;

const areaOf = (u: Picked): Area => (u.planet === null ? { system: u.system } : planetArea(u.system, u.planet));

/** The active system, when another player activated it and it holds one of the seat's structures. */
function structuresThere(state: GameState, seat: Seat, subject: Subject): string | null {
  const system = activeSystemOf(state, subject);
  if (system === null || !activatedByAnother(subject, seat)) return null;
  const sys = state.board.systems[system]!;
  return areasOf(sys, system).some((a) => countWhere(state, a, seat, isStructure) > 0) ? system : null;
}

/** Planets the seat controls in the system. */
const ownPlanets = (state: GameState, seat: Seat, system: string): string[] =>
  Object.entries(state.board.systems[system]?.planets ?? {})
    .filter(([, p]) => p.owner === seat)
    .map(([id]) => id);

/** Every ground force of the seat on the board but those already on `planet`, one entry per unit. */
function groundForces(state: GameState, seat: Seat, except: Area): Picked[] {
  const out: Picked[] = [];
  for (const [key, sys] of Object.entries(state.board.systems))
    for (const area of areasOf(sys, key)) {
      if (area.system === except.system && area.planet === except.planet) continue;
      for (const type of GROUND_FORCE_TYPES)
        for (let i = countAt(state, area, seat, type); i > 0; i--)
          out.push({ system: key, planet: area.planet ?? null, type });
    }
  return out;
}

function check(state: GameState, seat: Seat, raw: Targets, subject: Subject): Result<z.infer<typeof targetsSchema>> {
  const system = structuresThere(state, seat, subject);
  if (system === null)
    return fail('ability/bad-target', '2.6a', 'Another player must have activated a system holding your structures.');
  const targets = targetsSchema.safeParse(raw);
  if (!targets.success)
    return fail('ability/bad-target', '2.6a', `Choose a planet and 1 or ${MOST} of your ground forces.`);
  if (!ownPlanets(state, seat, system).includes(targets.data.planet))
    return fail(
      'ability/bad-target',
      '2.6a',
      'The ground forces go to a planet of yours in the system that was activated.',
    );
  // Each picked unit must be there, counting units picked twice from one place.
  const there = groundForces(state, seat, planetArea(system, targets.data.planet));
  for (const u of targets.data.units) {
    const i = there.findIndex((x) => x.system === u.system && x.planet === u.planet && x.type === u.type);
    if (i < 0) return fail('ability/bad-target', '2.6a', `You have no ${u.type} to move from ${u.planet ?? u.system}.`);
    there.splice(i, 1);
  }
  return ok(targets.data);
}

export const DECOY_OPERATION: AbilityDef = {
  id: 'decoy-operation',
  name: 'Decoy Operation',
  source: { kind: 'action-card', card: 'decoy-operation' },
  window: 'after-system-activated',
  costs: [],
  eligible: (state, seat, subject) => structuresThere(state, seat, subject) !== null,
  // For each planet: the first ground force, and the first two, found on the board (the form may pick others).
  targetOptions: (state, seat, subject) => {
    const system = structuresThere(state, seat, subject);
    if (system === null) return [];
    return ownPlanets(state, seat, system).flatMap((planet) => {
      const found = groundForces(state, seat, planetArea(system, planet));
      return [found.slice(0, 1), found.slice(0, MOST)]
        .filter((units, i) => units.length === i + 1)
        .map((units) => ({
          label: `${units.map((u) => `${unitLabel(u.type)} from ${u.planet ? planetLabel(u.planet) : systemLabel(state, u.system)}`).join(' and ')} to ${planetLabel(planet)}`,
          targets: { planet, units },
        }));
    });
  },
  check: (state, seat, targets, subject) => {
    const checked = check(state, seat, targets, subject);
    return checked.ok ? ok(undefined) : checked;
  },
  resolve: (ctx, seat, targets, subject) => {
    const checked = check(ctx.state, seat, targets, subject);
    const system = activeSystemOf(ctx.state, subject);
    if (!checked.ok || system === null) return;
    const to = planetArea(system, checked.value.planet);
    for (const u of checked.value.units) {
      removeUnits(ctx, areaOf(u), seat, u.type, 1, 'ability');
      placeUnits(ctx, to, seat, u.type, 1, 'decoy-operation');
    }
  },
};

export const DECOY_OPERATION_CARD = defineContent({ abilities: [DECOY_OPERATION] });
