// LRR 2 action cards: a player discarding action cards from their hand (2.4 hand limit, agenda outcomes, objective
// costs) opens the 'after-action-card-discarded' window for the discarded cards that have a component action — the
// cards Reverse Engineer may take. The discard pile is public, so the window reveals nothing.
import type { Seat } from '../core/state';
import { ACTION_CARDS } from '../data/action-cards';
import { actionCardOf } from '../kernel/abilities';
import type { FlowCtx } from '../kernel/context';
import { pushStep } from '../kernel/steps';

/** Whether the card (a copy 'card#n' or an id) has a component action ("Action:", 22). */
export function hasComponentAction(copy: string): boolean {
  const def = (ACTION_CARDS as Record<string, { readonly windows: readonly string[] } | undefined>)[actionCardOf(copy)];
  return def?.windows.includes('action') ?? false;
}

/**
 * Call after the cards went to the discard pile: opens the window (pushed, so it runs before what the caller pushed
 * earlier and after what it pushes later) when any of them has a component action.
 */
export function afterActionCardsDiscarded(ctx: FlowCtx, seat: Seat, copies: readonly string[]): void {
  // Named by card, not copy: a copy taken back into a hand must not stay named where everyone reads.
  const cards = [...new Set(copies.filter(hasComponentAction).map(actionCardOf))];
  if (cards.length === 0) return;
  pushStep(ctx.state, 'window/open', { window: 'after-action-card-discarded', subject: { seat, cards }, quiet: true });
}
