// LRR 73.2 gaining a relic: the top card of the relic deck goes faceup to the player's play area (none when the deck
// is empty, 73.2a), and what the card does on being gained happens then (Shard of the Throne's point, The Obsidian's
// secret objective).
import type { Seat } from '../core/state';
import { emit, type FlowCtx } from '../kernel/context';
import { drawSecretObjective } from '../objectives/scoring';
import { checkVictory } from '../phases/victory';
import { placeRelic } from './holding';

/** 73.2: draws the top relic for the seat; returns it, or null when the deck is empty (73.2a). */
export function gainRelic(ctx: FlowCtx, seat: Seat): string | null {
  const relic = ctx.state.decks.relic.draw.shift();
  if (relic === undefined) {
    emit(ctx, { type: 'note', text: 'The relic deck is empty: no relic is gained (73.2a).' });
    return null;
  }
  placeRelic(ctx.state, seat, relic);
  emit(ctx, { type: 'relic-gained', seat, relic });
  if (relic === 'shard-of-the-throne') checkVictory(ctx);
  if (relic === 'the-obsidian') drawSecretObjective(ctx, seat);
  return relic;
}
