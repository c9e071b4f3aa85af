// Seats that change hands during a game (issue 16): the host offers a seat to a new person through a link of its own;
// whoever opens it and accepts takes the seat over — its faction, its hand, its turn — and the account that held it
// loses access to the game (access and the players' game lists follow the seats: server/lobby/repository.ts). The
// game goes on untouched: the engine knows seats, not accounts, so nothing of the game state changes hands but the
// name on the account. Pure functions over a Lobby value, like server/lobby/lobby.ts.
import type { Lobby } from './doc';
import type { LobbyResult } from './lobby';

const ok = <T>(value: T): LobbyResult<T> => ({ ok: true, value });

export interface SeatOffer {
  readonly seat: number;
  readonly token: string;
  readonly byVote?: boolean;
}

export const offersOf = (lobby: Lobby): readonly SeatOffer[] => lobby.seatOffers ?? [];

/** The host offers `seat` through `token` (a new link replaces an earlier one for that seat; both are returned). */
export function offerSeat(
  lobby: Lobby,
  userId: string,
  seat: number,
  token: string,
): LobbyResult<{ lobby: Lobby; replaced: string | null }> {
  if (lobby.hostUserId !== userId)
    return {
      ok: false,
      error: { kind: 'forbidden', code: 'lobby/not-host', message: 'Only the host can hand a seat over' },
    };
  if (lobby.status !== 'started')
    return {
      ok: false,
      error: {
        kind: 'conflict',
        code: 'lobby/not-started',
        message: 'Seats are handed over once the game has started (before that, players join and leave)',
      },
    };
  if (!lobby.seats[seat])
    return { ok: false, error: { kind: 'bad-request', code: 'lobby/no-such-seat', message: 'There is no such seat' } };
  const replaced = offersOf(lobby).find((o) => o.seat === seat)?.token ?? null;
  const seatOffers = [...offersOf(lobby).filter((o) => o.seat !== seat), { seat, token }];
  return ok({ lobby: { ...lobby, seatOffers }, replaced });
}

/** The host withdraws the offer of `seat`; the token that stopped working is returned (null: there was none). */
export function withdrawSeatOffer(
  lobby: Lobby,
  userId: string,
  seat: number,
): LobbyResult<{ lobby: Lobby; withdrawn: string | null }> {
  if (lobby.hostUserId !== userId)
    return { ok: false, error: { kind: 'forbidden', code: 'lobby/not-host', message: 'Only the host can do that' } };
  const withdrawn = offersOf(lobby).find((o) => o.seat === seat)?.token ?? null;
  if (withdrawn === null) return ok({ lobby, withdrawn });
  return ok({ lobby: { ...lobby, seatOffers: offersOf(lobby).filter((o) => o.seat !== seat) }, withdrawn });
}

/**
 * `userId` takes over the seat offered through `token`. Someone who already holds a seat in this game cannot take a
 * second one. When the host's own seat changes hands, so does hosting: the host must be able to open the game.
 */
export function takeSeat(lobby: Lobby, userId: string, token: string): LobbyResult<{ lobby: Lobby; seat: number }> {
  const offer = offersOf(lobby).find((o) => o.token === token);
  if (!offer || lobby.status !== 'started')
    return {
      ok: false,
      error: {
        kind: 'not-found',
        code: 'lobby/invalid-seat-offer',
        message: 'This seat link is not valid (it may have been used or withdrawn)',
      },
    };
  const held = lobby.seats.findIndex((s) => s.userId === userId);
  if (held !== -1)
    return {
      ok: false,
      error: { kind: 'conflict', code: 'lobby/already-seated', message: 'You already hold a seat in this game' },
    };
  const before = lobby.seats[offer.seat]!;
  const seats = lobby.seats.map((s, i) => (i === offer.seat ? { ...s, userId } : s));
  return ok({
    lobby: {
      ...lobby,
      seats,
      hostUserId: lobby.hostUserId === before.userId ? userId : lobby.hostUserId,
      seatOffers: offersOf(lobby).filter((o) => o.token !== token),
    },
    seat: offer.seat,
  });
}
