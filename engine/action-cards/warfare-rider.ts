// Warfare Rider (LRR 8.22 predictions, 23.4 reinforcements, 37.3 fleet pool): a correct prediction lets its player
// put 1 dreadnought from their reinforcements into a system where they have 1 or more ships.
import { ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { defineChoice, pushChoice } from '../kernel/choices';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { popDecision } from '../kernel/stack';
import { noArgs, pushStep, type NoArgs } from '../kernel/steps';
import { systemLabel } from '../tactical/labels';
import { placeUnits } from '../units/destroy';
import { inReinforcements } from '../units/reinforcements';
import { shipsIn, spaceOf } from '../units/stacks';
import { defineRider } from './rider';

declare module '../kernel/choices' {
  interface ChoiceArgs {
    'warfare-rider/place-dreadnought': NoArgs;
  }
}

/** Systems holding a ship of the seat, while a dreadnought is left in its reinforcements. */
const shipSystems = (state: GameState, seat: Seat): string[] =>
  inReinforcements(state, seat, 'dreadnought') < 1
    ? []
    : Object.keys(state.board.systems).filter((key) => shipsIn(state, key, seat) > 0);

export const WARFARE_RIDER = defineRider('warfare-rider', 'Warfare Rider', (ctx, seat) => {
  if (shipSystems(ctx.state, seat).length === 0) {
    emit(ctx, {
      type: 'note',
      text: 'Warfare Rider: no dreadnought in reinforcements or no system with a ship, so none is placed (1.9).',
    });
    return;
  }
  pushChoice(ctx, 'warfare-rider/place-dreadnought', { args: {}, waitingOn: [seat] });
});

export const PLACE_DREADNOUGHT_CHOICE = defineChoice('warfare-rider/place-dreadnought', noArgs, {
  rule: '1.3',
  options: (state, _d, seat) =>
    shipSystems(state, seat).map((key) => ({
      option: key,
      label: `Put a dreadnought in ${systemLabel(state, key)}`,
    })),
  resolve: (ctx, decision, option) => {
    popDecision(ctx.state, decision);
    if (!shipSystems(ctx.state, ctx.seat).includes(option)) return ok(undefined);
    // 37.3: the new ship may put the system over the fleet pool; the player then removes the excess.
    pushStep(ctx.state, 'fleet-pool/check', { seat: ctx.seat, system: option });
    placeUnits(ctx, spaceOf(option), ctx.seat, 'dreadnought', 1, 'Warfare Rider');
    return ok(undefined);
  },
  default: (state, _d, seat) => shipSystems(state, seat)[0],
  // resolve refuses none of the options listed (it has no refusal): offered without a try.
  offersOnlyLegal: true,
});

export const WARFARE_RIDER_CARD = defineContent({
  abilities: [WARFARE_RIDER],
  choices: [PLACE_DREADNOUGHT_CHOICE],
});
