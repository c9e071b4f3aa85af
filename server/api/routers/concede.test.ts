// Conceding (issue 16): the engine's `concede` command flows through game.submit like any other; the seat leaves the
// game, nobody waits on it again (no more notices), the feed and the standings say who conceded, and the lobby's
// house rule reaches the engine's config.
import { randomUUID } from 'node:crypto';
import { afterAll, expect, test } from 'vitest';
import type { Command } from '@/engine/index';
import { pendingNotices } from '@/server/notify/batch';
import type { ContextUser } from '../trpc';
import { apiHarness, expectTrpcError, startedGame, user } from '../testing';

const h = apiHarness();
afterAll(() => h.store.close());

const submit = (u: ContextUser | null, gameId: string, command: Command, expectedVersion: number) =>
  h.as(u).game.submit({ gameId, command, clientCommandId: randomUUID(), expectedVersion, decisionId: null });

test('concede: the seat leaves, the game stops waiting on it and its notices stop; the feed and standings say so', async () => {
  const g = await startedGame(h, { concede: 'neutral' });
  const [host, bea] = g.players;
  const before = await h.as(bea!).game.view({ gameId: g.gameId });
  expect(before.view?.config.concede).toBe('neutral');
  // Setup: every seat is asked to keep a secret objective, Bea too, and her notice is queued.
  expect(before.waitingOn).toContain(1);
  expect((await pendingNotices(h.store, bea!.id)).map((n) => n.seat)).toEqual([1]);

  await submit(bea!, g.gameId, { type: 'concede' }, before.version);

  const after = await h.as(host!).game.view({ gameId: g.gameId });
  expect(after.waitingOn).not.toContain(1);
  expect(after.view?.players[1]).toMatchObject({ eliminated: true, conceded: 'neutral' });
  expect(await pendingNotices(h.store, bea!.id)).toEqual([]);
  const feed = await h.as(host!).game.feed({ gameId: g.gameId });
  expect(feed.entries.map((e) => e.event)).toContainEqual({ type: 'player-conceded', seat: 1, rule: 'neutral' });
  const { record } = await h.as(host!).game.record({ gameId: g.gameId });
  expect(record.seats.map((s) => s.conceded)).toEqual([null, 'neutral', null]);
  // Bea may still look at the game, but gives no more commands: conceding again is refused with the rule.
  const seen = await h.as(bea!).game.view({ gameId: g.gameId });
  expect(seen.options).toEqual([]);
  await expectTrpcError(submit(bea!, g.gameId, { type: 'concede' }, seen.version), 'BAD_REQUEST', { rule: '33' });
});

test('concede: only a seated player concedes, and only their own seat; not once the game is over', async () => {
  const g = await startedGame(h);
  const { version } = await h.as(g.players[0]!).game.view({ gameId: g.gameId });
  await expectTrpcError(submit(user('Stranger'), g.gameId, { type: 'concede' }, version), 'FORBIDDEN');
  // Two concessions leave one player: the game ends and the host wins; a third is refused (98.4).
  await submit(g.players[1]!, g.gameId, { type: 'concede' }, version);
  const v2 = (await h.as(g.players[2]!).game.view({ gameId: g.gameId })).version;
  await submit(g.players[2]!, g.gameId, { type: 'concede' }, v2);
  const ended = await h.as(g.players[0]!).game.view({ gameId: g.gameId });
  expect([ended.view?.phase, ended.view?.winner, ended.view?.config.concede]).toEqual(['ended', 0, undefined]);
  await expectTrpcError(submit(g.players[0]!, g.gameId, { type: 'concede' }, ended.version), 'BAD_REQUEST', {
    rule: '98.4',
  });
});

test('concede: a conceded seat is never "silent" and cannot be put to a replacement vote', async () => {
  const g = await startedGame(h);
  const [host, bea] = g.players;
  const { version } = await h.as(bea!).game.view({ gameId: g.gameId });
  await submit(bea!, g.gameId, { type: 'concede' }, version);
  h.clock += 8 * 24 * 3_600_000;
  const status = await h.as(host!).seats.status({ gameId: g.gameId });
  expect(status.seats.map((s) => s.silent)).toEqual([true, false, true]); // the host and Cal sent nothing either
  await expectTrpcError(h.as(host!).seats.proposeReplacement({ gameId: g.gameId, seat: 1 }), 'CONFLICT', {
    code: 'lobby/out-of-game',
  });
  // The seat still in the game, silent as long, can be.
  await h.as(host!).seats.proposeReplacement({ gameId: g.gameId, seat: 2 });
});
