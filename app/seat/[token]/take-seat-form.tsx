'use client';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTRPC } from '../../_lib/trpc';
import { ErrorNote } from '../../_components/error-note';

export function TakeSeatForm({ token }: { token: string }) {
  const trpc = useTRPC();
  const router = useRouter();
  const take = useMutation(
    trpc.seats.take.mutationOptions({ onSuccess: ({ gameId }) => router.push(`/game/${gameId}`) }),
  );
  return (
    <div className="card space-y-3">
      <ErrorNote error={take.error} />
      <button
        type="button"
        className="btn-primary w-full"
        disabled={take.isPending}
        onClick={() => take.mutate({ token })}
        data-testid="seat-offer-take"
      >
        Take over this seat
      </button>
    </div>
  );
}
