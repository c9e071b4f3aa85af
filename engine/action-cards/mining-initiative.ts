// Mining Initiative (LRR 2 action cards, 22 component actions, 75 resources, 93 trade goods).
import { planetLabel } from '../tactical/labels';
import { fail, ok } from '../core/result';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { planetValues } from '../economy/planets';
import { findPlanet, gainTradeGoods, planetsOnBoard } from './card-kit';

/** Action: choose a planet you control; gain trade goods equal to its resource value (readied or not). */
export const MINING_INITIATIVE: AbilityDef = {
  id: 'mining-initiative',
  name: 'Mining Initiative',
  source: { kind: 'action-card', card: 'mining-initiative' },
  window: 'action',
  costs: [],
  eligible: () => true,
  targetOptions: (state, seat) =>
    planetsOnBoard(state)
      .filter((p) => p.planet.owner === seat)
      .map((p) => ({
        label: `${planetLabel(p.id)} (${planetValues(state, p.id).resources} trade goods)`,
        targets: { planet: p.id },
      })),
  check: (state, seat, targets) =>
    findPlanet(state, targets.planet)?.planet.owner === seat
      ? ok(undefined)
      : fail('ability/bad-target', '2.6a', 'Choose a planet you control.'),
  resolve: (ctx, seat, targets) => {
    const p = findPlanet(ctx.state, targets.planet);
    if (p?.planet.owner !== seat) return;
    gainTradeGoods(ctx, seat, planetValues(ctx.state, p.id).resources);
  },
};

export const MINING_INITIATIVE_CARD = defineContent({ abilities: [MINING_INITIATIVE] });
