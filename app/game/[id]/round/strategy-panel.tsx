// LRR 83 strategy cards in play: who holds each, whether it was used (exhausted, 82.2), trade goods left on the
// cards nobody chose (84.4); and 48 the initiative order (or, before cards are chosen, speaker order).
import type { GameView } from '@/engine/index';
import type { RoundInfo } from '@/engine/index';
import { ColorSwatch } from '../../../_components/color-swatch';
import { strategyCardWords } from './display';

interface Props {
  readonly view: GameView;
  readonly round: RoundInfo | null;
  readonly names: readonly string[];
}

export function StrategyPanel({ view, round, names }: Props) {
  const cards = Object.entries(view.strategyCards)
    .map(([id, c]) => ({ id, ...c, words: strategyCardWords(id) }))
    .sort((a, b) => a.words.initiative - b.words.initiative);
  const exhausted = new Set(view.players.flatMap((p) => p.exhaustedStrategyCards));
  const initiative = round?.initiativeOrder ?? [];
  const byInitiative = initiative.length > 0 && view.phase !== 'strategy';
  const order = byInitiative ? initiative : (round?.speakerOrder ?? []);

  return (
    <div className="space-y-3">
      <div>
        <h2 className="text-lg font-semibold">Strategy cards</h2>
        <ul className="grid gap-1 text-sm sm:grid-cols-2" data-testid="strategy-cards">
          {cards.map((c) => {
            const holder = c.holder === null ? null : view.players[c.holder];
            const used = exhausted.has(c.id);
            return (
              <li
                key={c.id}
                className="rounded bg-space-800 px-2"
                data-testid={`strategy-card-${c.id}`}
                data-exhausted={used}
              >
                <details>
                  <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2">
                    <span className={used ? 'text-slate-400 line-through' : ''}>
                      {c.words.initiative} {c.words.name}
                    </span>
                    <span className="flex items-center gap-1 text-slate-400">
                      {holder ? (
                        <>
                          <ColorSwatch color={holder.color} size={14} />
                          {names[holder.seat]}
                          {used ? ' · used' : ''}
                        </>
                      ) : c.tradeGoods > 0 ? (
                        <span className="text-gold-400" data-testid={`strategy-card-${c.id}-tg`}>
                          +{c.tradeGoods} TG
                        </span>
                      ) : (
                        'free'
                      )}
                    </span>
                  </summary>
                  <p className="pb-1 text-slate-300">
                    <span className="font-medium text-gold-400">Primary: </span>
                    {c.words.primary}
                  </p>
                  <p className="pb-2 text-slate-400">
                    <span className="font-medium text-gold-400">Secondary: </span>
                    {c.words.secondary}
                  </p>
                </details>
              </li>
            );
          })}
        </ul>
      </div>
      <div>
        <h2 className="text-lg font-semibold">{byInitiative ? 'Initiative order' : 'Speaker order'}</h2>
        <ol className="flex flex-wrap gap-1 text-sm" data-testid={byInitiative ? 'initiative-order' : 'speaker-order'}>
          {order.map((seat, i) => {
            const p = view.players[seat];
            if (!p) return null;
            // 48.3: the engine's number, so a Naalu "0" token shows as 0 whatever cards its holder has.
            const number = round?.initiatives[seat] ?? null;
            const lowest = Math.min(...p.strategyCards.map((c) => strategyCardWords(c).initiative));
            const token = number !== null && number < lowest;
            return (
              <li
                key={seat}
                className={`flex min-h-11 items-center gap-1 rounded border px-2 ${view.activeSeat === seat ? 'border-gold-400' : 'border-space-600'} ${p.passed ? 'text-slate-400' : ''}`}
                data-testid={`order-${i}`}
                data-seat={seat}
              >
                <span className="text-slate-400">{i + 1}.</span>
                <ColorSwatch color={p.color} size={14} />
                {names[seat]}
                {byInitiative && number !== null && (
                  <span className="text-slate-400" data-testid={`order-${i}-initiative`} data-initiative={number}>
                    ({number}
                    {token ? ', Naalu token' : ''})
                  </span>
                )}
                {p.passed && <span className="text-xs">passed</span>}
              </li>
            );
          })}
        </ol>
      </div>
    </div>
  );
}
