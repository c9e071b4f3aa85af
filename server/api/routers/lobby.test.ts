import { randomUUID } from 'node:crypto';
import { afterAll, expect, test } from 'vitest';
import { lobbyKeys, parseGameDoc } from '@/server/lobby/doc';
import { getWait } from '@/server/notify/waits';
import type { GameStore } from '@/server/store/types';
import { createCaller } from '../root';
import { apiHarness, expectTrpcError, settings3p, user } from '../testing';
import { createInnerContext } from '../trpc';
import type { ContextUser } from '../trpc';

const h = apiHarness();
afterAll(() => h.store.close());

async function newGame(host = user('Host'), overrides: Partial<typeof settings3p> = {}) {
  const { gameId } = await h.as(host).lobby.create({ name: 'Test game', settings: { ...settings3p, ...overrides } });
  const lobby = await h.as(host).lobby.get({ gameId });
  return { host, gameId, token: lobby.inviteToken ?? '' };
}

async function fullGame() {
  const g = await newGame();
  const p1 = user('Bea');
  const p2 = user('Cal');
  await h.as(p1).lobby.join({ token: g.token });
  await h.as(p2).lobby.join({ token: g.token });
  return { ...g, p1, p2 };
}

// --- create ---------------------------------------------------------------------------------------------------

test('create needs a signed-in user', async () => {
  await expectTrpcError(h.as(null).lobby.create({ name: 'x', settings: settings3p }), 'UNAUTHORIZED');
});

test.each([
  ['2 players', { players: 2 }],
  ['9 players', { players: 9 }],
  ['12 victory points', { victoryPoints: 12 }],
  ['a 6-player layout for 3 players', { layout: '6p' }],
  ['an unknown layout', { layout: 'moon' }],
  ['reminders every 1000 hours', { reminderIntervalHours: 1000 }],
])('create rejects %s with BAD_REQUEST', async (_, bad) => {
  const settings = { ...settings3p, ...bad } as typeof settings3p;
  await expectTrpcError(h.as(user('A')).lobby.create({ name: 'x', settings }), 'BAD_REQUEST');
});

test('create rejects an empty name and an oversized one with BAD_REQUEST', async () => {
  await expectTrpcError(h.as(user('A')).lobby.create({ name: '  ', settings: settings3p }), 'BAD_REQUEST');
  await expectTrpcError(
    h.as(user('A')).lobby.create({ name: 'x'.repeat(10_000), settings: settings3p }),
    'BAD_REQUEST',
  );
});

