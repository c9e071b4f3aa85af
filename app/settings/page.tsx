// Notification settings: turn emails on or off and where they go, push on or off, quiet hours in a time zone, and
// this device's push subscription. Signed-in users only (loadPage sends others to sign in).
import type { Metadata } from 'next';
import { loadPage } from '../_lib/page-data';
import { SettingsForm } from './settings-form';

export const metadata: Metadata = { title: 'Notification settings' };
export const dynamic = 'force-dynamic';

export default async function SettingsPage() {
  const loaded = await loadPage('/settings', (api) => api.notifications.getSettings());
  if (!loaded.ok) return <p className="card">{loaded.message}</p>;
  const { pushAvailable, ...settings } = loaded.value;
  return (
    <div className="mx-auto max-w-xl space-y-4" data-testid="settings-page">
      <h1 className="text-2xl font-bold">Notifications</h1>
      <p className="text-slate-300">
        Mecatol tells you when a game waits on you, and reminds you at the interval each game&apos;s host chose.
      </p>
      <SettingsForm initial={settings} pushAvailable={pushAvailable} />
    </div>
  );
}
