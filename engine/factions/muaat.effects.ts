// The Embers of Muaat, what they change in the rules — LRR 86 supernova: Gashlai Physiology lets their ships move
// through supernovas (never into one to stay: that is the Magmus Reactor's part).
import { MAY_MOVE_THROUGH_SUPERNOVAS } from '../effects/hooks';
import { defineProvider } from '../kernel/effects';

export const MUAAT_EFFECTS = defineProvider('faction:muaat', [
  MAY_MOVE_THROUGH_SUPERNOVAS.answer(({ state, seat }) => state.players[seat]?.faction === 'muaat'),
]);
