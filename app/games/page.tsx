// My games: every game I sit in, the ones waiting on me first (a draft pick or a tile to place counts as a turn),
// with whom each one waits on.
import type { Metadata } from 'next';
import Link from 'next/link';
import { loadPage, phaseName } from '../_lib/page-data';
import { VersionlessRefresher } from '../_components/refresher';

export const metadata: Metadata = { title: 'My games' };
export const dynamic = 'force-dynamic';

/** The turns taken before a game starts (server/lobby/turns.ts), as the list names them. */
const STAGE_NAMES = { draft: 'Drafting before the game', placement: 'Placing the system tiles' } as const;

export default async function MyGamesPage() {
  const loaded = await loadPage('/games', (api) => api.lobby.mine());
  if (!loaded.ok) return <p>{loaded.message}</p>;
  const games = loaded.value;
  return (
    <div className="space-y-4">
      <VersionlessRefresher everyMs={15_000} />
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">My games</h1>
        <Link href="/games/new" className="btn-primary" data-testid="new-game">
          New game
        </Link>
      </div>
      {games.length === 0 && (
        <p className="text-slate-400">No games yet. Start one and send the invite link to your friends.</p>
      )}
      <ul className="space-y-3" data-testid="my-games">
        {games.map((g) => {
          const href = g.status === 'lobby' ? `/lobby/${g.gameId}` : `/game/${g.gameId}`;
          return (
            <li key={g.gameId}>
              <Link
                href={href}
                className={`card block min-h-11 ${g.yourTurn ? 'border-gold-500' : ''}`}
                data-testid={`my-game-${g.gameId}`}
              >
                <div className="flex items-baseline justify-between gap-2">
                  <span className="text-lg font-semibold">{g.name}</span>
                  {g.yourTurn && (
                    <span className="rounded bg-gold-500 px-2 py-0.5 text-sm font-semibold text-space-950">
                      Your turn
                    </span>
                  )}
                </div>
                <p className="text-sm text-slate-400">
                  {g.status !== 'lobby'
                    ? `${phaseName(g.phase)}${g.round ? `, round ${g.round}` : ''}`
                    : g.stage
                      ? STAGE_NAMES[g.stage]
                      : `In the lobby: ${g.seated} of ${g.players} seated`}
                </p>
                {g.waitingFor.length > 0 && (
                  <p className="text-sm text-slate-300">Waiting on {g.waitingFor.map((w) => w.name).join(', ')}</p>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
