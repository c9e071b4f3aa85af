// Refit Troops (LRR 2 action cards, 22 component actions, 55 mechs, 72 reinforcements): infantry become mechs.
import { areaLabel } from '../tactical/labels';
import { z } from 'zod';
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { placeUnits, removeUnits } from '../units/destroy';
import { checkReinforcements } from '../units/reinforcements';
import { areasOf, countAt, describeArea, type Area } from '../units/stacks';

const areaSchema = z.object({ system: z.string(), planet: z.string().optional() });
const targetsSchema = z.object({ infantry: z.array(areaSchema).min(1).max(2) });

/** Every place (space or planet) where the seat has infantry, with how many. */
function infantryPlaces(state: GameState, seat: Seat): { area: Area; count: number }[] {
  return Object.entries(state.board.systems).flatMap(([key, sys]) =>
    areasOf(sys, key)
      .map((area) => ({ area, count: countAt(state, area, seat, 'infantry') }))
      .filter((x) => x.count > 0),
  );
}

function checkRefit(state: GameState, seat: Seat, targets: unknown): Result<Area[]> {
  const parsed = targetsSchema.safeParse(targets);
  if (!parsed.success) return fail('input/bad-targets', 'input', 'Name 1 or 2 of your infantry to replace.');
  const areas = parsed.data.infantry.map((a) => (a.planet === undefined ? { system: a.system } : a));
  for (const area of areas) {
    const named = areas.filter((b) => b.system === area.system && b.planet === area.planet).length;
    if (countAt(state, area, seat, 'infantry') < named)
      return fail('ability/bad-target', '2.6a', `You do not have ${named} infantry in ${describeArea(area)}.`);
  }
  const mechs = checkReinforcements(
    state,
    seat,
    areas.map((area) => ({ area, type: 'mech' as const, count: 1 })),
  );
  return mechs.ok ? ok(areas) : mechs;
}

/** Action: replace 1 or 2 of your infantry anywhere on the board with mechs from your reinforcements. */
export const REFIT_TROOPS: AbilityDef = {
  id: 'refit-troops',
  name: 'Refit Troops',
  source: { kind: 'action-card', card: 'refit-troops' },
  window: 'action',
  costs: [],
  eligible: () => true,
  targetOptions: (state, seat) => {
    const places = infantryPlaces(state, seat);
    const out: { label: string; targets: { infantry: Area[] } }[] = [];
    for (const [i, a] of places.entries()) {
      out.push({ label: `1 infantry on ${areaLabel(state, a.area)}`, targets: { infantry: [a.area] } });
      if (a.count > 1)
        out.push({ label: `2 infantry on ${areaLabel(state, a.area)}`, targets: { infantry: [a.area, a.area] } });
      for (const b of places.slice(i + 1))
        out.push({
          label: `infantry on ${areaLabel(state, a.area)} and ${areaLabel(state, b.area)}`,
          targets: { infantry: [a.area, b.area] },
        });
    }
    return out;
  },
  check: (state, seat, targets) => {
    const r = checkRefit(state, seat, targets);
    return r.ok ? ok(undefined) : r;
  },
  resolve: (ctx, seat, targets) => {
    const r = checkRefit(ctx.state, seat, targets);
    if (!r.ok) return;
    for (const area of r.value) {
      removeUnits(ctx, area, seat, 'infantry', 1, 'ability');
      placeUnits(ctx, area, seat, 'mech', 1, 'refit-troops');
    }
  },
};

export const REFIT_TROOPS_CARD = defineContent({ abilities: [REFIT_TROOPS] });
