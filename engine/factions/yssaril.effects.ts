// The Yssaril Tribes, what they change in the rules — LRR 58.4b moving through ships, 96 faction units: their
// flagship (Y'sia Y'ssrila) may move through systems containing other players' ships (a group of it alone).
// LRR 2 action cards: Crafty (no hand limit) and Scheming (1 more card with every draw, then a discard,
// engine/factions/yssaril.ts). Transparasteel Plating (their faction technology): during their action phase turns,
// players who have passed cannot play action cards (asked by engine/abilities/play.ts before any card is played).
import { fail } from '../core/result';
import type { GameState, Seat } from '../core/state';
import {
  AFTER_ACTION_CARDS_DRAWN,
  CANNOT_USE_ABILITY,
  EXTRA_ACTION_CARDS_DRAWN,
  MOVES_THROUGH_SHIPS,
  NO_ACTION_CARD_HAND_LIMIT,
} from '../effects/hooks';
import { defineProvider } from '../kernel/effects';
import { hasUnit } from './units';

const yssaril = (state: GameState, seat: Seat): boolean =>
  state.players[seat]?.faction === 'yssaril' && !state.players[seat]?.eliminated;

/** Transparasteel Plating: the turn under way belongs to a holder of the technology. */
const transparasteelTurn = (state: GameState): boolean => {
  if (state.phase !== 'action' || state.activeSeat === null) return false;
  const active = state.players[state.activeSeat];
  return active !== undefined && !active.eliminated && active.technologies.includes('tp');
};

export const YSSARIL_EFFECTS = defineProvider('faction:yssaril', [
  NO_ACTION_CARD_HAND_LIMIT.answer(({ state, seat }) => yssaril(state, seat)),
  EXTRA_ACTION_CARDS_DRAWN.answer(({ state, seat }) => (yssaril(state, seat) ? 1 : 0)),
  AFTER_ACTION_CARDS_DRAWN.answer(({ state, seat }) =>
    yssaril(state, seat) ? [{ step: 'yssaril/scheming', args: { seat } }] : [],
  ),
  CANNOT_USE_ABILITY.answer(({ state, seat, source }) =>
    source.kind === 'action-card' && state.players[seat]?.passed === true && transparasteelTurn(state)
      ? fail(
          'ability/not-now',
          '2',
          'Transparasteel Plating: players who have passed cannot play action cards during this turn.',
        ).error
      : null,
  ),
  MOVES_THROUGH_SHIPS.answer(
    ({ state, seat, ships }) =>
      ships.length > 0 && ships.every((t) => t === 'flagship') && hasUnit(state, seat, 'flagship', 'yssaril_flagship'),
  ),
]);
