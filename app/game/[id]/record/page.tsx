// The end-of-game page (issue 16; LRR 98 victory points): final standings, where each player's points came from, a
// chart of points by round and a few counts. While the game goes on the same page shows the standings so far. Built
// on the server from the command log (server/game/record.ts) out of public facts only, so every seat sees the same.
import type { Metadata } from 'next';
import Link from 'next/link';
import { ColorSwatch } from '@/app/_components/color-swatch';
import { factionName } from '../../../_lib/engine-display';
import { loadPage } from '../../../_lib/page-data';
import { PointsChart } from './points-chart';

export const metadata: Metadata = { title: 'Standings' };
export const dynamic = 'force-dynamic';

const ordinal = (n: number): string => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export default async function RecordPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const loaded = await loadPage(`/game/${id}/record`, (api) => api.game.record({ gameId: id }));
  if (!loaded.ok) {
    return (
      <p className="card" data-testid="record-forbidden">
        {loaded.message}.
      </p>
    );
  }
  const { name, record } = loaded.value;
  const standings = [...record.seats].sort((a, b) => a.place - b.place || a.seat - b.seat);
  const winner = record.seats.find((s) => s.winner);
  const stats: readonly { label: string; value: (s: (typeof record.seats)[number]) => string }[] = [
    { label: 'Combats won / fought', value: (s) => `${s.combatsWon} / ${s.combatsFought}` },
    { label: 'Planets held', value: (s) => String(s.planetsHeld) },
    { label: 'Action cards played', value: (s) => String(s.actionCardsPlayed) },
    { label: 'Technologies', value: (s) => String(s.technologies) },
    { label: 'Units lost', value: (s) => String(s.unitsLost) },
  ];
  return (
    <div className="space-y-4" data-testid="record-page" data-ended={record.ended}>
      <header className="space-y-1">
        <h1 className="text-xl font-bold">{record.ended ? 'Game over' : 'Standings so far'}</h1>
        <p className="text-slate-300">
          {name} · round {record.round} · first to {record.goal} points
        </p>
        {winner && (
          <p className="font-semibold text-gold-400" data-testid="record-winner">
            {winner.name} ({factionName(winner.faction)}) wins with {plural(winner.points, 'point')}.
          </p>
        )}
        <p className="text-sm text-slate-400">
          <Link href={`/game/${id}`} className="inline-flex min-h-11 items-center text-gold-400 underline">
            Back to the game
          </Link>{' '}
          ·{' '}
          <Link href={`/game/${id}/history`} className="inline-flex min-h-11 items-center text-gold-400 underline">
            step through its history
          </Link>
        </p>
      </header>

      <section className="card space-y-2" aria-labelledby="standings-heading">
        <h2 id="standings-heading" className="text-lg font-semibold">
          Standings
        </h2>
        <ol className="space-y-3" data-testid="standings">
          {standings.map((s) => (
            <li key={s.seat} className="space-y-1" data-testid={`standing-${s.seat}`} data-place={s.place}>
              <p className="flex items-center gap-2">
                <span className="w-10 text-slate-400">{ordinal(s.place)}</span>
                <ColorSwatch color={s.color} size={14} />
                <span className="font-semibold">{s.name}</span>
                <span className="text-sm text-slate-400">{factionName(s.faction)}</span>
                <span className="ml-auto font-semibold tabular-nums" data-testid={`standing-${s.seat}-points`}>
                  {plural(s.points, 'point')}
                </span>
              </p>
              {s.conceded ? (
                <p className="pl-12 text-sm text-slate-400" data-testid={`standing-${s.seat}-conceded`}>
                  Conceded{s.conceded === 'neutral' ? ' (units left on the board as neutral obstacles)' : ''}.
                </p>
              ) : (
                s.eliminated && <p className="pl-12 text-sm text-slate-400">Eliminated.</p>
              )}
              {s.lines.length > 0 && (
                <ul className="pl-12 text-sm text-slate-300" aria-label={`How ${s.name} scored`}>
                  {s.lines.map((l) => (
                    <li key={`${l.kind}:${l.label}`} className="flex justify-between gap-2">
                      <span>
                        {l.label}
                        {l.kind === 'other' ? '' : <span className="text-slate-500"> · {l.kind}</span>}
                      </span>
                      <span className="tabular-nums">{l.points > 0 ? `+${l.points}` : l.points}</span>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      </section>

      <section className="card space-y-2" aria-labelledby="chart-heading">
        <h2 id="chart-heading" className="text-lg font-semibold">
          Points by round
        </h2>
        <PointsChart seats={record.seats} goal={record.goal} />
      </section>

      <section className="card space-y-2" aria-labelledby="stats-heading">
        <h2 id="stats-heading" className="text-lg font-semibold">
          Statistics
        </h2>
        <div className="overflow-x-auto">
          <table className="text-sm" data-testid="record-stats">
            <thead>
              <tr>
                <th scope="col" className="pr-3 text-left">
                  <span className="sr-only">Count</span>
                </th>
                {record.seats.map((s) => (
                  <th key={s.seat} scope="col" className="px-2 text-right">
                    {s.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {stats.map((row) => (
                <tr key={row.label}>
                  <th scope="row" className="pr-3 text-left font-normal text-slate-300">
                    {row.label}
                  </th>
                  {record.seats.map((s) => (
                    <td key={s.seat} className="px-2 text-right tabular-nums">
                      {row.value(s)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
