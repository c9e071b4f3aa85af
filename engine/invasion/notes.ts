// LRR 49 invasion: what the invasion step of the current tactical action remembers between its sub-steps.
import type { GameState } from '../core/state';

export interface InvasionNotes {
  /** 49.2 / 49.5: planets the active player committed ground forces to. */
  committed: string[];
  /** 25: planets whose control the active player gained during this tactical action (Winnu abilities, objectives). */
  gained: string[];
  /** Coalescence: planets where an effect put the active player's units among another player's ground forces; a
   *  ground combat is fought there though nothing was committed (absent: none; engine/factions/titans-awaken.ts). */
  coalesced?: string[];
}

const EMPTY = (): InvasionNotes => ({ committed: [], gained: [] });

/** The invasion notes of the tactical action under way (created on first use); a detached record outside one. */
export function invasionNotes(state: GameState): InvasionNotes {
  if (!state.tactical) return EMPTY();
  return ((state.tactical.notes['invasion'] as InvasionNotes | undefined) ??= EMPTY());
}
