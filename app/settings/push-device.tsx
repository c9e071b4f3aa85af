'use client';
// This device's push subscription: registers the service worker (/sw.js), asks the browser for permission,
// subscribes with the server's VAPID public key, and registers the subscription with the server (or removes it).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { errorText } from '../_components/error-note';
import { useTRPC, useTRPCClient } from '../_lib/trpc';

type DeviceState =
  | { readonly kind: 'checking' }
  | { readonly kind: 'unsupported'; readonly reason: string }
  | { readonly kind: 'denied' }
  | { readonly kind: 'off' }
  | { readonly kind: 'on'; readonly endpoint: string };

/** The VAPID key arrives base64url-encoded; PushManager.subscribe wants the raw bytes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function unsupportedReason(): string | null {
  if (typeof window === 'undefined') return 'checking';
  if (!window.isSecureContext) return 'Push needs a secure (https) connection.';
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    return 'This browser cannot receive push notifications. On iPhone and iPad, add Mecatol to the home screen first and open it from there.';
  }
  return null;
}

async function registration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  return navigator.serviceWorker.ready;
}

interface Props {
  readonly available: boolean;
  readonly pushEnabled: boolean;
  readonly onSubscribed: () => void;
}

export function PushDevice({ available, pushEnabled, onSubscribed }: Props) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const [state, setState] = useState<DeviceState>({ kind: 'checking' });
  const [error, setError] = useState<string | null>(null);

  const refresh = useCallback(async () => {
    const reason = unsupportedReason();
    if (reason) return setState({ kind: 'unsupported', reason });
    if (Notification.permission === 'denied') return setState({ kind: 'denied' });
    const existing = await navigator.serviceWorker.getRegistration('/');
    const subscription = existing ? await existing.pushManager.getSubscription() : null;
    setState(subscription ? { kind: 'on', endpoint: subscription.endpoint } : { kind: 'off' });
  }, []);

  useEffect(() => {
    if (available) void refresh();
  }, [available, refresh]);

  const enable = useMutation({
    mutationFn: async () => {
      setError(null);
      const reg = await registration();
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') throw new Error('The browser did not allow notifications for this site.');
      const { publicKey } = await queryClient.fetchQuery(trpc.notifications.pushPublicKey.queryOptions());
      if (!publicKey) throw new Error('Push notifications are not set up on this server.');
      const subscription =
        (await reg.pushManager.getSubscription()) ??
        (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
      const json = subscription.toJSON();
      await client.notifications.subscribePush.mutate({
        endpoint: subscription.endpoint,
        expirationTime: json.expirationTime ?? null,
        keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
      });
      return subscription.endpoint;
    },
    onSuccess: (endpoint) => {
      setState({ kind: 'on', endpoint });
      onSubscribed();
    },
    onError: (e) => {
      setError(errorText(e)?.message ?? 'Could not subscribe this device.');
      void refresh();
    },
  });

  const disable = useMutation({
    mutationFn: async () => {
      setError(null);
      const reg = await navigator.serviceWorker.getRegistration('/');
      const subscription = reg ? await reg.pushManager.getSubscription() : null;
      if (!subscription) return;
      await client.notifications.unsubscribePush.mutate({ endpoint: subscription.endpoint });
      await subscription.unsubscribe();
    },
    onSuccess: () => setState({ kind: 'off' }),
    onError: (e) => setError(errorText(e)?.message ?? 'Could not unsubscribe this device.'),
  });

  const busy = enable.isPending || disable.isPending;
  return (
    <section className="card space-y-3" data-testid="push-device" data-state={state.kind}>
      <h2 className="text-lg font-semibold">This device</h2>
      {!available ? (
        <p className="text-slate-400" data-testid="push-unavailable">
          Push notifications are not set up on this server; you will get emails only.
        </p>
      ) : state.kind === 'checking' ? (
        <p className="text-slate-400">Checking this browser…</p>
      ) : state.kind === 'unsupported' ? (
        <p className="text-slate-400">{state.reason}</p>
      ) : state.kind === 'denied' ? (
        <p className="text-slate-400">
          Notifications are blocked for this site in the browser settings. Allow them there, then come back.
        </p>
      ) : state.kind === 'on' ? (
        <>
          <p className="text-emerald-300" data-testid="push-on">
            This device gets push notifications{pushEnabled ? '.' : ' once push is switched on above.'}
          </p>
          <button
            type="button"
            className="btn-secondary w-full"
            disabled={busy}
            onClick={() => disable.mutate()}
            data-testid="push-disable"
          >
            {disable.isPending ? 'Turning off…' : 'Stop push on this device'}
          </button>
        </>
      ) : (
        <>
          <p className="text-slate-300">Get a notification on this device when a game waits on you.</p>
          <button
            type="button"
            className="btn-primary w-full"
            disabled={busy}
            onClick={() => enable.mutate()}
            data-testid="push-enable"
          >
            {enable.isPending ? 'Asking the browser…' : 'Enable push on this device'}
          </button>
        </>
      )}
      {error && (
        <p className="rounded-lg border border-red-800 bg-red-950 p-3 text-red-100" data-testid="push-error">
          {error}
        </p>
      )}
    </section>
  );
}
