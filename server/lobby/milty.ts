// The drafts in the lobby (engine/draft holds their rules): the Milty draft and the faction and speaker draft (the
// same picks without slices). The host's settings, the draft saved in the lobby, one pick at a time, and the
// seating it ends in. Pure functions over a Lobby value; the router loads and saves.
import { z } from 'zod';
import {
  FACTIONS,
  MILTY_PLAYERS_MESSAGE,
  PICK_KINDS,
  PLAYER_COLORS,
  draftSeating,
  factionDraftProblem,
  isMiltyPlayers,
  kindsOf,
  miltyBoard,
  miltyResult,
  newFactionDraft,
  newMiltyDraft,
  onTheClock,
  pickMilty,
  sliceLimits,
} from '@/engine/index';
import type { MiltyBoard, MiltyDraft, MiltyPick, PlayerColor } from '@/engine/index';
import type { Lobby } from './doc';
import type { LobbyError, LobbyErrorKind, LobbyResult } from './lobby';

/**
 * Factions a draft may offer: every faction with a home system of its own. The Council Keleres borrow the home of a
 * faction that must stay out of the game, which a draft of unseen picks cannot promise, so they are left out.
 */
export const DRAFT_FACTION_POOL: readonly string[] = Object.values(FACTIONS)
  .filter((f) => !('homeSystemOptions' in f))
  .map((f) => f.id)
  .sort();

export const miltySettingsSchema = z.object({
  kind: z.literal('milty'),
  /** Slices dealt: at least one per player (engine sliceLimits). */
  slices: z.number().int().min(3).max(9),
  /** Factions offered: at least one per player. */
  factions: z.number().int().min(3).max(DRAFT_FACTION_POOL.length),
});
export type MiltySettingsInput = z.infer<typeof miltySettingsSchema>;

/** The faction and speaker draft: no slices; the galaxy is the lobby's layout or map string. */
export const factionDraftSettingsSchema = z.object({
  kind: z.literal('factions'),
  /** Factions offered: at least one per player. */
  factions: z.number().int().min(3).max(DRAFT_FACTION_POOL.length),
});

export const draftSettingsSchema = z.discriminatedUnion('kind', [miltySettingsSchema, factionDraftSettingsSchema]);
export type DraftSettingsInput = z.infer<typeof draftSettingsSchema>;

/** What the draft is called where players read it (notices, the lobby). */
export const draftName = (s: DraftSettingsInput): string =>
  s.kind === 'milty' ? 'the Milty draft' : 'the faction draft';

/** Why these draft settings cannot seat this many players, or null. */
export function draftSettingsProblem(s: DraftSettingsInput, players: number): string | null {
  return s.kind === 'milty'
    ? miltySettingsProblem(s, players)
    : factionDraftProblem(players, s.factions, DRAFT_FACTION_POOL.length);
}

/** Why these draft settings cannot seat this many players, or null. */
export function miltySettingsProblem(s: MiltySettingsInput, players: number): string | null {
  if (!isMiltyPlayers(players)) return MILTY_PLAYERS_MESSAGE;
  const limits = sliceLimits(players);
  if (s.slices < limits.min || s.slices > limits.max)
    return `Deal between ${limits.min} and ${limits.max} slices for ${players} players`;
  if (s.factions < players) return `Offer at least ${players} factions`;
  return null;
}

/**
 * The layout a Milty draft's game records for this many players (engine/draft/milty-boards.ts: the hyperlane
 * boards for five, seven and eight players), or null when the draft has no board for the table.
 */
export const miltyLayout = (players: number): MiltyBoard['layout'] | null =>
  isMiltyPlayers(players) ? miltyBoard(players).layout : null;

const pickSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('faction'), faction: z.string().min(1).max(64) }),
  z.object({ kind: z.literal('slice'), slice: z.number().int().min(0).max(20) }),
  z.object({ kind: z.literal('position'), position: z.number().int().min(0).max(7) }),
]);
export const miltyPickSchema = pickSchema;

const miltyDraftSchema = z.object({
  players: z.number().int().min(3).max(8),
  order: z.array(z.number().int().min(0).max(7)).max(8),
  slices: z.array(z.array(z.string().min(1).max(8)).max(12)).max(12),
  factions: z.array(z.string().min(1).max(64)).max(40),
  picks: z.array(z.intersection(pickSchema, z.object({ seat: z.number().int().min(0).max(7) }))).max(24),
  kinds: z.array(z.enum(PICK_KINDS)).max(PICK_KINDS.length).optional(),
});

/** The draft as saved in the lobby, with the time the seat on the clock started waiting (for deadlines). */
export const lobbyDraftSchema = z.object({
  state: miltyDraftSchema.transform((d) => d as MiltyDraft),
  clockSince: z.number().int(),
  /** The galaxy the finished Milty draft built (engine miltyResult); set when the last pick is made. */
  mapString: z.string().max(2000).optional(),
  /** Set when the last pick is made (a faction draft builds no galaxy, so mapString cannot say it). */
  done: z.boolean().optional(),
});
export type LobbyDraft = z.infer<typeof lobbyDraftSchema>;

const fail = (kind: LobbyErrorKind, code: `lobby/${string}`, message: string): { ok: false; error: LobbyError } => ({
  ok: false,
  error: { kind, code, message },
});

