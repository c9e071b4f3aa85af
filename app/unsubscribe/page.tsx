// Where the "Stop turn emails" link in an email lands: it asks before switching emails off, because mail scanners
// open links on their own; the button posts to /api/unsubscribe, which comes back here with ?done=1.
import type { Metadata } from 'next';
import { checkUnsubscribeToken, notifyConfig } from '@/server/notify/index';
import { getStore } from '@/server/store/index';
import { serverNow } from '@/server/game/clock';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Turn emails — Mecatol', robots: { index: false } };

interface Props {
  readonly searchParams: Promise<{ token?: string | string[]; done?: string | string[] }>;
}

const boxClass = 'mx-auto max-w-md px-4 py-12 text-base leading-relaxed';

export default async function UnsubscribePage({ searchParams }: Props) {
  const params = await searchParams;
  if (params.done) {
    return (
      <main className={boxClass} data-testid="unsubscribe-done">
        <h1 className="mb-4 text-2xl font-bold">Turn emails are off</h1>
        <p className="mb-4">You will get no more turn or reminder emails. Push notifications are not affected.</p>
        <p>
          <a className="underline" href="/settings">
            Change notification settings
          </a>
        </p>
      </main>
    );
  }

  const token = typeof params.token === 'string' ? params.token : null;
  const check = await checkUnsubscribeToken(getStore(), notifyConfig().secret, token, serverNow());
  if (!check.ok) {
    return (
      <main className={boxClass} data-testid="unsubscribe-invalid">
        <h1 className="mb-4 text-2xl font-bold">Link not valid</h1>
        <p className="mb-4">{check.reason} You can switch emails off in your notification settings instead.</p>
        <p>
          <a className="underline" href="/settings">
            Notification settings
          </a>
        </p>
      </main>
    );
  }

  return (
    <main className={boxClass} data-testid="unsubscribe-confirm">
      <h1 className="mb-4 text-2xl font-bold">Stop turn emails?</h1>
      <p className="mb-6">
        You will no longer get an email when a game waits on you, nor reminders. You can switch them back on in your
        notification settings at any time.
      </p>
      <form method="post" action="/api/unsubscribe">
        <input type="hidden" name="token" value={token ?? ''} />
        <button type="submit" className="min-h-11 rounded bg-amber-700 px-5 py-3 font-bold text-white">
          Stop turn emails
        </button>
      </form>
    </main>
  );
}
