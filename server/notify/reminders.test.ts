import { expect, onTestFinished, test } from 'vitest';
import { freshStore, uniquePrefix } from '@/server/testing/stores';
import type { GameStore } from '@/server/store/types';
import { notifyDecisionsChanged } from './decisions';
import { checkRemindersForGame, runReminders } from './reminders';
import { updateNotificationSettings } from './settings';
import { RecordingMailer, RecordingPushSender, testServices } from './testing/fakes';
import { makeTestStore } from './testing/store';
import { setGameNotifyInfo } from './waits';

const T0 = Date.UTC(2026, 2, 2, 9, 0);
const HOUR = 3_600_000;

async function waitingGame(reminderHours: number, gameId = 'g-1', store: GameStore = makeTestStore()) {
  const mailer = new RecordingMailer();
  const services = testServices({ mailer, push: new RecordingPushSender() });
  await updateNotificationSettings(store, 'user-ada', { email: 'ada@x.test', pushEnabled: false });
  await notifyDecisionsChanged(
    {
      store,
      gameId,
      gameName: 'Long game',
      before: [],
      after: [3],
      seatUsers: { 3: 'user-ada' },
      decisionLabel: 'Pick an action card to discard',
      now: T0,
      reminderHours,
      delayMinutes: 0,
    },
    services,
  );
  mailer.sent.length = 0; // the turn notice itself
  return { store, mailer, services };
}

test('one reminder per elapsed interval, none before the first interval ends', async () => {
  const { store, mailer, services } = await waitingGame(24);

  expect((await runReminders({ store, now: T0 + 23 * HOUR, services })).reminders).toBe(0);
  const first = await runReminders({ store, now: T0 + 25 * HOUR, services });
  expect(first).toMatchObject({ games: 1, waits: 1, reminders: 1, notDue: 0 });
  expect(mailer.sent.map((m) => m.subject)).toEqual(['Reminder: Long game is waiting for you']);
  expect(mailer.sent[0]!.text).toContain('for 25 hours');

  const again = await runReminders({ store, now: T0 + 30 * HOUR, services });
  expect(again).toMatchObject({ reminders: 0, notDue: 1 });
  const second = await runReminders({ store, now: T0 + 49 * HOUR, services });
  expect(second.reminders).toBe(1);
  expect(mailer.sent).toHaveLength(2);
});

test('a run that missed several intervals sends one reminder, not one per missed interval', async () => {
  const { store, mailer, services } = await waitingGame(4);
  const counts = await runReminders({ store, now: T0 + 30 * HOUR, services }); // a daily cron on Hobby
  expect(counts.reminders).toBe(1);
  expect(mailer.sent).toHaveLength(1);
});

test('two runs at the same moment send the reminder once between them', async () => {
  const { store, mailer, services } = await waitingGame(12);
  const now = T0 + 13 * HOUR;

  const [a, b, lazy] = await Promise.all([
    runReminders({ store, now, services }),
    runReminders({ store, now, services }),
    checkRemindersForGame(store, 'g-1', now, { services, minGapMs: 0 }),
  ]);

  expect(a.reminders + b.reminders + (lazy?.reminders ?? 0)).toBe(1);
  expect(mailer.sent).toHaveLength(1);
});

test.each(['redis', 'upstash'] as const)(
  'two cron processes on one %s database send the reminder once between them',
  async (backend) => {
    const keyPrefix = uniquePrefix();
    const first = freshStore(backend, { keyPrefix });
    const second = freshStore(backend, { keyPrefix });
    onTestFinished(async () => {
      await first.close();
      await second.close();
    });
    const { mailer, services } = await waitingGame(12, 'g-shared', first);
    const now = T0 + 13 * HOUR;

    const runs = await Promise.all([
      runReminders({ store: first, now, services }),
      runReminders({ store: second, now, services }),
      runReminders({ store: second, now, services }),
    ]);

    expect(runs.map((r) => r.reminders).reduce((a, b) => a + b)).toBe(1);
    expect(mailer.sent).toHaveLength(1);
  },
);

test('reminders stop once the player has acted', async () => {
  const { store, mailer, services } = await waitingGame(6);
  await notifyDecisionsChanged(
    {
      store,
      gameId: 'g-1',
      gameName: 'Long game',
      before: [3],
      after: [],
      seatUsers: { 3: 'user-ada' },
      decisionLabel: 'x',
      now: T0 + HOUR,
      actorSeat: 3,
    },
    services,
  );
  const counts = await runReminders({ store, now: T0 + 100 * HOUR, services });
  expect(counts).toMatchObject({ games: 0, waits: 0, reminders: 0 });
  expect(mailer.sent).toEqual([]);
});

test('reminder interval 0 switches reminders off for the game; changing it later turns them on', async () => {
  const { store, mailer, services } = await waitingGame(0);
  expect((await runReminders({ store, now: T0 + 500 * HOUR, services })).reminders).toBe(0);
  await setGameNotifyInfo(store, 'g-1', { reminderHours: 48 });
  expect((await runReminders({ store, now: T0 + 500 * HOUR, services })).reminders).toBe(1);
  expect(mailer.sent).toHaveLength(1);
});

test('a failed delivery releases its claim so the next run tries again', async () => {
  const { store, mailer, services } = await waitingGame(1);
  mailer.failWith = new Error('SMTP down');
  const failed = await runReminders({ store, now: T0 + 2 * HOUR, services });
  expect(failed).toMatchObject({ reminders: 0, failed: 1 });
  expect(services.logs[0]).toContain('SMTP down');

  mailer.failWith = null;
  const retried = await runReminders({ store, now: T0 + 2 * HOUR + 60_000, services });
  expect(retried.reminders).toBe(1);
  expect(mailer.sent).toHaveLength(1);
});

test('the lazy per-game check sends due reminders and is skipped when repeated within a minute', async () => {
  const { store, mailer, services } = await waitingGame(2, 'g-lazy');
  const first = await checkRemindersForGame(store, 'g-lazy', T0 + 3 * HOUR, { services });
  expect(first?.reminders).toBe(1);
  expect(await checkRemindersForGame(store, 'g-lazy', T0 + 3 * HOUR + 30_000, { services })).toBeNull();
  const later = await checkRemindersForGame(store, 'g-lazy', T0 + 5 * HOUR, { services });
  expect(later?.reminders).toBe(1);
  expect(mailer.sent).toHaveLength(2);
});

test('quiet hours hold a reminder back until they end', async () => {
  const { store, mailer, services } = await waitingGame(1);
  // 10:00 to 12:00 in New York (UTC-5 in March before DST on 8 March 2026).
  await updateNotificationSettings(store, 'user-ada', {
    quietHours: { start: '10:00', end: '12:00', timeZone: 'America/New_York' },
  });
  const quiet = await runReminders({ store, now: Date.UTC(2026, 2, 2, 16, 0), services }); // 11:00 NY
  expect(quiet).toMatchObject({ quiet: 1, reminders: 0 });
  const after = await runReminders({ store, now: Date.UTC(2026, 2, 2, 17, 1), services }); // 12:01 NY
  expect(after.reminders).toBe(1);
  expect(mailer.sent).toHaveLength(1);
});
