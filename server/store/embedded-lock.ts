// The embedded store's exclusive lock: one process per data file, or writes are silently lost (each process would
// overwrite the other's file with its own memory).
//
// `<data file>.lock` holds the owner's pid, host and a random token; the owner touches it every few seconds. Another
// process finds it and refuses with a message naming the owner, unless the lock is stale: its process is gone (same
// host: no such pid, or our own pid without our token, which a restarted container with pid 1 sees), or it was not
// touched for STALE_AFTER_MS (a host we cannot look into). A stale lock is removed under a short-lived takeover file,
// so two processes recovering at once cannot both win. An owner that finds its token gone has lost the lock and stops
// writing.
import { randomBytes } from 'node:crypto';
import { open, readFile, stat, unlink, utimes } from 'node:fs/promises';
import { existsSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDirectory } from './embedded-file';
import { StoreLockedError } from './types';

/** How often the owner touches the lock file. */
export const HEARTBEAT_MS = 5_000;
/** A lock from another host not touched for this long belongs to a process that is gone. */
export const STALE_AFTER_MS = 30_000;
/** A takeover file this old was left by a process that died while recovering a stale lock. */
const TAKEOVER_STALE_MS = 10_000;

export interface LockOwner {
  readonly pid: number;
  readonly host: string;
  readonly token: string;
  /** Milliseconds since epoch when the lock was taken. */
  readonly since: number;
}

export interface DataFileLock {
  readonly path: string;
  readonly owner: LockOwner;
  /** Throws StoreLockedError when another process has taken the lock over (this one must stop writing). */
  verify(): void;
  release(): Promise<void>;
}

// Locks this process holds, by lock path: kept on globalThis like the store itself (Next's dev server re-evaluates
// modules), so a second store on the same file in this process is refused too, and a lock with our pid but not in
// here is a leftover of an earlier process that had our pid.
// One 'exit' listener for all of them releases what is still held when the process ends normally.
interface Held {
  readonly token: string;
  readonly releaseSync: () => void;
}
const held = ((globalThis as typeof globalThis & { __mecatolLocks?: Map<string, Held> }).__mecatolLocks ??= (() => {
  const locks = new Map<string, Held>();
  process.once('exit', () => {
    for (const lock of [...locks.values()]) lock.releaseSync();
  });
  return locks;
})());

export function lockPathFor(dataFile: string): string {
  return `${path.resolve(dataFile)}.lock`;
}

/** Takes the lock on `dataFile`, or throws StoreLockedError saying which process holds it and what to do. */
export async function lockDataFile(dataFile: string, now: () => number = Date.now): Promise<DataFileLock> {
  const lockPath = lockPathFor(dataFile);
  await ensureDirectory(path.dirname(lockPath));
  const owner: LockOwner = {
    pid: process.pid,
    host: os.hostname(),
    token: randomBytes(12).toString('hex'),
    since: now(),
  };
  for (let attempt = 0; attempt < 20; attempt += 1) {
    if (held.has(lockPath)) {
      throw new StoreLockedError(
        `The embedded data file ${dataFile} is already open in this process; close that store first.`,
      );
    }
    if (await create(lockPath, owner)) return ownLock(dataFile, lockPath, owner);
    const current = await readOwner(lockPath);
    if (current === 'missing') continue;
    if (current !== 'unreadable' && !(await isStale(lockPath, current, now))) {
      throw new StoreLockedError(
        `Another Mecatol process (pid ${current.pid} on ${current.host}, since ${new Date(current.since).toISOString()}) ` +
          `is using the embedded data file ${dataFile}. Two processes on one file lose each other's writes: stop the ` +
          `other process, give this one its own MECATOL_DATA_FILE, or use Redis (REDIS_URL) for several processes. ` +
          `If that process is surely gone, delete ${lockPath}.`,
      );
    }
    // A half-written lock is one whose writer died between creating and filling it; treat it as stale too.
    await takeOver(lockPath, current === 'unreadable' ? null : current.token);
    await sleep(attempt === 0 ? 0 : 20);
  }
  throw new StoreLockedError(`Could not take the lock ${lockPath}: other processes keep taking it.`);
}

