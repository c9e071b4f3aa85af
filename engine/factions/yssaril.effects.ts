// The Yssaril Tribes, what they change in the rules — LRR 58.4b moving through ships, 96 faction units: their
// flagship (Y'sia Y'ssrila) may move through systems containing other players' ships (a group of it alone).
// LRR 2 action cards: Crafty (no hand limit) and Scheming (1 more card with every draw, then a discard,
// engine/factions/yssaril.ts).
import type { GameState, Seat } from '../core/state';
import {
  AFTER_ACTION_CARDS_DRAWN,
  EXTRA_ACTION_CARDS_DRAWN,
  MOVES_THROUGH_SHIPS,
  NO_ACTION_CARD_HAND_LIMIT,
} from '../effects/hooks';
import { defineProvider } from '../kernel/effects';
import { hasUnit } from './units';

const yssaril = (state: GameState, seat: Seat): boolean =>
  state.players[seat]?.faction === 'yssaril' && !state.players[seat]?.eliminated;

export const YSSARIL_EFFECTS = defineProvider('faction:yssaril', [
  NO_ACTION_CARD_HAND_LIMIT.answer(({ state, seat }) => yssaril(state, seat)),
  EXTRA_ACTION_CARDS_DRAWN.answer(({ state, seat }) => (yssaril(state, seat) ? 1 : 0)),
  AFTER_ACTION_CARDS_DRAWN.answer(({ state, seat }) =>
    yssaril(state, seat) ? [{ step: 'yssaril/scheming', args: { seat } }] : [],
  ),
  MOVES_THROUGH_SHIPS.answer(
    ({ state, seat, ships }) =>
      ships.length > 0 && ships.every((t) => t === 'flagship') && hasUnit(state, seat, 'flagship', 'yssaril_flagship'),
  ),
]);
