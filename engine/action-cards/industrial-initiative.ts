// Industrial Initiative (LRR 2 action cards, 22 component actions, 93 trade goods): 1 trade good per industrial planet.
import { ok } from '../core/result';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { gainTradeGoods, hasTrait, planetsOnBoard } from './card-kit';

/** Action: gain 1 trade good for each industrial planet you control, readied or exhausted. */
export const INDUSTRIAL_INITIATIVE: AbilityDef = {
  id: 'industrial-initiative',
  name: 'Industrial Initiative',
  source: { kind: 'action-card', card: 'industrial-initiative' },
  window: 'action',
  costs: [],
  eligible: () => true,
  targetOptions: () => [{ label: 'trade goods for your industrial planets', targets: {} }],
  check: () => ok(undefined),
  resolve: (ctx, seat) => {
    const n = planetsOnBoard(ctx.state).filter((p) => p.planet.owner === seat && hasTrait(p.id, 'industrial')).length;
    gainTradeGoods(ctx, seat, n);
  },
};

export const INDUSTRIAL_INITIATIVE_CARD = defineContent({ abilities: [INDUSTRIAL_INITIATIVE] });