async function create(lockPath: string, owner: LockOwner): Promise<boolean> {
  let handle;
  try {
    handle = await open(lockPath, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    await handle.writeFile(JSON.stringify(owner), 'utf8');
  } finally {
    await handle.close();
  }
  return true;
}

async function readOwner(lockPath: string): Promise<LockOwner | 'missing' | 'unreadable'> {
  let text: string;
  try {
    text = await readFile(lockPath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as Partial<LockOwner>;
    if (typeof parsed.pid === 'number' && typeof parsed.host === 'string' && typeof parsed.token === 'string') {
      return { pid: parsed.pid, host: parsed.host, token: parsed.token, since: Number(parsed.since) || 0 };
    }
  } catch {
    // fall through
  }
  return 'unreadable';
}

async function isStale(lockPath: string, owner: LockOwner, now: () => number): Promise<boolean> {
  if (owner.host === os.hostname()) {
    // Our own pid without our token: an earlier process that had this pid (containers start at pid 1).
    if (owner.pid === process.pid) return true;
    return !processExists(owner.pid);
  }
  const touched = await stat(lockPath).then(
    (s) => s.mtimeMs,
    () => 0,
  );
  return now() - touched > STALE_AFTER_MS;
}

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes the stale lock `token` (null: an unreadable one), unless another process is already doing so. */
async function takeOver(lockPath: string, token: string | null): Promise<void> {
  const takeoverPath = `${lockPath}.takeover`;
  let handle;
  try {
    handle = await open(takeoverPath, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const age = await stat(takeoverPath).then(
      (s) => Date.now() - s.mtimeMs,
      () => 0,
    );
    if (age > TAKEOVER_STALE_MS) await unlink(takeoverPath).catch(() => {});
    return;
  }
  try {
    await handle.close();
    // Only the lock judged stale: if someone replaced it meanwhile, theirs stays.
    const current = await readOwner(lockPath);
    const same = current === 'unreadable' ? token === null : current !== 'missing' && current.token === token;
    if (same) await unlink(lockPath).catch(() => {});
  } finally {
    await unlink(takeoverPath).catch(() => {});
  }
}

function ownLock(dataFile: string, lockPath: string, owner: LockOwner): DataFileLock {
  let lost = false;
  const mine = (): boolean => {
    try {
      return (JSON.parse(readFileSync(lockPath, 'utf8')) as Partial<LockOwner>).token === owner.token;
    } catch {
      return false;
    }
  };
  /** Our lock file is gone (deleted by hand, or its directory moved): take it again unless someone else has. */
  const retake = (): boolean => {
    try {
      writeFileSync(lockPath, JSON.stringify(owner), { flag: 'wx' });
      return true;
    } catch (error) {
      // EEXIST: another process took it. Anything else (no directory): the write itself will fail and say why.
      return (error as NodeJS.ErrnoException).code !== 'EEXIST';
    }
  };
  const releaseSync = () => {
    if (held.get(lockPath)?.token !== owner.token) return;
    held.delete(lockPath);
    try {
      if (mine()) unlinkSync(lockPath);
    } catch {
      // already gone
    }
  };
  const heartbeat = setInterval(() => {
    const at = new Date();
    void utimes(lockPath, at, at).catch(() => {});
  }, HEARTBEAT_MS);
  heartbeat.unref();
  held.set(lockPath, { token: owner.token, releaseSync });
  return {
    path: lockPath,
    owner,
    verify() {
      if (!lost && (mine() || (!existsSync(lockPath) && retake()))) return;
      lost = true;
      throw new StoreLockedError(
        `This process lost the lock on the embedded data file ${dataFile} (${lockPath} now belongs to another ` +
          'process); it no longer writes to it. Restart it once the other process is stopped.',
      );
    },
    async release() {
      clearInterval(heartbeat);
      releaseSync();
    },
  };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
