// Imperial Rider (LRR 8.22 predictions, 98 victory points): a correct prediction gains its player 1 victory point.
import { gainVictoryPoint } from '../agenda/effects/economy';
import { defineContent } from '../kernel/content';
import { checkVictory } from '../phases/victory';
import { defineRider } from './rider';

export const IMPERIAL_RIDER = defineRider('imperial-rider', 'Imperial Rider', (ctx, seat) => {
  gainVictoryPoint(ctx, seat, 'Imperial Rider');
  checkVictory(ctx); // 98.7: the point may end the game at once
});

export const IMPERIAL_RIDER_CARD = defineContent({ abilities: [IMPERIAL_RIDER] });
