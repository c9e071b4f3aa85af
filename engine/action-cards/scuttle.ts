// Scuttle (LRR 2 action cards, 22 component actions, 93 trade goods, 26 cost): return 1 or 2 of your non-fighter
// ships from the board to reinforcements and gain trade goods equal to their combined cost. The ships are removed,
// not destroyed (31.2); what they carried beyond the capacity left is removed after (16.3).
import { systemLabel } from '../tactical/labels';
import { z } from 'zod';
import { unitTypeSchema } from '../core/schemas';
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { SHIP_TYPES, type UnitType } from '../data/types';
import type { AbilityDef, Targets } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { pushStep } from '../kernel/steps';
import { removeUnits } from '../units/destroy';
import { countAt, spaceOf } from '../units/stacks';
import { statsOf } from '../units/stats';
import { gainTradeGoods, unitLabel } from './card-kit';

const shipsSchema = z
  .array(z.object({ system: z.string(), unit: unitTypeSchema }))
  .min(1)
  .max(2);
type Ships = z.infer<typeof shipsSchema>;

const costOf = (state: GameState, seat: Seat, unit: UnitType): number => statsOf(state, seat, unit)?.cost ?? 0;

/** Every non-fighter ship type of the seat in each system's space area, with how many. */
function fleet(state: GameState, seat: Seat): { system: string; unit: UnitType; count: number }[] {
  return Object.keys(state.board.systems).flatMap((system) =>
    SHIP_TYPES.filter((t) => t !== 'fighter').flatMap((unit) => {
      const count = countAt(state, spaceOf(system), seat, unit);
      return count > 0 ? [{ system, unit, count }] : [];
    }),
  );
}

function checkShips(state: GameState, seat: Seat, targets: Targets): Result<Ships> {
  const parsed = shipsSchema.safeParse(targets.ships);
  if (!parsed.success)
    return fail('ability/bad-target', '2.6a', 'Name one or two ships of yours to scuttle (fighters excluded).');
  for (const s of parsed.data) {
    const wanted = parsed.data.filter((o) => o.system === s.system && o.unit === s.unit).length;
    if (s.unit === 'fighter' || !(SHIP_TYPES as readonly UnitType[]).includes(s.unit))
      return fail('ability/bad-target', '2.6a', 'Only non-fighter ships can be scuttled.');
    if (countAt(state, spaceOf(s.system), seat, s.unit) < wanted)
      return fail(
        'ability/bad-target',
        '2.6a',
        `You do not have that many ${unitLabel(s.unit)}s in ${systemLabel(state, s.system)}.`,
      );
  }
  return ok(parsed.data);
}

const label = (state: GameState, seat: Seat, ships: Ships): string =>
  `${ships.map((s) => `${unitLabel(s.unit)} in ${systemLabel(state, s.system)}`).join(' and ')} for ${ships.reduce((n, s) => n + costOf(state, seat, s.unit), 0)} trade goods`;

export const SCUTTLE: AbilityDef = {
  id: 'scuttle',
  name: 'Scuttle',
  source: { kind: 'action-card', card: 'scuttle' },
  window: 'action',
  costs: [],
  eligible: () => true,
  // Each single ship, and the two dearest together.
  targetOptions: (state, seat) => {
    const all = fleet(state, seat);
    const singles = all.map((f): Ships => [{ system: f.system, unit: f.unit }]);
    const dearest = all
      .flatMap((f) => Array.from({ length: Math.min(2, f.count) }, () => ({ system: f.system, unit: f.unit })))
      .sort((a, b) => costOf(state, seat, b.unit) - costOf(state, seat, a.unit))
      .slice(0, 2);
    const picks = dearest.length === 2 ? [...singles, dearest] : singles;
    return picks.map((ships) => ({ label: label(state, seat, ships), targets: { ships } }));
  },
  check: (state, seat, targets) => {
    const ships = checkShips(state, seat, targets);
    return ships.ok ? ok(undefined) : ships;
  },
  resolve: (ctx, seat, targets) => {
    const ships = checkShips(ctx.state, seat, targets);
    if (!ships.ok) return;
    const tradeGoods = ships.value.reduce((n, s) => n + costOf(ctx.state, seat, s.unit), 0);
    for (const s of ships.value) removeUnits(ctx, spaceOf(s.system), seat, s.unit, 1, 'ability');
    gainTradeGoods(ctx, seat, tradeGoods);
    for (const system of new Set(ships.value.map((s) => s.system)))
      pushStep(ctx.state, 'transport/capacity', { seat, system });
  },
};

export const SCUTTLE_CARD = defineContent({ abilities: [SCUTTLE] });
