// The Arborec hero, Letani Miasmiala (LRR 51.10–51.12, 67 producing units, 68): as a component action, its owner
// produces any number of units in every system they choose that holds 1 or more of their ground forces, paying costs
// as usual; then purged. Each such system gets its own production decision (the player may produce nothing there);
// it is not a unit's Production ability, so it has no production limit and "when your units use Production"
// abilities do not answer it (engine/production/producers.ts, order.ts: ARBOREC_HERO).
import { z } from 'zod';
import { fail, ok, type Result } from '../../core/result';
import type { GameState, Seat } from '../../core/state';
import type { AbilityDef } from '../../kernel/abilities';
import { defineContent } from '../../kernel/content';
import { pushStep } from '../../kernel/steps';
import { ARBOREC_HERO } from '../../production/producers';
import { systemLabel } from '../../tactical/labels';
import { areasOf, countAt } from '../../units/stacks';

const targetsSchema = z.object({ systems: z.array(z.string()).min(1) });

/** Systems holding 1 or more of the seat's ground forces (on a planet or in the space area). */
function withGroundForces(state: GameState, seat: Seat): string[] {
  return Object.entries(state.board.systems)
    .filter(([key, sys]) =>
      areasOf(sys, key).some((a) => countAt(state, a, seat, 'infantry') + countAt(state, a, seat, 'mech') > 0),
    )
    .map(([key]) => key)
    .sort();
}

function checkSystems(state: GameState, seat: Seat, targets: Readonly<Record<string, unknown>>): Result<string[]> {
  const t = targetsSchema.safeParse(targets);
  if (!t.success) return fail('input/bad-targets', 'input', 'Choose the systems to produce in.');
  const allowed = withGroundForces(state, seat);
  if (new Set(t.data.systems).size !== t.data.systems.length || t.data.systems.some((k) => !allowed.includes(k)))
    return fail('ability/bad-target', '51.10', 'Choose systems that hold your ground forces, each once.');
  return ok(t.data.systems);
}

/** Letani Miasmiala — ACTION: produce any number of units in systems with your ground forces; then purge. */
export const ARBOREC_HERO_ABILITY: AbilityDef = {
  id: ARBOREC_HERO,
  name: 'Letani Miasmiala',
  source: { kind: 'leader', leader: 'arborechero', role: 'hero' },
  window: 'action',
  costs: [{ kind: 'purge-source' }],
  eligible: () => true,
  // Every such system at once (each decision may produce nothing), or one alone.
  targetOptions: (state, seat) => {
    const all = withGroundForces(state, seat);
    const out = all.map((k) => ({ label: `produce in ${systemLabel(state, k)}`, targets: { systems: [k] } }));
    if (all.length > 1)
      out.unshift({ label: 'produce in every system with your ground forces', targets: { systems: all } });
    return out;
  },
  check: (state, seat, targets) => {
    const t = checkSystems(state, seat, targets);
    return t.ok ? ok(undefined) : t;
  },
  resolve: (ctx, seat, targets) => {
    const t = checkSystems(ctx.state, seat, targets);
    if (!t.ok) return;
    // In the order named: the stack runs the last pushed first.
    for (const system of [...t.value].reverse())
      pushStep(ctx.state, 'production/offer', { seat, system, source: ARBOREC_HERO });
  },
};

export const ARBOREC_HERO_LEADERS = defineContent({ abilities: [ARBOREC_HERO_ABILITY] });
