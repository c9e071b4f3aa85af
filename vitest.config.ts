import { defineConfig } from 'vitest/config';
import path from 'node:path';

// Two projects. Every engine test file imports much of the engine; with Vitest's default isolation each file loads
// it afresh, and loading alone took about half of the whole run. The engine is pure (no environment, clock, mocks or
// spies in its tests), so its files share one module graph per worker (`isolate: false`); the module state it keeps
// is caches of pure answers, and the invariant checker's sampling counters are restarted before each file
// (engine/testing/per-file.ts) so a file checks the same steps whichever files ran before it in that worker.
// Server, app and script tests mock modules, set the environment and start stores: they keep a fresh module graph
// per file. Two workers: on two cores the main process is mostly idle while a worker runs.
export default defineConfig({
  resolve: { alias: { '@': path.resolve(__dirname) } },
  test: {
    testTimeout: 120_000, // whole bot games and the re-deal comparison; a safety net, not a speed check (npm run bench)
    hookTimeout: 30_000,
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'engine',
          include: ['engine/**/*.test.ts'],
          isolate: false,
          setupFiles: ['engine/testing/per-file.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'app/**/*.test.ts', 'scripts/**/*.test.ts'],
          globalSetup: ['server/testing/global-setup.ts'],
        },
      },
    ],
  },
});
