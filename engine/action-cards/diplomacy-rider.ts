// Diplomacy Rider (LRR 8.22 predictions, 20.3a tokens from reinforcements): a correct prediction lets its player pick a
// system with a planet they control; every other player places 1 command token from their reinforcements there.
import { ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { placeTokensFromReinforcements } from '../economy/command-tokens';
import { speakerOrder } from '../core/order';
import { defineChoice, pushChoice } from '../kernel/choices';
import { defineContent } from '../kernel/content';
import { popDecision } from '../kernel/stack';
import { noArgs, type NoArgs } from '../kernel/steps';
import { systemLabel } from '../tactical/labels';
import { controlledPlanets, defineRider } from './rider';

declare module '../kernel/choices' {
  interface ChoiceArgs {
    'diplomacy-rider/choose-system': NoArgs;
  }
}

const systemsWithPlanets = (state: GameState, seat: Seat): string[] => [
  ...new Set(controlledPlanets(state, seat).map((p) => p.system)),
];

export const DIPLOMACY_RIDER = defineRider('diplomacy-rider', 'Diplomacy Rider', (ctx, seat) => {
  if (systemsWithPlanets(ctx.state, seat).length > 0)
    pushChoice(ctx, 'diplomacy-rider/choose-system', { args: {}, waitingOn: [seat] });
});

export const CHOOSE_SYSTEM_CHOICE = defineChoice('diplomacy-rider/choose-system', noArgs, {
  rule: '1.3',
  options: (state, _d, seat) =>
    systemsWithPlanets(state, seat).map((key) => ({
      option: key,
      label: `Every other player places a command token in ${systemLabel(state, key)}`,
    })),
  resolve: (ctx, decision, option) => {
    popDecision(ctx.state, decision);
    if (!systemsWithPlanets(ctx.state, ctx.seat).includes(option)) return ok(undefined);
    // A player with one already there places none (20.6); one with no token left in reinforcements takes it from
    // their sheet (20.3b).
    const others = speakerOrder(ctx.state).filter((o) => o !== ctx.seat && !ctx.state.players[o]?.eliminated);
    placeTokensFromReinforcements(ctx, others, option);
    return ok(undefined);
  },
  default: (state, _d, seat) => systemsWithPlanets(state, seat)[0],
  // resolve refuses none of the options listed (it has no refusal): offered without a try.
  offersOnlyLegal: true,
});

export const DIPLOMACY_RIDER_CARD = defineContent({
  abilities: [DIPLOMACY_RIDER],
  choices: [CHOOSE_SYSTEM_CHOICE],
});
