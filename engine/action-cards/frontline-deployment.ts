// Frontline Deployment (LRR 2 action cards, 22 component actions, 72 reinforcements, 30 placing units).
import { planetLabel } from '../tactical/labels';
import { fail } from '../core/result';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { checkReinforcements } from '../units/reinforcements';
import { placeUnits } from '../units/destroy';
import { planetArea } from '../units/stacks';
import { findPlanet, planetsOnBoard } from './card-kit';

/** Action: put 3 infantry from your reinforcements on one planet you control. */
export const FRONTLINE_DEPLOYMENT: AbilityDef = {
  id: 'frontline-deployment',
  name: 'Frontline Deployment',
  source: { kind: 'action-card', card: 'frontline-deployment' },
  window: 'action',
  costs: [],
  eligible: () => true,
  targetOptions: (state, seat) =>
    planetsOnBoard(state)
      .filter((p) => p.planet.owner === seat)
      .map((p) => ({ label: `3 infantry on ${planetLabel(p.id)}`, targets: { planet: p.id } })),
  check: (state, seat, targets) => {
    const p = findPlanet(state, targets.planet);
    if (p?.planet.owner !== seat) return fail('ability/bad-target', '2.6a', 'Choose a planet you control.');
    return checkReinforcements(state, seat, [{ area: planetArea(p.system, p.id), type: 'infantry', count: 3 }]);
  },
  resolve: (ctx, seat, targets) => {
    const p = findPlanet(ctx.state, targets.planet);
    if (p?.planet.owner !== seat) return;
    placeUnits(ctx, planetArea(p.system, p.id), seat, 'infantry', 3, 'frontline-deployment');
  },
};

export const FRONTLINE_DEPLOYMENT_CARD = defineContent({ abilities: [FRONTLINE_DEPLOYMENT] });
