// Deadly Plot (LRR 8.18 resolving outcomes, 7.5 discarding laws): when an outcome would be resolved, a player who
// voted for or predicted another outcome may discard the agenda instead — it resolves with no effect and is not
// replaced — and then exhausts every planet they control.
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { exhaustOwnPlanets } from '../agenda/effects/economy';
import { discardLaw } from '../agenda/laws';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';

/** Whether the seat's votes or one of its predictions (both public) backed an outcome other than the one resolving. */
function backedAnother(state: GameState, seat: Seat): boolean {
  const current = state.agenda?.current;
  if (!current || current.cancelled || current.outcome === null) return false;
  const other = (o: string) => o !== current.outcome;
  return (
    current.votes.some((v) => v.seat === seat && v.votes > 0 && other(v.outcome)) ||
    current.predictions.some((p) => p.seat === seat && other(p.outcome))
  );
}

export const DEADLY_PLOT: AbilityDef = {
  id: 'deadly-plot',
  name: 'Deadly Plot',
  source: { kind: 'action-card', card: 'deadly-plot' },
  window: 'when-outcome-resolved',
  costs: [],
  eligible: (state, seat) => backedAnother(state, seat),
  targetOptions: () => [{ label: 'discard the agenda without effect, then exhaust all your planets', targets: {} }],
  check: (state, seat) =>
    backedAnother(state, seat)
      ? ok(undefined)
      : fail('ability/not-eligible', '8.18', 'Deadly Plot needs your votes or a prediction on another outcome.'),
  resolve: (ctx, seat) => {
    const current = ctx.state.agenda?.current;
    if (!current || !backedAnother(ctx.state, seat)) return;
    // The phase's finish step discards the agenda card; a law voted on again (Miscount Disclosed) leaves play too.
    current.cancelled = true;
    emit(ctx, { type: 'note', text: 'Deadly Plot: the agenda is discarded without effect.' });
    if (current.revote) discardLaw(ctx, current.agenda);
    exhaustOwnPlanets(ctx, seat, () => true);
  },
};

export const DEADLY_PLOT_CARD = defineContent({ abilities: [DEADLY_PLOT] });
