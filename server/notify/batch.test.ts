// Quiet turn notices against a real SMTP server, with a fake clock (every call is given its `now`), on the embedded
// store, a real redis and the Upstash REST client: the delay, the batch, presence, and a restart between a decision
// and its send.
import { afterEach, expect, onTestFinished, test } from 'vitest';
import { BACKENDS, freshStore, tempDataFile, uniquePrefix, type Backend } from '@/server/testing/stores';
import type { GameStore } from '@/server/store/types';
import { notifyDecisionsChanged, type DecisionsChanged } from './decisions';
import { createMailer } from './email';
import { notifyKeys } from './keys';
import { markAbsent, markPresent, PRESENCE_FRESH_MS } from './presence';
import { checkRemindersForGame, runReminders } from './reminders';
import { updateNotificationSettings } from './settings';
import { testServices } from './testing/fakes';
import { decodeHeader, parseMail, startSmtpServer, type TestSmtpServer } from './testing/smtp';

const T0 = Date.UTC(2026, 3, 7, 15, 0); // Tuesday 7 April 2026, 15:00 UTC
const MINUTE = 60_000;

let smtp: TestSmtpServer | null = null;
afterEach(async () => {
  await smtp?.close();
  smtp = null;
});

function open(backend: Backend, shared: { keyPrefix?: string; file?: string } = {}): GameStore {
  const store = freshStore(backend, shared);
  onTestFinished(() => store.close());
  return store;
}

async function setup(backend: Backend, shared: { keyPrefix?: string; file?: string } = {}) {
  const store = open(backend, shared);
  smtp = await startSmtpServer();
  const services = testServices({
    mailer: createMailer({ kind: 'smtp', url: smtp.url, from: 'Mecatol <turns@mecatol.test>' }),
    push: null,
  });
  for (const user of ['ada', 'bea', 'cal']) await updateNotificationSettings(store, user, { email: `${user}@x.test` });
  const received = smtp.received;
  const mails = (to: string) =>
    received
      .filter((m) => m.to.includes(to))
      .map((m) => {
        const mail = parseMail(m.raw);
        return { subject: decodeHeader(mail.headers.get('subject') ?? ''), text: mail.text, html: mail.html };
      });
  const change = (over: Partial<DecisionsChanged> & Pick<DecisionsChanged, 'now'>, on: GameStore = store) =>
    notifyDecisionsChanged(
      {
        store: on,
        gameId: 'g-newcomer',
        gameName: 'Newcomer Test',
        before: [],
        after: [],
        seatUsers: { 0: 'ada', 1: 'bea', 2: 'cal' },
        decisionLabel: 'Choose a strategy card',
        delayMinutes: 5,
        ...over,
      },
      services,
    );
  return { store, services, received, mails, change };
}

test.each(BACKENDS)(
  'a decision waits the delay, then one email batches every decision waiting for the player, each linked (%s)',
  async (backend) => {
    const { store, services, mails, change } = await setup(backend);
    await change({ after: [0], decisionIds: { 0: 11 }, now: T0 });
    await change({
      gameId: 'g-friday',
      gameName: 'Friday game',
      after: [0],
      decisionLabel: 'Vote',
      decisionIds: { 0: 40 },
      now: T0 + 2 * MINUTE,
    });

    const early = await runReminders({ store, now: T0 + 4 * MINUTE, services });
    expect(early).toMatchObject({ turnNotices: 0, waiting: 1 });
    expect(mails('ada@x.test')).toEqual([]);

    const due = await runReminders({ store, now: T0 + 5 * MINUTE, services });
    expect(due.turnNotices).toBe(1);
    const [mail, ...more] = mails('ada@x.test');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(
      '2 decisions wait for you in Newcomer Test and Friday game: choose a strategy card; vote',
    );
    expect(mail!.text).toContain('Your turn in Newcomer Test: choose a strategy card');
    expect(mail!.text).toContain('Open it: https://mecatol.test/game/g-newcomer?decision=11');
    expect(mail!.text).toContain('Your turn in Friday game: vote');
    expect(mail!.text).toContain('Open it: https://mecatol.test/game/g-friday?decision=40');
    expect(mail!.html).toContain('href="https://mecatol.test/game/g-friday?decision=40"');

    // Sent once: later runs find nothing pending, and the queue of players is empty again.
    expect((await runReminders({ store, now: T0 + 9 * MINUTE, services })).turnNotices).toBe(0);
    expect(mails('ada@x.test')).toHaveLength(1);
    expect(await store.setMembers(notifyKeys.pendingUsers())).toEqual([]);
  },
);

