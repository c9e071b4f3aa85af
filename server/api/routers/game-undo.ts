// Game procedures for undo with approval and the host's rewind (issue 16; server/game/undo.ts decides). Each one:
// zod-parse → load the game and its log → apply (pure) → one compare-and-set save (retried against the fresh game
// when someone saved first, so concurrent approvals and a command racing an approval meet the version check) →
// notify (approvers of a new request; the seats whose decisions changed after a rewind).
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { parseGameDoc } from '@/server/lobby/doc';
import type { GameDoc } from '@/server/lobby/doc';
import { seatOf } from '@/server/lobby/lobby';
import { notifyUndoApprovers } from '@/server/notify/index';
import { feedFor } from '@/server/game/feed';
import { effectiveLog, isUndo } from '@/server/game/history';
import {
  approveUndo,
  refuseUndo,
  requestUndo,
  UNDO_REACH,
  type UndoChange,
  type UndoRefusal,
} from '@/server/game/undo';
import type { GameStore } from '@/server/store/types';
import { ErrorDetails, notFound } from '../errors';
import { afterDecisionsChanged } from '../notify-hooks';
import { gameIdSchema, protectedProcedure, seatedProcedure, type InnerContext } from '../trpc';

/** Every seat may approve at the same moment: each loses at most one race to each other. */
const MAX_RETRIES = 10;

function refusalError(r: UndoRefusal): TRPCError {
  return new TRPCError({
    code: 'PRECONDITION_FAILED',
    message: r.message,
    cause: new ErrorDetails(r.message, { code: r.code, rule: 'undo' }),
  });
}

type Apply = (
  doc: GameDoc,
  log: Awaited<ReturnType<GameStore['readLog']>>,
  version: number,
  seat: number,
) => { ok: true; change: UndoChange } | { ok: false; error: UndoRefusal };

/** Load → apply → compare-and-set, again on a lost race; the caller must be seated. */
async function settle(
  ctx: InnerContext & { readonly user: { readonly id: string } },
  gameId: string,
  applyFn: Apply,
): Promise<{ version: number; change: UndoChange | null; seat: number }> {
  for (let attempt = 0; attempt <= MAX_RETRIES; attempt++) {
    const record = await ctx.store.loadGame(gameId);
    if (!record) throw notFound();
    const doc = parseGameDoc(record.doc);
    const seat = seatOf(doc.lobby, ctx.user.id);
    if (seat === null) throw new TRPCError({ code: 'FORBIDDEN', message: 'You are not a player in this game' });
    const log = await ctx.store.readLog(gameId);
    const outcome = applyFn(doc, log, record.version, seat);
    if (!outcome.ok) throw refusalError(outcome.error);
    const { change } = outcome;
    const entry = change.entry && { ...change.entry, version: record.version + 1 };
    const commit = await ctx.store.commit(gameId, record.version, change.doc, entry, change.side);
    if (commit.kind === 'committed') return { version: commit.version, change, seat };
    // The same request was already carried out (a retry): nothing more to do.
    if (commit.kind === 'duplicate') return { version: commit.entry.version, change: null, seat };
    if (commit.currentVersion === 0) throw notFound();
  }
  throw new TRPCError({ code: 'CONFLICT', message: 'Others were saving at the same moment; retry.' });
}

/** After a save: approvers of a new request are told; a rewind tells the seats whose decisions changed. */
async function notifyAfter(
  ctx: InnerContext,
  gameId: string,
  change: UndoChange | null,
  seat: number,
  now: number,
  fresh: boolean,
) {
  if (!change) return;
  const { doc, result } = change;
  if (result.kind === 'rewound') {
    await ctx.defer(() =>
      afterDecisionsChanged({
        store: ctx.store,
        gameId,
        doc,
        before: result.before,
        actorSeat: seat,
        now,
        services: ctx.notifyServices,
      }),
    );
  } else if (result.kind === 'pending' && fresh) {
    const r = result.request;
    const name = doc.lobby.seats[r.by]?.name ?? `Seat ${r.by + 1}`;
    const count = r.commands.length + r.more;
    const label = `${name} asks to ${r.kind === 'rewind' ? 'rewind' : 'undo'} ${count} command${count === 1 ? '' : 's'}: approve or refuse`;
    await ctx.defer(() =>
      notifyUndoApprovers(
        {
          store: ctx.store,
          gameId,
          gameName: doc.lobby.name,
          seatUsers: Object.fromEntries(doc.lobby.seats.map((s, i) => [i, s.userId])),
          approvers: r.approvers,
          label,
          at: r.at,
          now,
        },
        ctx.notifyServices,
      ),
    );
  }
}

