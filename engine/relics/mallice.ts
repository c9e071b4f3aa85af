// Mallice, Exterrix Headquarters (LRR 53 legendary planets): when your turn ends, exhaust the card to gain 2 trade
// goods, or to turn all your commodities into trade goods.
import { emit } from '../kernel/context';
import { defineContent } from '../kernel/content';
import { gainTradeGoods } from '../phases/cards/common';
import { legendaryAbility } from './legendary';

export const EXTERRIX_HEADQUARTERS = legendaryAbility({
  planet: 'mallice',
  targetOptions: (state, seat) => {
    const commodities = state.players[seat]?.commodities ?? 0;
    return [
      { label: 'gain 2 trade goods', targets: { gain: 'trade-goods' } },
      ...(commodities > 0
        ? [{ label: `turn your ${commodities} commodities into trade goods`, targets: { gain: 'convert' } }]
        : []),
    ];
  },
  resolve: (ctx, seat, targets) => {
    const p = ctx.state.players[seat]!;
    if (targets.gain === 'trade-goods') {
      gainTradeGoods(ctx, seat, 2);
      return;
    }
    const n = p.commodities;
    p.commodities = 0;
    p.tradeGoods += n;
    emit(ctx, { type: 'commodities-changed', seat, delta: -n });
    emit(ctx, { type: 'trade-goods-changed', seat, delta: n });
  },
});

export const MALLICE_CARD = defineContent({ abilities: [EXTERRIX_HEADQUARTERS] });
