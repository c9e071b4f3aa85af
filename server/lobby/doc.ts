// The game document as stored: the lobby (who sits where, settings, invite) and the engine state, saved together.
import { z } from 'zod';
import { CONCEDE_RULES, GALAXY_LAYOUTS, PLAYER_COLORS, loadGameState, parseMapString } from '@/engine/index';
import type { GameState } from '@/engine/index';
import { askedSchema } from '@/server/game/asked';
import { deepFreeze, isStoredDoc } from '@/server/store/doc-cache';
import { feedSchema } from '@/server/game/feed';
import { draftSettingsProblem, draftSettingsSchema, lobbyDraftSchema, miltyLayout } from './milty';
import { undoRequestSchema, undoTrailSchema } from '@/server/game/undo-record';
import { lobbyPlacementSchema } from './placement';

export const LOBBY_STATUSES = ['lobby', 'started', 'ended'] as const;
export type LobbyStatus = (typeof LOBBY_STATUSES)[number];

export const MIN_PLAYERS = 3;
export const MAX_PLAYERS = 8;
export const VICTORY_POINT_GOALS = [10, 14] as const;

/** Deadlines (server/game/deadlines.ts): hours a window or another decision waits before its default is taken. */
export const DEFAULT_WINDOW_HOURS = 12;
export const DEFAULT_DECISION_HOURS = 48;
export const MAX_DEADLINE_HOURS = 336;
/** 0 = no deadline; house rules may shorten down to a quarter of an hour. */
const deadlineHoursSchema = z
  .number()
  .min(0)
  .max(MAX_DEADLINE_HOURS)
  .refine((h) => h === 0 || h >= 0.25, 'A deadline is at least a quarter of an hour (or 0 for none)');

/** Reminder interval: hours a waiting player may sit on a decision before being nudged again (0 = never). */
export const MIN_REMINDER_HOURS = 0;
export const MAX_REMINDER_HOURS = 168;

/** Quiet notifications: minutes a turn notice waits, batching what else comes, before it is sent (0: at once). */
export const DEFAULT_NOTIFY_DELAY_MINUTES = 5;
export const MAX_NOTIFY_DELAY_MINUTES = 60;

export const gameNameSchema = z.string().trim().min(1, 'Give the game a name').max(60);
export const displayNameSchema = z.string().trim().min(1, 'Enter a name').max(40);

export const lobbySettingsSchema = z
  .object({
    players: z.number().int().min(MIN_PLAYERS).max(MAX_PLAYERS),
    victoryPoints: z.union([z.literal(10), z.literal(14)]),
    layout: z.enum(GALAXY_LAYOUTS),
    reminderIntervalHours: z.number().int().min(MIN_REMINDER_HOURS).max(MAX_REMINDER_HOURS),
    allowSpectators: z.boolean(),
    /** Hours a timing window waits for an answer before the server passes for the seat (absent: 12). */
    windowHours: deadlineHoursSchema.optional(),
    /** Hours every other decision waits before the server takes its default (absent: 48). */
    decisionHours: deadlineHoursSchema.optional(),
    /** Minutes a turn notice waits before it is emailed, batched with the player's other decisions (absent: 5). */
    notifyDelayMinutes: z.number().int().min(0).max(MAX_NOTIFY_DELAY_MINUTES).optional(),
    /**
     * House rule (off by default, shown to everyone in the lobby and the game): the custodians token starts off
     * Mecatol Rex, so the agenda phase is played from the first round (engine GameConfig.custodiansRemoved).
     */
    custodiansRemoved: z.boolean().optional(),
    /**
     * House rule for a player who concedes (engine GameConfig.concede, shown in the lobby and the game): their units
     * leave the board ('remove') or stay as neutral obstacles ('neutral'). Absent: 'remove'.
     */
    concede: z.enum(CONCEDE_RULES).optional(),
    /**
     * A community map string (tiles ring by ring from the top, clockwise; 0 marks a home system): the galaxy is
     * built from it instead of the layout's tile placement (setup step 6). Empty or absent: the layout is used.
     */
    mapString: z.string().trim().max(2000).optional(),
    /**
     * A draft (server/lobby/milty.ts) before the game starts: the Milty draft sets the galaxy, factions and speaker
     * up; the faction draft sets factions and speaker up on the layout or map string above.
     */
    draft: draftSettingsSchema.optional(),
    /**
     * The players place the system tiles themselves (setup 6, server/lobby/placement.ts) on the layout's board,
     * one at a time in turn, before the game starts; absent: the tiles are placed for them at random.
     */
    tilePlacement: z.boolean().optional(),
  })
  .refine((s) => layoutFitsPlayers(s.layout, s.players), {
    message: 'That galaxy layout is for a different number of players',
    path: ['layout'],
  })
  .superRefine((s, ctx) => {
    const problem = s.mapString ? mapStringProblem(s.mapString, s.players) : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['mapString'] });
    const draftProblem = s.draft ? draftSettingsProblem(s.draft, s.players) : null;
    if (draftProblem) ctx.addIssue({ code: 'custom', message: draftProblem, path: ['draft'] });
    if (s.tilePlacement === true && (s.mapString || s.draft?.kind === 'milty'))
      ctx.addIssue({
        code: 'custom',
        message: 'The players place tiles on the layout’s board: leave the map string empty and use no Milty draft',
        path: ['tilePlacement'],
      });
    if (s.draft?.kind !== 'milty') return;
    const board = miltyLayout(s.players);
    if (board && s.layout !== board)
      ctx.addIssue({
        code: 'custom',
        message: `A Milty draft for ${s.players} players builds its own board: choose the ${board} layout`,
        path: ['draft'],
      });
    if (s.draft && s.mapString)
      ctx.addIssue({
        code: 'custom',
        message: 'A Milty draft builds the galaxy: leave the map string empty',
        path: ['draft'],
      });
  });
