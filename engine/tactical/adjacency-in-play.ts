// LRR 6.1 adjacency as it stands in play "for all purposes": Wormhole Reconstruction's law, the wormholes units
// carry (the Hil Colish's delta), and, from the Creuss player's own point of view, Quantum Entanglement (60.3).
// Movement has its own variant (engine/tactical/paths.ts movementAdjacency: Enforced Travel Ban shuts wormholes).
import type { GameState, Seat } from '../core/state';
import { ADJACENCY, ask, NEIGHBOURS_BY_ABILITY } from '../effects';
import { neighbours, type AdjacencyOptions } from '../galaxy/adjacency';
import { FLOW_BOOKKEEPING, memoOn } from '../kernel/query-memo';
import { readOnly } from '../kernel/draft';

/**
 * The adjacency options every non-movement caller passes to engine/galaxy (space cannon range, objectives,
 * agendas, neighbours). With `seat`, adjacency as that player sees it: the Creuss treat alpha and beta systems
 * as adjacent (Quantum Entanglement), which only they do (FAQ on Ixthian Artifact) — pass no seat for effects
 * that concern everyone at once.
 */
export function adjacencyInPlay(state: GameState, seat?: Seat): AdjacencyOptions {
  // Asked many times while options() looks at one state, and by every neighbours condition of the leader-unlock
  // check: remembered (kernel/query-memo.ts). Callers only read what it returns.
  return memoOn(
    state,
    seat === undefined ? 'adjacency in play' : `adjacency in play ${seat}`,
    // Providers only read, and build the options afresh: through the peek (kernel/draft.ts).
    (s) => ask(ADJACENCY, seat === undefined ? { state: readOnly(s) } : { state: readOnly(s), seat }),
    FLOW_BOOKKEEPING,
  );
}

/**
 * 60: whether two players are neighbours with the adjacency in play; 60.2 wormholes count, and 60.3 the Creuss
 * are neighbours with whoever Quantum Entanglement makes adjacent from their point of view.
 */
export function neighboursInPlay(state: GameState, a: Seat, b: Seat): boolean {
  return memoOn(
    state,
    `neighbours ${Math.min(a, b)} ${Math.max(a, b)}`,
    (s) => freshNeighbours(s, a, b),
    FLOW_BOOKKEEPING,
  );
}

function freshNeighbours(state: GameState, a: Seat, b: Seat): boolean {
  if (a !== b && ask(NEIGHBOURS_BY_ABILITY, { state, a, b })) return true;
  const everyone = adjacencyInPlay(state);
  if (neighbours(state, a, b, everyone)) return true;
  // Adjacency as each of the two sees it (Quantum Entanglement is the Creuss player's own); a seat that sees it
  // as everyone does needs no second look.
  const same = JSON.stringify(everyone);
  return [a, b].some((seat) => {
    const own = adjacencyInPlay(state, seat);
    return JSON.stringify(own) !== same && neighbours(state, a, b, own);
  });
}
