import { expect, test, vi } from 'vitest';
import { getNotificationSettings, updateNotificationSettings } from './settings';
import { TEST_SECRET } from './testing/fakes';
import { makeTestStore } from './testing/store';
import { createUnsubscribeToken, UNSUBSCRIBE_TOKEN_DAYS, verifyUnsubscribeToken } from './token';
import { handleUnsubscribeRequest } from './unsubscribe';

const DAY = 24 * 60 * 60 * 1000;
const issuedAt = Date.UTC(2026, 2, 1, 9);
const token = createUnsubscribeToken(TEST_SECRET, 'user-ada', issuedAt);

test('a token verifies to its user only with the secret that signed it', () => {
  expect(verifyUnsubscribeToken(TEST_SECRET, token, issuedAt + DAY)).toEqual({
    ok: true,
    userId: 'user-ada',
    issuedAt,
  });
  expect(verifyUnsubscribeToken('another-secret', token, issuedAt).ok).toBe(false);
});

test('tampered tokens are rejected: other user, other date, altered signature, truncation, garbage', () => {
  const [version, , time, sig] = token.split('.');
  const otherUser = `${version}.${Buffer.from('user-bo').toString('base64url')}.${time}.${sig}`;
  const otherDate = token.replace(`.${time}.`, `.${(issuedAt + DAY).toString(36)}.`);
  const flipped = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
  const bad = [otherUser, otherDate, flipped, token.slice(0, -5), `${token}x`, 'u2...', 'hello', '', null, 'u2.%.1.a'];
  for (const t of bad) expect(verifyUnsubscribeToken(TEST_SECRET, t, issuedAt).ok, String(t)).toBe(false);
});

test(`a token expires ${UNSUBSCRIBE_TOKEN_DAYS} days after the email that carried it`, () => {
  expect(verifyUnsubscribeToken(TEST_SECRET, token, issuedAt + UNSUBSCRIBE_TOKEN_DAYS * DAY).ok).toBe(true);
  expect(verifyUnsubscribeToken(TEST_SECRET, token, issuedAt + UNSUBSCRIBE_TOKEN_DAYS * DAY + 1)).toEqual({
    ok: false,
    reason: expect.stringContaining('expired'),
  });
});

async function setUp(now = issuedAt + DAY) {
  const store = makeTestStore();
  await updateNotificationSettings(store, 'user-ada', { email: 'ada@x.test' });
  const clock = { now };
  const call = (url: string, init?: RequestInit) =>
    handleUnsubscribeRequest(new Request(url, init), { store, secret: TEST_SECRET, now: () => clock.now });
  const emailEnabled = async () => (await getNotificationSettings(store, 'user-ada')).emailEnabled;
  return { store, clock, call, emailEnabled };
}

const apiUrl = (t: string) => `https://mecatol.test/api/unsubscribe?token=${encodeURIComponent(t)}`;
const oneClick = { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } };

test('opening the link (GET, as mail scanners do) changes nothing and leads to the page that asks', async () => {
  const { call, emailEnabled } = await setUp();
  const response = await call(apiUrl(token));
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe(`https://mecatol.test/unsubscribe?token=${encodeURIComponent(token)}`);
  expect(await emailEnabled()).toBe(true);
});

test('one-click POST (RFC 8058) switches emails off; asking for JSON gets JSON', async () => {
  const { call, emailEnabled } = await setUp();
  const response = await call(apiUrl(token), {
    ...oneClick,
    headers: { ...oneClick.headers, accept: 'application/json' },
    body: 'List-Unsubscribe=One-Click',
  });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ ok: true, emailEnabled: false });
  expect(await emailEnabled()).toBe(false);
});

test('the confirmation form posts the token as a field and is redirected to the done page', async () => {
  const { call, emailEnabled } = await setUp();
  const response = await call('https://mecatol.test/api/unsubscribe', {
    ...oneClick,
    body: new URLSearchParams({ token }).toString(),
  });
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe('https://mecatol.test/unsubscribe?done=1');
  expect(await emailEnabled()).toBe(false);
});

test('tokens rotate: a used token and every older one stop working, a newer email brings one that works', async () => {
  const { store, clock, call, emailEnabled } = await setUp();
  const older = createUnsubscribeToken(TEST_SECRET, 'user-ada', issuedAt - DAY);
  expect((await call(apiUrl(token), { ...oneClick, body: 'List-Unsubscribe=One-Click' })).status).toBe(200);
  await updateNotificationSettings(store, 'user-ada', { emailEnabled: true });
  for (const used of [token, older]) {
    const again = await call(apiUrl(used), { ...oneClick, body: 'List-Unsubscribe=One-Click' });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('already used');
  }
  expect(await emailEnabled()).toBe(true);
  clock.now += 1000;
  const fresh = createUnsubscribeToken(TEST_SECRET, 'user-ada', clock.now);
  expect((await call(apiUrl(fresh), { ...oneClick, body: 'List-Unsubscribe=One-Click' })).status).toBe(200);
  expect(await emailEnabled()).toBe(false);
});

test('an invalid, expired or missing token is a 400 with a clear message and changes nothing', async () => {
  const { call, emailEnabled } = await setUp(issuedAt + (UNSUBSCRIBE_TOKEN_DAYS + 1) * DAY);
  const expired = await call(apiUrl(token), { ...oneClick, body: 'List-Unsubscribe=One-Click' });
  expect(expired.status).toBe(400);
  expect(await expired.text()).toContain('expired');
  const tampered = await call(apiUrl(token.slice(0, -3) + 'abc'), { method: 'POST' });
  expect(tampered.status).toBe(400);
  expect(await tampered.text()).toContain('not valid');
  const missing = await call('https://mecatol.test/api/unsubscribe', {
    method: 'POST',
    headers: { accept: 'application/json' },
  });
  expect(missing.status).toBe(400);
  expect(await missing.json()).toEqual({
    ok: false,
    error:
      'The unsubscribe link is missing its token. You can switch emails off in your notification settings instead.',
  });
  expect(await emailEnabled()).toBe(true);
});

test('a store failure answers 503 with advice to retry, not a bare 500', async () => {
  const { store, call } = await setUp();
  store.getRecord = async () => {
    throw new Error('connection refused');
  };
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  const response = await call(apiUrl(token), { ...oneClick, body: 'List-Unsubscribe=One-Click' });
  expect(response.status).toBe(503);
  expect(await response.text()).toContain('try the link again');
  expect(logged).toHaveBeenCalledOnce();
  logged.mockRestore();
});
