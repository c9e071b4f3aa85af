// What the game page receives about one game for one seat (null: a spectator): the engine's view, the seat's options,
// who the game waits on as that seat may know it, and the round panels. game.view sends exactly this, and the
// hidden-information test compares exactly this between games that differ only in what the seat may not see.
import { options, view, waitingOnSeenBy } from '@/engine/index';
import type { GameState, GameView, Option, Seat } from '@/engine/index';
import { roundInfo, type RoundInfo } from './round-info';

export interface SeatView {
  readonly view: GameView;
  readonly options: Option[];
  /** An open window's answers stay private: everyone asked shows as waited on until it settles. */
  readonly waitingOn: Seat[];
  readonly round: RoundInfo;
}

export function seatView(state: GameState, seat: Seat | null): SeatView {
  return {
    view: view(state, seat),
    options: seat === null ? [] : options(state, seat),
    waitingOn: state.phase === 'ended' ? [] : waitingOnSeenBy(state, seat),
    round: roundInfo(state, seat),
  };
}
