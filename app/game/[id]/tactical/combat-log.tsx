'use client';
// The tactical action as it happens (LRR 89, 77, 10, 78, 42): movement, space cannon, barrage and combat rolls —
// each die with the unit that rolled it, the value it needed and whether it hit — then hits taken and retreats.
import type { GameEvent } from '@/engine/index';
import { describeEvent, rollName, type Labels } from './describe-event';
import type { FeedItem } from './feed-data';

type DiceEvent = Extract<GameEvent, { type: 'dice-rolled' }>;

function Dice({ event, labels }: { event: DiceEvent; labels: Labels }) {
  const hits = event.dice.filter((d) => d.hit).length;
  return (
    <div className="space-y-1" data-testid="combat-roll" data-seat={event.seat} data-roll={event.roll} data-hits={hits}>
      <p className="text-sm">
        <span className="font-semibold">{labels.seats[event.seat] ?? `Seat ${event.seat + 1}`}</span> · {rollName(event.roll)} ·{' '}
        <span className={hits > 0 ? 'text-gold-400' : 'text-slate-400'}>
          {hits} hit{hits === 1 ? '' : 's'}
        </span>
      </p>
      <ul className="flex flex-wrap gap-1" aria-label="Dice">
        {event.dice.map((d, i) => (
          <li
            key={i}
            className={`rounded-md border px-2 py-1 text-xs ${d.hit ? 'border-gold-500 bg-gold-500/20 text-gold-400' : 'border-space-600 text-slate-300'}`}
            title={`${d.unit}: needs ${d.hitsOn}${d.modifier ? `, modifier ${d.modifier}` : ''}`}
          >
            {d.unit} <span className="font-bold">{d.result}</span>
            {d.modifier !== 0 && <span>{d.modifier > 0 ? `+${d.modifier}` : d.modifier}</span>}
            <span className="text-slate-400">/{d.hitsOn}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

const HEADINGS: Partial<Record<GameEvent['type'], true>> = { 'combat-started': true, 'combat-round-started': true, 'combat-ended': true };

export function CombatLog({ items, labels }: { items: readonly FeedItem[]; labels: Labels }) {
  if (items.length === 0) return null;
  return (
    <ol className="space-y-2" data-testid="combat-log" aria-live="polite">
      {items.map((item, i) => {
        const e = item.event;
        if (e.type === 'dice-rolled') {
          return (
            <li key={i}>
              <Dice event={e} labels={labels} />
            </li>
          );
        }
        return (
          <li
            key={i}
            className={HEADINGS[e.type] ? 'pt-1 font-semibold text-gold-400' : 'text-sm text-slate-300'}
            data-event={e.type}
          >
            {describeEvent(e, labels)}
          </li>
        );
      })}
    </ol>
  );
}
