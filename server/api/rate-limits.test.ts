import { expect, test } from 'vitest';
import { DEFAULT_RATE_LIMITS, limitKey, rateLimitMessage, rateLimitsFromEnv } from './rate-limits';

test('MECATOL_RATE_LIMITS changes the limits it names and keeps the others', () => {
  expect(rateLimitsFromEnv(undefined)).toEqual(DEFAULT_RATE_LIMITS);
  expect(rateLimitsFromEnv(' submit=600/60 , open-games-hosted=3,')).toEqual({
    ...DEFAULT_RATE_LIMITS,
    submit: { limit: 600, windowSeconds: 60 },
    'open-games-hosted': { limit: 3, windowSeconds: DEFAULT_RATE_LIMITS['open-games-hosted'].windowSeconds },
  });
});

test.each(['submit=many/60', 'submits=5/60', 'submit=5/0', 'submit:5/60'])(
  'MECATOL_RATE_LIMITS refuses "%s" with a message naming it',
  (value) => {
    expect(() => rateLimitsFromEnv(value)).toThrow(`MECATOL_RATE_LIMITS: cannot read "${value}"`);
  },
);

test('429 messages say which limit and when to try again', () => {
  expect(rateLimitMessage('sign-in-email-address', DEFAULT_RATE_LIMITS['sign-in-email-address'])).toBe(
    'Too many sign-in emails to this address: at most 5 in an hour. Try again in an hour.',
  );
  expect(rateLimitMessage('submit', { limit: 30, windowSeconds: 120 })).toBe(
    'Too many commands: at most 30 in 2 minutes. Try again in 2 minutes.',
  );
});

test('counter keys of sign-in limits hold no email address', () => {
  const key = limitKey('sign-in-email-address', 'ada@example.com');
  expect(key).toMatch(/^sign-in-email-address:[0-9a-f]{32}$/);
  expect(limitKey('submit', 'user-1')).toBe('submit:user-1');
});
