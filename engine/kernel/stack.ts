// LRR 1.19–1.20 (who answers and when) rest on the stack of frames: helpers that push and remove decisions keep
// decision ids and open times consistent. Steps are pushed with engine/kernel/steps.ts, choices with choices.ts.
import type { Decision, Frame } from '../core/frames';
import type { GameState } from '../core/state';
import type { FlowCtx } from './context';

type NewDecision = Decision extends infer D
  ? D extends Decision
    ? Omit<D, 'frame' | 'id' | 'openedAt'>
    : never
  : never;

/** Pushes a decision on top of the stack; it gets the next id and opens at the command's time. */
export function pushDecision(ctx: FlowCtx, decision: NewDecision): Decision {
  ctx.state.seq += 1;
  const full = { ...decision, frame: 'decision', id: ctx.state.seq, openedAt: ctx.meta?.at ?? null } as Decision;
  ctx.state.stack.push(full);
  return full;
}

export function top(state: GameState): Frame | undefined {
  return state.stack[state.stack.length - 1];
}

export function topDecision(state: GameState): Decision | undefined {
  const f = top(state);
  return f && f.frame === 'decision' ? f : undefined;
}

/** Removes the given decision (it must be on top: decisions resolve innermost first). */
export function popDecision(state: GameState, decision: Decision): void {
  const f = top(state);
  if (f !== decision) throw new Error(`popDecision: decision ${decision.id} is not on top`);
  state.stack.pop();
}

/**
 * Removes a decision that may have frames above it: answering it pushed follow-up work (a secondary ability's own
 * choices, a window) that must still run, before whatever lies beneath the decision.
 */
export function removeDecision(state: GameState, decision: Decision): void {
  const i = state.stack.lastIndexOf(decision);
  if (i < 0) throw new Error(`removeDecision: decision ${decision.id} is not on the stack`);
  state.stack.splice(i, 1);
}

export function nextSeq(state: GameState): number {
  state.seq += 1;
  return state.seq;
}
