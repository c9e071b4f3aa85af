// Impersonation (LRR 2 action cards, 22 component actions, 47 influence, 61.21 secret objective limit): spend 3
// influence to draw 1 secret objective.
import { fail, ok } from '../core/result';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { drawSecretObjective } from '../objectives/scoring';
import { checkInfluence, paymentLabel, spendInfluence, suggestInfluence } from './influence-cost';

const COST = 3;

export const IMPERSONATION: AbilityDef = {
  id: 'impersonation',
  name: 'Impersonation',
  source: { kind: 'action-card', card: 'impersonation' },
  window: 'action',
  costs: [],
  eligible: () => true,
  targetOptions: (state, seat) => {
    const payment = suggestInfluence(state, seat, COST);
    return payment ? [{ label: `draw a secret objective, ${paymentLabel(payment)}`, targets: { payment } }] : [];
  },
  check: (state, seat, targets) => {
    // 2.6a: a card that cannot be resolved completely cannot be played.
    if (state.decks.secret.draw.length === 0)
      return fail('ability/bad-target', '2.6a', 'The secret objective deck is empty: there is nothing to draw.');
    const paid = checkInfluence(state, seat, targets, COST);
    return paid.ok ? ok(undefined) : paid;
  },
  resolve: (ctx, seat, targets) => {
    const paid = checkInfluence(ctx.state, seat, targets, COST);
    if (!paid.ok || ctx.state.decks.secret.draw.length === 0) return;
    spendInfluence(ctx, seat, paid.value);
    // 61.21: over the limit, the player returns an unscored secret objective (the draw's own choice).
    drawSecretObjective(ctx, seat);
  },
};

export const IMPERSONATION_CARD = defineContent({ abilities: [IMPERSONATION] });
