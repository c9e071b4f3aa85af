// Which seats each game waits on, since when and for what — the records reminders are computed from.
import type { GameStore } from '@/server/store/types';
import { notifyKeys } from './keys';

export interface Wait {
  readonly userId: string;
  /** When the decision started waiting on the seat (ms since epoch); also names this wait in its marks. */
  readonly since: number;
  readonly decisionLabel: string;
}

export interface GameNotifyInfo {
  readonly name: string;
  /** Hours between reminders; 0 switches reminders off for the game. */
  readonly reminderHours: number;
}

export const DEFAULT_REMINDER_HOURS = 24;

export async function getGameNotifyInfo(store: GameStore, gameId: string): Promise<GameNotifyInfo> {
  const info = await store.getRecord<Partial<GameNotifyInfo>>(notifyKeys.game(gameId));
  const hours = info?.reminderHours;
  return {
    name: typeof info?.name === 'string' ? info.name : gameId,
    reminderHours: typeof hours === 'number' && Number.isFinite(hours) && hours >= 0 ? hours : DEFAULT_REMINDER_HOURS,
  };
}

/** Called when a game is created or its name or reminder interval changes (also done by notifyDecisionsChanged). */
export async function setGameNotifyInfo(
  store: GameStore,
  gameId: string,
  update: { readonly name?: string; readonly reminderHours?: number },
): Promise<GameNotifyInfo> {
  const current = await getGameNotifyInfo(store, gameId);
  const next: GameNotifyInfo = {
    name: update.name ?? current.name,
    reminderHours: update.reminderHours ?? current.reminderHours,
  };
  if (next.name !== current.name || next.reminderHours !== current.reminderHours) {
    await store.setRecord(notifyKeys.game(gameId), next);
  }
  return next;
}

export async function getWait(store: GameStore, gameId: string, seat: number): Promise<Wait | null> {
  return store.getRecord<Wait>(notifyKeys.wait(gameId, seat));
}

export async function startWait(store: GameStore, gameId: string, seat: number, wait: Wait): Promise<void> {
  // Record first, then index it: a reader that finds the seat in the set always finds its record.
  await store.setRecord(notifyKeys.wait(gameId, seat), wait);
  await store.addToSet(notifyKeys.waitingSeats(gameId), String(seat));
  await store.addToSet(notifyKeys.waitingGames(), gameId);
}

export async function clearWait(store: GameStore, gameId: string, seat: number): Promise<void> {
  await store.removeFromSet(notifyKeys.waitingSeats(gameId), String(seat));
  await store.deleteRecord(notifyKeys.wait(gameId, seat));
}

export async function waitingSeats(store: GameStore, gameId: string): Promise<number[]> {
  const members = await store.setMembers(notifyKeys.waitingSeats(gameId));
  return members
    .map(Number)
    .filter(Number.isInteger)
    .sort((a, b) => a - b);
}

/** Which notification of a wait is due at `now`: 0 is the turn notice, n ≥ 1 the n-th reminder. */
export function dueInterval(since: number, now: number, reminderHours: number): number {
  if (reminderHours <= 0 || now <= since) return 0;
  return Math.floor((now - since) / (reminderHours * 3_600_000));
}
