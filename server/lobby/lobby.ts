// The lobby before a game starts: seating, faction and colour choice (unique per game), and the start config.
// Pure functions over a Lobby value; the router loads, calls one of these and saves.
import { PLAYER_COLORS, tileDraftFinished, tileDraftMap } from '@/engine/index';
import type { GameConfig, PlayerColor } from '@/engine/index';
import { FACTION_IDS, factionName, homelessFaction, isFactionId } from './factions';
import type { Lobby, LobbySeat, LobbySettings } from './doc';

export const LOBBY_ERROR_KINDS = ['not-found', 'forbidden', 'conflict', 'bad-request'] as const;
export type LobbyErrorKind = (typeof LOBBY_ERROR_KINDS)[number];

export interface LobbyError {
  readonly kind: LobbyErrorKind;
  readonly code: `lobby/${string}`;
  readonly message: string;
}

export type LobbyResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: LobbyError };

const ok = <T>(value: T): LobbyResult<T> => ({ ok: true, value });
const fail = (kind: LobbyErrorKind, code: `lobby/${string}`, message: string): { ok: false; error: LobbyError } => ({
  ok: false,
  error: { kind, code, message },
});

export function newLobby(input: {
  name: string;
  hostUserId: string;
  hostName: string;
  settings: LobbySettings;
  inviteToken: string;
  now: number;
}): Lobby {
  return {
    name: input.name,
    hostUserId: input.hostUserId,
    settings: input.settings,
    seats: [{ userId: input.hostUserId, name: input.hostName, faction: null, color: null }],
    inviteToken: input.inviteToken,
    status: 'lobby',
    createdAt: input.now,
  };
}

export function seatOf(lobby: Lobby, userId: string | null): number | null {
  if (userId === null) return null;
  const i = lobby.seats.findIndex((s) => s.userId === userId);
  return i === -1 ? null : i;
}

const isHost = (lobby: Lobby, userId: string) => lobby.hostUserId === userId;

function requireOpen(lobby: Lobby): LobbyResult<null> {
  return lobby.status === 'lobby'
    ? ok(null)
    : fail('conflict', 'lobby/already-started', 'This game has already started');
}

/** Taking a seat through the invite link; joining twice is harmless and returns the seat already held. */
export function join(lobby: Lobby, userId: string, name: string): LobbyResult<{ lobby: Lobby; seat: number }> {
  const existing = seatOf(lobby, userId);
  if (existing !== null) return ok({ lobby, seat: existing });
  const open = requireOpen(lobby);
  if (!open.ok) return open;
  if (lobby.seats.length >= lobby.settings.players) return fail('conflict', 'lobby/full', 'Every seat is taken');
  const seat: LobbySeat = { userId, name, faction: null, color: null };
  return ok({ lobby: { ...lobby, seats: [...lobby.seats, seat] }, seat: lobby.seats.length });
}

/** A seated player leaves before the start (the host cannot leave their own game). */
export function leave(lobby: Lobby, userId: string): LobbyResult<Lobby> {
  const seat = seatOf(lobby, userId);
  if (seat === null) return fail('forbidden', 'lobby/not-seated', 'You are not seated in this game');
  if (isHost(lobby, userId))
    return fail('bad-request', 'lobby/host-cannot-leave', 'The host cannot leave their own game');
  const open = requireOpen(lobby);
  if (!open.ok) return open;
  // The draft's picks are kept by seat: a seat cannot empty while a draft is under way.
  if (lobby.draft) return fail('conflict', 'lobby/draft-started', 'The draft has started: the seats are fixed');
  if (lobby.placement)
    return fail('conflict', 'lobby/placement-started', 'The system tiles are dealt: the seats are fixed');
  return ok({ ...lobby, seats: lobby.seats.filter((s) => s.userId !== userId) });
}

/**
 * Sets (or clears, with null) the caller's faction and colour. Each faction and each colour belongs to at most
 * one seat; choosing one another seat holds is a conflict, never a silent swap.
 */
export function choose(
  lobby: Lobby,
  userId: string,
  choice: { faction?: string | null; color?: PlayerColor | null },
): LobbyResult<Lobby> {
  const seat = seatOf(lobby, userId);
  if (seat === null) return fail('forbidden', 'lobby/not-seated', 'You are not seated in this game');
  const open = requireOpen(lobby);
  if (!open.ok) return open;
  // Tiles are dealt to seats by faction and colour already chosen (setup 6 follows steps 2 and 4).
  if (lobby.placement)
    return fail('conflict', 'lobby/placement-started', 'The system tiles are dealt: factions and colours are fixed');
  const { faction, color } = choice;
  if (faction != null && lobby.settings.draft)
    return fail('bad-request', 'lobby/faction-drafted', 'Factions are drafted in this game: pick one in the draft');
  if (faction != null && !isFactionId(faction))
    return fail('bad-request', 'lobby/unknown-faction', `There is no faction "${faction}"`);
  const others = lobby.seats.filter((_, i) => i !== seat);
  if (faction != null && others.some((s) => s.faction === faction)) {
    return fail('conflict', 'lobby/faction-taken', 'Another player already chose that faction');
  }
  if (color != null && others.some((s) => s.color === color)) {
    return fail('conflict', 'lobby/color-taken', 'Another player already chose that colour');
  }
  const seats = lobby.seats.map((s, i) =>
    i !== seat
      ? s
      : { ...s, faction: faction === undefined ? s.faction : faction, color: color === undefined ? s.color : color },
  );
  const homeless = homelessFaction(seats.map((s) => s.faction));
  if (homeless) {
    const copies = homeless.copies.map(factionName);
    return fail(
      'conflict',
      'lobby/no-home-system',
      `${factionName(homeless.faction)} take the home system of ${copies.slice(0, -1).join(', ')} or ${copies.at(-1)}: ` +
        'at least one of those factions must stay out of the game',
    );
  }
  return ok({ ...lobby, seats });
}

