import { TRPCError } from '@trpc/server';
import { expect, test } from 'vitest';
import { formatError, ruleViolationError, staleVersionError } from './errors';

const shape = (error: TRPCError) => ({
  message: error.message,
  code: -32000,
  data: { code: error.code, httpStatus: 500, stack: 'at secret/path.ts:1' },
});

test('internal errors lose their message and stack in production', () => {
  const error = new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'redis at 10.0.0.3 refused' });
  const formatted = formatError(shape(error), error, true);
  expect(formatted.message).toBe('Something went wrong on the server. Please try again.');
  expect(formatted.data).not.toHaveProperty('stack');
  expect(JSON.stringify(formatted)).not.toContain('10.0.0.3');
});

test('development keeps the message and the stack for debugging', () => {
  const error = new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'boom' });
  const formatted = formatError(shape(error), error, false);
  expect(formatted.message).toBe('boom');
  expect(formatted.data).toHaveProperty('stack');
});

test('rule violations expose their reason and rule number', () => {
  const error = ruleViolationError({
    code: 'strategy/card-taken',
    rule: '84.1b',
    message: 'Someone already took that card.',
  });
  expect(formatError(shape(error), error, true)).toMatchObject({
    message: 'Someone already took that card.',
    data: { reason: 'strategy/card-taken', rule: '84.1b', currentVersion: null, issues: null },
  });
});

test('stale versions expose the version to refresh to', () => {
  const error = staleVersionError(17);
  expect(error.code).toBe('CONFLICT');
  expect(formatError(shape(error), error, true).data).toMatchObject({
    reason: 'game/stale-version',
    currentVersion: 17,
    rule: null,
  });
});

test('engine refusals map to tRPC errors by their kind, never by their words', () => {
  const v = (code: Parameters<typeof ruleViolationError>[0]['code']) =>
    ruleViolationError({ code, rule: '1', message: 'no' });
  expect(v('strategy/card-taken').code).toBe('BAD_REQUEST');
  expect(v('input/invalid-command').code).toBe('BAD_REQUEST');
  expect(v('flow/not-your-turn').code).toBe('FORBIDDEN');
  expect(v('flow/game-over').code).toBe('BAD_REQUEST');
  expect(v('engine/stored-state').code).toBe('INTERNAL_SERVER_ERROR');
});
