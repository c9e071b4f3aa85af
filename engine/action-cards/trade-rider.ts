// Trade Rider (LRR 8.22 predictions, 93 trade goods): a correct prediction gains its player 5 trade goods.
import { gainTradeGoods } from '../agenda/effects/economy';
import { defineContent } from '../kernel/content';
import { defineRider } from './rider';

export const TRADE_RIDER = defineRider('trade-rider', 'Trade Rider', (ctx, seat) => gainTradeGoods(ctx, seat, 5));

export const TRADE_RIDER_CARD = defineContent({ abilities: [TRADE_RIDER] });
