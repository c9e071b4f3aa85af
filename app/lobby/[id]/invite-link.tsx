'use client';
// The host's invite link: copy, share (where the device can), regenerate (old link dies) or revoke.
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { useTRPC } from '../../_lib/trpc';
import { ErrorNote } from '../../_components/error-note';

export function InviteLink({ gameId, url }: { gameId: string; url: string | null }) {
  const trpc = useTRPC();
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const refresh = { onSuccess: () => router.refresh() };
  const regenerate = useMutation(trpc.lobby.regenerateInvite.mutationOptions(refresh));
  const revoke = useMutation(trpc.lobby.revokeInvite.mutationOptions(refresh));

  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // Clipboard API needs a secure context; fall back to selecting the text for a manual copy.
      input.current?.select();
      document.execCommand?.('copy');
    }
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  }

  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  return (
    <section className="card space-y-3">
      <h2 className="text-lg font-semibold">Invite players</h2>
      {url ? (
        <>
          <p className="text-sm text-slate-400">Anyone with this link can take a free seat.</p>
          <input
            ref={input}
            readOnly
            value={url}
            className="field font-mono text-sm"
            onFocus={(e) => e.currentTarget.select()}
            aria-label="Invite link"
            data-testid="invite-url"
          />
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn-primary" onClick={() => void copy()} data-testid="copy-invite">
              {copied ? 'Copied!' : 'Copy link'}
            </button>
            {canShare && (
              <button
                type="button"
                className="btn-secondary"
                onClick={() => void navigator.share({ title: 'Join my Mecatol game', url }).catch(() => {})}
              >
                Share
              </button>
            )}
            <button
              type="button"
              className="btn-secondary"
              disabled={regenerate.isPending}
              onClick={() => regenerate.mutate({ gameId })}
              data-testid="regenerate-invite"
            >
              New link
            </button>
            <button
              type="button"
              className="btn-danger"
              disabled={revoke.isPending}
              onClick={() => revoke.mutate({ gameId })}
              data-testid="revoke-invite"
            >
              Revoke link
            </button>
          </div>
        </>
      ) : (
        <div className="space-y-2">
          <p className="text-slate-400" data-testid="invite-revoked">
            The invite link is revoked. Nobody new can join until you make a new one.
          </p>
          <button
            type="button"
            className="btn-primary"
            disabled={regenerate.isPending}
            onClick={() => regenerate.mutate({ gameId })}
            data-testid="regenerate-invite"
          >
            Make a new link
          </button>
        </div>
      )}
      <ErrorNote error={regenerate.error ?? revoke.error} />
    </section>
  );
}
