// LRR 7 laws in play: each with what it does, what it was elected on, and whose play area holds it (7.4).
import type { RoundInfo } from '@/engine/index';
import { agendaWords } from './display';

export function LawsPanel({ round, names }: { round: RoundInfo | null; names: readonly string[] }) {
  const laws = round?.laws ?? [];
  return (
    <div data-testid="laws">
      <h2 className="text-lg font-semibold">Laws in play</h2>
      {laws.length === 0 ? (
        <p className="text-sm text-slate-400">No laws yet.</p>
      ) : (
        <ul className="space-y-1 text-sm">
          {laws.map((law) => {
            const words = agendaWords(law.id);
            const effect = words.effects.find((e) => e.when !== 'Against');
            return (
              <li key={law.id} className="rounded bg-space-800 px-2" data-testid={`law-${law.id}`}>
                <details>
                  <summary className="flex min-h-11 cursor-pointer flex-wrap items-center justify-between gap-x-2">
                    <span>{law.name}</span>
                    <span className="text-slate-400">
                      {law.owner !== null
                        ? `held by ${names[law.owner] ?? `Seat ${law.owner + 1}`}`
                        : law.target
                          ? `on ${law.target}`
                          : 'common play area'}
                    </span>
                  </summary>
                  {effect && <p className="pb-2 text-slate-400">{effect.text}</p>}
                </details>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
