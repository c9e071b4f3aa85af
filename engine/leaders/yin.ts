// The Yin commander, Brother Omar Ω (LRR 51.6, 51.8, 90.12): unlocked the first time the Yin use one of their faction
// abilities (Indoctrination or Devotion: engine/factions/yin.ts, yin-devotion.ts); its green symbol is yin.effects.ts.
// Used to ignore a technology's prerequisites, it costs 1 of its user's infantry, which they choose here just after
// the research: one infantry anywhere on the board goes back to their reinforcements.
import { z } from 'zod';
import { seatSchema } from '../core/schemas';
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { defineChoice } from '../kernel/choices';
import { defineContent } from '../kernel/content';
import { popDecision } from '../kernel/stack';
import { areaLabel } from '../tactical/labels';
import { removeUnits } from '../units/destroy';
import { areasWith, type Area } from '../units/stacks';

const returnArgs = z.object({ seat: seatSchema });

declare module '../kernel/choices' {
  interface ChoiceArgs {
    'yin/omar-return': z.infer<typeof returnArgs>;
  }
}

const optionOf = (a: Area): string => (a.planet === undefined ? `space:${a.system}` : `planet:${a.system}:${a.planet}`);

/** Every place one of the seat's infantry could be returned from. */
const infantryPlaces = (state: GameState, seat: Seat): { option: string; area: Area }[] =>
  areasWith(state, seat, 'infantry').map((area) => ({ option: optionOf(area), area }));

export const OMAR_RETURN_CHOICE = defineChoice('yin/omar-return', returnArgs, {
  rule: '51.8',
  options(state, decision, seat) {
    if (seat !== decision.args.seat) return [];
    return infantryPlaces(state, seat).map((p) => ({
      option: p.option,
      label: `Brother Omar: return 1 infantry from ${areaLabel(state, p.area)} to your reinforcements`,
    }));
  },
  resolve(ctx, decision, option) {
    const seat = decision.args.seat;
    const place = infantryPlaces(ctx.state, seat).find((p) => p.option === option);
    if (!place)
      return fail('ability/bad-target', '51.8', 'Brother Omar: return 1 of your infantry that is on the board.');
    popDecision(ctx.state, decision);
    removeUnits(ctx, place.area, seat, 'infantry', 1, 'ability');
    return ok(undefined);
  },
  default: (state, decision) => infantryPlaces(state, decision.args.seat)[0]?.option,
  offersOnlyLegal: true,
});

export const YIN_LEADERS = defineContent({ choices: [OMAR_RETURN_CHOICE] });
