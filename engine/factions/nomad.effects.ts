// The Nomad, what they change in the rules — LRR 6 adjacency, 58.4f movement, 96 faction units: their flagship,
// Memoria I or II, may treat every system that holds 1 or more of their mechs as adjacent to itself, wherever it is
// (engine/tactical/movement.ts asks for a ship moving with no other ship but the fighters it carries). Future Sight
// (8.18): after each outcome resolves, a step for every Nomad who voted for or predicted it (engine/factions/nomad.ts).
import type { GameState, Seat } from '../core/state';
import { AFTER_OUTCOME_RESOLVED, SHIP_EXTRA_ADJACENCY } from '../effects/hooks';
import { defineProvider } from '../kernel/effects';
import { hasUnit, mechInSystem } from './units';

const MEMORIA = ['nomad_flagship', 'nomad_flagship2'] as const;

/** Whether the seat's flagship is Memoria I or II. */
export const hasMemoria = (state: GameState, seat: Seat): boolean =>
  MEMORIA.some((id) => hasUnit(state, seat, 'flagship', id));

/** The systems holding the seat's mechs, in board order. */
export const mechSystems = (state: GameState, seat: Seat): string[] =>
  Object.keys(state.board.systems).filter((key) => mechInSystem(state, key, seat));

export const NOMAD_EFFECTS = defineProvider('faction:nomad', [
  SHIP_EXTRA_ADJACENCY.answer(({ state, seat, unit }) =>
    unit === 'flagship' && hasMemoria(state, seat) ? mechSystems(state, seat) : [],
  ),
  AFTER_OUTCOME_RESOLVED.answer(({ state }) =>
    state.players
      .filter((p) => p.faction === 'nomad' && !p.eliminated)
      .map((p) => ({ step: 'nomad/future-sight' as const, args: { seat: p.seat } })),
  ),
]);
