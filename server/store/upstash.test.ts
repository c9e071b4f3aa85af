// Upstash over HTTP: the test endpoint honours the client's protocol; the store shares Redis's layout; outages.
import { randomUUID } from 'node:crypto';
import { Redis } from '@upstash/redis';
import { createClient } from 'redis';
import { afterAll, expect, inject, test } from 'vitest';
import { runCommand } from '@/server/game/command-service';
import type { ApplyFn } from '@/server/game/command-service';
import { freePort } from '@/server/testing/redis-server';
import { uniquePrefix } from '@/server/testing/stores';
import { startUpstashEndpoint } from '@/server/testing/upstash-endpoint';
import { createRedisTcpStore } from './redis-tcp';
import { StoreUnavailableError } from './types';
import type { GameStore } from './types';
import { createUpstashStore } from './upstash';

const redisUrl = inject('redisUrl');
const increment: ApplyFn<{ n: number }, unknown, number, never> = (doc) => ({
  ok: true,
  doc: { n: doc.n + 1 },
  result: doc.n + 1,
});
const input = (clientCommandId: string = randomUUID()) => ({
  seat: 0,
  command: { type: 'inc' },
  clientCommandId,
  at: 9,
});

const opened: GameStore[] = [];
afterAll(async () => {
  await Promise.all(opened.map((s) => s.close()));
});
function keep<S extends GameStore>(store: S): S {
  opened.push(store);
  return store;
}

test('the endpoint serves the stock client: auto-pipelining, base64 strings, JSON values, multi-exec', async () => {
  const endpoint = await startUpstashEndpoint({ redisUrl });
  try {
    const redis = new Redis({ url: endpoint.url, token: endpoint.token, enableTelemetry: false });
    const key = `upstash-proto-${randomUUID()}`;
    await Promise.all([redis.set(key, { name: 'Ŀàzax 🚀', n: 3 }), redis.sadd(`${key}:s`, 'a', 'b')]);
    expect(await redis.get(key)).toEqual({ name: 'Ŀàzax 🚀', n: 3 });
    expect((await redis.smembers(`${key}:s`)).sort()).toEqual(['a', 'b']);
    expect(endpoint.requests.get('/pipeline')).toBeGreaterThanOrEqual(2);
    const tx = redis.multi();
    tx.incr(`${key}:n`);
    tx.incr(`${key}:n`);
    expect(await tx.exec()).toEqual([1, 2]);
    expect(endpoint.requests.get('/multi-exec')).toBe(1);
    // Redis's own error text reaches the client (its script helper falls back to EVAL on "NOSCRIPT").
    await expect(redis.evalsha('0'.repeat(40), [], [])).rejects.toThrow(/NOSCRIPT/);
    const script = redis.createScript<number>('return 7');
    expect(await script.exec([], [])).toBe(7);
  } finally {
    await endpoint.close();
  }
});

test('the endpoint refuses a wrong token, and the store reports it as unavailable storage', async () => {
  const wrong = keep(
    createUpstashStore({ url: inject('upstashUrl'), token: 'wrong', keyPrefix: uniquePrefix(), retries: 0 }),
  );
  const error = await wrong.getRecord('x').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(StoreUnavailableError);
  expect((error as Error).message).toMatch(
    /^Game storage is unavailable \(Upstash at 127\.0\.0\.1:\d+\): Unauthorized$/,
  );
});

test('Upstash and Redis over TCP share one key layout: what one writes the other reads', async () => {
  const keyPrefix = uniquePrefix();
  const http = keep(createUpstashStore({ url: inject('upstashUrl'), token: inject('upstashToken'), keyPrefix }));
  const tcp = keep(createRedisTcpStore({ url: redisUrl, keyPrefix }));
  await http.createGame('shared', { n: 0 });
  await runCommand(http, 'shared', input('via-http'), increment);
  await runCommand(tcp, 'shared', input('via-tcp'), increment);
  expect(await runCommand(http, 'shared', input('via-tcp'), increment)).toMatchObject({
    kind: 'duplicate',
    version: 3,
  });
  expect(await http.loadGame('shared')).toEqual({ id: 'shared', version: 3, doc: { n: 2 } });
  expect((await tcp.readLog('shared')).map((e) => e.clientCommandId)).toEqual(['via-http', 'via-tcp']);
});

test('an unreachable Upstash URL fails with StoreUnavailableError', async () => {
  const port = await freePort();
  const s = keep(
    createUpstashStore({ url: `http://127.0.0.1:${port}`, token: 't', keyPrefix: uniquePrefix(), retries: 0 }),
  );
  await expect(s.loadGame('x')).rejects.toBeInstanceOf(StoreUnavailableError);
  await expect(runCommand(s, 'x', input(), increment)).rejects.toBeInstanceOf(StoreUnavailableError);
});

test('losing the endpoint mid-game: StoreUnavailableError and nothing written', async () => {
  const keyPrefix = uniquePrefix();
  const endpoint = await startUpstashEndpoint({ redisUrl });
  const s = keep(createUpstashStore({ url: endpoint.url, token: endpoint.token, keyPrefix, retries: 0 }));
  const direct = keep(createRedisTcpStore({ url: redisUrl, keyPrefix }));
  await s.createGame('down', { n: 0 });
  await runCommand(s, 'down', input('before'), increment);
  await endpoint.close();
  await expect(runCommand(s, 'down', input('during'), increment)).rejects.toBeInstanceOf(StoreUnavailableError);
  await expect(s.addToSet('k', 'm')).rejects.toBeInstanceOf(StoreUnavailableError);
  expect(await direct.loadGame('down')).toEqual({ id: 'down', version: 2, doc: { n: 1 } });
  expect((await direct.readLog('down')).map((e) => e.clientCommandId)).toEqual(['before']);
  expect(await direct.setMembers('k')).toEqual([]);
});

test('after SCRIPT FLUSH the Upstash store gets NOSCRIPT through HTTP, sends the script again and carries on', async () => {
  const s = keep(
    createUpstashStore({ url: inject('upstashUrl'), token: inject('upstashToken'), keyPrefix: uniquePrefix() }),
  );
  await s.createGame('flush', { n: 0 });
  const raw = createClient({ url: redisUrl, RESP: 2 });
  await raw.connect();
  try {
    await raw.scriptFlush();
  } finally {
    await raw.close();
  }
  expect(await runCommand(s, 'flush', input(), increment)).toMatchObject({ kind: 'applied', version: 2 });
});
