'use client';
// LRR 89.2 / 58.4 / 95: the movement step as a picker. For each system with ships that can reach the active system
// (the server says which, with the engine's own path check), choose how many of each ship move and what they pick
// up where they start, within their capacity; see the combat odds of that choice; then declare it all at once
// (58.6). The engine judges the command; its ready-made options stay below as buttons.
import { useMemo, useState } from 'react';
import type { GameView } from '@/engine/index';
import type { DecisionFormProps } from '../forms/types';
import { unitList } from './describe-event';
import { OddsView, useOdds } from './odds-view';
import { Stepper } from './stepper';
import { buildMoves, capacityOf, cargoId, cargoMax, everything, sum, type Picks } from './movement-picks';
import { useTactical } from './tactical-data';

function enemyShipsIn(view: GameView, system: string, seat: number): boolean {
  const space = view.board.systems[system]?.space ?? {};
  return Object.entries(space).some(([owner, stack]) => Number(owner) !== seat && Object.entries(stack.counts).some(([t, n]) => (n ?? 0) > 0 && !['infantry', 'mech'].includes(t)));
}

export function MovementForm({ gameId, decision, view, seat, names, busy, submit }: DecisionFormProps) {
  const tactical = useTactical(gameId, decision.id);
  const [picks, setPicks] = useState<Picks>({ ships: {}, cargo: {} });
  const sources = useMemo(() => tactical.data?.movement ?? [], [tactical.data]);
  const moves = useMemo(() => buildMoves(sources, picks), [sources, picks]);
  const active = decision.kind === 'move-ships' ? decision.system : '';
  const fight = active !== '' && enemyShipsIn(view, active, seat);
  const odds = useOdds(gameId, fight && moves.length > 0 ? { kind: 'move', moves } : null, decision.id);
  if (decision.kind !== 'move-ships') return null;
  const systemName = (key: string) => tactical.data?.names.systems[key] ?? key;
  const planetName = (id: string) => tactical.data?.names.planets[id] ?? id;

  const setShips = (from: string, type: string, n: number) =>
    setPicks((p) => {
      const ships = { ...p.ships, [from]: { ...p.ships[from], [type]: n } };
      // Lowering capacity drops cargo beyond it, last items first.
      const source = sources.find((s) => s.from === from);
      const cargo = { ...(p.cargo[from] ?? {}) };
      if (source) {
        let over = sum(cargo) - capacityOf(source, ships[from]);
        for (const item of [...source.cargo].reverse()) {
          const id = cargoId(item.planet, item.type);
          while (over > 0 && (cargo[id] ?? 0) > 0) {
            cargo[id] = (cargo[id] ?? 0) - 1;
            over -= 1;
          }
          cargo[id] = Math.min(cargo[id] ?? 0, cargoMax(source, ships[from], item));
        }
      }
      return { ships, cargo: { ...p.cargo, [from]: cargo } };
    });
  const setCargo = (from: string, id: string, n: number) => setPicks((p) => ({ ...p, cargo: { ...p.cargo, [from]: { ...p.cargo[from], [id]: n } } }));

  const shipCount = moves.reduce((n, m) => n + sum(m.ships as Record<string, number>), 0);
  const canMoveAny = sources.some((s) => s.ships.some((x) => x.reaches));

  return (
    <form
      className="space-y-3 rounded-lg border border-space-600 p-3"
      data-testid="movement-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (moves.length === 0) return;
        submit({ type: 'move-ships', moves }, `Move ${shipCount} ship${shipCount === 1 ? '' : 's'} into ${systemName(active)}`);
      }}
    >
      <h3 className="font-semibold text-gold-400">Move ships into {systemName(active)}</h3>
      {tactical.isPending && <p className="text-sm text-slate-400">Finding the ships that can reach…</p>}
      {tactical.data && !canMoveAny && <p className="text-sm text-slate-400">None of your ships can reach this system.</p>}
      {canMoveAny && (
        <button type="button" className="btn-secondary w-full" onClick={() => setPicks(everything(sources))} data-testid="movement-all">
          Select everything that can reach
        </button>
      )}
      {sources.map((source) => {
        const ships = picks.ships[source.from];
        const room = capacityOf(source, ships) - sum(picks.cargo[source.from]);
        const reaching = source.ships.filter((s) => s.reaches);
        if (reaching.length === 0) return null;
        return (
          <fieldset key={source.from} className="space-y-2 rounded-lg border border-space-700 p-2" data-testid={`move-from-${source.from}`}>
            <legend className="px-1 text-sm font-semibold">From {systemName(source.from)}</legend>
            {source.ships.map((s) =>
              s.reaches ? (
                <Stepper
                  key={s.type}
                  label={
                    <>
                      {s.type}
                      {s.damaged > 0 ? ` (${s.damaged} damaged)` : ''}
                      {s.capacity > 0 ? <span className="text-slate-400"> · carries {s.capacity}</span> : null}
                      {s.path.length > 1 ? <span className="text-slate-400"> · via {s.path.slice(0, -1).map(systemName).join(', ')}</span> : null}
                    </>
                  }
                  value={ships?.[s.type] ?? 0}
                  max={s.count}
                  disabled={busy}
                  onChange={(n) => setShips(source.from, s.type, n)}
                  testId={`move-ship-${source.from}-${s.type}`}
                />
              ) : (
                <p key={s.type} className="text-sm text-slate-500">
                  {s.count} {s.type}: cannot reach
                </p>
              ),
            )}
            {source.cargo.length > 0 && (
              <div className="space-y-2 border-t border-space-700 pt-2">
                <p className="text-sm text-slate-400">Carry (room left: {Math.max(0, room)})</p>
                {source.cargo.map((c) => {
                  const id = cargoId(c.planet, c.type);
                  const value = picks.cargo[source.from]?.[id] ?? 0;
                  return (
                    <Stepper
                      key={id}
                      label={`${c.type} ${c.planet === null ? 'in space' : `on ${planetName(c.planet)}`}`}
                      value={value}
                      max={Math.max(value, Math.min(cargoMax(source, ships, c), value + room))}
                      disabled={busy}
                      onChange={(n) => setCargo(source.from, id, n)}
                      testId={`move-cargo-${source.from}-${c.planet ?? 'space'}-${c.type}`}
                    />
                  );
                })}
              </div>
            )}
          </fieldset>
        );
      })}
      {fight && moves.length > 0 && (
        <OddsView answer={odds.data} loading={odds.isFetching} viewer={seat} names={names} title="Space combat odds" />
      )}
      {moves.length > 0 && (
        <p className="text-sm" data-testid="movement-summary">
          Moving {unitList(Object.fromEntries(Object.entries(moves.reduce<Record<string, number>>((a, m) => {
            for (const [t, n] of Object.entries(m.ships)) a[t] = (a[t] ?? 0) + (n ?? 0);
            return a;
          }, {}))))}
          .
        </p>
      )}
      <button type="submit" className="btn-primary w-full" disabled={busy || moves.length === 0} data-testid="movement-submit">
        {moves.length === 0 ? 'Choose ships to move' : `Move ${shipCount} ship${shipCount === 1 ? '' : 's'}`}
      </button>
    </form>
  );
}
