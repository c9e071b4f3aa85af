// A player's faction sheet (public): faction abilities, faction technologies, promissory notes, flagship, mech and
// leaders, each with its text; what the engine does not play yet is marked "not working yet" (docs/content.md).
// The texts are the same in every game, so the game page only links to them (FactionSheetLink) and the sheets are
// read on their own page (factions/page.tsx): every text a page renders is shipped twice, in its HTML and in Next's
// in-page data.
import Link from 'next/link';
import { factionSheet } from '../../_lib/engine-display';
import { NotWorkingYet } from '../../_components/not-working-yet';

export function FactionSheet({ faction, seat, open = false }: { faction: string; seat: number; open?: boolean }) {
  const entries = factionSheet(faction);
  if (entries.length === 0) return null;
  const working = entries.filter((e) => e.working).length;
  return (
    <details className="text-sm" data-testid={`faction-sheet-${seat}`} open={open}>
      <summary className="flex min-h-11 cursor-pointer items-center text-slate-300">
        Faction sheet · {working} of {entries.length} working
      </summary>
      <ul className="space-y-1 pb-2">
        {entries.map((e) => (
          <li key={`${e.kind}-${e.id}`} className="rounded bg-space-800 px-2 py-1" data-testid={`sheet-${e.id}`}>
            <span className="text-xs text-slate-400">{e.kind} · </span>
            <span className="font-medium">{e.name}</span>
            {!e.working && <NotWorkingYet />}
            {e.text && <p className="text-slate-400">{e.text}</p>}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** On the game page: how much of the sheet works, and the way to read it. */
export function FactionSheetLink({ gameId, faction, seat }: { gameId: string; faction: string; seat: number }) {
  const entries = factionSheet(faction);
  if (entries.length === 0) return null;
  const working = entries.filter((e) => e.working).length;
  return (
    <p className="text-sm">
      <Link
        href={`/game/${gameId}/factions#faction-${seat}`}
        className="inline-flex min-h-11 items-center gap-1 text-slate-300"
        data-testid={`faction-sheet-link-${seat}`}
      >
        Faction sheet · {working} of {entries.length} working · <span className="text-gold-400 underline">read</span>
      </Link>
    </p>
  );
}
