// The viewer's technology tree (LRR 90): by colour, the technologies they own, the ones they could research now
// (90.8 prerequisites met, or 90.14 skipped with a planet's specialty — which one is named), and what each other one
// still lacks. Unit upgrades (97) come last. The engine decides what is researchable (roundInfo().research, the same
// list the research form offers), so the tree never promises what the form would refuse.
import type { GameView, HeldTechnology, RoundInfo } from '@/engine/index';
import { publicHoldings } from '@/engine/index';
import Link from 'next/link';
import { NotWorkingYet } from '../../_components/not-working-yet';

const COLUMNS = [
  { key: 'blue', title: 'Blue', ink: 'text-sky-200', edge: 'border-sky-500' },
  { key: 'green', title: 'Green', ink: 'text-emerald-200', edge: 'border-emerald-500' },
  { key: 'yellow', title: 'Yellow', ink: 'text-yellow-100', edge: 'border-yellow-400' },
  { key: 'red', title: 'Red', ink: 'text-rose-200', edge: 'border-rose-500' },
  { key: 'unit', title: 'Unit upgrades', ink: 'text-slate-200', edge: 'border-slate-500' },
] as const;
export type Column = (typeof COLUMNS)[number]['key'];

/** "2 blue, 1 green" — prerequisites (or what is missing of them) in words. */
function needs(of: Readonly<Record<string, number>>): string {
  return Object.entries(of)
    .filter(([, n]) => n > 0)
    .map(([colour, n]) => `${n} ${colour}`)
    .join(', ');
}

export interface TechRow {
  readonly id: string;
  readonly name: string;
  readonly state: 'owned' | 'now' | 'later';
  readonly detail: string;
  readonly working: boolean;
}

const RANK = { owned: 0, now: 1, later: 2 } as const;

/** The tree's columns: owned first, then researchable now, then the rest; by name within each. */
export function techTreeColumns(
  owned: readonly HeldTechnology[],
  research: RoundInfo['research'],
): ReadonlyMap<Column, readonly TechRow[]> {
  const columns = new Map<Column, TechRow[]>(COLUMNS.map((c) => [c.key, []]));
  const columnOf = (color: string | null): Column => COLUMNS.find((c) => c.key === color)?.key ?? 'unit';
  for (const t of owned) {
    columns.get(t.unitUpgrade ? 'unit' : columnOf(t.color))?.push({
      id: t.id,
      name: t.name,
      state: 'owned',
      detail: t.exhausted ? 'owned, exhausted' : 'owned',
      working: true,
    });
  }
  // 97: unit upgrades have no colour.
  for (const t of research) {
    const skips = t.skips.length > 0 ? ` with the specialty of ${t.skips.join(' and ')}` : '';
    columns.get(columnOf(t.color))?.push({
      id: t.id,
      name: t.name,
      state: t.researchable ? 'now' : 'later',
      detail: t.researchable
        ? `can research now${skips}`
        : `needs ${needs(t.prerequisites)}; missing ${needs(t.missing)}`,
      working: t.working,
    });
  }
  for (const rows of columns.values())
    rows.sort((a, b) => RANK[a.state] - RANK[b.state] || a.name.localeCompare(b.name));
  return columns;
}

/** "3 owned · 12 to research now" — the tree in one line. */
function counts(owned: number, research: RoundInfo['research']): string {
  return `${owned} owned · ${research.filter((t) => t.researchable).length} to research now`;
}

/**
 * On the game page: the tree in one line and a link to it. The tree itself has its own page — sixty-odd rows would
 * make the game page (already the heaviest) slower to show on a phone.
 */
export function TechTreeLink({
  gameId,
  view,
  seat,
  round,
}: {
  gameId: string;
  view: GameView;
  seat: number;
  round: RoundInfo | null;
}) {
  const owned = publicHoldings(view, seat).technologies.length;
  return (
    <section className="card text-sm" aria-label="Your technology tree" data-testid="tech-tree-link">
      <Link
        href={`/game/${gameId}/technologies`}
        className="flex min-h-11 items-center justify-between gap-2"
        data-testid="tech-tree-open"
      >
        <span className="text-lg font-semibold">Technology tree</span>
        <span className="text-slate-400" data-testid="tech-tree-summary">
          {counts(owned, round?.research ?? [])} <span className="text-gold-400 underline">open</span>
        </span>
      </Link>
    </section>
  );
}

export function TechTree({ view, seat, round }: { view: GameView; seat: number; round: RoundInfo | null }) {
  const owned = publicHoldings(view, seat).technologies;
  const research = round?.research ?? [];
  const columns = techTreeColumns(owned, research);
  return (
    <section className="card space-y-3 text-sm" aria-label="Your technology tree" data-testid="tech-tree">
      <p className="text-slate-300" data-testid="tech-tree-counts">
        {counts(owned.length, research)}
      </p>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {COLUMNS.map((c) => {
          const rows = columns.get(c.key) ?? [];
          if (rows.length === 0) return null;
          return (
            <div key={c.key} data-testid={`tech-tree-${c.key}`}>
              <h2 className={`font-medium ${c.ink}`}>
                {c.title} ({rows.filter((r) => r.state === 'owned').length} owned)
              </h2>
              <ul className="mt-1 space-y-1">
                {rows.map((r) => (
                  <li
                    key={r.id}
                    className={`rounded border-l-4 bg-space-800 px-2 py-1 ${r.state === 'owned' ? c.edge : 'border-space-600'}`}
                    data-testid={`tech-tree-item-${r.id}`}
                    data-state={r.state}
                  >
                    <span className={r.state === 'later' ? 'text-slate-400' : 'font-medium'}>{r.name}</span>
                    {!r.working && <NotWorkingYet />}
                    <span className={`block ${r.state === 'now' ? 'text-gold-400' : 'text-slate-400'}`}>
                      {r.detail}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </section>
  );
}
