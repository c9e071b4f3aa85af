// Vercel Cron target (vercel.json): applies passed deadlines, then sends due reminders. Only callers with `Authorization: Bearer $CRON_SECRET`.
import { handleCronRequest, notifyConfig, runReminders } from '@/server/notify/index';
import { getStore } from '@/server/store/index';
import { sweepDeadlines } from '@/server/api/deadline-hooks';
import { sweepLobbyDeadlines } from '@/server/api/lobby-deadlines';
import { env } from '@/server/env';
import { serverNow } from '@/server/game/clock';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export function GET(request: Request): Promise<Response> {
  return handleCronRequest(request, {
    cronSecret: notifyConfig().cronSecret,
    // Deadlines first: a decision whose time ran out is answered before anyone is reminded of it.
    run: async () => {
      const store = getStore();
      const timedOut = await sweepDeadlines(store, serverNow());
      // Turns before the game (drafts, tile placement) have deadlines too; the game's seed comes from the same env.
      const lobbyTurns = await sweepLobbyDeadlines(store, serverNow(), { testSeed: env().testSeed });
      return { ...(await runReminders({ store, now: serverNow() })), timedOut, lobbyTurns };
    },
  });
}
