// LRR 51.6: commanders whose unlock condition is an event rather than a standing fact — it unlocks as the event
// happens. Rickar Rickani (Winnu): take part in a combat in the Mecatol Rex system (controlling Mecatol Rex, the
// other half, is a standing fact: engine/leaders/unlock-custom.ts). Magmus (Muaat): produce a war sun.
import type { Seat } from '../core/state';
import type { LeaderId } from '../data/leaders';
import { COMBAT_STARTED, UNITS_PRODUCED } from '../effects/hooks';
import { defineProvider } from '../kernel/effects';
import { emit, type FlowCtx } from '../kernel/context';
import { leaderSlots } from '../kernel/leader-sheet';

const MECATOL_REX_TILE = '18';

/** Unlocks the seat's commander if it is this leader and still locked, and says so (51.6b). */
export function unlockCommanderOnEvent(ctx: FlowCtx, seat: Seat, leader: LeaderId): void {
  const p = ctx.state.players[seat];
  if (!p || p.eliminated || p.leaders.commander !== 'locked') return;
  if (leaderSlots(ctx.state, seat)?.commander !== leader) return;
  p.leaders.commander = 'unlocked';
  emit(ctx, { type: 'leader-unlocked', seat, leader, role: 'commander' });
}

export const EVENT_UNLOCK_EFFECTS = defineProvider('leaders:event-unlocks', [
  COMBAT_STARTED.answer(({ ctx, place, attacker, defender }) => {
    if (ctx.state.board.systems[place.system]?.tile !== MECATOL_REX_TILE) return;
    for (const seat of [attacker, defender]) unlockCommanderOnEvent(ctx, seat, 'winnucommander');
  }),
  UNITS_PRODUCED.answer(({ ctx, seat, units }) => {
    if ((units['war-sun'] ?? 0) > 0) unlockCommanderOnEvent(ctx, seat, 'muaatcommander');
  }),
]);
