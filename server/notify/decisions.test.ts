import { expect, test } from 'vitest';
import { notifyDecisionsChanged, type DecisionsChanged } from './decisions';
import { notifyKeys } from './keys';
import { savePushSubscription } from './push';
import { runReminders } from './reminders';
import { updateNotificationSettings } from './settings';
import { RecordingMailer, RecordingPushSender, testServices } from './testing/fakes';
import { makeTestStore } from './testing/store';
import { getWait } from './waits';

const T0 = Date.UTC(2026, 0, 5, 12, 0); // Monday 5 January 2026, 12:00 UTC
const HOUR = 3_600_000;
const seatUsers = { 0: 'user-ada', 1: 'user-bo', 2: 'user-cy' };

async function setup() {
  const store = makeTestStore();
  const mailer = new RecordingMailer();
  const push = new RecordingPushSender();
  const services = testServices({ mailer, push });
  for (const [user, address] of [
    ['user-ada', 'ada@x.test'],
    ['user-bo', 'bo@x.test'],
    ['user-cy', 'cy@x.test'],
  ]) {
    await updateNotificationSettings(store, user!, { email: address! });
    await savePushSubscription(
      store,
      user!,
      { endpoint: `https://push.test/${user}`, keys: { p256dh: 'p', auth: 'a' } },
      0,
    );
  }
  const change = (over: Partial<DecisionsChanged>) =>
    notifyDecisionsChanged(
      {
        store,
        gameId: 'g-1',
        gameName: 'Friday game',
        before: [],
        after: [],
        seatUsers,
        decisionLabel: 'Act',
        now: T0,
        delayMinutes: 0,
        ...over,
      },
      services,
    );
  return { store, mailer, push, services, change };
}

test('only seats a decision newly waits on are notified, by email and push', async () => {
  const { mailer, push, change } = await setup();

  const report = await change({ before: [0], after: [1, 2], actorSeat: 0, decisionLabel: 'Resolve Warfare secondary' });

  expect(report.notified.map((n) => [n.seat, n.outcome.kind])).toEqual([
    [1, 'delivered'],
    [2, 'delivered'],
  ]);
  expect(report.cleared).toEqual([0]);
  expect(mailer.sent.map((m) => m.to).sort()).toEqual(['bo@x.test', 'cy@x.test']);
  expect(mailer.sent[0]!.subject).toBe('Your turn in Friday game: Resolve Warfare secondary');
  expect(push.sent.map((p) => p.endpoint).sort()).toEqual(['https://push.test/user-bo', 'https://push.test/user-cy']);
});

test('the player who acted is not told about their own action, even when the next decision is theirs again', async () => {
  const { store, mailer, push, change } = await setup();
  await change({ before: [], after: [0] });
  mailer.sent.length = 0;
  push.sent.length = 0;

  const report = await change({ before: [0], after: [0], actorSeat: 0, now: T0 + HOUR });

  expect(report.notified).toEqual([]);
  expect(report.restarted).toEqual([0]);
  expect(mailer.sent).toEqual([]);
  expect(push.sent).toEqual([]);
  // The reminder clock restarts from the new decision.
  expect((await getWait(store, 'g-1', 0))?.since).toBe(T0 + HOUR);
});

test('a player who stays waited on while someone else acts keeps the original wait start', async () => {
  const { store, mailer, change } = await setup();
  await change({ before: [], after: [0, 1] });
  mailer.sent.length = 0;

  await change({ before: [0, 1], after: [0], actorSeat: 1, now: T0 + 2 * HOUR });

  expect(mailer.sent).toEqual([]);
  expect((await getWait(store, 'g-1', 0))?.since).toBe(T0);
  expect(await getWait(store, 'g-1', 1)).toBeNull();
});

test('a new decision for a player who acted out of turn does notify them', async () => {
  const { mailer, change } = await setup();
  const report = await change({ before: [1], after: [0, 1], actorSeat: 0 });
  expect(report.notified.map((n) => n.seat)).toEqual([0]);
  expect(mailer.sent.map((m) => m.to)).toEqual(['ada@x.test']);
});

