'use client';
// LRR 89.2 / 58.4 / 95: the movement step as a picker. For each system with ships that can reach the active system
// (the server says which, with the engine's own path check), choose how many of each ship move, the route they take
// (the engine's own, or a detour through a system where units wait), and what they pick up at the start, on the way
// and in the active system (95.1), within their capacity; see the combat odds of that choice; then declare it all at
// once (58.6). The engine judges the command; its ready-made options stay below as buttons.
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { GameView } from '@/engine/index';
import type { DecisionFormProps } from '../forms/types';
import { unitList } from './describe-event';
import { useTRPC } from '../../../_lib/trpc';
import { OddsView, useOdds, useSettled } from './odds-view';
import { Stepper } from './stepper';
import {
  buildMoves,
  capacityOf,
  cargoId,
  cargoMax,
  carried,
  everything,
  moving,
  NO_PICKS,
  placesOf,
  routeIndex,
  setCargo,
  setRoute,
  setShips,
  sum,
  type Picks,
  type Place,
  type Source,
} from './movement-picks';
import { useTactical } from './tactical-data';

function enemyShipsIn(
  view: { readonly board: Pick<GameView['board'], 'systems'> },
  system: string,
  seat: number,
): boolean {
  const space = view.board.systems[system]?.space ?? {};
  return Object.entries(space).some(
    ([owner, stack]) =>
      Number(owner) !== seat &&
      Object.entries(stack.counts).some(([t, n]) => (n ?? 0) > 0 && !['infantry', 'mech'].includes(t)),
  );
}

export function MovementForm({ gameId, decision, view, seat, names, busy, submit }: DecisionFormProps) {
  const tactical = useTactical(gameId, decision.id);
  const [picks, setPicks] = useState<Picks>(NO_PICKS);
  const sources = useMemo(() => tactical.data?.movement ?? [], [tactical.data]);
  const moves = useMemo(() => buildMoves(sources, picks), [sources, picks]);
  const active = decision.kind === 'move-ships' ? decision.system : '';
  const fight = active !== '' && enemyShipsIn(view, active, seat);
  const odds = useOdds(gameId, fight && moves.length > 0 ? { kind: 'move', moves } : null, decision.id);
  const refusal = useMoveRefusal(gameId, moves, decision.id);
  if (decision.kind !== 'move-ships') return null;
  const systemName = (key: string) => tactical.data?.names.systems[key] ?? key;
  const planetName = (id: string) => tactical.data?.names.planets[id] ?? id;

  const shipCount = sum(moving(moves));
  const canMoveAny = sources.some((s) => s.ships.some((x) => x.reaches));
  const load = carried(moves);

  return (
    <form
      className="space-y-3 rounded-lg border border-space-600 p-3"
      data-testid="movement-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (moves.length === 0) return;
        submit(
          { type: 'move-ships', moves },
          `Move ${shipCount} ship${shipCount === 1 ? '' : 's'} into ${systemName(active)}`,
        );
      }}
    >
      <h3 className="font-semibold text-gold-400">Move ships into {systemName(active)}</h3>
      {tactical.isPending && <p className="text-sm text-slate-400">Finding the ships that can reach…</p>}
      {tactical.data && !canMoveAny && (
        <p className="text-sm text-slate-400">None of your ships can reach this system.</p>
      )}
      {canMoveAny && (
        <button
          type="button"
          className="btn-secondary w-full"
          onClick={() => setPicks(everything(sources))}
          data-testid="movement-all"
        >
          Select everything that can reach
        </button>
      )}
      {sources.map((source) => (
        <SourcePicker
          key={source.from}
          source={source}
          sources={sources}
          picks={picks}
          setPicks={setPicks}
          busy={busy}
          systemName={systemName}
          planetName={planetName}
        />
      ))}
      {fight && moves.length > 0 && (
        <OddsView answer={odds.data} loading={odds.isFetching} viewer={seat} names={names} title="Space combat odds" />
      )}
      {moves.length > 0 && (
        <p className="text-sm" data-testid="movement-summary">
          Moving {unitList(moving(moves))}
          {sum(load) > 0 ? `, carrying ${unitList(load)}` : ''}.
        </p>
      )}
      {refusal && (
        <p className="text-sm text-amber-200" data-testid="movement-refusal" role="status">
          {refusal}
        </p>
      )}
      <button
        type="submit"
        className="btn-primary w-full"
        disabled={busy || moves.length === 0 || refusal !== null}
        data-testid="movement-submit"
      >
        {moves.length === 0 ? 'Choose ships to move' : `Move ${shipCount} ship${shipCount === 1 ? '' : 's'}`}
      </button>
    </form>
  );
}

/**
 * Why the engine would refuse this selection (game.moveCheck: the engine judges a copy), as "rule: message"; null
 * while it would accept it, while nothing is chosen, or while the answer for the current choice is not in yet.
 */
function useMoveRefusal(gameId: string, moves: ReturnType<typeof buildMoves>, cacheKey: number): string | null {
  const trpc = useTRPC();
  const settled = useSettled(moves);
  const check = useQuery({
    ...trpc.game.moveCheck.queryOptions({ gameId, moves: settled, cacheKey }),
    enabled: settled.length > 0,
  });
  if (moves.length === 0 || JSON.stringify(settled) !== JSON.stringify(moves) || !check.data || check.data.ok)
    return null;
  return `${check.data.message} (rule ${check.data.rule})`;
}

interface SourceProps {
  readonly source: Source;
  readonly sources: readonly Source[];
  readonly picks: Picks;
  readonly setPicks: (f: (p: Picks) => Picks) => void;
  readonly busy: boolean;
  readonly systemName: (key: string) => string;
  readonly planetName: (id: string) => string;
}

