'use client';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useTRPC } from '../../_lib/trpc';
import { ErrorNote } from '../../_components/error-note';

export function JoinForm({ token, defaultName }: { token: string; defaultName: string }) {
  const trpc = useTRPC();
  const router = useRouter();
  const [name, setName] = useState(defaultName);
  const join = useMutation(
    trpc.lobby.join.mutationOptions({ onSuccess: ({ gameId }) => router.push(`/lobby/${gameId}`) }),
  );
  return (
    <form
      className="card space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        join.mutate({ token, name });
      }}
    >
      <label className="label" htmlFor="seat-name">
        Your name at this table
      </label>
      <input
        id="seat-name"
        className="field"
        required
        maxLength={40}
        value={name}
        onChange={(e) => setName(e.target.value)}
        data-testid="join-name"
      />
      <ErrorNote error={join.error} />
      <button type="submit" className="btn-primary w-full" disabled={join.isPending} data-testid="join-submit">
        Take a seat
      </button>
    </form>
  );
}
