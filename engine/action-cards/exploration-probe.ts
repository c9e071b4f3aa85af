// Exploration Probe (LRR 2 action cards, 22 component actions, 35.4–35.6 exploring a frontier token, 6 adjacency):
// explore a frontier token in or next to a system that holds at least 1 of your ships.
import { systemLabel } from '../tactical/labels';
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { exploreFrontier } from '../exploration';
import { hasFrontierToken } from '../exploration/explore';
import { adjacentSystems } from '../galaxy/adjacency';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { adjacencyInPlay } from '../tactical/adjacency-in-play';
import { shipsIn } from './card-kit';

/** Systems with a frontier token the seat's ships are in or next to. */
function probeable(state: GameState, seat: Seat): string[] {
  const opts = adjacencyInPlay(state, seat);
  const out = new Set<string>();
  for (const system of Object.keys(state.board.systems)) {
    if (shipsIn(state, system, seat) === 0) continue;
    for (const k of [system, ...adjacentSystems(state.board, system, opts)]) if (hasFrontierToken(state, k)) out.add(k);
  }
  return [...out].sort();
}

export const EXPLORATION_PROBE: AbilityDef = {
  id: 'exploration-probe',
  name: 'Exploration Probe',
  source: { kind: 'action-card', card: 'exploration-probe' },
  window: 'action',
  costs: [],
  eligible: () => true,
  targetOptions: (state, seat) =>
    probeable(state, seat).map((system) => ({
      label: `explore the frontier token in ${systemLabel(state, system)}`,
      targets: { system },
    })),
  check: (state, seat, targets) =>
    typeof targets.system === 'string' && probeable(state, seat).includes(targets.system)
      ? ok(undefined)
      : fail(
          'ability/bad-target',
          '2.6a',
          'Choose a system with a frontier token that holds your ships or is next to a system that does.',
        ),
  resolve: (ctx, seat, targets) => {
    if (typeof targets.system === 'string') exploreFrontier(ctx.state, seat, targets.system);
  },
};

export const EXPLORATION_PROBE_CARD = defineContent({ abilities: [EXPLORATION_PROBE] });
