// LRR 98 the victory point track: every player's marker from 0 to the game's goal (10 or 14).
import type { GameView } from '@/engine/index';
import { colorFill } from '../../../_components/color-swatch';
import { victoryPoints } from '../../../_lib/engine-display';

export function VpTrack({ view, names }: { view: GameView; names: readonly string[] }) {
  const goal = view.config.victoryPoints;
  const points = view.players.map((p) => ({ seat: p.seat, color: p.color, vp: Math.min(goal, victoryPoints(p)) }));
  const leader = Math.max(...points.map((p) => p.vp));
  return (
    <section className="card space-y-2" aria-label="Victory point track" data-testid="vp-track">
      <h2 className="flex justify-between text-lg font-semibold">
        Victory points <span className="text-sm font-normal text-slate-400">first to {goal} wins</span>
      </h2>
      <ol className={`grid gap-px ${goal === 14 ? 'grid-cols-15' : 'grid-cols-11'}`}>
        {Array.from({ length: goal + 1 }, (_, n) => {
          const here = points.filter((p) => p.vp === n);
          return (
            <li
              key={n}
              className={`flex min-h-11 flex-col items-center justify-start rounded-sm pt-0.5 text-[10px] ${n === goal ? 'bg-gold-500/20' : 'bg-space-800'}`}
              aria-label={here.length > 0 ? `${n} points: ${here.map((p) => names[p.seat]).join(', ')}` : `${n} points`}
            >
              <span className="text-slate-400">{n}</span>
              <span className="flex flex-wrap justify-center gap-px">
                {here.map((p) => (
                  <span
                    key={p.seat}
                    className={`block h-2.5 w-2.5 rounded-full border border-slate-400 ${colorFill(p.color)}`}
                  />
                ))}
              </span>
            </li>
          );
        })}
      </ol>
      <ul className="flex flex-wrap gap-x-3 text-sm">
        {points
          .slice()
          .sort((a, b) => b.vp - a.vp)
          .map((p) => (
            <li
              key={p.seat}
              className={p.vp === leader && leader > 0 ? 'font-semibold' : ''}
              data-testid={`vp-${p.seat}`}
            >
              {names[p.seat]} {p.vp}
            </li>
          ))}
      </ul>
    </section>
  );
}