const PLACE_HEADINGS: Record<Place['kind'], string> = {
  start: 'Where they start',
  'on-the-way': 'On the way',
  active: 'Already there',
};

/** One starting system: its ships, the route (when there is a choice) and the pick-ups at each place on it. */
function SourcePicker({ source, sources, picks, setPicks, busy, systemName, planetName }: SourceProps) {
  const ships = picks.ships[source.from];
  const reaching = source.ships.filter((s) => s.reaches);
  if (reaching.length === 0) return null;
  const chosenRoute = routeIndex(source, picks);
  const route = source.routes[chosenRoute];
  const room = capacityOf(source, ships) - sum(picks.cargo[source.from]);
  const places = placesOf(source, picks);
  const hasCapacity = reaching.some((s) => s.capacity > 0);
  // In the (wide) route buttons a system's coordinates stay on the line of its name.
  const placeName = (key: string) => systemName(key).replace(/ \(/, '\u00a0(');
  return (
    <fieldset className="space-y-2 rounded-lg border border-space-700 p-2" data-testid={`move-from-${source.from}`}>
      <legend className="px-1 text-sm font-semibold">From {systemName(source.from)}</legend>
      {source.routes.length > 1 && (
        <div className="space-y-1" role="group" aria-label="Route" data-testid={`move-routes-${source.from}`}>
          <p className="text-sm text-slate-400">Route (units on the way can be picked up)</p>
          {source.routes.map((r, i) => {
            const via = r.path.slice(0, -1);
            const waiting = r.stops.filter((s) => !s.active).map((s) => s.system);
            // The heading names a detour's systems already: say where to pick up only when it is not at each of them.
            const pickUp =
              waiting.length === 0
                ? null
                : i > 0 && via.every((k) => waiting.includes(k))
                  ? 'pick up on the way'
                  : `pick up in ${waiting.map(placeName).join(', ')}`;
            const details = [
              i === 0 ? r.path.map(placeName).join(' → ') : null,
              pickUp,
              r.ships.length < reaching.length ? `only ${r.ships.join(', ')}` : null,
            ].filter((x) => x !== null);
            return (
              <button
                key={r.path.join('>')}
                type="button"
                className={`min-h-11 w-full rounded-lg border px-3 py-2 text-left text-sm wrap-break-word ${i === chosenRoute ? 'border-gold-500 bg-space-800' : 'border-space-600'}`}
                aria-pressed={i === chosenRoute}
                disabled={busy}
                onClick={() => setPicks((p) => setRoute(sources, p, source.from, i))}
                data-testid={`move-route-${source.from}-${i}`}
              >
                {i === 0 ? 'Shortest' : `Via ${via.map(placeName).join(', ')}`}
                {details.length > 0 && <span className="block text-slate-400">{details.join(' · ')}</span>}
              </button>
            );
          })}
        </div>
      )}
      {source.ships.map((s) => {
        const canTake = s.reaches && (route?.ships ?? []).includes(s.type);
        if (!canTake) {
          return (
            <p key={s.type} className="text-sm text-slate-400">
              {s.count} {s.type}: {s.reaches ? 'cannot take this route' : 'cannot reach'}
            </p>
          );
        }
        const via = chosenRoute === 0 ? s.path : (route?.path ?? []);
        return (
          <Stepper
            key={s.type}
            label={
              <>
                {s.type}
                {s.damaged > 0 ? ` (${s.damaged} damaged)` : ''}
                {s.capacity > 0 ? <span className="text-slate-400"> · carries {s.capacity}</span> : null}
                {via.length > 1 ? (
                  <span className="text-slate-400"> · via {via.slice(0, -1).map(systemName).join(', ')}</span>
                ) : null}
              </>
            }
            value={ships?.[s.type] ?? 0}
            max={s.count}
            disabled={busy}
            onChange={(n) => setPicks((p) => setShips(sources, p, source.from, s.type, n))}
            testId={`move-ship-${source.from}-${s.type}`}
          />
        );
      })}
      {hasCapacity && places.length > 0 && (
        <div className="space-y-2 border-t border-space-700 pt-2">
          <p className="text-sm text-slate-400">Carry (room left: {Math.max(0, room)})</p>
          {places.map((place) => (
            <div
              key={place.system}
              className="space-y-2"
              data-testid={`move-place-${source.from}-${place.system}`}
              data-kind={place.kind}
            >
              {places.length > 1 && (
                <p className="text-xs font-semibold uppercase tracking-wide text-slate-400">
                  {PLACE_HEADINGS[place.kind]}: {systemName(place.system)}
                </p>
              )}
              {place.cargo.map((c) => {
                const id = cargoId(place.system, c.planet, c.type);
                const value = picks.cargo[source.from]?.[id] ?? 0;
                const max = Math.max(
                  value,
                  Math.min(cargoMax(sources, picks, source.from, place.system, c), value + room),
                );
                const where = place.kind === 'start' ? '' : `at-${place.system}-`;
                return (
                  <Stepper
                    key={id}
                    label={`${c.type} ${c.planet === null ? 'in space' : `on ${planetName(c.planet)}`}`}
                    value={value}
                    max={max}
                    disabled={busy}
                    onChange={(n) => setPicks((p) => setCargo(p, source.from, id, n))}
                    testId={`move-cargo-${source.from}-${where}${c.planet ?? 'space'}-${c.type}`}
                  />
                );
              })}
            </div>
          ))}
        </div>
      )}
    </fieldset>
  );
}
