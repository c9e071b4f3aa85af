// LRR 35.2a the cultural deck's immediate card Mercenary Outfit: 1 infantry from reinforcements onto the planet.
import { planetLabel } from '../tactical/labels';
import type { GameState } from '../core/state';
import { placeUnits } from '../units/destroy';
import { checkReinforcements } from '../units/reinforcements';
import { planetArea } from '../units/stacks';
import type { CardChoices } from './card-choice';
import { pushCardChoice, type CardResolvers, type ExploringArgs } from './types';

const infantryFits = (state: GameState, x: ExploringArgs): boolean =>
  x.planet !== null &&
  checkReinforcements(state, x.seat, [{ area: planetArea(x.system, x.planet), type: 'infantry', count: 1 }]).ok;

export const CULTURAL_RESOLVERS: CardResolvers = {
  'mercenary-outfit': (ctx, x) =>
    pushCardChoice(ctx, 'mercenary-outfit', { seat: x.seat, system: x.system, planet: x.planet }),
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
