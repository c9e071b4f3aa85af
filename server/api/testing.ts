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
import { DEFAULT_RATE_LIMITS } from './rate-limits';
import type { RateLimits } from './rate-limits';
import type { LobbySettings } from '@/server/lobby/doc';

export interface ApiHarness {
  readonly store: GameStore;
  readonly services: ReturnType<typeof testServices>;
  /** A caller acting as `user` (null: signed out). */
  as(user: ContextUser | null): ReturnType<typeof createCaller>;
  clock: number;
}

/**
 * The limits callers get: the real ones, except commands per player, which scripted games exceed by design (the
 * limit itself is tested with its own settings in http.test.ts).
 */
export const HARNESS_LIMITS: RateLimits = { ...DEFAULT_RATE_LIMITS, submit: { limit: 100_000, windowSeconds: 60 } };

/**
 * `testSeed`: as MECATOL_TEST_SEED would set it (games get seeds derived from it and their name). `services`: the
 * notification transports (default: recording fakes; a test about the wire passes a real SMTP mailer).
 */
export function apiHarness(
  store: GameStore = freshStore('redis'),
  opts: { testSeed?: string; services?: ReturnType<typeof testServices> } = {},
): ApiHarness {
  const services = opts.services ?? testServices();
  const harness: ApiHarness = {
    store,
    services,
    clock: Date.UTC(2025, 0, 1, 12),
    as: (user) =>
      createCaller(
        createInnerContext({
          user,
          store,
          now: () => harness.clock,
          production: true,
          notifyServices: services,
          testSeed: opts.testSeed ?? null,
          limits: HARNESS_LIMITS,
        }),
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

export interface StartedGame {
  readonly gameId: string;
  /** The seated users, host first, by seat. */
  readonly players: readonly ContextUser[];
}

/** Factions seated by default: none of them starts with a setup choice of its own (which would come first, alone). */
export const PLAIN_FACTIONS = ['sol', 'hacan', 'letnev'] as const;
const SEAT_COLORS = ['red', 'blue', 'green'] as const;

/**
 * A started three-player game (settings3p): the host creates it, Bea and Cal join by the invite link, each seat
 * chooses its faction (fixed, so the first decisions are the same in every run) and colour, and the host starts.
 */
export async function startedGame(
  h: ApiHarness,
  opts: {
    factions?: readonly [string, string, string];
    allowSpectators?: boolean;
    name?: string;
    concede?: LobbySettings['concede'];
  } = {},
): Promise<StartedGame> {
  const players = [user('Host'), user('Bea'), user('Cal')] as const;
  const [host] = players;
  const settings = {
    ...settings3p,
    allowSpectators: opts.allowSpectators ?? false,
    ...(opts.concede ? { concede: opts.concede } : {}),
  };
  const { gameId } = await h.as(host).lobby.create({ name: opts.name ?? 'G', settings });
  const token = (await h.as(host).lobby.get({ gameId })).inviteToken ?? '';
  for (const p of players.slice(1)) await h.as(p).lobby.join({ token });
  const factions = opts.factions ?? PLAIN_FACTIONS;
  for (const [i, p] of players.entries()) {
    await h.as(p).lobby.choose({ gameId, faction: factions[i] ?? null, color: SEAT_COLORS[i] ?? null });
  }
  await h.as(host).lobby.start({ gameId });
  return { gameId, players };
}

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
