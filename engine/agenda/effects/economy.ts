// What agenda outcomes do to players' holdings: victory points (98), trade goods (93), command tokens (20) and
// planets exhausted by an effect (34). Small, shared by the outcome tables in this folder.
import { readyPlanets } from '../../economy/planets';
import { ask, FLEET_POOL_LIMIT } from '../../effects';
import type { CommandPools, GameState, Seat } from '../../core/state';
import { tokenReinforcements } from '../../economy/command-tokens';
import { emit, type FlowCtx } from '../../kernel/context';
import { victoryPoints } from '../../phases/victory';

export function gainVictoryPoint(ctx: FlowCtx, seat: Seat, source: string): void {
  const p = ctx.state.players[seat];
  if (!p || p.eliminated) return;
  p.otherPoints.push({ source, points: 1 });
  emit(ctx, { type: 'victory-point-gained', seat, source, points: 1 });
}

/** A player with no points has none to lose (98.4: the track starts at 0). */
export function loseVictoryPoint(ctx: FlowCtx, seat: Seat, source: string): void {
  const p = ctx.state.players[seat];
  if (!p || p.eliminated || victoryPoints(p) <= 0) return;
  p.otherPoints.push({ source, points: -1 });
  emit(ctx, { type: 'victory-point-gained', seat, source, points: -1 });
}

export function gainTradeGoods(ctx: FlowCtx, seat: Seat, n: number): void {
  const p = ctx.state.players[seat];
  if (!p || n === 0) return;
  const delta = Math.max(n, -p.tradeGoods);
  p.tradeGoods += delta;
  if (delta !== 0) emit(ctx, { type: 'trade-goods-changed', seat, delta });
}

export const tokensChanged = (ctx: FlowCtx, seat: Seat): void => {
  const pools = ctx.state.players[seat]!.pools;
  emit(ctx, { type: 'tokens-changed', seat, tactic: pools.tactic, fleet: pools.fleet, strategy: pools.strategy });
};

/** Adds one token from reinforcements to a pool, when one is left (20.3a) and Fleet Regulations allows it. */
export function gainTokenIn(ctx: FlowCtx, seat: Seat, pool: keyof CommandPools): boolean {
  const p = ctx.state.players[seat]!;
  if (tokenReinforcements(ctx.state, seat) < 1) return false;
  if (pool === 'fleet' && p.pools.fleet + 1 > ask(FLEET_POOL_LIMIT, { state: ctx.state })) return false;
  p.pools[pool] += 1;
  tokensChanged(ctx, seat);
  return true;
}

/** Exhausts the given planet cards of the seat that are ready (Custodia Vigilia too, which no system holds). */
export function exhaustOwnPlanets(ctx: FlowCtx, seat: Seat, keep: (planet: string) => boolean): void {
  const done: string[] = [];
  for (const { id, planet } of readyPlanets(ctx.state, seat)) {
    if (keep(id)) {
      planet.exhausted = true;
      done.push(id);
    }
  }
  if (done.length > 0) emit(ctx, { type: 'planets-exhausted', seat, planets: done });
}

export const livingSeats = (state: GameState): Seat[] => state.players.filter((p) => !p.eliminated).map((p) => p.seat);
