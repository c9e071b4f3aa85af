// Seats that change hands (issue 16): the host offers a seat through a link of its own (192-bit token, like invite
// links), a new person opens it and takes the seat over, and the account that held it loses access. The offer, its
// record and the seat change are saved in one atomic step with the game (server/lobby/repository.ts), so a command
// racing a hand-over is checked against the same version as any other change.
import { z } from 'zod';
import { factionName } from '@/server/lobby/factions';
import { lobbyKeys, parseGameDoc } from '@/server/lobby/doc';
import type { GameDoc } from '@/server/lobby/doc';
import { offerSeat, offersOf, takeSeat, withdrawSeatOffer } from '@/server/lobby/hand-over';
import { INVITE_TOKEN_PATTERN, newInviteToken } from '@/server/lobby/ids';
import { isSilent, proposeReplacement, voteReplacement } from '@/server/lobby/replacement';
import type { GameStore, LogEntry } from '@/server/store/types';
import { updateGameDoc } from '@/server/lobby/repository';
import type { DocChange } from '@/server/lobby/repository';
import { notFound } from '../errors';
import { afterDecisionsChanged, seatsWaitedOn } from '../notify-hooks';
import { createTRPCRouter, hostProcedure, protectedProcedure, publicProcedure, seatedProcedure } from '../trpc';
import { unwrap } from './lobby';

/** Lenient on purpose: any string that is not a live token is "not found", never a validation error. */
const tokenSchema = z.string().max(200);
const seatSchema = z.object({ seat: z.number().int().min(0).max(7) });
const INVALID = 'This seat link is not valid (it may have been used or withdrawn)';

interface SeatOfferRecord {
  readonly gameId: string;
}

async function gameOfOffer(
  store: Parameters<typeof updateGameDoc>[0],
  token: string,
): Promise<{ gameId: string; doc: GameDoc } | null> {
  if (!INVITE_TOKEN_PATTERN.test(token)) return null;
  const record = await store.getRecord<SeatOfferRecord>(lobbyKeys.seatOffer(token));
  const game = record ? await store.loadGame(record.gameId) : null;
  if (!record || !game) return null;
  const doc = parseGameDoc(game.doc);
  return offersOf(doc.lobby).some((o) => o.token === token) ? { gameId: record.gameId, doc } : null;
}

const isTimeout = (e: LogEntry) => (e.command as { type?: unknown } | null)?.type === 'timeout';

/** When each seat last sent a command of its own (a deadline's timeout is not the player's); the start otherwise. */
async function lastActed(store: GameStore, gameId: string, doc: GameDoc): Promise<number[]> {
  const since = doc.lobby.startedAt ?? doc.lobby.createdAt;
  const out = doc.lobby.seats.map(() => since);
  for (const e of await store.readLog(gameId)) if (!isTimeout(e) && e.at > (out[e.seat] ?? 0)) out[e.seat] = e.at;
  return out;
}

