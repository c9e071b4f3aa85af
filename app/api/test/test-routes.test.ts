// The tests-only routes (the test clock and the seed of hands and phases) answer 404 unless MECATOL_TEST_CLOCK=1:
// a deployment without the flag has neither (server/env.ts refuses the flag in production without the allow flag).
import { afterEach, expect, test, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
});

/** The two routes as a fresh server with this environment loads them (server/env.ts caches what it parsed). */
async function routes(testClock: '1' | undefined) {
  vi.resetModules();
  vi.stubEnv('NODE_ENV', 'test');
  vi.stubEnv('NEXTAUTH_SECRET', 'x'.repeat(40));
  vi.stubEnv('EMAIL_SERVER', 'smtp://127.0.0.1:2525');
  vi.stubEnv('EMAIL_FROM', 'Mecatol <noreply@mecatol.test>');
  vi.stubEnv('MECATOL_TEST_CLOCK', testClock);
  const clock = await import('./clock/route');
  const seed = await import('./seed/route');
  return { clock, seed };
}

const post = (body: unknown) =>
  new Request('http://127.0.0.1/api/test/x', { method: 'POST', body: JSON.stringify(body) });

test('without MECATOL_TEST_CLOCK the clock and seed routes are not there (404) and move nothing', async () => {
  const { clock, seed } = await routes(undefined);
  const { serverNow } = await import('@/server/game/clock');
  const before = serverNow();

  expect((await clock.POST(post({ advanceMs: 3_600_000 }))).status).toBe(404);
  expect(clock.GET().status).toBe(404);
  expect((await seed.POST(post({ gameId: 'g' }))).status).toBe(404);
  expect(serverNow() - before).toBeLessThan(3_600_000);
});

test('with MECATOL_TEST_CLOCK=1 they answer, and refuse a malformed body with 400', async () => {
  const { clock, seed } = await routes('1');

  const moved = await clock.POST(post({ advanceMs: 0 }));
  expect(moved.status).toBe(200);
  expect(await moved.json()).toMatchObject({ ok: true });
  expect((await clock.POST(post({ advanceMs: -5 }))).status).toBe(400);
  expect((await seed.POST(post({ nothing: true }))).status).toBe(400);
});
