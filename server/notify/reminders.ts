// Reminders: one per interval while a decision keeps waiting, claimed by once-only marks so runs never repeat one.
// Each run first flushes the quiet turn notices that are due (batch.ts).
import { flushMentions, flushMentionsOfGame } from './mentions';
import type { GameStore } from '@/server/store/types';
import { flushPending, type FlushCounts } from './batch';
import { deliverNotice } from './deliver';
import { notifyKeys } from './keys';
import { defaultNotifyServices, type NotifyServices } from './services';
import { dueInterval, getGameNotifyInfo, getWait, waitingSeats } from './waits';

export interface ReminderCounts extends FlushCounts {
  games: number;
  /** Waiting seats looked at. */
  waits: number;
  /** Turn notices (batches) sent: their delay passed, or their first chance fell in quiet hours. */
  turnNotices: number;
  reminders: number;
  /** Nothing due: the notification for the current interval was already sent (by this or another run). */
  notDue: number;
  quiet: number;
  /** All channels off for the player. */
  off: number;
  failed: number;
}

function emptyCounts(): ReminderCounts {
  return {
    games: 0,
    waits: 0,
    turnNotices: 0,
    reminders: 0,
    notDue: 0,
    present: 0,
    waiting: 0,
    quiet: 0,
    off: 0,
    failed: 0,
  };
}

async function checkGame(
  store: GameStore,
  services: NotifyServices,
  gameId: string,
  now: number,
  counts: ReminderCounts,
): Promise<void> {
  counts.games += 1;
  const [info, seats] = await Promise.all([getGameNotifyInfo(store, gameId), waitingSeats(store, gameId)]);
  for (const seat of seats) {
    const wait = await getWait(store, gameId, seat);
    if (!wait) continue;
    counts.waits += 1;
    const interval = dueInterval(wait.since, now, info.reminderHours);
    // The turn notice itself is the batch's (flushPending); reminders start with the first interval.
    if (interval === 0) continue;
    // Cheap read first: most checks find the current notification already sent.
    if (await store.getRecord(notifyKeys.sent(gameId, seat, wait.since, interval))) {
      counts.notDue += 1;
      continue;
    }
    try {
      const outcome = await deliverNotice(store, services, {
        gameId,
        gameName: info.name,
        seat,
        wait,
        interval,
        reminderHours: info.reminderHours,
        now,
      });
      switch (outcome.kind) {
        case 'delivered':
          counts.reminders += 1;
          break;
        case 'already-sent':
          counts.notDue += 1;
          break;
        case 'quiet':
          counts.quiet += 1;
          break;
        case 'off':
          counts.off += 1;
          break;
        case 'failed':
          counts.failed += 1;
          break;
      }
    } catch (error) {
      counts.failed += 1;
      services.log(`[notify] reminder for ${gameId} seat ${seat} failed: ${String(error)}`);
    }
  }
}

export interface RunReminders {
  readonly store: GameStore;
  readonly now: number | Date;
  readonly services?: NotifyServices;
}

/** The cron's work: every waiting seat of every game. */
export async function runReminders({ store, now, services }: RunReminders): Promise<ReminderCounts> {
  const svc = services ?? defaultNotifyServices();
  const t = typeof now === 'number' ? now : now.getTime();
  const counts = emptyCounts();
  await flushPending(store, svc, t, counts);
  await flushMentions(store, svc, t);
  const games = await store.setMembers(notifyKeys.waitingGames());
  for (const gameId of games.sort()) {
    await checkGame(store, svc, gameId, t, counts);
  }
  return counts;
}

const lastLazyCheck = new Map<string, number>();
const LAZY_CHECK_GAP_MS = 60_000;

/**
 * The same check for one game, for when the game is read or written (Vercel Hobby runs crons only daily).
 * Within one process a game is checked at most once a minute; the once-only marks keep processes from repeating.
 * Returns null when skipped for that reason. Run it inside `after()` so no request waits on a mail server.
 */
export async function checkRemindersForGame(
  store: GameStore,
  gameId: string,
  now: number | Date,
  options: { readonly services?: NotifyServices; readonly minGapMs?: number } = {},
): Promise<ReminderCounts | null> {
  const t = typeof now === 'number' ? now : now.getTime();
  const last = lastLazyCheck.get(gameId);
  const gap = options.minGapMs ?? LAZY_CHECK_GAP_MS;
  if (last !== undefined && t >= last && t - last < gap) return null;
  lastLazyCheck.set(gameId, t);
  if (lastLazyCheck.size > 10_000) lastLazyCheck.clear();
  const counts = emptyCounts();
  const services = options.services ?? defaultNotifyServices();
  // The players this game waits on: their batches (which may name their other games too) if due.
  const users = new Set<string>();
  for (const seat of await waitingSeats(store, gameId)) {
    const wait = await getWait(store, gameId, seat);
    if (wait) users.add(wait.userId);
  }
  await flushPending(store, services, t, counts, [...users]);
  await flushMentionsOfGame(store, services, gameId, t);
  await checkGame(store, services, gameId, t, counts);
  return counts;
}
