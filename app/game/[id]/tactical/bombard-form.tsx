'use client';
// LRR 15.1, 49.1: which planet each bombarding unit bombards. The units and the planets that may be bombarded come
// from the engine's own options (every unit against one planet each), so the form needs no rule: it lets the player
// split the units between those planets.
import { useState } from 'react';
import type { Command } from '@/engine/index';
import type { DecisionFormProps } from '../forms/types';
import { Stepper } from './stepper';
import { useTactical } from './tactical-data';

type Bombard = Extract<Command, { type: 'bombard' }>;
type Target = Bombard['targets'][number];

export function BombardForm({ gameId, decision, options, busy, submit }: DecisionFormProps) {
  const tactical = useTactical(gameId, decision.id);
  const [picks, setPicks] = useState<Record<string, number>>({});
  if (decision.kind !== 'bombardment') return null;
  const targets = options.flatMap((o) => (o.command.type === 'bombard' ? o.command.targets : []));
  const planets = [...new Set(targets.map((t) => t.planet))];
  const units = new Map<Target['unit'], number>();
  for (const t of targets) units.set(t.unit, Math.max(units.get(t.unit) ?? 0, t.count));
  // Nothing to split: one planet, and the engine's buttons already offer "all of them" and "none".
  if (planets.length < 2) return null;
  const key = (planet: string, unit: string) => `${planet}|${unit}`;
  const usedOf = (unit: string) => planets.reduce((n, p) => n + (picks[key(p, unit)] ?? 0), 0);
  const chosen: Target[] = planets.flatMap((planet) =>
    [...units.keys()].flatMap((unit) => {
      const count = picks[key(planet, unit)] ?? 0;
      return count > 0 ? [{ planet, unit, count }] : [];
    }),
  );
  const planetName = (id: string) => tactical.data?.names.planets[id] ?? id;

  return (
    <form
      className="space-y-3 rounded-lg border border-space-600 p-3"
      data-testid="bombard-form"
      onSubmit={(e) => {
        e.preventDefault();
        submit(
          { type: 'bombard', targets: chosen },
          `Bombard ${chosen.map((t) => `${planetName(t.planet)} with ${t.count} ${t.unit}`).join(', ')}`,
        );
      }}
    >
      <h3 className="font-semibold text-gold-400">Bombardment targets</h3>
      {planets.map((planet) => (
        <fieldset key={planet} className="space-y-2 rounded-lg border border-space-700 p-2">
          <legend className="px-1 text-sm font-semibold">{planetName(planet)}</legend>
          {[...units].map(([unit, max]) => (
            <Stepper
              key={unit}
              label={unit}
              value={picks[key(planet, unit)] ?? 0}
              max={(picks[key(planet, unit)] ?? 0) + max - usedOf(unit)}
              disabled={busy}
              onChange={(n) => setPicks((p) => ({ ...p, [key(planet, unit)]: n }))}
              testId={`bombard-${planet}-${unit}`}
            />
          ))}
        </fieldset>
      ))}
      <button
        type="submit"
        className="btn-primary w-full"
        disabled={busy || chosen.length === 0}
        data-testid="bombard-submit"
      >
        Bombard
      </button>
    </form>
  );
}
