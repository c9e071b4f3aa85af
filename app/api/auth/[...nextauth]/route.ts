// next-auth v4 route handler. Options are built on first request (validated env, the process's store). Requests for
// a sign-in email are first counted against the rate limits (server/auth/email-limits.ts).
import NextAuth from 'next-auth';
import { processRateLimits } from '@/server/api/rate-limits';
import { authOptions } from '@/server/auth';
import { guardEmailSignIn } from '@/server/auth/email-limits';
import { env } from '@/server/env';
import { getStore } from '@/server/store/index';

export const dynamic = 'force-dynamic';

type RouteContext = { params: Promise<{ nextauth: string[] }> };

async function handler(req: Request, context: RouteContext): Promise<Response> {
  const refused = await guardEmailSignIn(req, {
    store: getStore(),
    limits: processRateLimits(),
    baseUrl: env().baseUrl,
  });
  return refused ?? NextAuth(authOptions())(req, context);
}

export { handler as GET, handler as POST };
