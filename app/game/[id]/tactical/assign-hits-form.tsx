'use client';
// LRR 31.1, 87 (sustain damage), 78.6, 42.2, 77.5, 10.2, 15.2: assign the hits produced against your units. For each
// unit type that may take them: how many sustain damage (cancelling a hit each, or two with Non-Euclidean
// Shielding) and how many are destroyed. Starts from the engine's default; the engine judges the result.
import { useEffect, useMemo, useState } from 'react';
import type { Command } from '@/engine/index';
import type { DecisionFormProps } from '../forms/types';
import { Stepper } from './stepper';
import { useTactical } from './tactical-data';

type Counts = Record<string, number>;
type AssignHits = Extract<Command, { type: 'assign-hits' }>;

const total = (r: Counts) => Object.values(r).reduce((a, b) => a + b, 0);
const clean = (r: Counts) => Object.fromEntries(Object.entries(r).filter(([, n]) => n > 0)) as AssignHits['sustain'];

const CAUSES: Record<string, string> = {
  'space-combat': 'space combat',
  'ground-combat': 'ground combat',
  'space-cannon': 'space cannon',
  'anti-fighter-barrage': 'anti-fighter barrage',
  bombardment: 'bombardment',
};

export function AssignHitsForm({ gameId, decision, options, view, seat, names, busy, submit }: DecisionFormProps) {
  const tactical = useTactical(gameId, decision.id);
  // The engine's first option is its default assignment (sustain damage first, then the cheapest units).
  const first = options.find((o) => o.command.type === 'assign-hits')?.command as AssignHits | undefined;
  const [sustain, setSustain] = useState<Counts>(() => ({ ...(first?.sustain as Counts | undefined) }));
  const [destroy, setDestroy] = useState<Counts>(() => ({ ...(first?.destroy as Counts | undefined) }));
  const firstKey = JSON.stringify(first ?? null);
  useEffect(() => {
    setSustain({ ...(first?.sustain as Counts | undefined) });
    setDestroy({ ...(first?.destroy as Counts | undefined) });
    // Reset when the engine's default changes (a new round of hits); `first` is compared by content.
  }, [firstKey]);

  const spec = decision.kind === 'assign-hits' ? decision.hits[String(seat)] : undefined;
  const stack = useMemo(() => {
    if (decision.kind !== 'assign-hits') return undefined;
    const sys = view.board.systems[decision.system];
    return decision.planet === null ? sys?.space[String(seat)] : sys?.planets[decision.planet]?.units[String(seat)];
  }, [decision, view, seat]);
  if (decision.kind !== 'assign-hits' || !spec || !decision.waitingOn.includes(seat)) return null;

  const cancels = tactical.data?.sustainCancels ?? 1;
  const units = spec.eligible
    .map((type) => ({
      type,
      count: stack?.counts[type] ?? 0,
      undamaged: (stack?.counts[type] ?? 0) - (stack?.damaged[type] ?? 0),
      canSustain: spec.sustain && (tactical.data?.units[type]?.sustainDamage ?? (sustain[type] ?? 0) > 0),
    }))
    .filter((u) => u.count > 0);
  // 87.1, 31.1: each sustain damage cancels hits; every hit not cancelled destroys a unit, as far as units last.
  const cancelled = Math.min(spec.count, cancels * total(sustain));
  const need = Math.min(
    spec.count - cancelled,
    units.reduce((n, u) => n + u.count, 0),
  );
  const complete = total(sustain) <= spec.count && total(destroy) === need;
  const by = spec.by === null ? '' : ` by ${names[spec.by] ?? `seat ${spec.by + 1}`}`;
  const where =
    decision.planet === null ? 'in space' : `on ${tactical.data?.names.planets[decision.planet] ?? decision.planet}`;

  return (
    <form
      className="space-y-3 rounded-lg border border-gold-500 p-3"
      data-testid="assign-hits-form"
      onSubmit={(e) => {
        e.preventDefault();
        const label = `Sustain ${total(sustain)}, destroy ${total(destroy)}`;
        submit({ type: 'assign-hits', sustain: clean(sustain), destroy: clean(destroy) }, label);
      }}
    >
      <h3 className="font-semibold text-gold-400">
        Assign {spec.count} hit{spec.count === 1 ? '' : 's'} ({CAUSES[decision.cause] ?? decision.cause}
        {by}) {where}
      </h3>
      {spec.restricted > 0 && (
        <p className="text-sm text-amber-200">
          {spec.restricted} of them must go to non-fighter ships while you have any.
        </p>
      )}
      <ul className="space-y-3">
        {units.map((u) => (
          <li key={u.type} className="space-y-1 rounded-lg border border-space-700 p-2" data-testid={`hits-${u.type}`}>
            <p className="text-sm font-semibold">
              {u.count} {u.type}
              {u.count - u.undamaged > 0 ? ` (${u.count - u.undamaged} damaged)` : ''}
            </p>
            {u.canSustain && (
              <Stepper
                label={`Sustain damage${cancels > 1 ? ` (cancels ${cancels})` : ''}`}
                value={sustain[u.type] ?? 0}
                max={u.undamaged}
                disabled={busy}
                onChange={(n) => setSustain((s) => ({ ...s, [u.type]: n }))}
                testId={`hits-${u.type}-sustain`}
              />
            )}
            <Stepper
              label="Destroy"
              value={destroy[u.type] ?? 0}
              max={u.count}
              disabled={busy}
              onChange={(n) => setDestroy((s) => ({ ...s, [u.type]: n }))}
              testId={`hits-${u.type}-destroy`}
            />
          </li>
        ))}
      </ul>
      <p className={`text-sm ${complete ? 'text-slate-300' : 'text-amber-200'}`} data-testid="hits-covered">
        {cancelled > 0 ? `${cancelled} cancelled by sustain damage; ` : ''}
        destroy {need} unit{need === 1 ? '' : 's'}
        {total(destroy) === need ? '' : ` (${total(destroy)} chosen)`}.
      </p>
      <button
        type="submit"
        className="btn-primary w-full"
        disabled={busy || !complete}
        data-testid="assign-hits-submit"
      >
        Assign hits
      </button>
    </form>
  );
}
