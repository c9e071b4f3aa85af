// The drafts' procedures (the Milty draft; the faction and speaker draft): the host starts the draft once every seat
// is taken; each player picks in turn. The player on the clock is notified (server/notify, like a game decision);
// the last pick starts the game.
import type { GameDoc } from '@/server/lobby/doc';
import { gameSeed } from '@/server/lobby/ids';
import { defaultPick, draftName, draftedLobby, miltyPickSchema, pickInDraft, startDraft } from '@/server/lobby/milty';
import { draftView } from '@/server/lobby/milty-view';
import { startPlacement } from '@/server/lobby/placement';
import { draftClock } from '@/server/lobby/turns';
import { PLACEMENT_TURN, notifyLobbyTurn } from '../lobby-turns';
import { updateGameDoc } from '@/server/lobby/repository';
import type { DocChange } from '@/server/lobby/repository';
import { DEFAULT_DECISION_HOURS, parseGameDoc } from '@/server/lobby/doc';
import { createTRPCRouter, hostProcedure, seatedProcedure } from '../trpc';
import type { InnerContext } from '../trpc';
import { startGameChange, unwrap } from './lobby';
import { z } from 'zod';

const clockOf = (doc: GameDoc): number | null => draftClock(doc.lobby);

/**
 * After a pick: the last one starts the game (the drafted seating), or deals the system tiles when the players
 * place them (server/lobby/placement.ts); any other pick passes the clock on.
 */
function afterPick(doc: GameDoc, version: number, lobby: GameDoc['lobby'], now: number, seed: string): DocChange<null> {
  const drafted = draftedLobby(lobby);
  if (!drafted) return { ok: true as const, doc: { ...doc, lobby }, value: null };
  if (drafted.settings.tilePlacement === true) {
    const dealt = startPlacement(drafted, `${seed}:tiles`, now, null);
    return dealt.ok ? { ok: true, doc: { ...doc, lobby: dealt.value }, value: null } : dealt;
  }
  return startGameChange({ ...doc, lobby: drafted }, version, drafted.hostUserId, seed, now);
}

/** The draft's turns: a pick; after the last one, the tile placement's first turn when the game has one. */
async function notifyDraft(
  ctx: Pick<InnerContext, 'store' | 'notifyServices'>,
  gameId: string,
  before: GameDoc,
  after: GameDoc,
  now: number,
): Promise<void> {
  const settings = before.lobby.settings.draft;
  const name = settings ? draftName(settings) : 'the draft';
  await notifyLobbyTurn(ctx, gameId, before, after, now, {
    clock: clockOf,
    lastSeat: (doc) => doc.lobby.draft?.state.picks.at(-1)?.seat,
    label: `Your pick in ${name}`,
    headline: (who) => `${who} picked: your turn in ${name}`,
  });
  if (!before.lobby.placement && after.lobby.placement)
    await notifyLobbyTurn(ctx, gameId, before, after, now, PLACEMENT_TURN);
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
  /** The host deals the offers (slices and factions); the first player in the drawn order is on the clock. */
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

  /** One pick: a faction, a slice (Milty) or a speaker position, in turn. The last pick starts the game. */
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
