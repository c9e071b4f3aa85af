'use client';
// The tactical action as it happens (LRR 89, 77, 10, 78, 42): movement, space cannon, barrage and combat rolls —
// one row per unit type with its dice, the value it needed and whether it hit — then what abilities changed after
// the roll (a Hacan trade good's +1, Jol-Nar extra hits, the Yin flagship's blast, Naalu fighters), hits and retreats.
import type { GameEvent } from '@/engine/index';
import { describeEvent, rollName, words, type Labels } from './describe-event';
import type { FeedItem } from './feed-data';

type DiceEvent = Extract<GameEvent, { type: 'dice-rolled' }>;

type Die = DiceEvent['dice'][number];

/** One row per unit type that rolled, in the order the dice came. */
function byUnit(dice: readonly Die[]): [string, Die[]][] {
  const rows = new Map<string, Die[]>();
  for (const d of dice) rows.set(d.unit, [...(rows.get(d.unit) ?? []), d]);
  return [...rows];
}

/** 'war-sun' → 'War sun' at the start of a row; the dice name unit types by id (the client has no unit table). */
const unitWord = (unit: string): string =>
  unit === 'pds' ? 'PDS' : `${unit.charAt(0).toUpperCase()}${words(unit).slice(1)}`;

function Dice({ event, labels }: { event: DiceEvent; labels: Labels }) {
  const hits = event.dice.filter((d) => d.hit).length;
  return (
    <div className="space-y-1" data-testid="combat-roll" data-seat={event.seat} data-roll={event.roll} data-hits={hits}>
      <p className="text-sm">
        <span className="font-semibold">{labels.seats[event.seat] ?? `Seat ${event.seat + 1}`}</span> ·{' '}
        {rollName(event.roll)} ·{' '}
        <span className={hits > 0 ? 'text-gold-400' : 'text-slate-400'}>
          {hits} hit{hits === 1 ? '' : 's'}
        </span>
      </p>
      <ul className="space-y-1" aria-label="Dice by unit">
        {byUnit(event.dice).map(([unit, dice]) => (
          <li key={unit} className="flex flex-wrap items-center gap-1" data-testid="combat-unit-dice" data-unit={unit}>
            <span className="min-w-24 text-xs text-slate-300">
              {unitWord(unit)}
              {dice.length > 1 ? ` ×${dice.length}` : ''}
            </span>
            {dice.map((d, i) => (
              <span
                key={i}
                className={`rounded-md border px-2 py-1 text-xs ${d.hit ? 'border-gold-500 bg-gold-500/20 text-gold-400' : 'border-space-600 text-slate-300'}`}
                title={`needs ${d.hitsOn}${d.modifier ? `, modifier ${d.modifier}` : ''}`}
              >
                <span className="font-bold">{d.result}</span>
                {d.modifier !== 0 && <span>{d.modifier > 0 ? `+${d.modifier}` : d.modifier}</span>}
                <span className="text-slate-400">/{d.hitsOn}</span>
                <span className="sr-only">{d.hit ? ' hit' : ' miss'}</span>
              </span>
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}

const HEADINGS: Partial<Record<GameEvent['type'], true>> = {
  'combat-started': true,
  'combat-round-started': true,
  'combat-ended': true,
};
/** Events that change a roll's outcome or the units in the fight after the dice: set apart from routine lines. */
const ABILITY_LINES: Partial<Record<GameEvent['type'], true>> = {
  'ability-used': true,
  'die-modified': true,
  'die-rerolled': true,
  'fighters-returned': true,
};

function lineClass(type: GameEvent['type']): string {
  if (HEADINGS[type]) return 'pt-1 font-semibold text-gold-400';
  if (ABILITY_LINES[type]) return 'border-l-2 border-gold-500 pl-2 text-sm text-gold-400';
  return 'text-sm text-slate-300';
}

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
          <li key={i} className={lineClass(e.type)} data-event={e.type}>
            {describeEvent(e, labels)}
          </li>
        );
      })}
    </ol>
  );
}
