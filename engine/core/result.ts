// Rule violations are values (LRR 1.2: the rules decide what is legal; the engine cites which rule said no).

import type { ViolationCode } from './violations';

export type { ViolationCode } from './violations';

export interface RuleViolation {
  readonly code: ViolationCode;
  /** The LRR rule number that forbids the command, e.g. '84.2', or 'setup' / 'input' for non-rule checks. */
  readonly rule: string;
  readonly message: string;
}

export type Result<T, E = RuleViolation> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const fail = (code: ViolationCode, rule: string, message: string): { ok: false; error: RuleViolation } => ({
  ok: false,
  error: { code, rule, message },
});

/** Thrown only for broken invariants (bugs), never for a player's illegal command. */
export class EngineBug extends Error {
  constructor(message: string) {
    super(`engine bug: ${message}`);
    this.name = 'EngineBug';
  }
}

export function invariant(condition: unknown, message: string): asserts condition {
  if (!condition) throw new EngineBug(message);
}