test.each(BACKENDS)('a decision answered before the delay passes sends nothing (%s)', async (backend) => {
  const { store, services, received, change } = await setup(backend);
  await change({ after: [0, 1, 2], decisionLabel: 'Respond', now: T0 });
  await change({ before: [0, 1, 2], after: [0, 2], actorSeat: 1, now: T0 + MINUTE });
  await change({ before: [0, 2], after: [2], actorSeat: 0, now: T0 + 2 * MINUTE });

  // Bea answered within a minute, Ada within two: only Cal, still waited on, hears about it, and only after the delay.
  expect((await runReminders({ store, now: T0 + 4 * MINUTE, services })).turnNotices).toBe(0);
  expect(received).toEqual([]);
  await runReminders({ store, now: T0 + 5 * MINUTE, services });
  expect(received.map((m) => m.to)).toEqual([['cal@x.test']]);
});

test.each(BACKENDS)(
  'a player whose game page is open is skipped; with the page closed the next decision is emailed (%s)',
  async (backend) => {
    const { store, services, mails, change } = await setup(backend);
    await markPresent(store, 'g-newcomer', 'bea', T0 + 4 * MINUTE);
    await change({
      after: [1],
      decisionLabel: 'Secondary ability: Leadership',
      headlines: { 1: 'Ada played Leadership: follow?' },
      now: T0,
    });

    const skipped = await runReminders({ store, now: T0 + 5 * MINUTE, services });
    expect(skipped).toMatchObject({ turnNotices: 0, present: 1 });
    expect(mails('bea@x.test')).toEqual([]);

    // She answers, closes the page; the next decision waiting on her is emailed with its own subject.
    await change({ before: [1], after: [], actorSeat: 1, now: T0 + 6 * MINUTE });
    await markAbsent(store, 'g-newcomer', 'bea');
    await change({ after: [1], decisionLabel: 'Take an action', decisionIds: { 1: 23 }, now: T0 + 7 * MINUTE });
    await runReminders({ store, now: T0 + 12 * MINUTE, services });
    expect(mails('bea@x.test').map((m) => m.subject)).toEqual(['Your turn in Newcomer Test: take an action']);
  },
);

test('a heartbeat older than the presence window no longer counts as an open page', async () => {
  const { store, services, mails, change } = await setup('embedded');
  await markPresent(store, 'g-newcomer', 'cal', T0);
  await change({ after: [2], headlines: { 2: 'Ada played Leadership: follow?' }, now: T0 + MINUTE });

  await runReminders({ store, now: T0 + MINUTE + PRESENCE_FRESH_MS + 5 * MINUTE, services });

  expect(mails('cal@x.test').map((m) => m.subject)).toEqual(['Ada played Leadership: follow?']);
  expect(mails('cal@x.test')[0]!.text).toContain('Newcomer Test: Choose a strategy card');
});

test.each(BACKENDS)(
  'a pending notice survives a restart: another process on the same store sends it when due (%s)',
  async (backend) => {
    const shared = backend === 'embedded' ? { file: tempDataFile() } : { keyPrefix: uniquePrefix() };
    const { store, services, mails, change } = await setup(backend, shared);
    await change({ after: [0], now: T0 });
    await store.close();

    const restarted = freshStore(backend, shared);
    onTestFinished(() => restarted.close());
    const counts = await checkRemindersForGame(restarted, 'g-newcomer', T0 + 6 * MINUTE, { services, minGapMs: 0 });

    expect(counts?.turnNotices).toBe(1);
    expect(mails('ada@x.test').map((m) => m.subject)).toEqual(['Your turn in Newcomer Test: choose a strategy card']);
  },
);

test('two processes flushing at the same moment on one redis send the batch once', async () => {
  const keyPrefix = uniquePrefix();
  const { services, received, change } = await setup('redis', { keyPrefix });
  const other = open('redis', { keyPrefix });
  await change({ after: [0, 1, 2], now: T0 });

  const runs = await Promise.all([
    runReminders({ store: other, now: T0 + 5 * MINUTE, services }),
    runReminders({ store: other, now: T0 + 5 * MINUTE, services }),
    checkRemindersForGame(other, 'g-newcomer', T0 + 5 * MINUTE, { services, minGapMs: 0 }),
  ]);

  expect(runs.map((r) => r?.turnNotices ?? 0).reduce((a, b) => a + b)).toBe(3);
  expect(received.map((m) => m.to[0]).sort()).toEqual(['ada@x.test', 'bea@x.test', 'cal@x.test']);
});

test('a delay of 0 sends the notice with the command that opened the decision', async () => {
  const { mails, change } = await setup('embedded');
  const report = await change({ after: [2], delayMinutes: 0, now: T0 });
  expect(report.notified.map((n) => [n.seat, n.outcome.kind])).toEqual([[2, 'delivered']]);
  expect(mails('cal@x.test')).toHaveLength(1);
});
