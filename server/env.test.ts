import { expect, test } from 'vitest';
import { EnvError, parseEnv, publicAuthConfig } from './env';

const problemsOf = (raw: Record<string, string | undefined>): readonly string[] => {
  try {
    parseEnv(raw);
  } catch (e) {
    if (e instanceof EnvError) return e.problems;
    throw e;
  }
  return [];
};

const DEV = { NODE_ENV: 'development', MECATOL_DEV_SIGN_IN: '1' } as const;

test('the development flag enables the display-name sign-in and the development secret', () => {
  const e = parseEnv(DEV);
  expect(e.devSignIn).toBe(true);
  expect(e.email).toBeNull();
  expect(e.authSecret.length).toBeGreaterThan(20);
});

test('without the explicit flag there is no display-name sign-in and no public secret, whatever NODE_ENV says', () => {
  // `NODE_ENV=test next start` used to get both: anyone could sign in as anyone, and forge sessions too.
  for (const NODE_ENV of ['test', 'development'] as const) {
    expect(problemsOf({ NODE_ENV })).toEqual([
      expect.stringMatching(/^NEXTAUTH_SECRET is missing/),
      expect.stringMatching(/^No sign-in provider .*MECATOL_DEV_SIGN_IN=1/),
    ]);
    const e = parseEnv({ NODE_ENV, NEXTAUTH_SECRET: 's'.repeat(32), GITHUB_CLIENT_ID: 'a', GITHUB_CLIENT_SECRET: 'b' });
    expect(e.devSignIn).toBe(false);
    expect(publicAuthConfig(e).devSignIn).toBe(false);
  }
});

test('the development flag is refused in production, off a loopback address, and with any value but 1', () => {
  const prod = {
    NODE_ENV: 'production',
    NEXTAUTH_SECRET: 'x'.repeat(40),
    GITHUB_CLIENT_ID: 'a',
    GITHUB_CLIENT_SECRET: 'b',
  };
  expect(problemsOf({ ...prod, MECATOL_DEV_SIGN_IN: '1' })).toEqual([
    expect.stringMatching(/^MECATOL_DEV_SIGN_IN=1 is for development only/),
  ]);
  expect(problemsOf({ ...DEV, NEXTAUTH_URL: 'https://mecatol.example' })).toEqual([
    expect.stringMatching(/needs a loopback NEXTAUTH_URL/),
  ]);
  expect(parseEnv({ ...DEV, NEXTAUTH_URL: 'http://localhost:3400' }).devSignIn).toBe(true);
  expect(problemsOf({ ...DEV, MECATOL_DEV_SIGN_IN: 'yes' })[0]).toMatch(/must be 1 or unset/);
});

test('production refuses to start without any sign-in provider (no dev sign-in in production)', () => {
  const problems = problemsOf({ NODE_ENV: 'production', NEXTAUTH_SECRET: 'x'.repeat(40) });
  expect(problems).toHaveLength(1);
  expect(problems[0]).toMatch(/No sign-in provider/);
});

test('production lists every problem at once: missing secret and half-configured providers', () => {
  const problems = problemsOf({ NODE_ENV: 'production', EMAIL_SERVER: 'smtp://localhost:25', GITHUB_CLIENT_ID: 'abc' });
  expect(problems).toEqual([
    expect.stringMatching(/^NEXTAUTH_SECRET is missing/),
    expect.stringMatching(/^EMAIL_FROM is missing/),
    expect.stringMatching(/^GITHUB_CLIENT_SECRET is missing/),
    expect.stringMatching(/^No sign-in provider/),
  ]);
});

test('the error message names the problems so the operator can fix them', () => {
  expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/NEXTAUTH_SECRET is missing[\s\S]*No sign-in provider/);
});

test('a configured provider without the flag has no dev sign-in in development', () => {
  const e = parseEnv({
    NODE_ENV: 'development',
    NEXTAUTH_SECRET: 'n',
    DISCORD_CLIENT_ID: 'id',
    DISCORD_CLIENT_SECRET: 'secret',
  });
  expect(e.devSignIn).toBe(false);
  expect(e.discord).toEqual({ clientId: 'id', clientSecret: 'secret' });
});

