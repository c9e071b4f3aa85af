// Undo with approval and the host's rewind (issue 16; server/game/undo.ts): the pending request shown to everyone
// with what it would undo (each line as the viewer may read it) and who must approve, the viewer's own recent commands
// to undo back to (the host's: anyone's, as a rewind), and the audit trail of settled requests. A server component;
// only the buttons are client code (undo-buttons.tsx).
import { boardNames } from '@/engine/index';
import type { GameEvent, GameView } from '@/engine/index';
import { eventNames } from '@/server/game/event-names';
import type { UndoSeen } from '@/server/game/undo-record';
import { loadPage } from '../../_lib/page-data';
import { describeEvent, type Labels } from './tactical/describe-event';
import { UndoAnswerButtons, UndoAskButton } from './undo-buttons';

function Lines({
  commands,
  labels,
  more,
}: {
  commands: readonly { seat: number; version: number; events: GameEvent[] }[];
  labels: Labels;
  more: number;
}) {
  return (
    <ol className="list-decimal space-y-1 pl-5 text-sm">
      {commands.map((c) => (
        <li key={c.version}>
          <span className="font-semibold">{labels.seats[c.seat] ?? `Seat ${c.seat + 1}`}:</span>{' '}
          {c.events.length === 0
            ? 'a command you could not see the details of'
            : c.events.map((e) => describeEvent(e, labels)).join(' · ')}
        </li>
      ))}
      {more > 0 && <li>and {more} earlier commands</li>}
    </ol>
  );
}

export async function UndoPanel({
  gameId,
  view,
  seat,
  undo,
}: {
  gameId: string;
  view: GameView;
  seat: number | null;
  undo: UndoSeen;
}) {
  const seats = view.players.map((p) => p.name);
  const names = boardNames(view);
  const labels: Labels = { seats, systems: names.systems, planets: names.planets, names: eventNames(view) };
  const who = (s: number) => seats[s] ?? `Seat ${s + 1}`;
  const pending = undo.pending;
  const choices =
    seat !== null && !pending && view.phase !== 'ended'
      ? await loadPage(`/game/${gameId}`, (api) => api.game.undoChoices({ gameId }))
      : null;
  const offered = choices?.ok ? choices.value : [];
  if (!pending && offered.length === 0 && undo.trail.length === 0) return null;
  return (
    <section className="card space-y-3" data-testid="undo-panel">
      {pending && (
        <div className="space-y-2" data-testid="undo-pending">
          <h2 className="font-semibold text-gold-400">
            {who(pending.by)} asks to {pending.kind === 'rewind' ? 'rewind the game' : 'undo'}:{' '}
            {pending.commands.length + pending.more} command{pending.commands.length + pending.more === 1 ? '' : 's'}
          </h2>
          <Lines commands={pending.commands} labels={labels} more={pending.more} />
          <p className="text-sm text-slate-300" data-testid="undo-approvers">
            Needs the approval of {pending.approvers.map(who).join(', ')}
            {pending.approved.length > 0 ? ` · approved by ${pending.approved.map(who).join(', ')}` : ''}. A new command
            before then lets the request lapse.
          </p>
          {seat !== null && (pending.asksViewer || pending.by === seat) && (
            <UndoAnswerButtons
              gameId={gameId}
              requestId={pending.id}
              asksViewer={pending.asksViewer}
              byViewer={pending.by === seat}
            />
          )}
        </div>
      )}
      {offered.length > 0 && (
        <details data-testid="undo-choices">
          <summary className="inline-flex min-h-11 cursor-pointer items-center text-gold-400 underline">
            Undo an earlier command…
          </summary>
          <p className="text-sm text-slate-400">
            Everything from that command on is undone once every player whose situation changed approves (the host’s
            rewind: every player). Dice rolled again are fresh rolls.
          </p>
          <ul className="space-y-2">
            {offered.map((c) => (
              <li key={c.version} className="space-y-1 border-t border-slate-700 pt-2 text-sm">
                <p>
                  <span className="font-semibold">{who(c.seat)}:</span>{' '}
                  {c.events.length === 0 ? 'a command' : c.events.map((e) => describeEvent(e, labels)).join(' · ')}
                </p>
                <UndoAskButton gameId={gameId} to={c.version} kind={c.kind} testId={`undo-ask-${c.version}`} />
              </li>
            ))}
          </ul>
        </details>
      )}
      {undo.trail.length > 0 && (
        <details data-testid="undo-trail">
          <summary className="inline-flex min-h-11 cursor-pointer items-center text-gold-400 underline">
            Undo record ({undo.trail.length})
          </summary>
          <ul className="space-y-2">
            {undo.trail.map((t) => (
              <li
                key={t.id}
                className="space-y-1 border-t border-slate-700 pt-2 text-sm"
                data-testid="undo-trail-entry"
              >
                <p>
                  {who(t.by)}’s {t.kind === 'rewind' ? 'rewind' : 'undo'}:{' '}
                  {t.outcome === 'approved'
                    ? `approved${t.approved.length > 0 ? ` by ${t.approved.map(who).join(', ')}` : ' (nobody else was affected)'}`
                    : t.refusedBy === t.by
                      ? 'withdrawn'
                      : `refused by ${t.refusedBy === null ? 'a player' : who(t.refusedBy)}`}
                </p>
                <Lines commands={t.commands} labels={labels} more={t.more} />
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
