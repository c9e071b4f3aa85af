// Every player's faction sheet on one page (faction-sheet.tsx draws each): the abilities, faction technologies,
// promissory notes, flagship, mech and leaders of the factions at the table, with their texts. Linked from each
// player on the game page, which shows only the link (the texts are the same in every game).
import type { Metadata } from 'next';
import Link from 'next/link';
import { ColorSwatch } from '../../../_components/color-swatch';
import { factionName } from '../../../_lib/engine-display';
import { loadPage } from '../../../_lib/page-data';
import { FactionSheet } from '../faction-sheet';

export const metadata: Metadata = { title: 'Faction sheets' };
export const dynamic = 'force-dynamic';

export default async function FactionsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const loaded = await loadPage(`/game/${id}/factions`, (api) => api.game.view({ gameId: id }));
  if (!loaded.ok) {
    return (
      <p className="card" data-testid="factions-forbidden">
        {loaded.message}.
      </p>
    );
  }
  const g = loaded.value;
  const players = g.view?.players ?? [];
  return (
    <div className="space-y-4" data-testid="factions-page">
      <header className="space-y-1">
        <h1 className="text-xl font-bold">Faction sheets</h1>
        <p className="text-sm text-slate-400">
          {g.name} ·{' '}
          <Link href={`/game/${id}`} className="inline-flex min-h-11 items-center text-gold-400 underline">
            back to the game
          </Link>
        </p>
      </header>
      {players.length === 0 && <p className="card text-slate-400">The game has not started yet.</p>}
      {players.map((p) => (
        <section
          key={p.seat}
          id={`faction-${p.seat}`}
          className="card scroll-mt-4 space-y-1"
          aria-label={`${p.name}: ${factionName(p.faction)}`}
        >
          <h2 className="flex items-center gap-2 text-lg font-semibold">
            <ColorSwatch color={p.color} />
            {p.name} · {factionName(p.faction)}
          </h2>
          <FactionSheet faction={p.faction} seat={p.seat} open />
        </section>
      ))}
    </div>
  );
}
