// Tests only: moves the server's clock forward (POST {"advanceMs": n}), so a browser test can let a deadline pass.
// Answers 404 unless MECATOL_TEST_CLOCK=1 (server/env.ts refuses that in production without the tests' allow flag).
import { z } from 'zod';
import { env } from '@/server/env';
import { advanceServerClock, serverNow } from '@/server/game/clock';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

const bodySchema = z.object({
  advanceMs: z
    .number()
    .int()
    .min(0)
    .max(30 * 24 * 3_600_000),
});

export async function POST(request: Request): Promise<Response> {
  if (!env().testClock) return Response.json({ ok: false, error: 'Not found.' }, { status: 404 });
  const body = bodySchema.safeParse(await request.json().catch(() => null));
  if (!body.success) return Response.json({ ok: false, error: 'Send {"advanceMs": n}.' }, { status: 400 });
  return Response.json({ ok: true, now: advanceServerClock(body.data.advanceMs) });
}

export function GET(): Response {
  if (!env().testClock) return Response.json({ ok: false, error: 'Not found.' }, { status: 404 });
  return Response.json({ ok: true, now: serverNow() });
}
