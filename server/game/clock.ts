// The server's clock: every command, deadline and reminder reads it. Tests only (MECATOL_TEST_CLOCK=1, refused in
// production without MECATOL_ALLOW_TEST_SEED=1, see server/env.ts) may move it forward, so a browser test can let
// a deadline pass without waiting twelve hours.

/** Kept on globalThis: Next may load this module once per bundle (route handlers, server components). */
const holder = globalThis as { mecatolClockOffsetMs?: number };

export function serverNow(): number {
  return Date.now() + (holder.mecatolClockOffsetMs ?? 0);
}

/** Moves the clock forward by `ms` (never back: stored times must stay in order). Returns the new time. */
export function advanceServerClock(ms: number): number {
  if (!Number.isFinite(ms) || ms < 0) throw new RangeError('the clock only moves forward');
  holder.mecatolClockOffsetMs = (holder.mecatolClockOffsetMs ?? 0) + ms;
  return serverNow();
}
