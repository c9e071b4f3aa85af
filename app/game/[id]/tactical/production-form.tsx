'use client';
// LRR 67/68 (and 89.5 the production step): order units where they may be placed, see the cost the engine computes
// (two fighters or infantry per cost, Sarween Tools, AI Development Algorithm) and pay it — the least wasteful
// payment is suggested; tap planets and trade goods to pay differently. The engine judges the order.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { Command } from '@/engine/index';
import { useTRPC } from '../../../_lib/trpc';
import type { DecisionFormProps } from '../forms/types';
import { useSettled } from './odds-view';
import { Stepper } from './stepper';
import { useTactical } from './tactical-data';

type Produce = Extract<Command, { type: 'produce' }>;
type Payment = Produce['payment'];
type Returns = NonNullable<Produce['amalgamation']>;

const placeKey = (type: string, place: string | null) => `${type}|${place ?? ''}`;
const returnKey = (owner: number | null, unit: string) => `${owner ?? 'supply'}|${unit}`;

export function ProductionForm({ gameId, decision, seat, busy, submit }: DecisionFormProps) {
  const trpc = useTRPC();
  const tactical = useTactical(gameId, decision.id);
  const info = tactical.data?.production ?? null;
  const [picks, setPicks] = useState<Record<string, number>>({});
  const [ai, setAi] = useState(false);
  /** Amalgamation (17.2b): captured units returned, by owner and type. */
  const [returned, setReturned] = useState<Record<string, number>>({});
  const [custom, setCustom] = useState<Payment | null>(null);
  const units = useMemo<Produce['units']>(
    () =>
      Object.entries(picks)
        .filter(([, n]) => n > 0)
        .map(([k, count]) => {
          const [unit = '', planet = ''] = k.split('|');
          return { unit: unit as Produce['units'][number]['unit'], count, ...(planet === '' ? {} : { planet }) };
        }),
    [picks],
  );
  // Never more of a type returned than ordered (17.2b): a smaller order trims what was returned.
  const amalgamation = useMemo<Returns>(() => {
    const left = new Map<string, number>();
    for (const u of units) left.set(u.unit, (left.get(u.unit) ?? 0) + u.count);
    return (info?.captured ?? []).flatMap((c) => {
      const count = Math.min(returned[returnKey(c.owner, c.unit)] ?? 0, left.get(c.unit) ?? 0);
      left.set(c.unit, (left.get(c.unit) ?? 0) - count);
      return count > 0 ? [{ owner: c.owner, unit: c.unit, count }] : [];
    });
  }, [info, units, returned]);
  const settled = useSettled({ units, ai, amalgamation });
  const quote = useQuery({
    ...trpc.game.productionQuote.queryOptions({
      gameId,
      units: settled.units,
      aiDevelopment: settled.ai,
      ...(settled.amalgamation.length > 0 ? { amalgamation: settled.amalgamation } : {}),
      cacheKey: decision.id,
    }),
    enabled: info !== null && settled.units.length > 0,
  });
  // A new order gets a new suggested payment.
  const orderKey = JSON.stringify(units) + String(ai) + JSON.stringify(amalgamation);
  useEffect(() => setCustom(null), [orderKey]);
  if (decision.kind !== 'production' || decision.seat !== seat || !info) {
    return tactical.isPending ? <p className="text-sm text-slate-400">Loading what you can produce…</p> : null;
  }

  const total = units.reduce((n, u) => n + u.count, 0);
  const payment = custom ?? quote.data?.payment ?? null;
  const planetValue = new Map(info.planets.map((p) => [p.id, p.resources]));
  const paid =
    (payment?.resources ?? []).reduce((n, id) => n + (planetValue.get(id) ?? 0), 0) +
    (payment?.tradeGoods ?? 0) * info.tradeGoodWorth;
  const cost = units.length === 0 ? 0 : (quote.data?.cost ?? null);
  const upToDate = JSON.stringify(settled) === JSON.stringify({ units, ai, amalgamation }) && !quote.isFetching;
  const producedOf = (unit: string) => units.filter((u) => u.unit === unit).reduce((n, u) => n + u.count, 0);
  const returnedOf = (unit: string) => amalgamation.filter((r) => r.unit === unit).reduce((n, r) => n + r.count, 0);
  const returnable = info.captured.filter((c) => producedOf(c.unit) > 0);
  const togglePlanet = (id: string) => {
    const base = payment ?? { resources: [], influence: [], tradeGoods: 0 };
    const has = base.resources.includes(id);
    setCustom({ ...base, resources: has ? base.resources.filter((p) => p !== id) : [...base.resources, id] });
  };
  const placeName = (place: string | null) =>
    place === null ? 'in space' : `on ${tactical.data?.names.planets[place] ?? place}`;

  return (
    <form
      className="space-y-3 rounded-lg border border-space-600 p-3"
      data-testid="production-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (!payment) return;
        const command: Produce = {
          type: 'produce',
          units,
          payment,
          ...(ai ? { aiDevelopment: true } : {}),
          ...(amalgamation.length > 0 ? { amalgamation } : {}),
        };
        submit(command, `Produce ${units.map((u) => `${u.count} ${u.unit}`).join(', ')} for ${cost ?? '?'}`);
      }}
    >
      <h3 className="font-semibold text-gold-400">Produce units</h3>
      <p className="text-sm text-slate-300">
        Up to {info.limit} unit{info.limit === 1 ? '' : 's'} (each fighter and infantry counts)
        {info.maxCost !== null ? `, costing at most ${info.maxCost}` : ''}.
      </p>
      {info.shipsForbidden && <p className="text-sm text-amber-200">{info.shipsForbidden}</p>}
      <ul className="space-y-2">
        {info.units.flatMap((u) =>
          u.places.map((place) => {
            const k = placeKey(u.type, place);
            const value = picks[k] ?? 0;
            return (
              <li key={k}>
                <Stepper
                  label={
                    <>
                      {u.name} {u.places.length > 1 || place !== null ? placeName(place) : ''}
                      <span className="text-slate-400">
                        {' '}
                        · cost {u.cost}
                        {u.costFor === 2 ? ' for 2' : ''}
                      </span>
                    </>
                  }
                  value={value}
                  max={value + Math.max(0, info.limit - total)}
                  disabled={busy}
                  onChange={(n) => setPicks((p) => ({ ...p, [k]: n }))}
                  testId={`produce-${u.type}-${place ?? 'space'}`}
                />
              </li>
            );
          }),
        )}
      </ul>
      {info.aiDevelopment && (
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            className="h-6 w-6 accent-gold-500"
            checked={ai}
            onChange={(e) => setAi(e.target.checked)}
          />
          <span>Exhaust AI Development Algorithm to lower the cost</span>
        </label>
      )}
      {returnable.length > 0 && (
        <fieldset className="space-y-1" data-testid="production-amalgamation">
          <legend className="label">
            Amalgamation: return captured units to produce as many of that type for free
          </legend>
          {returnable.map((c) => {
            const k = returnKey(c.owner, c.unit);
            const value = amalgamation.find((r) => r.owner === c.owner && r.unit === c.unit)?.count ?? 0;
            const name = info.units.find((u) => u.type === c.unit)?.name ?? c.unit;
            return (
              <Stepper
                key={k}
                label={`${name}: captured from ${c.ownerName} (you hold ${c.count})`}
                value={value}
                max={Math.min(c.count, value + Math.max(0, producedOf(c.unit) - returnedOf(c.unit)))}
                disabled={busy}
                onChange={(n) => setReturned((r) => ({ ...r, [k]: n }))}
                testId={`return-${c.owner ?? 'supply'}-${c.unit}`}
              />
            );
          })}
        </fieldset>
      )}
      {units.length > 0 && (
        <div className="space-y-2 rounded-lg border border-space-700 p-2" data-testid="production-payment">
          <p className="font-semibold" data-testid="production-cost">
            Cost: {cost ?? '…'}
            {cost !== null && payment ? ` · paying ${paid}` : ''}
          </p>
          {upToDate && quote.data && !quote.data.payment && !custom && (
            <p className="text-sm text-amber-200">You cannot pay this much with your ready planets and trade goods.</p>
          )}
          {upToDate && quote.data?.problem && (
            <p className="text-sm text-amber-200" data-testid="production-problem">
              {quote.data.problem.message} <span className="text-amber-400">(rule {quote.data.problem.rule})</span>
            </p>
          )}
          <fieldset>
            <legend className="label">Exhaust planets for their resources</legend>
            <ul className="grid gap-1 sm:grid-cols-2">
              {info.planets.map((p) => (
                <li key={p.id}>
                  <label className="flex min-h-11 items-center gap-3">
                    <input
                      type="checkbox"
                      className="h-6 w-6 accent-gold-500"
                      checked={payment?.resources.includes(p.id) ?? false}
                      onChange={() => togglePlanet(p.id)}
                      data-testid={`pay-${p.id}`}
                    />
                    <span>
                      {tactical.data?.names.planets[p.id] ?? p.id}{' '}
                      <span className="text-slate-400">({p.resources})</span>
                      {p.attachments.length > 0 && (
                        // 12.1: an attachment's share of the total, so the player sees why it is more than printed.
                        <span className="block text-xs text-slate-400" data-testid={`planet-${p.id}-attachments`}>
                          {p.attachments.map((a) => `${a.resources > 0 ? '+' : ''}${a.resources} ${a.name}`).join(', ')}
                        </span>
                      )}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          {info.tradeGoods > 0 && (
            <Stepper
              label={`Trade goods (you have ${info.tradeGoods}${info.tradeGoodWorth > 1 ? `; each pays ${info.tradeGoodWorth}` : ''})`}
              value={payment?.tradeGoods ?? 0}
              max={info.tradeGoods}
              disabled={busy}
              onChange={(n) =>
                setCustom({ ...(payment ?? { resources: [], influence: [], tradeGoods: 0 }), tradeGoods: n })
              }
              testId="pay-trade-goods"
            />
          )}
        </div>
      )}
      <button
        type="submit"
        className="btn-primary w-full"
        disabled={busy || units.length === 0 || !payment || !upToDate}
        data-testid="production-submit"
      >
        {units.length === 0 ? 'Choose units to produce' : `Produce ${total} unit${total === 1 ? '' : 's'}`}
      </button>
    </form>
  );
}
