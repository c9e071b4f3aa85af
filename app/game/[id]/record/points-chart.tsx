// Victory points by round (issue 16, end-of-game page): one line per player on an SVG chart drawn on the server, with
// the same figures as a table for screen readers and for anyone who prefers numbers. Colours are SVG attributes, not
// style attributes: the Content-Security-Policy allows no inline styles (server/http/security-headers.ts).
import { PLAYER_FILL, type SeatRecord } from '@/engine/index';

const W = 340;
const H = 200;
const PAD = { left: 28, right: 10, top: 10, bottom: 26 };

const ink = (color: string): string => (PLAYER_FILL as Record<string, { ink: string }>)[color]?.ink ?? '#e0e0e0';

export function PointsChart({ seats, goal }: { seats: readonly SeatRecord[]; goal: number }) {
  const rounds = Math.max(1, ...seats.map((s) => s.pointsByRound.length));
  const top = Math.max(goal, ...seats.flatMap((s) => s.pointsByRound));
  const x = (round: number) =>
    PAD.left + (rounds === 1 ? 0 : ((round - 1) * (W - PAD.left - PAD.right)) / (rounds - 1));
  const y = (points: number) => PAD.top + ((top - Math.max(0, points)) * (H - PAD.top - PAD.bottom)) / top;
  const ticks = Array.from({ length: Math.floor(top / 2) + 1 }, (_, i) => i * 2);
  return (
    <figure className="space-y-2" data-testid="points-chart">
      <svg viewBox={`0 0 ${W} ${H}`} className="w-full max-w-xl" role="img" aria-labelledby="points-chart-caption">
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} stroke={t === goal ? '#c9a227' : '#2a3550'} />
            <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end" fontSize="10" fill="#94a3b8">
              {t}
            </text>
          </g>
        ))}
        {Array.from({ length: rounds }, (_, i) => (
          <text key={i} x={x(i + 1)} y={H - 8} textAnchor="middle" fontSize="10" fill="#94a3b8">
            {i + 1}
          </text>
        ))}
        {seats.map((s) => (
          <g key={s.seat} data-seat={s.seat}>
            <polyline
              points={s.pointsByRound.map((p, i) => `${x(i + 1)},${y(p)}`).join(' ')}
              fill="none"
              stroke={ink(s.color)}
              strokeWidth="2.5"
              strokeLinejoin="round"
            />
            {s.pointsByRound.map((p, i) => (
              <circle key={i} cx={x(i + 1)} cy={y(p)} r="3" fill={ink(s.color)} />
            ))}
          </g>
        ))}
      </svg>
      <figcaption id="points-chart-caption" className="text-sm text-slate-400">
        Victory points at the end of each round (the last point is now); the gold line is the goal of {goal}.
      </figcaption>
      <div className="overflow-x-auto">
        <table className="text-sm" data-testid="points-table">
          <caption className="sr-only">Victory points by round</caption>
          <thead>
            <tr>
              <th scope="col" className="pr-3 text-left">
                Player
              </th>
              {Array.from({ length: rounds }, (_, i) => (
                <th key={i} scope="col" className="px-1 text-right font-normal text-slate-400">
                  R{i + 1}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {seats.map((s) => (
              <tr key={s.seat}>
                <th scope="row" className="pr-3 text-left font-normal">
                  {s.name}
                </th>
                {s.pointsByRound.map((p, i) => (
                  <td key={i} className="px-1 text-right tabular-nums">
                    {p}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
