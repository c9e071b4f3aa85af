// The Saar commander, Rowl Sarring (LRR 51.6, 51.8, 68 producing units, 14 blockades): when its user produces fighters
// or infantry, each may be placed at any of the user's space docks that is not blockaded instead of where it was
// produced. Asked right after the units are placed, one unit at a time, before the capacity and fleet pool checks of
// the producing system; the system a unit goes to gets its own capacity check (16.3). Infantry go onto the dock's
// planet, or into space beside a Floating Factory (the Clan of Saar's docks are in space).
import { z } from 'zod';
import { hexKeySchema, idSchema, seatSchema, countSchema } from '../core/schemas';
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { defineChoice, pushChoice } from '../kernel/choices';
import { defineContent } from '../kernel/content';
import { commanderActive } from '../kernel/leader-sheet';
import { popDecision } from '../kernel/stack';
import { defineStep, pushStep } from '../kernel/steps';
import { planetLabel, systemLabel, unitLabel } from '../tactical/labels';
import { blockadersOf } from '../units/capture';
import { countAt, moveUnits, planetArea, spaceOf, type Area } from '../units/stacks';

import { RELOCATED, type Relocated } from './saar.effects';

const placedSchema = z.object({
  unit: z.enum(RELOCATED),
  planet: idSchema.nullable(),
  count: countSchema,
});
const placeArgs = z.object({ seat: seatSchema, system: hexKeySchema, placed: z.array(placedSchema).max(12) });
type PlaceArgs = z.infer<typeof placeArgs>;
const KEEP = 'keep';

declare module '../kernel/steps' {
  interface StepArgs {
    'leaders/saar-commander': PlaceArgs;
  }
}
declare module '../kernel/choices' {
  interface ChoiceArgs {
    'leaders/saar-place': PlaceArgs;
  }
}

/** The seat's space docks that are not blockaded (14.1), as the areas a unit placed there would go to. */
function openDocks(state: GameState, seat: Seat): { system: string; planet: string | null }[] {
  const out: { system: string; planet: string | null }[] = [];
  for (const [key, sys] of Object.entries(state.board.systems)) {
    if (blockadersOf(state, key, seat).length > 0) continue;
    if (countAt(state, spaceOf(key), seat, 'space-dock') > 0) out.push({ system: key, planet: null });
    for (const planet of Object.keys(sys.planets))
      if (countAt(state, planetArea(key, planet), seat, 'space-dock') > 0) out.push({ system: key, planet });
  }
  return out;
}

/** Where a unit of this type placed at the dock goes: fighters into space; infantry onto the dock's planet. */
const destination = (unit: Relocated, dock: { system: string; planet: string | null }): Area =>
  unit === 'fighter' || dock.planet === null ? spaceOf(dock.system) : planetArea(dock.system, dock.planet);

const areaOf = (system: string, planet: string | null): Area =>
  planet === null ? spaceOf(system) : planetArea(system, planet);

const sameArea = (a: Area, b: Area): boolean => a.system === b.system && a.planet === b.planet;

const optionCode = (unit: Relocated, to: Area): string => `${unit}>${to.system}${to.planet ? `>${to.planet}` : ''}`;

/** Every place each still-movable produced unit could go now, with its option code. */
function moves(state: GameState, args: PlaceArgs): { option: string; unit: Relocated; from: Area; to: Area }[] {
  const out: { option: string; unit: Relocated; from: Area; to: Area }[] = [];
  const docks = openDocks(state, args.seat);
  for (const unit of RELOCATED) {
    const from = args.placed
      .filter((p) => p.unit === unit && p.count > 0)
      .map((p) => areaOf(args.system, p.planet))
      .find((a) => countAt(state, a, args.seat, unit) > 0);
    if (!from) continue;
    for (const dock of docks) {
      const to = destination(unit, dock);
      const option = optionCode(unit, to);
      if (sameArea(from, to) || out.some((m) => m.option === option)) continue;
      out.push({ option, unit, from, to });
    }
  }
  return out;
}

/** "Arc Prime (Quann 25)" or "space in Quann (25)": names and tile numbers, never ids (labels are read by players). */
const describe = (state: GameState, a: Area): string =>
  a.planet ? `${planetLabel(a.planet)} (${systemLabel(state, a.system)})` : `space in ${systemLabel(state, a.system)}`;

export const SAAR_COMMANDER_STEP = defineStep('leaders/saar-commander', placeArgs, (ctx, args) => {
  if (!commanderActive(ctx.state, args.seat, 'saarcommander') || moves(ctx.state, args).length === 0) return;
  pushChoice(ctx, 'leaders/saar-place', { args, waitingOn: [args.seat] });
});

export const SAAR_PLACE_CHOICE = defineChoice('leaders/saar-place', placeArgs, {
  rule: '1.3',
  options(state, decision, seat) {
    if (seat !== decision.args.seat) return [];
    return [
      { option: KEEP, label: 'Rowl Sarring: leave the other produced units where they are' },
      ...moves(state, decision.args).map((m) => ({
        option: m.option,
        label: `Rowl Sarring: place 1 ${unitLabel(m.unit)} at your space dock, in ${describe(state, m.to)}, instead`,
      })),
    ];
  },
  resolve(ctx, decision, option) {
    const args = decision.args;
    if (option === KEEP) {
      popDecision(ctx.state, decision);
      return ok(undefined);
    }
    const move = moves(ctx.state, args).find((m) => m.option === option);
    if (!move) return fail('ability/bad-target', '51.6', 'Place the unit at one of your space docks not blockaded.');
    popDecision(ctx.state, decision);
    moveUnits(ctx.state, move.from, move.to, args.seat, move.unit, 1);
    const placed = args.placed.map((p) =>
      p.unit === move.unit && sameArea(areaOf(args.system, p.planet), move.from) ? { ...p, count: p.count - 1 } : p,
    );
    // 16.3: the dock's system may now hold more fighters or infantry than its ships carry.
    pushStep(ctx.state, 'transport/capacity', { seat: args.seat, system: move.to.system });
    pushStep(ctx.state, 'leaders/saar-commander', { ...args, placed });
    return ok(undefined);
  },
  default: () => KEEP,
  offersOnlyLegal: true,
});

export const SAAR_LEADERS = defineContent({ steps: [SAAR_COMMANDER_STEP], choices: [SAAR_PLACE_CHOICE] });
