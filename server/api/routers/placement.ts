// The players' tile placement (LRR "Complete Setup" step 6, server/lobby/placement.ts): the host deals the system
// tiles once every seat has its faction and colour (or the faction draft's last pick deals them); each player
// places one tile in turn; the last tile starts the game on the galaxy the players built.
import type { GameDoc } from '@/server/lobby/doc';
import { DEFAULT_DECISION_HOURS, parseGameDoc } from '@/server/lobby/doc';
import { gameSeed } from '@/server/lobby/ids';
import { defaultPlacement, placeInLobby, placementInputSchema, startPlacement } from '@/server/lobby/placement';
import { placementView } from '@/server/lobby/placement-view';
import { updateGameDoc } from '@/server/lobby/repository';
import type { DocChange } from '@/server/lobby/repository';
import { PLACEMENT_TURN, notifyLobbyTurn } from '../lobby-turns';
import { createTRPCRouter, hostProcedure, seatedProcedure } from '../trpc';
import type { InnerContext } from '../trpc';
import { startGameChange, unwrap } from './lobby';

/** After a placement: the last tile starts the game; any other passes the turn on. */
function afterPlacement(doc: GameDoc, version: number, lobby: GameDoc['lobby'], now: number, seed: string) {
  const next = { ...doc, lobby };
  if (lobby.placement && defaultPlacement(lobby.placement.state) !== null)
    return { ok: true as const, doc: next, value: null };
  return startGameChange(next, version, lobby.hostUserId, seed, now);
}

/** Places one tile for `userId` in the freshest document, then saves; the notices follow the turn. */
async function place(
  ctx: Pick<InnerContext, 'store' | 'notifyServices' | 'testSeed' | 'defer'>,
  gameId: string,
  now: number,
  who: (doc: GameDoc) => { userId: string; tile: string; position: number } | null,
) {
  let before: GameDoc | null = null;
  const out = await updateGameDoc(ctx.store, gameId, now, (doc, version): DocChange<null> => {
    before = doc;
    const move = who(doc);
    if (!move) return { ok: true, doc, value: null };
    const r = placeInLobby(doc.lobby, move.userId, move, now);
    if (!r.ok) return r;
    return afterPlacement(doc, version, r.value, now, gameSeed(doc.lobby.name, ctx.testSeed));
  });
  const from: GameDoc | null = before;
  if (out.kind === 'saved' && from)
    await ctx.defer(() => notifyLobbyTurn(ctx, gameId, from, out.doc, now, PLACEMENT_TURN));
  return out;
}

/**
 * Deadlines (the lobby's hours for decisions, 0 for none): a seat on the turn past its deadline gets its first
 * legal placement (server/lobby/placement.ts defaultPlacement), applied lazily when the placement is read.
 */
export async function applyPlacementDeadline(
  ctx: Pick<InnerContext, 'store' | 'notifyServices' | 'testSeed' | 'now' | 'defer'>,
  gameId: string,
  doc: GameDoc,
): Promise<void> {
  const hours = doc.lobby.settings.decisionHours ?? DEFAULT_DECISION_HOURS;
  if (!doc.lobby.placement || hours <= 0 || doc.lobby.status !== 'lobby') return;
  const now = ctx.now();
  await place(ctx, gameId, now, (fresh) => {
    const p = fresh.lobby.placement;
    const due = p && now >= p.clockSince + hours * 3_600_000 ? defaultPlacement(p.state) : null;
    const seat = due ? fresh.lobby.seats[due.seat] : undefined;
    return due && seat ? { userId: seat.userId, tile: due.tile, position: due.position } : null;
  });
}

export const placementRouter = createTRPCRouter({
  /** The host deals the system tiles (setup 6 ii); the speaker, drawn at random, places first. */
  start: hostProcedure.mutation(async ({ ctx }) => {
    const now = ctx.now();
    const before = ctx.game.doc;
    const out = unwrap(
      await updateGameDoc(ctx.store, ctx.game.id, now, (doc) => {
        const r = startPlacement(doc.lobby, `${gameSeed(doc.lobby.name, ctx.testSeed)}:tiles`, now, ctx.user.id);
        return r.ok ? { ok: true, doc: { ...doc, lobby: r.value }, value: null } : r;
      }),
    );
    await ctx.defer(() => notifyLobbyTurn(ctx, ctx.game.id, before, out.doc, now, PLACEMENT_TURN));
    return { version: out.version };
  }),

  /** One system tile placed (setup 6 iii); the last one starts the game. */
  place: seatedProcedure.input(placementInputSchema).mutation(async ({ ctx, input }) => {
    await applyPlacementDeadline(ctx, ctx.game.id, ctx.game.doc);
    const out = unwrap(await place(ctx, ctx.game.id, ctx.now(), () => ({ userId: ctx.user.id, ...input })));
    return { version: out.version, started: out.doc.lobby.status === 'started' };
  }),

  /** The placement as the caller may see it (their own tiles; the others' as counts). */
  view: seatedProcedure.query(async ({ ctx }) => {
    await applyPlacementDeadline(ctx, ctx.game.id, ctx.game.doc);
    const record = await ctx.store.loadGame(ctx.game.id);
    const doc = record ? parseGameDoc(record.doc) : ctx.game.doc;
    return { status: doc.lobby.status, placement: placementView(doc.lobby, ctx.user.id) };
  }),
});
