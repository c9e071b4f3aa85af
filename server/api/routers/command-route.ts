// What every procedure that makes a new game version from one player's command shares (game.submit, game.takeBack):
// the load that also finds a retried client command id and counts the user's submissions, the caller's seat, and
// after a commit the notifications of the decisions that changed.
import { TRPCError } from '@trpc/server';
import { parseGameDoc } from '@/server/lobby/doc';
import type { GameDoc } from '@/server/lobby/doc';
import { seatOf } from '@/server/lobby/lobby';
import type { LoadedForCommand } from '@/server/store/types';
import { notFound } from '../errors';
import { afterDecisionsChanged } from '../notify-hooks';
import { limitKey, rateLimitedError } from '../rate-limits';
import type { InnerContext } from '../trpc';

type CommandCtx = InnerContext & { readonly user: { readonly id: string } };

/** The game (with any earlier result of this client command id) and the caller's seat; refuses non-players. */
export async function loadForCommand(
  ctx: CommandCtx,
  gameId: string,
  clientCommandId: string,
): Promise<{ readonly loaded: LoadedForCommand; readonly doc: GameDoc; readonly seat: number }> {
  const limit = ctx.limits.submit;
  const loaded = await ctx.store.loadGameForCommand(gameId, clientCommandId, {
    key: limitKey('submit', ctx.user.id),
    windowSeconds: limit.windowSeconds,
  });
  if (!loaded) throw notFound();
  if ((loaded.hits ?? 0) > limit.limit) throw rateLimitedError('submit', limit);
  const doc = parseGameDoc(loaded.game.doc);
  const seat = seatOf(doc.lobby, ctx.user.id);
  if (seat === null) throw new TRPCError({ code: 'FORBIDDEN', message: 'You are not a player in this game' });
  return { loaded, doc, seat };
}

/** After a committed version: tell the seats whose decisions changed (deferred past the response). */
export async function notifyAfterCommit(
  ctx: CommandCtx,
  change: { gameId: string; doc: GameDoc; before: number[]; seat: number; now: number },
): Promise<void> {
  await ctx.defer(() =>
    afterDecisionsChanged({
      store: ctx.store,
      gameId: change.gameId,
      doc: change.doc,
      before: change.before,
      actorSeat: change.seat,
      now: change.now,
      services: ctx.notifyServices,
    }),
  );
}
