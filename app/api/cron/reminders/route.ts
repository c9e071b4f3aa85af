// Vercel Cron target (vercel.json): sends due reminders. Only callers with `Authorization: Bearer $CRON_SECRET`.
import { handleCronRequest, notifyConfig, runReminders } from '@/server/notify/index';
import { getStore } from '@/server/store/index';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export function GET(request: Request): Promise<Response> {
  return handleCronRequest(request, {
    cronSecret: notifyConfig().cronSecret,
    run: () => runReminders({ store: getStore(), now: Date.now() }),
  });
}
