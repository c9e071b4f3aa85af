import { defineConfig } from 'vitest/config';
import path from 'node:path';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(__dirname) } },
  test: {
    include: ['engine/**/*.test.ts', 'server/**/*.test.ts', 'app/**/*.test.ts', 'scripts/**/*.test.ts'],
    globalSetup: ['server/testing/global-setup.ts'],
    testTimeout: 120_000, // whole bot games and the re-deal comparison; a safety net, not a speed check (npm run bench)
    hookTimeout: 30_000,
    pool: 'forks',
  },
});
