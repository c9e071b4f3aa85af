// The players' tile placement in the lobby (setup 6): before the deal, who still has to choose; then whose turn it
// is, the caller's own tiles with the spaces each may go to now, every player's tiles left, and the placements made.
// The galaxy so far is the map preview beside it (page.tsx). Only the player on the turn gets buttons.
import type { LobbyView } from '@/server/api/routers/lobby';
import { DealTilesButton, PlaceTileButton } from './placement-controls';

type Placement = NonNullable<LobbyView['placement']>;
type Option = Extract<Placement, { started: true }>['options'][number];

export function PlacementPanel({
  gameId,
  placement,
  isHost,
}: {
  gameId: string;
  placement: Placement;
  isHost: boolean;
}) {
  if (!placement.started) {
    return (
      <section className="card space-y-2" data-testid="placement-panel">
        <h2 className="text-lg font-semibold">Placing the galaxy</h2>
        <p className="text-sm text-slate-400">
          The players build the galaxy themselves: each is dealt blue and red system tiles, and from the speaker,
          clockwise then back again, each places one tile at a time, ring by ring around Mecatol Rex, keeping anomalies
          apart and matching wormholes apart whenever they can. The last tile starts the game.
        </p>
        {placement.afterDraft ? (
          <p className="text-sm text-slate-400">The tiles are dealt when the draft’s last pick is made.</p>
        ) : isHost ? (
          <>
            <DealTilesButton gameId={gameId} disabled={!placement.ready} />
            {placement.waitingFor && <p className="text-sm text-slate-400">{placement.waitingFor}</p>}
          </>
        ) : (
          <p className="text-sm text-slate-400">The host deals the tiles once everyone has a faction and a colour.</p>
        )}
      </section>
    );
  }
  const clock = placement.onTheClock;
  const byTile = new Map<string, Option[]>();
  for (const o of placement.options) byTile.set(o.tile, [...(byTile.get(o.tile) ?? []), o]);
  return (
    <section className="card space-y-4" data-testid="placement-panel">
      <div>
        <h2 className="text-lg font-semibold">Placing the galaxy</h2>
        <p
          data-testid="placement-clock"
          className={placement.yourTurn ? 'font-semibold text-gold-400' : 'text-slate-300'}
        >
          {clock === null
            ? 'Every tile is placed.'
            : placement.yourTurn
              ? `Your turn: place ${clock.extra ? 'an extra tile next to Mecatol Rex' : 'one of your tiles'}.`
              : `${clock.name} is placing a tile.`}
        </p>
        <p className="text-sm text-slate-400">
          {placement.speaker} is the speaker and placed first. Spaces are numbered as map strings count them: ring by
          ring from the top, clockwise.
        </p>
      </div>

      <div>
        <h3 className="font-semibold">Your tiles</h3>
        <ul className="divide-y divide-space-700" data-testid="placement-tiles">
          {placement.yourTiles.map((t) => (
            <li key={t.tile} className="flex flex-wrap items-center gap-2 py-1">
              <span className="min-w-40">{t.name}</span>
              {(byTile.get(t.tile) ?? []).map((o) => (
                <PlaceTileButton
                  key={o.position}
                  gameId={gameId}
                  tile={o.tile}
                  position={o.position}
                  label={`Space ${o.position}${o.forced ? ' (no other option)' : ''}`}
                />
              ))}
            </li>
          ))}
        </ul>
      </div>

      <div>
        <h3 className="font-semibold">Tiles left</h3>
        <ul className="text-sm" data-testid="placement-players">
          {placement.players.map((p) => (
            <li key={p.name}>
              {p.name}: {p.left}
            </li>
          ))}
        </ul>
      </div>

      {placement.placements.length > 0 && (
        <details>
          <summary className="flex min-h-11 cursor-pointer items-center font-semibold">
            Placed so far: <span data-testid="placement-count">{placement.placements.length}</span>
          </summary>
          <ol className="list-decimal pl-5 text-sm" data-testid="placement-log">
            {placement.placements.map((p, i) => (
              <li key={i}>
                {p.name}: {p.tile} in space {p.position}
                {p.extra ? ' (extra tile)' : ''}
              </li>
            ))}
          </ol>
        </details>
      )}
    </section>
  );
}
