// One player's public holdings on the game page (LRR 64 planets, 90 technologies, 72 reinforcements, 69.6 notes in
// play): a summary line always shown, and the lists behind a tap (each planet with its values, traits, specialties
// and whether it is ready), so a phone shows the whole table at a glance.
// The engine adds them up (engine/queries/holdings.ts); this only lays them out.
import { publicHoldings, type GameView, type HeldPlanet, type PlayerView } from '@/engine/index';
import { promissoryNote } from '../../_lib/engine-display';

const TECH_CHIP = {
  blue: 'border-sky-500 text-sky-200',
  green: 'border-emerald-500 text-emerald-200',
  yellow: 'border-yellow-400 text-yellow-100',
  red: 'border-rose-500 text-rose-200',
  none: 'border-slate-500 text-slate-200',
} as const;

const UNIT_WORDS: Readonly<Record<string, string>> = {
  'war-sun': 'War suns',
  dreadnought: 'Dreadnoughts',
  cruiser: 'Cruisers',
  carrier: 'Carriers',
  destroyer: 'Destroyers',
  fighter: 'Fighters',
  flagship: 'Flagship',
  infantry: 'Infantry',
  mech: 'Mechs',
  pds: 'PDS',
  'space-dock': 'Space docks',
};

/**
 * Rows of a term and its number, styled from the list (not on each of the many rows): every class written on an
 * element is shipped twice, in the page's HTML and in Next's in-page data.
 */
export const STAT_ROWS = '[&>div]:flex [&>div]:justify-between [&>div]:gap-1 [&_dt]:text-slate-400 [&_dd]:tabular-nums';

/** "industrial, blue skip" — a planet's traits and technology specialties in words. */
const planetTags = (p: HeldPlanet): string => [...p.traits, ...p.specialties.map((s) => `${s} skip`)].join(', ');

export function PlayerHoldings({ view, player }: { view: GameView; player: PlayerView }) {
  const h = publicHoldings(view, player.seat);
  const p = h.planets;
  const notes = player.promissoryInPlay.map((id) => promissoryNote(id));
  return (
    <details className="text-sm" data-testid={`player-${player.seat}-holdings`}>
      <summary className="cursor-pointer py-2 text-slate-300" data-testid={`player-${player.seat}-holdings-summary`}>
        {p.count} planet{p.count === 1 ? '' : 's'} · <span className="text-amber-200">{p.resources}</span> resources /{' '}
        <span className="text-sky-200">{p.influence}</span> influence (ready {p.readyResources}/{p.readyInfluence}) ·{' '}
        {h.technologies.length} technolog{h.technologies.length === 1 ? 'y' : 'ies'}
      </summary>
      <div className="space-y-2 pb-2">
        <div>
          <h3 className="text-slate-400">Planets</h3>
          {h.planetList.length === 0 ? (
            <p className="text-slate-400">None.</p>
          ) : (
            <ul className="grid grid-cols-1 gap-x-4 sm:grid-cols-2" data-testid={`player-${player.seat}-planets`}>
              {h.planetList.map((planet) => (
                <li
                  key={planet.id}
                  className="flex justify-between gap-2"
                  data-planet={planet.id}
                  data-exhausted={planet.exhausted ? 'true' : 'false'}
                >
                  <span className={planet.exhausted ? 'text-slate-400' : ''}>
                    {planet.name}
                    {planet.legendary && <span className="text-amber-200"> ★</span>}
                    {planetTags(planet) !== '' && <span className="text-slate-400"> {planetTags(planet)}</span>}
                  </span>
                  <span className="tabular-nums whitespace-nowrap">
                    <span className="text-amber-200">{planet.resources}</span>/
                    <span className="text-sky-200">{planet.influence}</span>
                    <span className="text-slate-400">{planet.exhausted ? ' exhausted' : ' ready'}</span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h3 className="text-slate-400">Technologies</h3>
          {h.technologies.length === 0 ? (
            <p className="text-slate-400">None yet.</p>
          ) : (
            <ul className="flex flex-wrap gap-1" data-testid={`player-${player.seat}-technologies`}>
              {h.technologies.map((t) => (
                <li
                  key={t.id}
                  className={`rounded border px-1.5 ${TECH_CHIP[t.color ?? 'none']} ${t.exhausted ? 'line-through opacity-70' : ''}`}
                  data-color={t.color ?? 'unit-upgrade'}
                >
                  {t.name}
                  {t.exhausted && <span className="sr-only"> (exhausted)</span>}
                </li>
              ))}
            </ul>
          )}
        </div>
        {notes.length > 0 && (
          <div>
            <h3 className="text-slate-400">Promissory notes in play</h3>
            <p data-testid={`player-${player.seat}-notes-in-play`}>
              {notes
                .map((n) =>
                  n.fromSeat !== null && n.fromSeat !== player.seat
                    ? `${n.name} (from ${view.players[n.fromSeat]?.name ?? `seat ${n.fromSeat}`})`
                    : n.name,
                )
                .join(', ')}
            </p>
          </div>
        )}
        <div>
          <h3 className="text-slate-400">Reinforcements</h3>
          <dl
            className={`grid grid-cols-2 gap-x-4 sm:grid-cols-3 ${STAT_ROWS}`}
            data-testid={`player-${player.seat}-reinforcements`}
          >
            {h.reinforcements.map((r) => (
              <div key={r.type}>
                <dt>{UNIT_WORDS[r.type] ?? r.type}</dt>
                <dd>{`${r.left}/${r.of}`}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </details>
  );
}
