// LRR 20 command tokens: leaders that take a player's command tokens off the board (the Sol hero, the Empyrean
// commander). A token off the board and out of the pools is in reinforcements (20.2), so removing it is the return.
import type { GameState, Seat } from '../core/state';

/** Removes every command token of the seat from the board (or only in `only`); returns the systems it left. */
export function returnCommandTokens(state: GameState, seat: Seat, only?: string): string[] {
  const left: string[] = [];
  for (const [key, sys] of Object.entries(state.board.systems)) {
    if (only !== undefined && key !== only) continue;
    if (!sys.commandTokens.includes(seat)) continue;
    sys.commandTokens = sys.commandTokens.filter((s) => s !== seat);
    left.push(key);
  }
  return left;
}
