// LRR 8 the agenda being voted on: its card and what each outcome does, the voting order (speaker last), every
// vote cast so far with the planets exhausted for it, abstentions, predictions, and the tally per outcome.
import type { GameView } from '@/engine/index';
import type { RoundInfo } from '@/engine/index';
import { ACTION_CARDS } from '@/engine/index';
import { agendaWords } from './display';

interface Props {
  readonly view: GameView;
  readonly round: RoundInfo | null;
  readonly names: readonly string[];
  readonly waitingOn: readonly number[];
}

/** The name of the action card a prediction was made with (riders), if it is one. */
const cardName = (id: string): string | null =>
  Object.hasOwn(ACTION_CARDS, id) ? ACTION_CARDS[id as keyof typeof ACTION_CARDS].name : null;

export function AgendaPanel({ view, round, names, waitingOn }: Props) {
  const current = view.agenda?.current ?? null;
  const info = round?.agenda ?? null;
  if (view.phase !== 'agenda' || !current || !info) return null;
  const card = agendaWords(current.agenda);
  const hidden = current.hidden !== null ? agendaWords(current.hidden) : null;
  const outcomeLabel = (id: string) => info.outcomes.find((o) => o.id === id)?.label ?? id;
  const totals = info.outcomes.map((o) => ({ ...o, votes: info.tally[o.id] ?? 0 }));
  const most = Math.max(0, ...totals.map((t) => t.votes));

  return (
    <section
      className="card space-y-3"
      aria-label="Agenda"
      data-testid="agenda-panel"
      data-agenda={`${view.agenda?.number ?? 1}:${current.agenda}`}
    >
      <div>
        <p className="text-sm text-slate-400">
          Agenda {view.agenda?.number ?? 1} of 2 · {card.type === 'law' ? 'Law' : 'Directive'}
        </p>
        <h2 className="text-lg font-semibold" data-testid="agenda-name">
          {card.name}
        </h2>
        {hidden && (
          <p className="text-sm text-amber-200">
            Covert Legislation: the real agenda is {hidden.name} (only you, the speaker, see this).
          </p>
        )}
        <dl className="mt-1 space-y-1 text-sm">
          {(hidden ?? card).effects.map((e) => (
            <div key={e.when}>
              <dt className="inline font-medium text-gold-400">{e.when}: </dt>
              <dd className="inline text-slate-300">{e.text}</dd>
            </div>
          ))}
        </dl>
      </div>

      <div>
        <h3 className="font-medium">Votes so far</h3>
        <ul className="space-y-1 text-sm" data-testid="agenda-tally">
          {totals.map((t) => (
            <li
              key={t.id}
              className="flex items-center justify-between gap-2 rounded bg-space-800 px-2 py-1"
              data-testid={`agenda-outcome-${t.id}`}
            >
              <span>{t.label}</span>
              <span
                className={`tabular-nums ${t.votes > 0 && t.votes === most ? 'font-bold text-gold-400' : 'text-slate-300'}`}
              >
                {t.votes} vote{t.votes === 1 ? '' : 's'}
              </span>
            </li>
          ))}
        </ul>
      </div>

      <div>
        <h3 className="font-medium">Voting order (speaker last)</h3>
        <ol className="space-y-1 text-sm" data-testid="agenda-voters">
          {info.votingOrder.map((seat) => {
            const cast = current.votes.find((v) => v.seat === seat);
            const abstained = current.abstained.includes(seat);
            const barred = current.cannotVote.includes(seat) || (view.agenda?.barred ?? []).includes(seat);
            const status = cast
              ? `${cast.votes} vote${cast.votes === 1 ? '' : 's'} for ${outcomeLabel(cast.outcome)}`
              : abstained
                ? 'abstained'
                : barred
                  ? 'cannot vote on this agenda'
                  : waitingOn.includes(seat)
                    ? 'deciding…'
                    : 'to vote';
            return (
              <li key={seat} className="flex flex-wrap justify-between gap-x-2" data-testid={`agenda-voter-${seat}`}>
                <span>
                  {names[seat] ?? `Seat ${seat + 1}`}
                  {seat === view.speaker ? ' (speaker)' : ''}
                </span>
                <span className="text-slate-400">
                  {status}
                  {cast && cast.planets.length > 0
                    ? ` · ${cast.planets.length} planet${cast.planets.length === 1 ? '' : 's'} exhausted`
                    : ''}
                </span>
              </li>
            );
          })}
        </ol>
      </div>

      {current.predictions.length > 0 && (
        <div>
          <h3 className="font-medium">Predictions</h3>
          <ul className="text-sm text-slate-300">
            {current.predictions.map((p, i) => (
              <li key={i}>
                {names[p.seat]} predicts {outcomeLabel(p.outcome)}
                {cardName(p.source) ? ` (${cardName(p.source)})` : ''}
              </li>
            ))}
          </ul>
        </div>
      )}
      {(current.peeks ?? []).map((p, i) => (
        <p key={i} className="text-sm text-amber-200" data-testid="agenda-peek">
          Insider Information: the next agenda card is {agendaWords(p.card).name} (only you see this).
        </p>
      ))}
      {current.outcome !== null && (
        <p className="font-medium text-gold-400" data-testid="agenda-outcome">
          Outcome: {outcomeLabel(current.outcome)}
        </p>
      )}
    </section>
  );
}
