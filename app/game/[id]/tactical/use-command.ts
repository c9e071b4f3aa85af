'use client';
// Sending one command from outside the decision panel (the map's activate button): one client command id per
// intended command, reused if the request is retried (app/_lib/submit-retry.ts); success or a stale version refreshes
// the page. `decisionId`: the decision the command answers (the viewer's, as the page shows it).
import { useMutation } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { Command } from '@/engine/index';
import { retrySubmit, submitRetryDelay } from '../../../_lib/submit-retry';
import { useTRPC } from '../../../_lib/trpc';
import { uuid } from '../../../_lib/uuid';

export const isStale = (e: unknown) => e instanceof TRPCClientError && e.data?.code === 'CONFLICT';

export function useCommand(gameId: string, version: number, decisionId: number | null, onDone?: () => void) {
  const trpc = useTRPC();
  const router = useRouter();
  const [stale, setStale] = useState(false);
  const mutation = useMutation(
    trpc.game.submit.mutationOptions({
      retry: retrySubmit,
      retryDelay: submitRetryDelay,
      onSuccess: () => {
        onDone?.();
        router.refresh();
      },
      onError: (error) => {
        if (isStale(error)) {
          setStale(true);
          onDone?.();
          router.refresh();
        }
      },
    }),
  );
  return {
    send: (command: Command) => {
      setStale(false);
      mutation.mutate({ gameId, command, clientCommandId: uuid(), expectedVersion: version, decisionId });
    },
    pending: mutation.isPending,
    error: mutation.error && !isStale(mutation.error) ? mutation.error : null,
    stale,
  };
}
