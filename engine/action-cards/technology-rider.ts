// Technology Rider (LRR 8.22 predictions, 90 research): a correct prediction lets its player research 1 technology,
// prerequisites applying (90.12), without spending resources.
import { offerResearch } from '../agenda/effects/technology';
import { defineContent } from '../kernel/content';
import { defineRider } from './rider';

export const TECHNOLOGY_RIDER = defineRider('technology-rider', 'Technology Rider', (ctx, seat) =>
  offerResearch(ctx, seat, 1, 'Technology Rider'),
);

export const TECHNOLOGY_RIDER_CARD = defineContent({ abilities: [TECHNOLOGY_RIDER] });
