import { afterEach, expect, test, vi } from 'vitest';
import { register } from '@/instrumentation';
import { configurationProblems } from './startup';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

const PROD_OK = {
  NODE_ENV: 'production',
  NEXTAUTH_SECRET: 'x'.repeat(40),
  EMAIL_SERVER: 'smtp://mail.example:587',
  EMAIL_FROM: 'Mecatol <noreply@mecatol.example>',
} as const;

test('a production server missing its configuration prints the whole list and exits non-zero', async () => {
  vi.stubEnv('NEXT_RUNTIME', 'nodejs');
  vi.stubEnv('NODE_ENV', 'production');
  const unset = [
    'NEXTAUTH_SECRET',
    'AUTH_SECRET',
    'EMAIL_SERVER',
    'EMAIL_FROM',
    'DISCORD_CLIENT_ID',
    'GITHUB_CLIENT_ID',
  ];
  for (const name of [...unset, 'UPSTASH_REDIS_REST_URL', 'UPSTASH_REDIS_REST_TOKEN']) vi.stubEnv(name, '');
  vi.stubEnv('REDIS_URL', 'http://not-redis');
  const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'log').mockImplementation(() => {});
  await register();
  expect(exit).toHaveBeenCalledWith(1);
  const printed = String(error.mock.calls[0]?.[0]);
  expect(printed).toMatch(/NEXTAUTH_SECRET is missing/);
  expect(printed).toMatch(/No sign-in provider/);
  expect(printed).toMatch(/REDIS_URL must start with redis:\/\//);
});

test('a complete production configuration has no problems; the list names each broken part once', () => {
  expect(configurationProblems(PROD_OK)).toEqual([]);
  expect(configurationProblems({ ...PROD_OK, NEXTAUTH_SECRET: '', UPSTASH_REDIS_REST_URL: 'https://x' })).toEqual([
    expect.stringMatching(/^NEXTAUTH_SECRET is missing/),
    expect.stringMatching(/UPSTASH_REDIS_REST_TOKEN/),
  ]);
});
