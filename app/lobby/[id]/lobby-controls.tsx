'use client';
// Choosing your faction and colour (unique per game); the host randomises what is left and starts the game.
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTRPC } from '../../_lib/trpc';
import { ErrorNote } from '../../_components/error-note';
import { colorFill } from '../../_components/color-swatch';

interface Props {
  readonly gameId: string;
  readonly isHost: boolean;
  readonly factions: readonly { id: string; name: string; taken: boolean }[];
  readonly colors: readonly { id: string; taken: boolean }[];
  readonly yourFaction: string | null;
  readonly yourColor: string | null;
  readonly canStart: boolean;
  readonly full: boolean;
  /** A draft (Milty or faction) deals the factions and starts the game (draft-panel.tsx): only the colour is chosen here. */
  readonly drafted?: boolean;
  /** The players place the system tiles before the game (placement-panel.tsx deals them instead of a start). */
  readonly placing?: boolean;
}

type Color = 'red' | 'blue' | 'green' | 'yellow' | 'purple' | 'black' | 'orange' | 'pink';

export function LobbyControls(p: Props) {
  const trpc = useTRPC();
  const router = useRouter();
  const refresh = { onSuccess: () => router.refresh() };
  const choose = useMutation(trpc.lobby.choose.mutationOptions(refresh));
  const randomize = useMutation(trpc.lobby.randomize.mutationOptions(refresh));
  const leave = useMutation(trpc.lobby.leave.mutationOptions({ onSuccess: () => router.push('/games') }));
  const start = useMutation(trpc.lobby.start.mutationOptions({ onSuccess: () => router.push(`/game/${p.gameId}`) }));
  const busy = choose.isPending || randomize.isPending || start.isPending || leave.isPending;

  return (
    <section className="card space-y-4">
      <h2 className="text-lg font-semibold">{p.drafted ? 'Your colour' : 'Your faction and colour'}</h2>
      <div className={p.drafted ? 'hidden' : undefined}>
        <label className="label" htmlFor="faction">
          Faction
        </label>
        <select
          id="faction"
          className="field"
          value={p.yourFaction ?? ''}
          disabled={busy}
          onChange={(e) => choose.mutate({ gameId: p.gameId, faction: e.target.value || null })}
          data-testid="choose-faction"
        >
          <option value="">Choose a faction…</option>
          {p.factions.map((f) => (
            <option key={f.id} value={f.id} disabled={f.taken}>
              {f.name}
              {f.taken ? ' (taken)' : ''}
            </option>
          ))}
        </select>
      </div>
      <fieldset>
        <legend className="label">Colour</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {p.colors.map((c) => {
            const selected = p.yourColor === c.id;
            return (
              <button
                key={c.id}
                type="button"
                disabled={busy || c.taken}
                aria-pressed={selected}
                onClick={() => choose.mutate({ gameId: p.gameId, color: selected ? null : (c.id as Color) })}
                className={`btn border-2 px-2 capitalize ${selected ? 'border-gold-400' : 'border-space-600'} bg-space-800 text-sm`}
                data-testid={`choose-color-${c.id}`}
              >
                <span
                  className={`inline-block h-5 w-5 shrink-0 rounded-full border border-slate-500 ${colorFill(c.id)}`}
                />
                {c.id}
              </button>
            );
          })}
        </div>
      </fieldset>
      <ErrorNote error={choose.error ?? randomize.error ?? start.error ?? leave.error} />
      <div className="flex flex-wrap gap-2 border-t border-space-700 pt-4">
        {p.isHost ? (
          <>
            <button
              type="button"
              className="btn-secondary"
              disabled={busy}
              onClick={() => randomize.mutate({ gameId: p.gameId })}
              data-testid="randomize"
            >
              {p.drafted ? 'Randomise colours' : 'Randomise the rest'}
            </button>
            <button
              type="button"
              className={p.drafted || p.placing ? 'hidden' : 'btn-primary'}
              disabled={busy || !p.canStart}
              onClick={() => start.mutate({ gameId: p.gameId })}
              data-testid="start-game"
            >
              Start the game
            </button>
            {!p.canStart && !p.drafted && (
              <p className="w-full text-sm text-slate-400">
                {p.full ? 'Everyone needs a faction and a colour (or randomise).' : 'Waiting for every seat to fill.'}
              </p>
            )}
          </>
        ) : (
          <>
            <p className="w-full text-sm text-slate-400">The host starts the game when every seat is taken.</p>
            <button
              type="button"
              className="btn-danger"
              disabled={busy}
              onClick={() => leave.mutate({ gameId: p.gameId })}
              data-testid="leave-game"
            >
              Leave this game
            </button>
          </>
        )}
      </div>
    </section>
  );
}
