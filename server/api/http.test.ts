import { randomUUID } from 'node:crypto';
import { afterAll, expect, test } from 'vitest';
import { handleTrpcRequest, MAX_BODY_BYTES } from './http';
import { apiHarness, settings3p, startedGame as startedGameFor, user } from './testing';
import { createInnerContext } from './trpc';
import type { ContextUser } from './trpc';

// The wire format the browser sees: status codes and the error data the formatter exposes.
const h = apiHarness();
afterAll(() => h.store.close());

const contextFor = (u: ContextUser | null) => async () =>
  createInnerContext({ user: u, store: h.store, now: () => h.clock, production: true, notifyServices: h.services });

const post = (path: string, body: unknown, u: ContextUser | null) =>
  handleTrpcRequest(
    new Request(`http://localhost/api/trpc/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    contextFor(u),
  );

const get = (path: string, input: unknown, u: ContextUser | null) =>
  handleTrpcRequest(
    new Request(`http://localhost/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`),
    contextFor(u),
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
