// The mutable context one `apply` works in: a draft copy of the state, the events it produced, the seeded
// generator and the command's time. Everything the flow runs (steps, choices, abilities) receives one.
import type { CommandMeta } from '../core/commands';
import type { GameEvent } from '../core/events';
import { Rng } from '../core/rng';
import type { GameState, Seat } from '../core/state';
import { copyJson, draftState, readOnly } from './draft';

export interface FlowCtx {
  readonly state: GameState;
  /**
   * The same state, read without copying (a draft's peek, engine/kernel/draft.ts): for checks that look at all of it
   * and change nothing, such as leader unlocks. Never written through.
   */
  readonly read: GameState;
  readonly events: GameEvent[];
  readonly rng: Rng;
  readonly meta: CommandMeta | null;
}

/** A command's context also knows who sent it. */
export interface CommandCtx extends FlowCtx {
  readonly seat: Seat;
}

export function flowCtx(state: GameState, meta: CommandMeta | null, read: GameState = state): FlowCtx {
  return { state, read, events: [], rng: new Rng(state), meta };
}

export function emit(ctx: FlowCtx, event: GameEvent): void {
  ctx.events.push(event);
}

/**
 * A deep, independent copy of a state or part of one, also of a draft that `apply` hands to the rules (a draft is
 * a proxy, which structuredClone refuses).
 */
export function deepCopy<T>(value: T): T {
  return copyJson(value);
}

/**
 * A scratch copy to try something on and throw away (a trial payment, a score checked after another): a draft
 * (engine/kernel/draft.ts), so only what the trial reaches is copied.
 */
export function scratchCopy<T extends object>(state: T): T {
  // Over the draft's peek: a trial on a command's draft copies what the trial reaches, not everything the outer
  // draft holds (a draft of the draft itself would make it copy each part as the new draft's first copy reads it).
  return draftState(readOnly(state)).draft;
}
