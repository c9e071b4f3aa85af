// The Federation of Sol, what they change in the rules — LRR 81.5 the status phase: Versatile (they gain 1 more
// command token whenever they gain tokens in the status phase).
import { STATUS_TOKENS_BONUS } from '../effects/hooks';
import { defineProvider } from '../kernel/effects';

export const SOL_EFFECTS = defineProvider('faction:sol', [
  STATUS_TOKENS_BONUS.answer(({ state, seat }) => (state.players[seat]?.faction === 'sol' ? 1 : 0)),
]);
