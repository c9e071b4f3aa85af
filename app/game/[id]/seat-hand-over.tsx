'use client';
// The host hands a seat to someone new (issue 16): a link per seat, to send to the person taking over (a player who
// left the group, a friend filling in). Whoever opens it and accepts plays that seat from then on; the account that
// held it loses access. A new link for the seat replaces the old one; withdrawing it leaves the seat as it is.
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useTRPC } from '../../_lib/trpc';
import { ErrorNote } from '../../_components/error-note';

export interface SeatRow {
  readonly seat: number;
  readonly name: string;
  /** The seat's open link, if the host made one. */
  readonly url: string | null;
}

export function SeatHandOver({ gameId, seats }: { gameId: string; seats: readonly SeatRow[] }) {
  const trpc = useTRPC();
  const router = useRouter();
  const [copied, setCopied] = useState<number | null>(null);
  const refresh = { onSuccess: () => router.refresh() };
  const offer = useMutation(trpc.seats.offer.mutationOptions(refresh));
  const withdraw = useMutation(trpc.seats.withdraw.mutationOptions(refresh));

  async function copy(seat: number, url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(seat);
      setTimeout(() => setCopied(null), 2000);
    } catch {
      // Without the clipboard (an insecure context) the link stays selectable in its field.
    }
  }

  return (
    <details className="card" data-testid="seat-hand-over">
      <summary className="flex min-h-11 cursor-pointer items-center font-semibold">Hand a seat to someone new</summary>
      <p className="mt-1 text-sm text-slate-400">
        The person who opens a seat&apos;s link and accepts plays that seat from then on — its faction, cards and turns.
        The account that held it can no longer open the game.
      </p>
      <ul className="mt-2 divide-y divide-space-700">
        {seats.map((s) => (
          <li key={s.seat} className="space-y-2 py-2" data-testid={`hand-over-${s.seat}`}>
            <p className="flex min-h-11 items-center justify-between gap-2">
              <span>{s.name}</span>
              <button
                type="button"
                className="btn-secondary"
                disabled={offer.isPending}
                onClick={() => offer.mutate({ gameId, seat: s.seat })}
                data-testid={`hand-over-${s.seat}-offer`}
              >
                {s.url ? 'New link' : 'Make a link'}
              </button>
            </p>
            {s.url && (
              <div className="space-y-2">
                <input
                  readOnly
                  value={s.url}
                  className="field font-mono text-sm"
                  onFocus={(e) => e.currentTarget.select()}
                  aria-label={`Link to take over ${s.name}'s seat`}
                  data-testid={`hand-over-${s.seat}-url`}
                />
                <div className="flex flex-wrap gap-2">
                  <button type="button" className="btn-primary" onClick={() => void copy(s.seat, s.url!)}>
                    {copied === s.seat ? 'Copied!' : 'Copy link'}
                  </button>
                  <button
                    type="button"
                    className="btn-danger"
                    disabled={withdraw.isPending}
                    onClick={() => withdraw.mutate({ gameId, seat: s.seat })}
                    data-testid={`hand-over-${s.seat}-withdraw`}
                  >
                    Withdraw link
                  </button>
                </div>
              </div>
            )}
          </li>
        ))}
      </ul>
      <ErrorNote error={offer.error ?? withdraw.error} />
    </details>
  );
}
