// The players' own tile placement in the lobby (LRR "Complete Setup" step 6; engine/draft/tile-draft.ts holds the
// rules): the host's setting, the placement saved in the lobby, one tile at a time, and the default placement a
// silent player gets at their deadline. Pure functions over a Lobby value; the router loads and saves.
import { z } from 'zod';
import { newTileDraft, placeSystemTile, tileOptions, tileTurn } from '@/engine/index';
import type { TileDraft } from '@/engine/index';
import type { Lobby } from './doc';
import { seatsProblem, type LobbyError, type LobbyErrorKind, type LobbyResult } from './lobby';

const tileSchema = z.string().min(1).max(8);

const tileDraftSchema = z.object({
  layout: z.string().min(1).max(32),
  speaker: z.number().int().min(0).max(7),
  hands: z.array(z.array(tileSchema).max(12)).max(8),
  extras: z.array(tileSchema).max(8),
  placements: z
    .array(
      z.object({
        seat: z.number().int().min(0).max(7),
        tile: tileSchema,
        position: z.number().int().min(0).max(80),
        extra: z.boolean(),
      }),
    )
    .max(80),
});

/** The placement as saved in the lobby, with the time the seat on the turn started waiting (for deadlines). */
export const lobbyPlacementSchema = z.object({
  state: tileDraftSchema.transform((d) => d as TileDraft),
  clockSince: z.number().int(),
});
export type LobbyPlacement = z.infer<typeof lobbyPlacementSchema>;

export const placementInputSchema = z.object({ tile: tileSchema, position: z.number().int().min(0).max(80) });

const fail = (kind: LobbyErrorKind, code: `lobby/${string}`, message: string): { ok: false; error: LobbyError } => ({
  ok: false,
  error: { kind, code, message },
});

/** The seat on the turn, while the lobby waits on a placement. */
export function placementClock(lobby: Lobby): number | null {
  const d = lobby.placement?.state;
  return d && lobby.status === 'lobby' ? (tileTurn(d)?.seat ?? null) : null;
}

/**
 * The tiles are dealt: by the host once every seat is taken and has its faction and colour (the speaker drawn at
 * random, setup 1), or at once when a faction draft ends (its speaker sits in seat 0). Refused otherwise.
 */
export function startPlacement(lobby: Lobby, seed: string, now: number, byHost: string | null): LobbyResult<Lobby> {
  if (lobby.settings.tilePlacement !== true)
    return fail('bad-request', 'lobby/no-placement', 'This game was not set up with the players placing tiles');
  if (byHost !== null && lobby.hostUserId !== byHost)
    return fail('forbidden', 'lobby/not-host', 'Only the host can deal the system tiles');
  if (lobby.status !== 'lobby') return fail('conflict', 'lobby/already-started', 'This game has already started');
  if (lobby.placement) return fail('conflict', 'lobby/placement-started', 'The system tiles are already dealt');
  const drafted = lobby.settings.draft !== undefined;
  if (drafted && lobby.draft?.done !== true)
    return fail('bad-request', 'lobby/draft-not-finished', 'The tiles are dealt when the draft’s last pick is made');
  const problem = seatsProblem(lobby);
  if (problem) return { ok: false, error: problem };
  const d = newTileDraft({ seed, layout: lobby.settings.layout, ...(drafted ? { speaker: 0 } : {}) });
  if (!d.ok) return fail('bad-request', 'lobby/placement-settings', d.error.message);
  return { ok: true, value: { ...lobby, placement: { state: d.value, clockSince: now } } };
}

/** The caller places one system tile; refused (nothing changes) with the engine's reason and rule. */
export function placeInLobby(
  lobby: Lobby,
  userId: string,
  placement: z.infer<typeof placementInputSchema>,
  now: number,
): LobbyResult<Lobby> {
  if (lobby.status !== 'lobby') return fail('conflict', 'lobby/already-started', 'This game has already started');
  const seat = lobby.seats.findIndex((s) => s.userId === userId);
  if (seat === -1) return fail('forbidden', 'lobby/not-seated', 'You are not seated in this game');
  if (!lobby.placement) return fail('bad-request', 'lobby/no-placement', 'The system tiles have not been dealt');
  const r = placeSystemTile(lobby.placement.state, seat, placement);
  if (!r.ok) {
    const kind: LobbyErrorKind = r.error.code === 'draft/not-your-turn' ? 'forbidden' : 'bad-request';
    return fail(r.error.code === 'draft/finished' ? 'conflict' : kind, `lobby/${r.error.code}`, r.error.message);
  }
  return { ok: true, value: { ...lobby, placement: { state: r.value, clockSince: now } } };
}

/** The placement made for a seat whose deadline passed: its first legal option. Null when nobody is on the turn. */
export function defaultPlacement(d: TileDraft): { seat: number; tile: string; position: number } | null {
  const turn = tileTurn(d);
  const first = turn ? tileOptions(d, turn.seat)[0] : undefined;
  return turn && first ? { seat: turn.seat, tile: first.tile, position: first.position } : null;
}
