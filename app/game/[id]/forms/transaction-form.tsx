'use client';
// LRR 94 transactions and 28 deals: propose trade goods, commodities, a promissory note, planet cards (the Hacan
// mech, Pride of Kenara: only those the engine's own ready-made offers include) and/or the words of a deal
// to another player. The engine checks it (who may trade when, 94.1/94.6; what may change hands, 94.2–94.3) and the
// other player answers with the buttons it then offers them. Open proposals and agreed deals are listed here too.
import { useState } from 'react';
import type { Command, GameView } from '@/engine/index';
import type { FormView } from './form-view';
import { planetTradeChoices } from './planet-trades';
import type { OptionItem } from './types';

interface Props {
  readonly view: FormView;
  readonly seat: number;
  readonly names: readonly string[];
  /** Promissory notes in the viewer's hand: id as in the hand ('note@seat') and its name. */
  readonly handNotes: readonly { readonly id: string; readonly name: string }[];
  /** The engine's options for the viewer: its ready-made offers name the planet cards the viewer may trade. */
  readonly options: readonly OptionItem[];
  /** Planet names by id. */
  readonly planetNames: Readonly<Record<string, string>>;
  readonly busy: boolean;
  readonly submit: (command: Command, label: string) => void;
}

type OfferView = NonNullable<NonNullable<GameView['transactions']>['proposals'][number]['gives']>;

