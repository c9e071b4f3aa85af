// LRR 6.1 adjacency as it stands in play "for all purposes": Wormhole Reconstruction's law, the wormholes units
// carry (the Hil Colish's delta), and, from the Creuss player's own point of view, Quantum Entanglement (60.3).
// Movement has its own variant (engine/tactical/paths.ts movementAdjacency: Enforced Travel Ban shuts wormholes).
import type { GameState, Seat } from '../core/state';
import { lawAdjacencyOptions } from '../agenda/laws';
import { neighbours, type AdjacencyOptions } from '../galaxy/adjacency';
import { withUnitWormholes } from './hil-colish';

const isCreuss = (state: GameState, seat: Seat | undefined): boolean =>
  seat !== undefined && state.players[seat]?.faction === 'ghost';

/**
 * The adjacency options every non-movement caller passes to engine/galaxy (space cannon range, objectives,
 * agendas, neighbours). With `seat`, adjacency as that player sees it: the Creuss treat alpha and beta systems
 * as adjacent (Quantum Entanglement), which only they do (FAQ on Ixthian Artifact) — pass no seat for effects
 * that concern everyone at once.
 */
export function adjacencyInPlay(state: GameState, seat?: Seat): AdjacencyOptions {
  const opts = isCreuss(state, seat) ? { linkedWormholes: [['alpha', 'beta']] as const } : lawAdjacencyOptions(state);
  return withUnitWormholes(state, opts);
}

/**
 * 60: whether two players are neighbours with the adjacency in play; 60.2 wormholes count, and 60.3 the Creuss
 * are neighbours with whoever Quantum Entanglement makes adjacent from their point of view.
 */
export function neighboursInPlay(state: GameState, a: Seat, b: Seat): boolean {
  if (neighbours(state, a, b, adjacencyInPlay(state))) return true;
  const creuss = isCreuss(state, a) ? a : isCreuss(state, b) ? b : undefined;
  return creuss !== undefined && neighbours(state, a, b, adjacencyInPlay(state, creuss));
}
