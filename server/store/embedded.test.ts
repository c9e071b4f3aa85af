// The embedded store: atomic file replacement, serialised concurrent writers, failed writes leave nothing behind.
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { runCommand } from '@/server/game/command-service';
import type { ApplyFn } from '@/server/game/command-service';
import { tempDataFile } from '@/server/testing/stores';
import { createEmbeddedStore } from './embedded';
import { FILE_FORMAT } from './embedded-file';
import { StoreUnavailableError } from './types';

const increment: ApplyFn<{ n: number }, unknown, number, never> = (doc) => ({
  ok: true,
  doc: { n: doc.n + 1 },
  result: doc.n + 1,
});
const input = (clientCommandId: string = randomUUID()) => ({
  seat: 0,
  command: { type: 'inc' },
  clientCommandId,
  at: 1,
});

test('every write replaces the data file whole: valid JSON, no temporary files left beside it', async () => {
  const file = tempDataFile();
  const store = createEmbeddedStore({ file, fsync: true });
  await store.createGame('g', { n: 0 });
  for (let i = 0; i < 5; i += 1) await runCommand(store, 'g', input(), increment);
  await store.setRecord('user:1', { email: 'a@example.com' });
  const saved = JSON.parse(readFileSync(file, 'utf8')) as {
    format: string;
    games: Record<string, { version: number }>;
  };
  expect(saved.format).toBe(FILE_FORMAT);
  expect(saved.games.g?.version).toBe(6);
  // Only the data file and, while the store is open, its lock.
  expect(readdirSync(path.dirname(file)).sort()).toEqual(['mecatol.json', 'mecatol.json.lock']);
  await store.close();
  expect(readdirSync(path.dirname(file))).toEqual(['mecatol.json']);
});

test('many concurrent callers in one process: every write lands, and a restart reads them all', async () => {
  const file = tempDataFile();
  const store = createEmbeddedStore({ file, fsync: false });
  await store.createGame('g', { n: 0 });
  await Promise.all([
    ...Array.from({ length: 30 }, (_, i) => store.setRecord(`r${i}`, i)),
    ...Array.from({ length: 30 }, (_, i) => store.addToSet('members', `m${i}`)),
    ...Array.from({ length: 10 }, (_, i) => store.createGame(`new${i}`, { i })),
    ...Array.from({ length: 20 }, () => runCommand(store, 'g', input(), increment, { maxRetries: 100 })),
  ]);
  await store.close();
  const restarted = createEmbeddedStore({ file, fsync: false });
  expect(await restarted.getRecord('r29')).toBe(29);
  expect(await restarted.setMembers('members')).toHaveLength(30);
  expect(await restarted.loadGame('new9')).toEqual({ id: 'new9', version: 1, doc: { i: 9 } });
  expect(await restarted.loadGame('g')).toEqual({ id: 'g', version: 21, doc: { n: 20 } });
  expect((await restarted.readLog('g')).map((e) => e.version)).toEqual(Array.from({ length: 20 }, (_, i) => i + 2));
});

test('a write that cannot be saved fails with StoreUnavailableError and leaves no trace, in memory or on disk', async () => {
  const file = tempDataFile();
  const dir = path.dirname(file);
  const store = createEmbeddedStore({ file, fsync: false });
  await store.createGame('g', { n: 0 });
  await runCommand(store, 'g', input('kept'), increment);
  // Take the directory away and put a plain file in its place: the next write cannot be made.
  renameSync(dir, `${dir}.away`);
  writeFileSync(dir, 'not a directory');
  try {
    await expect(runCommand(store, 'g', input('lost'), increment)).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(store.setRecord('k', 1)).rejects.toThrow(/Cannot write the embedded store file/);
    expect(await store.loadGame('g')).toEqual({ id: 'g', version: 2, doc: { n: 1 } });
    expect((await store.readLog('g')).map((e) => e.clientCommandId)).toEqual(['kept']);
    expect(await store.getRecord('k')).toBeNull();
  } finally {
    rmSync(dir);
    renameSync(`${dir}.away`, dir);
  }
  // Storage is back: the same command now applies at the version it would have had.
  expect(await runCommand(store, 'g', input('lost'), increment)).toMatchObject({ kind: 'applied', version: 3 });
  await store.close();
  const restarted = createEmbeddedStore({ file, fsync: false });
  expect((await restarted.readLog('g')).map((e) => e.clientCommandId)).toEqual(['kept', 'lost']);
});

test('an unreadable data file is reported with its path instead of being overwritten', async () => {
  const file = tempDataFile();
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, '{ this is not json');
  const store = createEmbeddedStore({ file, fsync: false });
  await expect(store.loadGame('g')).rejects.toThrow(StoreUnavailableError);
  await expect(store.createGame('g', {})).rejects.toThrow(`Cannot read the embedded store file ${file}`);
  expect(readFileSync(file, 'utf8')).toBe('{ this is not json');
});

test('records expire by the store clock and expired ones are not written to the file', async () => {
  let now = 1_000_000;
  const file = tempDataFile();
  const store = createEmbeddedStore({ file, fsync: false, now: () => now });
  await store.setRecord('short', 'x', { ttlSeconds: 60 });
  await store.setRecord('long', 'y', { ttlSeconds: 3600 });
  now += 59_000;
  expect(await store.getRecord('short')).toBe('x');
  now += 2_000;
  expect(await store.getRecord('short')).toBeNull();
  expect(await store.setRecordIfAbsent('short', 'z', { ttlSeconds: 1 })).toBe(true);
  now += 1_000;
  await store.setRecord('other', 'w');
  expect(Object.keys((JSON.parse(readFileSync(file, 'utf8')) as { records: object }).records).sort()).toEqual([
    'long',
    'other',
  ]);
});
