// The Nomad, what they change in the rules — LRR 6 adjacency, 58.4f movement, 96 faction units: their flagship,
// Memoria I or II, may treat every system that holds 1 or more of their mechs as adjacent to itself, wherever it is
// (engine/tactical/movement.ts asks for a ship moving with no other ship but the fighters it carries). Future Sight
// (8.18): after each outcome resolves, a step for every Nomad who voted for or predicted it (engine/factions/nomad.ts).
// Temporal Command Suite (51.4): after any agent is exhausted — an ability's cost, named in its 'ability-used' event —
// a quiet window for whoever holds the technology ready (engine/factions/nomad-tcs.ts); public facts only. The Cavalry
// (69.3): once a space combat has ended, a played Cavalry goes back to the Nomad (engine/factions/nomad-cavalry.ts).
import type { GameState, Seat } from '../core/state';
import { AFTER_EVENTS, AFTER_OUTCOME_RESOLVED, SHIP_EXTRA_ADJACENCY } from '../effects/hooks';
import type { StepCall } from '../kernel/steps';
import { promissoryNoteOf } from '../kernel/abilities';
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
  AFTER_EVENTS.answer(({ state, events }) =>
    events.some((e) => e.type === 'combat-ended' && e.combat === 'space') &&
    state.players.some((p) => p.promissoryInPlay.some((c) => promissoryNoteOf(c) === 'cavalry'))
      ? [{ step: 'nomad/cavalry-return' as const }]
      : [],
  ),
  AFTER_EVENTS.answer(({ state, events }) => {
    const out: StepCall[] = [];
    if (!state.players.some((p) => !p.eliminated && p.technologies.includes('tcs'))) return out;
    for (const e of events)
      if (e.type === 'ability-used' && e.agent !== undefined)
        out.push({
          step: 'window/open',
          args: { window: 'after-agent-exhausted', subject: { seat: e.seat, agent: e.agent }, quiet: true },
        });
    return out;
  }),
]);
