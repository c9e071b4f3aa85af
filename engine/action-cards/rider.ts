// LRR 8.22 predictions, 8.16 players who cannot vote: what every rider action card shares. Played after the agenda is
// revealed and before any vote, it names one outcome of the agenda (8.22a) and bars its player from voting on this
// agenda; its own effect resolves only when that outcome is the one resolved (8.22b, engine/agenda/predictions.ts). A
// wrong prediction, or a rider cancelled by Sabotage (2.8), does nothing more: the card is simply discarded.
import { z } from 'zod';
import { fail } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { ActionCardId } from '../data/action-cards';
import { checkPrediction, predict, registerPredictionEffect, type PredictionEffect } from '../agenda/predictions';
import { currentOutcomes } from '../agenda/outcomes';
import type { AbilityDef } from '../kernel/abilities';

const targetSchema = z.object({ outcome: z.string().min(1).max(64) });

/** The rider's ability: predict an outcome of the agenda just revealed. */
export function riderAbility(card: ActionCardId, name: string): AbilityDef {
  return {
    id: card,
    name,
    source: { kind: 'action-card', card },
    window: 'after-agenda-revealed',
    costs: [],
    // A player who cannot vote may still play riders (LRR FAQ, 8.16).
    eligible: () => true,
    targetOptions: (state) => {
      const current = state.agenda?.current;
      if (!current) return [];
      return currentOutcomes(state, current).map((o) => ({
        label: `predict ${o.label}`,
        targets: { outcome: o.id },
      }));
    },
    check: (state, seat, targets) => {
      const t = targetSchema.safeParse(targets);
      if (!t.success) return fail('input/bad-targets', 'input', 'Name the outcome you predict.');
      return checkPrediction(state, seat, t.data.outcome);
    },
    resolve: (ctx, seat, targets) => {
      const t = targetSchema.safeParse(targets);
      // 1.9: a prediction that became impossible meanwhile (votes already cast) is not made.
      if (!t.success || !checkPrediction(ctx.state, seat, t.data.outcome).ok) return;
      predict(ctx, seat, card, t.data.outcome, { barsVoting: true });
    },
  };
}

/** Registers what the rider does for a correct prediction, and returns its ability. */
export function defineRider(card: ActionCardId, name: string, effect: PredictionEffect): AbilityDef {
  registerPredictionEffect(card, effect);
  return riderAbility(card, name);
}

/** Planets the seat controls, in board order, with their system. */
export function controlledPlanets(state: GameState, seat: Seat): { system: string; planet: string }[] {
  const out: { system: string; planet: string }[] = [];
  for (const [system, sys] of Object.entries(state.board.systems))
    for (const [planet, p] of Object.entries(sys.planets)) if (p.owner === seat) out.push({ system, planet });
  return out;
}