test('settings choose the channels: email off sends push only, push off sends email only', async () => {
  const { store, mailer, push, change } = await setup();
  await updateNotificationSettings(store, 'user-ada', { emailEnabled: false });
  await updateNotificationSettings(store, 'user-bo', { pushEnabled: false });

  await change({ after: [0, 1] });

  expect(mailer.sent.map((m) => m.to)).toEqual(['bo@x.test']);
  expect(push.sent.map((p) => p.endpoint)).toEqual(['https://push.test/user-ada']);
});

test('quiet hours hold back email and push; the notice goes out at the first check after they end', async () => {
  const { store, mailer, push, services, change } = await setup();
  await updateNotificationSettings(store, 'user-ada', {
    quietHours: { start: '22:00', end: '07:00', timeZone: 'Europe/Berlin' },
  });
  const lateEvening = Date.UTC(2026, 0, 5, 22, 30); // 23:30 in Berlin

  const report = await change({ after: [0], now: lateEvening });

  expect(report.notified).toEqual([{ seat: 0, userId: 'user-ada', outcome: { kind: 'quiet' } }]);
  expect(mailer.sent).toEqual([]);
  expect(push.sent).toEqual([]);

  const night = await runReminders({ store, now: Date.UTC(2026, 0, 6, 4, 0), services }); // 05:00 Berlin
  expect(night.quiet).toBe(1);
  expect(mailer.sent).toEqual([]);

  const morning = await runReminders({ store, now: Date.UTC(2026, 0, 6, 6, 5), services }); // 07:05 Berlin
  expect(morning.turnNotices).toBe(1);
  expect(mailer.sent.map((m) => m.subject)).toEqual(['Your turn in Friday game: act']);
  expect(push.sent).toHaveLength(1);
});

test('a seat no longer waited on is cleared, and a game waiting on nobody leaves the reminder index', async () => {
  const { store, change } = await setup();
  await change({ after: [0, 1] });
  expect(await store.setMembers(notifyKeys.waitingGames())).toEqual(['g-1']);

  await change({ before: [0, 1], after: [], now: T0 + HOUR });

  expect(await getWait(store, 'g-1', 0)).toBeNull();
  expect(await getWait(store, 'g-1', 1)).toBeNull();
  expect(await store.setMembers(notifyKeys.waitingSeats('g-1'))).toEqual([]);
  expect(await store.setMembers(notifyKeys.waitingGames())).toEqual([]);
});

test('seats without a user and players without any address or device get nothing, without errors', async () => {
  const { store, mailer, push, change } = await setup();
  await updateNotificationSettings(store, 'user-cy', { email: null, pushEnabled: false });

  const report = await change({ after: [2, 5], seatUsers: { 2: 'user-cy' } });

  expect(report.notified).toEqual([
    { seat: 2, userId: 'user-cy', outcome: { kind: 'delivered', email: 'no-address', push: 'off' } },
  ]);
  expect(mailer.sent).toEqual([]);
  expect(push.sent).toEqual([]);
  expect(await getWait(store, 'g-1', 5)).toBeNull();
});

test('a lookupEmail fallback supplies the address when the settings hold none', async () => {
  const { store, mailer, services } = await setup();
  await updateNotificationSettings(store, 'user-cy', { email: null });
  await notifyDecisionsChanged(
    {
      store,
      gameId: 'g-2',
      gameName: 'G',
      before: [],
      after: [2],
      seatUsers,
      decisionLabel: { 2: 'Vote' },
      now: T0,
      delayMinutes: 0,
    },
    { ...services, lookupEmail: async (id) => (id === 'user-cy' ? 'cy-signin@x.test' : null) },
  );
  expect(mailer.sent.map((m) => [m.to, m.subject])).toEqual([['cy-signin@x.test', 'Your turn in G: vote']]);
});

test('a replaced player on a still-waiting seat is notified as newly waited on', async () => {
  const { mailer, change } = await setup();
  await change({ after: [1] });
  mailer.sent.length = 0;

  await change({ before: [1], after: [1], seatUsers: { 1: 'user-cy' }, now: T0 + HOUR });

  expect(mailer.sent.map((m) => m.to)).toEqual(['cy@x.test']);
});
