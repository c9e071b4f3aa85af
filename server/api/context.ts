// The request context for HTTP calls and server components: the signed-in user from the next-auth session,
// the process's store, and follow-up work scheduled after the response (next/server `after`).
import 'server-only';
import { after } from 'next/server';
import { getSessionUser } from '@/server/auth';
import { env } from '@/server/env';
import { serverNow } from '@/server/game/clock';
import { getStore } from '@/server/store/index';
import { processRateLimits } from './rate-limits';
import { createInnerContext, runNow } from './trpc';
import type { InnerContext } from './trpc';

export async function createRequestContext(): Promise<InnerContext> {
  const { production, testSeed } = env();
  const user = await getSessionUser();
  return createInnerContext({
    user,
    store: getStore(),
    now: serverNow,
    production,
    testSeed,
    limits: processRateLimits(),
    defer: async (task) => {
      after(() => runNow(task));
    },
  });
}
