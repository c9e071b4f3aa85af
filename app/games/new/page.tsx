// New game: name, player count, galaxy layout, points to win, reminder interval, spectators.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getSessionUser } from '@/server/auth';
import { layoutsFor, MAX_PLAYERS, MIN_PLAYERS } from '@/server/lobby/doc';
import { NewGameForm } from './new-game-form';

export const metadata: Metadata = { title: 'New game' };

export default async function NewGamePage() {
  const user = await getSessionUser();
  if (!user) redirect('/signin?callbackUrl=/games/new');
  const layouts: Record<number, string[]> = {};
  for (let n = MIN_PLAYERS; n <= MAX_PLAYERS; n++) layouts[n] = layoutsFor(n);
  return (
    <div className="mx-auto max-w-lg space-y-4">
      <h1 className="text-2xl font-bold">New game</h1>
      <NewGameForm layouts={layouts} defaultName={`${user.name}'s game`} defaultHostName={user.name} />
    </div>
  );
}
