// Plague (LRR 2 action cards, 22 component actions, 31 destroyed): a die per infantry on another player's planet.
import { planetLabel } from '../tactical/labels';
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { destroyUnits } from '../units/destroy';
import { countAt, planetArea } from '../units/stacks';
import { findPlanet, planetsOnBoard, type PlanetAt } from './card-kit';

/** 6 or higher destroys one of the infantry. */
const NEEDED = 6;

const fits = (seat: Seat, p: PlanetAt | undefined): p is PlanetAt & { planet: { owner: Seat } } =>
  p !== undefined && p.planet.owner !== null && p.planet.owner !== seat;

const infantryOn = (state: GameState, p: PlanetAt): number =>
  p.planet.owner === null ? 0 : countAt(state, planetArea(p.system, p.id), p.planet.owner, 'infantry');

/**
 * Action: choose a planet another player controls; roll 1 die per infantry on it. These dice are not combat rolls,
 * so combat modifiers and rerolls do not apply; each die shows in the log as it is rolled.
 */
export const PLAGUE: AbilityDef = {
  id: 'plague',
  name: 'Plague',
  source: { kind: 'action-card', card: 'plague' },
  window: 'action',
  costs: [],
  eligible: () => true,
  targetOptions: (state, seat) =>
    planetsOnBoard(state)
      .filter((p) => fits(seat, p) && infantryOn(state, p) > 0)
      .map((p) => ({ label: `${planetLabel(p.id)} (${infantryOn(state, p)} infantry)`, targets: { planet: p.id } })),
  check: (state, seat, targets) =>
    fits(seat, findPlanet(state, targets.planet))
      ? ok(undefined)
      : fail('ability/bad-target', '2.6a', 'Choose a planet another player controls.'),
  resolve: (ctx, seat, targets) => {
    const p = findPlanet(ctx.state, targets.planet);
    if (!fits(seat, p)) return;
    const owner = p.planet.owner;
    let hits = 0;
    for (let i = infantryOn(ctx.state, p); i > 0; i--) {
      const result = ctx.rng.d10();
      emit(ctx, { type: 'die-rolled', seat, purpose: 'plague', needed: NEEDED, result });
      if (result >= NEEDED) hits += 1;
    }
    destroyUnits(ctx, planetArea(p.system, p.id), owner, 'infantry', hits, { cause: 'ability', by: seat });
  },
};

export const PLAGUE_CARD = defineContent({ abilities: [PLAGUE] });
