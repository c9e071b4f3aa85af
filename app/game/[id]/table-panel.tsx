// The common play area: strategy cards (who holds each, trade goods on the unchosen), revealed objectives, laws.
import type { GameView } from '@/engine/index';
import { initiative, objective, objectiveCondition, strategyCard } from '../../_lib/engine-display';

export function TablePanel({ view, names }: { view: GameView; names: readonly string[] }) {
  const cards = Object.entries(view.strategyCards).sort(([a], [b]) => initiative(a) - initiative(b));
  return (
    <section className="card space-y-3" aria-label="Table">
      <div>
        <h2 className="text-lg font-semibold">Strategy cards</h2>
        <ul className="grid grid-cols-2 gap-1 text-sm" data-testid="strategy-cards">
          {cards.map(([id, c]) => (
            <li key={id} className="flex justify-between gap-2 rounded bg-space-800 px-2 py-1" data-testid={`strategy-card-${id}`}>
              <span>
                {initiative(id)} {strategyCard(id).name}
              </span>
              <span className="text-slate-400">
                {c.holder !== null ? names[c.holder] : c.tradeGoods > 0 ? `+${c.tradeGoods} TG` : ''}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h2 className="text-lg font-semibold">Objectives</h2>
        {view.objectives.revealed.length === 0 ? (
          <p className="text-sm text-slate-500">None revealed yet ({view.objectives.unrevealedCount} face down).</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {view.objectives.revealed.map((id) => {
              const scored = view.objectives.scoredBy[id] ?? [];
              return (
                <li key={id} className="rounded bg-space-800 px-2 py-1">
                  <details>
                    <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2">
                      <span>{objective(id).name}</span>
                      <span className="text-slate-400">{scored.map((s) => names[s]).join(', ')}</span>
                    </summary>
                    <p className="pb-2 text-slate-400">{objectiveCondition(id)}</p>
                  </details>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {view.laws.length > 0 && (
        <div>
          <h2 className="text-lg font-semibold">Laws</h2>
          <ul className="text-sm">
            {view.laws.map((l) => (
              <li key={l.id}>{l.id}{l.electedTarget ? ` (${l.electedTarget})` : ''}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