export const seatsRouter = createTRPCRouter({
  /**
   * For the replacement panel: when each seat last acted and whether it is silent, the vote under way, and the seat
   * links opened by vote (shown to every player but the one replaced).
   */
  status: seatedProcedure.query(async ({ ctx }) => {
    const { lobby } = ctx.game.doc;
    const now = ctx.now();
    const acted = await lastActed(ctx.store, ctx.game.id, ctx.game.doc);
    return {
      seats: lobby.seats.map((s, seat) => ({
        seat,
        name: s.name,
        lastActedAt: acted[seat]!,
        // A seat out of the game (conceded, eliminated) plays no more: it is not waited on, so never "silent".
        silent: isSilent(acted[seat]!, now) && ctx.game.doc.engine?.players[seat]?.eliminated !== true,
      })),
      vote: lobby.replacement ?? null,
      offers: offersOf(lobby)
        .filter((o) => o.byVote === true && o.seat !== ctx.seat)
        .map((o) => ({ seat: o.seat, token: o.token })),
    };
  }),

  /** Any player proposes to replace a seat silent for a week; the proposer's approval is counted. */
  proposeReplacement: seatedProcedure.input(seatSchema).mutation(async ({ ctx, input }) => {
    const acted = await lastActed(ctx.store, ctx.game.id, ctx.game.doc);
    const since = acted[input.seat] ?? 0;
    unwrap(
      await updateGameDoc(ctx.store, ctx.game.id, ctx.now(), (doc): DocChange<null> => {
        const out = doc.engine?.players[input.seat]?.eliminated === true;
        const r = proposeReplacement(doc.lobby, ctx.user.id, input.seat, since, ctx.now(), out);
        return r.ok ? { ok: true, doc: { ...doc, lobby: r.value }, value: null } : r;
      }),
    );
    return { ok: true };
  }),

  /** Approve or refuse the replacement under way; the last approval opens the seat link for every approver. */
  voteReplacement: seatedProcedure.input(z.object({ approve: z.boolean() })).mutation(async ({ ctx, input }) => {
    const token = newInviteToken();
    const gameId = ctx.game.id;
    const out = unwrap(
      await updateGameDoc(ctx.store, gameId, ctx.now(), (doc): DocChange<boolean> => {
        const r = voteReplacement(doc.lobby, ctx.user.id, input.approve, token);
        if (!r.ok) return r;
        const records: Record<string, unknown> = {};
        if (r.value.offered) {
          records[lobbyKeys.seatOffer(token)] = { gameId };
          const replaced = offersOf(doc.lobby).find((o) => o.seat === doc.lobby.replacement?.seat);
          if (replaced) records[lobbyKeys.seatOffer(replaced.token)] = null;
        }
        return { ok: true, doc: { ...doc, lobby: r.value.lobby }, value: r.value.offered, records };
      }),
    );
    return { offered: out.value };
  }),

  /** The host's open offers (the links go to the host only). */
  offers: hostProcedure.query(({ ctx }) => offersOf(ctx.game.doc.lobby).map((o) => ({ seat: o.seat, token: o.token }))),

  /** The host offers a seat; a new link for the same seat replaces the old one in the same step. */
  offer: hostProcedure.input(seatSchema).mutation(async ({ ctx, input }) => {
    const token = newInviteToken();
    const gameId = ctx.game.id;
    unwrap(
      await updateGameDoc(ctx.store, gameId, ctx.now(), (doc): DocChange<null> => {
        const r = offerSeat(doc.lobby, ctx.user.id, input.seat, token);
        if (!r.ok) return r;
        const records: Record<string, unknown> = { [lobbyKeys.seatOffer(token)]: { gameId } };
        if (r.value.replaced) records[lobbyKeys.seatOffer(r.value.replaced)] = null;
        return { ok: true, doc: { ...doc, lobby: r.value.lobby }, value: null, records };
      }),
    );
    return { seat: input.seat, token };
  }),

  withdraw: hostProcedure.input(seatSchema).mutation(async ({ ctx, input }) => {
    unwrap(
      await updateGameDoc(ctx.store, ctx.game.id, ctx.now(), (doc): DocChange<null> => {
        const r = withdrawSeatOffer(doc.lobby, ctx.user.id, input.seat);
        if (!r.ok) return r;
        if (r.value.withdrawn === null) return { ok: true, doc, value: null };
        const records = { [lobbyKeys.seatOffer(r.value.withdrawn)]: null };
        return { ok: true, doc: { ...doc, lobby: r.value.lobby }, value: null, records };
      }),
    );
    return { ok: true };
  }),

  /** What the seat link's page shows before the visitor accepts (signed-out visitors may look). */
  offered: publicProcedure.input(z.object({ token: tokenSchema })).query(async ({ ctx, input }) => {
    const found = await gameOfOffer(ctx.store, input.token);
    if (!found) throw notFound(INVALID);
    const { lobby } = found.doc;
    const seat = offersOf(lobby).find((o) => o.token === input.token)!.seat;
    const held = lobby.seats[seat]!;
    return {
      gameId: found.gameId,
      name: lobby.name,
      seat,
      seatName: held.name,
      faction: factionName(held.faction),
      round: found.doc.engine?.round ?? 0,
      youHoldASeat: lobby.seats.some((s) => s.userId === ctx.user?.id),
    };
  }),

  /** The caller takes the seat over; the link is used up with it. */
  take: protectedProcedure.input(z.object({ token: tokenSchema })).mutation(async ({ ctx, input }) => {
    const found = await gameOfOffer(ctx.store, input.token);
    if (!found) throw notFound(INVALID);
    const out = unwrap(
      await updateGameDoc(ctx.store, found.gameId, ctx.now(), (doc): DocChange<number> => {
        const r = takeSeat(doc.lobby, ctx.user.id, input.token);
        if (!r.ok) return r;
        const records = { [lobbyKeys.seatOffer(input.token)]: null };
        return { ok: true, doc: { ...doc, lobby: r.value.lobby }, value: r.value.seat, records };
      }),
    );
    // A decision already waiting on the seat is now the new person's: it counts as newly waiting, so they are told
    // (the wait recorded for the account that left is replaced by theirs).
    const now = ctx.now();
    const seat = out.value;
    await ctx.defer(() =>
      afterDecisionsChanged({
        store: ctx.store,
        gameId: found.gameId,
        doc: out.doc,
        before: seatsWaitedOn(out.doc.engine).filter((s) => s !== seat),
        now,
        services: ctx.notifyServices,
      }),
    );
    return { gameId: found.gameId, seat };
  }),
});
