// Cripple Defenses (LRR 2 action cards, 22 component actions, 31 destroyed, 63 PDS): every PDS on a planet is destroyed.
import { planetLabel } from '../tactical/labels';
import { fail, ok } from '../core/result';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { destroyUnits } from '../units/destroy';
import { countAt, planetArea } from '../units/stacks';
import { findPlanet, planetsOnBoard } from './card-kit';

/** Action: choose any planet; each PDS on it is destroyed (a planet without one is a legal, empty choice). */
export const CRIPPLE_DEFENSES: AbilityDef = {
  id: 'cripple-defenses',
  name: 'Cripple Defenses',
  source: { kind: 'action-card', card: 'cripple-defenses' },
  window: 'action',
  costs: [],
  eligible: () => true,
  // Offer planets that hold a PDS; any planet stays a legal target when named by hand.
  targetOptions: (state) =>
    planetsOnBoard(state)
      .filter((p) => Object.values(p.planet.units).some((u) => (u.counts.pds ?? 0) > 0))
      .map((p) => ({ label: `destroy the PDS on ${planetLabel(p.id)}`, targets: { planet: p.id } })),
  check: (state, _seat, targets) =>
    findPlanet(state, targets.planet) ? ok(undefined) : fail('ability/bad-target', '2.6a', 'Choose a planet.'),
  resolve: (ctx, seat, targets) => {
    const p = findPlanet(ctx.state, targets.planet);
    if (!p) return;
    const area = planetArea(p.system, p.id);
    for (const owner of ctx.state.players.map((pl) => pl.seat)) {
      const n = countAt(ctx.state, area, owner, 'pds');
      if (n > 0) destroyUnits(ctx, area, owner, 'pds', n, { cause: 'ability', by: seat });
    }
  },
};

export const CRIPPLE_DEFENSES_CARD = defineContent({ abilities: [CRIPPLE_DEFENSES] });
