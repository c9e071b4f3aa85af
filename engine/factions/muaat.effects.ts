// The Embers of Muaat, what they change in the rules — LRR 86 supernova: Gashlai Physiology lets their ships move
// through supernovas; Magmus Reactor Ω (a faction technology, so whoever owns it) lets ships end their move in one,
// and gives each supernova holding its owner's units Production 5 for them (68, engine/production/producers.ts).
import { MAY_MOVE_INTO_SUPERNOVAS, MAY_MOVE_THROUGH_SUPERNOVAS, SUPERNOVA_PRODUCTION } from '../effects/hooks';
import { defineProvider } from '../kernel/effects';

export const MUAAT_EFFECTS = defineProvider('faction:muaat', [
  MAY_MOVE_THROUGH_SUPERNOVAS.answer(({ state, seat }) => state.players[seat]?.faction === 'muaat'),
  MAY_MOVE_INTO_SUPERNOVAS.answer(({ state, seat }) => state.players[seat]?.technologies.includes('mr') ?? false),
  SUPERNOVA_PRODUCTION.answer(({ state, seat }) => (state.players[seat]?.technologies.includes('mr') ? 5 : 0)),
]);
