'use client';
// Taking back a misclick (issue 16): shown only when the server says the viewer's own last command revealed nothing
// and nobody acted since (game.view's canTakeBack; server/game/take-back.ts). One client command id per tap, reused
// on retries; success or a game that moved on refreshes the page.
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ErrorNote } from '../../_components/error-note';
import { retrySubmit, submitRetryDelay } from '../../_lib/submit-retry';
import { useTRPC } from '../../_lib/trpc';
import { uuid } from '../../_lib/uuid';
import { isStale } from './tactical/use-command';

export function TakeBackButton({ gameId, version }: { gameId: string; version: number }) {
  const trpc = useTRPC();
  const router = useRouter();
  const [clientCommandId] = useState(uuid);
  const mutation = useMutation(
    trpc.game.takeBack.mutationOptions({
      retry: retrySubmit,
      retryDelay: submitRetryDelay,
      onSuccess: () => router.refresh(),
      onError: (error) => {
        if (isStale(error)) router.refresh();
      },
    }),
  );
  return (
    <div className="space-y-2">
      <button
        type="button"
        className="btn-secondary"
        disabled={mutation.isPending}
        onClick={() => mutation.mutate({ gameId, clientCommandId, expectedVersion: version })}
        data-testid="take-back"
      >
        {mutation.isPending ? 'Taking back…' : 'Take back my last command'}
      </button>
      <ErrorNote error={mutation.error && !isStale(mutation.error) ? mutation.error : null} testId="take-back-error" />
    </div>
  );
}
