import { randomUUID } from 'node:crypto';
import { afterAll, expect, inject, test } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createEmbeddedStore } from '@/server/store/embedded';
import { createRedisTcpStore } from '@/server/store/redis-tcp';
import type { GameStore } from '@/server/store/types';
import { startTcpProxy } from '@/server/testing/tcp-proxy';
import { tempDataFile, uniquePrefix } from '@/server/testing/stores';
import { handleTrpcRequest, MAX_BODY_BYTES, MAX_JSON_DEPTH } from './http';
import { DEFAULT_RATE_LIMITS } from './rate-limits';
import type { RateLimits } from './rate-limits';
import { apiHarness, settings3p, startedGame as startedGameFor, user } from './testing';
import { createInnerContext } from './trpc';
import type { ContextUser } from './trpc';

// The wire format the browser sees: status codes and the error data the formatter exposes.
const h = apiHarness();
afterAll(() => h.store.close());

interface Wire {
  readonly store?: GameStore;
  readonly limits?: RateLimits;
}

const contextFor =
  (u: ContextUser | null, wire: Wire = {}) =>
  async () =>
    createInnerContext({
      user: u,
      store: wire.store ?? h.store,
      now: () => h.clock,
      production: true,
      notifyServices: h.services,
      limits: wire.limits ?? DEFAULT_RATE_LIMITS,
    });

const post = (path: string, body: unknown, u: ContextUser | null, wire?: Wire) =>
  handleTrpcRequest(
    new Request(`http://localhost/api/trpc/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    contextFor(u, wire),
  );

const get = (path: string, input: unknown, u: ContextUser | null, wire?: Wire) =>
  handleTrpcRequest(
    new Request(
      `http://localhost/api/trpc/${path}?input=${encodeURIComponent(typeof input === 'string' ? input : JSON.stringify(input))}`,
    ),
    contextFor(u, wire),
  );

// The default factions (none with a setup choice of its own) keep the first decision the same in every run.
const startedGame = () => startedGameFor(h);

test('a rule violation reaches the client as 400 with its rule and reason', async () => {
  const g = await startedGame();
  const v = await h.as(g.players[0] ?? null).game.view({ gameId: g.gameId });
  const res = await post(
    'game.submit',
    {
      gameId: g.gameId,
      command: { type: 'choose-strategy-card', card: 'leadership' },
      clientCommandId: randomUUID(),
      expectedVersion: v.version,
    },
    g.players[0] ?? null,
  );
  expect(res.status).toBe(400);
  const body = await res.json();
  expect(body.error.data).toMatchObject({
    code: 'BAD_REQUEST',
    reason: expect.stringContaining('/'),
    rule: expect.any(String),
  });
  expect(body.error.data.stack).toBeUndefined();
});

test('a stale submission reaches the client as 409 with the fresh version', async () => {
  const g = await startedGame();
  const v = await h.as(g.players[0] ?? null).game.view({ gameId: g.gameId });
  const res = await post(
    'game.submit',
    { gameId: g.gameId, command: v.options[0]?.command, clientCommandId: randomUUID(), expectedVersion: v.version - 1 },
    g.players[0] ?? null,
  );
  expect(res.status).toBe(409);
  expect((await res.json()).error.data).toMatchObject({
    code: 'CONFLICT',
    reason: 'game/stale-version',
    currentVersion: v.version,
  });
});

test('malformed input is 400 listing the fields, never 500', async () => {
  const g = await startedGame();
  const res = await post(
    'game.submit',
    { gameId: g.gameId, command: { type: 'nope' }, clientCommandId: 'z', expectedVersion: 'one' },
    g.players[0] ?? null,
  );
  expect(res.status).toBe(400);
  const body = await res.json();
  expect(body.error.message).toBe('Invalid input');
  expect(body.error.data.issues.map((i: { path: string }) => i.path)).toEqual(
    expect.arrayContaining(['command.type', 'clientCommandId', 'expectedVersion']),
  );
});

test('a body that is not JSON is 400, never 500', async () => {
  const res = await post('lobby.create', '{"name": "unterminated', user('A'));
  expect(res.status).toBe(400);
});

test('a body over the size limit is refused with 413 before any procedure runs', async () => {
  const res = await post('lobby.create', { name: 'x'.repeat(MAX_BODY_BYTES + 1), settings: settings3p }, user('A'));
  expect(res.status).toBe(413);
  expect((await res.json()).error.data.code).toBe('PAYLOAD_TOO_LARGE');
});

