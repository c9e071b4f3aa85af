// Turn notices: when a decision starts waiting on a seat, tell its player; keep the wait records reminders use.
import type { GameStore } from '@/server/store/types';
import { deliverNotice, type NoticeOutcome } from './deliver';
import { defaultNotifyServices, type NotifyServices } from './services';
import { clearWait, getWait, setGameNotifyInfo, startWait, type Wait } from './waits';
import { notifyKeys, SENT_MARK_TTL_SECONDS } from './keys';

export interface DecisionsChanged {
  readonly store: GameStore;
  readonly gameId: string;
  readonly gameName: string;
  /** Seats the game waited on before the command. */
  readonly before: readonly number[];
  /** Seats the game waits on after it. */
  readonly after: readonly number[];
  /** Who sits where; seats without a user (open or bot seats) get no notifications. */
  readonly seatUsers: Readonly<Record<number, string>>;
  /** What waits, e.g. "Choose a strategy card" — one text for all seats, or one per seat. */
  readonly decisionLabel: string | Readonly<Record<number, string>>;
  readonly now: number | Date;
  /**
   * The seat whose command caused the change. If it is waited on both before and after, the player acted and a
   * further decision follows at once: the reminder clock restarts, but no notice is sent — they are at the table.
   */
  readonly actorSeat?: number;
  /** The game's reminder interval in hours (0 = none); remembered for reminder runs when given. */
  readonly reminderHours?: number;
}

export type SeatNotice =
  | { readonly seat: number; readonly userId: string; readonly outcome: NoticeOutcome }
  | {
      readonly seat: number;
      readonly userId: string;
      readonly outcome: { readonly kind: 'error'; readonly error: string };
    };

export interface DecisionsChangedReport {
  /** Seats newly waited on, and what happened to each notice. */
  readonly notified: readonly SeatNotice[];
  /** Seats whose wait restarted or was recorded without a notice. */
  readonly restarted: readonly number[];
  /** Seats no longer waited on. */
  readonly cleared: readonly number[];
}

function labelFor(label: DecisionsChanged['decisionLabel'], seat: number): string {
  return typeof label === 'string' ? label : (label[seat] ?? 'A decision');
}

/**
 * Call after a command is committed. It never throws for a failed delivery (those are logged and reported);
 * store errors do propagate. On serverless hosts run it inside `after()` so the response need not wait.
 */
export async function notifyDecisionsChanged(
  input: DecisionsChanged,
  services: NotifyServices = defaultNotifyServices(),
): Promise<DecisionsChangedReport> {
  const { store, gameId } = input;
  const now = typeof input.now === 'number' ? input.now : input.now.getTime();
  const before = new Set(input.before);
  const after = new Set(input.after);

  const info = await setGameNotifyInfo(store, gameId, {
    name: input.gameName,
    ...(input.reminderHours === undefined ? {} : { reminderHours: input.reminderHours }),
  });

  const cleared: number[] = [];
  for (const seat of before) {
    if (after.has(seat)) continue;
    await clearWait(store, gameId, seat);
    cleared.push(seat);
  }

  const notified: SeatNotice[] = [];
  const restarted: number[] = [];
  let waitedOn = 0;
  for (const seat of [...after].sort((a, b) => a - b)) {
    const userId = input.seatUsers[seat];
    if (userId === undefined) {
      await clearWait(store, gameId, seat);
      continue;
    }
    waitedOn += 1;
    const existing = await getWait(store, gameId, seat);
    const wait: Wait = { userId, since: now, decisionLabel: labelFor(input.decisionLabel, seat) };
    const isNew = !before.has(seat) || (existing !== null && existing.userId !== userId);
    if (!isNew) {
      const actorAgain = seat === input.actorSeat;
      if (existing && !actorAgain) continue; // still the same wait: keep its start for reminders
      // Restart without a notice: the turn notice is marked done before the wait exists, so no reminder run
      // can find the new wait unmarked and send it.
      const silent = { at: now, silent: true };
      await store.setRecordIfAbsent(notifyKeys.sent(gameId, seat, now, 0), silent, {
        ttlSeconds: SENT_MARK_TTL_SECONDS,
      });
      await startWait(store, gameId, seat, wait);
      restarted.push(seat);
      continue;
    }
    await startWait(store, gameId, seat, wait);
    try {
      const outcome = await deliverNotice(store, services, {
        gameId,
        gameName: info.name,
        seat,
        wait,
        interval: 0,
        reminderHours: info.reminderHours,
        now,
      });
      notified.push({ seat, userId, outcome });
    } catch (error) {
      services.log(`[notify] turn notice for ${gameId} seat ${seat} failed: ${String(error)}`);
      notified.push({ seat, userId, outcome: { kind: 'error', error: String(error) } });
    }
  }

  if (waitedOn === 0) await store.removeFromSet(notifyKeys.waitingGames(), gameId);
  return { notified, restarted, cleared };
}
