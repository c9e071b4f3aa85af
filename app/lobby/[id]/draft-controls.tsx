'use client';
// The Milty draft's buttons: the host starts the draft; the player on the clock takes one pick. Each pick is the
// server's to judge (server/lobby/milty.ts); the last one starts the game and takes everyone to it.
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import type { MiltyPick } from '@/engine/index';
import { useTRPC } from '../../_lib/trpc';
import { ErrorNote } from '../../_components/error-note';

export function StartDraftButton({ gameId, disabled }: { gameId: string; disabled: boolean }) {
  const trpc = useTRPC();
  const router = useRouter();
  const start = useMutation(trpc.draft.start.mutationOptions({ onSuccess: () => router.refresh() }));
  return (
    <div className="space-y-2">
      <button
        type="button"
        className="btn-primary"
        disabled={disabled || start.isPending}
        onClick={() => start.mutate({ gameId })}
        data-testid="start-draft"
      >
        Start the draft
      </button>
      <ErrorNote error={start.error} />
    </div>
  );
}

interface PickProps {
  readonly gameId: string;
  readonly pick: MiltyPick;
  readonly label: string;
  readonly testId: string;
}

export function PickButton({ gameId, pick, label, testId }: PickProps) {
  const trpc = useTRPC();
  const router = useRouter();
  const take = useMutation(
    trpc.draft.pick.mutationOptions({
      onSuccess: ({ started }) => (started ? router.push(`/game/${gameId}`) : router.refresh()),
    }),
  );
  return (
    <span className="inline-flex flex-col">
      <button
        type="button"
        className="btn-primary px-3 text-sm"
        disabled={take.isPending}
        onClick={() => take.mutate({ gameId, pick })}
        data-testid={testId}
      >
        {label}
      </button>
      <ErrorNote error={take.error} />
    </span>
  );
}
