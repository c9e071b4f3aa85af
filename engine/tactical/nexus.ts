// LRR 100 wormhole nexus (with the notes in shared/rules/003): the inactive nexus flips to its active side after a
// unit moves or is placed into it; for ships moving in, at the end of the movement step (100.2a) — that is, after
// space cannon offense, so only deep space cannon through gamma wormholes reaches it that action (note 2).
import type { GameState, Seat } from '../core/state';
import { emit, type FlowCtx } from '../kernel/context';
import { activateNexus } from '../galaxy/board';

/** Key of the nexus while it is in play and still inactive, else null. */
export function inactiveNexus(state: GameState): string | null {
  const { placed, active, at } = state.board.nexus;
  return placed && !active && at !== null ? at : null;
}

/** Note 1: any unit in the inactive nexus flips it, however it got there. */
export function unitsInNexus(state: GameState): boolean {
  const at = inactiveNexus(state);
  const sys = at === null ? undefined : state.board.systems[at];
  if (!sys) return false;
  const any = (stacks: Record<string, { counts: Partial<Record<string, number>> }>) =>
    Object.values(stacks).some((s) => Object.values(s.counts).some((n) => (n ?? 0) > 0));
  return any(sys.space) || Object.values(sys.planets).some((p) => any(p.units));
}

/**
 * 100.2: flips the nexus (units, tokens and command tokens stay on it, note 4). `seat` is the player who caused
 * it. Other modules call this after placing a unit there or gaining control of Mallice.
 */
export function flipNexus(ctx: FlowCtx, seat: Seat | null): void {
  if (inactiveNexus(ctx.state) === null) return;
  ctx.state.board = activateNexus(ctx.state.board);
  emit(ctx, { type: 'nexus-activated', seat });
}

/** Called at the end of the movement step with the systems this action's ships entered (passing through counts). */
export function flipNexusAfterMovement(ctx: FlowCtx, seat: Seat, entered: readonly string[]): void {
  const at = inactiveNexus(ctx.state);
  if (at === null) return;
  if (entered.includes(at) || unitsInNexus(ctx.state)) flipNexus(ctx, seat);
}