test('the host is seated first and gets an unguessable invite token (≥128 bits, base64url)', async () => {
  const { host, gameId, token } = await newGame();
  expect(token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
  const lobby = await h.as(host).lobby.get({ gameId });
  expect(lobby.seats).toEqual([{ seat: 0, name: 'Host', faction: null, color: null, isHost: true, isYou: true }]);
  expect(lobby.isHost).toBe(true);
  const second = await newGame();
  expect(second.token).not.toBe(token);
});

// --- get ------------------------------------------------------------------------------------------------------

test('lobby.get: seated players see the lobby, only the host sees the invite token', async () => {
  const g = await fullGame();
  const asPlayer = await h.as(g.p1).lobby.get({ gameId: g.gameId });
  expect(asPlayer.inviteToken).toBeNull();
  expect(asPlayer.yourSeat).toBe(1);
  expect(asPlayer.seats.map((s) => s.name)).toEqual(['Host', 'Bea', 'Cal']);
});

test('lobby.get: a stranger is FORBIDDEN, signed out is UNAUTHORIZED, unknown game NOT_FOUND, bad id BAD_REQUEST', async () => {
  const g = await newGame();
  await expectTrpcError(h.as(user('Eve')).lobby.get({ gameId: g.gameId }), 'FORBIDDEN');
  await expectTrpcError(h.as(null).lobby.get({ gameId: g.gameId }), 'UNAUTHORIZED');
  await expectTrpcError(h.as(g.host).lobby.get({ gameId: 'nope-not-a-game' }), 'NOT_FOUND');
  await expectTrpcError(h.as(g.host).lobby.get({ gameId: '../../etc/passwd' }), 'BAD_REQUEST');
});

// --- invitations ----------------------------------------------------------------------------------------------

test('invitation: anyone with the link sees the game; a forged token is NOT_FOUND', async () => {
  const g = await newGame();
  const inv = await h.as(null).lobby.invitation({ token: g.token });
  expect(inv).toMatchObject({
    gameId: g.gameId,
    name: 'Test game',
    hostName: 'Host',
    players: 3,
    taken: 1,
    seated: false,
  });
  await expectTrpcError(h.as(null).lobby.invitation({ token: 'A'.repeat(32) }), 'NOT_FOUND');
  await expectTrpcError(h.as(null).lobby.invitation({ token: 'not even the right shape!' }), 'NOT_FOUND');
});

test('join: players take seats through the link; joining twice keeps one seat', async () => {
  const g = await newGame();
  const bea = user('Bea');
  expect(await h.as(bea).lobby.join({ token: g.token })).toEqual({ gameId: g.gameId, seat: 1 });
  expect(await h.as(bea).lobby.join({ token: g.token })).toEqual({ gameId: g.gameId, seat: 1 });
  expect((await h.as(bea).lobby.get({ gameId: g.gameId })).seats).toHaveLength(2);
});

test('join: a chosen display name is used for the seat', async () => {
  const g = await newGame();
  await h.as(user('Bea')).lobby.join({ token: g.token, name: 'Admiral Bea' });
  expect((await h.as(g.host).lobby.get({ gameId: g.gameId })).seats[1]?.name).toBe('Admiral Bea');
});

test('join: signed out is UNAUTHORIZED; a forged or malformed token is NOT_FOUND', async () => {
  const g = await newGame();
  await expectTrpcError(h.as(null).lobby.join({ token: g.token }), 'UNAUTHORIZED');
  await expectTrpcError(h.as(user('Eve')).lobby.join({ token: `${g.token.slice(0, -2)}xx` }), 'NOT_FOUND');
  await expectTrpcError(h.as(user('Eve')).lobby.join({ token: '%%%' }), 'NOT_FOUND');
});

test('join: a full game is a CONFLICT', async () => {
  const g = await fullGame();
  await expectTrpcError(h.as(user('Dan')).lobby.join({ token: g.token }), 'CONFLICT', { code: 'lobby/full' });
});

test('join: players joining at the same moment all get seats', async () => {
  const g = await newGame(user('Host'), { players: 6, layout: '6p' });
  const joiners = ['B', 'C', 'D', 'E', 'F'].map((n) => user(n));
  const seats = await Promise.all(joiners.map((u) => h.as(u).lobby.join({ token: g.token })));
  expect(seats.map((s) => s.seat).sort()).toEqual([1, 2, 3, 4, 5]);
  expect((await h.as(g.host).lobby.get({ gameId: g.gameId })).seats).toHaveLength(6);
});

test('revokeInvite: the old link stops working; only the host may revoke (FORBIDDEN otherwise)', async () => {
  const g = await newGame();
  const bea = user('Bea');
  await h.as(bea).lobby.join({ token: g.token });
  await expectTrpcError(h.as(bea).lobby.revokeInvite({ gameId: g.gameId }), 'FORBIDDEN');
  await expectTrpcError(h.as(user('Eve')).lobby.revokeInvite({ gameId: g.gameId }), 'FORBIDDEN');
  await h.as(g.host).lobby.revokeInvite({ gameId: g.gameId });
  await expectTrpcError(h.as(user('Cal')).lobby.join({ token: g.token }), 'NOT_FOUND');
  await expectTrpcError(h.as(null).lobby.invitation({ token: g.token }), 'NOT_FOUND');
  expect((await h.as(g.host).lobby.get({ gameId: g.gameId })).inviteToken).toBeNull();
});

test('regenerateInvite: a new link works and the old one does not; only the host may', async () => {
  const g = await newGame();
  await expectTrpcError(h.as(user('Eve')).lobby.regenerateInvite({ gameId: g.gameId }), 'FORBIDDEN');
  const { inviteToken } = await h.as(g.host).lobby.regenerateInvite({ gameId: g.gameId });
  expect(inviteToken).not.toBe(g.token);
  await expectTrpcError(h.as(user('Cal')).lobby.join({ token: g.token }), 'NOT_FOUND');
  expect((await h.as(user('Cal')).lobby.join({ token: inviteToken })).seat).toBe(1);
});

// --- leave ----------------------------------------------------------------------------------------------------

test('leave: a player may leave before the start, the host may not; strangers are FORBIDDEN', async () => {
  const g = await fullGame();
  await expectTrpcError(h.as(g.host).lobby.leave({ gameId: g.gameId }), 'BAD_REQUEST');
  await expectTrpcError(h.as(user('Eve')).lobby.leave({ gameId: g.gameId }), 'FORBIDDEN');
  await h.as(g.p1).lobby.leave({ gameId: g.gameId });
  expect((await h.as(g.host).lobby.get({ gameId: g.gameId })).seats.map((s) => s.name)).toEqual(['Host', 'Cal']);
  expect((await h.as(g.p1).lobby.mine()).some((x) => x.gameId === g.gameId)).toBe(false);
});

// --- faction and colour ---------------------------------------------------------------------------------------

test('choose: factions and colours are unique per game (CONFLICT), unknown ones are BAD_REQUEST', async () => {
  const g = await fullGame();
  await h.as(g.host).lobby.choose({ gameId: g.gameId, faction: 'hacan', color: 'red' });
  await expectTrpcError(h.as(g.p1).lobby.choose({ gameId: g.gameId, faction: 'hacan' }), 'CONFLICT', {
    code: 'lobby/faction-taken',
  });
  await expectTrpcError(h.as(g.p1).lobby.choose({ gameId: g.gameId, color: 'red' }), 'CONFLICT', {
    code: 'lobby/color-taken',
  });
  await expectTrpcError(h.as(g.p1).lobby.choose({ gameId: g.gameId, faction: 'klingons' }), 'BAD_REQUEST');
  await expectTrpcError(h.as(g.p1).lobby.choose({ gameId: g.gameId, color: 'mauve' as 'red' }), 'BAD_REQUEST');
  const lobby = await h.as(g.p1).lobby.choose({ gameId: g.gameId, faction: 'arborec', color: 'blue' });
  expect(lobby.seats.map((s) => [s.faction, s.color])).toEqual([
    ['hacan', 'red'],
    ['arborec', 'blue'],
    [null, null],
  ]);
});

test('choose: clearing a faction frees it for others; a stranger is FORBIDDEN', async () => {
  const g = await fullGame();
  await h.as(g.host).lobby.choose({ gameId: g.gameId, faction: 'hacan' });
  await h.as(g.host).lobby.choose({ gameId: g.gameId, faction: null });
  await h.as(g.p1).lobby.choose({ gameId: g.gameId, faction: 'hacan' });
  await expectTrpcError(h.as(user('Eve')).lobby.choose({ gameId: g.gameId, faction: 'ghost' }), 'FORBIDDEN');
});

test('randomize: only the host; fills missing factions and colours with distinct ones, keeping choices made', async () => {
  const g = await fullGame();
  await h.as(g.p1).lobby.choose({ gameId: g.gameId, faction: 'ghost', color: 'green' });
  await expectTrpcError(h.as(g.p1).lobby.randomize({ gameId: g.gameId }), 'FORBIDDEN');
  const lobby = await h.as(g.host).lobby.randomize({ gameId: g.gameId });
  const factions = lobby.seats.map((s) => s.faction);
  const colors = lobby.seats.map((s) => s.color);
  expect(lobby.seats[1]).toMatchObject({ faction: 'ghost', color: 'green' });
  expect(new Set(factions).size).toBe(3);
  expect(new Set(colors).size).toBe(3);
  expect(factions.every((f) => typeof f === 'string')).toBe(true);
});

// --- start ----------------------------------------------------------------------------------------------------

test('start: only the host, only when every seat is filled and has chosen', async () => {
  const g = await newGame();
  await expectTrpcError(h.as(g.host).lobby.start({ gameId: g.gameId }), 'BAD_REQUEST', { code: 'lobby/not-full' });
  const bea = user('Bea');
  const cal = user('Cal');
  await h.as(bea).lobby.join({ token: g.token });
  await h.as(cal).lobby.join({ token: g.token });
  await expectTrpcError(h.as(g.host).lobby.start({ gameId: g.gameId }), 'BAD_REQUEST', { code: 'lobby/not-chosen' });
  await h.as(g.host).lobby.randomize({ gameId: g.gameId });
  await expectTrpcError(h.as(bea).lobby.start({ gameId: g.gameId }), 'FORBIDDEN');
  await expectTrpcError(h.as(user('Eve')).lobby.start({ gameId: g.gameId }), 'FORBIDDEN');
  await h.as(g.host).lobby.start({ gameId: g.gameId });
  const view = await h.as(bea).game.view({ gameId: g.gameId });
  expect(view.status).toBe('started');
  expect(view.view?.players.map((p) => p.name)).toEqual(['Host', 'Bea', 'Cal']);
  // Once started: no more joining, choosing or starting again.
  await expectTrpcError(h.as(user('Dan')).lobby.join({ token: g.token }), 'CONFLICT');
  await expectTrpcError(h.as(bea).lobby.choose({ gameId: g.gameId, color: 'pink' }), 'CONFLICT');
  await expectTrpcError(h.as(g.host).lobby.start({ gameId: g.gameId }), 'CONFLICT');
});

test('start tells the notifications module who the game now waits on', async () => {
  const g = await fullGame();
  await h.as(g.host).lobby.randomize({ gameId: g.gameId });
  await h.as(g.host).lobby.start({ gameId: g.gameId });
  const { waitingOn } = await h.as(g.host).game.view({ gameId: g.gameId });
  expect(waitingOn.length).toBeGreaterThan(0);
  for (const seat of waitingOn) {
    const player = [g.host, g.p1, g.p2][seat] ?? null;
    const heading = (await h.as(player).game.view({ gameId: g.gameId })).options[0]?.group;
    expect(await getWait(h.store, g.gameId, seat)).toEqual({
      since: h.clock,
      userId: player?.id,
      decisionLabel: heading,
      decisionId: expect.any(Number),
    });
  }
});

test('start: the custodians-removed house rule reaches the engine only when the host chose it', async () => {
  const plain = await fullGame();
  await h.as(plain.host).lobby.randomize({ gameId: plain.gameId });
  await h.as(plain.host).lobby.start({ gameId: plain.gameId });
  const plainView = (await h.as(plain.host).game.view({ gameId: plain.gameId })).view;
  expect(plainView?.custodiansOnMecatol).toBe(true);

  const g = await newGame(user('Host'), { custodiansRemoved: true });
  await h.as(user('Bea')).lobby.join({ token: g.token });
  await h.as(user('Cal')).lobby.join({ token: g.token });
  expect((await h.as(g.host).lobby.get({ gameId: g.gameId })).settings.custodiansRemoved).toBe(true);
  await h.as(g.host).lobby.randomize({ gameId: g.gameId });
  await h.as(g.host).lobby.start({ gameId: g.gameId });
  const view = (await h.as(g.host).game.view({ gameId: g.gameId })).view;
  expect(view?.custodiansOnMecatol).toBe(false);
  expect(view?.config.custodiansRemoved).toBe(true);
});

// --- my games -------------------------------------------------------------------------------------------------

test('mine: lists my games with whom each waits on, the ones waiting on me first; needs sign-in', async () => {
  await expectTrpcError(h.as(null).lobby.mine(), 'UNAUTHORIZED');
  const g = await fullGame();
  const open = await newGame(g.host);
  // Fixed factions: one that chooses starting technologies (Winnu, Argent, Keleres) would be asked first, alone.
  await h.as(g.host).lobby.choose({ gameId: g.gameId, faction: 'sol', color: 'red' });
  await h.as(g.p1).lobby.choose({ gameId: g.gameId, faction: 'hacan', color: 'blue' });
  await h.as(g.p2).lobby.choose({ gameId: g.gameId, faction: 'letnev', color: 'green' });
  await h.as(g.host).lobby.start({ gameId: g.gameId });
  const mine = await h.as(g.host).lobby.mine();
  expect(mine.map((x) => x.gameId).sort()).toEqual([g.gameId, open.gameId].sort());
  const started = mine.find((x) => x.gameId === g.gameId);
  // Setup step 12: every player keeps a secret objective at the same time, so the game waits on all three.
  expect(started).toMatchObject({ status: 'started', phase: 'setup', isHost: true, yourTurn: true });
  expect(started?.waitingFor).toEqual([
    { seat: 0, name: 'Host' },
    { seat: 1, name: 'Bea' },
    { seat: 2, name: 'Cal' },
  ]);
  expect(mine.find((x) => x.gameId === open.gameId)).toMatchObject({
    status: 'lobby',
    seated: 1,
    players: 3,
    waitingFor: [],
  });
  expect(mine[0]?.gameId).toBe(g.gameId);
  // Others see only their own games.
  expect((await h.as(g.p1).lobby.mine()).map((x) => x.gameId)).toEqual([g.gameId]);
  expect(await h.as(user('Eve')).lobby.mine()).toEqual([]);
});

// --- Council Keleres and seeds ----------------------------------------------------------------------------------

test('choose: the Council Keleres cannot sit with all of Xxcha, Argent and Mentak (CONFLICT with a clear reason)', async () => {
  const g = await newGame(user('Host'), { players: 4, layout: '4p' });
  const [bea, cal, dan] = [user('Bea'), user('Cal'), user('Dan')];
  for (const p of [bea, cal, dan]) await h.as(p).lobby.join({ token: g.token });
  await h.as(g.host).lobby.choose({ gameId: g.gameId, faction: 'keleres' });
  await h.as(bea).lobby.choose({ gameId: g.gameId, faction: 'xxcha' });
  await h.as(cal).lobby.choose({ gameId: g.gameId, faction: 'argent' });
  const error = await expectTrpcError(h.as(dan).lobby.choose({ gameId: g.gameId, faction: 'mentak' }), 'CONFLICT', {
    code: 'lobby/no-home-system',
  });
  expect(error.message).toMatch(/Keleres.*Mentak/);
  const lobby = await h.as(g.host).lobby.randomize({ gameId: g.gameId });
  expect(lobby.seats[3]?.faction).not.toBe('mentak');
  await h.as(g.host).lobby.start({ gameId: g.gameId });
});

test("start: with a test seed, a game's seed is the test seed and its name (same name, same dice); without, random", async () => {
  const seeded = apiHarness(h.store, { testSeed: 'e2e-7' });
  const seeds: string[] = [];
  for (const harness of [seeded, seeded, h]) {
    const host = user('Host');
    const { gameId } = await harness.as(host).lobby.create({ name: 'Seeded game', settings: settings3p });
    const token = (await harness.as(host).lobby.get({ gameId })).inviteToken ?? '';
    for (const p of [user('Bea'), user('Cal')]) await harness.as(p).lobby.join({ token });
    await harness.as(host).lobby.randomize({ gameId });
    await harness.as(host).lobby.start({ gameId });
    const record = await h.store.loadGame(gameId);
    seeds.push(parseGameDoc(record?.doc).engine?.config.seed ?? '');
  }
  expect(seeds.slice(0, 2)).toEqual(['e2e-7:Seeded game', 'e2e-7:Seeded game']);
  expect(seeds[2]).toMatch(/^[0-9a-f]{32}$/);
});

// --- issue 9: access with the game (17), atomic create and the per-user index (19) ----------------------------

/** The store, recording the name of every method called. */
function counting(calls: string[]): GameStore {
  return new Proxy(h.store, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        calls.push(String(property));
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}
const callerOn = (store: GameStore, u: ContextUser) =>
  createCaller(createInnerContext({ user: u, store, now: () => h.clock, production: true }));

test('create is one atomic store write: the game, its access, the host’s list entry and the invite link', async () => {
  const host = user('Host');
  await h.as(host).lobby.mine(); // the host's list exists (filled in once from older records)
  const calls: string[] = [];
  const { gameId } = await callerOn(counting(calls), host).lobby.create({ name: 'Atomic', settings: settings3p });
  expect(calls).toEqual(['readIndex', 'hit', 'createGame']);
  const token = (await h.as(host).lobby.get({ gameId })).inviteToken ?? '';
  expect(await h.store.getRecord(lobbyKeys.invite(token))).toEqual({ gameId });
  expect(await h.store.gameAccess(gameId)).toEqual({
    version: 1,
    access: { members: [host.id], allowSpectators: false },
  });
  expect(Object.keys(await h.store.readIndex(host.id))).toContain(gameId);
});

test('join and leave racing never leave the access record behind the seating (version polling)', async () => {
  // The leaver's server is slow to follow up on what it saved (a second process, a slow network): anything it writes
  // after its compare-and-set lands after the joiner's save. Only what is written in the same step stays right.
  const slow = new Proxy(h.store, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const method = (...args: unknown[]) => (value as (...a: unknown[]) => unknown).apply(target, args);
      if (!['setRecord', 'addToSet', 'removeFromSet'].includes(String(property))) return method;
      return async (...args: unknown[]) => {
        await new Promise((resolve) => setTimeout(resolve, 40));
        return method(...args);
      };
    },
  });
  for (let trial = 0; trial < 5; trial += 1) {
    const g = await newGame();
    const [leaver, joiner] = [user('Lea'), user('Jo')];
    await h.as(leaver).lobby.join({ token: g.token });
    const leaving = callerOn(slow, leaver).lobby.leave({ gameId: g.gameId });
    await new Promise((resolve) => setTimeout(resolve, 10));
    await h.as(joiner).lobby.join({ token: g.token });
    await leaving;
    const doc = parseGameDoc((await h.store.loadGame(g.gameId))?.doc);
    expect(doc.lobby.seats.map((s) => s.userId)).toEqual([g.host.id, joiner.id]);
    expect((await h.store.gameAccess(g.gameId))?.access).toEqual({
      members: [g.host.id, joiner.id],
      allowSpectators: false,
    });
    expect(await h.as(joiner).game.version({ gameId: g.gameId })).toEqual({ version: expect.any(Number) });
    await expectTrpcError(h.as(leaver).game.version({ gameId: g.gameId }), 'FORBIDDEN');
  }
});

