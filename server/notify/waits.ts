// Which seats each game waits on, since when and for what — the records reminders are computed from.
import type { GameStore } from '@/server/store/types';
import { notifyKeys } from './keys';

export interface Wait {
  readonly userId: string;
  /** When the decision started waiting on the seat (ms since epoch); also names this wait in its marks. */
  readonly since: number;
  readonly decisionLabel: string;
  /** The engine's id of the decision (the email links to it); null or absent for a proposal or older records. */
  readonly decisionId?: number | null;
  /** A sentence naming what happened, from public facts ("Bea played Leadership: follow?"), when there is one. */
  readonly headline?: string;
}

export interface GameNotifyInfo {
  readonly name: string;
  /** Hours between reminders; 0 switches reminders off for the game. */
  readonly reminderHours: number;
  /** Minutes a turn notice waits before it is sent (and batched with the player's other waiting decisions). */
  readonly delayMinutes: number;
}

export const DEFAULT_REMINDER_HOURS = 24;
/** The quiet delay when the game does not set one: a decision answered within it sends nothing. */
export const DEFAULT_NOTIFY_DELAY_MINUTES = 5;

const finiteAtLeastZero = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n >= 0;

export async function getGameNotifyInfo(store: GameStore, gameId: string): Promise<GameNotifyInfo> {
  const info = await store.getRecord<Partial<GameNotifyInfo>>(notifyKeys.game(gameId));
  const hours = info?.reminderHours;
  const delay = info?.delayMinutes;
  return {
    name: typeof info?.name === 'string' ? info.name : gameId,
    reminderHours: finiteAtLeastZero(hours) ? hours : DEFAULT_REMINDER_HOURS,
    delayMinutes: finiteAtLeastZero(delay) ? delay : DEFAULT_NOTIFY_DELAY_MINUTES,
  };
}

/** Called when a game is created or its name, reminder interval or delay changes (also by notifyDecisionsChanged). */
export async function setGameNotifyInfo(
  store: GameStore,
  gameId: string,
  update: { readonly name?: string; readonly reminderHours?: number; readonly delayMinutes?: number },
): Promise<GameNotifyInfo> {
  const current = await getGameNotifyInfo(store, gameId);
  const next: GameNotifyInfo = {
    name: update.name ?? current.name,
    reminderHours: update.reminderHours ?? current.reminderHours,
    delayMinutes: update.delayMinutes ?? current.delayMinutes,
  };
  if (
    next.name !== current.name ||
    next.reminderHours !== current.reminderHours ||
    next.delayMinutes !== current.delayMinutes
  ) {
    await store.setRecord(notifyKeys.game(gameId), next);
  }
  return next;
}

export async function getWait(store: GameStore, gameId: string, seat: number): Promise<Wait | null> {
  return store.getRecord<Wait>(notifyKeys.wait(gameId, seat));
}

/** The member of a user's set of waits naming one seat of one game (seats are digits, so the first ':' splits). */
export function userWaitMember(gameId: string, seat: number): string {
  return `${seat}:${gameId}`;
}

export function parseUserWaitMember(member: string): { gameId: string; seat: number } | null {
  const cut = member.indexOf(':');
  const seat = Number(member.slice(0, cut));
  return cut > 0 && Number.isInteger(seat) ? { gameId: member.slice(cut + 1), seat } : null;
}

export async function startWait(store: GameStore, gameId: string, seat: number, wait: Wait): Promise<void> {
  // Record first, then index it: a reader that finds the seat in a set always finds its record. The pending queue
  // comes last and stays until a flush finds nothing unsent, so a restart between here and the send loses nothing.
  await store.setRecord(notifyKeys.wait(gameId, seat), wait);
  await store.addToSet(notifyKeys.waitingSeats(gameId), String(seat));
  await store.addToSet(notifyKeys.waitingGames(), gameId);
  await store.addToSet(notifyKeys.userWaits(wait.userId), userWaitMember(gameId, seat));
  await store.addToSet(notifyKeys.pendingUsers(), wait.userId);
}

/** Replaces what a continuing wait asks (a new decision while the seat stays waited on), keeping when it began. */
export async function refreshWait(store: GameStore, gameId: string, seat: number, wait: Wait): Promise<void> {
  await store.setRecord(notifyKeys.wait(gameId, seat), wait);
}

export async function clearWait(store: GameStore, gameId: string, seat: number): Promise<void> {
  const wait = await getWait(store, gameId, seat);
  await store.removeFromSet(notifyKeys.waitingSeats(gameId), String(seat));
  await store.deleteRecord(notifyKeys.wait(gameId, seat));
  if (wait) await store.removeFromSet(notifyKeys.userWaits(wait.userId), userWaitMember(gameId, seat));
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
