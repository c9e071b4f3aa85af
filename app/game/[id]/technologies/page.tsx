// The viewer's technology tree on its own page (LRR 90; tech-tree.tsx draws it): what they own, what they could
// research now and what the rest lack, from the same engine list the research form offers. Linked from the game page.
import type { Metadata } from 'next';
import Link from 'next/link';
import { loadPage } from '../../../_lib/page-data';
import { TechTree } from '../tech-tree';

export const metadata: Metadata = { title: 'Technology tree' };
export const dynamic = 'force-dynamic';

export default async function TechnologiesPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const loaded = await loadPage(`/game/${id}/technologies`, (api) => api.game.view({ gameId: id }));
  if (!loaded.ok) {
    return (
      <p className="card" data-testid="technologies-forbidden">
        {loaded.message}.
      </p>
    );
  }
  const g = loaded.value;
  return (
    <div className="space-y-4" data-testid="technologies-page">
      <header className="space-y-1">
        <h1 className="text-xl font-bold">Technology tree</h1>
        <p className="text-sm text-slate-400">
          {g.name} ·{' '}
          <Link href={`/game/${id}`} className="inline-flex min-h-11 items-center text-gold-400 underline">
            back to the game
          </Link>
        </p>
      </header>
      {g.view && g.seat !== null ? (
        <TechTree view={g.view} seat={g.seat} round={g.round} />
      ) : (
        <p className="card text-slate-400">
          Only players have a technology tree here; spectators see each player&apos;s technologies on the game page.
        </p>
      )}
    </div>
  );
}
