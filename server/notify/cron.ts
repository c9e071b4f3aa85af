// The reminders cron endpoint's guard: only a caller holding CRON_SECRET (Vercel Cron sends it) may run it.
import { timingSafeEqual } from 'node:crypto';
import type { ReminderCounts } from './reminders';

export function isAuthorizedCron(authorization: string | null, cronSecret: string | null): boolean {
  if (!cronSecret || !authorization) return false;
  const given = Buffer.from(authorization);
  const expected = Buffer.from(`Bearer ${cronSecret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function handleCronRequest(
  request: Request,
  deps: {
    readonly cronSecret: string | null;
    readonly run: () => Promise<ReminderCounts & { readonly timedOut?: number }>;
  },
): Promise<Response> {
  if (!isAuthorizedCron(request.headers.get('authorization'), deps.cronSecret)) {
    const error = deps.cronSecret ? 'Unauthorized.' : 'Unauthorized: CRON_SECRET is not set on the server.';
    return Response.json({ ok: false, error }, { status: 401 });
  }
  try {
    const started = Date.now();
    const counts = await deps.run();
    return Response.json({ ok: true, ...counts, ms: Date.now() - started });
  } catch (error) {
    console.error('[notify] reminder run failed', error);
    return Response.json({ ok: false, error: 'The reminder run failed; see the server log.' }, { status: 500 });
  }
}
