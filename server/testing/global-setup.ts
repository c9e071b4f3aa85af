// Vitest global setup: one real redis-server and an Upstash-protocol endpoint in front of it for the whole run.
// Tests read their addresses with inject('redisUrl') etc. and keep apart by unique key prefixes and game ids.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startRedisServer } from './redis-server';
import { startUpstashEndpoint } from './upstash-endpoint';
import type { UpstashEndpoint } from './upstash-endpoint';

declare module 'vitest' {
  export interface ProvidedContext {
    redisUrl: string;
    upstashUrl: string;
    upstashToken: string;
    /** A directory for embedded stores' data files, removed after the run. */
    tempRoot: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const redis = await startRedisServer();
  let endpoint: UpstashEndpoint;
  try {
    endpoint = await startUpstashEndpoint({ redisUrl: redis.url });
  } catch (error) {
    await redis.stop();
    throw error;
  }
  project.provide('redisUrl', redis.url);
  project.provide('upstashUrl', endpoint.url);
  project.provide('upstashToken', endpoint.token);
  const tempRoot = mkdtempSync(path.join(os.tmpdir(), 'mecatol-tests-'));
  project.provide('tempRoot', tempRoot);
  return async () => {
    await endpoint.close();
    await redis.stop();
    rmSync(tempRoot, { recursive: true, force: true });
  };
}
