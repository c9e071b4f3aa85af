// LRR 35.2a the hazardous deck's immediate cards: Core Mine, Volatile Fuel Source and Expedition. Each pays off
// only if the explorer has a mech on the planet or returns 1 of its infantry there to reinforcements (35.7).
import { planetLabel } from '../tactical/labels';
import type { GameState } from '../core/state';
import { readyPlanets } from '../phases/cards/common';
import type { FlowCtx } from '../kernel/context';
import { removeUnits } from '../units/destroy';
import { countAt, planetArea } from '../units/stacks';
import type { CardChoices, CardChoiceDef } from './card-choice';
import { gainCommandTokens } from './command-tokens';
import { gainTradeGoods, pushCardChoice, type CardResolvers, type ExploringArgs } from './types';

const own = (state: GameState, x: ExploringArgs, type: 'mech' | 'infantry'): number =>
  x.planet === null ? 0 : countAt(state, planetArea(x.system, x.planet), x.seat, type);

/** The hazard: a mech there qualifies as it is; otherwise 1 infantry there goes back to reinforcements. */
function hazard(reward: string, gain: (ctx: FlowCtx, x: ExploringArgs) => void): CardChoiceDef {
  return {
    options: (state, x) => [
      ...(own(state, x, 'mech') > 0 ? [{ option: 'mech', label: `your mech is there: ${reward}` }] : []),
      ...(own(state, x, 'infantry') > 0
        ? [{ option: 'infantry', label: `return 1 infantry from ${planetLabel(x.planet ?? '')} to ${reward}` }]
        : []),
      { option: 'decline', label: 'do nothing' },
    ],
    resolve: (ctx, x, option) => {
      if (x.planet === null) return;
      if (option === 'mech' && own(ctx.state, x, 'mech') > 0) gain(ctx, x);
      if (option === 'infantry' && own(ctx.state, x, 'infantry') > 0) {
        removeUnits(ctx, planetArea(x.system, x.planet), x.seat, 'infantry', 1, 'ability');
        gain(ctx, x);
      }
    },
    fallback: 'decline',
  };
}

const args = (x: ExploringArgs): ExploringArgs => ({ seat: x.seat, system: x.system, planet: x.planet });

export const HAZARDOUS_RESOLVERS: CardResolvers = {
  'core-mine': (ctx, x) => pushCardChoice(ctx, 'core-mine', args(x)),
  'volatile-fuel-source': (ctx, x) => pushCardChoice(ctx, 'volatile-fuel-source', args(x)),
  expedition: (ctx, x) => pushCardChoice(ctx, 'expedition', args(x)),
};

export const HAZARDOUS_CHOICES: CardChoices = {
  'core-mine': hazard('gain 1 trade good', (ctx, x) => gainTradeGoods(ctx, x.seat, 1)),
  'volatile-fuel-source': hazard('gain 1 command token', (ctx, x) => gainCommandTokens(ctx, x.seat, 1)),
  expedition: hazard('ready this planet', (ctx, x) => {
    const pl = x.planet === null ? undefined : ctx.state.board.systems[x.system]?.planets[x.planet];
    if (x.planet !== null && pl?.owner === x.seat && pl.exhausted) readyPlanets(ctx, x.seat, [x.planet]);
  }),
};
