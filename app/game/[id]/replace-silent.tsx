'use client';
// Replacing a silent player by vote (issue 16; rules in server/lobby/replacement.ts): a seat that has sent no command
// of its own for a week may be proposed for replacement by any other player; every other player must approve; the
// approved seat's link is shown to every approver, to send to whoever takes over. Loaded only when opened: it reads
// the game's log on the server to know when each seat last acted.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../_lib/trpc';
import { ErrorNote } from '../../_components/error-note';

const daysAgo = (at: number, now: number) => {
  const days = Math.floor((now - at) / 86_400_000);
  return days <= 0 ? 'today' : days === 1 ? 'yesterday' : `${days} days ago`;
};

export function ReplaceSilent({ gameId, seat, origin }: { gameId: string; seat: number; origin: string }) {
  const trpc = useTRPC();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const status = useQuery({ ...trpc.seats.status.queryOptions({ gameId }), enabled: open });
  const refresh = { onSuccess: () => void client.invalidateQueries(trpc.seats.status.queryFilter({ gameId })) };
  const propose = useMutation(trpc.seats.proposeReplacement.mutationOptions(refresh));
  const vote = useMutation(trpc.seats.voteReplacement.mutationOptions(refresh));
  const s = status.data;
  const now = Date.now();
  const voteOn = s?.vote ? s.seats[s.vote.seat] : undefined;
  return (
    <details className="card" data-testid="replace-silent" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="flex min-h-11 cursor-pointer items-center font-semibold">Replace a silent player</summary>
      <p className="mt-1 text-sm text-slate-400">
        A player who has sent no command of their own for a week (deadlines keep taking their defaults) can be replaced
        when every other player agrees. The person taking over gets the seat through a link.
      </p>
      {!s ? (
        <p className="text-sm text-slate-400">{status.isError ? 'Could not load the seats.' : 'Loading…'}</p>
      ) : (
        <div className="mt-2 space-y-3">
          <ul className="divide-y divide-space-700">
            {s.seats
              .filter((x) => x.seat !== seat)
              .map((x) => (
                <li key={x.seat} className="flex min-h-11 items-center justify-between gap-2 py-1">
                  <span>
                    {x.name} <span className="text-sm text-slate-400">· last acted {daysAgo(x.lastActedAt, now)}</span>
                  </span>
                  {x.silent && !s.vote && (
                    <button
                      type="button"
                      className="btn-secondary"
                      disabled={propose.isPending}
                      onClick={() => propose.mutate({ gameId, seat: x.seat })}
                      data-testid={`replace-${x.seat}-propose`}
                    >
                      Propose a replacement
                    </button>
                  )}
                </li>
              ))}
          </ul>
          {s.vote && voteOn && (
            <div className="space-y-2" data-testid="replace-vote">
              <p>
                Vote to replace {voteOn.name}: {s.vote.approvals.length} of {s.seats.length - 1} players approve.
              </p>
              {s.vote.seat === seat ? (
                <p className="text-sm text-slate-400">The other players vote on replacing you.</p>
              ) : s.vote.approvals.includes(seat) ? (
                <p className="text-sm text-slate-400">You approved; waiting for the others.</p>
              ) : (
                <div className="flex gap-2">
                  <button
                    type="button"
                    className="btn-primary"
                    disabled={vote.isPending}
                    onClick={() => vote.mutate({ gameId, approve: true })}
                    data-testid="replace-approve"
                  >
                    Approve
                  </button>
                  <button
                    type="button"
                    className="btn-danger"
                    disabled={vote.isPending}
                    onClick={() => vote.mutate({ gameId, approve: false })}
                    data-testid="replace-refuse"
                  >
                    Refuse
                  </button>
                </div>
              )}
            </div>
          )}
          {s.offers.map((o) => (
            <label key={o.seat} className="block space-y-1 text-sm">
              <span>Link to take over {s.seats[o.seat]?.name}&apos;s seat (send it to the new player):</span>
              <input
                readOnly
                value={`${origin}/seat/${o.token}`}
                className="field font-mono"
                onFocus={(e) => e.currentTarget.select()}
                data-testid={`replace-${o.seat}-url`}
              />
            </label>
          ))}
        </div>
      )}
      <ErrorNote error={propose.error ?? vote.error} />
    </details>
  );
}