test('queries work over GET; forbidden and unauthorized map to 403 and 401', async () => {
  const g = await startedGame();
  const ok = await get('game.version', { gameId: g.gameId }, g.players[1] ?? null);
  expect(ok.status).toBe(200);
  expect((await ok.json()).result.data.version).toBeGreaterThan(1);
  expect((await get('game.version', { gameId: g.gameId }, user('Eve'))).status).toBe(403);
  expect((await get('game.version', { gameId: g.gameId }, null)).status).toBe(401);
  expect((await get('game.version', { gameId: 'missing' }, null)).status).toBe(404);
});

/** A lobby with the host and Bea seated; `leave` takes only a game id, which a form can carry. */
async function lobbyWithBea() {
  const host = user('Host');
  const bea = user('Bea');
  const { gameId } = await h.as(host).lobby.create({ name: 'CSRF', settings: settings3p });
  const token = (await h.as(host).lobby.get({ gameId })).inviteToken ?? '';
  await h.as(bea).lobby.join({ token });
  const seated = async () => (await h.as(host).lobby.get({ gameId })).seats.filter((s) => s !== null).length;
  return { gameId, bea, seated };
}

const raw = (path: string, init: RequestInit, u: ContextUser | null) =>
  handleTrpcRequest(new Request(`http://localhost/api/trpc/${path}`, { method: 'POST', ...init }), contextFor(u));

test('a cross-site form post is refused with 403 before any procedure runs: forms, text, other origins', async () => {
  const { gameId, bea, seated } = await lobbyWithBea();
  expect(await seated()).toBe(2);
  const form = new FormData();
  form.set('gameId', gameId);
  const attempts: RequestInit[] = [
    { body: form },
    { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `gameId=${gameId}` },
    { headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ gameId }) },
    {
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ gameId }),
    },
    { headers: { 'content-type': 'application/json', origin: 'null' }, body: JSON.stringify({ gameId }) },
    {
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-site' },
      body: JSON.stringify({ gameId }),
    },
  ];
  for (const init of attempts) {
    const res = await raw('lobby.leave', init, bea);
    expect(res.status, JSON.stringify(init.headers ?? 'multipart')).toBe(403);
    expect((await res.json()).error.data).toMatchObject({ code: 'FORBIDDEN', reason: expect.stringMatching(/^api\//) });
  }
  expect(await seated()).toBe(2);

  // The app's own pages: JSON from this origin.
  const own = await raw(
    'lobby.leave',
    {
      headers: { 'content-type': 'application/json', origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ gameId }),
    },
    bea,
  );
  expect(own.status).toBe(200);
  expect(await seated()).toBe(1);
});

test('no API answer may be cached: game queries, mutations and refusals are private, no-store', async () => {
  const g = await startedGame();
  const seat0 = g.players[0] ?? null;
  const answers = [
    await get('game.view', { gameId: g.gameId }, seat0),
    await get('game.feed', { gameId: g.gameId }, seat0),
    await get('game.version', { gameId: g.gameId }, seat0),
    await get('game.view', { gameId: g.gameId }, user('Eve')),
    await post('lobby.create', '{"broken', seat0),
    await raw('lobby.leave', { body: new FormData() }, seat0),
  ];
  expect(answers[0]?.status).toBe(200);
  for (const res of answers) expect(res.headers.get('cache-control')).toBe('private, no-store');
});

// --- issue 9: deep JSON (18), rate limits (6), storage unavailable (14) -------------------------------------------

test('very deep JSON is 400 with a plain message, in a body or a query, before anything parses it', async () => {
  const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
  const body = `{"gameId":"g","command":{"type":"use-ability","ability":"x","targets":{"a":${deep(5000)}}}}`;
  const res = await post('game.submit', body, user('A'));
  expect(res.status).toBe(400);
  const error = (await res.json()).error;
  expect(error.message).toBe(`Request nested too deeply (more than ${MAX_JSON_DEPTH} levels of arrays and objects)`);
  expect(error.data).toMatchObject({ code: 'BAD_REQUEST', reason: 'api/too-deep' });
  const query = await get('game.version', `{"gameId":${deep(100)}}`, null);
  expect(query.status).toBe(400);
  expect((await query.json()).error.data.reason).toBe('api/too-deep');
  // Brackets inside strings do not count, and ordinary commands pass.
  expect((await post('lobby.create', { name: '[[[[['.repeat(10), settings: settings3p }, user('B'))).status).toBe(200);
});

