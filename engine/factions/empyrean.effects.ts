// The Empyrean, what they change in the rules — LRR 59 nebulae, 58.4b moving through ships, 57 move, 58 movement,
// 94 transactions, 8.15 votes: Voidborn (nebulae do not affect their ships' movement), Aetherpassage and Aetherstream
// as granted for the tactical action under way (empyrean-passage.ts), Voidwatch after ships arrive, Dark Pact's trade
// goods and Blood Pact's votes (empyrean-rules.ts).
import type { GameState, Seat } from '../core/state';
import {
  AFTER_SHIPS_MOVED_INTO,
  COMMODITIES_GIVEN,
  MAY_PASS_SHIPS_OF,
  MOVE_BONUS,
  NEBULAE_IGNORED_IN_MOVEMENT,
  VOTES_CAST,
} from '../effects/hooks';
import { defineProvider } from '../kernel/effects';
import { bloodPactVotes, darkPactPayout, empyreanNote, voidwatchOwners } from './empyrean-rules';
import { readOnly } from '../kernel/draft';

const isEmpyrean = (state: GameState, seat: Seat): boolean => {
  const p = readOnly(state).players[seat]; // asked by effects after most commands: the draft need not copy players
  return p !== undefined && p.faction === 'empyrean' && !p.eliminated;
};

/** The tactical action under way is the seat's own (what the Empyrean granted concerns the active player). */
const activeHere = (state: GameState, seat: Seat): boolean => state.tactical != null && state.activeSeat === seat;

export const EMPYREAN_EFFECTS = defineProvider('faction:empyrean', [
  // Voidborn: every nebula rule of movement (59.1, 59.1a, 59.2) passes the Empyrean's ships by.
  NEBULAE_IGNORED_IN_MOVEMENT.answer(({ state, seat }) => isEmpyrean(state, seat)),
  // Aetherpassage: the active player's ships pass systems holding the ships of an Empyrean who allowed it.
  MAY_PASS_SHIPS_OF.answer(
    ({ state, seat, owner }) => activeHere(state, seat) && (empyreanNote(state).passage ?? []).includes(owner),
  ),
  // Aetherstream: +1 move to each of the active player's ships, once per player who granted it.
  MOVE_BONUS.answer(({ state, seat }) => (activeHere(state, seat) ? (empyreanNote(state).stream ?? []).length : 0)),
  AFTER_SHIPS_MOVED_INTO.answer(({ state, seat, system }) =>
    voidwatchOwners(state, seat, system).map((owner) => ({
      step: 'empyrean/voidwatch' as const,
      args: { owner, mover: seat },
    })),
  ),
  COMMODITIES_GIVEN.answer(({ ctx, from, to, count }, ask) => darkPactPayout(ctx, from, to, count, ask)),
  VOTES_CAST.answer(({ ctx, seat, outcome }, ask) => bloodPactVotes(ctx, seat, outcome, ask)),
]);
