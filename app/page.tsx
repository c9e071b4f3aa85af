// Home: what Mecatol is, and the way in (sign in, or your games and a new one).
import Link from 'next/link';
import { getSessionUser } from '@/server/auth';

export default async function HomePage() {
  const user = await getSessionUser();
  return (
    <div className="space-y-6">
      <section className="space-y-3 pt-4">
        <h1 className="text-3xl font-bold text-gold-400">Twilight Imperium, at your own pace</h1>
        <p className="text-lg text-slate-300">
          Mecatol runs games of Twilight Imperium 4th Edition with Prophecy of Kings in the browser. Take your turn
          whenever it suits you — on your phone on the bus or at your desk — and get a nudge when the game waits on you.
        </p>
        <ul className="list-inside list-disc space-y-1 text-slate-300">
          <li>3 to 8 players, 10 or 14 points, the rulebook galaxies</li>
          <li>The rules are enforced for you: every button is a legal move</li>
          <li>Invite friends with a link; watch as a spectator when the host allows</li>
        </ul>
      </section>
      {user ? (
        <div className="flex flex-wrap gap-3">
          <Link href="/games" className="btn-primary" data-testid="home-my-games">
            My games
          </Link>
          <Link href="/games/new" className="btn-secondary" data-testid="home-new-game">
            New game
          </Link>
        </div>
      ) : (
        <div className="flex flex-wrap gap-3">
          <Link href="/signin" className="btn-primary" data-testid="home-sign-in">
            Sign in to play
          </Link>
        </div>
      )}
    </div>
  );
}
