// Test helpers for the API: a real store (Redis from the vitest global setup), callers for named users, a fixed
// clock, and recording notification transports. Used only by *.test.ts files.
import { TRPCError } from '@trpc/server';
import { expect } from 'vitest';
import { testServices } from '@/server/notify/testing/fakes';
import { freshStore } from '@/server/testing/stores';
import type { GameStore } from '@/server/store/types';
import { createCaller } from './root';
import { createInnerContext } from './trpc';
import type { ContextUser } from './trpc';
import { ErrorDetails } from './errors';
import type { LobbySettings } from '@/server/lobby/doc';

export interface ApiHarness {
  readonly store: GameStore;
  readonly services: ReturnType<typeof testServices>;
  /** A caller acting as `user` (null: signed out). */
  as(user: ContextUser | null): ReturnType<typeof createCaller>;
  clock: number;
}

export function apiHarness(store: GameStore = freshStore('redis')): ApiHarness {
  const services = testServices();
  const harness: ApiHarness = {
    store,
    services,
    clock: Date.UTC(2025, 0, 1, 12),
    as: (user) =>
      createCaller(
        createInnerContext({ user, store, now: () => harness.clock, production: true, notifyServices: services }),
      ),
  };
  return harness;
}

let counter = 0;
export function user(name: string): ContextUser {
  counter += 1;
  return { id: `u-${name.toLowerCase()}-${counter}-${Math.random().toString(36).slice(2, 8)}`, name };
}

export const settings3p: LobbySettings = {
  players: 3,
  victoryPoints: 10,
  layout: '3p',
  reminderIntervalHours: 24,
  allowSpectators: false,
};

/** Awaits a rejection and checks its tRPC code (and, if given, the details the error formatter exposes). */
export async function expectTrpcError(
  promise: Promise<unknown>,
  code: TRPCError['code'],
  details?: Partial<ErrorDetails['details']>,
): Promise<TRPCError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, `expected ${code}`).toBeInstanceOf(TRPCError);
  const trpcError = error as TRPCError;
  expect({ code: trpcError.code, message: trpcError.message }).toEqual({ code, message: expect.any(String) });
  if (details) {
    expect(trpcError.cause).toBeInstanceOf(ErrorDetails);
    expect((trpcError.cause as ErrorDetails).details).toMatchObject(details);
  }
  return trpcError;
}
