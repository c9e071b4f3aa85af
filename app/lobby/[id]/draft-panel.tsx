// A draft in the lobby: whose pick it is, what is left (factions, in a Milty draft slices with their values and a
// picture, speaker positions), and the picks made. Everything in the draft is public; only the player on the clock
// gets buttons, for the kinds of pick they still lack.
import { renderMapPreview, sliceMapString, sliceNumber } from '@/engine/index';
import type { LobbyView } from '@/server/api/routers/lobby';
import { PickButton, StartDraftButton } from './draft-controls';

type Draft = NonNullable<LobbyView['draft']>;

const letter = (i: number) => String.fromCharCode(65 + i);

export function DraftPanel({
  gameId,
  draft,
  isHost,
  full,
}: {
  gameId: string;
  draft: Draft;
  isHost: boolean;
  full: boolean;
}) {
  const milty = draft.settings.kind === 'milty';
  const title = milty ? 'Milty draft' : 'Faction draft';
  if (!draft.started) {
    return (
      <section className="card space-y-2" data-testid="draft-panel">
        <h2 className="text-lg font-semibold">{title}</h2>
        <p className="text-sm text-slate-400">
          {draft.settings.kind === 'milty'
            ? `${draft.settings.slices} slices and ${draft.settings.factions} factions will be dealt. In a random order, then back again, each player picks a faction, a slice of the galaxy or a speaker position, one pick a turn, until everyone has one of each; the last pick starts the game.`
            : `${draft.settings.factions} factions will be offered. In a random order, then back again, each player picks a faction or a speaker position (which also says where they sit on the board), one pick a turn, until everyone has one of each; the last pick starts the game.`}
        </p>
        {isHost ? (
          <StartDraftButton gameId={gameId} disabled={!full} />
        ) : (
          <p className="text-sm text-slate-400">The host starts the draft when every seat is taken.</p>
        )}
      </section>
    );
  }
  const can = (kind: 'faction' | 'slice' | 'position') => draft.yourTurn && draft.youNeed.includes(kind);
  return (
    <section className="card space-y-4" data-testid="draft-panel">
      <div>
        <h2 className="text-lg font-semibold">{title}</h2>
        <p data-testid="draft-clock" className={draft.yourTurn ? 'font-semibold text-gold-400' : 'text-slate-300'}>
          {draft.onTheClock === null
            ? 'Every pick is made.'
            : draft.yourTurn
              ? `Your pick: ${draft.youNeed.join(', ')} still to choose.`
              : `${draft.onTheClock.name} is picking.`}
        </p>
        <p className="text-sm text-slate-400">Pick order: {draft.order.join(', ')}, then back again.</p>
      </div>

      <div>
        <h3 className="font-semibold">Factions</h3>
        <ul className="divide-y divide-space-700" data-testid="draft-factions">
          {draft.factions.map((f) => (
            <li key={f.id} className="flex min-h-11 items-center justify-between gap-2 py-1">
              <span>{f.name}</span>
              {f.takenBy ? (
                <span className="text-sm text-slate-400">{f.takenBy}</span>
              ) : can('faction') ? (
                <PickButton
                  gameId={gameId}
                  pick={{ kind: 'faction', faction: f.id }}
                  label="Pick"
                  testId={`pick-faction-${f.id}`}
                />
              ) : null}
            </li>
          ))}
        </ul>
      </div>

      {milty && (
        <div>
          <h3 className="font-semibold">Slices</h3>
          <p className="text-sm text-slate-400">
            Optimal: each planet counts only its higher value, half of each when equal (as miltydraft.com counts).
          </p>
          <ul className="grid gap-3 sm:grid-cols-2" data-testid="draft-slices">
            {draft.slices.map((s) => {
              const preview = renderMapPreview(sliceMapString(draft.players, s.tiles as never));
              return (
                <li
                  key={s.index}
                  className="rounded-lg border border-space-700 p-2"
                  data-testid={`draft-slice-${s.index}`}
                >
                  <div className="flex items-center justify-between gap-2">
                    <span className="font-semibold">Slice {letter(s.index)}</span>
                    {s.takenBy ? (
                      <span className="text-sm text-slate-400">{s.takenBy}</span>
                    ) : can('slice') ? (
                      <PickButton
                        gameId={gameId}
                        pick={{ kind: 'slice', slice: s.index }}
                        label="Pick"
                        testId={`pick-slice-${s.index}`}
                      />
                    ) : null}
                  </div>
                  <p className="text-sm">
                    {sliceNumber(s.resources)} / {sliceNumber(s.influence)} · optimal {sliceNumber(s.optimalResources)}{' '}
                    / {sliceNumber(s.optimalInfluence)} · {s.planets} planets
                    {s.wormholes > 0 ? ' · wormhole' : ''}
                    {s.legendary > 0 ? ' · legendary' : ''}
                  </p>
                  <p className="text-xs text-slate-400">{s.label}</p>
                  {preview.ok && (
                    <div
                      className="mt-1 overflow-hidden rounded"
                      role="img"
                      aria-label={`Slice ${letter(s.index)}`}
                      dangerouslySetInnerHTML={{ __html: preview.value.svg }}
                    />
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}

      <div>
        <h3 className="font-semibold">Speaker positions</h3>
        <ul className="divide-y divide-space-700" data-testid="draft-positions">
          {draft.positions.map((p) => (
            <li key={p.position} className="flex min-h-11 items-center justify-between gap-2 py-1">
              <span>{p.label}</span>
              {p.takenBy ? (
                <span className="text-sm text-slate-400">{p.takenBy}</span>
              ) : can('position') ? (
                <PickButton
                  gameId={gameId}
                  pick={{ kind: 'position', position: p.position }}
                  label="Pick"
                  testId={`pick-position-${p.position}`}
                />
              ) : null}
            </li>
          ))}
        </ul>
      </div>

      {draft.picks.length > 0 && (
        <div>
          <h3 className="font-semibold">Picks so far</h3>
          <ol className="list-decimal pl-5 text-sm" data-testid="draft-picks">
            {draft.picks.map((p, i) => (
              <li key={i}>
                {p.name}: {p.label}
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
