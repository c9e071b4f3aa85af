'use client';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useTRPC } from '../../_lib/trpc';
import { ErrorNote } from '../../_components/error-note';

const LAYOUT_NAMES: Record<string, string> = {
  '5p-hyperlanes': '5 players, hyperlanes',
  '6p-large': '6 players, large',
  '7p-alternate': '7 players, alternate',
  '8p-alternate': '8 players, alternate',
};
const layoutName = (id: string) => LAYOUT_NAMES[id] ?? `${id.replace('p', '')} players, standard`;

const REMINDERS = [
  { hours: 0, label: 'Never' },
  { hours: 4, label: 'Every 4 hours' },
  { hours: 12, label: 'Every 12 hours' },
  { hours: 24, label: 'Every day' },
  { hours: 48, label: 'Every 2 days' },
] as const;

type VictoryPoints = 10 | 14;

interface Props {
  readonly layouts: Record<number, string[]>;
  readonly defaultName: string;
  readonly defaultHostName: string;
}

export function NewGameForm({ layouts, defaultName, defaultHostName }: Props) {
  const trpc = useTRPC();
  const router = useRouter();
  const [name, setName] = useState(defaultName);
  const [hostName, setHostName] = useState(defaultHostName);
  const [players, setPlayers] = useState(6);
  const [layout, setLayout] = useState(layouts[6]?.[0] ?? '6p');
  const [victoryPoints, setVictoryPoints] = useState<VictoryPoints>(10);
  const [reminderIntervalHours, setReminder] = useState(24);
  const [allowSpectators, setAllowSpectators] = useState(false);
  const create = useMutation(
    trpc.lobby.create.mutationOptions({ onSuccess: ({ gameId }) => router.push(`/lobby/${gameId}`) }),
  );

  const choosePlayers = (n: number) => {
    setPlayers(n);
    setLayout(layouts[n]?.[0] ?? `${n}p`);
  };

  return (
    <form
      className="space-y-5"
      onSubmit={(e) => {
        e.preventDefault();
        create.mutate({
          name,
          hostName,
          settings: { players, layout: layout as never, victoryPoints, reminderIntervalHours, allowSpectators },
        });
      }}
    >
      <div>
        <label className="label" htmlFor="game-name">
          Name
        </label>
        <input id="game-name" className="field" required maxLength={60} value={name} onChange={(e) => setName(e.target.value)} data-testid="game-name" />
      </div>
      <div>
        <label className="label" htmlFor="host-name">
          Your name at this table
        </label>
        <input id="host-name" className="field" required maxLength={40} value={hostName} onChange={(e) => setHostName(e.target.value)} data-testid="host-name" />
      </div>
      <fieldset>
        <legend className="label">Players</legend>
        <div className="grid grid-cols-6 gap-2">
          {Object.keys(layouts).map(Number).map((n) => (
            <button
              key={n}
              type="button"
              aria-pressed={players === n}
              className={players === n ? 'btn-primary px-0' : 'btn-secondary px-0'}
              onClick={() => choosePlayers(n)}
              data-testid={`players-${n}`}
            >
              {n}
            </button>
          ))}
        </div>
      </fieldset>
      <div>
        <label className="label" htmlFor="layout">
          Galaxy
        </label>
        <select id="layout" className="field" value={layout} onChange={(e) => setLayout(e.target.value)} data-testid="layout">
          {(layouts[players] ?? []).map((l) => (
            <option key={l} value={l}>
              {layoutName(l)}
            </option>
          ))}
        </select>
      </div>
      <fieldset>
        <legend className="label">Points to win</legend>
        <div className="grid grid-cols-2 gap-2">
          {([10, 14] as const).map((vp) => (
            <button
              key={vp}
              type="button"
              aria-pressed={victoryPoints === vp}
              className={victoryPoints === vp ? 'btn-primary' : 'btn-secondary'}
              onClick={() => setVictoryPoints(vp)}
              data-testid={`vp-${vp}`}
            >
              {vp} points
            </button>
          ))}
        </div>
      </fieldset>
      <div>
        <label className="label" htmlFor="reminders">
          Remind a waiting player
        </label>
        <select id="reminders" className="field" value={reminderIntervalHours} onChange={(e) => setReminder(Number(e.target.value))}>
          {REMINDERS.map((r) => (
            <option key={r.hours} value={r.hours}>
              {r.label}
            </option>
          ))}
        </select>
      </div>
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          className="h-6 w-6 accent-gold-500"
          checked={allowSpectators}
          onChange={(e) => setAllowSpectators(e.target.checked)}
          data-testid="allow-spectators"
        />
        <span>Allow spectators (anyone with the game&apos;s address can watch)</span>
      </label>
      <ErrorNote error={create.error} />
      <button type="submit" className="btn-primary w-full" disabled={create.isPending} data-testid="create-game">
        Create game
      </button>
    </form>
  );
}
