// Politics Rider (LRR 8.22 predictions, 2.3 drawing action cards, 80 speaker): a correct prediction draws its player
// 3 action cards (2.4: down to the hand limit at once) and gives them the speaker token.
import { drawActionCardsWithLimit } from '../agenda/effects/cards';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { defineRider } from './rider';

export const POLITICS_RIDER = defineRider('politics-rider', 'Politics Rider', (ctx, seat) => {
  if (ctx.state.speaker !== seat) {
    ctx.state.speaker = seat;
    emit(ctx, { type: 'speaker-changed', seat });
  }
  // Drawn after the token changes hands: the hand-limit choice the draw may push then waits on top of the stack.
  drawActionCardsWithLimit(ctx, seat, 3);
});

export const POLITICS_RIDER_CARD = defineContent({ abilities: [POLITICS_RIDER] });