/** The host deals the offers (slices too, in a Milty draft) once every seat is taken; the draft is saved in the lobby. */
export function startDraft(lobby: Lobby, userId: string, seed: string, now: number): LobbyResult<Lobby> {
  const settings = lobby.settings.draft;
  if (!settings) return fail('bad-request', 'lobby/no-draft', 'This game was not set up with a draft');
  if (lobby.hostUserId !== userId) return fail('forbidden', 'lobby/not-host', 'Only the host can start the draft');
  if (lobby.status !== 'lobby') return fail('conflict', 'lobby/already-started', 'This game has already started');
  if (lobby.draft) return fail('conflict', 'lobby/draft-started', 'The draft has already started');
  const missing = lobby.settings.players - lobby.seats.length;
  if (missing > 0)
    return fail('bad-request', 'lobby/not-full', `Waiting for ${missing} more player${missing === 1 ? '' : 's'}`);
  const players = lobby.settings.players;
  const factionPool = DRAFT_FACTION_POOL;
  const draft =
    settings.kind === 'milty'
      ? newMiltyDraft({ seed, players, slices: settings.slices, factions: settings.factions, factionPool })
      : newFactionDraft({ seed, players, factions: settings.factions, factionPool });
  if (!draft.ok) return fail('bad-request', 'lobby/draft-settings', draft.error.message);
  return { ok: true, value: { ...lobby, draft: { state: draft.value, clockSince: now } } };
}

/** The caller takes one pick; refused (nothing changes) with the engine's reason. */
export function pickInDraft(lobby: Lobby, userId: string, pick: MiltyPick, now: number): LobbyResult<Lobby> {
  if (lobby.status !== 'lobby') return fail('conflict', 'lobby/already-started', 'This game has already started');
  const seat = lobby.seats.findIndex((s) => s.userId === userId);
  if (seat === -1) return fail('forbidden', 'lobby/not-seated', 'You are not seated in this game');
  if (!lobby.draft) return fail('bad-request', 'lobby/no-draft', 'The draft has not started');
  const r = pickMilty(lobby.draft.state, seat, pick);
  if (!r.ok) {
    const kind: LobbyErrorKind = r.error.code === 'draft/not-your-turn' ? 'forbidden' : 'conflict';
    return fail(r.error.code === 'draft/unknown-pick' ? 'bad-request' : kind, `lobby/${r.error.code}`, r.error.message);
  }
  return { ok: true, value: { ...lobby, draft: { state: r.value, clockSince: now } } };
}

/**
 * A pick made for the seat whose deadline passed: the first offer left of the first kind it lacks (faction, slice,
 * position), so a silent player never holds the table up. Null when nobody is on the clock.
 */
export function defaultPick(draft: MiltyDraft): { seat: number; pick: MiltyPick } | null {
  const seat = onTheClock(draft);
  if (seat === null) return null;
  const mine = draft.picks.filter((p) => p.seat === seat).map((p) => p.kind);
  const kind = kindsOf(draft).find((k) => !mine.includes(k));
  const takenFactions = new Set(draft.picks.flatMap((p) => (p.kind === 'faction' ? [p.faction] : [])));
  const takenSlices = new Set(draft.picks.flatMap((p) => (p.kind === 'slice' ? [p.slice] : [])));
  const takenPositions = new Set(draft.picks.flatMap((p) => (p.kind === 'position' ? [p.position] : [])));
  if (kind === 'faction') {
    const faction = draft.factions.find((f) => !takenFactions.has(f));
    return faction === undefined ? null : { seat, pick: { kind, faction } };
  }
  if (kind === 'slice') {
    const slice = draft.slices.findIndex((_, i) => !takenSlices.has(i));
    return slice === -1 ? null : { seat, pick: { kind, slice } };
  }
  const position = Array.from({ length: draft.players }, (_, i) => i).find((i) => !takenPositions.has(i));
  return position === undefined ? null : { seat, pick: { kind: 'position', position } };
}

/**
 * The finished draft's lobby, ready for startConfig: seats in speaker order (seat 0 the speaker, then clockwise),
 * each with its drafted faction, and a colour (the player's own choice, else the first one nobody chose), and, for
 * a Milty draft, the galaxy's map string saved with the draft. Null while picks are missing.
 */
export function draftedLobby(lobby: Lobby): Lobby | null {
  const draft = lobby.draft;
  if (!draft) return null;
  const r = draftSeating(draft.state);
  if (!r.ok) return null;
  // Only a Milty draft builds the galaxy; a faction draft plays on the lobby's layout or map string.
  const galaxy = lobby.settings.draft?.kind === 'milty' ? miltyResult(draft.state) : null;
  if (galaxy && !galaxy.ok) return null;
  const mapString = galaxy?.value.mapString;
  const free: PlayerColor[] = PLAYER_COLORS.filter((c) => !lobby.seats.some((s) => s.color === c));
  const seats = r.value.seatOrder.map((from) => {
    const seat = lobby.seats[from];
    if (!seat) throw new Error(`draft: no lobby seat ${from}`);
    const color = seat.color ?? free.shift() ?? null;
    return { ...seat, faction: r.value.factions[from] ?? null, color };
  });
  return { ...lobby, seats, draft: { ...draft, done: true, ...(mapString === undefined ? {} : { mapString }) } };
}
