// Playwright: a production build (`next build && next start`) on a fixed port, with the embedded store in a temp
// data dir and email sign-in through an in-process SMTP catcher (e2e/global-setup.ts). Desktop + Pixel 7.
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import webpush from 'web-push';
import { makeSelfSignedCert } from './server/notify/testing/push-endpoint';

const PORT = Number(process.env.E2E_PORT ?? 3210);
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2587);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The dice seed every e2e game is derived from (with its name); e2e/tactical.spec.ts relies on its rolls. */
export const E2E_SEED = 'e2e-1';

// One temp dir per run; workers inherit it through the environment (the config is evaluated in every process).
process.env.MECATOL_E2E_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'mecatol-e2e-'));
process.env.E2E_SMTP_PORT = String(SMTP_PORT);
/** The local endpoint e2e/talk.spec.ts starts in place of Discord's webhook API (MECATOL_TEST_DISCORD_BASE). */
const DISCORD_PORT = Number(process.env.E2E_DISCORD_PORT ?? SMTP_PORT + 1000);
process.env.E2E_DISCORD_PORT = String(DISCORD_PORT);
const dataDir = process.env.MECATOL_E2E_DIR;

// Web Push: VAPID keys for the server, and a self-signed certificate for the local push endpoint that
// e2e/notifications.spec.ts starts (web-push always speaks HTTPS); the server trusts it via NODE_EXTRA_CA_CERTS.
// Made once in the main process; workers inherit the environment and find the files.
if (!process.env.E2E_VAPID_PUBLIC_KEY || !process.env.E2E_VAPID_PRIVATE_KEY) {
  const keys = webpush.generateVAPIDKeys();
  process.env.E2E_VAPID_PUBLIC_KEY = keys.publicKey;
  process.env.E2E_VAPID_PRIVATE_KEY = keys.privateKey;
}
export const PUSH_CERT = path.join(dataDir, 'push-cert.pem');
export const PUSH_KEY = path.join(dataDir, 'push-key.pem');
if (!existsSync(PUSH_CERT)) {
  const cert = makeSelfSignedCert();
  writeFileSync(PUSH_KEY, cert.key, { mode: 0o600 });
  writeFileSync(PUSH_CERT, cert.cert);
}

/** The specs that move the server's test clock (app/api/test/clock): they run alone, after all others. */
const CLOCK_SPECS = /\/(pace|notifications)\.spec\.ts$/;

const CHROMIUM = '/usr/bin/chromium';
const launchOptions = existsSync(CHROMIUM)
  ? {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    }
  : {};

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  timeout: 240_000,
  expect: { timeout: 20_000 },
  // Two workers on two cores: most of a spec's time is its pages waiting on the server and on each other, so two
  // spec files side by side nearly halve the run. Tests inside a file share one story (one game played step by step):
  // files run in parallel, never the tests of one file. (Where a spec waits for every page to catch up, a page behind
  // is told it is visible again, so it asks for the new version at once rather than at its next 3 s poll: the
  // product's own refetch-on-return, no test-only switch; e2e/support/players.ts lookAgain.)
  workers: 2,
  fullyParallel: false,
  retries: 0,
  reporter: [['list']],
  globalSetup: './e2e/global-setup.ts',
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  // The clock-moving specs run last and alone. The test clock is the one server's (POST /api/test/clock moves it
  // forward for every game and session at once): pace.spec.ts jumps it 12 hours, notifications.spec.ts 2 minutes, and
  // a spec running beside them would see its deadlines, reminders and presence jump. They form the `desktop-clock`
  // project (same device as `desktop`), the teardown of both device projects: Playwright starts it once `desktop` and
  // `pixel` have finished, and (unlike a dependency) runs it even when one of their tests failed. Everything else is
  // shared safely: each player signs in with a unique address and reads only its own mail, every spec names its
  // own game, the embedded store serialises writes, and only talk.spec.ts uses the Discord port.
  // (`--no-deps` drops the teardown: then run the clock specs with `--project desktop-clock`.)
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions },
      testIgnore: CLOCK_SPECS,
      teardown: 'desktop-clock',
    },
    {
      name: 'pixel',
      use: { ...devices['Pixel 7'], launchOptions },
      testIgnore: CLOCK_SPECS,
      teardown: 'desktop-clock',
    },
    // One worker: the two clock specs must not run beside each other either.
    { name: 'desktop-clock', use: { ...devices['Desktop Chrome'], launchOptions }, testMatch: CLOCK_SPECS, workers: 1 },
  ],
  webServer: {
    // `exec` so the server is the process Playwright stops (and with it its process group).
    command: `node node_modules/next/dist/bin/next build && exec node node_modules/next/dist/bin/next start -p ${PORT} -H 127.0.0.1`,
    url: `${BASE_URL}/manifest.webmanifest`,
    // A loaded machine builds slowly: E2E_SERVER_TIMEOUT_MS gives the build more time.
    timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 400_000),
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      NEXTAUTH_URL: BASE_URL,
      NEXTAUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
      EMAIL_SERVER: `smtp://127.0.0.1:${SMTP_PORT}`,
      EMAIL_FROM: 'Mecatol <noreply@mecatol.test>',
      APP_URL: BASE_URL,
      NEXT_TELEMETRY_DISABLED: '1',
      MECATOL_DATA_FILE: path.join(dataDir, 'mecatol.json'),
      EMAIL_OUTBOX_DIR: path.join(dataDir, 'outbox'),
      // Force the embedded store whatever the caller's shell has configured.
      REDIS_URL: '',
      UPSTASH_REDIS_REST_URL: '',
      UPSTASH_REDIS_REST_TOKEN: '',
      VAPID_PUBLIC_KEY: process.env.E2E_VAPID_PUBLIC_KEY ?? '',
      VAPID_PRIVATE_KEY: process.env.E2E_VAPID_PRIVATE_KEY ?? '',
      VAPID_SUBJECT: 'mailto:e2e@mecatol.test',
      NODE_EXTRA_CA_CERTS: PUSH_CERT,
      DISCORD_CLIENT_ID: '',
      DISCORD_CLIENT_SECRET: '',
      GITHUB_CLIENT_ID: '',
      GITHUB_CLIENT_SECRET: '',
      // Reproducible dice: each game's seed is this and the game's name (server/env.ts), so a scripted spec plays
      // the same game on every run. `next start` is NODE_ENV=production, which needs the explicit allow flag.
      // E2E_TEST_SEED tries another value (e.g. to look for one that gives a spec the situation it wants).
      MECATOL_TEST_SEED: process.env.E2E_TEST_SEED ?? E2E_SEED,
      MECATOL_ALLOW_TEST_SEED: '1',
      // The test clock (app/api/test/clock): specs move the server's time forward to let deadlines and the presence
      // of a page that was left run out, without waiting hours.
      MECATOL_TEST_CLOCK: '1',
      // Every player of every spec signs in by email from 127.0.0.1, and scripted players answer faster than people:
      // lift the per-client limit on sign-in emails and the per-player limit on commands.
      MECATOL_RATE_LIMITS: 'sign-in-email-client=1000/3600,submit=1000/60',
      // Discord webhook posts go to the spec's local endpoint (server/talk/discord.ts; honoured only on loopback,
      // and under `next start` only with MECATOL_ALLOW_TEST_SEED=1).
      MECATOL_TEST_DISCORD_BASE: `http://127.0.0.1:${DISCORD_PORT}`,
    },
  },
});
