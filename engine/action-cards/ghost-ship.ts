// Ghost Ship (LRR 2 action cards, 22 component actions, 101 wormholes, 6 home systems, 72 reinforcements).
import { fail } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { wormholesIn } from '../galaxy/adjacency';
import { adjacencyInPlay } from '../tactical/adjacency-in-play';
import { checkReinforcements } from '../units/reinforcements';
import { placeUnits } from '../units/destroy';
import { spaceOf } from '../units/stacks';
import { isHomeSystem, othersWithShips } from './card-kit';

const fits = (state: GameState, seat: Seat, system: unknown): system is string =>
  typeof system === 'string' &&
  state.board.systems[system] !== undefined &&
  !isHomeSystem(state, system) &&
  wormholesIn(state.board, system, adjacencyInPlay(state)).length > 0 &&
  othersWithShips(state, system, seat).length === 0;

/** Action: a destroyer from your reinforcements appears in a non-home wormhole system free of other players' ships. */
export const GHOST_SHIP: AbilityDef = {
  id: 'ghost-ship',
  name: 'Ghost Ship',
  source: { kind: 'action-card', card: 'ghost-ship' },
  window: 'action',
  costs: [],
  eligible: () => true,
  targetOptions: (state, seat) =>
    Object.keys(state.board.systems)
      .filter((k) => fits(state, seat, k))
      .map((k) => ({ label: `a destroyer in ${state.board.systems[k]!.tile}`, targets: { system: k } })),
  check: (state, seat, targets) => {
    if (!fits(state, seat, targets.system))
      return fail(
        'ability/bad-target',
        '2.6a',
        "Choose a system with a wormhole that is no one's home system and holds no other player's ships.",
      );
    return checkReinforcements(state, seat, [{ area: spaceOf(targets.system), type: 'destroyer', count: 1 }]);
  },
  resolve: (ctx, seat, targets) => {
    if (!fits(ctx.state, seat, targets.system)) return;
    placeUnits(ctx, spaceOf(targets.system), seat, 'destroyer', 1, 'ghost-ship');
  },
};

export const GHOST_SHIP_CARD = defineContent({ abilities: [GHOST_SHIP] });
