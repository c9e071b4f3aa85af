// The viewer's own hidden things: action cards, promissory notes, secret objectives, plus technologies and relics.
// Tap a card to read what it does (no hover needed). Action cards in hand are copies ('card#2'): shown by card.
import { parseActionCardCopy } from '@/engine/index';
import type { GameView, PlayerView } from '@/engine/index';
import { agendaWords } from './round/display';
import { NotWorkingYet } from '../../_components/not-working-yet';
import type { OptionItem } from './forms/types';
import { playableNow, windowWords } from './cards-now';
import {
  actionCard,
  notWorking,
  objective,
  objectiveCondition,
  objectiveWhen,
  promissoryNote,
  relic,
  technology,
} from '../../_lib/engine-display';

interface Entry {
  readonly key: string;
  readonly name: string;
  readonly text?: string | undefined;
  readonly note?: string;
  /** The engine does not play it yet (docs/content.md). */
  readonly notWorking?: boolean;
}

/** When the card is played (its timing window, 2.6), and whether the engine offers it to the viewer right now. */
function whenPlayed(card: string, options: readonly OptionItem[]): string {
  const when = windowWords(card);
  return playableNow(card, options) ? `${when} · can play now` : when;
}

export function HandPanel({
  player,
  names,
  options = [],
  sight,
}: {
  player: PlayerView | undefined;
  names: readonly string[];
  options?: readonly OptionItem[];
  sight?: GameView['naaluSight'];
}) {
  if (!player) return null;
  const notes: Entry[] = (player.promissoryNotes ?? []).map((id) => {
    const note = promissoryNote(id);
    const from = note.fromSeat !== null && note.fromSeat !== player.seat ? names[note.fromSeat] : undefined;
    return { key: id, name: note.name, text: note.text, ...(from ? { note: `from ${from}` } : {}) };
  });
  const secrets: Entry[] = player.secretObjectives.map((s) => ({
    key: s.id,
    name: objective(s.id).name,
    text: objectiveCondition(s.id),
    // 61.3: when it can be scored, as an action card says when it can be played.
    note: s.scored ? 'scored' : objectiveWhen(s.id),
  }));
  return (
    <section className="card space-y-3" aria-label="Your hand" data-testid="hand">
      <h2 className="text-lg font-semibold">Your hand</h2>
      <CardList title="Secret objectives" entries={secrets} testId="hand-secrets" />
      <CardList
        title="Action cards"
        entries={(player.actionCards ?? []).map((id, i) => {
          const card = parseActionCardCopy(id) ?? id;
          return { key: `${id}-${i}`, ...actionCard(card), note: whenPlayed(card, options) };
        })}
        testId="hand-action-cards"
      />
      <CardList title="Promissory notes" entries={notes} testId="hand-promissory" />
      <CardList
        title="Technologies"
        entries={player.technologies.map((id) => ({
          key: id,
          ...technology(id),
          notWorking: notWorking('technologies', id),
        }))}
        testId="hand-technologies"
      />
      {sight && <NaaluSightList sight={sight} names={names} />}
      {player.relics.length > 0 && (
        <CardList
          title="Relics"
          entries={player.relics.map((id) => ({ key: id, ...relic(id) }))}
          testId="hand-relics"
        />
      )}
    </section>
  );
}

function CardList({ title, entries, testId }: { title: string; entries: Entry[]; testId: string }) {
  return (
    <div data-testid={testId}>
      <h3 className="text-sm font-medium text-slate-400">
        {title} ({entries.length})
      </h3>
      {entries.length > 0 && (
        <ul className="mt-1 space-y-1 text-sm">
          {entries.map((e) => (
            <li key={e.key} className="rounded bg-space-800 px-2">
              {e.text ? (
                <details>
                  <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2">
                    <span>
                      {e.name}
                      {e.notWorking && <NotWorkingYet />}
                    </span>
                    {e.note && <span className="text-gold-400">{e.note}</span>}
                  </summary>
                  <p className="pb-2 text-slate-400">{e.text}</p>
                </details>
              ) : (
                <p className="flex min-h-11 items-center">
                  {e.name}
                  {e.notWorking && <NotWorkingYet />}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** M'aban (Naalu commander): the neighbours' notes and the agenda deck's ends, seen only by this player. */
function NaaluSightList({ sight, names }: { sight: NonNullable<GameView['naaluSight']>; names: readonly string[] }) {
  const ends = [
    ['top', sight.agendaTop],
    ['bottom', sight.agendaBottom],
  ] as const;
  return (
    <div data-testid="hand-naalu-sight" className="text-sm">
      <h3 className="font-medium text-slate-400">M&apos;aban: what only you see</h3>
      <ul className="mt-1 space-y-1">
        {Object.entries(sight.promissoryNotes).map(([seat, notes]) => (
          <li key={seat}>
            {names[Number(seat)]}&apos;s promissory notes:{' '}
            {notes.length > 0 ? notes.map((id) => promissoryNote(id).name).join(', ') : 'none'}
          </li>
        ))}
        {ends.map(([end, card]) => (
          <li key={end}>
            Agenda deck {end}: {card ? agendaWords(card).name : 'empty'}
          </li>
        ))}
      </ul>
    </div>
  );
}
