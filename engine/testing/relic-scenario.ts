// Test kit for relics (73) and legendary planets (53): a game in the action phase (engine/testing/tactical-scenario.ts)
// with relics, fragments and a relic deck placed directly, and the end of a turn reached on demand.
import type { GameState, Seat } from '../core/state';
import { placeRelic } from '../relics/holding';
import { edit, runStep } from './scenario';

export { tacticalGame, line, key } from './tactical-scenario';

/** The relic deck, top first (relics are not dealt until they work, so tests set it). */
export const withRelicDeck = (state: GameState, relics: readonly string[]): GameState =>
  edit(state, (s) => {
    s.decks.relic.draw = [...relics];
  });

export const withFragments = (state: GameState, seat: Seat, fragments: readonly string[]): GameState =>
  edit(state, (s) => {
    s.players[seat]!.relicFragments = [...fragments];
  });

/** Puts relics in the seat's play area as if gained (Shard of the Throne's point included). */
export const withRelics = (state: GameState, seat: Seat, relics: readonly string[]): GameState =>
  edit(state, (s) => {
    for (const r of relics) placeRelic(s, seat, r);
  });

/** Gives the seat control of planets already on the board (ready). */
export const withPlanets = (state: GameState, seat: Seat, planets: readonly string[]): GameState =>
  edit(state, (s) => {
    for (const sys of Object.values(s.board.systems))
      for (const [id, pl] of Object.entries(sys.planets)) if (planets.includes(id)) pl.owner = seat;
  });

/** The seat's turn ends: the end-of-turn window opens over the flow (as engine/phases/action.ts does). */
export const endOfTurn = (state: GameState, seat: Seat = 0): GameState =>
  runStep(state, 'action/end-of-turn', { seat });
