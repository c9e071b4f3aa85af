'use client';
// Next to the decision (combat, movement, invasion, agenda): the viewer's action cards that the engine offers at this
// moment, each with its text and one button per way to play it. The page builds the list on the server (cards-now.ts);
// a button sends the engine's own command through the decision panel.
import type { Command } from '@/engine/index';
import type { CardNow } from '../cards-now';

interface Props {
  readonly cards: readonly CardNow[];
  readonly busy: boolean;
  readonly submit: (command: Command, label: string) => void;
}

export function CardsNowList({ cards, busy, submit }: Props) {
  if (cards.length === 0) return null;
  return (
    <section className="space-y-2 rounded-lg border border-gold-500 p-3" data-testid="cards-now" aria-label="Cards now">
      <h3 className="font-semibold text-gold-400">Action cards you can play now</h3>
      <ul className="space-y-2 text-sm">
        {cards.map((c) => (
          <li key={c.key} className="rounded bg-space-800 p-2" data-testid="card-now">
            <p className="font-medium">{c.name}</p>
            <p className="text-slate-400">{c.text}</p>
            <div className="mt-1 flex flex-wrap gap-2">
              {c.plays.map((p, i) => (
                <button
                  key={i}
                  type="button"
                  className="btn-primary"
                  disabled={busy}
                  onClick={() => submit(p.command, `${c.name}: ${p.label}`)}
                  data-testid="card-now-play"
                >
                  Play: {p.label}
                </button>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
