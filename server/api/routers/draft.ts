// The Milty draft's procedures: the host starts the draft once every seat is taken; each player picks in turn. The
// player on the clock is notified (server/notify, like a game decision); the last pick starts the game.
import { onTheClock } from '@/engine/index';
import type { GameDoc } from '@/server/lobby/doc';
import { gameSeed } from '@/server/lobby/ids';
import { defaultPick, draftedLobby, miltyPickSchema, pickInDraft, startDraft } from '@/server/lobby/milty';
import { draftView } from '@/server/lobby/milty-view';
import { updateGameDoc } from '@/server/lobby/repository';
import type { DocChange } from '@/server/lobby/repository';
import { notifyDecisionsChanged } from '@/server/notify/index';
import { DEFAULT_NOTIFY_DELAY_MINUTES, DEFAULT_DECISION_HOURS, parseGameDoc } from '@/server/lobby/doc';
import { afterDecisionsChanged } from '../notify-hooks';
import { createTRPCRouter, hostProcedure, seatedProcedure } from '../trpc';
import type { InnerContext } from '../trpc';
import { startGameChange, unwrap } from './lobby';
import { z } from 'zod';

const clockOf = (doc: GameDoc): number | null => {
  const d = doc.lobby.draft?.state;
  return d && doc.lobby.status === 'lobby' ? onTheClock(d) : null;
};

/** After a pick: the last one starts the game (the drafted seating), any other passes the clock on. */
function afterPick(doc: GameDoc, version: number, lobby: GameDoc['lobby'], now: number, seed: string) {
  const drafted = draftedLobby(lobby);
  if (!drafted) return { ok: true as const, doc: { ...doc, lobby }, value: null };
  return startGameChange({ ...doc, lobby: drafted }, version, drafted.hostUserId, seed, now);
}

/** Tells the notifications whom the draft waits on now (the seat on the clock), and starts the game's own notices. */
async function notifyDraft(
  ctx: Pick<InnerContext, 'store' | 'notifyServices'>,
  gameId: string,
  before: GameDoc,
  after: GameDoc,
  now: number,
): Promise<void> {
  const was = clockOf(before);
  const is = clockOf(after);
  const lastPick = after.lobby.draft?.state.picks.at(-1);
  const who = lastPick ? (before.lobby.seats[lastPick.seat]?.name ?? 'A player') : null;
  await notifyDecisionsChanged(
    {
      store: ctx.store,
      gameId,
      gameName: before.lobby.name,
      before: was === null ? [] : [was],
      after: is === null ? [] : [is],
      seatUsers: Object.fromEntries(before.lobby.seats.map((s, i) => [i, s.userId])),
      decisionLabel: 'Your pick in the Milty draft',
      ...(who !== null && is !== null ? { headlines: { [is]: `${who} picked: your turn in the Milty draft` } } : {}),
      now,
      reminderHours: before.lobby.settings.reminderIntervalHours,
      delayMinutes: before.lobby.settings.notifyDelayMinutes ?? DEFAULT_NOTIFY_DELAY_MINUTES,
    },
    ctx.notifyServices,
  );
  if (after.engine)
    await afterDecisionsChanged({
      store: ctx.store,
      gameId,
      doc: after,
      before: [],
      now,
      services: ctx.notifyServices,
    });
}

/**
 * Deadlines (the lobby's hours for decisions, 0 for none): a seat on the clock past its deadline gets the default
 * pick (server/lobby/milty.ts defaultPick), applied lazily whenever the draft is read or picked in.
 */
export async function applyDraftDeadline(
  ctx: Pick<InnerContext, 'store' | 'notifyServices' | 'testSeed' | 'now'>,
  gameId: string,
  doc: GameDoc,
): Promise<void> {
  const hours = doc.lobby.settings.decisionHours ?? DEFAULT_DECISION_HOURS;
  const draft = doc.lobby.draft;
  if (!draft || hours <= 0 || doc.lobby.status !== 'lobby') return;
  const now = ctx.now();
  if (now < draft.clockSince + hours * 3_600_000) return;
  let before: GameDoc | null = null;
  const out = await updateGameDoc(ctx.store, gameId, now, (fresh, version): DocChange<null> => {
    before = fresh;
    const d = fresh.lobby.draft;
    const due = d && now >= d.clockSince + hours * 3_600_000 ? defaultPick(d.state) : null;
    const seat = due ? fresh.lobby.seats[due.seat] : undefined;
    if (!due || !seat) return { ok: true, doc: fresh, value: null };
    const picked = pickInDraft(fresh.lobby, seat.userId, due.pick, now);
    if (!picked.ok) return picked;
    return afterPick(fresh, version, picked.value, now, gameSeed(fresh.lobby.name, ctx.testSeed));
  });
  if (out.kind === 'saved' && before) await notifyDraft(ctx, gameId, before, out.doc, now);
}

export const draftRouter = createTRPCRouter({
  /** The host deals the slices and the factions; the first player in the drawn order is on the clock. */
  start: hostProcedure.mutation(async ({ ctx }) => {
    const now = ctx.now();
    const before = ctx.game.doc;
    const out = unwrap(
      await updateGameDoc(ctx.store, ctx.game.id, now, (doc) => {
        const r = startDraft(doc.lobby, ctx.user.id, `${gameSeed(doc.lobby.name, ctx.testSeed)}:draft`, now);
        return r.ok ? { ok: true, doc: { ...doc, lobby: r.value }, value: null } : r;
      }),
    );
    await ctx.defer(() => notifyDraft(ctx, ctx.game.id, before, out.doc, now));
    return { version: out.version };
  }),

  /** One pick: a faction, a slice or a speaker position, in turn. The last pick starts the game. */
  pick: seatedProcedure.input(z.object({ pick: miltyPickSchema })).mutation(async ({ ctx, input }) => {
    await applyDraftDeadline(ctx, ctx.game.id, ctx.game.doc);
    const now = ctx.now();
    let before: GameDoc = ctx.game.doc;
    const out = unwrap(
      await updateGameDoc(ctx.store, ctx.game.id, now, (doc, version) => {
        before = doc;
        const r = pickInDraft(doc.lobby, ctx.user.id, input.pick, now);
        if (!r.ok) return r;
        return afterPick(doc, version, r.value, now, gameSeed(doc.lobby.name, ctx.testSeed));
      }),
    );
    const from = before;
    await ctx.defer(() => notifyDraft(ctx, ctx.game.id, from, out.doc, now));
    return { version: out.version, started: out.doc.lobby.status === 'started' };
  }),

  /** The draft as everyone sees it (the lobby page reads it through lobby.get too). */
  view: seatedProcedure.query(async ({ ctx }) => {
    await applyDraftDeadline(ctx, ctx.game.id, ctx.game.doc);
    const record = await ctx.store.loadGame(ctx.game.id);
    const doc = record ? parseGameDoc(record.doc) : ctx.game.doc;
    return { status: doc.lobby.status, draft: draftView(doc.lobby, ctx.user.id) };
  }),
});
