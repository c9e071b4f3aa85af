'use client';
// 81.5 redistribution (and any choice whose options are "tactic/fleet/strategy" placements): three steppers
// instead of dozens of buttons. It starts at the player's current pools and only sends a placement the engine offered.
import { useState } from 'react';
import type { DecisionFormProps } from './types';

const POOLS = ['tactic', 'fleet', 'strategy'] as const;
type Pools = Record<(typeof POOLS)[number], number>;

function parse(option: string): Pools | null {
  const m = /^(\d+)\/(\d+)\/(\d+)$/.exec(option);
  return m ? { tactic: Number(m[1]), fleet: Number(m[2]), strategy: Number(m[3]) } : null;
}

export function TokenForm({ options, view, seat, busy, submit }: DecisionFormProps) {
  const placements = options.flatMap((o) => {
    if (o.command.type !== 'choose') return [];
    const p = parse(o.command.option);
    return p ? [{ pools: p, option: o }] : [];
  });
  const current = view.players[seat]?.pools ?? { tactic: 0, fleet: 0, strategy: 0 };
  const total = placements[0]
    ? placements[0].pools.tactic + placements[0].pools.fleet + placements[0].pools.strategy
    : 0;
  const [pools, setPools] = useState<Pools>({
    ...current,
    tactic: Math.max(0, total - current.fleet - current.strategy),
  });
  if (placements.length === 0) return null;
  const placed = pools.tactic + pools.fleet + pools.strategy;
  const match = placements.find((p) => POOLS.every((k) => p.pools[k] === pools[k]));
  const step = (pool: (typeof POOLS)[number], by: number) =>
    setPools((p) => ({ ...p, [pool]: Math.max(0, p[pool] + by) }));

  return (
    <form
      className="space-y-3 rounded-lg border border-space-600 p-3"
      data-testid="token-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (match) submit(match.option.command, match.option.label);
      }}
    >
      <h3 className="font-semibold text-gold-400">Place your command tokens</h3>
      <p className="text-sm text-slate-300">
        You have {total} tokens to place (your pools now: {current.tactic} tactic, {current.fleet} fleet,{' '}
        {current.strategy} strategy, plus the new ones).
      </p>
      <div className="grid grid-cols-3 gap-2">
        {POOLS.map((pool) => (
          <div key={pool} className="flex flex-col items-center gap-1 rounded bg-space-800 p-2">
            <span className="text-sm capitalize text-slate-400">{pool}</span>
            <span className="text-2xl font-bold tabular-nums" data-testid={`tokens-${pool}`}>
              {pools[pool]}
            </span>
            <div className="flex gap-1">
              <button
                type="button"
                className="btn-secondary px-0"
                aria-label={`One fewer ${pool} token`}
                onClick={() => step(pool, -1)}
                disabled={pools[pool] === 0}
              >
                −
              </button>
              <button
                type="button"
                className="btn-secondary px-0"
                aria-label={`One more ${pool} token`}
                onClick={() => step(pool, 1)}
                disabled={placed >= total}
              >
                +
              </button>
            </div>
          </div>
        ))}
      </div>
      <button type="submit" className="btn-primary w-full" disabled={busy || !match} data-testid="token-submit">
        {match
          ? `Place ${pools.tactic} / ${pools.fleet} / ${pools.strategy}`
          : placed !== total
            ? `Place all ${total} tokens (${placed} placed)`
            : 'That placement is not allowed'}
      </button>
    </form>
  );
}
