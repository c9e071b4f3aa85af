// Game procedures for looking back (issue 16): any earlier moment of the game as the caller could see it then, and
// the game as a file (server/game/history.ts). Read-only, rebuilt from the store's command log.
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { exportGame, historyAt } from '@/server/game/history';
import { gameRecordOf } from '@/server/game/record';
import { gameProcedure } from '../trpc';
import { assertMayRead, started } from './game-tactical';

/** A game of eight players over many rounds logs a few thousand commands; nothing real comes near this. */
const MAX_STEP = 1_000_000;

export const historyProcedures = {
  /** The game after `step` commands (clamped to the log), through the caller's own view; spectators see theirs. */
  history: gameProcedure
    .input(z.object({ step: z.number().int().min(0).max(MAX_STEP) }))
    .query(async ({ ctx, input }) => {
      const { game, seat } = ctx;
      assertMayRead(game.doc, seat, ctx.user);
      const state = started(game.doc);
      const log = await ctx.store.readLog(game.id);
      const moment = historyAt(state, log, input.step, seat);
      if ('broken' in moment)
        throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: `This game's history cannot be rebuilt.` });
      return moment;
    }),

  /** The configuration and command log once the game has ended; before that only the map string. */
  export: gameProcedure.query(async ({ ctx }) => {
    const { game, seat } = ctx;
    assertMayRead(game.doc, seat, ctx.user);
    const state = started(game.doc);
    const log = state.phase === 'ended' ? await ctx.store.readLog(game.id) : [];
    return { gameId: game.id, name: game.doc.lobby.name, ...exportGame(state, log) };
  }),

  /** Standings, where each point came from, points by round and a few counts: public facts only, at any time. */
  record: gameProcedure.query(async ({ ctx }) => {
    const { game, seat } = ctx;
    assertMayRead(game.doc, seat, ctx.user);
    const state = started(game.doc);
    const record = gameRecordOf(state, await ctx.store.readLog(game.id));
    if ('broken' in record)
      throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: `This game's record cannot be rebuilt.` });
    return { gameId: game.id, name: game.doc.lobby.name, record };
  }),
};