export type LobbySettings = z.infer<typeof lobbySettingsSchema>;

/** Why a map string cannot seat this many players (the engine's own parser), or null when it can. */
export function mapStringProblem(mapString: string, players: number): string | null {
  const parsed = parseMapString(mapString);
  if (!parsed.ok) return `Map string: ${parsed.error.message}`;
  const homes = parsed.value.cells.filter((c) => c.kind === 'home').length;
  return homes === players
    ? null
    : `The map string has ${homes} home position${homes === 1 ? '' : 's'} (0) for ${players} players`;
}

/** Layout ids start with the player count they are built for ('6p-large' is a 6-player layout). */
export function layoutFitsPlayers(layout: string, players: number): boolean {
  return layout.startsWith(`${players}p`);
}

export function layoutsFor(players: number): (typeof GALAXY_LAYOUTS)[number][] {
  return GALAXY_LAYOUTS.filter((l) => layoutFitsPlayers(l, players));
}

export const lobbySeatSchema = z.object({
  userId: z.string().min(1),
  name: displayNameSchema,
  faction: z.string().min(1).max(64).nullable(),
  color: z.enum(PLAYER_COLORS).nullable(),
});
export type LobbySeat = z.infer<typeof lobbySeatSchema>;

const seatIndexSchema = z
  .number()
  .int()
  .min(0)
  .max(MAX_PLAYERS - 1);

export const lobbySchema = z.object({
  name: gameNameSchema,
  hostUserId: z.string().min(1),
  settings: lobbySettingsSchema,
  seats: z.array(lobbySeatSchema).max(MAX_PLAYERS),
  /** null once the host revoked the link (a new one can be generated). */
  inviteToken: z.string().nullable(),
  status: z.enum(LOBBY_STATUSES),
  createdAt: z.number().int(),
  /** When the host started the game: the opening time of the setup's decisions, which the engine opens untimed. */
  startedAt: z.number().int().optional(),
  /** The draft once the host started it (settings.draft). */
  draft: lobbyDraftSchema.optional(),
  /** The players' tile placement once the tiles are dealt (settings.tilePlacement). */
  placement: lobbyPlacementSchema.optional(),
  /** Seats the host offered to a new person through a seat-specific link (server/lobby/hand-over.ts); absent: none. */
  seatOffers: z
    .array(
      z.object({
        seat: seatIndexSchema,
        token: z.string().min(1),
        /** Opened by the other players' vote (server/lobby/replacement.ts): every player but the replaced one sees it. */
        byVote: z.boolean().optional(),
      }),
    )
    .max(MAX_PLAYERS)
    .optional(),
  /** A vote to replace a silent player, while it is under way (server/lobby/replacement.ts). */
  replacement: z
    .object({ seat: seatIndexSchema, approvals: z.array(seatIndexSchema).max(MAX_PLAYERS), openedAt: z.number().int() })
    .optional(),
});
export type Lobby = z.infer<typeof lobbySchema>;

