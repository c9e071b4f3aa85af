// Looking back (issue 16): any earlier moment of a game as one seat was allowed to see it then. The store keeps every
// accepted command in the game's log (server/store/types.ts); the state after the n-th command is rebuilt by replaying
// the log from the game's configuration (engine/replay.ts: the seeded generator lives in the state, time arrives in
// each command), and shown only through that seat's `view` — so history can never show more than the game page
// showed at that moment, and the hidden-information tests of `view` cover it. Commands a player took back
// (server/game/take-back.ts) stay in the log with the entry that took them back; `effectiveLog` leaves both out.
// Commands undone with the table's approval (server/game/undo.ts) stay too; the undo entry is a step of its own.
import { apply, createGame, storedConfig, view } from '@/engine/index';
import type { GameEvent, GameState, GameView } from '@/engine/index';
import type { LogEntry } from '@/server/store/types';

export interface HistoryMoment {
  /** How many commands had been applied (0: the game as it was dealt). */
  readonly step: number;
  /** How many commands the log holds. */
  readonly steps: number;
  /** The document version the step-th command produced (null at step 0: the game as dealt when it started). */
  readonly version: number | null;
  /** When that command was accepted (null at step 0). */
  readonly at: number | null;
  /** Whose command it was (null at step 0). */
  readonly seat: number | null;
  /** What the command did, as the viewer could read it then: events meant for another seat are left out. */
  readonly events: GameEvent[];
  readonly view: GameView;
}

/** Why a moment cannot be shown: the log does not rebuild the game (it never should; reported, never guessed). */
export interface HistoryBroken {
  readonly broken: string;
}

/** An event a viewer may read: the engine marks those that name hidden information with `privateTo`. */
const readableBy = (viewer: number | null) => (e: GameEvent) => {
  const privateTo = (e as { privateTo?: unknown }).privateTo;
  return privateTo === undefined || (viewer !== null && privateTo === viewer);
};

/** The log entry of a take-back: `of` is the version the taken-back command produced. */
export interface TakeBackCommand {
  readonly type: 'take-back';
  readonly of: number;
}

export const isTakeBack = (command: unknown): command is TakeBackCommand =>
  typeof command === 'object' &&
  command !== null &&
  (command as { type?: unknown }).type === 'take-back' &&
  typeof (command as { of?: unknown }).of === 'number';

/**
 * The log entry of an approved undo or rewind (server/game/undo.ts): the commands from version `to` on are undone.
 * The generator and the event counter continue from where the undone commands left them (`rng`, `seq`), so a die
 * rolled again does not roll the same (already seen) number and a decision opened again gets a fresh id.
 */
export interface UndoCommand {
  readonly type: 'undo';
  readonly to: number;
  readonly kind: 'undo' | 'rewind';
  readonly rng: GameState['rng'];
  readonly seq: number;
}

export const isUndo = (command: unknown): command is UndoCommand =>
  typeof command === 'object' &&
  command !== null &&
  (command as { type?: unknown }).type === 'undo' &&
  typeof (command as { to?: unknown }).to === 'number';

/** The line history shows for an undo entry. */
export const undoNote = (undo: Pick<UndoCommand, 'kind'>): GameEvent => ({
  type: 'note',
  text:
    undo.kind === 'rewind'
      ? 'The host rewound the game, with every player approving.'
      : 'An undo was approved: the commands after this point were undone.',
});

/**
 * The commands that make the game as it is: the log without take-back entries and the commands they name, and
 * without the commands an undo entry undid; the undo entry itself stays, as a step that carries the generator on.
 */
export function effectiveLog(log: readonly LogEntry[]): LogEntry[] {
  const out: LogEntry[] = [];
  for (const entry of log) {
    if (isUndo(entry.command)) {
      const to = entry.command.to;
      const keep = out.filter((e) => e.version < to);
      out.length = 0;
      out.push(...keep, entry);
      continue;
    }
    if (!isTakeBack(entry.command)) {
      out.push(entry);
      continue;
    }
    const of = entry.command.of;
    const at = out.findIndex((e) => e.version === of);
    if (at >= 0) out.splice(at, 1);
  }
  return out;
}

/**
 * The game after `entries`, replayed from `current`'s configuration: the state, the one before the last entry, and
 * the last entry's events.
 */
export function replayEntries(
  current: GameState,
  entries: readonly LogEntry[],
  onStep?: (state: GameState, events: readonly GameEvent[]) => void,
): { state: GameState; previous: GameState; events: GameEvent[] } | HistoryBroken {
  const created = createGame(storedConfig(current));
  if (!created.ok) return { broken: `the game's configuration no longer creates it: ${created.error.message}` };
  let state = created.value.state;
  let previous = state;
  let events: GameEvent[] = [];
  for (const [index, entry] of entries.entries()) {
    if (isUndo(entry.command)) {
      // effectiveLog left out what it undid: the game is already as it was; the generator carries on.
      previous = state;
      state = { ...state, rng: entry.command.rng, seq: entry.command.seq };
      events = [undoNote(entry.command)];
      continue;
    }
    const r = apply(state, entry.seat, entry.command, { at: entry.at });
    if (!r.ok) return { broken: `command ${index + 1} of the log is refused on replay: ${r.error.message}` };
    previous = state;
    state = r.state;
    events = r.events;
    onStep?.(state, events);
  }
  return { state, previous, events };
}

/**
 * The game after `step` commands of `log`, as `viewer` (a seat, or null for a spectator) saw it. `current` is the
 * stored state: its configuration is the one the game was created from.
 */
export function historyAt(
  current: GameState,
  log: readonly LogEntry[],
  step: number,
  viewer: number | null,
): HistoryMoment | HistoryBroken {
  // Commands taken back (server/game/take-back.ts) are not part of the game: they are skipped, with their entries.
  const played = effectiveLog(log);
  const upTo = Math.max(0, Math.min(step, played.length));
  const replayed = replayEntries(current, played.slice(0, upTo));
  if ('broken' in replayed) return replayed;
  const { state, events } = replayed;
  const last = upTo > 0 ? played[upTo - 1]! : null;
  return {
    step: upTo,
    steps: played.length,
    version: last?.version ?? null,
    at: last?.at ?? null,
    seat: last?.seat ?? null,
    events: events.filter(readableBy(viewer)),
    view: view(state, viewer),
  };
}

/**
 * The game as a file to keep or to analyse: its configuration (with the seed) and the whole command log are hidden
 * information while the game goes on (they rebuild every hand), so they are exported only once it has ended; before
 * that only the galaxy's map string, when the game was set up from one.
 */
export function exportGame(
  current: GameState,
  log: readonly LogEntry[],
): {
  readonly ended: boolean;
  readonly mapString: string | null;
  readonly config: unknown;
  readonly log: readonly { seat: number; command: unknown; at: number }[] | null;
} {
  const ended = current.phase === 'ended';
  return {
    ended,
    mapString: current.config.mapString ?? null,
    config: ended ? storedConfig(current) : null,
    log: ended ? effectiveLog(log).map((e) => ({ seat: e.seat, command: e.command, at: e.at })) : null,
  };
}
