'use client';
// LRR 49.2 commit ground forces, planet by planet, from the active system's space area; 27.2 the custodians token
// (landing on Mecatol Rex while it is there needs the engine's payment option); the ground combat odds of each
// landing against the planet's defenders (space cannon defense included, 77.6).
import { useState } from 'react';
import type { Command, GameView } from '@/engine/index';
import type { DecisionFormProps } from '../forms/types';
import { unitList } from './describe-event';
import { OddsView, useOdds } from './odds-view';
import { Stepper } from './stepper';
import { useTactical } from './tactical-data';

type Commit = Extract<Command, { type: 'commit-ground-forces' }>;
const GROUND = ['infantry', 'mech'] as const;
type Ground = (typeof GROUND)[number];
type Landing = Partial<Record<Ground, number>>;

function defendersOn(
  view: { readonly board: Pick<GameView['board'], 'systems'> },
  system: string,
  planet: string,
  seat: number,
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [owner, stack] of Object.entries(view.board.systems[system]?.planets[planet]?.units ?? {})) {
    if (Number(owner) === seat) continue;
    for (const [t, n] of Object.entries(stack.counts)) if ((n ?? 0) > 0) out[t] = (out[t] ?? 0) + (n ?? 0);
  }
  return out;
}

function PlanetOdds({
  gameId,
  planet,
  landing,
  cacheKey,
  seat,
  names,
}: {
  gameId: string;
  planet: string;
  landing: Landing;
  cacheKey: number;
  seat: number;
  names: readonly string[];
}) {
  const odds = useOdds(gameId, { kind: 'ground', planet, units: landing }, cacheKey);
  return (
    <OddsView answer={odds.data} loading={odds.isFetching} viewer={seat} names={names} title="Ground combat odds" />
  );
}

export function CommitForm({ gameId, decision, options, view, seat, names, busy, submit }: DecisionFormProps) {
  const tactical = useTactical(gameId, decision.id);
  const [landings, setLandings] = useState<Record<string, Landing>>({});
  if (decision.kind !== 'commit-ground-forces') return null;
  const sys = view.board.systems[decision.system];
  const inSpace = sys?.space[String(seat)]?.counts ?? {};
  const planets = Object.keys(sys?.planets ?? {});
  const used = (t: Ground) => Object.values(landings).reduce((n, l) => n + (l[t] ?? 0), 0);
  const planetName = (id: string) => tactical.data?.names.planets[id] ?? id;
  // 27.2: the engine offers the payment for the custodians token in an option when the player can pay.
  const custodians = options
    .map((o) => o.command)
    .find((c): c is Commit => c.type === 'commit-ground-forces' && c.custodians !== undefined)?.custodians;
  const blockedByCustodians = (planet: string) => planet === 'mr' && view.custodiansOnMecatol && !custodians;
  const chosen = Object.entries(landings)
    .map(([planet, units]) => ({
      planet,
      units: Object.fromEntries(Object.entries(units).filter(([, n]) => (n ?? 0) > 0)) as Landing,
    }))
    .filter((l) => Object.keys(l.units).length > 0);
  const toMecatol = chosen.some((l) => l.planet === 'mr') && view.custodiansOnMecatol;

  return (
    <form
      className="space-y-3 rounded-lg border border-space-600 p-3"
      data-testid="commit-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (chosen.length === 0) return;
        const command: Commit = {
          type: 'commit-ground-forces',
          landings: chosen,
          ...(toMecatol && custodians ? { custodians } : {}),
        };
        submit(command, `Land ${chosen.map((l) => `${unitList(l.units)} on ${planetName(l.planet)}`).join('; ')}`);
      }}
    >
      <h3 className="font-semibold text-gold-400">Commit ground forces</h3>
      <p className="text-sm text-slate-300">
        In space: {unitList(Object.fromEntries(GROUND.map((t) => [t, inSpace[t] ?? 0])))}.
      </p>
      {planets.map((planet) => {
        const landing = landings[planet] ?? {};
        const defenders = defendersOn(view, decision.system, planet, seat);
        const owner = sys?.planets[planet]?.owner ?? null;
        const landingAny = GROUND.some((t) => (landing[t] ?? 0) > 0);
        return (
          <fieldset
            key={planet}
            className="space-y-2 rounded-lg border border-space-700 p-2"
            data-testid={`commit-${planet}`}
          >
            <legend className="px-1 text-sm font-semibold">{planetName(planet)}</legend>
            <p className="text-sm text-slate-400">
              {owner === null
                ? 'Uncontrolled'
                : `Controlled by ${owner === seat ? 'you' : (names[owner] ?? `seat ${owner + 1}`)}`}
              {Object.keys(defenders).length > 0 ? ` · defended by ${unitList(defenders)}` : ''}
            </p>
            {blockedByCustodians(planet) ? (
              <p className="text-sm text-amber-200">
                The custodians token is here: removing it costs 6 influence you cannot pay now (27.2).
              </p>
            ) : (
              GROUND.filter((t) => (inSpace[t] ?? 0) > 0).map((t) => (
                <Stepper
                  key={t}
                  label={t}
                  value={landing[t] ?? 0}
                  max={(landing[t] ?? 0) + (inSpace[t] ?? 0) - used(t)}
                  disabled={busy}
                  onChange={(n) => setLandings((l) => ({ ...l, [planet]: { ...l[planet], [t]: n } }))}
                  testId={`commit-${planet}-${t}`}
                />
              ))
            )}
            {planet === 'mr' && view.custodiansOnMecatol && custodians && landingAny && (
              <p className="text-sm text-gold-400">
                Landing here first removes the custodians token: you pay 6 influence and gain 1 victory point.
              </p>
            )}
            {landingAny && Object.keys(defenders).length > 0 && (
              <PlanetOdds
                gameId={gameId}
                planet={planet}
                landing={landing}
                cacheKey={decision.id}
                seat={seat}
                names={names}
              />
            )}
          </fieldset>
        );
      })}
      <button
        type="submit"
        className="btn-primary w-full"
        disabled={busy || chosen.length === 0}
        data-testid="commit-submit"
      >
        {chosen.length === 0 ? 'Choose ground forces to land' : 'Land ground forces'}
      </button>
    </form>
  );
}
