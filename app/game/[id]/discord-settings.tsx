'use client';
// The host's Discord webhook for the game (server/talk/discord.ts): whether one is set, and a way to set, replace or
// clear it. The URL is a secret: once saved the server never sends it back, so the field starts empty.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorNote } from '../../_components/error-note';
import { useTRPC } from '../../_lib/trpc';

export function DiscordSettings({ gameId }: { gameId: string }) {
  const trpc = useTRPC();
  const [url, setUrl] = useState('');
  const status = useQuery(trpc.talk.discord.queryOptions({ gameId }));
  const done = () => {
    setUrl('');
    void status.refetch();
  };
  const set = useMutation(trpc.talk.setDiscord.mutationOptions({ onSuccess: done }));
  const clear = useMutation(trpc.talk.clearDiscord.mutationOptions({ onSuccess: done }));
  const isSet = status.data?.set === true;
  return (
    <details className="space-y-2 border-t border-space-700 pt-2" data-testid="discord-settings">
      <summary className="min-h-11 cursor-pointer py-2 text-sm">
        Discord channel: <span data-testid="discord-status">{isSet ? 'webhook set' : 'not set'}</span>
      </summary>
      <p className="text-sm text-slate-400">
        Paste a Discord channel webhook URL (https://discord.com/api/webhooks/…): the game posts whose turn it is there,
        mentioning players who signed in with Discord. Once saved it is never shown again.
      </p>
      <form
        className="space-y-2"
        onSubmit={(e) => {
          e.preventDefault();
          set.mutate({ gameId, url });
        }}
      >
        <label className="block text-sm" htmlFor="discord-url">
          {isSet ? 'Replace the webhook URL' : 'Webhook URL'}
        </label>
        <input
          id="discord-url"
          type="url"
          autoComplete="off"
          className="field"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          data-testid="discord-url"
        />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn-primary" disabled={set.isPending} data-testid="discord-save">
            Save
          </button>
          {isSet && (
            <button
              type="button"
              className="btn-secondary"
              disabled={clear.isPending}
              onClick={() => clear.mutate({ gameId })}
              data-testid="discord-clear"
            >
              Clear
            </button>
          )}
        </div>
      </form>
      <ErrorNote error={set.error ?? clear.error} testId="discord-error" />
    </details>
  );
}
