// Table talk and the game's Discord webhook (issue 16). Thin like the game routers: parse with zod → check who may
// read the thread → load → change → compare-and-set save (server/talk/store.ts) → notify. Deals made here are talk,
// never binding (LRR 28). Only the game's players read the channel; only its two seats read a private thread.
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { defaultNotifyServices } from '@/server/notify/services';
import { queueMention } from '@/server/notify/mentions';
import { DEFAULT_NOTIFY_DELAY_MINUTES, parseGameDoc } from '@/server/lobby/doc';
import { readAccess } from '@/server/lobby/repository';
import { discordWebhookUrlSchema, getWebhook, setWebhook } from '@/server/talk/discord';
import { loadThread, TalkBusyError, threadVersions, updateThread } from '@/server/talk/store';
import {
  appendMessage,
  hideMessage,
  MESSAGE_MAX_CHARS,
  mayRead,
  mentionedSeats,
  messageTextSchema,
  threadIdSchema,
  threadSeats,
  threadsOf,
  THREAD_KEEPS,
  type ThreadId,
} from '@/server/talk/thread';
import { enforceRateLimit } from '../rate-limits';
import { createTRPCRouter, gameIdSchema, hostProcedure, protectedProcedure, seatedProcedure } from '../trpc';
import { notFound } from '../errors';

const busy = () => new TRPCError({ code: 'CONFLICT', message: new TalkBusyError().message });

function requireThread(thread: ThreadId, seat: number, seats: number): void {
  if (!mayRead(thread, seat, seats)) {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'That thread is between two other players' });
  }
}

export const talkRouter = createTRPCRouter({
  /**
   * The threads the caller may read: the channel and a private thread with each other player. `known` holds the
   * versions the client has; threads at those versions come back without their messages (a cheap poll).
   */
  read: protectedProcedure
    .input(z.object({ gameId: gameIdSchema, known: z.record(threadIdSchema, z.number().int().min(0)).optional() }))
    .query(async ({ ctx, input }) => {
      // The poll's common case reads only the access record and the thread versions, never the game document.
      const found = await readAccess(ctx.store, input.gameId);
      if (!found) throw notFound();
      const seat = found.access.members.indexOf(ctx.user.id);
      if (seat < 0) throw new TRPCError({ code: 'FORBIDDEN', message: 'You are not a player in this game' });
      const seats = found.access.members.length;
      const threads = threadsOf(seat, seats);
      const versions = await threadVersions(ctx.store, input.gameId, threads);
      const changed = threads.filter((t) => (input.known?.[t] ?? -1) !== versions[t]);
      const loaded = await Promise.all(changed.map((t) => loadThread(ctx.store, input.gameId, t)));
      // Names and the host's tools come with the first read (and with any change), not with every empty poll.
      let table: { names: string[]; isHost: boolean } | null = null;
      if (!input.known || changed.length > 0) {
        const record = await ctx.store.loadGame(input.gameId);
        if (!record) throw notFound();
        const { lobby } = parseGameDoc(record.doc);
        table = { names: lobby.seats.map((s) => s.name), isHost: lobby.hostUserId === ctx.user.id };
      }
      return {
        seat,
        table,
        limits: { messageChars: MESSAGE_MAX_CHARS, threadKeeps: THREAD_KEEPS },
        threads: threads.map((thread) => {
          const pair = threadSeats(thread);
          const other = pair ? (pair[0] === seat ? pair[1] : pair[0]) : null;
          const got = loaded.find((l) => l.thread === thread);
          return {
            thread,
            with: other,
            version: got?.version ?? versions[thread] ?? 0,
            messages: got ? got.doc.messages : null,
          };
        }),
      };
    }),

  /** One message. Mentions ("@Name") of a player who reads the thread notify them (server/notify/mentions.ts). */
  post: seatedProcedure
    .input(z.object({ thread: threadIdSchema, text: messageTextSchema }))
    .mutation(async ({ ctx, input }) => {
      const { lobby } = ctx.game.doc;
      const seats = lobby.seats.length;
      requireThread(input.thread, ctx.seat, seats);
      await enforceRateLimit(ctx.store, ctx.limits, 'talk', ctx.user.id);
      const now = ctx.now();
      let saved;
      try {
        saved = await updateThread(ctx.store, ctx.game.id, input.thread, (doc) => {
          const next = appendMessage(doc, ctx.seat, input.text, now);
          return { doc: next, result: doc.nextId };
        });
      } catch (error) {
        if (error instanceof TalkBusyError) throw busy();
        throw error;
      }
      if (!saved.ok) throw busy();
      const names = lobby.seats.map((s) => s.name);
      const mentioned = mentionedSeats(input.text, names, ctx.seat).filter((s) => mayRead(input.thread, s, seats));
      if (mentioned.length > 0) {
        await ctx.defer(async () => {
          const services = ctx.notifyServices ?? defaultNotifyServices();
          for (const seat of mentioned) {
            const userId = lobby.seats[seat]?.userId;
            if (!userId) continue;
            await queueMention(ctx.store, services, {
              gameId: ctx.game.id,
              gameName: lobby.name,
              userId,
              from: names[ctx.seat] ?? 'A player',
              text: input.text,
              private: input.thread !== 'table',
              delayMinutes: lobby.settings.notifyDelayMinutes ?? DEFAULT_NOTIFY_DELAY_MINUTES,
              now,
            });
          }
        });
      }
      return { id: saved.result, version: saved.version, mentioned };
    }),

  /** The host hides a message in a thread the host reads: its text is dropped; everyone sees "hidden by the host". */
  hide: hostProcedure
    .input(z.object({ thread: threadIdSchema, messageId: z.number().int().min(1) }))
    .mutation(async ({ ctx, input }) => {
      requireThread(input.thread, ctx.seat, ctx.game.doc.lobby.seats.length);
      let saved;
      try {
        saved = await updateThread(ctx.store, ctx.game.id, input.thread, (doc) => {
          const next = hideMessage(doc, input.messageId);
          return next ? { doc: next, result: input.messageId } : { refused: 'No such message' };
        });
      } catch (error) {
        if (error instanceof TalkBusyError) throw busy();
        throw error;
      }
      if (!saved.ok) throw new TRPCError({ code: 'NOT_FOUND', message: saved.refused });
      return { version: saved.version };
    }),

  /** Whether the game has a Discord webhook (never the URL: it is a secret once saved). */
  discord: hostProcedure.query(async ({ ctx }) => ({ set: (await getWebhook(ctx.store, ctx.game.id)) !== null })),

  /** Sets (or replaces) the game's Discord channel webhook; only Discord webhook URLs are accepted. */
  setDiscord: hostProcedure.input(z.object({ url: discordWebhookUrlSchema })).mutation(async ({ ctx, input }) => {
    await setWebhook(ctx.store, ctx.game.id, input.url);
    return { set: true };
  }),

  clearDiscord: hostProcedure.mutation(async ({ ctx }) => {
    await setWebhook(ctx.store, ctx.game.id, null);
    return { set: false };
  }),
});
