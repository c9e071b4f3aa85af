// Uprising (LRR 2 action cards, 22 component actions, 34 exhausted, 75 resources): exhaust another's non-home planet.
import { planetLabel } from '../tactical/labels';
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { planetValues } from '../economy/planets';
import { exhaustPlanet, findPlanet, gainTradeGoods, isHomeSystem, planetsOnBoard, type PlanetAt } from './card-kit';

const fits = (state: GameState, seat: Seat, p: PlanetAt | undefined): p is PlanetAt =>
  p !== undefined &&
  p.planet.owner !== null &&
  p.planet.owner !== seat &&
  !p.planet.exhausted &&
  !isHomeSystem(state, p.system);

/** Action: exhaust a readied non-home planet another player controls; gain trade goods equal to its resources. */
export const UPRISING: AbilityDef = {
  id: 'uprising',
  name: 'Uprising',
  source: { kind: 'action-card', card: 'uprising' },
  window: 'action',
  costs: [],
  eligible: () => true,
  targetOptions: (state, seat) =>
    planetsOnBoard(state)
      .filter((p) => fits(state, seat, p))
      .map((p) => ({
        label: `${planetLabel(p.id)} (${planetValues(state, p.id).resources} trade goods)`,
        targets: { planet: p.id },
      })),
  check: (state, seat, targets) =>
    fits(state, seat, findPlanet(state, targets.planet))
      ? ok(undefined)
      : fail(
          'ability/bad-target',
          '2.6a',
          'Choose a readied planet outside home systems that another player controls.',
        ),
  resolve: (ctx, seat, targets) => {
    const p = findPlanet(ctx.state, targets.planet);
    if (!fits(ctx.state, seat, p)) return;
    exhaustPlanet(ctx, p);
    gainTradeGoods(ctx, seat, planetValues(ctx.state, p.id).resources);
  },
};

export const UPRISING_CARD = defineContent({ abilities: [UPRISING] });