test('mine reads only the index, which every change of a game updates in the same step', async () => {
  const g = await fullGame();
  await h.as(g.p1).lobby.mine();
  const calls: string[] = [];
  const listed = await callerOn(counting(calls), g.p1).lobby.mine();
  expect(calls).toEqual(['readIndex']);
  expect(listed.map((x) => [x.gameId, x.seated, x.status])).toEqual([[g.gameId, 3, 'lobby']]);
  await h.as(g.host).lobby.choose({ gameId: g.gameId, faction: 'sol', color: 'red' });
  await h.as(g.p1).lobby.choose({ gameId: g.gameId, faction: 'hacan', color: 'blue' });
  await h.as(g.p2).lobby.choose({ gameId: g.gameId, faction: 'letnev', color: 'green' });
  h.clock += 60_000;
  await h.as(g.host).lobby.start({ gameId: g.gameId });
  const [started] = await h.as(g.p1).lobby.mine();
  expect(started).toMatchObject({ status: 'started', phase: 'setup', yourTurn: true, updatedAt: h.clock });
  expect(started?.waitingFor.map((w) => w.name)).toEqual(['Host', 'Bea', 'Cal']);
  // A command moves the summary on: Bea has kept her objective, so it no longer waits on her.
  const v = await h.as(g.p1).game.view({ gameId: g.gameId });
  await h.as(g.p1).game.submit({
    gameId: g.gameId,
    command: v.options[0]?.command ?? { type: 'pass' },
    clientCommandId: randomUUID(),
    expectedVersion: v.version,
  });
  const [after] = await h.as(g.p1).lobby.mine();
  expect(after).toMatchObject({ yourTurn: false });
  expect(after?.waitingFor.map((w) => w.name)).toEqual(['Host', 'Cal']);
});

test('mine: games listed before the index existed are filled in once from the older per-user set', async () => {
  const g = await newGame();
  const old = user('Old');
  // An older deployment seated users and listed games in a set, without an index entry.
  await h.as(old).lobby.join({ token: g.token });
  await h.store.commit(
    g.gameId,
    (await h.store.gameVersion(g.gameId)) ?? 0,
    (await h.store.loadGame(g.gameId))?.doc,
    null,
    {
      index: { [old.id]: null },
    },
  );
  await h.store.addToSet(lobbyKeys.userGames(old.id), g.gameId);
  expect(await h.store.readIndex(old.id)).toEqual({});
  expect((await h.as(old).lobby.mine()).map((x) => x.gameId)).toEqual([g.gameId]);
  const calls: string[] = [];
  expect((await callerOn(counting(calls), old).lobby.mine()).map((x) => x.gameId)).toEqual([g.gameId]);
  expect(calls).toEqual(['readIndex']);
});
