'use client';
// Undo with approval (issue 16): asking to undo back to a command, and approving, refusing or withdrawing a pending
// request (server/api/routers/game-undo.ts). One request id per intended request, reused on retries; success or a
// refusal from a game that moved on refreshes the page.
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ErrorNote } from '../../_components/error-note';
import { retrySubmit, submitRetryDelay } from '../../_lib/submit-retry';
import { useTRPC } from '../../_lib/trpc';
import { uuid } from '../../_lib/uuid';

export function UndoAskButton({
  gameId,
  to,
  kind,
  testId,
}: {
  gameId: string;
  to: number;
  kind: 'undo' | 'rewind';
  testId: string;
}) {
  const trpc = useTRPC();
  const router = useRouter();
  const [requestId] = useState(uuid);
  const mutation = useMutation(
    trpc.game.undoRequest.mutationOptions({
      retry: retrySubmit,
      retryDelay: submitRetryDelay,
      onSuccess: () => router.refresh(),
    }),
  );
  return (
    <div className="space-y-1">
      <button
        type="button"
        className="btn-secondary"
        disabled={mutation.isPending || mutation.isSuccess}
        onClick={() => mutation.mutate({ gameId, requestId, to, kind })}
        data-testid={testId}
      >
        {kind === 'rewind' ? 'Rewind to before this' : 'Undo back to here'}
      </button>
      <ErrorNote error={mutation.error} testId={`${testId}-error`} />
    </div>
  );
}

export function UndoAnswerButtons({
  gameId,
  requestId,
  asksViewer,
  byViewer,
}: {
  gameId: string;
  requestId: string;
  asksViewer: boolean;
  byViewer: boolean;
}) {
  const trpc = useTRPC();
  const router = useRouter();
  const options = { retry: retrySubmit, retryDelay: submitRetryDelay, onSettled: () => router.refresh() };
  const approve = useMutation(trpc.game.undoApprove.mutationOptions(options));
  const refuse = useMutation(trpc.game.undoRefuse.mutationOptions(options));
  const busy = approve.isPending || refuse.isPending;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        {asksViewer && (
          <button
            type="button"
            className="btn-primary"
            disabled={busy}
            onClick={() => approve.mutate({ gameId, requestId })}
            data-testid="undo-approve"
          >
            Approve
          </button>
        )}
        {(asksViewer || byViewer) && (
          <button
            type="button"
            className="btn-secondary"
            disabled={busy}
            onClick={() => refuse.mutate({ gameId, requestId })}
            data-testid="undo-refuse"
          >
            {byViewer ? 'Withdraw' : 'Refuse'}
          </button>
        )}
      </div>
      <ErrorNote error={approve.error ?? refuse.error} testId="undo-answer-error" />
    </div>
  );
}
