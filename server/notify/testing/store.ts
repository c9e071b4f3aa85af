// Test helper: the store the notification tests run against — the project's embedded backend on a temp file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { onTestFinished } from 'vitest';
import { createEmbeddedStore } from '@/server/store/embedded';
import type { GameStore } from '@/server/store/types';

/** A fresh store for the current test, closed and deleted when the test ends. */
export function makeTestStore(): GameStore {
  const dir = mkdtempSync(path.join(tmpdir(), 'mecatol-notify-store-'));
  const store = createEmbeddedStore({ file: path.join(dir, 'store.json'), fsync: false });
  onTestFinished(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return store;
}
