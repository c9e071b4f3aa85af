// The turns the lobby waits on before a game starts — a pick in the Milty or faction draft, a system tile placed by
// the players (LRR "Complete Setup" step 6) — so that My games and the turn notices treat them like a game decision.
// Whose turn it is in either is public (the draft's order and the placement's snake order are shown to everyone).
import { onTheClock } from '@/engine/index';
import type { Lobby } from './doc';
import { placementClock } from './placement';

/** What a turn before the game is: a draft pick, or a system tile to place. */
export const LOBBY_STAGES = ['draft', 'placement'] as const;
export type LobbyStage = (typeof LOBBY_STAGES)[number];

export interface LobbyTurn {
  readonly stage: LobbyStage;
  /** The seat on the clock. */
  readonly seat: number;
}

/** The seat whose draft pick the lobby waits on, or null (no draft under way). */
export function draftClock(lobby: Lobby): number | null {
  const d = lobby.draft?.state;
  return d && lobby.status === 'lobby' ? onTheClock(d) : null;
}

/**
 * The pre-game turn under way, or null. A faction draft ends before the tiles are dealt, so at most one of the two
 * waits on anyone at a time.
 */
export function lobbyTurn(lobby: Lobby): LobbyTurn | null {
  const draft = draftClock(lobby);
  if (draft !== null) return { stage: 'draft', seat: draft };
  const placement = placementClock(lobby);
  return placement === null ? null : { stage: 'placement', seat: placement };
}
