// Presence: a player's open game page says so every half minute (and when it closes), so turn notices skip players
// who are at the table (server/notify/presence.ts). Rate limited per user; only the game's players are recorded.
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { readAccess } from '@/server/lobby/repository';
import { markAbsent, markPresent, PRESENCE_HEARTBEAT_MS } from '@/server/notify/presence';
import { notFound } from '../errors';
import { enforceRateLimit } from '../rate-limits';
import { createTRPCRouter, gameIdSchema, protectedProcedure } from '../trpc';

export const presenceRouter = createTRPCRouter({
  /** `open`: the page is shown (true) or was hidden or closed (false). Answers when to beat next. */
  heartbeat: protectedProcedure
    .input(z.object({ gameId: gameIdSchema, open: z.boolean() }))
    .mutation(async ({ ctx, input }) => {
      await enforceRateLimit(ctx.store, ctx.limits, 'presence', ctx.user.id);
      const found = await readAccess(ctx.store, input.gameId);
      if (!found) throw notFound();
      if (!found.access.members.includes(ctx.user.id)) {
        throw new TRPCError({ code: 'FORBIDDEN', message: 'You are not a player in this game' });
      }
      if (input.open) await markPresent(ctx.store, input.gameId, ctx.user.id, ctx.now());
      else await markAbsent(ctx.store, input.gameId, ctx.user.id);
      return { nextInMs: PRESENCE_HEARTBEAT_MS };
    }),
});
