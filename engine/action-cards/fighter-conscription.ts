// Fighter Conscription (LRR 2 action cards, 22 component actions, 16 capacity, 36 fighters): 1 fighter from
// reinforcements into each system with your space dock or a unit of yours with capacity, except systems with other
// players' ships; excess fighters then go (16.3), and Fighter II overflow counts against the fleet pool (37).
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { SHIP_TYPES } from '../data/types';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { memoOn } from '../kernel/query-memo';
import { pushStep } from '../kernel/steps';
import { capacityOf } from '../tactical/unit-attributes';
import { placeUnits } from '../units/destroy';
import { checkReinforcements } from '../units/reinforcements';
import { countAt, spaceOf } from '../units/stacks';
import { othersWithShips } from './card-kit';

/** Systems that qualify: the seat's space dock (anywhere in it) or ship with capacity, and no other player's ships. */
export function conscriptionSystems(state: GameState, seat: Seat): string[] {
  return Object.entries(state.board.systems)
    .filter(([key, sys]) => {
      if (othersWithShips(state, key, seat).length > 0) return false;
      const dock =
        (sys.space[String(seat)]?.counts['space-dock'] ?? 0) > 0 ||
        Object.values(sys.planets).some((p) => (p.units[String(seat)]?.counts['space-dock'] ?? 0) > 0);
      const carrier = SHIP_TYPES.some(
        (t) => countAt(state, spaceOf(key), seat, t) > 0 && capacityOf(state, seat, t) > 0,
      );
      return dock || carrier;
    })
    .map(([key]) => key);
}

/** The systems that get a fighter, in board order, as far as reinforcements go (36.3: a plastic fighter per place). */
function placements(state: GameState, seat: Seat): string[] {
  // Listing the card asks twice (its target, then its check): remembered while options() looks at one stored state.
  return memoOn(state, `fighter conscription ${seat}`, (s) => freshPlacements(s, seat));
}

function freshPlacements(state: GameState, seat: Seat): string[] {
  const out: string[] = [];
  for (const key of conscriptionSystems(state, seat)) {
    const next = [...out, key].map((k) => ({ area: spaceOf(k), type: 'fighter' as const, count: 1 }));
    if (checkReinforcements(state, seat, next).ok) out.push(key);
  }
  return out;
}

export const FIGHTER_CONSCRIPTION: AbilityDef = {
  id: 'fighter-conscription',
  name: 'Fighter Conscription',
  source: { kind: 'action-card', card: 'fighter-conscription' },
  window: 'action',
  costs: [],
  eligible: () => true,
  targetOptions: (state, seat) => {
    const n = placements(state, seat).length;
    return n > 0 ? [{ label: `1 fighter in each of ${n} system(s)`, targets: {} }] : [];
  },
  check: (state, seat) =>
    placements(state, seat).length > 0
      ? ok(undefined)
      : fail(
          'ability/bad-target',
          '2.6a',
          'No system of yours can take a fighter (a space dock or capacity, no enemy ships).',
        ),
  resolve: (ctx, seat) => {
    const systems = placements(ctx.state, seat);
    for (const key of systems) placeUnits(ctx, spaceOf(key), seat, 'fighter', 1, 'fighter-conscription');
    for (const key of [...systems].reverse()) {
      pushStep(ctx.state, 'fleet-pool/check', { seat, system: key });
      pushStep(ctx.state, 'transport/capacity', { seat, system: key });
    }
  },
};

export const FIGHTER_CONSCRIPTION_CARD = defineContent({ abilities: [FIGHTER_CONSCRIPTION] });
