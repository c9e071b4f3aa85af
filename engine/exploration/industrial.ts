// LRR 35.2a the industrial deck's immediate cards: Abandoned Warehouses, Functioning Base, Local Fabricators — each
// a choice of the explorer's (35.7) between commodities and a paid reward.
import type { GameState, Seat } from '../core/state';
import { drawActionCardsWithLimit } from '../agenda/effects/cards';
import { emit, type FlowCtx } from '../kernel/context';
import { placeUnits } from '../units/destroy';
import { checkReinforcements } from '../units/reinforcements';
import { planetArea } from '../units/stacks';
import type { CardChoices } from './card-choice';
import { convertCommodities, gainCommodities, pushCardChoice, type CardResolvers, type ExploringArgs } from './types';

const args = (x: ExploringArgs): ExploringArgs => ({ seat: x.seat, system: x.system, planet: x.planet });

/** The "pay 1 trade good or 1 commodity" options the seat can afford. */
function payOptions(state: GameState, seat: Seat, what: string): { option: string; label: string }[] {
  const p = state.players[seat];
  return [
    ...(p && p.tradeGoods > 0 ? [{ option: 'pay-trade-good', label: `pay 1 trade good to ${what}` }] : []),
    ...(p && p.commodities > 0 ? [{ option: 'pay-commodity', label: `pay 1 commodity to ${what}` }] : []),
  ];
}

function pay(ctx: FlowCtx, seat: Seat, option: string): boolean {
  const p = ctx.state.players[seat];
  if (!p) return false;
  if (option === 'pay-trade-good' && p.tradeGoods > 0) {
    p.tradeGoods -= 1;
    emit(ctx, { type: 'trade-goods-changed', seat, delta: -1 });
    return true;
  }
  if (option === 'pay-commodity' && p.commodities > 0) {
    p.commodities -= 1;
    emit(ctx, { type: 'commodities-changed', seat, delta: -1 });
    return true;
  }
  return false;
}

const mechFits = (state: GameState, x: ExploringArgs): boolean =>
  x.planet !== null &&
  checkReinforcements(state, x.seat, [{ area: planetArea(x.system, x.planet), type: 'mech', count: 1 }]).ok;

export const INDUSTRIAL_RESOLVERS: CardResolvers = {
  'abandoned-warehouses': (ctx, x) => pushCardChoice(ctx, 'abandoned-warehouses', args(x)),
  'functioning-base': (ctx, x) => pushCardChoice(ctx, 'functioning-base', args(x)),
  'local-fabricators': (ctx, x) => pushCardChoice(ctx, 'local-fabricators', args(x)),
};

export const INDUSTRIAL_CHOICES: CardChoices = {
  'abandoned-warehouses': {
    options: (state, x) => {
      const held = Math.min(2, state.players[x.seat]?.commodities ?? 0);
      return [
        { option: 'gain', label: 'gain 2 commodities' },
        ...(held > 0 ? [{ option: 'convert', label: `convert ${held} of your commodities into trade goods` }] : []),
      ];
    },
    resolve: (ctx, x, option) => {
      if (option === 'convert') convertCommodities(ctx, x.seat, 2);
      else gainCommodities(ctx, x.seat, 2);
    },
    fallback: 'gain',
  },
  'functioning-base': {
    options: (state, x) => [
      { option: 'gain', label: 'gain 1 commodity' },
      ...payOptions(state, x.seat, 'draw 1 action card'),
    ],
    resolve: (ctx, x, option) => {
      if (option === 'gain') gainCommodities(ctx, x.seat, 1);
      else if (pay(ctx, x.seat, option)) drawActionCardsWithLimit(ctx, x.seat, 1);
    },
    fallback: 'gain',
  },
  'local-fabricators': {
    options: (state, x) => [
      { option: 'gain', label: 'gain 1 commodity' },
      ...(mechFits(state, x) ? payOptions(state, x.seat, `put 1 mech on ${x.planet}`) : []),
    ],
    resolve: (ctx, x, option) => {
      if (option === 'gain') gainCommodities(ctx, x.seat, 1);
      else if (x.planet !== null && mechFits(ctx.state, x) && pay(ctx, x.seat, option))
        placeUnits(ctx, planetArea(x.system, x.planet), x.seat, 'mech', 1, 'local-fabricators');
    },
    fallback: 'gain',
  },
};
