// LRR 35.5 the frontier deck's immediate cards: the three Entropic Fields, Keleres Ship, Lost Crew, Derelict
// Vessel, Dead World and Merchant Station (the card's decision is the explorer's, 35.7).
import { drawActionCardsWithLimit, drawSecretObjectives, gainRelic } from '../agenda/effects/cards';
import { replenishCommodities } from '../phases/cards/common';
import type { CardChoices } from './card-choice';
import { gainCommandTokens } from './command-tokens';
import { convertCommodities, gainTradeGoods, pushCardChoice, type CardResolvers, type Exploring } from './types';
import type { FlowCtx } from '../kernel/context';

/** Trade goods, then 1 command token (20.3a: only if reinforcements still hold one). */
const entropic =
  (tradeGoods: number) =>
  (ctx: FlowCtx, x: Exploring): void => {
    gainTradeGoods(ctx, x.seat, tradeGoods);
    gainCommandTokens(ctx, x.seat, 1);
  };

const exploringArgsOf = (x: Exploring) => ({ seat: x.seat, system: x.system, planet: x.planet });

export const FRONTIER_RESOLVERS: CardResolvers = {
  'minor-entropic-field': entropic(1),
  'entropic-field': entropic(2),
  'major-entropic-field': entropic(3),
  'keleres-ship': (ctx, x) => gainCommandTokens(ctx, x.seat, 2),
  'lost-crew': (ctx, x) => drawActionCardsWithLimit(ctx, x.seat, 2),
  // 61.21: more than 3 secret objectives and the player returns an unscored one (the draw's own choice).
  'derelict-vessel': (ctx, x) => drawSecretObjectives(ctx, x.seat, 1),
  // 73.2a: an empty relic deck gives nothing.
  'dead-world': (ctx, x) => gainRelic(ctx, x.seat),
  'merchant-station': (ctx, x) => pushCardChoice(ctx, 'merchant-station', exploringArgsOf(x)),
};

export const FRONTIER_CHOICES: CardChoices = {
  'merchant-station': {
    options: (state, x) => {
      const p = state.players[x.seat];
      return [
        { option: 'replenish', label: 'replenish your commodities' },
        ...(p && p.commodities > 0
          ? [{ option: 'convert', label: `convert your ${p.commodities} commodities into trade goods` }]
          : []),
      ];
    },
    resolve: (ctx, x, option) => {
      if (option === 'convert') convertCommodities(ctx, x.seat, ctx.state.players[x.seat]?.commodities ?? 0);
      else replenishCommodities(ctx, x.seat);
    },
    fallback: 'replenish',
  },
};
