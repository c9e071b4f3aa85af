// LRR 1.13–1.20 timing windows: the answers players give ahead ("no Sabotage this turn") that the flow keeps between
// windows. Opening and resolving windows is engine/abilities/window-flow.ts; the vocabulary is engine/core/windows.ts.
import type { GameState } from '../core/state';

/**
 * Standing passes last until the end of the turn (action phase) or the phase; conditional standing answers
 * (engine/abilities/pre-answers.ts, written with a ':') last the round: `endOfRound` clears them too.
 */
export function clearStandingPasses(state: GameState, endOfRound = false): void {
  if (endOfRound) {
    state.standingPasses = {};
    return;
  }
  const kept: Record<string, string[]> = {};
  for (const [seat, list] of Object.entries(state.standingPasses)) {
    const round = list.filter((e) => e.includes(':'));
    if (round.length > 0) kept[seat] = round;
  }
  state.standingPasses = kept;
}
