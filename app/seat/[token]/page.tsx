// Taking over a seat through the link the host sent (issue 16): see which seat of which game, sign in if needed, and
// accept. The seat keeps its name at the table; its faction, cards and turns are yours from then on.
import type { Metadata } from 'next';
import Link from 'next/link';
import { TRPCError } from '@trpc/server';
import { serverApi } from '@/server/api/server';
import { getSessionUser } from '@/server/auth';
import { TakeSeatForm } from './take-seat-form';

export const metadata: Metadata = { title: 'Take over a seat' };
export const dynamic = 'force-dynamic';

export default async function SeatPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const api = await serverApi();
  const offer = await api.seats.offered({ token }).catch((error: unknown) => {
    if (error instanceof TRPCError && (error.code === 'NOT_FOUND' || error.code === 'BAD_REQUEST')) return null;
    throw error;
  });
  if (!offer) {
    return (
      <div className="card mx-auto max-w-md space-y-2" data-testid="seat-offer-invalid">
        <h1 className="text-xl font-bold">This seat link does not work</h1>
        <p className="text-slate-300">
          It may have been used, replaced or withdrawn by the host. Ask them for a new one.
        </p>
      </div>
    );
  }
  const user = await getSessionUser();
  const path = `/seat/${token}`;
  return (
    <div className="mx-auto max-w-md space-y-4">
      <div className="card space-y-2">
        <p className="text-sm text-slate-400">The host hands you a seat in</p>
        <h1 className="text-2xl font-bold" data-testid="seat-offer-game">
          {offer.name}
        </h1>
        <p className="text-slate-300" data-testid="seat-offer-seat">
          {offer.seatName}&apos;s seat — {offer.faction}
          {offer.round > 0 ? `, round ${offer.round}` : ''}
        </p>
        <p className="text-sm text-slate-400">
          You take over everything of that seat: its faction, cards, secret objectives and turns. The seat keeps its
          name at the table.
        </p>
      </div>
      {offer.youHoldASeat ? (
        <Link href={`/game/${offer.gameId}`} className="btn-primary w-full" data-testid="seat-offer-open">
          You already play in this game — open it
        </Link>
      ) : !user ? (
        <Link
          href={`/signin?callbackUrl=${encodeURIComponent(path)}`}
          className="btn-primary w-full"
          data-testid="seat-offer-sign-in"
        >
          Sign in to take the seat
        </Link>
      ) : (
        <TakeSeatForm token={token} />
      )}
    </div>
  );
}
