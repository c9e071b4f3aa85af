// The game: the galaxy, every player's public state, the viewer's own hand, and the decision panel built from
// the engine's options for the viewer. Polls the cheap version endpoint and refreshes when the game moves.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { serverApi } from '@/server/api/server';
import { loadForPage } from '../../_lib/page-errors';
import { mapSvg } from '../../_lib/engine-display';
import { VersionPoller } from '../../_components/refresher';
import { DecisionPanel } from './decision-panel';
import { PlayersPanel } from './players-panel';
import { HandPanel } from './hand-panel';
import { TablePanel } from './table-panel';

export const metadata: Metadata = { title: 'Game' };
export const dynamic = 'force-dynamic';

const PHASE_NAMES: Record<string, string> = {
  setup: 'Setup',
  strategy: 'Strategy phase',
  action: 'Action phase',
  status: 'Status phase',
  agenda: 'Agenda phase',
  ended: 'Game over',
};

export default async function GamePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const api = await serverApi();
  const loaded = await loadForPage(`/game/${id}`, () => api.game.view({ gameId: id }));
  if (!loaded.ok) {
    return (
      <p className="card" data-testid="game-forbidden">
        {loaded.message}.
      </p>
    );
  }
  const g = loaded.value;
  if (g.status === 'lobby' || !g.view) redirect(`/lobby/${id}`);
  const view = g.view;
  const names = g.seats.map((s) => s.name);
  const waitingNames = g.waitingOn.map((s) => names[s] ?? `Seat ${s + 1}`);
  const yourTurn = g.seat !== null && g.waitingOn.includes(g.seat);
  const winner = view.winner === null ? null : names[view.winner];
  const groups = groupOptions(g.options);

  return (
    <div className="space-y-4" data-testid="game-page" data-version={g.version}>
      <VersionPoller gameId={id} version={g.version} />
      <header className="space-y-1">
        <h1 className="text-xl font-bold" data-testid="game-name">
          {g.name}
        </h1>
        <p className="text-slate-300" data-testid="game-phase">
          {PHASE_NAMES[view.phase] ?? view.phase}
          {view.round > 0 ? ` · round ${view.round}` : ''} · speaker {names[view.speaker]}
          {g.seat === null ? ' · spectating' : ''}
        </p>
        {winner ? (
          <p className="font-semibold text-gold-400" data-testid="game-winner">
            {winner} wins the game!
          </p>
        ) : (
          <p className={yourTurn ? 'font-semibold text-gold-400' : 'text-slate-400'} data-testid="waiting-on">
            {yourTurn ? 'The game waits on you. ' : ''}
            {waitingNames.length > 0 ? `Waiting on ${waitingNames.join(', ')}` : ''}
          </p>
        )}
      </header>

      {g.seat !== null && (
        <DecisionPanel gameId={id} version={g.version} groups={groups} waitingOnYou={yourTurn} waitingNames={waitingNames} />
      )}

      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section className="card self-start overflow-hidden p-2" aria-label="Galaxy map">
          <div
            className="mx-auto w-full max-w-[900px] [&>svg]:h-auto [&>svg]:w-full"
            data-testid="galaxy-map"
            dangerouslySetInnerHTML={{ __html: mapSvg(view) }}
          />
        </section>
        <div className="space-y-4">
          <PlayersPanel view={view} waitingOn={g.waitingOn} />
          <TablePanel view={view} names={names} />
          {g.seat !== null && <HandPanel player={view.players[g.seat]} names={names} />}
        </div>
      </div>
    </div>
  );
}

/** Buttons grouped under the engine's headings, in the order the engine listed them. */
function groupOptions<O extends { group: string }>(options: O[]): { group: string; options: O[] }[] {
  const groups: { group: string; options: O[] }[] = [];
  for (const o of options) {
    const g = groups.find((x) => x.group === o.group);
    if (g) g.options.push(o);
    else groups.push({ group: o.group, options: [o] });
  }
  return groups;
}