test('production with email sign-in is valid; empty strings count as unset', () => {
  const e = parseEnv({
    NODE_ENV: 'production',
    NEXTAUTH_SECRET: 's'.repeat(32),
    NEXTAUTH_URL: 'https://mecatol.example/',
    EMAIL_SERVER: 'smtp://user:pass@mail.example:587',
    EMAIL_FROM: 'Mecatol <noreply@mecatol.example>',
    DISCORD_CLIENT_ID: '',
  });
  expect(e.devSignIn).toBe(false);
  expect(e.baseUrl).toBe('https://mecatol.example');
  expect(e.discord).toBeNull();
  expect(publicAuthConfig(e)).toEqual({ email: true, discord: false, github: false, devSignIn: false });
});

test('malformed values are reported: short secret, bad URL, non-SMTP email server', () => {
  const problems = problemsOf({
    NODE_ENV: 'production',
    NEXTAUTH_SECRET: 'short',
    NEXTAUTH_URL: 'not a url',
    EMAIL_SERVER: 'http://mail',
    EMAIL_FROM: 'a@b.c',
  });
  expect(problems).toEqual([
    expect.stringMatching(/NEXTAUTH_SECRET is too short/),
    expect.stringMatching(/NEXTAUTH_URL is not a URL/),
    expect.stringMatching(/EMAIL_SERVER must be an smtp/),
  ]);
});

test('the public auth config carries no secrets', () => {
  const e = parseEnv({ ...DEV, GITHUB_CLIENT_ID: 'id', GITHUB_CLIENT_SECRET: 'top-secret' });
  expect(JSON.stringify(publicAuthConfig(e))).not.toContain('top-secret');
});

test('MECATOL_TEST_SEED: used in development and tests; production refuses it unless MECATOL_ALLOW_TEST_SEED=1', () => {
  expect(parseEnv({ ...DEV, NODE_ENV: 'test', MECATOL_TEST_SEED: 'e2e-1' }).testSeed).toBe('e2e-1');
  expect(parseEnv({ ...DEV, MECATOL_TEST_SEED: ' ' }).testSeed).toBeNull();
  const prod = {
    NODE_ENV: 'production',
    NEXTAUTH_SECRET: 'x'.repeat(40),
    GITHUB_CLIENT_ID: 'a',
    GITHUB_CLIENT_SECRET: 'b',
  };
  expect(parseEnv(prod).testSeed).toBeNull();
  expect(problemsOf({ ...prod, MECATOL_TEST_SEED: 'e2e-1' })).toEqual([
    expect.stringMatching(/^MECATOL_TEST_SEED .*MECATOL_ALLOW_TEST_SEED=1/),
  ]);
  expect(problemsOf({ ...prod, MECATOL_TEST_SEED: 'e2e-1', MECATOL_ALLOW_TEST_SEED: 'yes' })).toHaveLength(1);
  expect(parseEnv({ ...prod, MECATOL_TEST_SEED: 'e2e-1', MECATOL_ALLOW_TEST_SEED: '1' }).testSeed).toBe('e2e-1');
  expect(problemsOf({ NODE_ENV: 'test', MECATOL_TEST_SEED: 'no spaces' })).toEqual([
    expect.stringMatching(/^MECATOL_TEST_SEED/),
  ]);
});

test('MECATOL_TEST_CLOCK: off unless 1; production refuses it unless MECATOL_ALLOW_TEST_SEED=1', () => {
  expect(parseEnv(DEV).testClock).toBe(false);
  expect(parseEnv({ ...DEV, MECATOL_TEST_CLOCK: '1' }).testClock).toBe(true);
  expect(problemsOf({ ...DEV, MECATOL_TEST_CLOCK: 'yes' })).toEqual([expect.stringMatching(/^MECATOL_TEST_CLOCK/)]);
  const prod = {
    NODE_ENV: 'production',
    NEXTAUTH_SECRET: 'x'.repeat(40),
    GITHUB_CLIENT_ID: 'a',
    GITHUB_CLIENT_SECRET: 'b',
  };
  expect(problemsOf({ ...prod, MECATOL_TEST_CLOCK: '1' })).toEqual([
    expect.stringMatching(/^MECATOL_TEST_CLOCK .*MECATOL_ALLOW_TEST_SEED=1/),
  ]);
  expect(parseEnv({ ...prod, MECATOL_TEST_CLOCK: '1', MECATOL_ALLOW_TEST_SEED: '1' }).testClock).toBe(true);
});
