// Edict's tokens (LRR 20 command tokens, 37 fleet pool, 33.10e–f): other players' command tokens that sit in the
// Mahact's fleet pool. Plain reads of the state, so the economy, effects providers and invariants may all use them.
import type { GameState, Seat } from '../core/state';
import { readOnly } from '../kernel/draft';

/** The seats whose command token is in the seat's fleet pool (Edict); empty for an eliminated holder (33.10e). */
export function edictTokens(state: GameState, holder: Seat): readonly Seat[] {
  const p = readOnly(state).players[holder];
  return !p || p.eliminated ? [] : (p.fleetPoolTokens ?? []);
}

/** Whether `owner`'s command token is in `holder`'s fleet pool. */
export const tokenInFleetPoolOf = (state: GameState, holder: Seat, owner: Seat): boolean =>
  edictTokens(state, holder).includes(owner);

/**
 * How many of the seat's command tokens sit in other players' fleet pools: out of its reinforcements (20.3) though
 * not on its own sheet. An eliminated holder's return to their owners (33.10e); an eliminated owner's stay (33.10f).
 */
export function tokensHeldByOthers(state: GameState, seat: Seat): number {
  let n = 0;
  for (const p of readOnly(state).players)
    if (p.seat !== seat) n += edictTokens(state, p.seat).filter((s) => s === seat).length;
  return n;
}

/** The players (other than `seat`) holding one of the seat's tokens in their fleet pool. */
export const holdersOf = (state: GameState, seat: Seat): Seat[] =>
  readOnly(state)
    .players.filter((p) => p.seat !== seat && tokenInFleetPoolOf(state, p.seat, seat))
    .map((p) => p.seat);
