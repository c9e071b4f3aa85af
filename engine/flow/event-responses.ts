// LRR 1.19: "after" abilities whose event can happen almost anywhere in the flow (Pillage: a neighbour gains trade
// goods or resolves a transaction). Rather than every place that gains trade goods opening a window, the events of
// the command are offered to the AFTER_EVENTS hook whenever the flow settles on a decision; its answers (windows,
// steps) run before that decision, once per event.
import type { GameEvent } from '../core/events';
import { AFTER_EVENTS, ask } from '../effects';
import type { FlowCtx } from '../kernel/context';
import { pushStepCall } from '../kernel/steps';

/** How many of a command's events (its ctx.events list) were offered already. */
const offered = new WeakMap<readonly GameEvent[], number>();

/** Offers the events not yet offered; returns whether any step was pushed (the flow then runs on). */
export function pushEventResponses(ctx: FlowCtx): boolean {
  const from = offered.get(ctx.events) ?? 0;
  if (from >= ctx.events.length) return false;
  offered.set(ctx.events, ctx.events.length);
  // Asked whenever the flow settles, so after nearly every command: its providers only look (who holds what) and
  // answer with steps made of seats and keys, so they read the draft's peek and copy nothing (kernel/draft.ts).
  const calls = ask(AFTER_EVENTS, { state: ctx.read, events: ctx.events.slice(from) });
  for (const call of [...calls].reverse()) pushStepCall(ctx.state, call);
  return calls.length > 0;
}
