// tRPC setup: the inner context (no request, so tests call procedures through createCaller), error formatting,
// and the three kinds of procedure: public, protected (signed in) and game (loads a game and the caller's seat).
import { initTRPC, TRPCError } from '@trpc/server';
import { z } from 'zod';
import type { NotifyServices } from '@/server/notify/index';
import type { GameStore } from '@/server/store/types';
import { StoreUnavailableError } from '@/server/store/types';
import { parseGameDoc } from '@/server/lobby/doc';
import type { GameDoc } from '@/server/lobby/doc';
import { seatOf } from '@/server/lobby/lobby';
import { formatError, notFound, storageUnavailableError } from './errors';
import { DEFAULT_RATE_LIMITS } from './rate-limits';
import type { RateLimits } from './rate-limits';

export interface ContextUser {
  readonly id: string;
  readonly name: string;
}

export interface InnerContext {
  readonly user: ContextUser | null;
  readonly store: GameStore;
  /** The server's clock (ms); commands are stamped with it. Tests pass a fixed one. */
  readonly now: () => number;
  /** Whether internal error messages must be hidden (production). */
  readonly production: boolean;
  /**
   * Runs follow-up work (notifications) that must not fail or slow the player's request. Over HTTP it is
   * scheduled after the response (next/server `after`); in tests it runs before the call returns.
   */
  readonly defer: (task: () => Promise<unknown>) => Promise<void>;
  /** Notification transports; undefined means the process-wide ones from the environment. */
  readonly notifyServices: NotifyServices | undefined;
  /** MECATOL_TEST_SEED (server/env.ts): games get reproducible seeds. Null outside tests. */
  readonly testSeed: string | null;
  /** Rate limits (server/api/rate-limits.ts); MECATOL_RATE_LIMITS may change them. */
  readonly limits: RateLimits;
}

/** Default `defer`: run now, log failures, never throw. */
export async function runNow(task: () => Promise<unknown>): Promise<void> {
  try {
    await task();
  } catch (error) {
    console.error('[api] follow-up task failed', error);
  }
}

export function createInnerContext(opts: {
  user: ContextUser | null;
  store: GameStore;
  now?: () => number;
  production?: boolean;
  defer?: InnerContext['defer'];
  notifyServices?: NotifyServices;
  testSeed?: string | null;
  limits?: RateLimits;
}): InnerContext {
  return {
    user: opts.user,
    store: opts.store,
    now: opts.now ?? Date.now,
    production: opts.production ?? process.env.NODE_ENV === 'production',
    defer: opts.defer ?? runNow,
    notifyServices: opts.notifyServices,
    testSeed: opts.testSeed ?? null,
    limits: opts.limits ?? DEFAULT_RATE_LIMITS,
  };
}

const t = initTRPC.context<InnerContext>().create({
  isDev: process.env.NODE_ENV !== 'production',
  errorFormatter({ shape, error, ctx }) {
    return formatError(shape, error, ctx?.production ?? process.env.NODE_ENV === 'production');
  },
});

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * Storage that cannot be reached (Redis down, an unreadable data file, the data file locked by another process) is
 * 503 "storage unavailable, retrying" for every procedure, never a generic 500: nothing was changed, and the client
 * retries the same request (the same client command id, so a command is still applied at most once).
 */
const storageGuard = t.middleware(async ({ next, path }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof StoreUnavailableError) {
    console.error(`[trpc] ${path}: ${result.error.cause.message}`);
    throw storageUnavailableError();
  }
  return result;
});

export const publicProcedure = t.procedure.use(storageGuard);

export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Sign in first' });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/** Game ids are random base64url strings (server/lobby/ids.ts). */
export const gameIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a game id');

export interface LoadedGame {
  readonly id: string;
  readonly version: number;
  readonly doc: GameDoc;
}

/**
 * Loads the game named by `input.gameId` and finds the caller's seat (null for spectators and strangers).
 * Procedures decide what a seat, a spectator or a stranger may do; this only loads.
 */
export const gameProcedure = publicProcedure
  .input(z.object({ gameId: gameIdSchema }))
  .use(async ({ ctx, input, next }) => {
    const record = await ctx.store.loadGame(input.gameId);
    if (!record) throw notFound();
    const game: LoadedGame = { id: record.id, version: record.version, doc: parseGameDoc(record.doc) };
    return next({ ctx: { ...ctx, game, seat: seatOf(game.doc.lobby, ctx.user?.id ?? null) } });
  });

/** A game procedure for players seated in the game. */
export const seatedProcedure = gameProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Sign in first' });
  if (ctx.seat === null) throw new TRPCError({ code: 'FORBIDDEN', message: 'You are not a player in this game' });
  return next({ ctx: { ...ctx, user: ctx.user, seat: ctx.seat } });
});

/** A game procedure for the game's host. */
export const hostProcedure = seatedProcedure.use(({ ctx, next }) => {
  if (ctx.game.doc.lobby.hostUserId !== ctx.user.id) {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'Only the host can do that' });
  }
  return next();
});
