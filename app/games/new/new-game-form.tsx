'use client';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { DraftSettings, type DraftChoice } from './draft-settings';
import { MILTY_TABLES } from './milty-tables';
import { useTRPC } from '../../_lib/trpc';
import { ErrorNote } from '../../_components/error-note';
import { CONCEDE_CHOICES } from '../../_lib/concede-rule';
import type { ConcedeRule } from '@/engine/index';

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

/** Quiet notifications (server/notify/batch.ts): a decision answered within this many minutes is never emailed. */
const NOTIFY_DELAYS = [
  { minutes: 0, label: 'At once' },
  { minutes: 2, label: 'After 2 minutes' },
  { minutes: 5, label: 'After 5 minutes' },
  { minutes: 15, label: 'After 15 minutes' },
  { minutes: 30, label: 'After 30 minutes' },
  { minutes: 60, label: 'After an hour' },
] as const;

/** Deadlines (server/game/deadlines.ts): when the server answers for a player who has not (pass, decline). */
const WINDOW_DEADLINES = [
  { hours: 1, label: '1 hour' },
  { hours: 4, label: '4 hours' },
  { hours: 12, label: '12 hours' },
  { hours: 24, label: '1 day' },
  { hours: 0, label: 'No deadline' },
] as const;
const DECISION_DEADLINES = [
  { hours: 12, label: '12 hours' },
  { hours: 24, label: '1 day' },
  { hours: 48, label: '2 days' },
  { hours: 96, label: '4 days' },
  { hours: 0, label: 'No deadline' },
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
  const [notifyDelayMinutes, setNotifyDelay] = useState(5);
  const [windowHours, setWindowHours] = useState<number>(12);
  const [decisionHours, setDecisionHours] = useState<number>(48);
  const [allowSpectators, setAllowSpectators] = useState(false);
  const [custodiansRemoved, setCustodiansRemoved] = useState(false);
  const [concede, setConcede] = useState<ConcedeRule>('remove');
  const [mapString, setMapString] = useState('');
  const [draft, setDraft] = useState<DraftChoice | null>(null);
  const [tilePlacement, setTilePlacement] = useState(false);
  // The players place tiles on the layout's own board: not with a map string or a Milty draft (server/lobby/doc.ts).
  const canPlaceTiles = mapString.trim() === '' && draft?.kind !== 'milty';
  const create = useMutation(
    trpc.lobby.create.mutationOptions({ onSuccess: ({ gameId }) => router.push(`/lobby/${gameId}`) }),
  );

  const choosePlayers = (n: number) => {
    setPlayers(n);
    setLayout(layouts[n]?.[0] ?? `${n}p`);
    setDraft(null);
  };

  return (
    <form
      className="space-y-5"
      onSubmit={(e) => {
        e.preventDefault();
        create.mutate({
          name,
          hostName,
          settings: {
            players,
            // A Milty draft builds its own board for the player count (server/lobby/milty.ts miltyLayout).
            layout: (draft?.kind === 'milty' ? (MILTY_TABLES[players]?.layout ?? layout) : layout) as never,
            victoryPoints,
            reminderIntervalHours,
            notifyDelayMinutes,
            windowHours,
            decisionHours,
            allowSpectators,
            ...(custodiansRemoved ? { custodiansRemoved: true } : {}),
            concede,
            ...(mapString.trim() !== '' && draft?.kind !== 'milty' ? { mapString: mapString.trim() } : {}),
            ...(draft ? { draft } : {}),
            ...(tilePlacement && canPlaceTiles ? { tilePlacement: true } : {}),
          },
        });
      }}
    >
      <div>
        <label className="label" htmlFor="game-name">
          Name
        </label>
        <input
          id="game-name"
          className="field"
          required
          maxLength={60}
          value={name}
          onChange={(e) => setName(e.target.value)}
          data-testid="game-name"
        />
      </div>
      <div>
        <label className="label" htmlFor="host-name">
          Your name at this table
        </label>
        <input
          id="host-name"
          className="field"
          required
          maxLength={40}
          value={hostName}
          onChange={(e) => setHostName(e.target.value)}
          data-testid="host-name"
        />
      </div>
      <fieldset>
        <legend className="label">Players</legend>
        <div className="grid grid-cols-6 gap-2">
          {Object.keys(layouts)
            .map(Number)
            .map((n) => (
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
        <select
          id="layout"
          className="field"
          value={layout}
          onChange={(e) => setLayout(e.target.value)}
          data-testid="layout"
        >
          {(layouts[players] ?? []).map((l) => (
            <option key={l} value={l}>
              {layoutName(l)}
            </option>
          ))}
        </select>
      </div>
      <DraftSettings players={players} value={draft} onChange={setDraft} />
      <label className="flex min-h-11 items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 h-6 w-6 shrink-0 accent-gold-500"
          checked={tilePlacement && canPlaceTiles}
          disabled={!canPlaceTiles}
          onChange={(e) => setTilePlacement(e.target.checked)}
          data-testid="tile-placement"
        />
        <span>
          Players place the system tiles themselves, as the rulebook sets up: each is dealt tiles and places one at a
          time in turn, from the speaker (not with a map string or a Milty draft)
        </span>
      </label>
      <details className="rounded-lg border border-space-700 px-3" data-testid="custom-map" open={mapString !== ''}>
        <summary className="flex min-h-11 cursor-pointer items-center font-medium">Custom galaxy (map string)</summary>
        <div className="space-y-1 pb-3">
          <label className="label" htmlFor="map-string">
            Tile numbers ring by ring, starting straight above Mecatol Rex and going clockwise; 0 marks a home system,
            -1 an empty space (the format community map builders share). Leave empty for the layout above.
          </label>
          <textarea
            id="map-string"
            className="field font-mono text-sm"
            rows={3}
            maxLength={2000}
            value={mapString}
            onChange={(e) => setMapString(e.target.value)}
            placeholder="e.g. 26 76 67 64 70 45 71 …"
            data-testid="map-string"
          />
        </div>
      </details>
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
      <HoursSelect
        id="window-hours"
        label="Time to answer a timing window (then it passes)"
        choices={WINDOW_DEADLINES}
        value={windowHours}
        onChange={setWindowHours}
      />
      <HoursSelect
        id="decision-hours"
        label="Time for every other decision (then the default: pass, decline)"
        choices={DECISION_DEADLINES}
        value={decisionHours}
        onChange={setDecisionHours}
      />
      <div>
        <label className="label" htmlFor="notify-delay">
          Email a player about a new decision
        </label>
        <select
          id="notify-delay"
          className="field"
          value={notifyDelayMinutes}
          onChange={(e) => setNotifyDelay(Number(e.target.value))}
          aria-describedby="notify-delay-note"
          data-testid="notify-delay"
        >
          {NOTIFY_DELAYS.map((d) => (
            <option key={d.minutes} value={d.minutes}>
              {d.label}
            </option>
          ))}
        </select>
        <p id="notify-delay-note" className="mt-1 text-sm text-slate-400">
          One email names every decision waiting by then; nothing is sent for a decision already answered, or to a
          player who has the game open.
        </p>
      </div>
      <div>
        <label className="label" htmlFor="reminders">
          Remind a waiting player
        </label>
        <select
          id="reminders"
          className="field"
          value={reminderIntervalHours}
          onChange={(e) => setReminder(Number(e.target.value))}
        >
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
      <details className="rounded-lg border border-space-700 px-3" data-testid="house-rules">
        <summary className="flex min-h-11 cursor-pointer items-center font-medium">
          House rules (not the official rules)
        </summary>
        <label className="flex min-h-11 items-start gap-3 pb-3">
          <input
            type="checkbox"
            className="mt-1 h-6 w-6 shrink-0 accent-gold-500"
            checked={custodiansRemoved}
            onChange={(e) => setCustodiansRemoved(e.target.checked)}
            data-testid="custodians-removed"
          />
          <span>
            Start with the custodians token already removed: the agenda phase is played from the first round, and nobody
            gains the custodians&apos; victory point. Every player sees this in the lobby and the game.
          </span>
        </label>
        <fieldset className="space-y-1 pb-3" data-testid="concede-rule">
          <legend className="font-medium">When a player concedes</legend>
          {CONCEDE_CHOICES.map((c) => (
            <label key={c.rule} className="flex min-h-11 items-start gap-3">
              <input
                type="radio"
                name="concede"
                className="mt-1 h-6 w-6 shrink-0 accent-gold-500"
                checked={concede === c.rule}
                onChange={() => setConcede(c.rule)}
                data-testid={`concede-${c.rule}`}
              />
              <span>{c.text}</span>
            </label>
          ))}
        </fieldset>
      </details>
      <ErrorNote error={create.error} />
      <button type="submit" className="btn-primary w-full" disabled={create.isPending} data-testid="create-game">
        Create game
      </button>
    </form>
  );
}

/** One deadline setting: a labelled select of hours (0 for none). */
function HoursSelect(props: {
  id: string;
  label: string;
  choices: readonly { hours: number; label: string }[];
  value: number;
  onChange: (hours: number) => void;
}) {
  return (
    <div>
      <label className="label" htmlFor={props.id}>
        {props.label}
      </label>
      <select
        id={props.id}
        className="field"
        value={props.value}
        onChange={(e) => props.onChange(Number(e.target.value))}
      >
        {props.choices.map((d) => (
          <option key={d.hours} value={d.hours}>
            {d.label}
          </option>
        ))}
      </select>
    </div>
  );
}
