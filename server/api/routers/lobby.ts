// Lobby procedures: create a game, invite link (host can revoke/regenerate), join by token, choose faction and
// colour, randomise, start (engine createGame), and the caller's games with who each one waits on.
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { createGame, PLAYER_COLORS } from '@/engine/index';
import type { PlayerColor } from '@/engine/index';
import { displayNameSchema, gameNameSchema, lobbyKeys, lobbySettingsSchema, parseGameDoc } from '@/server/lobby/doc';
import type { GameDoc, Lobby } from '@/server/lobby/doc';
import { FACTION_CHOICES } from '@/server/lobby/factions';
import { gameSeed, INVITE_TOKEN_PATTERN, newGameId, newInviteToken, pickIndex } from '@/server/lobby/ids';
import * as lobbyOps from '@/server/lobby/lobby';
import type { LobbyResult } from '@/server/lobby/lobby';
import { createGameRecord, gameIdForInvite, updateGameDoc, userGames } from '@/server/lobby/repository';
import type { DocChange, UpdateOutcome } from '@/server/lobby/repository';
import { lobbyError, notFound, ruleViolationError } from '../errors';
import { enforceRateLimit, rateLimitedError } from '../rate-limits';
import { createTRPCRouter, hostProcedure, protectedProcedure, publicProcedure, seatedProcedure } from '../trpc';
import { afterDecisionsChanged, afterGameRead } from '../notify-hooks';
import { recordAsked } from '@/server/game/asked';
import { appendToFeed } from '@/server/game/feed';
import { draftView } from '@/server/lobby/milty-view';
import { placementView } from '@/server/lobby/placement-view';
import { lobbyTurn } from '@/server/lobby/turns';

/** Lenient on purpose: any string that is not a live token is "not found", never a validation error. */
const inviteTokenSchema = z.string().max(200);

export const unwrap = <T>(outcome: UpdateOutcome<T>): { version: number; doc: GameDoc; value: T } => {
  switch (outcome.kind) {
    case 'saved':
    case 'unchanged':
      return outcome;
    case 'rejected':
      throw lobbyError(outcome.error);
    case 'not-found':
      throw notFound();
    case 'busy':
      throw new TRPCError({ code: 'CONFLICT', message: 'Several players changed the lobby at once; try again' });
  }
};

/** Lifts a pure lobby change into a document change. */
const onLobby =
  <T = null>(f: (lobby: Lobby) => LobbyResult<Lobby>, value: T = null as T) =>
  (doc: GameDoc): DocChange<T> => {
    const r = f(doc.lobby);
    if (!r.ok) return r;
    return { ok: true, doc: r.value === doc.lobby ? doc : { ...doc, lobby: r.value }, value };
  };

/** What the lobby page shows. The invite token only goes to the host. */
export function lobbyView(doc: GameDoc, version: number, userId: string | null) {
  const { lobby } = doc;
  const isHost = lobby.hostUserId === userId;
  return {
    name: lobby.name,
    status: lobby.status,
    version,
    settings: lobby.settings,
    isHost,
    yourSeat: lobbyOps.seatOf(lobby, userId),
    seats: lobby.seats.map((s, i) => ({
      seat: i,
      name: s.name,
      faction: s.faction,
      color: s.color,
      isHost: s.userId === lobby.hostUserId,
      isYou: s.userId === userId,
    })),
    inviteToken: isHost ? lobby.inviteToken : null,
    factions: FACTION_CHOICES,
    colors: PLAYER_COLORS,
    draft: draftView(lobby, userId),
    placement: placementView(lobby, userId),
  };
}
export type LobbyView = ReturnType<typeof lobbyView>;

