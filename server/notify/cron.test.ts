import { expect, test } from 'vitest';
import { handleCronRequest, isAuthorizedCron } from './cron';
import type { ReminderCounts } from './reminders';

const counts: ReminderCounts = {
  games: 2,
  waits: 3,
  turnNotices: 0,
  reminders: 1,
  notDue: 2,
  present: 0,
  waiting: 0,
  quiet: 0,
  off: 0,
  failed: 0,
};

function call(authorization: string | null, cronSecret: string | null) {
  let ran = 0;
  const headers = authorization ? { authorization } : undefined;
  const response = handleCronRequest(new Request('https://mecatol.test/api/cron/reminders', { headers }), {
    cronSecret,
    run: async () => {
      ran += 1;
      return counts;
    },
  });
  return { response, ran: () => ran };
}

test('the cron route runs reminders for the bearer of CRON_SECRET and returns the counts', async () => {
  const { response, ran } = call('Bearer s3cret-value', 's3cret-value');
  const res = await response;
  expect(res.status).toBe(200);
  expect(await res.json()).toMatchObject({ ok: true, ...counts });
  expect(ran()).toBe(1);
});

test('the cron route refuses a missing or wrong secret with 401 and runs nothing', async () => {
  for (const [header, secret] of [
    [null, 's3cret-value'],
    ['Bearer wrong', 's3cret-value'],
    ['s3cret-value', 's3cret-value'],
    ['Bearer ', null],
  ] as const) {
    const { response, ran } = call(header, secret);
    expect((await response).status).toBe(401);
    expect(ran()).toBe(0);
  }
  expect(isAuthorizedCron('Bearer x', null)).toBe(false);
});
