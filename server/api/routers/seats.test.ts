// Seats that change hands (issue 16): the host hands a seat to a new person through a seat link; the new person
// plays the seat (its hand, its decisions, its turn notices) and the account that held it loses access.
import { randomUUID } from 'node:crypto';
import { afterAll, expect, test } from 'vitest';
import { pendingNotices } from '@/server/notify/batch';
import { apiHarness, expectTrpcError, startedGame, user } from '../testing';

const h = apiHarness();
afterAll(() => h.store.close());

test('hand-over: the new person plays the seat with its hand; the old account loses access; the link is used up', async () => {
  const g = await startedGame(h);
  const [host, bea] = g.players;
  const before = await h.as(bea!).game.view({ gameId: g.gameId });
  const { token } = await h.as(host!).seats.offer({ gameId: g.gameId, seat: 1 });
  expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
  const dan = user('Dan');
  const offered = await h.as(dan).seats.offered({ token });
  expect(offered).toMatchObject({ gameId: g.gameId, seat: 1, seatName: 'Bea', youHoldASeat: false });
  expect(await h.as(dan).seats.take({ token })).toEqual({ gameId: g.gameId, seat: 1 });
  // Dan sees exactly what Bea saw: the seat's own hand and secret objectives.
  const after = await h.as(dan).game.view({ gameId: g.gameId });
  expect(after.seat).toBe(1);
  expect(after.view).toEqual(before.view);
  await expectTrpcError(h.as(bea!).game.view({ gameId: g.gameId }), 'FORBIDDEN');
  expect((await h.as(bea!).lobby.mine()).map((x) => x.gameId)).not.toContain(g.gameId);
  expect((await h.as(dan).lobby.mine()).map((x) => x.gameId)).toContain(g.gameId);
  // Used up: the same link takes nobody else in.
  await expectTrpcError(h.as(user('Eve')).seats.take({ token }), 'NOT_FOUND');
  await expectTrpcError(h.as(user('Eve')).seats.offered({ token }), 'NOT_FOUND');
});

test('hand-over: only the host offers; a player cannot take a second seat; withdrawn and replaced links are dead', async () => {
  const g = await startedGame(h);
  const [host, bea, cal] = g.players;
  await expectTrpcError(h.as(bea!).seats.offer({ gameId: g.gameId, seat: 2 }), 'FORBIDDEN');
  await expectTrpcError(h.as(host!).seats.offer({ gameId: g.gameId, seat: 5 }), 'BAD_REQUEST');
  const first = await h.as(host!).seats.offer({ gameId: g.gameId, seat: 2 });
  await expectTrpcError(h.as(bea!).seats.take({ token: first.token }), 'CONFLICT', { code: 'lobby/already-seated' });
  // A new link for the seat replaces the first; withdrawing it leaves none.
  const second = await h.as(host!).seats.offer({ gameId: g.gameId, seat: 2 });
  await expectTrpcError(h.as(user('Eve')).seats.take({ token: first.token }), 'NOT_FOUND');
  expect(await h.as(host!).seats.offers({ gameId: g.gameId })).toEqual([{ seat: 2, token: second.token }]);
  await h.as(host!).seats.withdraw({ gameId: g.gameId, seat: 2 });
  await expectTrpcError(h.as(user('Eve')).seats.take({ token: second.token }), 'NOT_FOUND');
  expect(await h.as(host!).seats.offers({ gameId: g.gameId })).toEqual([]);
  // Nothing changed hands: Cal still plays seat 2. Malformed tokens are "not found", never a server error.
  expect((await h.as(cal!).game.view({ gameId: g.gameId })).seat).toBe(2);
  await expectTrpcError(h.as(user('Eve')).seats.take({ token: 'x'.repeat(150) }), 'NOT_FOUND');
  await expectTrpcError(h.as(user('Eve')).seats.take({ token: 'x'.repeat(201) }), 'BAD_REQUEST');
  await expectTrpcError(h.as(null).seats.take({ token: second.token }), 'UNAUTHORIZED');
});

test('hand-over: before the start seats are not handed over (players join and leave instead)', async () => {
  const host = user('Host');
  const { gameId } = await h.as(host).lobby.create({
    name: 'Lobby',
    settings: { players: 3, victoryPoints: 10, layout: '3p', reminderIntervalHours: 24, allowSpectators: false },
  });
  await expectTrpcError(h.as(host).seats.offer({ gameId, seat: 0 }), 'CONFLICT', { code: 'lobby/not-started' });
});

