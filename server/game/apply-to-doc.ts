// One command applied to a stored game document: the engine's apply, the feed and the asked record updated in the
// same document, and every member's line in their list of games (written by the same compare-and-set).
import { apply, waitingOn } from '@/engine/index';
import type { Command, GameEvent, RuleViolation } from '@/engine/index';
import { recordAsked } from './asked';
import { appendToFeed } from './feed';
import { revealsNothing } from './take-back';
import type { ApplyOutcome, CommandInput } from './command-service';
import { parseGameDoc } from '@/server/lobby/doc';
import type { GameDoc } from '@/server/lobby/doc';
import { summariesOf } from '@/server/lobby/summary';

export interface Applied {
  readonly doc: GameDoc;
  readonly events: GameEvent[];
  readonly before: number[];
}

/** Why a command was not applied: the engine's refusal, or a game still in its lobby. */
export type Rejection =
  RuleViolation | { readonly code: 'game/not-started'; readonly rule: 'setup'; readonly message: string };

/**
 * Pure, as runCommand requires: it may run once per lost race, each time against the freshest document. `decision`:
 * the decision the client answers (the engine refuses the command if it would answer another one now).
 */
export function applyToDoc(decision: number | null | undefined) {
  return (
    stored: GameDoc,
    input: CommandInput<Command>,
    at: { readonly version: number },
  ): ApplyOutcome<GameDoc, Applied, Rejection> => {
    const doc = parseGameDoc(stored);
    if (!doc.engine || doc.lobby.status === 'lobby') {
      return {
        ok: false,
        error: { code: 'game/not-started', rule: 'setup', message: 'The game has not started yet.' },
      };
    }
    const meta = decision === undefined ? { at: input.at } : { at: input.at, decision };
    const result = apply(doc.engine, input.seat, input.command, meta);
    if (!result.ok) return result;
    const status = result.state.phase === 'ended' ? 'ended' : doc.lobby.status;
    // The events go into the feed in the same document, so they are saved by the same compare-and-set as the state.
    const feed = appendToFeed(doc.feed, {
      version: at.version + 1,
      at: input.at,
      seat: input.seat,
      events: result.events,
    });
    const asked = recordAsked(doc.asked, at.version + 1, result.state);
    // A deadline's timeout is the server's doing, never its player's to take back.
    const takeBack =
      input.command.type !== 'timeout' && revealsNothing(doc.engine, result.state, result.events, input.seat);
    const lastCommand = { version: at.version + 1, seat: input.seat, takeBack };
    // A pending undo request lapses (the game moved on); the audit trail and the rewind time stay.
    const next: GameDoc = {
      lobby: { ...doc.lobby, status },
      engine: result.state,
      feed,
      asked,
      lastCommand,
      ...(doc.undoTrail ? { undoTrail: doc.undoTrail } : {}),
      ...(doc.rewoundAt !== undefined ? { rewoundAt: doc.rewoundAt } : {}),
    };
    return {
      ok: true,
      doc: next,
      result: { doc: next, events: result.events, before: doc.engine.phase === 'ended' ? [] : waitingOn(doc.engine) },
      // Every member's line in their list of games, in the same compare-and-set (the seating does not change here).
      side: { index: summariesOf(next, input.at) },
    };
  };
}
