// LRR 1.13–1.20 timing windows: the answers players give ahead ("no Sabotage this turn") that the flow keeps between
// windows. Opening and resolving windows is engine/abilities/window-flow.ts; the vocabulary is engine/core/windows.ts.
import type { GameState } from '../core/state';

/** Standing passes last until the end of the turn (action phase) or the phase. */
export function clearStandingPasses(state: GameState): void {
  state.standingPasses = {};
}
