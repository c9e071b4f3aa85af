// The game: what waits on whom (and since when), the viewer's decision panel built from the engine's options, the
// agenda under way, the galaxy, the victory point track, every player's public state, the table and the hand.
// Polls the cheap version endpoint and refreshes when the game moves.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { loadPage, phaseName } from '../../_lib/page-data';
import Link from 'next/link';
import { contentInPlayLine, promissoryNote } from '../../_lib/engine-display';
import { boardNames, preAnswerLabel, preAnswerOffers } from '@/engine/index';
import { VersionPoller } from '../../_components/refresher';
import { DecisionPanel } from './decision-panel';
import { DecisionContext } from './decision-context';
import { formRound, formView } from './forms/form-view';
import { MapPanel } from './map-panel';
import { PlayersPanel } from './players-panel';
import { HandPanel } from './hand-panel';
import { TablePanel } from './table-panel';
import { TechTreeLink } from './tech-tree';
import { AgendaPanel } from './round/agenda-panel';
import { VpTrack } from './round/vp-track';
import { WaitingSince } from './round/waiting-since';
import { Deadline } from './round/deadline';
import { PreAnswers } from './pre-answers';
import { Presence } from './presence';
import { cardsNow } from './cards-now';
import { TakeBackButton } from './take-back-button';
import { TalkPanel } from './talk-panel';
import { UndoPanel } from './undo-panel';
import { SeatHandOver } from './seat-hand-over';
import { ReplaceSilent } from './replace-silent';
import { ConcedeDialog } from './concede-dialog';
import { concedeRuleLine } from '../../_lib/concede-rule';
import { siteOrigin } from '../../_lib/origin';
import { serverApi } from '@/server/api/server';

export const metadata: Metadata = { title: 'Game' };
export const dynamic = 'force-dynamic';

