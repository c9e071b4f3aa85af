// Test helpers: a fresh, isolated store of each backend (unique Redis key prefix, own temp data file).
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { createEmbeddedStore } from '@/server/store/embedded';
import { createRedisTcpStore } from '@/server/store/redis-tcp';
import type { GameStore } from '@/server/store/types';
import { createUpstashStore } from '@/server/store/upstash';

export const BACKENDS = ['embedded', 'redis', 'upstash'] as const;
export type Backend = (typeof BACKENDS)[number];

export function uniquePrefix(): string {
  return `test:${randomUUID().slice(0, 8)}:`;
}

/** A data file path in a new directory under the run's temporary root (global-setup removes it at the end). */
export function tempDataFile(): string {
  return path.join(mkdtempSync(path.join(inject('tempRoot'), 'db-')), 'mecatol.json');
}

/** A new store with nothing in it. Embedded stores skip fsync: tests check atomicity, not power loss. */
export function freshStore(backend: Backend, options: { keyPrefix?: string; file?: string } = {}): GameStore {
  const keyPrefix = options.keyPrefix ?? uniquePrefix();
  switch (backend) {
    case 'embedded':
      return createEmbeddedStore({ file: options.file ?? tempDataFile(), fsync: false });
    case 'redis':
      return createRedisTcpStore({ url: inject('redisUrl'), keyPrefix });
    case 'upstash':
      return createUpstashStore({ url: inject('upstashUrl'), token: inject('upstashToken'), keyPrefix });
  }
}
