// The mutable context one `apply` works in: a draft copy of the state, the events it produced, the seeded
// generator and the command's time. Helpers to push frames keep decision ids and open times consistent.
import type { CommandMeta } from '../core/commands';
import type { GameEvent } from '../core/events';
import type { Decision, Frame, StepFrame } from '../core/frames';
import { Rng } from '../core/rng';
import type { GameState, Seat } from '../core/state';

export interface FlowCtx {
  readonly state: GameState;
  readonly events: GameEvent[];
  readonly rng: Rng;
  readonly meta: CommandMeta | null;
}

/** A command's context also knows who sent it. */
export interface CommandCtx extends FlowCtx {
  readonly seat: Seat;
}

export function flowCtx(state: GameState, meta: CommandMeta | null): FlowCtx {
  return { state, events: [], rng: new Rng(state), meta };
}

export function emit(ctx: FlowCtx, event: GameEvent): void {
  ctx.events.push(event);
}

export function pushStep(state: GameState, step: string, args?: Record<string, unknown>): void {
  const frame: StepFrame = args === undefined ? { frame: 'step', step } : { frame: 'step', step, args };
  state.stack.push(frame);
}

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
