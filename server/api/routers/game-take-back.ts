// Game procedure for taking back a misclick (issue 16; server/game/take-back.ts decides what may be taken back). Like
// submit (command-route.ts): one load that also finds a retried client command id, the log read, one compare-and-set,
// then the notifications of the decisions that changed.
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { runCommand } from '@/server/game/command-service';
import { takeBackFromDoc, type TakeBackCommand, type TakeBackRefusal, type TakenBack } from '@/server/game/take-back';
import type { GameDoc } from '@/server/lobby/doc';
import { ErrorDetails, notFound, staleVersionError } from '../errors';
import { gameIdSchema, protectedProcedure } from '../trpc';
import { loadForCommand, notifyAfterCommit } from './command-route';

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
    const { loaded, seat } = await loadForCommand(ctx, input.gameId, input.clientCommandId);
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
        await notifyAfterCommit(ctx, { gameId: input.gameId, doc, before, seat, now });
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
