// The one place the API tells the notifications module that a game's decisions changed (after a start or an
// applied command) and asks it to check reminders lazily when a game is read (crons may run only daily).
import type { GameState } from '@/engine/index';
import { decisionSummary, waitingOn } from '@/engine/index';
import type { GameDoc } from '@/server/lobby/doc';
import { checkRemindersForGame, notifyDecisionsChanged } from '@/server/notify/index';
import type { NotifyServices } from '@/server/notify/index';
import type { GameStore } from '@/server/store/types';

/**
 * What each waiting seat is asked, in the engine's own words (decisionSummary: read from the decision itself, without
 * listing anyone's options). No table per decision kind here, so new kinds of decision need nothing in the server.
 */
export function decisionLabels(state: GameState, seats: readonly number[]): Record<number, string> {
  const labels: Record<number, string> = {};
  for (const seat of seats) labels[seat] = decisionSummary(state, seat)?.label ?? 'A decision';
  return labels;
}

export function seatsWaitedOn(state: GameState | null): number[] {
  return state && state.phase !== 'ended' ? waitingOn(state) : [];
}

export interface DecisionsChange {
  readonly store: GameStore;
  readonly gameId: string;
  readonly doc: GameDoc;
  readonly before: readonly number[];
  readonly actorSeat?: number;
  readonly now: number;
  readonly services?: NotifyServices | undefined;
}

export async function afterDecisionsChanged(change: DecisionsChange): Promise<void> {
  const { doc } = change;
  if (!doc.engine) return;
  const after = seatsWaitedOn(doc.engine);
  await notifyDecisionsChanged(
    {
      store: change.store,
      gameId: change.gameId,
      gameName: doc.lobby.name,
      before: change.before,
      after,
      seatUsers: Object.fromEntries(doc.lobby.seats.map((s, i) => [i, s.userId])),
      decisionLabel: decisionLabels(doc.engine, after),
      now: change.now,
      reminderHours: doc.lobby.settings.reminderIntervalHours,
      ...(change.actorSeat === undefined ? {} : { actorSeat: change.actorSeat }),
    },
    change.services,
  );
}

export async function afterGameRead(
  store: GameStore,
  gameId: string,
  now: number,
  services?: NotifyServices,
): Promise<void> {
  await checkRemindersForGame(store, gameId, now, services ? { services } : {});
}
