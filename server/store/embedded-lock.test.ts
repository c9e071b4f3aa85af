// One process per embedded data file (issue 9, finding 13): a second process is refused with a clear message, a
// lock left by a process that is gone is recovered, and a process that lost its lock stops writing.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { tempDataFile } from '@/server/testing/stores';
import { createEmbeddedStore } from './embedded';
import { lockPathFor, STALE_AFTER_MS } from './embedded-lock';
import { StoreLockedError } from './types';

const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

/** Another Node process opening the store on `file`; resolves with its first line of output and the process. */
function otherProcess(file: string): Promise<{ line: string; child: ChildProcess }> {
  const script = path.join(process.cwd(), 'server/testing/embedded-process.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script, file], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve({ line: out.split('\n')[0] ?? '', child });
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (!out.includes('\n')) reject(new Error(`child exited with ${code} before answering`));
    });
  });
}

const exited = (child: ChildProcess): Promise<number | null> =>
  child.exitCode !== null ? Promise.resolve(child.exitCode) : new Promise((resolve) => child.on('exit', resolve));

test('a second process on the same data file is refused with a message naming the first, and nothing is lost', async () => {
  const file = tempDataFile();
  const store = createEmbeddedStore({ file, fsync: false });
  await store.createGame('g', { n: 1 });
  const second = await otherProcess(file);
  expect(second.line).toMatch(
    new RegExp(`^refused: Another Mecatol process \\(pid ${process.pid} on .+\\) is using the embedded data file`),
  );
  expect(second.line).toContain(file);
  expect(second.line).toContain('MECATOL_DATA_FILE');
  expect(await exited(second.child)).toBe(3);
  // The first process kept its lock and its data.
  await store.commit('g', 1, { n: 2 }, null);
  expect(await store.loadGame('g')).toEqual({ id: 'g', version: 2, doc: { n: 2 } });
  await store.close();
});

test('while another process holds the file, this one is refused; once it is killed, its stale lock is recovered', async () => {
  const file = tempDataFile();
  const holder = await otherProcess(file);
  expect(holder.line).toBe('opened');
  const refused = createEmbeddedStore({ file, fsync: false });
  const error = await refused.loadGame('g').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(StoreLockedError);
  expect((error as Error).message).toContain(`pid ${holder.child.pid}`);
  // Killed outright: no exit handler runs, the lock file stays behind with a pid that no longer exists.
  holder.child.kill('SIGKILL');
  await exited(holder.child);
  expect(await refused.createGame('g', { n: 1 })).toBe(true);
  await refused.close();
});

test('a lock from another host is respected while its owner keeps touching it, and recovered once it stops', async () => {
  const file = tempDataFile();
  const lock = lockPathFor(file);
  writeFileSync(lock, JSON.stringify({ pid: 1, host: 'elsewhere.example', token: 'theirs', since: 0 }));
  const store = createEmbeddedStore({ file, fsync: false });
  await expect(store.open()).rejects.toThrow(/pid 1 on elsewhere\.example/);
  const old = new Date(Date.now() - STALE_AFTER_MS - 5_000);
  utimesSync(lock, old, old);
  await store.open();
  expect(await store.createGame('g', {})).toBe(true);
  await store.close();
});

test('a lock with our own pid but not our token is a leftover of an earlier process (containers reuse pids)', async () => {
  const file = tempDataFile();
  const os = await import('node:os');
  writeFileSync(lockPathFor(file), JSON.stringify({ pid: process.pid, host: os.hostname(), token: 'old', since: 0 }));
  const store = createEmbeddedStore({ file, fsync: false });
  expect(await store.createGame('g', {})).toBe(true);
  await store.close();
});

test('a second store on the same file in this process is refused too; closing the first frees it', async () => {
  const file = tempDataFile();
  const first = createEmbeddedStore({ file, fsync: false });
  await first.open();
  const second = createEmbeddedStore({ file, fsync: false });
  await expect(second.open()).rejects.toThrow(/already open in this process/);
  await first.close();
  await second.open();
  await second.close();
});

test('a process whose lock was taken over stops writing rather than overwrite the new owner', async () => {
  const file = tempDataFile();
  const store = createEmbeddedStore({ file, fsync: false });
  await store.createGame('g', { n: 1 });
  writeFileSync(lockPathFor(file), JSON.stringify({ pid: 1, host: 'elsewhere.example', token: 'new-owner', since: 0 }));
  await expect(store.commit('g', 1, { n: 2 }, null)).rejects.toThrow(/lost the lock/);
  expect(await store.loadGame('g')).toEqual({ id: 'g', version: 1, doc: { n: 1 } });
  await store.close();
});
