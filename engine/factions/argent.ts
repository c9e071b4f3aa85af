// The Argent Flight — LRR 10 anti-fighter barrage, 87 sustain damage: Raid Formation (their faction ability) — each
// hit of their barrage beyond their opponent's fighters damages 1 of that opponent's ships that has Sustain Damage
// (engine/combat/anti-fighter-barrage.ts counts the excess and asks AFTER_BARRAGE_EXCESS_HITS).
//
// What we decided, and why:
// - Only undamaged ships can become damaged; the Argent choose which type when it matters (fewer excess hits than
//   such ships, of 2 or more types), one hit at a time; otherwise every such ship is damaged at once.
// - The ship is damaged, it does not use Sustain Damage: no sustain windows open and no hit is cancelled.
// - The timeout damages the costliest type first (the order the options are listed in).
import { z } from 'zod';
import { fail, ok } from '../core/result';
import { hexKeySchema, seatSchema } from '../core/schemas';
import type { GameState, Seat } from '../core/state';
import { SHIP_TYPES, type UnitType } from '../data/types';
import { areaUnitStats } from '../combat/as-ships';
import { sustainDamageLost } from '../combat/hits';
import { defineChoice, pushChoice } from '../kernel/choices';
import { defineContent } from '../kernel/content';
import { emit, type FlowCtx } from '../kernel/context';
import { popDecision } from '../kernel/stack';
import { defineStep, pushStep } from '../kernel/steps';
import { unitLabel } from '../tactical/labels';
import { spaceOf, stackAt } from '../units/stacks';

const raidArgs = z.object({
  seat: seatSchema,
  opponent: seatSchema,
  system: hexKeySchema,
  count: z.number().int().positive(),
});
type RaidArgs = z.infer<typeof raidArgs>;

declare module '../kernel/steps' {
  interface StepArgs {
    'argent/raid-formation': RaidArgs;
  }
}
declare module '../kernel/choices' {
  interface ChoiceArgs {
    'argent/raid-formation': RaidArgs;
  }
}

/** Costliest first: the order options are listed in and the timeout picks from. */
const ORDER: readonly UnitType[] = ['war-sun', 'flagship', 'dreadnought', 'carrier', 'cruiser', 'destroyer'].filter(
  (t): t is UnitType => (SHIP_TYPES as readonly string[]).includes(t),
);
const shipOrder = [...ORDER, ...SHIP_TYPES.filter((t) => !ORDER.includes(t))];

/** The opponent's undamaged ships in the space area that have Sustain Damage, by type. */
export function raidTargets(state: GameState, system: string, opponent: Seat): Partial<Record<UnitType, number>> {
  const area = spaceOf(system);
  const stack = stackAt(state, area, opponent);
  const out: Partial<Record<UnitType, number>> = {};
  for (const t of shipOrder) {
    const fresh = (stack?.counts[t] ?? 0) - (stack?.damaged[t] ?? 0);
    if (fresh <= 0) continue;
    if (areaUnitStats(state, area, opponent, t).sustainDamage && !sustainDamageLost(state, t)) out[t] = fresh;
  }
  return out;
}

function damage(ctx: FlowCtx, a: RaidArgs, type: UnitType, n: number): void {
  const stack = stackAt(ctx.state, spaceOf(a.system), a.opponent);
  if (!stack || n <= 0) return;
  stack.damaged[type] = (stack.damaged[type] ?? 0) + n;
  const name = ctx.state.players[a.opponent]?.name ?? `seat ${a.opponent}`;
  emit(ctx, { type: 'ability-used', seat: a.seat, ability: 'raid_formation', window: null });
  emit(ctx, { type: 'note', text: `Raid Formation: ${n} ${unitLabel(type)} of ${name} damaged.` });
}

const RAID_STEP = defineStep('argent/raid-formation', raidArgs, (ctx, a) => {
  const targets = raidTargets(ctx.state, a.system, a.opponent);
  const types = Object.keys(targets) as UnitType[];
  const total = types.reduce((n, t) => n + (targets[t] ?? 0), 0);
  if (total === 0) return;
  // No choice to make: every such ship is damaged, or all the hits go to the one type there is.
  if (total <= a.count || types.length === 1) {
    for (const t of types) damage(ctx, a, t, Math.min(a.count, targets[t] ?? 0));
    return;
  }
  pushChoice(ctx, 'argent/raid-formation', { args: a, waitingOn: [a.seat] });
});

const RAID_CHOICE = defineChoice('argent/raid-formation', raidArgs, {
  rule: '10',
  offersOnlyLegal: true,
  options: (state, decision) => {
    const name = state.players[decision.args.opponent]?.name ?? `seat ${decision.args.opponent}`;
    return (Object.keys(raidTargets(state, decision.args.system, decision.args.opponent)) as UnitType[]).map((t) => ({
      option: t,
      label: `Raid Formation: damage 1 ${unitLabel(t)} of ${name} (${decision.args.count} to go)`,
    }));
  },
  resolve: (ctx, decision, option) => {
    const a = decision.args;
    const targets = raidTargets(ctx.state, a.system, a.opponent);
    if (!(option in targets))
      return fail('ability/bad-target', '10', 'Raid Formation damages an undamaged ship that has Sustain Damage.');
    popDecision(ctx.state, decision);
    damage(ctx, a, option as UnitType, 1);
    if (a.count > 1) pushStep(ctx.state, 'argent/raid-formation', { ...a, count: a.count - 1 });
    return ok(undefined);
  },
  default: (state, decision) => Object.keys(raidTargets(state, decision.args.system, decision.args.opponent))[0],
});

export const ARGENT = defineContent({ steps: [RAID_STEP], choices: [RAID_CHOICE] });
