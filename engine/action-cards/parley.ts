// Parley (LRR 2 action cards, 49.2 commit ground forces): after another player commits units to land on a planet
// you control, those units go back to the space area of the active system — so no ground combat is fought there and
// the planet is not taken (49.4, 49.5 need the invader's ground forces on it).
import { planetLabel, unitLabel } from '../tactical/labels';
import { z } from 'zod';
import { unitTypeSchema } from '../core/schemas';
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { UnitType } from '../data/types';
import { invasionNotes } from '../invasion/notes';
import type { AbilityDef, Subject } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { countAt, moveUnits, planetArea, spaceOf } from '../units/stacks';

const landingSchema = z.object({
  planet: z.string(),
  units: z.partialRecord(unitTypeSchema, z.number().int().min(0)),
});
export const committedSchema = z.object({
  seat: z.number().int().min(0),
  system: z.string(),
  landings: z.array(landingSchema),
});
export type Committed = z.infer<typeof committedSchema>;

/** The commitment the window follows; null when the subject is not such a moment. */
export function committedOf(subject: Subject): Committed | null {
  const s = committedSchema.safeParse(subject);
  return s.success ? s.data : null;
}

const controls = (state: GameState, seat: Seat, system: string, planet: string): boolean =>
  state.board.systems[system]?.planets[planet]?.owner === seat;

/** Committed units still on the planet, by type (an earlier Parley or a Ghost Squad may have changed it). */
function stillThere(state: GameState, c: Committed, planet: string): [UnitType, number][] {
  const landing = c.landings.find((l) => l.planet === planet);
  if (!landing) return [];
  return (Object.entries(landing.units) as [UnitType, number][])
    .map(([t, n]): [UnitType, number] => [t, Math.min(n, countAt(state, planetArea(c.system, planet), c.seat, t))])
    .filter(([, n]) => n > 0);
}

/** Planets of the seat that another player just committed units to, with those units still on them. */
function targetsFor(state: GameState, seat: Seat, c: Committed): string[] {
  if (c.seat === seat) return [];
  return c.landings
    .map((l) => l.planet)
    .filter((p) => controls(state, seat, c.system, p) && stillThere(state, c, p).length > 0);
}

export const PARLEY: AbilityDef = {
  id: 'parley',
  name: 'Parley',
  source: { kind: 'action-card', card: 'parley' },
  window: 'after-ground-forces-committed',
  costs: [],
  // Public: the seat controls a planet another player committed units to.
  eligible: (state, seat, subject) => {
    const c = committedOf(subject);
    return c !== null && c.seat !== seat && c.landings.some((l) => controls(state, seat, c.system, l.planet));
  },
  targetOptions: (state, seat, subject) => {
    const c = committedOf(subject);
    return c
      ? targetsFor(state, seat, c).map((planet) => ({
          label: `return the units committed to ${planetLabel(planet)} to the space area`,
          targets: { planet },
        }))
      : [];
  },
  check: (state, seat, targets, subject) => {
    const c = committedOf(subject);
    return c && typeof targets.planet === 'string' && targetsFor(state, seat, c).includes(targets.planet)
      ? ok(undefined)
      : fail('ability/bad-target', '2.6a', 'Choose a planet you control that another player just committed units to.');
  },
  resolve: (ctx, seat, targets, subject) => {
    const c = committedOf(subject);
    const planet = targets.planet;
    if (!c || typeof planet !== 'string' || !targetsFor(ctx.state, seat, c).includes(planet)) return;
    const back = stillThere(ctx.state, c, planet);
    for (const [t, n] of back) moveUnits(ctx.state, planetArea(c.system, planet), spaceOf(c.system), c.seat, t, n);
    // Nothing was committed to that planet any more (49.2c: no space cannon defense, ground combat or control).
    const notes = invasionNotes(ctx.state);
    notes.committed = notes.committed.filter((p) => p !== planet);
    emit(ctx, {
      type: 'note',
      text: `Parley: ${back.map(([t, n]) => `${n} ${unitLabel(t)}`).join(', ')} return from ${planetLabel(planet)} to the space area.`,
    });
  },
};

export const PARLEY_CARD = defineContent({ abilities: [PARLEY] });
