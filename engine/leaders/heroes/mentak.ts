// The Mentak hero, Ipswitch, Loose Cannon (LRR 51.10–51.12, 31 destroyed, 72 reinforcements): as a space combat it
// takes part in starts, its owner may purge it; for the rest of that combat each ship of another player that is
// destroyed brings 1 Mentak ship of the same type from reinforcements into the active system (as many as are left,
// 72). The choice is kept in the tactical action's notes; mentak.effects.ts watches the destruction.
import { z } from 'zod';
import { fail, ok } from '../../core/result';
import { seatSchema, unitTypeSchema } from '../../core/schemas';
import type { GameState, Seat } from '../../core/state';
import { currentCombat } from '../../combat/combat-record';
import type { AbilityDef } from '../../kernel/abilities';
import { defineContent } from '../../kernel/content';
import { defineStep } from '../../kernel/steps';
import { placeUnits } from '../../units/destroy';
import { checkReinforcements } from '../../units/reinforcements';
import { spaceOf } from '../../units/stacks';
import { MENTAK_HERO_NOTE } from './mentak.effects';

const rebuildArgs = z.object({
  seat: seatSchema,
  system: z.string(),
  unit: unitTypeSchema,
  count: z.number().int().positive(),
});

declare module '../../kernel/steps' {
  interface StepArgs {
    'leaders/mentak-hero-rebuild': z.infer<typeof rebuildArgs>;
  }
}

/** Whether a space combat the seat fights in is starting (the window also opens for ground combat). */
function inSpaceCombat(state: GameState, seat: Seat): boolean {
  const c = currentCombat(state);
  return c?.combat === 'space' && (c.attacker === seat || c.defender === seat);
}

/** Ipswitch, Loose Cannon — at the start of your space combat: rebuild each other player's ship destroyed in it. */
export const MENTAK_HERO: AbilityDef = {
  id: 'mentakhero',
  name: 'Ipswitch, Loose Cannon',
  source: { kind: 'leader', leader: 'mentakhero', role: 'hero' },
  window: 'start-of-combat',
  costs: [{ kind: 'purge-source' }],
  eligible: (state, seat) => inSpaceCombat(state, seat),
  targetOptions: (state, seat) =>
    inSpaceCombat(state, seat)
      ? [{ label: "for each other player's ship destroyed in this combat, place 1 of yours", targets: {} }]
      : [],
  check: (state, seat) =>
    inSpaceCombat(state, seat)
      ? ok(undefined)
      : fail('ability/not-now', '51.10', 'Ipswitch, Loose Cannon is used as a space combat you fight in starts.'),
  resolve: (ctx, seat) => {
    if (ctx.state.tactical) ctx.state.tactical.notes[MENTAK_HERO_NOTE] = seat;
  },
};

/** Places the rebuilt ships in the combat's system: as many as the seat's reinforcements still hold (72). */
const MENTAK_HERO_REBUILD = defineStep('leaders/mentak-hero-rebuild', rebuildArgs, (ctx, args) => {
  const area = spaceOf(args.system);
  for (let n = args.count; n > 0; n--)
    if (checkReinforcements(ctx.state, args.seat, [{ area, type: args.unit, count: n }]).ok) {
      placeUnits(ctx, area, args.seat, args.unit, n, 'mentakhero');
      return;
    }
});

export const MENTAK_HERO_LEADERS = defineContent({ abilities: [MENTAK_HERO], steps: [MENTAK_HERO_REBUILD] });
