// Game procedures: the viewer's view with their options, the cheap version for polling, and submitting one
// command (parse → load → engine apply → compare-and-set → notify). No rule logic here: the engine decides.
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { commandSchema, violationKind } from '@/engine/index';
import type { Command } from '@/engine/index';
import { runCommand } from '@/server/game/command-service';
import { askedAt } from '@/server/game/asked';
import { applyToDoc, type Applied, type Rejection } from '@/server/game/apply-to-doc';
import { seatView } from '@/server/game/seat-view';
import { parseGameDoc } from '@/server/lobby/doc';
import type { GameDoc } from '@/server/lobby/doc';
import { MAX_SEATS } from '@/server/store/types';
import { readAccess } from '@/server/lobby/repository';
import { ErrorDetails, notFound, ruleViolationError, staleVersionError } from '../errors';
import { afterGameRead } from '../notify-hooks';
import { applyDeadlinesAndNotify } from '../deadline-hooks';
import { currentDeadline, deadlineHours, hasOverdue } from '@/server/game/deadlines';
import { createTRPCRouter, gameIdSchema, gameProcedure, protectedProcedure, publicProcedure } from '../trpc';
import { tacticalProcedures } from './game-tactical';
import { historyProcedures } from './game-history';
import { takeBackProcedures } from './game-take-back';
import { undoProcedures } from './game-undo';
import { undoSeenBy } from '@/server/game/undo-record';
import { loadForCommand, notifyAfterCommit } from './command-route';

/** A command is a few hundred bytes; anything near this is not a command a client of ours would send. */
export const MAX_COMMAND_BYTES = 4096;

const submitInput = z.object({
  gameId: gameIdSchema,
  command: commandSchema,
  /** One per intended command, reused on every retry of it (unique per game and seat). */
  clientCommandId: z.uuid(),
  /** The version the client looked at. */
  expectedVersion: z.number().int().min(1),
  /**
   * The id of the decision the command answers, as the client's view showed it (null: none waited on the client).
   * When absent, the server looks up what `expectedVersion` asked this seat (server/game/asked.ts). Either way, a
   * command sent while others answered the same decision is applied to the fresh state when the engine finds it still
   * answers that decision and is still legal; when neither is known (a version too old), any change is a CONFLICT.
   */
  decisionId: z.number().int().min(0).nullable().optional(),
});

const commandSize = z.unknown().refine((c) => JSON.stringify(c).length <= MAX_COMMAND_BYTES, {
  message: `Command too large (over ${MAX_COMMAND_BYTES} bytes)`,
});

/** The engine's refusals by their kind (server/api/errors.ts); a game not started yet is a conflict. */
function rejectionError(r: Rejection): TRPCError {
  if (r.code === 'game/not-started') {
    return new TRPCError({
      code: 'CONFLICT',
      message: r.message,
      cause: new ErrorDetails(r.message, { code: r.code, rule: r.rule }),
    });
  }
  return ruleViolationError(r);
}

