// What the game page receives about one game for one seat (null: a spectator): the engine's view, the seat's options,
// who the game waits on as that seat may know it, and the round panels. game.view sends exactly this, and the
// hidden-information test compares exactly this between games that differ only in what the seat may not see.
import {
  boardNames,
  leaderSheets,
  movementPlans,
  options,
  productionInfo,
  roundInfo,
  sustainCancels,
  unitFacts,
  view,
  waitingOnSeenBy,
  windowPrompt,
} from '@/engine/index';
import type { Decision, GameState, GameView, LeaderSheet, Option, RoundInfo, Seat, WindowPrompt } from '@/engine/index';

export interface SeatView {
  readonly view: GameView;
  readonly options: Option[];
  /** An open window's answers stay private: everyone asked shows as waited on until it settles. */
  readonly waitingOn: Seat[];
  readonly round: RoundInfo;
  /** Every player's leader sheet (50, 51): public, with unlock progress. */
  readonly leaders: LeaderSheet[];
  /** In a timing window that asks this seat: what happened and which of its own cards fit (never another seat's). */
  readonly windowPrompt: WindowPrompt | null;
}

export function seatView(state: GameState, seat: Seat | null): SeatView {
  return {
    view: view(state, seat),
    options: seat === null ? [] : options(state, seat),
    waitingOn: state.phase === 'ended' ? [] : waitingOnSeenBy(state, seat),
    round: roundInfo(state, seat),
    leaders: leaderSheets(state),
    windowPrompt: seat === null || state.phase === 'ended' ? null : windowPrompt(state, seat),
  };
}

/** The decision on top of the stack when it waits on this seat. */
export function decisionFor(state: GameState, seat: Seat): Decision | null {
  const top = state.stack[state.stack.length - 1];
  return top?.frame === 'decision' && top.waitingOn.includes(seat) ? top : null;
}

export interface TacticalView {
  readonly activeSystem: string | null;
  readonly units: ReturnType<typeof unitFacts>;
  /** 87.6: hits one sustain damage cancels (2 with Non-Euclidean Shielding). */
  readonly sustainCancels: number;
  readonly names: ReturnType<typeof boardNames>;
  readonly movement: ReturnType<typeof movementPlans> | null;
  readonly production: ReturnType<typeof productionInfo> | null;
}

/** The seat's unit facts, and the movement sources or production offer when that is what waits on them (game.tactical). */
export function tacticalView(state: GameState, seat: Seat): TacticalView {
  const decision = decisionFor(state, seat);
  return {
    activeSystem: state.tactical?.system ?? null,
    units: unitFacts(state, seat),
    sustainCancels: sustainCancels(state, seat),
    names: boardNames(state),
    movement: decision?.kind === 'move-ships' ? movementPlans(state, seat) : null,
    production: decision?.kind === 'production' && decision.seat === seat ? productionInfo(state, decision) : null,
  };
}
