import { expect, test } from 'vitest';
import { notifyKeys } from './keys';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  getNotificationSettings,
  isQuietTime,
  notificationSettingsUpdateSchema,
  rememberUserEmail,
  updateNotificationSettings,
} from './settings';
import { makeTestStore } from './testing/store';

const overnight = { start: '22:00', end: '07:00', timeZone: 'Europe/Berlin' };

test.each([
  // [UTC instant, Berlin local time, quiet?]
  [Date.UTC(2026, 0, 10, 20, 59), '21:59 CET', false],
  [Date.UTC(2026, 0, 10, 21, 0), '22:00 CET', true],
  [Date.UTC(2026, 0, 11, 2, 0), '03:00 CET', true],
  [Date.UTC(2026, 0, 11, 5, 59), '06:59 CET', true],
  [Date.UTC(2026, 0, 11, 6, 0), '07:00 CET', false],
  // Summer time: 20:30 UTC is 22:30 in Berlin, which is quiet; it would not be in winter.
  [Date.UTC(2026, 6, 10, 20, 30), '22:30 CEST', true],
])('overnight quiet hours in Europe/Berlin at %s (%s) → %s', (now, _local, quiet) => {
  expect(isQuietTime(overnight, now)).toBe(quiet);
});

test('daytime quiet hours, none when start equals end, none when unset', () => {
  const working = { start: '09:00', end: '17:00', timeZone: 'Asia/Tokyo' };
  expect(isQuietTime(working, Date.UTC(2026, 3, 1, 1, 0))).toBe(true); // 10:00 Tokyo
  expect(isQuietTime(working, Date.UTC(2026, 3, 1, 9, 0))).toBe(false); // 18:00 Tokyo
  expect(isQuietTime({ start: '08:00', end: '08:00', timeZone: 'UTC' }, Date.UTC(2026, 3, 1, 8, 0))).toBe(false);
  expect(isQuietTime(null, 0)).toBe(false);
});

test('settings default to email and push on, and updates change only the given fields', async () => {
  const store = makeTestStore();
  expect(await getNotificationSettings(store, 'u')).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
  await updateNotificationSettings(store, 'u', { email: 'u@x.test', quietHours: overnight });
  const next = await updateNotificationSettings(store, 'u', { pushEnabled: false });
  expect(next).toEqual({ emailEnabled: true, pushEnabled: false, email: 'u@x.test', quietHours: overnight });
  expect(await getNotificationSettings(store, 'u')).toEqual(next);
});

test('a damaged settings record falls back to defaults instead of failing delivery', async () => {
  const store = makeTestStore();
  await store.setRecord(notifyKeys.settings('u'), { emailEnabled: 'yes', quietHours: { start: 'late' } });
  expect(await getNotificationSettings(store, 'u')).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
});

test('the update schema rejects bad times, unknown time zones and bad addresses', () => {
  const bad = [
    { quietHours: { start: '25:00', end: '07:00', timeZone: 'UTC' } },
    { quietHours: { start: '22:00', end: '7:00', timeZone: 'UTC' } },
    { quietHours: { start: '22:00', end: '07:00', timeZone: 'Mars/Olympus_Mons' } },
    { email: 'not-an-address' },
    { emailEnabled: 'no' },
  ];
  for (const input of bad) expect(notificationSettingsUpdateSchema.safeParse(input).success).toBe(false);
  expect(notificationSettingsUpdateSchema.safeParse({ quietHours: overnight, email: null }).success).toBe(true);
});

test('the sign-in address is remembered only when the user has not chosen one', async () => {
  const store = makeTestStore();
  await rememberUserEmail(store, 'u', 'first@x.test');
  expect((await getNotificationSettings(store, 'u')).email).toBe('first@x.test');
  await rememberUserEmail(store, 'u', 'second@x.test');
  expect((await getNotificationSettings(store, 'u')).email).toBe('first@x.test');
});

test('an address an older version stored without confirmation gets no mail', async () => {
  const store = makeTestStore();
  await store.setRecord(notifyKeys.settings('u'), { emailEnabled: true, pushEnabled: true, email: 'typed@x.test' });
  expect((await getNotificationSettings(store, 'u')).email).toBeNull();
  await rememberUserEmail(store, 'u', 'signin@x.test');
  expect((await getNotificationSettings(store, 'u')).email).toBe('signin@x.test');
});
