import { afterAll, expect, test } from 'vitest';
import { freshStore } from '@/server/testing/stores';
import { buildAuthOptions, fallbackName } from './auth';
import { sameSitePath } from './auth/callback-url';
import { parseEnv } from './env';

const store = freshStore('embedded');
const DEV = { NODE_ENV: 'development', MECATOL_DEV_SIGN_IN: '1' } as const;
afterAll(() => store.close());

// next-auth merges a provider's user options (such as a custom id) over its defaults when it starts.
const providerIds = (raw: Record<string, string>) =>
  buildAuthOptions(parseEnv(raw), store).providers.map((p) => (p as { options?: { id?: string } }).options?.id ?? p.id);

test('the development flag without providers offers only the display-name sign-in', () => {
  expect(providerIds({ NODE_ENV: 'development', MECATOL_DEV_SIGN_IN: '1' })).toEqual(['dev']);
});

test('configured providers are offered and the display-name sign-in is not', () => {
  expect(
    providerIds({
      NODE_ENV: 'production',
      NEXTAUTH_SECRET: 's'.repeat(32),
      EMAIL_SERVER: 'smtp://localhost:2525',
      EMAIL_FROM: 'a@b.c',
      DISCORD_CLIENT_ID: 'd',
      DISCORD_CLIENT_SECRET: 'ds',
      GITHUB_CLIENT_ID: 'g',
      GITHUB_CLIENT_SECRET: 'gs',
    }),
  ).toEqual(['email', 'discord', 'github']);
});

test('sessions are JWTs carrying the user id and a display name', async () => {
  const options = buildAuthOptions(parseEnv(DEV), store);
  expect(options.session?.strategy).toBe('jwt');
  const token = await options.callbacks?.jwt?.({
    token: {},
    user: { id: 'u1', name: null, email: 'ada@example.com' },
    account: null,
  } as never);
  expect(token).toMatchObject({ sub: 'u1', name: 'ada' });
  const session = await options.callbacks?.session?.({ session: { expires: '' }, token } as never);
  expect(session?.user).toEqual({ id: 'u1', name: 'ada', email: null, image: null });
});

test('the display-name sign-in creates one user per name and refuses blank names', async () => {
  const options = buildAuthOptions(parseEnv(DEV), store);
  const dev = options.providers[0] as unknown as { options: { authorize: (c: unknown) => Promise<unknown> } };
  expect(await dev.options.authorize({ name: 'Ada' })).toEqual({ id: 'dev-ada', name: 'Ada' });
  expect(await dev.options.authorize({ name: '   ' })).toBeNull();
  expect(await dev.options.authorize({})).toBeNull();
});

test('users without a name are called by the part of their email before the @', () => {
  expect(fallbackName(null, 'grace.hopper@example.com')).toBe('grace.hopper');
  expect(fallbackName('  Ada ', 'x@y.z')).toBe('Ada');
  expect(fallbackName(null, null)).toBe('Player');
});

test('sign-in follows only same-site paths: backslashes, tabs and protocol-relative tricks go to /games', () => {
  const options = buildAuthOptions(parseEnv(DEV), store);
  const redirect = (url: string) => options.callbacks?.redirect?.({ url, baseUrl: 'http://127.0.0.1:3000' });
  for (const evil of [
    '/\\evil.example',
    '/\t/evil.example',
    '//evil.example',
    '/..//evil.example',
    'https://evil.example/games',
    'javascript:alert(1)',
    '/\nevil',
  ]) {
    expect(sameSitePath(evil), JSON.stringify(evil)).toBe('/games');
    expect(redirect(evil), JSON.stringify(evil)).toBe('http://127.0.0.1:3000/games');
  }
  expect(sameSitePath('/game/abc?tab=map#x')).toBe('/game/abc?tab=map#x');
  expect(sameSitePath(['/join/t0k3n', '/\\evil.example'])).toBe('/join/t0k3n');
  expect(redirect('/lobby/abc')).toBe('http://127.0.0.1:3000/lobby/abc');
  expect(redirect('http://127.0.0.1:3000/settings')).toBe('http://127.0.0.1:3000/settings');
});