export const lobbyRouter = createTRPCRouter({
  /** One atomic step: the game, its access record, the host's list entry and the invite link (all or nothing). */
  create: protectedProcedure
    .input(z.object({ name: gameNameSchema, settings: lobbySettingsSchema, hostName: displayNameSchema.optional() }))
    .mutation(async ({ ctx, input }) => {
      const now = ctx.now();
      const cap = ctx.limits['open-games-hosted'];
      const open = Object.values(await userGames(ctx.store, ctx.user.id, now)).filter(
        (g) => g.status === 'lobby' && g.isHost,
      );
      if (open.length >= cap.limit) throw rateLimitedError('open-games-hosted', cap);
      await enforceRateLimit(ctx.store, ctx.limits, 'game-create', ctx.user.id);
      const gameId = newGameId();
      const lobby = lobbyOps.newLobby({
        name: input.name,
        hostUserId: ctx.user.id,
        hostName: input.hostName ?? ctx.user.name,
        settings: input.settings,
        inviteToken: newInviteToken(),
        now,
      });
      if (!(await createGameRecord(ctx.store, gameId, { lobby, engine: null }, now))) {
        throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'game id collision' });
      }
      return { gameId };
    }),

  get: seatedProcedure.query(async ({ ctx }) => {
    const { doc, id, version } = ctx.game;
    // A draft pick or a tile placement waits like a game decision: reading the lobby sends its quiet turn notices
    // when due, as reading a game does (the cron may run only daily).
    if (lobbyTurn(doc.lobby) !== null) {
      const now = ctx.now();
      await ctx.defer(() => afterGameRead(ctx.store, id, now, ctx.notifyServices));
    }
    return lobbyView(doc, version, ctx.user.id);
  }),

  /** What the join page shows before the visitor takes a seat (signed out visitors may look). */
  invitation: publicProcedure.input(z.object({ token: inviteTokenSchema })).query(async ({ ctx, input }) => {
    const gameId = INVITE_TOKEN_PATTERN.test(input.token) ? await gameIdForInvite(ctx.store, input.token) : null;
    const record = gameId ? await ctx.store.loadGame(gameId) : null;
    if (!gameId || !record) throw notFound('This invite link is not valid (it may have been revoked)');
    const { lobby } = parseGameDoc(record.doc);
    if (lobby.inviteToken !== input.token) throw notFound('This invite link is not valid (it may have been revoked)');
    const host = lobby.seats.find((s) => s.userId === lobby.hostUserId);
    return {
      gameId,
      name: lobby.name,
      hostName: host?.name ?? '',
      status: lobby.status,
      players: lobby.settings.players,
      taken: lobby.seats.length,
      seated: lobbyOps.seatOf(lobby, ctx.user?.id ?? null) !== null,
      names: lobby.seats.map((s) => s.name),
    };
  }),

  join: protectedProcedure
    .input(z.object({ token: inviteTokenSchema, name: displayNameSchema.optional() }))
    .mutation(async ({ ctx, input }) => {
      const invalid = () => notFound('This invite link is not valid (it may have been revoked)');
      if (!INVITE_TOKEN_PATTERN.test(input.token)) throw invalid();
      const gameId = await gameIdForInvite(ctx.store, input.token);
      if (!gameId) throw invalid();
      const out = unwrap(
        await updateGameDoc(ctx.store, gameId, ctx.now(), (doc) => {
          if (doc.lobby.inviteToken !== input.token) {
            return {
              ok: false,
              error: { kind: 'not-found', code: 'lobby/invalid-invite', message: invalid().message },
            };
          }
          const r = lobbyOps.join(doc.lobby, ctx.user.id, input.name ?? ctx.user.name);
          if (!r.ok) return r;
          const changed = r.value.lobby !== doc.lobby;
          return { ok: true, doc: changed ? { ...doc, lobby: r.value.lobby } : doc, value: r.value.seat };
        }),
      );
      return { gameId, seat: out.value };
    }),

  leave: seatedProcedure.mutation(async ({ ctx }) => {
    unwrap(
      await updateGameDoc(
        ctx.store,
        ctx.game.id,
        ctx.now(),
        onLobby((l) => lobbyOps.leave(l, ctx.user.id)),
      ),
    );
    return { ok: true };
  }),

  /** Set or clear (null) your faction and/or colour; omitted fields stay as they are. */
  choose: seatedProcedure
    .input(
      z.object({
        faction: z.string().max(64).nullable().optional(),
        color: z.enum(PLAYER_COLORS).nullable().optional(),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const choice: { faction?: string | null; color?: PlayerColor | null } = {};
      if (input.faction !== undefined) choice.faction = input.faction;
      if (input.color !== undefined) choice.color = input.color;
      const out = unwrap(
        await updateGameDoc(
          ctx.store,
          ctx.game.id,
          ctx.now(),
          onLobby((l) => lobbyOps.choose(l, ctx.user.id, choice)),
        ),
      );
      return lobbyView(out.doc, out.version, ctx.user.id);
    }),

  randomize: hostProcedure.mutation(async ({ ctx }) => {
    const out = unwrap(
      await updateGameDoc(
        ctx.store,
        ctx.game.id,
        ctx.now(),
        onLobby((l) => lobbyOps.randomize(l, ctx.user.id, pickIndex)),
      ),
    );
    return lobbyView(out.doc, out.version, ctx.user.id);
  }),

  /** A fresh invite link; the old one stops working (both in the same atomic step as the lobby). */
  regenerateInvite: hostProcedure.mutation(async ({ ctx }) => {
    const token = newInviteToken();
    unwrap(
      await updateGameDoc(ctx.store, ctx.game.id, ctx.now(), (doc) =>
        inviteChange(doc, ctx.user.id, token, ctx.game.id),
      ),
    );
    return { inviteToken: token };
  }),

  revokeInvite: hostProcedure.mutation(async ({ ctx }) => {
    unwrap(
      await updateGameDoc(ctx.store, ctx.game.id, ctx.now(), (doc) =>
        inviteChange(doc, ctx.user.id, null, ctx.game.id),
      ),
    );
    return { inviteToken: null };
  }),

  /** The host starts the game: the engine sets it up from the seats' factions and colours. */
  start: hostProcedure.mutation(async ({ ctx }) => {
    const startedAt = ctx.now();
    const out = unwrap(
      await updateGameDoc(ctx.store, ctx.game.id, startedAt, (doc, version) =>
        startGameChange(doc, version, ctx.user.id, gameSeed(doc.lobby.name, ctx.testSeed), startedAt),
      ),
    );
    const now = ctx.now();
    await ctx.defer(() =>
      afterDecisionsChanged({
        store: ctx.store,
        gameId: ctx.game.id,
        doc: out.doc,
        before: [],
        now,
        services: ctx.notifyServices,
      }),
    );
    return { version: out.version };
  }),

  /** The caller's games, the ones waiting on them first, then the latest changed: read from their index only. */
  mine: protectedProcedure.query(async ({ ctx }) => {
    const games = Object.entries(await userGames(ctx.store, ctx.user.id, ctx.now())).map(([gameId, g]) => ({
      gameId,
      name: g.name,
      status: g.status,
      createdAt: g.createdAt,
      updatedAt: g.updatedAt,
      players: g.players,
      seated: g.seated,
      isHost: g.isHost,
      round: g.round,
      phase: g.phase,
      yourTurn: g.yourTurn,
      waitingFor: g.waitingFor,
      /** Before the game: a draft or the players' tile placement under way (null otherwise). */
      stage: g.stage ?? null,
    }));
    return games.sort((a, b) => Number(b.yourTurn) - Number(a.yourTurn) || b.updatedAt - a.updatedAt);
  }),
});

