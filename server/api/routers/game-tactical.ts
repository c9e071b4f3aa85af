// Game procedures for the tactical-action parts of the game page: the event feed (filtered per viewer), the
// viewer's unit facts with the movement and production helpers for the decision they face, combat odds before
// committing, and production quotes. Read-only: commands still go through game.submit.
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { UNIT_TYPES, apply, groupMoveSchema, oddsFor, oddsQuerySchema, productionQuote } from '@/engine/index';
import type { GameState } from '@/engine/index';
import { serverNow } from '@/server/game/clock';
import { eventNames, namesUsed } from '@/server/game/event-names';
import { feedFor } from '@/server/game/feed';
import { decisionFor, tacticalView } from '@/server/game/seat-view';
import type { GameDoc } from '@/server/lobby/doc';
import { gameProcedure, seatedProcedure } from '../trpc';
import type { ContextUser } from '../trpc';

const id = z.string().min(1).max(64);
const unitCount = z.number().int().min(1).max(99);

/**
 * Not read here: a number the page changes when the answer may change (the game version, a decision id), so that
 * the browser's cache asks again.
 */
const versionKey = z.object({ cacheKey: z.number().int().min(0).optional() });

/** The Vuil'raith's Amalgamation: captured units returned (owner null: tokens of the supply). */
const returnsSchema = z
  .array(z.object({ owner: z.number().int().min(0).max(7).nullable(), unit: z.enum(UNIT_TYPES), count: unitCount }))
  .max(12);
const orderSchema = z.array(z.object({ unit: z.enum(UNIT_TYPES), count: unitCount, planet: id.optional() })).max(24);

/** Same rule as game.view: players always; others only when the host allows spectators. */
export function assertMayRead(doc: GameDoc, seat: number | null, user: ContextUser | null): void {
  if (seat !== null || doc.lobby.settings.allowSpectators) return;
  if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Sign in to see this game' });
  throw new TRPCError({ code: 'FORBIDDEN', message: 'This game does not allow spectators' });
}

export function started(doc: GameDoc): GameState {
  if (!doc.engine) throw new TRPCError({ code: 'CONFLICT', message: 'The game has not started yet' });
  return doc.engine;
}

export const tacticalProcedures = {
  /** The last events (at most 200), without those meant for another seat; `afterVersion` for only the new ones. */
  feed: gameProcedure.input(z.object({ afterVersion: z.number().int().min(0).optional() })).query(({ ctx, input }) => {
    const { game, seat } = ctx;
    assertMayRead(game.doc, seat, ctx.user);
    const entries = feedFor(game.doc.feed, seat, input.afterVersion ?? 0);
    // The names of the ids these events carry, so the page need not ship the whole table (server/game/event-names.ts).
    const names = game.doc.engine
      ? namesUsed(
          entries.map((e) => e.event),
          eventNames(game.doc.engine),
        )
      : {};
    return { version: game.version, entries, names };
  }),

  /** The viewer's unit facts, and the movement sources or production offer when that is what waits on them. */
  tactical: seatedProcedure.input(versionKey).query(({ ctx }) => ({
    version: ctx.game.version,
    ...tacticalView(started(ctx.game.doc), ctx.seat),
  })),

  /** Win/draw/loss and expected survivors of the combat a choice would lead to (engine/odds, exact). */
  odds: seatedProcedure
    .input(z.object({ query: oddsQuerySchema }))
    .input(versionKey)
    .query(({ ctx, input }) => {
      const state = started(ctx.game.doc);
      return oddsFor(state, ctx.seat, input.query);
    }),

  /**
   * 58, 89.2: whether the engine would accept these moves now and, if not, the rule that refuses them, so the
   * movement form keeps its submit disabled with the reason (e.g. Gravity Drive helps one ship only). The engine
   * judges a copy; nothing is saved. Only moves are checked: their refusals depend on the board and the mover's own
   * units and technologies, which the mover sees anyway, so the answer reveals nothing hidden.
   */
  moveCheck: seatedProcedure
    .input(z.object({ moves: z.array(groupMoveSchema).min(1).max(64) }))
    .input(versionKey)
    .query(({ ctx, input }) => {
      const state = started(ctx.game.doc);
      const result = apply(state, ctx.seat, { type: 'move-ships', moves: input.moves }, { at: serverNow() });
      return result.ok
        ? { ok: true as const }
        : { ok: false as const, rule: result.error.rule, message: result.error.message };
    }),

  /** The cost of a production order, the least wasteful payment, and what the engine would refuse in it. */
  productionQuote: seatedProcedure
    .input(
      z.object({ units: orderSchema, aiDevelopment: z.boolean().optional(), amalgamation: returnsSchema.optional() }),
    )
    .input(versionKey)
    .query(({ ctx, input }) => {
      const state = started(ctx.game.doc);
      const decision = decisionFor(state, ctx.seat);
      if (decision?.kind !== 'production' || decision.seat !== ctx.seat) {
        throw new TRPCError({ code: 'CONFLICT', message: 'You are not producing units right now' });
      }
      return productionQuote(state, decision, input.units, input.aiDevelopment ?? false, input.amalgamation ?? []);
    }),
};