const requestInput = z.object({
  gameId: gameIdSchema,
  /** One per intended request, reused on retries; the undo entry in the log carries it. */
  requestId: z.uuid(),
  /** The version the first command to undo produced: the game goes back to just before it. */
  to: z.number().int().min(2),
  /** 'rewind' is the host's, to any earlier point, with every player's approval. */
  kind: z.enum(['undo', 'rewind']).default('undo'),
});

const answerInput = z.object({ gameId: gameIdSchema, requestId: z.uuid() });

export const undoProcedures = {
  /** Asks to undo back to (and including) one of the caller's own recent commands, or (host) to rewind. */
  undoRequest: protectedProcedure.input(requestInput).mutation(async ({ ctx, input }) => {
    const now = ctx.now();
    const { version, change, seat } = await settle(ctx, input.gameId, (doc, log, v, by) =>
      requestUndo(doc, log, v, { id: input.requestId, by, kind: input.kind, to: input.to, at: now }),
    );
    // A retried request is told again only if its notices failed (their once-only marks, server/notify/deliver.ts).
    await notifyAfter(ctx, input.gameId, change, seat, now, true);
    return { version, outcome: change?.result.kind ?? 'rewound' };
  }),

  /** Approves the pending request; the last approval rewinds the game. */
  undoApprove: protectedProcedure.input(answerInput).mutation(async ({ ctx, input }) => {
    const now = ctx.now();
    const { version, change, seat } = await settle(ctx, input.gameId, (doc, log, v, s) =>
      approveUndo(doc, log, v, { id: input.requestId, seat: s, at: now }),
    );
    await notifyAfter(ctx, input.gameId, change, seat, now, false);
    return { version, outcome: change?.result.kind ?? 'rewound' };
  }),

  /** Refuses the pending request (or, for its asker, withdraws it): the game is unchanged. */
  undoRefuse: protectedProcedure.input(answerInput).mutation(async ({ ctx, input }) => {
    const now = ctx.now();
    const { version } = await settle(ctx, input.gameId, (doc, log, v, s) =>
      refuseUndo(doc, log, v, { id: input.requestId, seat: s, at: now }),
    );
    return { version };
  }),

  /**
   * The commands the caller may undo back to (their own among the last UNDO_REACH; the host: anyone's), newest
   * first, each with the lines the caller may read from the feed.
   */
  undoChoices: seatedProcedure.query(async ({ ctx }) => {
    const { game, seat } = ctx;
    const doc = game.doc;
    if (!doc.engine || doc.lobby.status !== 'started' || doc.engine.phase === 'ended') return [];
    const isHost = doc.lobby.hostUserId === ctx.user.id;
    const entries = effectiveLog(await ctx.store.readLog(game.id))
      .slice(-UNDO_REACH)
      .filter((e) => !isUndo(e.command) && (isHost || e.seat === seat))
      // A command that can be taken back at once is taken back (game.takeBack), not asked about.
      .filter(
        (e) => !(doc.lastCommand?.takeBack && doc.lastCommand.version === game.version && e.version === game.version),
      );
    const feed = feedFor(doc.feed, seat);
    return entries.reverse().map((e) => ({
      version: e.version,
      seat: e.seat,
      at: e.at,
      /** Only the host may rewind to another player's command. */
      kind: e.seat === seat ? ('undo' as const) : ('rewind' as const),
      events: feed.filter((f) => f.version === e.version).map((f) => f.event),
    }));
  }),
};
