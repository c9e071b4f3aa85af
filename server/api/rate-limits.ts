// Limits on what one user or one client may ask for (issue 9, finding 6): sign-in emails per address and per client,
// games created and open games hosted per user, commands submitted per user. Counters are fixed windows in the
// configured store (Redis/Upstash keys that expire with their window; memory for the embedded store); a request over
// a limit gets 429 with a message saying which limit and when to try again.
import { createHash } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import type { GameStore } from '@/server/store/types';
import { ErrorDetails } from './errors';

export interface RateLimit {
  /** Requests allowed per window. */
  readonly limit: number;
  readonly windowSeconds: number;
}

export const RATE_LIMIT_NAMES = [
  'sign-in-email-address',
  'sign-in-email-client',
  'game-create',
  'open-games-hosted',
  'submit',
  'presence',
  'talk',
] as const;
export type RateLimitName = (typeof RATE_LIMIT_NAMES)[number];
export type RateLimits = Readonly<Record<RateLimitName, RateLimit>>;

/** Generous for people, tight for scripts. `open-games-hosted` is a cap on games still in their lobby (no window). */
export const DEFAULT_RATE_LIMITS = {
  'sign-in-email-address': { limit: 5, windowSeconds: 3600 },
  'sign-in-email-client': { limit: 20, windowSeconds: 3600 },
  'game-create': { limit: 10, windowSeconds: 3600 },
  'open-games-hosted': { limit: 10, windowSeconds: 1 },
  submit: { limit: 40, windowSeconds: 60 },
  // A page beats every 30 s: a few open tabs pass, a script does not.
  presence: { limit: 12, windowSeconds: 60 },
  // Table talk: a lively negotiation passes, a flood does not (server/talk/thread.ts has the other limits).
  talk: { limit: 20, windowSeconds: 60 },
} as const satisfies RateLimits;

const WHAT = {
  'sign-in-email-address': 'sign-in emails to this address',
  'sign-in-email-client': 'sign-in emails from your network address',
  'game-create': 'new games',
  'open-games-hosted': 'open games',
  submit: 'commands',
  presence: 'presence heartbeats',
  talk: 'table talk messages',
} as const satisfies Record<RateLimitName, string>;

/**
 * MECATOL_RATE_LIMITS overrides some limits: `name=limit/seconds` pairs separated by commas, e.g.
 * `submit=600/60,sign-in-email-client=500/3600` (the end-to-end tests sign many players in from one address);
 * `/seconds` may be left out to keep the limit's window (`open-games-hosted=3`). Throws a message naming the bad part.
 */
export function rateLimitsFromEnv(value: string | undefined): RateLimits {
  const limits: Record<RateLimitName, RateLimit> = { ...DEFAULT_RATE_LIMITS };
  for (const part of (value ?? '').split(',').map((p) => p.trim())) {
    if (part === '') continue;
    const match = /^([a-z-]+)=(\d+)(?:\/(\d+))?$/.exec(part);
    const name = RATE_LIMIT_NAMES.find((n) => n === match?.[1]);
    const windowSeconds = match?.[3] === undefined ? undefined : Number(match[3]);
    if (!match || !name || windowSeconds === 0) {
      throw new Error(
        `MECATOL_RATE_LIMITS: cannot read "${part}"; write name=limit/seconds with a name among ${RATE_LIMIT_NAMES.join(', ')}`,
      );
    }
    limits[name] = { limit: Number(match[2]), windowSeconds: windowSeconds ?? limits[name].windowSeconds };
  }
  return limits;
}

let fromProcess: RateLimits | null = null;

/** The process's limits, from MECATOL_RATE_LIMITS (read once; a bad value throws at the first request or at start). */
export function processRateLimits(): RateLimits {
  fromProcess ??= rateLimitsFromEnv(process.env.MECATOL_RATE_LIMITS);
  return fromProcess;
}

/** The counter key of a limit for one subject; addresses are hashed so the store holds no email addresses. */
export function limitKey(name: RateLimitName, subject: string): string {
  const hashed = name.startsWith('sign-in') ? createHash('sha256').update(subject).digest('hex').slice(0, 32) : subject;
  return `${name}:${hashed}`;
}

function windowWords(seconds: number): string {
  if (seconds % 3600 === 0) return seconds === 3600 ? 'an hour' : `${seconds / 3600} hours`;
  if (seconds % 60 === 0) return seconds === 60 ? 'a minute' : `${seconds / 60} minutes`;
  return `${seconds} seconds`;
}

/** The words of a 429: which limit, and when to try again. */
export function rateLimitMessage(name: RateLimitName, limit: RateLimit): string {
  if (name === 'open-games-hosted') {
    const games = limit.limit === 1 ? '1 game that has' : `${limit.limit} games that have`;
    return `You host ${games} not started yet, the most allowed: start one of them first.`;
  }
  const window = windowWords(limit.windowSeconds);
  return `Too many ${WHAT[name]}: at most ${limit.limit} in ${window}. Try again in ${window}.`;
}

export function rateLimitedError(name: RateLimitName, limit: RateLimit): TRPCError {
  const message = rateLimitMessage(name, limit);
  return new TRPCError({
    code: 'TOO_MANY_REQUESTS',
    message,
    cause: new ErrorDetails(message, { code: 'api/rate-limited' }),
  });
}

/** Counts one request against `name` for `subject`; throws 429 when it is over the limit. */
export async function enforceRateLimit(
  store: GameStore,
  limits: RateLimits,
  name: RateLimitName,
  subject: string,
): Promise<void> {
  const limit = limits[name];
  const hits = await store.hit(limitKey(name, subject), limit.windowSeconds);
  if (hits > limit.limit) throw rateLimitedError(name, limit);
}
