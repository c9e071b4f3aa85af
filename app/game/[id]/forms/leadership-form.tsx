'use client';
// 52 Leadership (primary and secondary): one form instead of a button per pool split and payment — how to pay for
// extra tokens (influence and trade goods, 47.3/93.2) and how many of the gained tokens go to each pool. It sends
// only a command the engine offered.
import { useState } from 'react';
import type { Command } from '@/engine/index';
import { strategyCardOf } from './covers';
import type { DecisionFormProps, OptionItem } from './types';

const POOLS = ['tactic', 'fleet', 'strategy'] as const;
type Pools = Record<(typeof POOLS)[number], number>;

interface Offer {
  readonly option: OptionItem;
  readonly pools: Pools;
  /** Same key, same payment. */
  readonly payKey: string;
  readonly payLabel: string;
}

function offerOf(option: OptionItem): Offer | null {
  const c = option.command as Command & { choices?: Record<string, unknown> };
  const ch = c.choices ?? {};
  const nums = POOLS.map((k) => ch[k]);
  if (!nums.every((n) => typeof n === 'number')) return null;
  const planets = Array.isArray(ch.planets) ? (ch.planets as string[]) : [];
  const tradeGoods = typeof ch.tradeGoods === 'number' ? ch.tradeGoods : 0;
  const at = option.label.indexOf(', paying with ');
  return {
    option,
    pools: { tactic: nums[0] as number, fleet: nums[1] as number, strategy: nums[2] as number },
    payKey: `${[...planets].sort().join(',')}|${tradeGoods}`,
    payLabel: at < 0 ? 'spend nothing' : option.label.slice(at + 2),
  };
}

const total = (p: Pools) => p.tactic + p.fleet + p.strategy;

export function LeadershipForm({ decision, options, busy, submit }: DecisionFormProps) {
  const offers = options
    .filter((o) => strategyCardOf(decision, o) === 'leadership')
    .map(offerOf)
    .filter((o): o is Offer => o !== null);
  const payments = [...new Map(offers.map((o) => [o.payKey, o])).values()];
  const [payKey, setPayKey] = useState(payments[0]?.payKey ?? '');
  const gained = total(offers.find((o) => o.payKey === payKey)?.pools ?? { tactic: 0, fleet: 0, strategy: 0 });
  const [pools, setPools] = useState<Pools>({ tactic: gained, fleet: 0, strategy: 0 });
  if (offers.length === 0) return null;
  const choosePayment = (key: string) => {
    setPayKey(key);
    const n = total(offers.find((o) => o.payKey === key)!.pools);
    setPools({ tactic: n, fleet: 0, strategy: 0 });
  };
  const placed = total(pools);
  const match = offers.find((o) => o.payKey === payKey && POOLS.every((k) => o.pools[k] === pools[k]));
  const step = (pool: (typeof POOLS)[number], by: number) =>
    setPools((p) => ({ ...p, [pool]: Math.max(0, p[pool] + by) }));
  const primary = decision.kind !== 'strategic-secondary';

  return (
    <form
      className="space-y-3 rounded-lg border border-space-600 p-3"
      data-testid="leadership-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (match) submit(match.option.command, match.option.label);
      }}
    >
      <h3 className="font-semibold text-gold-400">Leadership: gain command tokens</h3>
      <p className="text-sm text-slate-300">
        {primary ? 'You gain 3 tokens, and one more' : 'You gain one token'} for every 3 influence you spend (trade
        goods count as influence).
      </p>
      <fieldset className="space-y-1">
        <legend className="text-sm text-slate-400">Spend</legend>
        {payments.map((p) => (
          <label key={p.payKey} className="flex min-h-11 items-center gap-2 rounded bg-space-800 px-2 text-sm">
            <input
              type="radio"
              name="leadership-payment"
              checked={p.payKey === payKey}
              onChange={() => choosePayment(p.payKey)}
            />
            <span>
              {p.payLabel} — {total(p.pools)} token{total(p.pools) === 1 ? '' : 's'}
            </span>
          </label>
        ))}
      </fieldset>
      <div className="grid grid-cols-3 gap-2">
        {POOLS.map((pool) => (
          <div key={pool} className="flex flex-col items-center gap-1 rounded bg-space-800 p-2">
            <span className="text-sm capitalize text-slate-400">{pool}</span>
            <span className="text-2xl font-bold tabular-nums" data-testid={`leadership-${pool}`}>
              +{pools[pool]}
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
                disabled={placed >= gained}
              >
                +
              </button>
            </div>
          </div>
        ))}
      </div>
      <button type="submit" className="btn-primary w-full" disabled={busy || !match} data-testid="leadership-submit">
        {match
          ? `Gain ${pools.tactic} tactic / ${pools.fleet} fleet / ${pools.strategy} strategy`
          : placed !== gained
            ? `Place all ${gained} tokens (${placed} placed)`
            : 'That placement is not allowed'}
      </button>
    </form>
  );
}