/**
 * The host fills every seat's missing faction and colour at random from what is left; choices players made stay.
 * `pick(n)` returns a uniform integer in [0, n) (the router passes crypto.randomInt).
 */
export function randomize(lobby: Lobby, userId: string, pick: (n: number) => number): LobbyResult<Lobby> {
  if (!isHost(lobby, userId)) return fail('forbidden', 'lobby/not-host', 'Only the host can randomise');
  const open = requireOpen(lobby);
  if (!open.ok) return open;
  const freeFactions: string[] = FACTION_IDS.filter((f) => !lobby.seats.some((s) => s.faction === f));
  const freeColors: PlayerColor[] = PLAYER_COLORS.filter((c) => !lobby.seats.some((s) => s.color === c));
  const take = <T>(pool: T[], allowed: (item: T) => boolean = () => true): T => {
    const fits = pool.filter(allowed);
    const item = fits[pick(fits.length)];
    if (item === undefined) throw new Error('randomize: pool exhausted');
    pool.splice(pool.indexOf(item), 1);
    return item;
  };
  // Never deal a set of factions setup refuses (the Keleres with every faction whose home they could copy).
  const chosen: (string | null)[] = lobby.seats.map((s) => s.faction);
  const seats = lobby.seats.map((s, i) => {
    // A drafted game deals only colours here: the draft deals the factions.
    const faction = lobby.settings.draft
      ? s.faction
      : (s.faction ?? take(freeFactions, (f) => homelessFaction(chosen.map((c, j) => (j === i ? f : c))) === null));
    chosen[i] = faction;
    return { ...s, faction, color: s.color ?? take(freeColors) };
  });
  return ok({ ...lobby, seats });
}

export function setInviteToken(lobby: Lobby, userId: string, token: string | null): LobbyResult<Lobby> {
  if (!isHost(lobby, userId)) return fail('forbidden', 'lobby/not-host', 'Only the host can change the invite link');
  return ok({ ...lobby, inviteToken: token });
}

/**
 * Why the seats cannot start a game yet (a seat open, a faction or colour missing, a faction left without a home
 * system), or null: what the game's start and the players' tile placement (server/lobby/placement.ts) both need.
 */
export function seatsProblem(lobby: Lobby): LobbyError | null {
  const missing = lobby.settings.players - lobby.seats.length;
  if (missing > 0)
    return fail('bad-request', 'lobby/not-full', `Waiting for ${missing} more player${missing === 1 ? '' : 's'}`).error;
  const undecided = lobby.seats.filter((s) => s.faction === null || s.color === null);
  if (undecided.length > 0) {
    const names = undecided.map((s) => s.name).join(', ');
    return fail('bad-request', 'lobby/not-chosen', `Still choosing a faction or colour: ${names} (or randomise)`).error;
  }
  // choose and randomize never allow it; a lobby saved before they checked still gets a clear answer here.
  const homeless = homelessFaction(lobby.seats.map((s) => s.faction));
  if (homeless)
    return fail(
      'bad-request',
      'lobby/no-home-system',
      `${factionName(homeless.faction)} have no home system left: change a faction`,
    ).error;
  return null;
}

/** Everything the engine needs to set the game up; refuses until every seat is filled and has chosen. */
export function startConfig(lobby: Lobby, userId: string, seed: string): LobbyResult<GameConfig> {
  if (!isHost(lobby, userId)) return fail('forbidden', 'lobby/not-host', 'Only the host can start the game');
  const open = requireOpen(lobby);
  if (!open.ok) return open;
  const missing = lobby.settings.players - lobby.seats.length;
  if (missing > 0)
    return fail('bad-request', 'lobby/not-full', `Waiting for ${missing} more player${missing === 1 ? '' : 's'}`);
  // A drafted game starts with the speaker it drafted (seat 0: server/lobby/milty.ts); a Milty draft also built the
  // galaxy. (A Milty draft saved before `done` was kept says so by its map string alone.)
  const drafted = lobby.draft?.mapString;
  const draftDone = lobby.draft?.done === true || drafted !== undefined;
  if (lobby.settings.draft && !draftDone)
    return fail('bad-request', 'lobby/draft-not-finished', 'The game starts when the draft’s last pick is made');
  // The players' own tile placement (setup 6) gives the galaxy and the speaker it was placed with.
  const placed = lobby.placement && tileDraftFinished(lobby.placement.state) ? lobby.placement.state : null;
  if (lobby.settings.tilePlacement === true && !placed)
    return fail('bad-request', 'lobby/placement-not-finished', 'The game starts when the last system tile is placed');
  const problem = seatsProblem(lobby);
  if (problem) return { ok: false, error: problem };
  return ok({
    seed,
    victoryPoints: lobby.settings.victoryPoints,
    layout: lobby.settings.layout,
    seats: lobby.seats.map((s) => ({ name: s.name, faction: s.faction ?? '', color: s.color ?? 'red' })),
    ...(lobby.settings.custodiansRemoved === true ? { custodiansRemoved: true } : {}),
    ...(lobby.settings.concede ? { concede: lobby.settings.concede } : {}),
    ...(lobby.settings.mapString ? { mapString: lobby.settings.mapString } : {}),
    ...(lobby.settings.draft && draftDone ? { speaker: 0 } : {}),
    ...(drafted ? { mapString: drafted } : {}),
    ...(placed ? { mapString: tileDraftMap(placed), placedOnLayout: true, speaker: placed.speaker } : {}),
  });
}
