// The Argent agent, Trilossa Aun Mirik (LRR 51.4, 67–68 producing units): when any player produces ground forces in a
// system, the Argent may exhaust it — that player may then place those ground forces on any planets they control in
// that system and in the systems adjacent to it.
//
// What we decided, and why:
// - It is played in the 'when-producing-units' window, before the order is given (engine/production/steps.ts opens it
//   above the production decision); the planets it opens are recorded on that decision (`nearby`, planet → system),
//   which the order's placement reads (engine/production/producers.ts, order.ts).
// - Offered only when it opens a planet the producer could not use otherwise, and when ground forces can be produced.
import { fail, ok } from '../core/result';
import type { GameState } from '../core/state';
import { adjacentSystems } from '../galaxy/adjacency';
import type { AbilityDef, Subject } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { productionLimits } from '../production/producers';
import { adjacencyInPlay } from '../tactical/adjacency-in-play';
import { productionFor } from './production';

/** The planets (with their systems) Trilossa would add for the production the window precedes. */
function nearbyPlanets(state: GameState, subject: Subject): Record<string, string> {
  const offer = productionFor(state, subject);
  if (!offer || offer.shipLimit !== undefined || offer.nearby) return {};
  const limits = productionLimits(state, offer);
  if (limits.infantry === 0) return {};
  const out: Record<string, string> = {};
  const systems = [offer.system, ...adjacentSystems(state.board, offer.system, adjacencyInPlay(state, offer.seat))];
  for (const system of systems)
    for (const [id, planet] of Object.entries(state.board.systems[system]?.planets ?? {}))
      if (planet.owner === offer.seat && !limits.groundPlanets.includes(id)) out[id] = system;
  return out;
}

const opens = (state: GameState, subject: Subject): boolean => Object.keys(nearbyPlanets(state, subject)).length > 0;

/** Trilossa Aun Mirik — when any player produces ground forces: they may place them on planets nearby. */
export const ARGENT_AGENT: AbilityDef = {
  id: 'argentagent',
  name: 'Trilossa Aun Mirik',
  source: { kind: 'leader', leader: 'argentagent', role: 'agent' },
  window: 'when-producing-units',
  costs: [{ kind: 'exhaust-source' }],
  eligible: (state, _seat, subject) => opens(state, subject),
  targetOptions: (state, _seat, subject) => {
    if (!opens(state, subject)) return [];
    const who = state.players[Number(subject.seat)]?.name ?? 'that player';
    return [
      {
        label: `${who} may place the ground forces produced on planets they control here and in adjacent systems`,
        targets: {},
      },
    ];
  },
  check: (state, _seat, _targets, subject) =>
    opens(state, subject)
      ? ok(undefined)
      : fail(
          'ability/not-now',
          '51.4',
          'Trilossa Aun Mirik answers a production of ground forces that could then reach another planet.',
        ),
  resolve: (ctx, _seat, _targets, subject) => {
    const nearby = nearbyPlanets(ctx.state, subject);
    const offer = productionFor(ctx.state, subject);
    if (offer && Object.keys(nearby).length > 0) offer.nearby = nearby;
  },
};

export const ARGENT_AGENT_LEADERS = defineContent({ abilities: [ARGENT_AGENT] });
