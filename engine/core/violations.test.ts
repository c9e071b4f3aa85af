import { expect, test } from 'vitest';
import { VIOLATION_CODES, VIOLATION_KINDS, violationKind } from './violations';

test('every violation code is area/what, listed once, with a kind', () => {
  expect(new Set(VIOLATION_CODES).size).toBe(VIOLATION_CODES.length);
  for (const code of VIOLATION_CODES) {
    expect(code).toMatch(/^[a-z]+\/[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(VIOLATION_KINDS).toContain(violationKind(code));
  }
});

test('1.3 answering a decision that waits on another seat is its own kind of refusal', () => {
  expect(violationKind('flow/not-your-turn')).toBe('turn');
  expect(violationKind('flow/not-now')).toBe('rule');
  expect(violationKind('input/unknown-seat')).toBe('input');
});
