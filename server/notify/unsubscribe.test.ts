import { expect, test, vi } from 'vitest';
import { getNotificationSettings, updateNotificationSettings } from './settings';
import { TEST_SECRET } from './testing/fakes';
import { makeTestStore } from './testing/store';
import { createUnsubscribeToken, verifyUnsubscribeToken } from './token';
import { handleUnsubscribeRequest } from './unsubscribe';

const token = createUnsubscribeToken(TEST_SECRET, 'user-ada');

test('a token verifies to its user only with the secret that signed it', () => {
  expect(verifyUnsubscribeToken(TEST_SECRET, token)).toEqual({ ok: true, userId: 'user-ada' });
  expect(verifyUnsubscribeToken('another-secret', token).ok).toBe(false);
});

test('tampered tokens are rejected: other user, altered signature, truncation, garbage', () => {
  const [version, , sig] = token.split('.');
  const otherUser = `${version}.${Buffer.from('user-bo').toString('base64url')}.${sig}`;
  const flipped = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
  for (const bad of [otherUser, flipped, token.slice(0, -5), `${token}x`, 'u1..', 'hello', '', null, 'u1.%%%.abc']) {
    const check = verifyUnsubscribeToken(TEST_SECRET, bad);
    expect(check.ok, String(bad)).toBe(false);
  }
});

async function emailOn(store: ReturnType<typeof makeTestStore>) {
  await updateNotificationSettings(store, 'user-ada', { email: 'ada@x.test' });
  return store;
}

test('opening the link switches emails off and answers with a confirmation page', async () => {
  const store = await emailOn(makeTestStore());
  const response = await handleUnsubscribeRequest(
    new Request(`https://mecatol.test/api/unsubscribe?token=${encodeURIComponent(token)}`),
    { store, secret: TEST_SECRET },
  );
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/html');
  expect(await response.text()).toContain('Turn emails are off');
  expect((await getNotificationSettings(store, 'user-ada')).emailEnabled).toBe(false);
});

test('one-click POST (RFC 8058) switches emails off; asking for JSON gets JSON', async () => {
  const store = await emailOn(makeTestStore());
  const response = await handleUnsubscribeRequest(
    new Request(`https://mecatol.test/api/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: 'List-Unsubscribe=One-Click',
    }),
    { store, secret: TEST_SECRET },
  );
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ ok: true, emailEnabled: false });
  expect((await getNotificationSettings(store, 'user-ada')).emailEnabled).toBe(false);
});

test('the confirmation form posts the token as a field and is redirected to the done page', async () => {
  const store = await emailOn(makeTestStore());
  const response = await handleUnsubscribeRequest(
    new Request('https://mecatol.test/api/unsubscribe', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }).toString(),
    }),
    { store, secret: TEST_SECRET },
  );
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe('https://mecatol.test/unsubscribe?done=1');
  expect((await getNotificationSettings(store, 'user-ada')).emailEnabled).toBe(false);
});

test('an invalid or missing token is a 400 with a clear message and changes nothing', async () => {
  const store = await emailOn(makeTestStore());
  const tampered = await handleUnsubscribeRequest(
    new Request(`https://mecatol.test/api/unsubscribe?token=${encodeURIComponent(token.slice(0, -3) + 'abc')}`),
    { store, secret: TEST_SECRET },
  );
  expect(tampered.status).toBe(400);
  expect(await tampered.text()).toContain('not valid');
  const missing = await handleUnsubscribeRequest(
    new Request('https://mecatol.test/api/unsubscribe', { method: 'POST', headers: { accept: 'application/json' } }),
    { store, secret: TEST_SECRET },
  );
  expect(missing.status).toBe(400);
  expect(await missing.json()).toEqual({
    ok: false,
    error:
      'The unsubscribe link is missing its token. You can switch emails off in your notification settings instead.',
  });
  expect((await getNotificationSettings(store, 'user-ada')).emailEnabled).toBe(true);
});

test('a store failure answers 503 with advice to retry, not a bare 500', async () => {
  const store = makeTestStore();
  store.getRecord = async () => {
    throw new Error('connection refused');
  };
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  const response = await handleUnsubscribeRequest(
    new Request(`https://mecatol.test/api/unsubscribe?token=${encodeURIComponent(token)}`),
    { store, secret: TEST_SECRET },
  );
  expect(response.status).toBe(503);
  expect(await response.text()).toContain('try the link again');
  expect(logged).toHaveBeenCalledOnce();
  logged.mockRestore();
});
