// Looking back (issue 16): step through the game's commands and see each moment as you could see it then — the
// galaxy, the round, and what that command did — rebuilt on the server from the command log (server/game/history.ts).
// A server component with plain links: stepping needs no JavaScript.
import type { Metadata } from 'next';
import Link from 'next/link';
import { boardNames, renderMapSvg } from '@/engine/index';
import { eventNames } from '@/server/game/event-names';
import { loadPage, phaseName } from '../../../_lib/page-data';
import { describeEvent } from '../tactical/describe-event';

export const metadata: Metadata = { title: 'History' };
export const dynamic = 'force-dynamic';

const stepOf = (raw: string | string[] | undefined): number | null => {
  const n = Number(Array.isArray(raw) ? raw[0] : raw);
  return Number.isInteger(n) && n >= 0 ? n : null;
};

export default async function HistoryPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { id } = await params;
  const asked = stepOf((await searchParams).step);
  // Without a step, the latest moment; the page links to the others.
  const loaded = await loadPage(`/game/${id}/history`, (api) =>
    api.game.history({ gameId: id, step: asked ?? 1_000_000 }),
  );
  if (!loaded.ok) {
    return (
      <p className="card" data-testid="history-forbidden">
        {loaded.message}.
      </p>
    );
  }
  const m = loaded.value;
  const v = m.view;
  const seats = v.players.map((p) => p.name);
  const names = boardNames(v);
  const labels = { seats, systems: names.systems, planets: names.planets, names: eventNames(v) };
  const svg = renderMapSvg(v, { title: `The galaxy after command ${m.step}`, idPrefix: 'history' });
  const link = (step: number) => `/game/${id}/history?step=${step}`;
  const nav = [
    { label: 'First', step: 0, disabled: m.step === 0 },
    { label: 'Previous', step: m.step - 1, disabled: m.step === 0 },
    { label: 'Next', step: m.step + 1, disabled: m.step >= m.steps },
    { label: 'Latest', step: m.steps, disabled: m.step >= m.steps },
  ];
  return (
    <div className="space-y-4" data-testid="history-page" data-step={m.step}>
      <header className="space-y-1">
        <h1 className="text-xl font-bold">History</h1>
        <p className="text-slate-300" data-testid="history-position">
          Command {m.step} of {m.steps} · Round {v.round} · {phaseName(v.phase)}
          {m.at !== null ? ` · ${new Date(m.at).toUTCString()}` : ''}
        </p>
        <p className="text-sm text-slate-400">
          What you see is what you could see at that moment.{' '}
          <Link href={`/game/${id}`} className="inline-flex min-h-11 items-center text-gold-400 underline">
            Back to the game
          </Link>
        </p>
      </header>
      <nav className="flex flex-wrap gap-2" aria-label="Step through the game">
        {nav.map((n) =>
          n.disabled ? (
            <span key={n.label} className="btn-secondary opacity-50" aria-disabled="true">
              {n.label}
            </span>
          ) : (
            <Link
              key={n.label}
              className="btn-secondary"
              href={link(n.step)}
              data-testid={`history-${n.label.toLowerCase()}`}
            >
              {n.label}
            </Link>
          ),
        )}
      </nav>
      <section className="card space-y-1" data-testid="history-events">
        <h2 className="font-semibold">
          {m.seat === null ? 'The game as it was dealt' : `${seats[m.seat] ?? `Seat ${m.seat + 1}`}'s command`}
        </h2>
        {m.events.length === 0 ? null : (
          <ul className="list-disc pl-5 text-sm">
            {m.events.map((e, i) => (
              <li key={i}>{describeEvent(e, labels)}</li>
            ))}
          </ul>
        )}
      </section>
      <section className="card" aria-label="The galaxy then" dangerouslySetInnerHTML={{ __html: svg }} />
    </div>
  );
}
