// Deadlines against the real store: a decision whose time ran out is answered by the server with the engine's
// `timeout` when the game is next read or written (or by the cron sweep), once, and the feed says so.
import { randomUUID } from 'node:crypto';
import { afterAll, expect, test } from 'vitest';
import { apiHarness, expectTrpcError, settings3p, startedGame, user } from './testing';
import { sweepDeadlines } from './deadline-hooks';

const h = apiHarness();
afterAll(() => h.store.close());

const HOUR = 3_600_000;

test('a decision shows its deadline (opening time + 48 h for decisions other than windows) and waits until then', async () => {
  h.clock = Date.UTC(2025, 0, 1, 12);
  const startedAt = h.clock;
  const g = await startedGame(h);
  const v = await h.as(g.players[0] ?? null).game.view({ gameId: g.gameId });
  const top = v.view?.decisions.at(-1);
  expect(top?.kind).toBe('choose-secret-objective');
  // The setup's decisions open when the host starts the game.
  expect(v.deadline).toBe((top?.openedAt ?? startedAt) + 48 * HOUR);
  expect(v.deadlineHours).toEqual({ windowHours: 12, decisionHours: 48 });
  h.clock += 48 * HOUR - 1;
  const before = await h.as(g.players[1] ?? null).game.view({ gameId: g.gameId });
  expect(before.version).toBe(v.version);
  expect(before.waitingOn).toEqual([0, 1, 2]);
});

test('once the deadline passed, reading the game applies timeout for every seat still waited on, and the feed says so', async () => {
  h.clock = Date.UTC(2025, 0, 2, 12);
  const g = await startedGame(h);
  const v0 = await h.as(g.players[0] ?? null).game.view({ gameId: g.gameId });
  // Bea answers in time; the others do not.
  const bea = await h.as(g.players[1] ?? null).game.view({ gameId: g.gameId });
  const keep = bea.options.find((o) => o.command.type === 'choose-secret-objective');
  if (!keep) throw new Error('no secret objective offered');
  await h.as(g.players[1] ?? null).game.submit({
    gameId: g.gameId,
    command: keep.command,
    clientCommandId: randomUUID(),
    expectedVersion: bea.version,
  });
  h.clock += 48 * HOUR;
  const after = await h.as(g.players[2] ?? null).game.view({ gameId: g.gameId });
  expect(after.version).toBe(v0.version + 3);
  expect(after.view?.phase).toBe('strategy');
  for (const seat of [0, 2]) {
    const own = await h.as(g.players[seat] ?? null).game.view({ gameId: g.gameId });
    expect(own.view?.players[seat]?.secretObjectives.length).toBe(1);
  }
  const feed = await h.as(g.players[1] ?? null).game.feed({ gameId: g.gameId });
  const ranOut = feed.entries.filter((e) => e.event.type === 'time-ran-out').map((e) => e.seat);
  expect(ranOut).toEqual([0, 2]);
});

test('readers who notice the same deadline at the same moment apply each timeout once', async () => {
  h.clock = Date.UTC(2025, 0, 3, 12);
  const g = await startedGame(h);
  const v0 = await h.as(g.players[0] ?? null).game.view({ gameId: g.gameId });
  h.clock += 49 * HOUR;
  const views = await Promise.all([...g.players, ...g.players].map((p) => h.as(p).game.view({ gameId: g.gameId })));
  const final = await h.as(g.players[0] ?? null).game.view({ gameId: g.gameId });
  expect(final.version).toBe(v0.version + 3);
  for (const v of views) expect(v.version).toBeLessThanOrEqual(final.version);
  const feed = await h.as(g.players[0] ?? null).game.feed({ gameId: g.gameId });
  expect(feed.entries.filter((e) => e.event.type === 'time-ran-out').map((e) => e.seat)).toEqual([0, 1, 2]);
});

test('a command sent after the deadline passed meets the game after the timeouts: a CONFLICT with the fresh version', async () => {
  h.clock = Date.UTC(2025, 0, 4, 12);
  const g = await startedGame(h);
  const mine = await h.as(g.players[0] ?? null).game.view({ gameId: g.gameId });
  const keep = mine.options.find((o) => o.command.type === 'choose-secret-objective');
  if (!keep) throw new Error('no secret objective offered');
  h.clock += 48 * HOUR;
  await expectTrpcError(
    h.as(g.players[0] ?? null).game.submit({
      gameId: g.gameId,
      command: keep.command,
      clientCommandId: randomUUID(),
      expectedVersion: mine.version,
    }),
    'CONFLICT',
  );
  expect((await h.as(g.players[0] ?? null).game.version({ gameId: g.gameId })).version).toBe(mine.version + 3);
});

test('the cron sweep applies passed deadlines of games nobody reads', async () => {
  h.clock = Date.UTC(2025, 0, 5, 12);
  const g = await startedGame(h);
  const v0 = await h.as(g.players[0] ?? null).game.version({ gameId: g.gameId });
  await sweepDeadlines(h.store, h.clock + HOUR, h.services);
  expect((await h.as(g.players[0] ?? null).game.version({ gameId: g.gameId })).version).toBe(v0.version);
  expect(await sweepDeadlines(h.store, h.clock + 48 * HOUR, h.services)).toBeGreaterThanOrEqual(3);
  expect((await h.as(g.players[0] ?? null).game.version({ gameId: g.gameId })).version).toBe(v0.version + 3);
});

test('deadline settings: windows and decisions take their own hours, 0 switches a deadline off, nonsense is refused', async () => {
  h.clock = Date.UTC(2025, 0, 6, 12);
  const host = user('Host');
  await expectTrpcError(
    h.as(host).lobby.create({ name: 'Fast', settings: { ...settings3p, windowHours: 0.1 } }),
    'BAD_REQUEST',
  );
  await expectTrpcError(
    h.as(host).lobby.create({ name: 'Slow', settings: { ...settings3p, decisionHours: 1000 } }),
    'BAD_REQUEST',
  );
  const { gameId } = await h.as(host).lobby.create({
    name: 'Off',
    settings: { ...settings3p, windowHours: 1, decisionHours: 0 },
  });
  expect((await h.as(host).lobby.get({ gameId })).settings).toMatchObject({ windowHours: 1, decisionHours: 0 });
});
