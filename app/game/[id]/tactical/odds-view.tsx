'use client';
// Combat odds before committing (engine/odds, exact): win / draw / loss for the viewer and the expected survivors
// of both sides. Asked of the server with a short delay, so changing a selection does not flood it.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { inferRouterInputs } from '@trpc/server';
import type { AppRouter } from '@/server/api/root';
import type { OddsAnswer } from '@/engine/index';
import { useTRPC } from '../../../_lib/trpc';

/** What the odds are asked for (server/game/tactical-info.ts OddsQuery, as the router accepts it). */
export type OddsQuery = inferRouterInputs<AppRouter>['game']['odds']['query'];

const pct = (p: number) => `${Math.round(p * 1000) / 10}%`;

/** The same value, but only once it stopped changing for `ms`. */
export function useSettled<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(id);
    // `value` is compared by content (key): a new object with the same content does not restart the delay.
  }, [key, ms]);
  return settled;
}

export function useOdds(gameId: string, query: OddsQuery | null, cacheKey: number) {
  const trpc = useTRPC();
  const settled = useSettled(query);
  return useQuery({
    ...trpc.game.odds.queryOptions({ gameId, query: settled ?? { kind: 'combat' }, cacheKey }),
    enabled: settled !== null,
    staleTime: 60_000,
  });
}

function survivors(units: Readonly<Record<string, number | undefined>>): string {
  const parts = Object.entries(units)
    .filter(([, n]) => (n ?? 0) >= 0.05)
    .map(([t, n]) => `${(n ?? 0).toFixed(1)} ${t}`);
  return parts.length > 0 ? parts.join(', ') : 'none';
}

export function OddsView({
  answer,
  loading,
  viewer,
  names,
  title,
}: {
  answer: OddsAnswer | undefined;
  loading: boolean;
  viewer: number;
  names: readonly string[];
  title: string;
}) {
  if (loading && !answer)
    return (
      <p className="text-sm text-slate-400" data-testid="odds-loading">
        Working out the odds…
      </p>
    );
  if (!answer) return null;
  const { odds } = answer;
  if (!odds || answer.attacker === null || answer.defender === null) {
    return (
      <p className="text-sm text-slate-400" data-testid="odds-none">
        {answer.note ?? 'No combat.'}
      </p>
    );
  }
  const mineIsAttacker = answer.attacker === viewer;
  const win = mineIsAttacker ? odds.attackerWins : odds.defenderWins;
  const lose = mineIsAttacker ? odds.defenderWins : odds.attackerWins;
  const name = (seat: number) => (seat === viewer ? 'You' : (names[seat] ?? `Seat ${seat + 1}`));
  return (
    <section
      className="space-y-1 rounded-lg border border-space-600 bg-space-800 p-3 text-sm"
      data-testid="odds"
      aria-label={title}
    >
      <h4 className="font-semibold text-gold-400">{title}</h4>
      {answer.assumed && <p className="text-slate-400">Assuming {answer.assumed}.</p>}
      <dl className="grid grid-cols-3 gap-2 text-center">
        <div>
          <dt className="text-slate-400">Win</dt>
          <dd className="text-lg font-bold text-green-400" data-testid="odds-win">
            {pct(win)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-400">Draw</dt>
          <dd className="text-lg font-bold" data-testid="odds-draw">
            {pct(odds.draw + odds.stalemate)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-400">Loss</dt>
          <dd className="text-lg font-bold text-red-400" data-testid="odds-loss">
            {pct(lose)}
          </dd>
        </div>
      </dl>
      <p>
        Expected left — {name(answer.attacker)}: {survivors(odds.survivors.attacker)}; {name(answer.defender)}:{' '}
        {survivors(odds.survivors.defender)}.
      </p>
      {odds.stalemate > 0.001 && (
        <p className="text-slate-400">
          Stalemate {pct(odds.stalemate)}: neither side can win; the attacker must retreat.
        </p>
      )}
    </section>
  );
}
