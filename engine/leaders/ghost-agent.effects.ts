// The Creuss agent, Emissary Taivra (LRR 51.4, 6.1, 101): once used, the system it names is adjacent to every other
// system that contains a wormhole, for all purposes, until that tactical action ends (5.4: the note goes with it).
import type { GameState } from '../core/state';
import { ADJACENCY } from '../effects/hooks';
import { defineProvider } from '../kernel/effects';

/** Where the tactical action's notes keep the system Emissary Taivra named. */
export const TAIVRA_NOTE = 'ghost-agent';

/** The system made adjacent to every wormhole system during this tactical action, if any. */
export function taivraSystem(state: GameState): string | null {
  const s = state.tactical?.notes[TAIVRA_NOTE];
  return typeof s === 'string' ? s : null;
}

export const GHOST_AGENT_EFFECTS = defineProvider('leaders:ghost-agent', [
  ADJACENCY.answer(({ state }) => {
    const system = taivraSystem(state);
    return system === null ? {} : { adjacentToAllWormholes: [system] };
  }),
]);
