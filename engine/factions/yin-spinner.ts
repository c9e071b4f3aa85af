// Yin Spinner Ω (Yin faction technology, Codex I) — LRR 68 producing units, 16.3 capacity, 90 technology: once its
// owner has produced units, up to 2 infantry from their reinforcements go onto planets they control or into space
// areas that hold 1 of their ships. Asked one infantry at a time right after the units are placed (yin.effects.ts);
// a space area that gets one is checked for capacity (16.3).
import { z } from 'zod';
import { countSchema, seatSchema } from '../core/schemas';
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { SHIP_TYPES } from '../data/types';
import { controlledPlanets } from '../economy/planets';
import { defineChoice, pushChoice } from '../kernel/choices';
import { defineContent } from '../kernel/content';
import { popDecision } from '../kernel/stack';
import { defineStep, pushStep } from '../kernel/steps';
import { planetLabel, systemLabel } from '../tactical/labels';
import { placeUnits } from '../units/destroy';
import { inReinforcements } from '../units/reinforcements';
import { countAt, planetArea, spaceOf, type Area } from '../units/stacks';
import { YIN_SPINNER } from './yin.effects';

const DONE = 'done';

const spinnerArgs = z.object({ seat: seatSchema, left: countSchema });
type SpinnerArgs = z.infer<typeof spinnerArgs>;

declare module '../kernel/steps' {
  interface StepArgs {
    'yin/spinner': SpinnerArgs;
  }
}
declare module '../kernel/choices' {
  interface ChoiceArgs {
    'yin/spinner-place': SpinnerArgs;
  }
}

/** Every place one infantry may go: each planet the seat controls, each space area holding 1 of their ships. */
function places(state: GameState, seat: Seat): { option: string; area: Area; label: string }[] {
  const planets = controlledPlanets(state, seat).map((c) => ({
    option: `planet:${c.system}:${c.id}`,
    area: planetArea(c.system, c.id),
    label: `on ${planetLabel(c.id)}`,
  }));
  const spaces = Object.keys(state.board.systems)
    .filter((key) => SHIP_TYPES.some((t) => countAt(state, spaceOf(key), seat, t) > 0))
    .map((key) => ({ option: `space:${key}`, area: spaceOf(key), label: `in space in ${systemLabel(state, key)}` }));
  return [...planets, ...spaces];
}

const canPlace = (state: GameState, args: SpinnerArgs): boolean =>
  args.left > 0 &&
  (state.players[args.seat]?.technologies.includes(YIN_SPINNER) ?? false) &&
  inReinforcements(state, args.seat, 'infantry') > 0 &&
  places(state, args.seat).length > 0;

export const YIN_SPINNER_STEP = defineStep('yin/spinner', spinnerArgs, (ctx, args) => {
  if (canPlace(ctx.state, args)) pushChoice(ctx, 'yin/spinner-place', { args, waitingOn: [args.seat] });
});

export const YIN_SPINNER_CHOICE = defineChoice('yin/spinner-place', spinnerArgs, {
  rule: '68',
  options(state, decision, seat) {
    const args = decision.args;
    if (seat !== args.seat) return [];
    return [
      { option: DONE, label: 'Yin Spinner Ω: place no more infantry' },
      ...places(state, args.seat).map((p) => ({
        option: p.option,
        label: `Yin Spinner Ω: place 1 infantry from your reinforcements ${p.label} (${args.left} left)`,
      })),
    ];
  },
  resolve(ctx, decision, option) {
    const args = decision.args;
    if (option === DONE) {
      popDecision(ctx.state, decision);
      return ok(undefined);
    }
    const place = places(ctx.state, args.seat).find((p) => p.option === option);
    if (!place)
      return fail(
        'ability/bad-target',
        '68',
        'Yin Spinner Ω places infantry on a planet you control or in space beside 1 of your ships.',
      );
    if (inReinforcements(ctx.state, args.seat, 'infantry') === 0)
      return fail('ability/bad-target', '68', 'You have no infantry left in your reinforcements.');
    popDecision(ctx.state, decision);
    placeUnits(ctx, place.area, args.seat, 'infantry', 1, YIN_SPINNER);
    // 16.3: infantry placed in space count against the capacity of the ships there.
    if (place.area.planet === undefined)
      pushStep(ctx.state, 'transport/capacity', { seat: args.seat, system: place.area.system });
    pushStep(ctx.state, 'yin/spinner', { seat: args.seat, left: args.left - 1 });
    return ok(undefined);
  },
  default: () => DONE,
  offersOnlyLegal: true,
});

export const YIN_SPINNER_CONTENT = defineContent({ steps: [YIN_SPINNER_STEP], choices: [YIN_SPINNER_CHOICE] });
