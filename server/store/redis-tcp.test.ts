// Redis over TCP: the key layout on a real server, two round trips per command, NOSCRIPT recovery, outages.
import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { runCommand } from '@/server/game/command-service';
import type { ApplyFn } from '@/server/game/command-service';
import { freePort } from '@/server/testing/redis-server';
import { uniquePrefix } from '@/server/testing/stores';
import { startTcpProxy } from '@/server/testing/tcp-proxy';
import { gameKeys, RedisGameStore } from './redis-store';
import type { RedisDriver } from './redis-store';
import { createRedisTcpStore, NodeRedisDriver } from './redis-tcp';
import { StoreUnavailableError } from './types';
import type { GameStore } from './types';

const increment: ApplyFn<{ n: number }, unknown, number, never> = (doc) => ({
  ok: true,
  doc: { n: doc.n + 1 },
  result: doc.n + 1,
});
const input = (clientCommandId: string = randomUUID()) => ({
  seat: 1,
  command: { type: 'inc' },
  clientCommandId,
  at: 5,
});

const redisUrl = inject('redisUrl');
const redisPort = Number(new URL(redisUrl).port);
const raw = createClient({ url: redisUrl, RESP: 2 });
const opened: GameStore[] = [];
function store(options: { url?: string; keyPrefix?: string } = {}): GameStore {
  const s = createRedisTcpStore({ url: options.url ?? redisUrl, keyPrefix: options.keyPrefix ?? uniquePrefix() });
  opened.push(s);
  return s;
}
beforeAll(async () => {
  await raw.connect();
});
afterAll(async () => {
  await Promise.all(opened.map((s) => s.close()));
  await raw.close();
});

test('a committed command is laid out as documented: game hash, log list, command keys by seat', async () => {
  const prefix = uniquePrefix();
  const s = store({ keyPrefix: prefix });
  await s.createGame('lay', { n: 0 });
  await runCommand(s, 'lay', input('cid-1'), increment);
  const [game, log, cmds] = gameKeys(prefix, 'lay');
  expect(game).toBe(`${prefix}game:{lay}`);
  expect(await raw.hGetAll(game)).toEqual({ v: '2', doc: '{"n":1}' });
  expect((await raw.lRange(log, 0, -1)).map((e) => JSON.parse(e))).toEqual([{ ...input('cid-1'), version: 2 }]);
  expect(await raw.hGetAll(cmds)).toEqual({ '1:cid-1': '0' });
  await s.setRecord('r', { a: 1 }, { ttlSeconds: 60 });
  await s.addToSet('s', 'm');
  expect(await raw.get(`${prefix}rec:r`)).toBe('{"a":1}');
  expect(await raw.ttl(`${prefix}rec:r`)).toBeGreaterThan(50);
  expect(await raw.sMembers(`${prefix}set:s`)).toEqual(['m']);
});

test('a command takes two round trips (load + commit) once the scripts are cached', async () => {
  const sent: string[] = [];
  const driver = new NodeRedisDriver({ url: redisUrl });
  const counting: RedisDriver = {
    label: driver.label,
    send: (args) => (sent.push(args[0] ?? ''), driver.send(args)),
    close: () => driver.close(),
  };
  const s = new RedisGameStore(counting, uniquePrefix());
  opened.push(s);
  await s.createGame('rt', { n: 0 });
  await runCommand(s, 'rt', input(), increment);
  sent.length = 0;
  expect(await runCommand(s, 'rt', input(), increment)).toMatchObject({ kind: 'applied', version: 3 });
  expect(sent).toEqual(['EVALSHA', 'EVALSHA']);
});

test('after SCRIPT FLUSH (as after a Redis restart) the scripts are sent again and commands still work', async () => {
  const s = store();
  await s.createGame('flush', { n: 0 });
  await runCommand(s, 'flush', input(), increment);
  await raw.scriptFlush();
  expect(await runCommand(s, 'flush', input(), increment)).toMatchObject({ kind: 'applied', version: 3 });
});

test('unreachable Redis fails fast with StoreUnavailableError naming the host, never the password', async () => {
  const port = await freePort();
  const s = store({ url: `redis://:hunter2@127.0.0.1:${port}` });
  const started = Date.now();
  const error = await s.loadGame('x').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(StoreUnavailableError);
  expect((error as Error).message).toContain(`127.0.0.1:${port}`);
  expect((error as Error).message).not.toContain('hunter2');
  expect(Date.now() - started).toBeLessThan(5000);
  await expect(runCommand(s, 'x', input(), increment)).rejects.toBeInstanceOf(StoreUnavailableError);
});

test('losing Redis mid-game: the command fails with StoreUnavailableError, nothing is written, service resumes', async () => {
  const prefix = uniquePrefix();
  const proxy = await startTcpProxy({ host: '127.0.0.1', port: redisPort });
  const s = store({ url: `redis://127.0.0.1:${proxy.port}`, keyPrefix: prefix });
  const direct = store({ keyPrefix: prefix });
  await s.createGame('down', { n: 0 });
  await runCommand(s, 'down', input('before'), increment);
  await proxy.cut();
  await expect(runCommand(s, 'down', input('during'), increment)).rejects.toBeInstanceOf(StoreUnavailableError);
  await expect(s.setRecord('k', 1)).rejects.toBeInstanceOf(StoreUnavailableError);
  expect(await direct.loadGame('down')).toEqual({ id: 'down', version: 2, doc: { n: 1 } });
  expect((await direct.readLog('down')).map((e) => e.clientCommandId)).toEqual(['before']);
  expect(await direct.getRecord('k')).toBeNull();
  // Redis is back on the same address: the same store instance reconnects on its next command.
  const back = await startTcpProxy({ host: '127.0.0.1', port: redisPort }, proxy.port);
  try {
    expect(await runCommand(s, 'down', input('after'), increment)).toMatchObject({ kind: 'applied', version: 3 });
  } finally {
    await s.close();
    await back.cut();
  }
});

test('a closed store refuses further use with StoreUnavailableError', async () => {
  const s = store();
  await s.setRecord('a', 1);
  await s.close();
  await expect(s.getRecord('a')).rejects.toBeInstanceOf(StoreUnavailableError);
});
