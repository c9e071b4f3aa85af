// Repeal Law (LRR 2 action cards, 22 component actions, 7.5 discarding a law).
import { fail, ok } from '../core/result';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { discardLaw, lawName } from '../agenda/laws';

/** Action: discard one law in play (its loss is handled like any discarded law, 7.5). */
export const REPEAL_LAW: AbilityDef = {
  id: 'repeal-law',
  name: 'Repeal Law',
  source: { kind: 'action-card', card: 'repeal-law' },
  window: 'action',
  costs: [],
  eligible: () => true,
  targetOptions: (state) => state.laws.map((l) => ({ label: `discard ${lawName(l.id)}`, targets: { law: l.id } })),
  check: (state, _seat, targets) =>
    state.laws.some((l) => l.id === targets.law)
      ? ok(undefined)
      : fail('ability/bad-target', '2.6a', 'Choose a law that is in play.'),
  resolve: (ctx, _seat, targets) => {
    if (typeof targets.law === 'string') discardLaw(ctx, targets.law);
  },
};

export const REPEAL_LAW_CARD = defineContent({ abilities: [REPEAL_LAW] });
