// The presence heartbeat through the API (real redis): only players are recorded, it is rate limited, and a player
// whose game page is open gets no turn email while the others do.
import { afterAll, expect, test } from 'vitest';
import { DEFAULT_NOTIFY_DELAY_MINUTES } from '@/server/lobby/doc';
import { isPresent } from '@/server/notify/presence';
import { runReminders } from '@/server/notify/reminders';
import { rememberUserEmail } from '@/server/notify/settings';
import type { RecordingMailer } from '@/server/notify/testing/fakes';
import { DEFAULT_RATE_LIMITS } from '../rate-limits';
import { apiHarness, expectTrpcError, startedGame, user } from '../testing';

const h = apiHarness();
afterAll(() => h.store.close());

test('a player beats while the page is open and says when it closes; the turn email skips them meanwhile', async () => {
  const g = await startedGame(h, { name: 'Newcomer Test' });
  const [bea, cal] = [g.players[1]!, g.players[2]!];
  for (const [i, p] of g.players.entries()) await rememberUserEmail(h.store, p.id, `p${i}@example.test`);
  const mailer = h.services.mailer as RecordingMailer;
  const sentBefore = mailer.sent.length;

  expect(await h.as(bea).presence.heartbeat({ gameId: g.gameId, open: true })).toEqual({ nextInMs: 30_000 });
  expect(await isPresent(h.store, g.gameId, bea.id, h.clock)).toBe(true);
  await h.as(cal).presence.heartbeat({ gameId: g.gameId, open: true });
  await h.as(cal).presence.heartbeat({ gameId: g.gameId, open: false });
  expect(await isPresent(h.store, g.gameId, cal.id, h.clock)).toBe(false);

  // The start waits on everyone (secret objectives): after the delay, the host and Cal are emailed, Bea is not.
  h.clock += DEFAULT_NOTIFY_DELAY_MINUTES * 60_000;
  await h.as(bea).presence.heartbeat({ gameId: g.gameId, open: true });
  const counts = await runReminders({ store: h.store, now: h.clock, services: h.services });
  expect(counts).toMatchObject({ turnNotices: 2, present: 1 });
  const sent = mailer.sent.slice(sentBefore);
  expect(sent.map((m) => m.to).sort()).toEqual(['p0@example.test', 'p2@example.test']);
  expect(sent.map((m) => m.subject)).toEqual([
    'Your turn in Newcomer Test: keep one secret objective',
    'Your turn in Newcomer Test: keep one secret objective',
  ]);
});

test('only the game’s players may beat, for a game that exists', async () => {
  const g = await startedGame(h);
  await expectTrpcError(h.as(user('Stranger')).presence.heartbeat({ gameId: g.gameId, open: true }), 'FORBIDDEN');
  await expectTrpcError(h.as(null).presence.heartbeat({ gameId: g.gameId, open: true }), 'UNAUTHORIZED');
  await expectTrpcError(h.as(g.players[0]!).presence.heartbeat({ gameId: 'no-such-game', open: true }), 'NOT_FOUND');
});

test('heartbeats are rate limited per user', async () => {
  const g = await startedGame(h);
  const bea = g.players[1]!;
  const { limit } = DEFAULT_RATE_LIMITS.presence;
  for (let i = 0; i < limit; i++) await h.as(bea).presence.heartbeat({ gameId: g.gameId, open: true });
  await expectTrpcError(h.as(bea).presence.heartbeat({ gameId: g.gameId, open: true }), 'TOO_MANY_REQUESTS', {
    code: 'api/rate-limited',
  });
});