/** Sets the lobby's invite token (null: revoked), and the invite records to match, in the same step. */
function inviteChange(doc: GameDoc, userId: string, token: string | null, gameId: string): DocChange<null> {
  const r = lobbyOps.setInviteToken(doc.lobby, userId, token);
  if (!r.ok) return r;
  const records: Record<string, unknown> = {};
  if (doc.lobby.inviteToken) records[lobbyKeys.invite(doc.lobby.inviteToken)] = null;
  if (token) records[lobbyKeys.invite(token)] = { gameId };
  return { ok: true, doc: { ...doc, lobby: r.value }, value: null, records };
}

/** The document of a started game: the engine's setup from the lobby's start config (also the draft's last pick). */
export function startGameChange(
  doc: GameDoc,
  version: number,
  userId: string,
  seed: string,
  startedAt: number,
): DocChange<null> {
  const config = lobbyOps.startConfig(doc.lobby, userId, seed);
  if (!config.ok) return config;
  const created = createGame(config.value);
  if (!created.ok) {
    // A config the engine refuses is a lobby bug or an engine limitation; report it with its rule.
    throw ruleViolationError(created.error);
  }
  // The setup's events open the game's feed (server/game/feed.ts), saved with the state like every command's.
  const feed = appendToFeed(doc.feed, {
    version: version + 1,
    at: startedAt,
    seat: null,
    events: created.value.events,
  });
  return {
    ok: true,
    doc: {
      lobby: { ...doc.lobby, status: 'started', startedAt },
      engine: created.value.state,
      feed,
      asked: recordAsked(doc.asked, version + 1, created.value.state),
    },
    value: null,
  };
}
