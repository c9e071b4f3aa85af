// Signal Jamming (LRR 2 action cards, 22 component actions, 20 command tokens, 6 home systems, 6 adjacency).
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { hasTokenToPlace, placeTokensFromReinforcements } from '../economy/command-tokens';
import { adjacentSystems } from '../galaxy/adjacency';
import { adjacencyInPlay } from '../tactical/adjacency-in-play';
import { isHomeSystem, otherPlayer, shipsIn } from './card-kit';

/** A non-home system that holds one of the seat's ships or is next to one. */
function inReach(state: GameState, seat: Seat, system: string): boolean {
  if (!state.board.systems[system] || isHomeSystem(state, system)) return false;
  if (shipsIn(state, system, seat) > 0) return true;
  return adjacentSystems(state.board, system, adjacencyInPlay(state, seat)).some((k) => shipsIn(state, k, seat) > 0);
}

/**
 * The target player can lose a token there: none of theirs is in that system already, and one is in reinforcements
 * or, failing that, on their sheet (20.3b: they then take it from a pool).
 */
const canPlace = (state: GameState, target: Seat, system: string): boolean =>
  !state.board.systems[system]!.commandTokens.includes(target) && hasTokenToPlace(state, target);

/** Action: put a command token from another player's reinforcements in a non-home system near your ships. */
export const SIGNAL_JAMMING: AbilityDef = {
  id: 'signal-jamming',
  name: 'Signal Jamming',
  source: { kind: 'action-card', card: 'signal-jamming' },
  window: 'action',
  costs: [],
  eligible: () => true,
  targetOptions: (state, seat) => {
    const out: { label: string; targets: { system: string; player: Seat } }[] = [];
    for (const system of Object.keys(state.board.systems)) {
      if (!inReach(state, seat, system)) continue;
      for (const p of state.players)
        if (p.seat !== seat && !p.eliminated && canPlace(state, p.seat, system))
          out.push({
            label: `${p.name}'s token in ${state.board.systems[system]!.tile}`,
            targets: { system, player: p.seat },
          });
    }
    return out;
  },
  check: (state, seat, targets) => {
    const target = otherPlayer(state, seat, targets.player);
    if (!target.ok) return target;
    const system = String(targets.system);
    if (!inReach(state, seat, system))
      return fail('ability/bad-target', '2.6a', 'Choose a non-home system that holds or is next to one of your ships.');
    if (!canPlace(state, target.value, system))
      return fail(
        'ability/bad-target',
        '2.6a',
        'That player already has a command token in that system, or none left to place.',
      );
    return ok(undefined);
  },
  resolve: (ctx, seat, targets) => {
    const target = Number(targets.player);
    const system = String(targets.system);
    if (!inReach(ctx.state, seat, system) || !canPlace(ctx.state, target, system)) return;
    placeTokensFromReinforcements(ctx, [target], system);
  },
};

export const SIGNAL_JAMMING_CARD = defineContent({ abilities: [SIGNAL_JAMMING] });
