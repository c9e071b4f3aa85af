// LRR 98 victory points and the end of the game (98.7 the first to the goal wins; 98.8 no objective left to reveal).
import { activeSeats, initiativeOrder, speakerOrder } from '../core/order';
import type { GameState, PlayerState, Seat } from '../core/state';
import { OBJECTIVES } from '../data/objectives';
import { emit, type FlowCtx } from '../kernel/context';
import { defineStep, noArgs, type NoArgs } from '../kernel/steps';

declare module '../kernel/steps' {
  interface StepArgs {
    'game/end-no-objectives': NoArgs;
  }
}

const objectivePoints = (id: string): number =>
  (OBJECTIVES as Record<string, { points: number } | undefined>)[id]?.points ?? 0;

/** Works on a player's state and on any player's view (scored objectives and other points are public). */
export function victoryPoints(p: Pick<PlayerState, 'scoredPublic' | 'secretObjectives' | 'otherPoints'>): number {
  const publicPts = p.scoredPublic.reduce((n, id) => n + objectivePoints(id), 0);
  const secretPts = p.secretObjectives.filter((s) => s.scored).reduce((n, s) => n + objectivePoints(s.id), 0);
  const other = p.otherPoints.reduce((n, o) => n + o.points, 0);
  // 98.4a: the track stops at the goal.
  return publicPts + secretPts + other;
}

/** Order used to break ties: initiative order while cards are held, otherwise clockwise from the speaker (98.7). */
function tieOrder(state: GameState): Seat[] {
  const init = initiativeOrder(state);
  return init.length === state.players.filter((p) => !p.eliminated).length ? init : speakerOrder(state);
}

function endGame(ctx: FlowCtx, winner: Seat): void {
  ctx.state.winner = winner;
  ctx.state.phase = 'ended';
  ctx.state.stack = [];
  emit(ctx, { type: 'game-won', seat: winner });
}

/** 98.7: call after anything that gains points; ends the game at once when someone reached the goal. */
export function checkVictory(ctx: FlowCtx): boolean {
  const goal = ctx.state.config.victoryPoints;
  const reached = tieOrder(ctx.state).filter((s) => victoryPoints(ctx.state.players[s]!) >= goal);
  const first = reached[0];
  if (first === undefined) return false;
  endGame(ctx, first);
  return true;
}

/**
 * A table of one cannot play on: the rules name no end for it (33 says only that an eliminated player is out), so
 * once fewer than two players are left in the game it ends at once and the last one left wins — nobody else can
 * still gain a point, and waiting for them to reach the goal alone would only delay the same result. Called after
 * a concession and after an elimination. Returns whether the game ended.
 */
export function endIfOnePlayerLeft(ctx: FlowCtx): boolean {
  if (ctx.state.phase === 'ended') return true;
  const left = activeSeats(ctx.read);
  if (left.length >= 2 || left[0] === undefined) return false;
  endGame(ctx, left[0]);
  return true;
}

export const VICTORY_STEPS = [
  /** 98.8 */
  defineStep('game/end-no-objectives', noArgs, (ctx: FlowCtx) => {
    const order = tieOrder(ctx.state);
    const best = Math.max(...order.map((s) => victoryPoints(ctx.state.players[s]!)));
    const winner = order.find((s) => victoryPoints(ctx.state.players[s]!) === best);
    if (winner !== undefined) endGame(ctx, winner);
  }),
];
