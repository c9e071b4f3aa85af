// Deadlines: each decision waits for the hours the game's settings give its kind (windows, everything else), counted
// from when it opened (the engine's `openedAt`). Once that has passed, the server answers for every seat still waited
// on with the engine's `timeout` (the rules' default: pass, decline, abstain), through the same compare-and-set as a
// player's command. The client command id is fixed by the decision and the seat, so concurrent readers who notice
// the same deadline apply it once: the others' commits come back as duplicates.
import type { Command, Decision } from '@/engine/index';
import { DEFAULT_DECISION_HOURS, DEFAULT_WINDOW_HOURS, parseGameDoc } from '@/server/lobby/doc';
import type { GameDoc, LobbySettings } from '@/server/lobby/doc';
import type { GameStore } from '@/server/store/types';
import { applyToDoc, type Applied, type Rejection } from './apply-to-doc';
import { runCommand } from './command-service';

const HOUR_MS = 3_600_000;

/** At most this many timeouts per call: a table of 8, each with a few nested decisions; the rest waits for the next. */
const MAX_TIMEOUTS_PER_CALL = 32;

export interface DeadlineHours {
  readonly windowHours: number;
  readonly decisionHours: number;
}

export function deadlineHours(settings: Pick<LobbySettings, 'windowHours' | 'decisionHours'>): DeadlineHours {
  return {
    windowHours: settings.windowHours ?? DEFAULT_WINDOW_HOURS,
    decisionHours: settings.decisionHours ?? DEFAULT_DECISION_HOURS,
  };
}

/**
 * When the decision's time runs out (ms since epoch), or null: no deadline (switched off, or no opening time).
 * `startedAt`: when the game started, the opening time of the setup's decisions (opened before any command).
 */
export function deadlineOf(
  decision: Pick<Decision, 'kind' | 'openedAt'>,
  hours: DeadlineHours,
  startedAt?: number,
): number | null {
  const h = decision.kind === 'window' ? hours.windowHours : hours.decisionHours;
  const opened = decision.openedAt ?? startedAt ?? null;
  if (opened === null || h <= 0) return null;
  return opened + h * HOUR_MS;
}

/** The deadline of the decision on top of a stored game, or null. */
export function currentDeadline(doc: GameDoc): number | null {
  const engine = doc.engine;
  if (!engine || engine.phase === 'ended' || doc.lobby.status !== 'started') return null;
  const top = engine.stack[engine.stack.length - 1];
  if (top?.frame !== 'decision') return null;
  const deadline = deadlineOf(top, deadlineHours(doc.lobby.settings), doc.lobby.startedAt);
  // A decision a rewind opened again (server/game/undo.ts) gets its whole time again from the rewind.
  const rewound =
    doc.rewoundAt === undefined
      ? null
      : deadlineOf({ ...top, openedAt: doc.rewoundAt }, deadlineHours(doc.lobby.settings));
  return deadline === null || rewound === null ? deadline : Math.max(deadline, rewound);
}

/** The decision on top of the stack if its deadline has passed at `now` and it still waits on someone. */
export function overdueDecision(doc: GameDoc, now: number): Decision | null {
  const deadline = currentDeadline(doc);
  if (deadline === null || deadline > now) return null;
  const top = doc.engine?.stack[doc.engine.stack.length - 1];
  return top?.frame === 'decision' && top.waitingOn.length > 0 ? top : null;
}

/** Whether a loaded game document has a deadline to apply (cheap: no store access). */
export function hasOverdue(doc: GameDoc, now: number): boolean {
  return overdueDecision(doc, now) !== null;
}

/** One timeout the server applied, for the caller's notifications. */
export interface TimedOut {
  readonly seat: number;
  readonly applied: Applied;
}

export interface ApplyDeadlinesOptions {
  /** Called after each timeout this call committed (notifications). */
  readonly onTimedOut?: (t: TimedOut) => Promise<void>;
}

/**
 * Applies every passed deadline of the game at `now`, one seat at a time (a timeout can open a new decision whose
 * clock starts at `now`, so this settles). Returns how many timeouts this call committed; a timeout another process
 * committed first counts for that process.
 */
export async function applyDeadlines(
  store: GameStore,
  gameId: string,
  now: number,
  options: ApplyDeadlinesOptions = {},
): Promise<number> {
  let committed = 0;
  for (let i = 0; i < MAX_TIMEOUTS_PER_CALL; i++) {
    const record = await store.loadGame(gameId);
    if (!record) return committed;
    const doc = parseGameDoc(record.doc);
    const decision = overdueDecision(doc, now);
    const seat = decision?.waitingOn[0];
    if (!decision || seat === undefined) return committed;
    const outcome = await runCommand<GameDoc, Applied, Rejection, Command>(
      store,
      gameId,
      { seat, command: { type: 'timeout' }, clientCommandId: `deadline:${decision.id}:${seat}`, at: now },
      applyToDoc(decision.id),
      { expectedVersion: record.version, reapplyWhenMoved: true },
    );
    switch (outcome.kind) {
      case 'applied':
        committed += 1;
        await options.onTimedOut?.({ seat, applied: outcome.result });
        break;
      case 'duplicate':
      case 'stale':
        // Another reader applied it, or the game moved: look again.
        break;
      case 'rejected':
        // A decision without a default (the engine test over bot games keeps this from happening): it waits.
        console.error(`[deadlines] ${gameId}: timeout refused for seat ${seat}: ${outcome.error.message}`);
        return committed;
      case 'not-found':
      case 'busy':
        return committed;
    }
  }
  return committed;
}
