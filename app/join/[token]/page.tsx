// Joining through an invite link: see the game, sign in if needed, choose a display name, take a seat.
import type { Metadata } from 'next';
import Link from 'next/link';
import { TRPCError } from '@trpc/server';
import { serverApi } from '@/server/api/server';
import { getSessionUser } from '@/server/auth';
import { JoinForm } from './join-form';

export const metadata: Metadata = { title: 'Join a game' };
export const dynamic = 'force-dynamic';

export default async function JoinPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const api = await serverApi();
  const invitation = await api.lobby.invitation({ token }).catch((error: unknown) => {
    if (error instanceof TRPCError && (error.code === 'NOT_FOUND' || error.code === 'BAD_REQUEST')) return null;
    throw error;
  });
  if (!invitation) {
    return (
      <div className="card mx-auto max-w-md space-y-2" data-testid="invite-invalid">
        <h1 className="text-xl font-bold">This invite link does not work</h1>
        <p className="text-slate-300">It may have been revoked or replaced by the host. Ask them for a new one.</p>
      </div>
    );
  }
  const user = await getSessionUser();
  const path = `/join/${token}`;
  const full = invitation.taken >= invitation.players;
  return (
    <div className="mx-auto max-w-md space-y-4">
      <div className="card space-y-2">
        <p className="text-sm text-slate-400">{invitation.hostName} invites you to</p>
        <h1 className="text-2xl font-bold" data-testid="join-game-name">
          {invitation.name}
        </h1>
        <p className="text-slate-300">
          {invitation.taken} of {invitation.players} seats taken: {invitation.names.join(', ')}
        </p>
      </div>
      {invitation.seated ? (
        <Link
          href={invitation.status === 'lobby' ? `/lobby/${invitation.gameId}` : `/game/${invitation.gameId}`}
          className="btn-primary w-full"
          data-testid="join-open"
        >
          You are in this game — open it
        </Link>
      ) : invitation.status !== 'lobby' ? (
        <p className="card text-slate-300">This game has already started.</p>
      ) : full ? (
        <p className="card text-slate-300">Every seat is taken.</p>
      ) : !user ? (
        <Link
          href={`/signin?callbackUrl=${encodeURIComponent(path)}`}
          className="btn-primary w-full"
          data-testid="join-sign-in"
        >
          Sign in to join
        </Link>
      ) : (
        <JoinForm token={token} defaultName={user.name} />
      )}
    </div>
  );
}
