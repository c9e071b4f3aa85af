// Deadlines applied where the game is read or written and from the cron, with the same notifications as a player's
// command (the seats the timeout stopped waiting on are done; the next decision's seats hear about it).
import { applyDeadlines } from '@/server/game/deadlines';
import type { NotifyServices } from '@/server/notify/index';
import { notifyKeys } from '@/server/notify/keys';
import type { GameStore } from '@/server/store/types';
import { afterDecisionsChanged } from './notify-hooks';

export async function applyDeadlinesAndNotify(
  store: GameStore,
  gameId: string,
  now: number,
  services?: NotifyServices,
): Promise<number> {
  return applyDeadlines(store, gameId, now, {
    onTimedOut: async ({ seat, applied }) => {
      try {
        await afterDecisionsChanged({
          store,
          gameId,
          doc: applied.doc,
          before: applied.before,
          actorSeat: seat,
          now,
          services,
        });
      } catch (error) {
        // The timeout is committed; a failed notice must not undo or repeat it.
        console.error(`[deadlines] notifying after a timeout in ${gameId} failed`, error);
      }
    },
  });
}

/** The cron's sweep: every game that waits on someone (the reminders' index of waiting games). */
export async function sweepDeadlines(store: GameStore, now: number, services?: NotifyServices): Promise<number> {
  let total = 0;
  for (const gameId of (await store.setMembers(notifyKeys.waitingGames())).sort()) {
    try {
      total += await applyDeadlinesAndNotify(store, gameId, now, services);
    } catch (error) {
      console.error(`[deadlines] ${gameId} failed`, error);
    }
  }
  return total;
}
