// Construction Rider (LRR 8.22 predictions, 79.3 one space dock per planet, 23.4 reinforcements): a correct prediction
// lets its player put 1 space dock from their reinforcements on a planet they control.
import { ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { planetName } from '../agenda/outcomes';
import { defineChoice, pushChoice } from '../kernel/choices';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { popDecision } from '../kernel/stack';
import { noArgs, type NoArgs } from '../kernel/steps';
import { placeUnits } from '../units/destroy';
import { planetArea } from '../units/stacks';
import { canPlaceStructure } from '../units/structures';
import { controlledPlanets, defineRider } from './rider';

declare module '../kernel/choices' {
  interface ChoiceArgs {
    'construction-rider/place-space-dock': NoArgs;
  }
}

/** Planets the seat controls that can take one of its space docks now (79.3, 23.4). */
const dockSites = (state: GameState, seat: Seat) =>
  controlledPlanets(state, seat).filter((p) => canPlaceStructure(state, seat, p.system, p.planet, 'space-dock'));

export const CONSTRUCTION_RIDER = defineRider('construction-rider', 'Construction Rider', (ctx, seat) => {
  if (dockSites(ctx.state, seat).length === 0) {
    emit(ctx, { type: 'note', text: 'Construction Rider: no planet can take a space dock, so none is placed (1.9).' });
    return;
  }
  pushChoice(ctx, 'construction-rider/place-space-dock', { args: {}, waitingOn: [seat] });
});

const optionOf = (p: { system: string; planet: string }) => `${p.system}|${p.planet}`;

export const PLACE_SPACE_DOCK_CHOICE = defineChoice('construction-rider/place-space-dock', noArgs, {
  rule: '1.3',
  options: (state, _d, seat) =>
    dockSites(state, seat).map((p) => ({ option: optionOf(p), label: `Put a space dock on ${planetName(p.planet)}` })),
  resolve: (ctx, decision, option) => {
    popDecision(ctx.state, decision);
    const site = dockSites(ctx.state, ctx.seat).find((p) => optionOf(p) === option);
    if (site) placeUnits(ctx, planetArea(site.system, site.planet), ctx.seat, 'space-dock', 1, 'Construction Rider');
    return ok(undefined);
  },
  default: (state, _d, seat) => {
    const first = dockSites(state, seat)[0];
    return first ? optionOf(first) : undefined;
  },
  // resolve refuses none of the options listed (it has no refusal): offered without a try.
  offersOnlyLegal: true,
});

export const CONSTRUCTION_RIDER_CARD = defineContent({
  abilities: [CONSTRUCTION_RIDER],
  choices: [PLACE_SPACE_DOCK_CHOICE],
});
