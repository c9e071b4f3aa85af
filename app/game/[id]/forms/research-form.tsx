'use client';
// 90 research, for the Technology card's primary (91.2) and secondary (91.3): every technology the player lacks,
// with its colour and prerequisites (90.8), the specialty planets the engine would use to skip some (90.9), and
// what is still missing for the rest. "Research" sends the engine's own option for that technology; the primary's
// second research (with its payment) is picked from the engine's pairs in the same form.
import { useState } from 'react';
import type { Command } from '@/engine/index';
import { NotWorkingYet } from '../../../_components/not-working-yet';
import { paidElsewhere } from './covers';
import type { DecisionFormProps } from './types';

const COLOR_CLASS: Record<string, string> = {
  blue: 'bg-sky-500',
  green: 'bg-emerald-500',
  red: 'bg-red-500',
  yellow: 'bg-yellow-400',
};

const needs = (counts: Readonly<Record<string, number>>) =>
  Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([color, n]) => `${n} ${color}`)
    .join(', ');

/** The option that researches exactly `tech` (and nothing second), if the engine offered one. */
function singleResearch(
  options: DecisionFormProps['options'],
  tech: string,
): { command: Command; label: string } | undefined {
  return options.find((o) => {
    const c = o.command;
    if (c.type === 'strategic-action' && c.card === 'technology') {
      const r = c.choices?.research as { technology?: string } | null | undefined;
      return r?.technology === tech && (c.choices?.second ?? null) === null;
    }
    // A secondary paid another way (Acquiescence, Jae Mir Kan) stays a button of its own: its label says so.
    if (c.type === 'follow-secondary')
      return !paidElsewhere(c) && (c.choices as { technology?: string } | undefined)?.technology === tech;
    return false;
  });
}

/** The primary's options that research two technologies, each with its payment. */
const pairs = (options: DecisionFormProps['options']) =>
  options.filter(
    (o) =>
      o.command.type === 'strategic-action' &&
      o.command.card === 'technology' &&
      (o.command.choices?.second ?? null) !== null,
  );

export function ResearchForm({ decision, options, round, busy, submit }: DecisionFormProps) {
  const [pair, setPair] = useState(0);
  const technologyDecision =
    (decision.kind === 'action-turn' &&
      options.some((o) => o.command.type === 'strategic-action' && o.command.card === 'technology')) ||
    (decision.kind === 'strategic-secondary' && decision.card === 'technology');
  const techs = round?.research ?? [];
  if (!technologyDecision || techs.length === 0) return null;
  const ready = techs.filter((t) => singleResearch(options, t.id));
  const notYet = techs.filter((t) => !singleResearch(options, t.id));

  return (
    <div className="space-y-2 rounded-lg border border-space-600 p-3" data-testid="research-form">
      <h3 className="font-semibold text-gold-400">Research a technology</h3>
      {ready.length === 0 ? (
        <p className="text-sm text-slate-400">
          No technology can be researched now
          {decision.kind === 'strategic-secondary' ? ' (the secondary costs a strategy token and 4 resources)' : ''}.
        </p>
      ) : (
        <ul className="space-y-1">
          {ready.map((t) => {
            const option = singleResearch(options, t.id)!;
            return (
              <li
                key={t.id}
                className="flex items-center gap-2 rounded bg-space-800 px-2 py-1"
                data-testid={`research-${t.id}`}
              >
                <span
                  className={`h-3 w-3 shrink-0 rounded-full ${t.color ? (COLOR_CLASS[t.color] ?? 'bg-slate-400') : 'bg-slate-500'}`}
                  // A coloured dot that says its colour to a screen reader: an image with a name (a bare span may not
                  // carry aria-label, axe's aria-prohibited-attr).
                  role="img"
                  aria-label={t.color ?? 'unit upgrade'}
                />
                <span className="min-w-0 flex-1 text-sm">
                  <span className="font-medium">{t.name}</span>
                  {!t.working && <NotWorkingYet />}
                  <span className="block text-xs text-slate-400">
                    {needs(t.prerequisites) ? `needs ${needs(t.prerequisites)}` : 'no prerequisites'}
                    {t.skips.length > 0 ? ` · skips with ${t.skips.join(', ')}` : ''}
                  </span>
                </span>
                <button
                  type="button"
                  className="btn-secondary shrink-0"
                  disabled={busy}
                  onClick={() => submit(option.command, option.label)}
                >
                  Research
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {pairs(options).length > 0 && (
        <div className="space-y-1" data-testid="research-pair">
          <label className="block text-sm text-slate-300" htmlFor="research-pair">
            Or research two (the second costs 6 resources)
          </label>
          <select id="research-pair" className="field" value={pair} onChange={(e) => setPair(Number(e.target.value))}>
            {pairs(options).map((o, i) => (
              <option key={i} value={i}>
                {o.label}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="btn-secondary w-full"
            disabled={busy || !pairs(options)[pair]}
            onClick={() => {
              const o = pairs(options)[pair];
              if (o) submit(o.command, o.label);
            }}
          >
            Research both
          </button>
        </div>
      )}
      {notYet.length > 0 && (
        <details>
          <summary className="flex min-h-11 cursor-pointer items-center text-sm text-slate-300">
            Not available yet ({notYet.length})
          </summary>
          <ul className="space-y-1 pb-1 text-xs text-slate-400">
            {notYet.map((t) => (
              <li key={t.id}>
                <span className="text-slate-300">{t.name}</span>
                {!t.working && <NotWorkingYet />}
                {needs(t.missing)
                  ? ` — missing ${needs(t.missing)}`
                  : needs(t.prerequisites)
                    ? ` — needs ${needs(t.prerequisites)}`
                    : ' — not available now'}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
