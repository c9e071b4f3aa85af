// A player's faction sheet (public): faction abilities, faction technologies, promissory notes, flagship, mech and
// leaders, each with its text; what the engine does not play yet is marked "not working yet" (docs/content.md).
import { factionSheet } from '../../_lib/engine-display';
import { NotWorkingYet } from '../../_components/not-working-yet';

export function FactionSheet({ faction, seat }: { faction: string; seat: number }) {
  const entries = factionSheet(faction);
  if (entries.length === 0) return null;
  const working = entries.filter((e) => e.working).length;
  return (
    <details className="text-sm" data-testid={`faction-sheet-${seat}`}>
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
