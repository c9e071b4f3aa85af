'use client';
// The settings themselves: email on/off and address, push on/off, quiet hours with their time zone. Saved together.
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { ErrorNote } from '../_components/error-note';
import { useTRPC } from '../_lib/trpc';
import { PushDevice } from './push-device';

interface Settings {
  readonly emailEnabled: boolean;
  readonly pushEnabled: boolean;
  readonly email: string | null;
  /** A new address waiting for its owner to open the confirmation link. */
  readonly pendingEmail: string | null;
  readonly quietHours: { readonly start: string; readonly end: string; readonly timeZone: string } | null;
}

/** Time zones the browser knows, with the reader's own first; a short fallback list for older browsers. */
function timeZones(own: string): string[] {
  const all =
    typeof Intl.supportedValuesOf === 'function'
      ? Intl.supportedValuesOf('timeZone')
      : ['UTC', 'Europe/London', 'Europe/Berlin', 'America/New_York', 'America/Los_Angeles', 'Asia/Tokyo'];
  return [own, ...all.filter((z) => z !== own)];
}

export function SettingsForm({ initial, pushAvailable }: { initial: Settings; pushAvailable: boolean }) {
  const trpc = useTRPC();
  const router = useRouter();
  const [emailEnabled, setEmailEnabled] = useState(initial.emailEnabled);
  const [email, setEmail] = useState(initial.email ?? '');
  const [pushEnabled, setPushEnabled] = useState(initial.pushEnabled);
  const [quiet, setQuiet] = useState(initial.quietHours !== null);
  const [start, setStart] = useState(initial.quietHours?.start ?? '22:00');
  const [end, setEnd] = useState(initial.quietHours?.end ?? '08:00');
  const [timeZone, setTimeZone] = useState(initial.quietHours?.timeZone ?? 'UTC');
  const [zones, setZones] = useState<string[]>([timeZone]);
  const [saved, setSaved] = useState(false);

  // The browser knows the reader's zone; the server render does not.
  useEffect(() => {
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
    if (!initial.quietHours) setTimeZone(own);
    setZones(timeZones(initial.quietHours?.timeZone ?? own));
  }, [initial.quietHours]);

  const save = useMutation(
    trpc.notifications.updateSettings.mutationOptions({
      onSuccess: () => {
        setSaved(true);
        router.refresh();
      },
    }),
  );
  const touched = () => setSaved(false);

  return (
    <>
      <form
        className="card space-y-4"
        data-testid="settings-form"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate({
            emailEnabled,
            pushEnabled,
            email: email.trim() === '' ? null : email.trim(),
            quietHours: quiet ? { start, end, timeZone } : null,
          });
        }}
      >
        <fieldset className="space-y-2">
          <legend className="text-lg font-semibold">Email</legend>
          <Toggle
            id="email-enabled"
            checked={emailEnabled}
            onChange={(v) => {
              setEmailEnabled(v);
              touched();
            }}
          >
            Email me when a game waits on me
          </Toggle>
          <div>
            <label className="label" htmlFor="email-address">
              Address
            </label>
            <input
              id="email-address"
              type="email"
              className="field"
              autoComplete="email"
              maxLength={254}
              placeholder="you@example.com"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                touched();
              }}
              data-testid="settings-email"
            />
            <p className="mt-1 text-sm text-slate-400">
              A new address gets turn emails only once you open the confirmation link we send to it.
            </p>
            {initial.pendingEmail && (
              <p className="mt-1 text-sm text-amber-200" data-testid="settings-email-pending">
                Waiting for confirmation: {initial.pendingEmail}. Until it is confirmed, turn emails go to{' '}
                {initial.email ?? 'your sign-in address'}.
              </p>
            )}
          </div>
        </fieldset>

        <fieldset className="space-y-2">
          <legend className="text-lg font-semibold">Push</legend>
          <Toggle
            id="push-enabled"
            checked={pushEnabled}
            onChange={(v) => {
              setPushEnabled(v);
              touched();
            }}
          >
            Send push notifications to my devices
          </Toggle>
        </fieldset>

        <fieldset className="space-y-2">
          <legend className="text-lg font-semibold">Quiet hours</legend>
          <Toggle
            id="quiet-enabled"
            checked={quiet}
            onChange={(v) => {
              setQuiet(v);
              touched();
            }}
          >
            Hold notifications during quiet hours (they are sent when the quiet hours end)
          </Toggle>
          {quiet && (
            <div className="grid grid-cols-2 gap-2">
              <div>
                <label className="label" htmlFor="quiet-start">
                  From
                </label>
                <input
                  id="quiet-start"
                  type="time"
                  className="field"
                  required
                  value={start}
                  onChange={(e) => {
                    setStart(e.target.value);
                    touched();
                  }}
                  data-testid="quiet-start"
                />
              </div>
              <div>
                <label className="label" htmlFor="quiet-end">
                  Until
                </label>
                <input
                  id="quiet-end"
                  type="time"
                  className="field"
                  required
                  value={end}
                  onChange={(e) => {
                    setEnd(e.target.value);
                    touched();
                  }}
                  data-testid="quiet-end"
                />
              </div>
              <div className="col-span-2">
                <label className="label" htmlFor="quiet-zone">
                  Time zone
                </label>
                <select
                  id="quiet-zone"
                  className="field"
                  value={timeZone}
                  onChange={(e) => {
                    setTimeZone(e.target.value);
                    touched();
                  }}
                  data-testid="quiet-zone"
                >
                  {zones.map((z) => (
                    <option key={z} value={z}>
                      {z.replaceAll('_', ' ')}
                    </option>
                  ))}
                </select>
              </div>
            </div>
          )}
        </fieldset>

        <ErrorNote error={save.error} testId="settings-error" />
        {saved && (
          <p className="text-emerald-300" data-testid="settings-saved" role="status">
            Saved.
          </p>
        )}
        <button type="submit" className="btn-primary w-full" disabled={save.isPending} data-testid="settings-save">
          {save.isPending ? 'Saving…' : 'Save settings'}
        </button>
      </form>
      {/* Subscribing a device switches push on (server side too): show it. */}
      <PushDevice available={pushAvailable} pushEnabled={pushEnabled} onSubscribed={() => setPushEnabled(true)} />
    </>
  );
}

function Toggle({
  id,
  checked,
  onChange,
  children,
}: {
  id: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  children: React.ReactNode;
}) {
  return (
    <label className="flex min-h-11 items-center gap-3" htmlFor={id}>
      <input
        id={id}
        type="checkbox"
        className="h-6 w-6 shrink-0 accent-gold-500"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        data-testid={id}
      />
      <span>{children}</span>
    </label>
  );
}
