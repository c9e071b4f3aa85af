'use client';
// 8.6–8.7 voting: choose the outcome and which readied planets to exhaust for their influence, and (8.15) any
// additional votes the engine offers (Predictive Intelligence); the total is shown before sending. The engine's own
// buttons (every ready planet for one outcome, or abstain) stay below.
import { useMemo, useState } from 'react';
import type { DecisionFormProps } from './types';

export function VoteForm({ decision, options, round, busy, submit, view }: DecisionFormProps) {
  const planets = round?.votePlanets ?? [];
  // Outcomes the engine would accept a vote for now (it lists them in its cast-votes options).
  const allowed = useMemo(
    () => new Set(options.flatMap((o) => (o.command.type === 'cast-votes' ? [o.command.outcome] : []))),
    [options],
  );
  const outcomes = (round?.agenda?.outcomes ?? []).filter((o) => allowed.has(o.id));
  // 8.15: sources of additional votes the server lists for the viewer (from the engine), kept to those the engine
  // offers in its cast-votes options right now.
  const sources = useMemo(() => {
    const offered = new Set(
      options.flatMap((o) => (o.command.type === 'cast-votes' ? (o.command.additionalVotes ?? []) : [])),
    );
    return (round?.voteSources ?? []).filter((x) => offered.has(x.id));
  }, [options, round]);
  const [extra, setExtra] = useState<ReadonlySet<string>>(() => new Set());
  const [outcome, setOutcome] = useState<string>('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(planets.map((p) => p.id)));
  // Representative Government: one vote without planets — the engine's buttons already say so.
  const oneVoteEach = view.laws.some((l) => l.id === 'representative-government');
  if (
    decision.kind !== 'vote' ||
    oneVoteEach ||
    (planets.length === 0 && sources.length === 0) ||
    outcomes.length === 0
  )
    return null;

  const used = sources.filter((x) => extra.has(x.id));
  const votes =
    planets.filter((p) => chosen.has(p.id)).reduce((n, p) => n + p.influence, 0) +
    used.reduce((n, x) => n + x.votes, 0);
  const picked = outcomes.find((o) => o.id === outcome);
  const toggle = (id: string) => setChosen((prev) => toggled(prev, id));

  return (
    <form
      className="space-y-3 rounded-lg border border-space-600 p-3"
      data-testid="vote-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (!picked || votes === 0) return;
        const ids = planets.filter((p) => chosen.has(p.id)).map((p) => p.id);
        const additional = used.length > 0 ? { additionalVotes: used.map((x) => x.id) } : {};
        submit(
          { type: 'cast-votes', outcome: picked.id, planets: ids, ...additional },
          `${votes} vote${votes === 1 ? '' : 's'} for ${picked.label}`,
        );
      }}
    >
      <h3 className="font-semibold text-gold-400">Cast your votes</h3>
      <div>
        <label className="label" htmlFor="vote-outcome">
          Outcome
        </label>
        <select
          id="vote-outcome"
          className="field"
          value={outcome}
          onChange={(e) => setOutcome(e.target.value)}
          data-testid="vote-outcome"
        >
          <option value="">Choose an outcome…</option>
          {outcomes.map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <fieldset>
        <legend className="label">Planets to exhaust (their influence is your votes)</legend>
        <ul className="grid gap-1 sm:grid-cols-2">
          {planets.map((p) => (
            <CheckRow
              key={p.id}
              checked={chosen.has(p.id)}
              onToggle={() => toggle(p.id)}
              testId={`vote-planet-${p.id}`}
              name={p.name}
              detail={`${p.influence} influence`}
            />
          ))}
        </ul>
      </fieldset>
      {sources.length > 0 && (
        <fieldset>
          <legend className="label">Additional votes</legend>
          <ul className="grid gap-1">
            {sources.map((x) => (
              <CheckRow
                key={x.id}
                checked={extra.has(x.id)}
                onToggle={() => setExtra((prev) => toggled(prev, x.id))}
                testId={`vote-extra-${x.id}`}
                name={x.name}
                detail={`+${x.votes} votes`}
              />
            ))}
          </ul>
          {extra.has('predictive-intelligence') && (
            <p className="mt-1 text-sm text-slate-300">
              Predictive Intelligence is exhausted if the outcome you vote for is not the one resolved.
            </p>
          )}
        </fieldset>
      )}
      <button
        type="submit"
        className="btn-primary w-full"
        disabled={busy || !picked || votes === 0}
        data-testid="vote-submit"
      >
        {picked
          ? `Cast ${votes} vote${votes === 1 ? '' : 's'} for ${picked.label}`
          : `Choose an outcome (${votes} votes selected)`}
      </button>
    </form>
  );
}

function toggled(set: ReadonlySet<string>, id: string): ReadonlySet<string> {
  const next = new Set(set);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** One tappable row with a checkbox (44 px tall): a planet to exhaust, or a source of additional votes. */
function CheckRow(props: { checked: boolean; onToggle: () => void; testId: string; name: string; detail: string }) {
  return (
    <li>
      <label className="flex min-h-11 items-center gap-3 rounded bg-space-800 px-3">
        <input
          type="checkbox"
          className="h-6 w-6 accent-gold-500"
          checked={props.checked}
          onChange={props.onToggle}
          data-testid={props.testId}
        />
        <span className="flex-1">{props.name}</span>
        <span className="tabular-nums text-slate-300">{props.detail}</span>
      </label>
    </li>
  );
}
