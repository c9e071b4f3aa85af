// Each user's list of games ("My games") is an index of short summaries, one per game, rewritten in the same
// compare-and-set as the game itself; the list is read without loading any game document.
import { decisionSummary, publicWaitingOn } from '@/engine/index';
import type { GameDoc, LobbyStatus } from './doc';
import { seatOf } from './lobby';
import { lobbyTurn, type LobbyStage } from './turns';

export interface GameSummary {
  readonly name: string;
  readonly status: LobbyStatus;
  readonly createdAt: number;
  /** When the game last changed (ms since epoch): the time of the command or lobby edit that wrote this. */
  readonly updatedAt: number;
  readonly players: number;
  readonly seated: number;
  /** Whether the user whose index holds this summary hosts the game. */
  readonly isHost: boolean;
  readonly round: number | null;
  readonly phase: string | null;
  /** The seat of the user whose index holds this summary. */
  readonly seat: number;
  /**
   * Whether a decision waits on that seat (its own business, so also inside a timing window); before the game, a
   * draft pick or a system tile to place (server/lobby/turns.ts).
   */
  readonly yourTurn: boolean;
  /**
   * Whom the game waits on as everyone sees it (engine publicWaitingOn: no one inside a timing window); before the
   * game, the seat on the draft's or the tile placement's clock.
   */
  readonly waitingFor: readonly { readonly seat: number; readonly name: string }[];
  /** Before the game: the draft or the tile placement under way (absent otherwise, and in summaries written earlier). */
  readonly stage?: LobbyStage;
}

/** The summary of `doc` for every user seated in it, as of `at`. */
export function summariesOf(doc: GameDoc, at: number): Record<string, GameSummary> {
  const { lobby, engine } = doc;
  const turn = engine ? null : lobbyTurn(lobby);
  const waiting = engine ? publicWaitingOn(engine) : turn ? [turn.seat] : [];
  const waitingFor = waiting.map((seat) => ({ seat, name: lobby.seats[seat]?.name ?? `Seat ${seat + 1}` }));
  const out: Record<string, GameSummary> = {};
  for (const [seat, s] of lobby.seats.entries()) {
    out[s.userId] = {
      name: lobby.name,
      status: lobby.status,
      createdAt: lobby.createdAt,
      updatedAt: at,
      players: lobby.settings.players,
      seated: lobby.seats.length,
      isHost: s.userId === lobby.hostUserId,
      round: engine?.round ?? null,
      phase: engine?.phase ?? null,
      seat,
      yourTurn: engine ? decisionSummary(engine, seat) !== null : turn?.seat === seat,
      waitingFor,
      ...(turn ? { stage: turn.stage } : {}),
    };
  }
  return out;
}

/**
 * The index writes of a change from `before` to `after`: every member's summary, and null (out of the list) for
 * users who were seated before and no longer are.
 */
export function indexWrites(before: GameDoc | null, after: GameDoc, at: number): Record<string, GameSummary | null> {
  const writes: Record<string, GameSummary | null> = summariesOf(after, at);
  for (const s of before?.lobby.seats ?? []) {
    if (seatOf(after.lobby, s.userId) === null) writes[s.userId] = null;
  }
  return writes;
}

/** Parses what the store holds; an entry that is not a summary (a bug or corruption) is left out of the list. */
export function asSummary(value: unknown): GameSummary | null {
  if (typeof value !== 'object' || value === null) return null;
  const s = value as Partial<GameSummary>;
  return typeof s.name === 'string' && typeof s.seat === 'number' && Array.isArray(s.waitingFor)
    ? (value as GameSummary)
    : null;
}
