// Game procedure for taking back a misclick (issue 16; server/game/take-back.ts decides what may be taken back). Like
// submit: one load that also finds a retried client command id, the log read, one compare-and-set, then the
// notifications of the decisions that changed.
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { runCommand } from '@/server/game/command-service';
import { takeBackFromDoc, type TakeBackCommand, type TakeBackRefusal, type TakenBack } from '@/server/game/take-back';
import { parseGameDoc } from '@/server/lobby/doc';
import type { GameDoc } from '@/server/lobby/doc';
import { seatOf } from '@/server/lobby/lobby';
import { ErrorDetails, notFound, staleVersionError } from '../errors';
import { afterDecisionsChanged } from '../notify-hooks';
import { limitKey, rateLimitedError } from '../rate-limits';
import { gameIdSchema, protectedProcedure } from '../trpc';

const takeBackInput = z.object({
  gameId: gameIdSchema,
  /** One per intended take-back, reused on every retry of it. */
  clientCommandId: z.uuid(),
  /** The version the client looked at: the one its last command produced. */
  expectedVersion: z.number().int().min(1),
});

function refusalError(r: TakeBackRefusal): TRPCError {
  return new TRPCError({
    code: 'PRECONDITION_FAILED',
    message: r.message,
    cause: new ErrorDetails(r.message, { code: r.code, rule: 'take-back' }),
  });
}

export const takeBackProcedures = {
  /** The caller's own last command, taken back when nothing was revealed by it and nobody acted since. */
  takeBack: protectedProcedure.input(takeBackInput).mutation(async ({ ctx, input }) => {
    const limit = ctx.limits.submit;
    const loaded = await ctx.store.loadGameForCommand(input.gameId, input.clientCommandId, {
      key: limitKey('submit', ctx.user.id),
      windowSeconds: limit.windowSeconds,
    });
    if (!loaded) throw notFound();
    if ((loaded.hits ?? 0) > limit.limit) throw rateLimitedError('submit', limit);
    const seat = seatOf(parseGameDoc(loaded.game.doc).lobby, ctx.user.id);
    if (seat === null) throw new TRPCError({ code: 'FORBIDDEN', message: 'You are not a player in this game' });
    const log = await ctx.store.readLog(input.gameId);
    const now = ctx.now();
    const command: TakeBackCommand = { type: 'take-back', of: input.expectedVersion };
    const outcome = await runCommand<GameDoc, TakenBack, TakeBackRefusal, TakeBackCommand>(
      ctx.store,
      input.gameId,
      { seat, command, clientCommandId: input.clientCommandId, at: now },
      takeBackFromDoc(log),
      { expectedVersion: input.expectedVersion, loaded },
    );
    switch (outcome.kind) {
      case 'applied': {
        const { doc, before } = outcome.result;
        await ctx.defer(() =>
          afterDecisionsChanged({
            store: ctx.store,
            gameId: input.gameId,
            doc,
            before,
            actorSeat: seat,
            now,
            services: ctx.notifyServices,
          }),
        );
        return { version: outcome.version, duplicate: false };
      }
      case 'duplicate':
        return { version: outcome.version, duplicate: true };
      case 'rejected':
        throw refusalError(outcome.error);
      case 'not-found':
        throw notFound();
      case 'stale':
        throw staleVersionError(outcome.currentVersion, 'The game moved on: your last command stands.');
      case 'busy': {
        const current = await ctx.store.gameVersion(input.gameId);
        throw staleVersionError(current ?? input.expectedVersion, 'Others were saving at the same moment; retry.');
      }
    }
  }),
};
