// War Effort (LRR 2 action cards, 22 component actions, 72 reinforcements): a cruiser joins your ships.
import { fail } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { checkReinforcements } from '../units/reinforcements';
import { placeUnits } from '../units/destroy';
import { spaceOf } from '../units/stacks';
import { shipsIn } from './card-kit';

const hasShips = (state: GameState, seat: Seat, system: unknown): system is string =>
  typeof system === 'string' && state.board.systems[system] !== undefined && shipsIn(state, system, seat) > 0;

/** Action: put 1 cruiser from your reinforcements in a system that holds at least 1 of your ships. */
export const WAR_EFFORT: AbilityDef = {
  id: 'war-effort',
  name: 'War Effort',
  source: { kind: 'action-card', card: 'war-effort' },
  window: 'action',
  costs: [],
  eligible: () => true,
  targetOptions: (state, seat) =>
    Object.keys(state.board.systems)
      .filter((k) => hasShips(state, seat, k))
      .map((k) => ({ label: `a cruiser in ${state.board.systems[k]!.tile}`, targets: { system: k } })),
  check: (state, seat, targets) => {
    if (!hasShips(state, seat, targets.system))
      return fail('ability/bad-target', '2.6a', 'Choose a system that holds one of your ships.');
    return checkReinforcements(state, seat, [{ area: spaceOf(targets.system), type: 'cruiser', count: 1 }]);
  },
  resolve: (ctx, seat, targets) => {
    if (!hasShips(ctx.state, seat, targets.system)) return;
    placeUnits(ctx, spaceOf(targets.system), seat, 'cruiser', 1, 'war-effort');
  },
};

export const WAR_EFFORT_CARD = defineContent({ abilities: [WAR_EFFORT] });
