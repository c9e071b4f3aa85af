// LRR 35.2a the cultural deck's immediate cards: Mercenary Outfit (1 infantry from reinforcements onto the planet) and
// Freelancers (a production of 1 unit in the system, engine/exploration/freelancers.ts).
import { planetLabel } from '../tactical/labels';
import type { GameState } from '../core/state';
import { pushStep } from '../kernel/steps';
import { placeUnits } from '../units/destroy';
import { checkReinforcements } from '../units/reinforcements';
import { planetArea } from '../units/stacks';
import type { CardChoices } from './card-choice';
import { FREELANCERS } from './freelancers';
import { pushCardChoice, type CardResolvers, type ExploringArgs } from './types';

const infantryFits = (state: GameState, x: ExploringArgs): boolean =>
  x.planet !== null &&
  checkReinforcements(state, x.seat, [{ area: planetArea(x.system, x.planet), type: 'infantry', count: 1 }]).ok;

export const CULTURAL_RESOLVERS: CardResolvers = {
  'mercenary-outfit': (ctx, x) =>
    pushCardChoice(ctx, 'mercenary-outfit', { seat: x.seat, system: x.system, planet: x.planet }),
  // The production decision itself offers "produce nothing" (the card says "may").
  freelancers: (ctx, x) =>
    pushStep(ctx.state, 'production/offer', { seat: x.seat, system: x.system, source: FREELANCERS }),
};

export const CULTURAL_CHOICES: CardChoices = {
  'mercenary-outfit': {
    options: (state, x) => [
      ...(infantryFits(state, x)
        ? [{ option: 'place', label: `put 1 infantry on ${planetLabel(x.planet ?? '')}` }]
        : []),
      { option: 'decline', label: 'put nothing' },
    ],
    resolve: (ctx, x, option) => {
      if (option === 'place' && x.planet !== null && infantryFits(ctx.state, x))
        placeUnits(ctx, planetArea(x.system, x.planet), x.seat, 'infantry', 1, 'mercenary-outfit');
    },
    fallback: 'place',
  },
};