export const gameRouter = createTRPCRouter({
  /** The event feed, combat odds, movement and production helpers for the tactical-action forms (game-tactical.ts). */
  ...tacticalProcedures,
  /** Any earlier moment as the caller saw it, and the game as a file (game-history.ts). */
  ...historyProcedures,
  /** Taking back one's own last command when it revealed nothing (game-take-back.ts). */
  ...takeBackProcedures,
  /** Undo with the table's approval and the host's rewind (game-undo.ts). */
  ...undoProcedures,

  /** Everything the game page renders for the caller: their seat's view and options, or a spectator's view. */
  view: gameProcedure.query(async ({ ctx }) => {
    const { seat } = ctx;
    let { game } = ctx;
    if (seat === null && !game.doc.lobby.settings.allowSpectators) {
      if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Sign in to see this game' });
      throw new TRPCError({ code: 'FORBIDDEN', message: 'This game does not allow spectators' });
    }
    const now = ctx.now();
    // A deadline that passed is applied before the game is shown (server/game/deadlines.ts), then read again.
    if (hasOverdue(game.doc, now)) {
      await applyDeadlinesAndNotify(ctx.store, game.id, now, ctx.notifyServices);
      const record = await ctx.store.loadGame(game.id);
      if (!record) throw notFound();
      game = { id: record.id, version: record.version, doc: parseGameDoc(record.doc) };
    }
    const { lobby, engine } = game.doc;
    if (engine) await ctx.defer(() => afterGameRead(ctx.store, game.id, now, ctx.notifyServices));
    const seen = engine ? seatView(engine, seat) : null;
    return {
      gameId: game.id,
      name: lobby.name,
      status: lobby.status,
      version: game.version,
      seat,
      isHost: ctx.user?.id === lobby.hostUserId,
      settings: lobby.settings,
      /** When the decision on top runs out of time (ms since epoch; null: none), and the game's deadline hours. */
      deadline: currentDeadline(game.doc),
      deadlineHours: deadlineHours(lobby.settings),
      /** The server's clock (a test clock may run ahead of the browser's). */
      now,
      seats: lobby.seats.map((s, i) => ({ seat: i, name: s.name, faction: s.faction, color: s.color })),
      /** As this seat may know it: an open window's answers stay private (server/game/seat-view.ts). */
      waitingOn: seen?.waitingOn ?? [],
      view: seen?.view ?? null,
      options: seen?.options ?? [],
      /** Orders of play, agenda outcomes, law owners, and the viewer's objectives with why-not (server/game/round-info.ts). */
      round: seen?.round ?? null,
      /** Every player's leader sheet with unlock progress (engine/queries/leaders.ts). */
      leaders: seen?.leaders ?? [],
      /** The seat's own window prompt: what happened, and its cards that fit (engine/queries/window-prompt.ts). */
      windowPrompt: seen?.windowPrompt ?? null,
      /** The viewer made this version with a command that revealed nothing: they may take it back (take-back.ts). */
      canTakeBack:
        seat !== null &&
        game.doc.lastCommand?.version === game.version &&
        game.doc.lastCommand.seat === seat &&
        game.doc.lastCommand.takeBack,
      /** A pending undo request and the trail of settled ones, each line as this seat may read it (undo-record.ts). */
      undo: undoSeenBy(game.doc, seat),
    };
  }),

  /** Cheap: reads the access record and the version number only, in one round trip (pages poll this). */
  version: publicProcedure.input(z.object({ gameId: gameIdSchema })).query(async ({ ctx, input }) => {
    const found = await readAccess(ctx.store, input.gameId);
    if (!found) throw notFound();
    const { access, version } = found;
    const member = ctx.user !== null && access.members.includes(ctx.user.id);
    if (!member && !access.allowSpectators) {
      if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Sign in to see this game' });
      throw new TRPCError({ code: 'FORBIDDEN', message: 'This game does not allow spectators' });
    }
    return { version };
  }),

  /**
   * One command: one load (which also counts the user's submissions) and one compare-and-set when nothing collides.
   * The load happens here rather than in a game procedure because it must also look the client command id up.
   */
  submit: protectedProcedure
    .input(submitInput)
    .input(z.object({ command: commandSize }))
    .mutation(async ({ ctx, input }) => {
      const { loaded, doc: stored, seat } = await loadForCommand(ctx, input.gameId, input.clientCommandId);
      const { lobby, asked } = stored;
      if (lobby.status === 'lobby') {
        throw new TRPCError({ code: 'CONFLICT', message: 'The game has not started yet' });
      }
      const now = ctx.now();
      // A deadline that passed is applied first; the command then meets the game as it is after it.
      const overdue = hasOverdue(parseGameDoc(loaded.game.doc), now);
      if (overdue) await applyDeadlinesAndNotify(ctx.store, input.gameId, now, ctx.notifyServices);
      const decision = input.decisionId !== undefined ? input.decisionId : askedAt(asked, input.expectedVersion, seat);
      const outcome = await runCommand<GameDoc, Applied, Rejection, Command>(
        ctx.store,
        input.gameId,
        { seat, command: input.command, clientCommandId: input.clientCommandId, at: now },
        applyToDoc(decision),
        {
          expectedVersion: input.expectedVersion,
          reapplyWhenMoved: decision !== undefined,
          ...(overdue ? {} : { loaded }),
          // Every seat may answer one decision at the same moment: the last of them may lose a race to each other.
          maxRetries: MAX_SEATS + 2,
        },
      );
      switch (outcome.kind) {
        case 'applied': {
          const { doc, before } = outcome.result;
          await notifyAfterCommit(ctx, { gameId: input.gameId, doc, before, seat, now });
          return { version: outcome.version, duplicate: false };
        }
        case 'duplicate':
          return { version: outcome.version, duplicate: true };
        case 'rejected':
          throw rejectionError(outcome.error);
        case 'not-found':
          throw notFound();
        case 'stale':
          throw staleVersionError(
            outcome.currentVersion,
            outcome.error &&
              outcome.error.code !== 'game/not-started' &&
              violationKind(outcome.error.code) === 'changed'
              ? 'The game moved on: the decision you answered has changed. Here is the fresh state.'
              : undefined,
          );
        case 'busy': {
          const current = await ctx.store.gameVersion(input.gameId);
          throw staleVersionError(
            current ?? input.expectedVersion,
            'Other players were saving at the same moment; look again and retry.',
          );
        }
      }
    }),
});
