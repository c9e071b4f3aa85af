// Acquiescence, the Winnu promissory note — LRR 69 promissory notes, 20.5 a secondary ability costs a strategy token,
// 82 strategic actions: when the Winnu resolve a strategic action, the holder may follow its secondary ability without
// spending (or, for Construction, placing) a command token; the note then goes back to the Winnu. It is played with
// the follow-secondary command itself (`acquiescence: true`): the token is waived for that one secondary
// (engine/phases/cards/common.ts reads the waiver), then the note returns.
import { fail, ok, type Result } from '../core/result';
import type { StrategicSecondaryDecision } from '../core/frames';
import type { GameState, Seat } from '../core/state';
import type { FlowCtx } from '../kernel/context';
import { tokenWaiverKey } from '../phases/cards/common';
import { playableCopies, returnNote } from '../transactions/notes';

export const ACQUIESCENCE = 'acq';

/** The owner of the Acquiescence the seat could play on this secondary: the Winnu whose strategic action it is. */
export function acquiescenceFor(state: GameState, seat: Seat, decision: StrategicSecondaryDecision): Seat | null {
  const owner = decision.activeSeat;
  if (owner === seat || state.players[owner]?.faction !== 'winnu') return null;
  return playableCopies(state, seat, ACQUIESCENCE).some((r) => r.owner === owner) ? owner : null;
}

/** Before the secondary is checked: waives its token for the seat, if they hold the Winnu's Acquiescence. */
export function waiveWithAcquiescence(
  state: GameState,
  seat: Seat,
  decision: StrategicSecondaryDecision,
): Result<void> {
  if (state.players[decision.activeSeat]?.faction !== 'winnu')
    return fail('ability/not-now', '69', 'Acquiescence is played when the Winnu resolve a strategic action.');
  if (acquiescenceFor(state, seat, decision) === null)
    return fail('ability/not-held', '69.1', "You do not hold the Winnu's Acquiescence.");
  state.abilityUses.push(tokenWaiverKey(seat));
  return ok(undefined);
}

/** After the secondary resolved: the waiver ends (if nothing used it) and the note returns to the Winnu (69.3). */
export function returnAcquiescence(ctx: FlowCtx, seat: Seat, decision: StrategicSecondaryDecision): void {
  const key = tokenWaiverKey(seat);
  const left = ctx.state.abilityUses.indexOf(key);
  if (left >= 0) ctx.state.abilityUses.splice(left, 1);
  returnNote(ctx, seat, { note: ACQUIESCENCE, owner: decision.activeSeat });
}
