// The Creuss agent, Emissary Taivra (LRR 51.3–51.4, 5 activation, 101 wormholes): after any player activates a system
// that contains a wormhole other than a delta wormhole, the Creuss may exhaust it; for the rest of that tactical
// action the active system is adjacent to every other system that contains a wormhole (ghost-agent.effects.ts).
import { fail, ok } from '../core/result';
import type { GameState } from '../core/state';
import { activeSystemOf } from '../action-cards/activation-kit';
import { wormholesIn } from '../galaxy/adjacency';
import type { AbilityDef, Subject } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { adjacencyInPlay } from '../tactical/adjacency-in-play';
import { systemLabel } from '../tactical/labels';
import { TAIVRA_NOTE, taivraSystem } from './ghost-agent.effects';

/** The active system of this activation, if it holds a wormhole other than a delta and Taivra has not named it. */
function wormholeSystem(state: GameState, subject: Subject): string | null {
  const system = activeSystemOf(state, subject);
  if (system === null || taivraSystem(state) === system) return null;
  const wormholes = wormholesIn(state.board, system, adjacencyInPlay(state));
  return wormholes.some((w) => w !== 'delta') ? system : null;
}

/** Emissary Taivra — after a system with a non-delta wormhole is activated: it is adjacent to all wormhole systems. */
export const GHOST_AGENT: AbilityDef = {
  id: 'ghostagent',
  name: 'Emissary Taivra',
  source: { kind: 'leader', leader: 'ghostagent', role: 'agent' },
  window: 'after-system-activated',
  costs: [{ kind: 'exhaust-source' }],
  eligible: (state, _seat, subject) => wormholeSystem(state, subject) !== null,
  targetOptions: (state, _seat, subject) => {
    const system = wormholeSystem(state, subject);
    return system === null
      ? []
      : [
          {
            label: `${systemLabel(state, system)} is adjacent to every wormhole system this tactical action`,
            targets: {},
          },
        ];
  },
  check: (state, _seat, _targets, subject) =>
    wormholeSystem(state, subject) === null
      ? fail(
          'ability/not-now',
          '51.4',
          'Emissary Taivra answers the activation of a system with an alpha, beta or gamma wormhole.',
        )
      : ok(undefined),
  resolve: (ctx, _seat, _targets, subject) => {
    const system = wormholeSystem(ctx.state, subject);
    if (system !== null && ctx.state.tactical) ctx.state.tactical.notes[TAIVRA_NOTE] = system;
  },
};

export const GHOST_AGENT_LEADERS = defineContent({ abilities: [GHOST_AGENT] });
