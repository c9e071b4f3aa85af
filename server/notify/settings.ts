// Per-user notification settings: channels on/off, the address to write to, and quiet hours in a time zone.
import { TZDate } from '@date-fns/tz';
import { z } from 'zod';
import type { GameStore } from '@/server/store/types';
import { notifyKeys } from './keys';

/** "HH:mm" on a 24-hour clock. */
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a 24-hour time like 22:30.');

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

export const quietHoursSchema = z.object({
  /** Local time quiet hours begin (inclusive). */
  start: clockTime,
  /** Local time quiet hours end (exclusive); earlier than `start` means they run past midnight. */
  end: clockTime,
  timeZone: z.string().min(1).max(64).refine(isValidTimeZone, 'Unknown time zone.'),
});
export type QuietHours = z.infer<typeof quietHoursSchema>;

export const notificationSettingsSchema = z.object({
  emailEnabled: z.boolean(),
  pushEnabled: z.boolean(),
  /**
   * Where turn emails go: a confirmed address only (the sign-in address, or one whose owner opened the confirmation
   * link, server/notify/email-confirmation.ts); null until then, and turn emails go to the sign-in address.
   */
  email: z.email().max(254).nullable(),
  quietHours: quietHoursSchema.nullable(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** What a user may change; every field optional so a toggle sends only itself. */
export const notificationSettingsUpdateSchema = notificationSettingsSchema.partial();
export type NotificationSettingsUpdate = z.infer<typeof notificationSettingsUpdateSchema>;

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  emailEnabled: true,
  pushEnabled: true,
  email: null,
  quietHours: null,
};

/** As stored: the settings plus a mark that the address was confirmed (older records, without it, were not). */
const storedSettingsSchema = notificationSettingsSchema.extend({ emailConfirmed: z.literal(true) }).partial();

export async function getNotificationSettings(store: GameStore, userId: string): Promise<NotificationSettings> {
  const raw = await store.getRecord(notifyKeys.settings(userId));
  // A record written by an older version (or by hand) must not break delivery: fall back field by field.
  const parsed = storedSettingsSchema.safeParse(raw ?? {});
  const { emailConfirmed, ...stored } = parsed.success ? stripUndefined(parsed.data) : {};
  // An address nobody confirmed gets no mail, whoever typed it in.
  return { ...DEFAULT_NOTIFICATION_SETTINGS, ...stored, email: emailConfirmed ? (stored.email ?? null) : null };
}

/**
 * Saves settings. An `email` given here is taken as confirmed: callers are the confirmation link, the sign-in and
 * tests. What a user types in goes through requestEmailChange (server/notify/email-confirmation.ts) instead.
 */
export async function updateNotificationSettings(
  store: GameStore,
  userId: string,
  update: NotificationSettingsUpdate,
): Promise<NotificationSettings> {
  const next = { ...(await getNotificationSettings(store, userId)), ...stripUndefined(update) };
  await store.setRecord(notifyKeys.settings(userId), { ...next, emailConfirmed: true });
  return next;
}

/** The sign-in address counts as confirmed: it becomes the notification address unless one is confirmed already. */
export async function rememberUserEmail(store: GameStore, userId: string, email: string): Promise<void> {
  const current = await getNotificationSettings(store, userId);
  if (current.email !== null || !z.email().safeParse(email).success) return;
  await updateNotificationSettings(store, userId, { email });
}

/** Minutes since local midnight in `timeZone` at instant `now`. */
function localMinutes(now: number, timeZone: string): number {
  const local = new TZDate(now, timeZone);
  return local.getHours() * 60 + local.getMinutes();
}

function toMinutes(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** True when `now` falls inside the user's quiet hours. Equal start and end means no quiet hours. */
export function isQuietTime(quietHours: QuietHours | null, now: number): boolean {
  if (!quietHours || !isValidTimeZone(quietHours.timeZone)) return false;
  const start = toMinutes(quietHours.start);
  const end = toMinutes(quietHours.end);
  if (start === end) return false;
  const minute = localMinutes(now, quietHours.timeZone);
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

function stripUndefined<T extends object>(value: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}
