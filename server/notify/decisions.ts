// Turn notices: when a decision starts waiting on a seat, queue its player's notice (sent after the game's quiet
// delay, batched: batch.ts); keep the wait records reminders use.
import type { GameStore } from '@/server/store/types';
import { flushUser, type BatchOutcome } from './batch';
import { defaultNotifyServices, type NotifyServices } from './services';
import { clearWait, getWait, refreshWait, setGameNotifyInfo, startWait, type Wait } from './waits';
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
  /** Per seat, a sentence from public facts naming what happened ("Bea played Leadership: follow?"), if any. */
  readonly headlines?: Readonly<Record<number, string>>;
  /** Per seat, the engine's id of the decision waiting on it (the notice links to it). */
  readonly decisionIds?: Readonly<Record<number, number | null>>;
  readonly now: number | Date;
  /**
   * The seat whose command caused the change. If it is waited on both before and after, the player acted and a
   * further decision follows at once: the reminder clock restarts, but no notice is sent — they are at the table.
   */
  readonly actorSeat?: number;
  /** The game's reminder interval in hours (0 = none); remembered for reminder runs when given. */
  readonly reminderHours?: number;
  /** Minutes a turn notice waits (batching what else comes) before it is sent; remembered for later flushes. */
  readonly delayMinutes?: number;
}

export interface SeatNotice {
  readonly seat: number;
  readonly userId: string;
  readonly outcome: NoticeOutcome | { readonly kind: 'error'; readonly error: string };
}

/** What happened to a newly waited-on seat's notice: its player's batch outcome (often 'waiting' for the delay). */
export type NoticeOutcome = BatchOutcome;

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

function waitFor(input: DecisionsChanged, seat: number, userId: string, since: number): Wait {
  const headline = input.headlines?.[seat];
  const decisionId = input.decisionIds?.[seat];
  return {
    userId,
    since,
    decisionLabel: labelFor(input.decisionLabel, seat),
    ...(decisionId === undefined ? {} : { decisionId }),
    ...(headline === undefined ? {} : { headline }),
  };
}

const sameAsk = (a: Wait, b: Wait) =>
  a.decisionLabel === b.decisionLabel && a.headline === b.headline && (a.decisionId ?? null) === (b.decisionId ?? null);

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

  await setGameNotifyInfo(store, gameId, {
    name: input.gameName,
    ...(input.reminderHours === undefined ? {} : { reminderHours: input.reminderHours }),
    ...(input.delayMinutes === undefined ? {} : { delayMinutes: input.delayMinutes }),
  });

  const cleared: number[] = [];
  for (const seat of before) {
    if (after.has(seat)) continue;
    await clearWait(store, gameId, seat);
    cleared.push(seat);
  }

  const restarted: number[] = [];
  const fresh = new Map<string, number[]>();
  let waitedOn = 0;
  for (const seat of [...after].sort((a, b) => a - b)) {
    const userId = input.seatUsers[seat];
    if (userId === undefined) {
      await clearWait(store, gameId, seat);
      continue;
    }
    waitedOn += 1;
    const existing = await getWait(store, gameId, seat);
    const wait = waitFor(input, seat, userId, now);
    const isNew = !before.has(seat) || (existing !== null && existing.userId !== userId);
    if (!isNew) {
      const actorAgain = seat === input.actorSeat;
      if (existing && !actorAgain) {
        // Still waited on while others acted: keep its start for reminders, but say what it asks now.
        const updated = { ...wait, since: existing.since };
        if (!sameAsk(existing, updated)) await refreshWait(store, gameId, seat, updated);
        continue;
      }
      // Restart without a notice: the turn notice is marked done before the wait exists, so no flush or reminder
      // run can find the new wait unmarked and send it.
      const silent = { at: now, silent: true };
      await store.setRecordIfAbsent(notifyKeys.sent(gameId, seat, now, 0), silent, {
        ttlSeconds: SENT_MARK_TTL_SECONDS,
      });
      await startWait(store, gameId, seat, wait);
      restarted.push(seat);
      continue;
    }
    if (existing && existing.userId !== userId) await clearWait(store, gameId, seat);
    await startWait(store, gameId, seat, wait);
    fresh.set(userId, [...(fresh.get(userId) ?? []), seat]);
  }

  // Each newly waited-on player's batch goes out now if its delay is already over (a delay of 0); otherwise a
  // later flush (the cron, or the lazy check when the game is read) sends it.
  const notified: SeatNotice[] = [];
  for (const [userId, seats] of fresh) {
    let outcome: SeatNotice['outcome'];
    try {
      outcome = (await flushUser(store, services, userId, now)).outcome;
    } catch (error) {
      services.log(`[notify] turn notice for ${gameId} user ${userId} failed: ${String(error)}`);
      outcome = { kind: 'error', error: String(error) };
    }
    for (const seat of seats) notified.push({ seat, userId, outcome });
  }
  notified.sort((a, b) => a.seat - b.seat);

  if (waitedOn === 0) await store.removeFromSet(notifyKeys.waitingGames(), gameId);
  return { notified, restarted, cleared };
}