/** The engine checks the state it is handed (its schema version and every frame of its stack). */
const engineStateSchema = z.unknown().transform((v, ctx): GameState => {
  const loaded = loadGameState(v);
  if (loaded.ok) return loaded.value;
  ctx.addIssue({ code: 'custom', message: loaded.error.message });
  return z.NEVER;
});

export const gameDocSchema = z.object({
  lobby: lobbySchema,
  engine: engineStateSchema.nullable(),
  /** The last events of the game, saved with the state that produced them (server/game/feed.ts). */
  feed: feedSchema.optional(),
  /** What the last versions asked each seat (server/game/asked.ts), saved with them. */
  asked: askedSchema.optional(),
  /**
   * The command that made this version, and whether its player may take it back at once (server/game/take-back.ts);
   * null after a take-back or a change that was not a player's command.
   */
  lastCommand: z
    .object({ version: z.number().int().min(1), seat: z.number().int().min(0), takeBack: z.boolean() })
    .nullable()
    .optional(),
  /** An undo or rewind waiting for approvals (server/game/undo.ts); a new command makes it lapse. */
  undoRequest: undoRequestSchema.nullable().optional(),
  /** Settled undo requests, approved or refused: the audit trail every seat reads (as it may see each line). */
  undoTrail: undoTrailSchema.optional(),
  /** When the game was last rewound: the decisions it reopened count their deadlines from then. */
  rewoundAt: z.number().int().optional(),
});
export type GameDoc = z.infer<typeof gameDocSchema>;

/** Parses a stored document; a document that does not parse is a bug or a corrupted record, never user input. */
/**
 * Parsed documents by the stored document they came from, for documents a store keeps frozen (doc-cache.ts): one
 * command parses its game's document three times (the load, the deadline check, the apply), the game page once more.
 */
const PARSED = new WeakMap<object, GameDoc>();

/** The stored document, checked; the same (frozen) one for a document the store hands out again. */
export function parseGameDoc(doc: unknown): GameDoc {
  const known = isStoredDoc(doc) ? PARSED.get(doc as object) : undefined;
  if (known) return known;
  const parsed = gameDocSchema.safeParse(doc);
  if (!parsed.success) throw new Error(`stored game document is malformed: ${parsed.error.message}`);
  if (isStoredDoc(doc)) {
    // Shared by every later caller, so nobody may change it (the engine state in it is the stored one, frozen already).
    deepFreeze(parsed.data);
    PARSED.set(doc as object, parsed.data);
  }
  return parsed.data;
}

/** Keys of the small records around games (the game documents themselves are keyed by game id). */
export const lobbyKeys = {
  invite: (token: string) => `invite:${token}`,
  /** A seat offered to a new person (server/lobby/hand-over.ts): the game it belongs to. */
  seatOffer: (token: string) => `seat-offer:${token}`,
  /** A user's game ids as kept before the per-user index (read once per user to fill the index in). */
  userGames: (userId: string) => `user-games:${userId}`,
} as const;

export interface InviteRecord {
  readonly gameId: string;
}

/**
 * Who may read a game's version without loading the whole document (the polling endpoint): kept in the game's own
 * record and written by every change of the game, in the same atomic step (a join racing a leave cannot leave it
 * out of date).
 */
export interface GameAccessRecord {
  readonly members: readonly string[];
  readonly allowSpectators: boolean;
}

export const accessOf = (lobby: Lobby): GameAccessRecord => ({
  members: lobby.seats.map((s) => s.userId),
  allowSpectators: lobby.settings.allowSpectators,
});
