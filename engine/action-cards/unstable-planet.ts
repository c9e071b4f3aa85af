// Unstable Planet (LRR 2 action cards, 22 component actions, 64 planet traits, 34 exhausted, 31 destroyed).
import { planetLabel } from '../tactical/labels';
import { fail, ok } from '../core/result';
import type { GameState } from '../core/state';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { destroyUnits } from '../units/destroy';
import { countAt, planetArea } from '../units/stacks';
import { exhaustPlanet, findPlanet, hasTrait, planetsOnBoard, type PlanetAt } from './card-kit';

const MAX_INFANTRY = 3;

/** Infantry on the planet by seat, in seat order (only its controller's, in practice). */
function infantryOn(state: GameState, p: PlanetAt): { seat: number; count: number }[] {
  return state.players
    .map((pl) => ({ seat: pl.seat, count: countAt(state, planetArea(p.system, p.id), pl.seat, 'infantry') }))
    .filter((x) => x.count > 0);
}

const upTo = (state: GameState, p: PlanetAt): number =>
  Math.min(
    MAX_INFANTRY,
    infantryOn(state, p).reduce((n, x) => n + x.count, 0),
  );

/** Action: exhaust a hazardous planet and destroy up to 3 infantry on it; the player says how many (0–3). */
export const UNSTABLE_PLANET: AbilityDef = {
  id: 'unstable-planet',
  name: 'Unstable Planet',
  source: { kind: 'action-card', card: 'unstable-planet' },
  window: 'action',
  costs: [],
  eligible: () => true,
  targetOptions: (state) =>
    planetsOnBoard(state)
      .filter((p) => hasTrait(p.id, 'hazardous'))
      .flatMap((p) =>
        Array.from({ length: upTo(state, p) + 1 }, (_, n) => ({
          label: `${planetLabel(p.id)}: exhaust it, destroy ${n} infantry`,
          targets: { planet: p.id, infantry: n },
        })),
      ),
  check: (state, _seat, targets) => {
    const p = findPlanet(state, targets.planet);
    if (!p || !hasTrait(p.id, 'hazardous')) return fail('ability/bad-target', '2.6a', 'Choose a hazardous planet.');
    const n = targets.infantry;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > upTo(state, p))
      return fail('ability/bad-target', '2.6a', `Destroy between 0 and ${upTo(state, p)} infantry there.`);
    return ok(undefined);
  },
  resolve: (ctx, seat, targets) => {
    const p = findPlanet(ctx.state, targets.planet);
    if (!p) return;
    exhaustPlanet(ctx, p);
    let left = Math.min(Number(targets.infantry), upTo(ctx.state, p));
    for (const x of infantryOn(ctx.state, p)) {
      const n = Math.min(left, x.count);
      destroyUnits(ctx, planetArea(p.system, p.id), x.seat, 'infantry', n, { cause: 'ability', by: seat });
      left -= n;
    }
  },
};

export const UNSTABLE_PLANET_CARD = defineContent({ abilities: [UNSTABLE_PLANET] });
