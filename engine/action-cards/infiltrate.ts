// Infiltrate (LRR 2 action cards, 25 control, 49.5a structures on a planet taken): when you gain control of a planet,
// each PDS and space dock of another player there is replaced by a matching unit of yours from reinforcements.
import { planetLabel } from '../tactical/labels';
import { z } from 'zod';
import { unitTypeSchema } from '../core/schemas';
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { UnitType } from '../data/types';
import type { AbilityDef, Subject } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { placeUnits } from '../units/destroy';
import { checkReinforcements } from '../units/reinforcements';
import { planetArea } from '../units/stacks';

const gainedSchema = z.object({
  seat: z.number().int().min(0),
  system: z.string(),
  planet: z.string(),
  /** The other players' structures gaining control removed (engine/invasion/control.ts), by type. */
  structures: z.partialRecord(unitTypeSchema, z.number().int().min(0)),
});
type Gained = z.infer<typeof gainedSchema>;

const gainedOf = (subject: Subject): Gained | null => {
  const s = gainedSchema.safeParse(subject);
  return s.success ? s.data : null;
};

/** How many of each removed structure the seat can replace: as many as its reinforcements hold (23.4). */
function replacements(state: GameState, seat: Seat, g: Gained): [UnitType, number][] {
  const area = planetArea(g.system, g.planet);
  return (Object.entries(g.structures) as [UnitType, number][])
    .map(([type, n]): [UnitType, number] => {
      let k = n;
      while (k > 0 && !checkReinforcements(state, seat, [{ area, type, count: k }]).ok) k--;
      return [type, k];
    })
    .filter(([, k]) => k > 0);
}

/** The moment the card speaks of: the seat itself gained the planet and another player's structures were there. */
const fits = (seat: Seat, g: Gained | null): g is Gained =>
  g !== null && g.seat === seat && Object.values(g.structures).some((n) => n > 0);

export const INFILTRATE: AbilityDef = {
  id: 'infiltrate',
  name: 'Infiltrate',
  source: { kind: 'action-card', card: 'infiltrate' },
  window: 'when-planet-control-gained',
  costs: [],
  eligible: (_state, seat, subject) => fits(seat, gainedOf(subject)),
  targetOptions: (state, seat, subject) => {
    const g = gainedOf(subject);
    if (!fits(seat, g)) return [];
    const what = replacements(state, seat, g).map(([t, n]) => `${n} ${t.replace('-', ' ')}`);
    return what.length > 0
      ? [{ label: `place ${what.join(' and ')} of yours on ${planetLabel(g.planet)}`, targets: {} }]
      : [];
  },
  check: (state, seat, _targets, subject) => {
    const g = gainedOf(subject);
    if (!fits(seat, g))
      return fail(
        'ability/not-eligible',
        '2.6',
        "Infiltrate answers your gaining a planet that held others' structures.",
      );
    return replacements(state, seat, g).length > 0
      ? ok(undefined)
      : fail('units/reinforcements', '2.6a', 'You have no matching structure left in your reinforcements.');
  },
  resolve: (ctx, seat, _targets, subject) => {
    const g = gainedOf(subject);
    // 1.9: the planet may have changed hands again meanwhile; then nothing is placed.
    if (!fits(seat, g) || ctx.state.board.systems[g.system]?.planets[g.planet]?.owner !== seat) return;
    for (const [type, n] of replacements(ctx.state, seat, g))
      placeUnits(ctx, planetArea(g.system, g.planet), seat, type, n, 'infiltrate');
  },
};

export const INFILTRATE_CARD = defineContent({ abilities: [INFILTRATE] });