test('hand-over: the host’s own seat makes the new person host; a waiting decision becomes theirs, with its notice', async () => {
  const g = await startedGame(h);
  const [host] = g.players;
  const waiting = (await h.as(host!).game.view({ gameId: g.gameId })).waitingOn;
  expect(waiting).toContain(0);
  const { token } = await h.as(host!).seats.offer({ gameId: g.gameId, seat: 0 });
  const dan = user('Dan');
  await h.as(dan).seats.take({ token });
  expect((await h.as(dan).lobby.get({ gameId: g.gameId })).isHost).toBe(true);
  await expectTrpcError(h.as(host!).seats.offer({ gameId: g.gameId, seat: 1 }), 'FORBIDDEN');
  const notices = await pendingNotices(h.store, dan.id);
  expect(notices.map((n) => [n.gameId, n.seat])).toEqual([[g.gameId, 0]]);
  expect(await pendingNotices(h.store, host!.id)).toEqual([]);
});

const DAY = 24 * 3_600_000;

test('replacement vote: a week silent, every other player approves, and the seat link goes to every approver', async () => {
  const g = await startedGame(h);
  const [host, bea, cal] = g.players;
  await expectTrpcError(h.as(bea!).seats.proposeReplacement({ gameId: g.gameId, seat: 2 }), 'CONFLICT', {
    code: 'lobby/not-silent',
  });
  h.clock += 8 * DAY;
  await expectTrpcError(h.as(cal!).seats.proposeReplacement({ gameId: g.gameId, seat: 2 }), 'BAD_REQUEST');
  await h.as(bea!).seats.proposeReplacement({ gameId: g.gameId, seat: 2 });
  await expectTrpcError(h.as(host!).seats.proposeReplacement({ gameId: g.gameId, seat: 1 }), 'CONFLICT', {
    code: 'lobby/vote-under-way',
  });
  // The player being replaced does not vote; the others see the vote.
  await expectTrpcError(h.as(cal!).seats.voteReplacement({ gameId: g.gameId, approve: false }), 'FORBIDDEN');
  expect((await h.as(host!).seats.status({ gameId: g.gameId })).vote).toMatchObject({ seat: 2, approvals: [1] });
  expect(await h.as(host!).seats.voteReplacement({ gameId: g.gameId, approve: true })).toEqual({ offered: true });
  const seen = await Promise.all(g.players.map((p) => h.as(p).seats.status({ gameId: g.gameId })));
  expect(seen.map((s) => s.offers.map((o) => o.seat))).toEqual([[2], [2], []]);
  expect(seen[0]!.vote).toBeNull();
  const dan = user('Dan');
  await h.as(dan).seats.take({ token: seen[1]!.offers[0]!.token });
  expect((await h.as(dan).game.view({ gameId: g.gameId })).seat).toBe(2);
  await expectTrpcError(h.as(cal!).game.view({ gameId: g.gameId }), 'FORBIDDEN');
});

test('replacement vote: one refusal ends it and nothing changes hands; a player who acted this week is not silent', async () => {
  const g = await startedGame(h);
  h.clock += 8 * DAY;
  // Deadlines took the silent seats' defaults meanwhile (timeouts are not the player's own commands). The seat the
  // game waits on now answers: a command of its own, so it is not silent any more.
  const first = await h.as(g.players[0]!).game.view({ gameId: g.gameId });
  const actor = first.waitingOn[0]!;
  const [proposer, target] = [0, 1, 2].filter((s) => s !== actor) as [number, number];
  const mine = await h.as(g.players[actor]!).game.view({ gameId: g.gameId });
  await h.as(g.players[actor]!).game.submit({
    gameId: g.gameId,
    command: mine.options[0]!.command,
    clientCommandId: randomUUID(),
    expectedVersion: mine.version,
  });
  const as = (seat: number) => h.as(g.players[seat]!).seats;
  await expectTrpcError(as(proposer).proposeReplacement({ gameId: g.gameId, seat: actor }), 'CONFLICT', {
    code: 'lobby/not-silent',
  });
  const status = await as(proposer).status({ gameId: g.gameId });
  expect(status.seats.map((s) => s.silent)).toEqual([0, 1, 2].map((s) => s !== actor));
  await as(proposer).proposeReplacement({ gameId: g.gameId, seat: target });
  expect(await as(actor).voteReplacement({ gameId: g.gameId, approve: false })).toEqual({ offered: false });
  const after = await as(proposer).status({ gameId: g.gameId });
  expect({ vote: after.vote, offers: after.offers }).toEqual({ vote: null, offers: [] });
  expect((await h.as(g.players[target]!).game.view({ gameId: g.gameId })).seat).toBe(target);
});
