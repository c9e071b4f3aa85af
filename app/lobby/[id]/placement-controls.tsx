'use client';
// The tile placement's buttons: the host deals the system tiles; the player on the turn places one. Each placement
// is the server's to judge (server/lobby/placement.ts); the last one starts the game and takes everyone to it.
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTRPC } from '../../_lib/trpc';
import { ErrorNote } from '../../_components/error-note';

export function DealTilesButton({ gameId, disabled }: { gameId: string; disabled: boolean }) {
  const trpc = useTRPC();
  const router = useRouter();
  const deal = useMutation(trpc.placement.start.mutationOptions({ onSuccess: () => router.refresh() }));
  return (
    <div className="space-y-2">
      <button
        type="button"
        className="btn-primary"
        disabled={disabled || deal.isPending}
        onClick={() => deal.mutate({ gameId })}
        data-testid="deal-tiles"
      >
        Deal the system tiles
      </button>
      <ErrorNote error={deal.error} />
    </div>
  );
}

interface PlaceProps {
  readonly gameId: string;
  readonly tile: string;
  readonly position: number;
  readonly label: string;
  /** The map's confirm sheet names its buttons apart from the numbered list's (placement-map.tsx). */
  readonly testId?: string;
  readonly primary?: boolean;
}

export function PlaceTileButton({ gameId, tile, position, label, testId, primary = false }: PlaceProps) {
  const trpc = useTRPC();
  const router = useRouter();
  const place = useMutation(
    trpc.placement.place.mutationOptions({
      onSuccess: ({ started }) => (started ? router.push(`/game/${gameId}`) : router.refresh()),
    }),
  );
  return (
    <span className="inline-flex flex-col">
      <button
        type="button"
        className={primary ? 'btn-primary min-w-11 px-3' : 'btn-secondary min-w-11 px-2 text-sm'}
        disabled={place.isPending}
        onClick={() => place.mutate({ gameId, tile, position })}
        data-testid={testId ?? `place-${tile}-${position}`}
      >
        {label}
      </button>
      <ErrorNote error={place.error} />
    </span>
  );
}
