'use client';
// 8.22 riders: while the agenda is revealed ("after an agenda is revealed" window), pick one of your rider cards and
// the outcome it predicts. Both lists come from the engine's own options (use-ability with an outcome target), so the
// form offers exactly what the engine would accept; the option buttons below stay as they are.
import { useMemo, useState } from 'react';
import type { DecisionFormProps } from './types';

interface RiderPlay {
  readonly ability: string;
  readonly card: string;
  readonly outcome: string;
  readonly outcomeLabel: string;
}

export function RiderForm({ decision, options, busy, submit }: DecisionFormProps) {
  const plays = useMemo(() => {
    const out: RiderPlay[] = [];
    for (const o of options) {
      const c = o.command;
      if (c.type !== 'use-ability' || typeof c.targets?.outcome !== 'string') continue;
      // Labels read "<card>: predict <outcome>" (engine/abilities/window-flow.ts windowOptions).
      const [card, rest] = o.label.split(': predict ');
      if (!card || rest === undefined) continue;
      out.push({ ability: c.ability, card, outcome: c.targets.outcome, outcomeLabel: rest });
    }
    return out;
  }, [options]);
  const cards = [...new Map(plays.map((p) => [p.ability, p.card])).entries()];
  const [ability, setAbility] = useState<string>(cards[0]?.[0] ?? '');
  const [outcome, setOutcome] = useState<string>('');
  if (decision.kind !== 'window' || decision.window !== 'after-agenda-revealed' || plays.length === 0) return null;

  const outcomes = plays.filter((p) => p.ability === ability);
  const picked = outcomes.find((p) => p.outcome === outcome);
  return (
    <form
      className="space-y-3 rounded-lg border border-space-600 p-3"
      data-testid="rider-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (!picked) return;
        submit(
          { type: 'use-ability', ability: picked.ability, targets: { outcome: picked.outcome } },
          `${picked.card}: predict ${picked.outcomeLabel}`,
        );
      }}
    >
      <h3 className="font-semibold text-gold-400">Play a rider</h3>
      <p className="text-sm text-slate-300">
        You will not vote on this agenda. If the outcome you predict is the one resolved, the rider takes effect.
      </p>
      <div>
        <label className="label" htmlFor="rider-card">
          Rider
        </label>
        <select
          id="rider-card"
          className="field"
          value={ability}
          onChange={(e) => {
            setAbility(e.target.value);
            setOutcome('');
          }}
          data-testid="rider-card"
        >
          {cards.map(([id, name]) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label className="label" htmlFor="rider-outcome">
          Predicted outcome
        </label>
        <select
          id="rider-outcome"
          className="field"
          value={outcome}
          onChange={(e) => setOutcome(e.target.value)}
          data-testid="rider-outcome"
        >
          <option value="">Choose an outcome…</option>
          {outcomes.map((p) => (
            <option key={p.outcome} value={p.outcome}>
              {p.outcomeLabel}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn-primary w-full" disabled={busy || !picked} data-testid="rider-submit">
        {picked ? `Play ${picked.card}: predict ${picked.outcomeLabel}` : 'Choose a predicted outcome'}
      </button>
    </form>
  );
}
