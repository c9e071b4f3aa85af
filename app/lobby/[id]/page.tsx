// The lobby: share the invite link, see who has joined, choose faction and colour; the host randomises and starts.
import { DEFAULT_DECISION_HOURS, DEFAULT_WINDOW_HOURS } from '@/server/lobby/doc';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import Link from 'next/link';
import { contentInPlayLine, everyCardDealt } from '../../_lib/engine-display';
import { concedeRuleLine } from '../../_lib/concede-rule';
import { loadPage } from '../../_lib/page-data';
import { siteOrigin } from '../../_lib/origin';
import { VersionPoller } from '../../_components/refresher';
import { ColorSwatch } from '../../_components/color-swatch';
import { InviteLink } from './invite-link';
import { LobbyControls } from './lobby-controls';
import { MapPreview } from './map-preview';
import { DraftPanel } from './draft-panel';
import { PlacementPanel } from './placement-panel';
import { MILTY_TABLES } from '../../games/new/milty-tables';

export const metadata: Metadata = { title: 'Lobby' };
export const dynamic = 'force-dynamic';

export default async function LobbyPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const loaded = await loadPage(`/lobby/${id}`, async (api) => {
    const first = await api.lobby.get({ gameId: id });
    const drafting = first.draft?.started === true;
    const placing = first.placement?.started === true;
    if ((!drafting && !placing) || first.status !== 'lobby' || first.yourSeat === null) return first;
    // A pick or a placement whose deadline passed is taken when it is read (routers/draft.ts, routers/placement.ts).
    if (placing) await api.placement.view({ gameId: id });
    else await api.draft.view({ gameId: id });
    return api.lobby.get({ gameId: id });
  });
  if (!loaded.ok) {
    return (
      <p className="card" data-testid="lobby-forbidden">
        {loaded.message}. Ask the host for an invite link.
      </p>
    );
  }
  const lobby = loaded.value;
  if (lobby.status !== 'lobby') redirect(`/game/${id}`);
  const factionNames = new Map(lobby.factions.map((f) => [f.id, f.name]));
  const inviteUrl = lobby.inviteToken ? `${await siteOrigin()}/join/${lobby.inviteToken}` : null;
  const you = lobby.yourSeat === null ? null : lobby.seats[lobby.yourSeat];
  const takenFactions = lobby.seats.filter((s) => !s.isYou && s.faction).map((s) => s.faction as string);
  const takenColors = lobby.seats.filter((s) => !s.isYou && s.color).map((s) => s.color as string);
  const full = lobby.seats.length === lobby.settings.players;
  const allChosen = lobby.seats.every((s) => s.faction && s.color);

  return (
    <div className="space-y-5">
      <VersionPoller gameId={id} version={lobby.version} />
      <div>
        <h1 className="text-2xl font-bold" data-testid="lobby-name">
          {lobby.name}
        </h1>
        <p className="text-slate-400">
          {lobby.settings.players} players · {lobby.settings.victoryPoints} points ·{' '}
          {lobby.settings.draft?.kind === 'milty'
            ? `galaxy from a Milty draft on ${MILTY_TABLES[lobby.settings.players]?.board ?? lobby.settings.layout}`
            : `galaxy ${lobby.settings.layout}`}
          {lobby.settings.tilePlacement === true ? ' · the players place the tiles' : ''}
          {lobby.settings.allowSpectators ? ' · spectators welcome' : ''}
        </p>
        <p className="text-sm text-slate-400" data-testid="lobby-deadlines">
          Deadlines: {hoursText(lobby.settings.windowHours ?? DEFAULT_WINDOW_HOURS)} to answer a timing window,{' '}
          {hoursText(lobby.settings.decisionHours ?? DEFAULT_DECISION_HOURS)} for other decisions; then the game takes
          the default (pass, decline).
        </p>
        {lobby.settings.custodiansRemoved === true && (
          <p
            className="mt-1 rounded-lg border border-amber-700 bg-amber-950 px-3 py-2 text-sm text-amber-100"
            data-testid="lobby-house-rule"
          >
            House rule: the custodians token starts removed — agenda phase from round 1, no custodians point.
          </p>
        )}
        <p className="mt-1 text-sm text-slate-400" data-testid="lobby-concede-rule">
          {concedeRuleLine(lobby.settings.concede)}
        </p>
        <p className="mt-1 text-sm text-slate-400" data-testid="lobby-content-in-play">
          In play: {contentInPlayLine()}.{' '}
          {everyCardDealt()
            ? 'Every card of Prophecy of Kings is in its deck'
            : 'Cards that do not work yet are left out of their decks'}{' '}
          —{' '}
          <Link href="/content" className="inline-flex min-h-11 items-center text-gold-400 underline">
            what works
          </Link>
        </p>
      </div>

      {lobby.isHost && <InviteLink gameId={id} url={inviteUrl} />}

      {lobby.settings.mapString ? <MapPreview mapString={lobby.settings.mapString} /> : null}

      {lobby.draft ? <DraftPanel gameId={id} draft={lobby.draft} isHost={lobby.isHost} full={full} /> : null}
      {lobby.draft?.started && lobby.draft.mapSoFar !== null && !lobby.placement?.started ? (
        <MapPreview mapString={lobby.draft.mapSoFar} />
      ) : null}
      {lobby.placement ? <PlacementPanel gameId={id} placement={lobby.placement} isHost={lobby.isHost} /> : null}
      {lobby.placement?.started ? (
        <MapPreview
          mapString={lobby.placement.mapSoFar}
          placing={{
            gameId: id,
            version: lobby.version,
            openSpaces: lobby.placement.openSpaces,
            options: lobby.placement.options,
          }}
        />
      ) : null}

      <section className="card space-y-2">
        <h2 className="text-lg font-semibold">
          Players <span data-testid="seat-count">{lobby.seats.length}</span> / {lobby.settings.players}
        </h2>
        <ul className="divide-y divide-space-700" data-testid="seats">
          {lobby.seats.map((s) => (
            <li key={s.seat} className="flex min-h-11 items-center gap-3 py-2" data-testid={`seat-${s.seat}`}>
              <ColorSwatch color={s.color} />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">
                  {s.name}
                  {s.isYou && <span className="text-slate-400"> (you)</span>}
                  {s.isHost && <span className="text-slate-400"> · host</span>}
                </p>
                <p className="truncate text-sm text-slate-400" data-testid={`seat-${s.seat}-faction`}>
                  {s.faction ? (factionNames.get(s.faction) ?? s.faction) : 'Choosing a faction…'}
                </p>
              </div>
            </li>
          ))}
          {Array.from({ length: lobby.settings.players - lobby.seats.length }, (_, i) => (
            <li key={`open-${i}`} className="flex min-h-11 items-center py-2 text-slate-400">
              Open seat
            </li>
          ))}
        </ul>
      </section>

      {you && !lobby.placement?.started && (
        <LobbyControls
          gameId={id}
          isHost={lobby.isHost}
          factions={lobby.factions.map((f) => ({ ...f, taken: takenFactions.includes(f.id) }))}
          colors={lobby.colors.map((c) => ({ id: c, taken: takenColors.includes(c) }))}
          yourFaction={you.faction}
          yourColor={you.color}
          canStart={full && allChosen}
          full={full}
          drafted={lobby.draft !== null}
          placing={lobby.placement !== null}
        />
      )}
    </div>
  );
}

function hoursText(h: number): string {
  if (h <= 0) return 'no limit';
  if (h % 24 === 0) return h === 24 ? '1 day' : `${h / 24} days`;
  return h === 1 ? '1 hour' : `${h} hours`;
}
