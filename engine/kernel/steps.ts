// Steps: work the engine does by itself, by name, with JSON arguments (engine/core/frames.ts).
import type { StepFrame } from '../core/frames';
import type { GameState } from '../core/state';

export function pushStep(state: GameState, step: string, args?: Record<string, unknown>): void {
  const frame: StepFrame = args === undefined ? { frame: 'step', step } : { frame: 'step', step, args };
  state.stack.push(frame);
}
