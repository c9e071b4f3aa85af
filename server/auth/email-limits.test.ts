import { afterAll, expect, test } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '@/server/api/rate-limits';
import type { RateLimits } from '@/server/api/rate-limits';
import { freshStore } from '@/server/testing/stores';
import { clientAddress, guardEmailSignIn, SIGN_IN_ERRORS } from './email-limits';

const store = freshStore('redis');
afterAll(() => store.close());

/** The request next-auth's client sends for an email link (form fields, json=true), from `ip`. */
function emailSignIn(email: string, ip: string, path = '/api/auth/signin/email'): Request {
  return new Request(`http://localhost:3000${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': `203.0.113.9, ${ip}` },
    body: new URLSearchParams({ email, csrfToken: 'x', callbackUrl: '/games', json: 'true' }),
  });
}

let n = 0;
const unique = () => `${Date.now()}-${(n += 1)}`;

test('sign-in emails: at most 5 an hour to one address (however it is written), then 429 naming the reason', async () => {
  const address = `ada-${unique()}@example.com`;
  for (let i = 0; i < 5; i += 1) {
    const variant = i % 2 === 0 ? address : `  ${address.toUpperCase()} `;
    expect(
      await guardEmailSignIn(emailSignIn(variant, `10.0.0.${i}`), { store, limits: DEFAULT_RATE_LIMITS }),
    ).toBeNull();
  }
  const refused = await guardEmailSignIn(emailSignIn(address, '10.0.0.99'), { store, limits: DEFAULT_RATE_LIMITS });
  expect(refused?.status).toBe(429);
  expect(refused?.headers.get('retry-after')).toBe('3600');
  expect(await refused?.json()).toEqual({
    url: 'http://localhost:3000/signin?error=TooManyEmails',
    error: SIGN_IN_ERRORS.TooManyEmails,
  });
  // Another address is not affected.
  expect(
    await guardEmailSignIn(emailSignIn(`bob-${unique()}@example.com`, '10.0.1.1'), {
      store,
      limits: DEFAULT_RATE_LIMITS,
    }),
  ).toBeNull();
});

test('sign-in emails: at most so many an hour from one client, whatever the addresses', async () => {
  const limits: RateLimits = { ...DEFAULT_RATE_LIMITS, 'sign-in-email-client': { limit: 3, windowSeconds: 3600 } };
  const ip = `192.0.2.${n % 250}-${unique()}`;
  for (let i = 0; i < 3; i += 1) {
    expect(await guardEmailSignIn(emailSignIn(`p${i}-${unique()}@example.com`, ip), { store, limits })).toBeNull();
  }
  const refused = await guardEmailSignIn(emailSignIn(`p9-${unique()}@example.com`, ip), { store, limits });
  expect(refused?.status).toBe(429);
  // A plain form post (no script) gets the message itself.
  const plain = new Request('http://localhost:3000/api/auth/signin/email', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
    body: new URLSearchParams({ email: 'x@example.com' }),
  });
  const text = await guardEmailSignIn(plain, { store, limits });
  expect([text?.status, await text?.text()]).toEqual([429, SIGN_IN_ERRORS.TooManyEmails]);
});

test('sign-in emails: storage down is 503 with a message saying no email was sent', async () => {
  const down = freshStore('redis');
  await down.close();
  const refused = await guardEmailSignIn(emailSignIn(`c-${unique()}@example.com`, '10.1.1.1'), {
    store: down,
    limits: DEFAULT_RATE_LIMITS,
    baseUrl: 'https://mecatol.example',
  });
  expect(refused?.status).toBe(503);
  expect(await refused?.json()).toEqual({
    url: 'https://mecatol.example/signin?error=StorageUnavailable',
    error: SIGN_IN_ERRORS.StorageUnavailable,
  });
});

test('only email sign-in requests are counted; the client is the address the nearest proxy saw', async () => {
  const other = emailSignIn('d@example.com', '10.2.2.2', '/api/auth/callback/email');
  expect(await guardEmailSignIn(other, { store, limits: DEFAULT_RATE_LIMITS })).toBeNull();
  expect(clientAddress(emailSignIn('d@example.com', '10.2.2.2'))).toBe('10.2.2.2');
  expect(clientAddress(new Request('http://x/', { headers: { 'x-real-ip': '10.3.3.3' } }))).toBe('10.3.3.3');
});
