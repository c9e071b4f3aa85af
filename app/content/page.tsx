// What works: the content ledger (docs/content.md) as a page — what a new game deals, each faction sheet's
// completeness, and every component with its status. Public, and a pure function of the engine's ledger.
import type { Metadata } from 'next';
import {
  CONTENT_CLASSES,
  FACTION_PARTS,
  LEDGER,
  allFactionCompleteness,
  contentInPlay,
  isWorking,
  type ContentClass,
} from '@/engine/index';
import { NotWorkingYet } from '../_components/not-working-yet';

export const metadata: Metadata = { title: 'What works' };

function counts(cls: ContentClass): { working: number; total: number } {
  const ids = LEDGER[cls].ids;
  return { working: ids.filter((id) => isWorking(cls, id)).length, total: ids.length };
}

export default function ContentPage() {
  return (
    <div className="space-y-4" data-testid="content-page">
      <div className="space-y-2">
        <h1 className="text-2xl font-bold">What works</h1>
        <p className="text-slate-300">
          Mecatol is still growing. A component the engine does not play yet is never dealt: its card stays out of its
          deck. What cannot be left out — technologies you may research, faction abilities, units and leaders on a
          faction sheet — is marked <NotWorkingYet /> wherever you meet it.
        </p>
      </div>

      <section className="card space-y-2" aria-label="In play">
        <h2 className="text-lg font-semibold">In play in a new game</h2>
        <ul className="space-y-1" data-testid="content-in-play-list">
          {contentInPlay().map((c) => (
            <li key={c.what}>
              <span className="font-medium tabular-nums">
                {c.inPlay} of {c.total}
              </span>{' '}
              {c.what}
            </li>
          ))}
        </ul>
      </section>

      <section className="card space-y-2 overflow-x-auto" aria-label="Factions">
        <h2 className="text-lg font-semibold">Factions</h2>
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-slate-400">
              <th className="py-1 pr-2 font-medium">Faction</th>
              {FACTION_PARTS.map((p) => (
                <th key={p} className="px-1 py-1 font-medium">
                  {p}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-space-700">
            {allFactionCompleteness().map((f) => (
              <tr key={f.faction} data-testid={`content-faction-${f.faction}`}>
                <td className="py-1 pr-2">{f.name}</td>
                {FACTION_PARTS.map((p) => (
                  <td key={p} className="px-1 py-1 tabular-nums">
                    {f.parts[p].working.length}/{f.parts[p].ids.length}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      {CONTENT_CLASSES.map((cls) => {
        const c = LEDGER[cls];
        const { working, total } = counts(cls);
        return (
          <section key={cls} className="card" aria-label={c.title} data-testid={`content-${cls}`}>
            <details>
              <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2">
                <span className="text-lg font-semibold">{c.title}</span>
                <span className="tabular-nums text-slate-300">
                  {working} of {total} work
                </span>
              </summary>
              <ul className="space-y-1 pb-2 text-sm">
                {c.ids.map((id) => {
                  const s = c.status[id];
                  return (
                    <li key={id} className="rounded bg-space-800 px-2 py-1">
                      <span className="font-medium">{c.name(id)}</span>
                      {s?.state !== 'implemented' && <NotWorkingYet />}
                      {s?.note && <p className="text-slate-400">{s.note}</p>}
                    </li>
                  );
                })}
              </ul>
            </details>
          </section>
        );
      })}
    </div>
  );
}
