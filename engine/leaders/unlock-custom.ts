// LRR 51.6: commander unlock conditions the data table marks 'custom' (or as an event), written as pure functions of
// the state so that the one unlock check (engine/leaders/unlock.ts) can read them after any command, with the
// progress everyone may see on the leader sheet. Each is the public fact that shows the condition was met.
import type { GameState, Seat } from '../core/state';
import type { LeaderId } from '../data/leaders';
import { MECATOL_REX_PLANET, mecatolKey } from '../objectives/board-queries';
import type { UnlockProgress } from './unlock';
import { naaluCommanderUnlock } from './naalu';

const yes = (b: boolean): UnlockProgress => ({ have: b ? 1 : 0, need: 1 });

/** Rickar Rickani: control Mecatol Rex (a combat there unlocks it as it starts: event-unlocks.effects.ts). */
function winnuCommander(state: GameState, seat: Seat): UnlockProgress {
  const key = mecatolKey(state);
  const mr = key === undefined ? undefined : state.board.systems[key]?.planets[MECATOL_REX_PLANET];
  return yes(mr?.owner === seat);
}

/** Unlock conditions counted here rather than by their data kind. */
export const CUSTOM_UNLOCKS: Partial<Record<LeaderId, (state: GameState, seat: Seat) => UnlockProgress>> = {
  winnucommander: winnuCommander,
  naalucommander: naaluCommanderUnlock,
};