export default async function GamePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const loaded = await loadPage(`/game/${id}`, (api) => api.game.view({ gameId: id }));
  if (!loaded.ok) {
    return (
      <p className="card" data-testid="game-forbidden">
        {loaded.message}.
      </p>
    );
  }
  const g = loaded.value;
  if (g.status === 'lobby' || !g.view) redirect(`/lobby/${id}`);
  const view = g.view;
  const names = g.seats.map((s) => s.name);
  const waitingNames = g.waitingOn.map((s) => names[s] ?? `Seat ${s + 1}`);
  const yourTurn = g.seat !== null && g.waitingOn.includes(g.seat);
  const winner = view.winner === null ? null : names[view.winner];
  const groups = groupOptions(g.options);
  const top = view.decisions.at(-1) ?? null;
  const yourDecision = top && g.seat !== null && top.waitingOn.includes(g.seat) ? top : null;
  const reminderHours = g.settings.reminderIntervalHours;
  const ownHand = g.seat === null ? [] : (view.players[g.seat]?.actionCards ?? []);
  // A seat that conceded or was eliminated watches: it has nothing left to concede.
  const inGame = g.seat !== null && view.phase !== 'ended' && view.players[g.seat]?.eliminated === false;
  const youConceded = g.seat !== null && view.players[g.seat]?.conceded !== undefined;
  // The host's seat links (issue 16): only the host is sent them, and only while the game goes on.
  const offers = g.isHost && view.phase !== 'ended' ? await (await serverApi()).seats.offers({ gameId: id }) : null;
  const origin = g.seat !== null ? await siteOrigin() : '';
  const handOverRows =
    offers &&
    g.seats.map((s, seat) => {
      const offer = offers.find((o) => o.seat === seat);
      return { seat, name: s.name, url: offer ? `${origin}/seat/${offer.token}` : null };
    });
  const handNotes =
    g.seat === null
      ? []
      : (view.players[g.seat]?.promissoryNotes ?? []).map((n) => ({ id: n, name: promissoryNote(n).name }));

  return (
    <div className="space-y-4" data-testid="game-page" data-version={g.version}>
      <VersionPoller gameId={id} version={g.version} />
      {g.seat !== null && <Presence gameId={id} />}
      <header className="space-y-1">
        <h1 className="text-xl font-bold" data-testid="game-name">
          {g.name}
        </h1>
        <p className="text-slate-300" data-testid="game-phase">
          {phaseName(view.phase)}
          {view.round > 0 ? ` · round ${view.round}` : ''} · speaker {names[view.speaker]}
          {g.seat === null ? ' · spectating' : ''}
        </p>
        {youConceded && (
          <p className="text-sm text-slate-300" data-testid="you-conceded">
            You conceded this game: the table plays on without you, and the game no longer waits on you.
          </p>
        )}
        {view.config.custodiansRemoved === true && (
          <p className="text-sm text-amber-200" data-testid="house-rule">
            House rule: the custodians token started removed (agenda phase every round, no custodians point).
          </p>
        )}
        <p className="text-sm text-slate-400" data-testid="concede-rule">
          {concedeRuleLine(view.config.concede)}
        </p>
        <p className="text-sm text-slate-400" data-testid="content-in-play">
          In play: {contentInPlayLine(view.config)} —{' '}
          <Link href="/content" className="inline-flex min-h-11 items-center text-gold-400 underline">
            what works
          </Link>{' '}
          ·{' '}
          <Link
            href={`/game/${id}/history`}
            className="inline-flex min-h-11 items-center text-gold-400 underline"
            data-testid="history-link"
          >
            history
          </Link>{' '}
          ·{' '}
          <Link
            href={`/game/${id}/record`}
            className="inline-flex min-h-11 items-center text-gold-400 underline"
            data-testid="record-link"
          >
            standings
          </Link>{' '}
          ·{' '}
          <a href={`/game/${id}/export`} className="inline-flex min-h-11 items-center text-gold-400 underline" download>
            export
          </a>
        </p>
        {winner ? (
          <p className="font-semibold text-gold-400" data-testid="game-winner">
            {winner} wins the game!{' '}
            <Link href={`/game/${id}/record`} className="inline-flex min-h-11 items-center underline">
              See how the game was won
            </Link>
          </p>
        ) : (
          <>
            <p className={yourTurn ? 'font-semibold text-gold-400' : 'text-slate-400'} data-testid="waiting-on">
              {yourTurn ? 'The game waits on you. ' : ''}
              {waitingNames.length > 0 ? `Waiting on ${waitingNames.join(', ')}` : ''}
            </p>
            {waitingNames.length > 0 && g.deadline !== null && (
              <p>
                <Deadline deadline={g.deadline} serverNow={g.now} />
              </p>
            )}
            {/* Nothing was revealed by the viewer's last command and nobody acted since: a misclick can be undone. */}
            {g.canTakeBack && <TakeBackButton key={g.version} gameId={id} version={g.version} />}
            {/* The decision panel shows it for the viewer's own prompt. */}
            {top && waitingNames.length > 0 && !yourTurn && (
              <p>
                <WaitingSince openedAt={top.openedAt} reminderHours={reminderHours} testId="waiting-since" />
              </p>
            )}
          </>
        )}
      </header>

      {/* Undo with approval: the pending request, the viewer's commands to undo back to, the audit trail. */}
      <UndoPanel gameId={id} view={view} seat={g.seat} undo={g.undo} />

      {g.seat !== null && (
        <DecisionPanel
          gameId={id}
          version={g.version}
          groups={groups}
          waitingOnYou={yourTurn}
          waitingNames={waitingNames}
          decision={yourDecision}
          openedAt={top?.openedAt ?? null}
          reminderHours={reminderHours}
          windowPrompt={g.windowPrompt?.text ?? null}
          view={formView(view, yourDecision)}
          seat={g.seat}
          names={names}
          round={formRound(g.round, yourDecision)}
          handNotes={handNotes}
          planetNames={boardNames(view).planets}
          cardsNow={cardsNow(g.options, yourDecision)}
        >
          <DecisionContext decision={yourDecision} seat={g.seat} options={g.options} politicsPeek={view.politicsPeek} />
        </DecisionPanel>
      )}
      {g.seat !== null && view.phase !== 'ended' && (
        <PreAnswers
          gameId={id}
          version={g.version}
          set={view.standingPasses.map((entry) => ({ entry, label: preAnswerLabel(entry) }))}
          offered={preAnswerOffers(ownHand)
            .filter((entry) => !view.standingPasses.includes(entry))
            .map((entry) => ({ entry, label: preAnswerLabel(entry) }))}
        />
      )}

      <AgendaPanel view={view} round={g.round} names={names} waitingOn={g.waitingOn} />

      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-4">
          {/* The tappable map with the tactical action under way and the event feed (the tactical helper's part). */}
          <MapPanel view={view} options={g.options} gameId={id} version={g.version} />
          <VpTrack view={view} names={names} />
        </div>
        <div className="space-y-4">
          <PlayersPanel gameId={id} view={view} waitingOn={g.waitingOn} leaders={g.leaders} />
          <TablePanel view={view} round={g.round} names={names} options={g.options} />
          {handOverRows && <SeatHandOver gameId={id} seats={handOverRows} />}
          {g.seat !== null && view.phase !== 'ended' && <ReplaceSilent gameId={id} seat={g.seat} origin={origin} />}
          {inGame && <ConcedeDialog gameId={id} version={g.version} rule={view.config.concede ?? 'remove'} />}
          {g.seat !== null && (
            <HandPanel player={view.players[g.seat]} names={names} options={g.options} sight={view.naaluSight} />
          )}
          {g.seat !== null && <TechTreeLink gameId={id} view={view} seat={g.seat} round={g.round} />}
          {/* Table talk and private threads (issue 16): its own poll, so talk never moves the game's version. */}
          {g.seat !== null && <TalkPanel gameId={id} />}
        </div>
      </div>
    </div>
  );
}

/** Buttons grouped under the engine's headings, in the order the engine listed them. */
function groupOptions<O extends { group: string }>(options: O[]): { group: string; options: O[] }[] {
  const groups: { group: string; options: O[] }[] = [];
  for (const o of options) {
    const g = groups.find((x) => x.group === o.group);
    if (g) g.options.push(o);
    else groups.push({ group: o.group, options: [o] });
  }
  return groups;
}
