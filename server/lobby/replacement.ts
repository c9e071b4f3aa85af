// Replacing a silent player by vote (issue 16): when a seat has sent no command of its own for a long time (deadlines
// keep the game moving by taking its defaults, but nobody plays it), any other player may propose to replace it;
// every other player must approve; one refusal ends the vote. An approved replacement opens a seat link
// (server/lobby/hand-over.ts) that every approver may send to the person taking over. The host can always hand a
// seat over alone; the vote is for the case where the host is the one who went silent, or should not decide alone.
// Pure functions over a Lobby value.
import type { Lobby } from './doc';
import { offersOf } from './hand-over';
import type { LobbyError, LobbyResult } from './lobby';

/** A seat is silent once it has sent no command of its own for a week (timeouts taken for it do not count). */
export const SILENT_AFTER_HOURS = 168;

export interface ReplacementVote {
  readonly seat: number;
  /** Seats that approved, the proposer first. */
  readonly approvals: readonly number[];
  readonly openedAt: number;
}

const fail = (kind: LobbyError['kind'], code: `lobby/${string}`, message: string) =>
  ({ ok: false, error: { kind, code, message } }) as const;

const seatOf = (lobby: Lobby, userId: string): number => lobby.seats.findIndex((s) => s.userId === userId);

/** Whether `seat` has been silent long enough at `now`, given when it last sent a command (or the game started). */
export const isSilent = (lastActedAt: number, now: number): boolean =>
  now - lastActedAt >= SILENT_AFTER_HOURS * 3_600_000;

export function proposeReplacement(
  lobby: Lobby,
  userId: string,
  seat: number,
  lastActedAt: number,
  now: number,
  outOfGame = false,
): LobbyResult<Lobby> {
  const me = seatOf(lobby, userId);
  if (me === -1) return fail('forbidden', 'lobby/not-seated', 'You are not a player in this game');
  if (lobby.status !== 'started') return fail('conflict', 'lobby/not-started', 'The game is not under way');
  if (!lobby.seats[seat]) return fail('bad-request', 'lobby/no-such-seat', 'There is no such seat');
  if (seat === me) return fail('bad-request', 'lobby/own-seat', 'You cannot propose to replace yourself');
  // A seat that conceded (or was eliminated) is silent for good and plays no more: there is nothing to take over.
  if (outOfGame)
    return fail('conflict', 'lobby/out-of-game', 'That player is out of the game: nobody takes the seat over');
  if (lobby.replacement) return fail('conflict', 'lobby/vote-under-way', 'A replacement vote is already under way');
  if (offersOf(lobby).some((o) => o.seat === seat))
    return fail('conflict', 'lobby/seat-offered', 'A link to take over that seat is already open');
  if (!isSilent(lastActedAt, now))
    return fail(
      'conflict',
      'lobby/not-silent',
      `A player can be replaced by vote after ${SILENT_AFTER_HOURS / 24} days without a command of their own`,
    );
  return { ok: true, value: { ...lobby, replacement: { seat, approvals: [me], openedAt: now } } };
}

/**
 * A vote on the replacement under way. Refused: the vote ends and nothing changes hands. Approved by every player but
 * the one replaced: the seat is offered through `token`, which the approvers may send (`byVote`).
 */
export function voteReplacement(
  lobby: Lobby,
  userId: string,
  approve: boolean,
  token: string,
): LobbyResult<{ lobby: Lobby; offered: boolean }> {
  const me = seatOf(lobby, userId);
  const vote = lobby.replacement;
  if (me === -1) return fail('forbidden', 'lobby/not-seated', 'You are not a player in this game');
  if (!vote) return fail('conflict', 'lobby/no-vote', 'No replacement vote is under way');
  if (me === vote.seat) return fail('forbidden', 'lobby/vote-on-self', 'The player being replaced does not vote');
  if (!approve) {
    const { replacement: _ended, ...rest } = lobby;
    return { ok: true, value: { lobby: rest, offered: false } };
  }
  const approvals = vote.approvals.includes(me) ? vote.approvals : [...vote.approvals, me];
  const voters = lobby.seats.map((_, i) => i).filter((i) => i !== vote.seat);
  if (!voters.every((v) => approvals.includes(v)))
    return { ok: true, value: { lobby: { ...lobby, replacement: { ...vote, approvals } }, offered: false } };
  const { replacement: _done, ...rest } = lobby;
  const seatOffers = [...offersOf(lobby).filter((o) => o.seat !== vote.seat), { seat: vote.seat, token, byVote: true }];
  return { ok: true, value: { lobby: { ...rest, seatOffers }, offered: true } };
}
