// Focused Research (LRR 2 action cards, 22 component actions, 90 technology, 1.11 costs): research for 4 trade goods.
import { fail } from '../core/result';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { checkResearch, research, researchChoices, researchSchema, technologyName } from '../economy/research';

/** Action: spend 4 trade goods (a cost, paid as the card is played) to research 1 technology, prerequisites apply. */
export const FOCUSED_RESEARCH: AbilityDef = {
  id: 'focused-research',
  name: 'Focused Research',
  source: { kind: 'action-card', card: 'focused-research' },
  window: 'action',
  costs: [{ kind: 'trade-goods', amount: 4 }],
  eligible: () => true,
  targetOptions: (state, seat) =>
    researchChoices(state, seat).map((r) => ({ label: `research ${technologyName(r.technology)}`, targets: { ...r } })),
  check: (state, seat, targets) => {
    const r = researchSchema.safeParse(targets);
    if (!r.success) return fail('input/bad-targets', 'input', 'Name the technology to research.');
    return checkResearch(state, seat, r.data);
  },
  resolve: (ctx, seat, targets) => {
    const r = researchSchema.safeParse(targets);
    if (r.success && checkResearch(ctx.state, seat, r.data).ok) research(ctx, seat, r.data);
  },
};

export const FOCUSED_RESEARCH_CARD = defineContent({ abilities: [FOCUSED_RESEARCH] });
