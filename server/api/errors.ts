// How the API reports failures: rule violations (BAD_REQUEST + LRR rule), stale versions (CONFLICT + the fresh
// version), lobby errors, and the error formatter that exposes only these safe details to the client.
import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { ZodError } from 'zod';
import type { RuleViolation } from '@/engine/index';
import type { LobbyError, LobbyErrorKind } from '@/server/lobby/lobby';

/** Attached as a TRPCError's cause; the error formatter copies these fields (and nothing else) to the client. */
export class ErrorDetails extends Error {
  constructor(
    message: string,
    readonly details: { readonly code: string; readonly rule?: string; readonly currentVersion?: number },
  ) {
    super(message);
    this.name = 'ErrorDetails';
  }
}

export function ruleViolationError(v: RuleViolation): TRPCError {
  return new TRPCError({
    code: 'BAD_REQUEST',
    message: v.message,
    cause: new ErrorDetails(v.message, { code: v.code, rule: v.rule }),
  });
}

export function staleVersionError(
  currentVersion: number,
  message = 'The game has moved on since you looked. Here is the fresh state.',
): TRPCError {
  return new TRPCError({
    code: 'CONFLICT',
    message,
    cause: new ErrorDetails(message, { code: 'game/stale-version', currentVersion }),
  });
}

const LOBBY_TRPC_CODES = {
  'not-found': 'NOT_FOUND',
  forbidden: 'FORBIDDEN',
  conflict: 'CONFLICT',
  'bad-request': 'BAD_REQUEST',
} as const satisfies Record<LobbyErrorKind, TRPC_ERROR_CODE_KEY>;

export function lobbyError(e: LobbyError): TRPCError {
  return new TRPCError({
    code: LOBBY_TRPC_CODES[e.kind],
    message: e.message,
    cause: new ErrorDetails(e.message, { code: e.code }),
  });
}

export const STORAGE_UNAVAILABLE_MESSAGE = 'Storage unavailable, retrying.';

/** 503: storage could not be reached and nothing was changed; the client retries the same request. */
export function storageUnavailableError(): TRPCError {
  return new TRPCError({
    code: 'SERVICE_UNAVAILABLE',
    message: STORAGE_UNAVAILABLE_MESSAGE,
    cause: new ErrorDetails(STORAGE_UNAVAILABLE_MESSAGE, { code: 'api/storage-unavailable' }),
  });
}

export const notFound = (message = 'No such game'): TRPCError => new TRPCError({ code: 'NOT_FOUND', message });
export const forbidden = (message: string): TRPCError => new TRPCError({ code: 'FORBIDDEN', message });

export interface AppErrorData {
  /** Machine-readable reason, e.g. 'strategy/card-taken', 'lobby/full', 'game/stale-version'. */
  readonly reason: string | null;
  /** LRR rule number for rule violations. */
  readonly rule: string | null;
  /** For CONFLICT on a stale submission: the version the client should refresh to. */
  readonly currentVersion: number | null;
  /** For malformed input: which fields were wrong (never the values). */
  readonly issues: { path: string; message: string }[] | null;
}

/** Extra error data for the client; internal error messages are hidden in production. */
export function formatError<S extends { message: string; data: object }>(
  shape: S,
  error: TRPCError,
  production: boolean,
): S & { data: AppErrorData } {
  const cause = error.cause;
  const details = cause instanceof ErrorDetails ? cause.details : null;
  const issues =
    cause instanceof ZodError
      ? cause.issues.slice(0, 10).map((i) => ({ path: i.path.map(String).join('.'), message: i.message }))
      : null;
  const hide = production && error.code === 'INTERNAL_SERVER_ERROR';
  // tRPC adds a stack trace in development builds; never send one from production.
  const { stack: _stack, ...data } = shape.data as { stack?: string };
  return {
    ...shape,
    message: hide ? 'Something went wrong on the server. Please try again.' : issues ? 'Invalid input' : shape.message,
    data: {
      ...(production ? data : shape.data),
      reason: details?.code ?? null,
      rule: details?.rule ?? null,
      currentVersion: details?.currentVersion ?? null,
      issues,
    },
  };
}