test('rate limits answer 429 with a clear message: games created, open games hosted, commands submitted', async () => {
  const host = user('Busy');
  const create = (u: ContextUser, limits: RateLimits) =>
    post('lobby.create', { name: 'Many', settings: settings3p }, u, { limits });
  const tight: RateLimits = { ...DEFAULT_RATE_LIMITS, 'game-create': { limit: 2, windowSeconds: 3600 } };
  expect((await create(host, tight)).status).toBe(200);
  expect((await create(host, tight)).status).toBe(200);
  const third = await create(host, tight);
  expect(third.status).toBe(429);
  expect((await third.json()).error).toMatchObject({
    message: 'Too many new games: at most 2 in an hour. Try again in an hour.',
    data: { code: 'TOO_MANY_REQUESTS', reason: 'api/rate-limited' },
  });

  const capped: RateLimits = { ...DEFAULT_RATE_LIMITS, 'open-games-hosted': { limit: 1, windowSeconds: 1 } };
  const other = user('Hoarder');
  expect((await create(other, capped)).status).toBe(200);
  const second = await create(other, capped);
  expect(second.status).toBe(429);
  expect((await second.json()).error.message).toMatch(/^You host 1 game that has not started yet, the most allowed/);

  const g = await startedGame();
  const me = g.players[0] ?? null;
  const v = await h.as(me).game.view({ gameId: g.gameId });
  const limits: RateLimits = { ...DEFAULT_RATE_LIMITS, submit: { limit: 2, windowSeconds: 60 } };
  const send = () =>
    post(
      'game.submit',
      { gameId: g.gameId, command: v.options[0]?.command, clientCommandId: randomUUID(), expectedVersion: v.version },
      me,
      { limits },
    );
  expect((await send()).status).toBe(200);
  expect((await send()).status).toBe(409); // the second is counted too, and answered (stale)
  const over = await send();
  expect(over.status).toBe(429);
  expect((await over.json()).error.message).toBe('Too many commands: at most 2 in a minute. Try again in a minute.');
});

test('storage unavailable is 503 "storage unavailable, retrying"; the same command then applies exactly once', async () => {
  const redisPort = Number(new URL(inject('redisUrl')).port);
  const proxy = await startTcpProxy({ host: '127.0.0.1', port: redisPort });
  const store = createRedisTcpStore({ url: `redis://127.0.0.1:${proxy.port}`, keyPrefix: uniquePrefix() });
  const wired = apiHarness(store);
  let back: Awaited<ReturnType<typeof startTcpProxy>> | null = null;
  try {
    const g = await startedGameFor(wired);
    const me = g.players[0] ?? null;
    const v = await wired.as(me).game.view({ gameId: g.gameId });
    const body = {
      gameId: g.gameId,
      command: v.options[0]?.command,
      clientCommandId: randomUUID(),
      expectedVersion: v.version,
      decisionId: v.view?.decisions.at(-1)?.id ?? null,
    };
    await proxy.cut();
    const down = await post('game.submit', body, me, { store });
    expect(down.status).toBe(503);
    expect((await down.json()).error).toMatchObject({
      message: 'Storage unavailable, retrying.',
      data: { code: 'SERVICE_UNAVAILABLE', reason: 'api/storage-unavailable' },
    });
    expect((await get('game.version', { gameId: g.gameId }, me, { store })).status).toBe(503);
    back = await startTcpProxy({ host: '127.0.0.1', port: redisPort }, proxy.port);
    // The client retries the same request: applied once, and a further retry is recognised as that command.
    const retried = await post('game.submit', body, me, { store });
    expect(retried.status).toBe(200);
    expect((await retried.json()).result.data).toEqual({ version: v.version + 1, duplicate: false });
    const again = await post('game.submit', body, me, { store });
    expect((await again.json()).result.data).toEqual({ version: v.version + 1, duplicate: true });
  } finally {
    await store.close();
    await back?.cut();
  }
});

test('an unreadable embedded data file is 503 too, not a generic 500', async () => {
  const file = tempDataFile();
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, '{ not json');
  const store = createEmbeddedStore({ file, fsync: false });
  try {
    const res = await get('game.version', { gameId: 'g' }, user('A'), { store });
    expect(res.status).toBe(503);
    expect((await res.json()).error.message).toBe('Storage unavailable, retrying.');
    const create = await post('lobby.create', { name: 'G', settings: settings3p }, user('A'), { store });
    expect(create.status).toBe(503);
  } finally {
    await store.close();
  }
});