function describe(o: OfferView | null, planetNames: Readonly<Record<string, string>>): string {
  if (!o) return 'something';
  const planet = (id: string) => planetNames[id] ?? id;
  const parts = [
    o.tradeGoods > 0 ? `${o.tradeGoods} TG` : '',
    o.commodities > 0 ? `${o.commodities} commodit${o.commodities === 1 ? 'y' : 'ies'}` : '',
    o.promissoryNote ? 'a promissory note' : '',
    o.relicFragments.length > 0 ? `${o.relicFragments.length} relic fragment(s)` : '',
    ...(o.planets ?? []).map((t) => `the ${planet(t.planet)} card (units there to ${planet(t.moveTo)})`),
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'nothing';
}

export function TransactionForm({ view, seat, names, handNotes, options, planetNames, busy, submit }: Props) {
  const me = view.players[seat];
  const others = view.players.filter((p) => p.seat !== seat && !p.eliminated);
  const [to, setTo] = useState<number>(others[0]?.seat ?? -1);
  const [giveTg, setGiveTg] = useState(0);
  const [giveCommodities, setGiveCommodities] = useState(0);
  const [giveNote, setGiveNote] = useState('');
  /** Planet cards chosen to give: planet → the planet its units move to. */
  const [givePlanets, setGivePlanets] = useState<Readonly<Record<string, string>>>({});
  const [askTg, setAskTg] = useState(0);
  const [askCommodities, setAskCommodities] = useState(0);
  const [terms, setTerms] = useState('');
  if (!me || others.length === 0) return null;
  const proposals = view.transactions?.proposals ?? [];
  const deals = view.transactions?.deals ?? [];
  const planetChoices = planetTradeChoices(options, view, seat);
  // Only cards still on offer: a planet chosen earlier may have left the viewer's control since.
  const planets = planetChoices.flatMap((c) => {
    const moveTo = givePlanets[c.planet];
    return moveTo === undefined ? [] : [{ planet: c.planet, moveTo }];
  });
  const planetName = (id: string) => planetNames[id] ?? id;
  const nothing =
    giveTg + giveCommodities + askTg + askCommodities === 0 && !giveNote && planets.length === 0 && !terms.trim();

  return (
    <details className="rounded-lg border border-space-700 px-3" data-testid="transactions">
      <summary className="flex min-h-11 cursor-pointer items-center font-medium">
        Transactions and deals{proposals.length > 0 ? ` (${proposals.length} open)` : ''}
      </summary>
      <div className="space-y-3 pb-3">
        {proposals.length > 0 && (
          <ul className="space-y-1 text-sm" data-testid="open-proposals">
            {proposals.map((p) => (
              <li key={p.id} className="rounded bg-space-800 px-2 py-1">
                {names[p.from]} → {names[p.to]}:{' '}
                {p.gives === null
                  ? 'an offer (only the two players see it)'
                  : `gives ${describe(p.gives, planetNames)} for ${describe(p.asks, planetNames)}`}
                {p.terms ? ` · deal: “${p.terms}”` : ''}
              </li>
            ))}
          </ul>
        )}
        {deals.length > 0 && (
          <ul className="space-y-1 text-sm text-slate-300" data-testid="deals">
            {deals.map((d, i) => (
              <li key={i}>
                Round {d.round}: {names[d.between[0]]} and {names[d.between[1]]} agreed “{d.terms}”
              </li>
            ))}
          </ul>
        )}
        <form
          className="space-y-3"
          data-testid="transaction-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (to < 0 || nothing) return;
            const command: Command = {
              type: 'propose-transaction',
              to,
              gives: {
                tradeGoods: giveTg,
                commodities: giveCommodities,
                promissoryNote: giveNote || null,
                ...(planets.length > 0 ? { planets } : {}),
              },
              asks: { tradeGoods: askTg, commodities: askCommodities },
              ...(terms.trim() ? { terms: terms.trim() } : {}),
            };
            submit(command, `Offer to ${names[to]}`);
          }}
        >
          <div>
            <label className="label" htmlFor="tx-to">
              To
            </label>
            <select
              id="tx-to"
              className="field"
              value={to}
              onChange={(e) => setTo(Number(e.target.value))}
              data-testid="tx-to"
            >
              {others.map((p) => (
                <option key={p.seat} value={p.seat}>
                  {names[p.seat]}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="grid grid-cols-2 gap-2">
            <legend className="label">You give</legend>
            <NumberField
              id="tx-give-tg"
              label={`Trade goods (of ${me.tradeGoods})`}
              max={me.tradeGoods}
              value={giveTg}
              onChange={setGiveTg}
            />
            <NumberField
              id="tx-give-com"
              label={`Commodities (of ${me.commodities})`}
              max={me.commodities}
              value={giveCommodities}
              onChange={setGiveCommodities}
            />
            {handNotes.length > 0 && (
              <div className="col-span-2">
                <label className="label" htmlFor="tx-give-note">
                  Promissory note
                </label>
                <select
                  id="tx-give-note"
                  className="field"
                  value={giveNote}
                  onChange={(e) => setGiveNote(e.target.value)}
                >
                  <option value="">None</option>
                  {handNotes.map((n) => (
                    <option key={n.id} value={n.id}>
                      {n.name}
                    </option>
                  ))}
                </select>
              </div>
            )}
            {planetChoices.map((c) => {
              const chosen = givePlanets[c.planet];
              return (
                <div key={c.planet} className="col-span-2 space-y-1" data-testid="tx-planet" data-planet={c.planet}>
                  <label className="flex min-h-11 items-center gap-2">
                    <input
                      type="checkbox"
                      checked={chosen !== undefined}
                      onChange={(e) => {
                        const next = { ...givePlanets };
                        if (e.target.checked) next[c.planet] = c.moveTo;
                        else delete next[c.planet];
                        setGivePlanets(next);
                      }}
                    />
                    The {planetName(c.planet)} planet card (Pride of Kenara)
                  </label>
                  {chosen !== undefined && (
                    <>
                      <label className="label" htmlFor={`tx-move-${c.planet}`}>
                        Your units on {planetName(c.planet)} move to
                      </label>
                      <select
                        id={`tx-move-${c.planet}`}
                        className="field"
                        value={chosen}
                        onChange={(e) => setGivePlanets({ ...givePlanets, [c.planet]: e.target.value })}
                      >
                        {c.destinations.map((d) => (
                          <option key={d} value={d}>
                            {planetName(d)}
                          </option>
                        ))}
                      </select>
                    </>
                  )}
                </div>
              );
            })}
          </fieldset>
          <fieldset className="grid grid-cols-2 gap-2">
            <legend className="label">You ask for</legend>
            <NumberField id="tx-ask-tg" label="Trade goods" max={99} value={askTg} onChange={setAskTg} />
            <NumberField
              id="tx-ask-com"
              label="Commodities"
              max={99}
              value={askCommodities}
              onChange={setAskCommodities}
            />
          </fieldset>
          <div>
            <label className="label" htmlFor="tx-terms">
              Deal terms (optional; binding only by your word, LRR 28)
            </label>
            <textarea
              id="tx-terms"
              className="field"
              rows={2}
              maxLength={500}
              value={terms}
              onChange={(e) => setTerms(e.target.value)}
            />
          </div>
          <button type="submit" className="btn-secondary w-full" disabled={busy || nothing} data-testid="tx-submit">
            Propose to {names[to] ?? '…'}
          </button>
        </form>
      </div>
    </details>
  );
}

function NumberField({
  id,
  label,
  max,
  value,
  onChange,
}: {
  id: string;
  label: string;
  max: number;
  value: number;
  onChange: (n: number) => void;
}) {
  return (
    <div>
      <label className="label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        className="field"
        value={value}
        onChange={(e) => onChange(Math.max(0, Math.min(max, Math.floor(Number(e.target.value) || 0))))}
      />
    </div>
  );
}
