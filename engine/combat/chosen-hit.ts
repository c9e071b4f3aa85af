// LRR 87.1 with 78 (abilities): one hit that the ability's owner aims at a ship type of their choice, which the
// ship's owner may still cancel with Sustain Damage. Shared by abilities that "produce 1 hit on a ship you choose"
// (the Yin's Devotion, the Creuss' Dimensional Splicer). In a space combat it passes through the before-hits-assigned
// window first, where the FAQ lets Shields Holding cancel it (engine/combat/ability-hits.ts).
import type { FlowCtx } from '../kernel/context';
import type { Seat } from '../core/state';
import type { UnitType } from '../data/types';
import { pushCombatAbilityHits } from './ability-hits';

/** Asks `target` to take 1 hit on one of their `ship`s in the space area of `system`, aimed there by `by`. */
export function pushHitOnChosenShip(ctx: FlowCtx, system: string, by: Seat, target: Seat, ship: UnitType): void {
  pushCombatAbilityHits(ctx, {
    cause: 'ability',
    system,
    planet: null,
    order: [target],
    hits: {
      [String(target)]: { count: 1, restricted: 0, eligible: [ship], sustain: true, by, limit: { [ship]: 1 } },
    },
  });
}
