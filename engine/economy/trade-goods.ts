// LRR 93 trade goods, 21.7 commodities: what a player may spend as trade goods. Commodities are not spent (21.7)
// unless an effect lets their owner spend them as if they were trade goods (the Keleres agent, Xander Alexin
// Victori III: engine/leaders/keleres-agent.ts), which marks the seat until its next spending of trade goods.
import type { GameState, Seat } from '../core/state';
import { emit, type FlowCtx } from '../kernel/context';

/** The mark in `abilityUses` (cleared with the others as each round begins). */
export const commoditiesAsTradeGoodsMark = (seat: Seat): string => `commodities-as-trade-goods|${seat}`;

export const spendsCommoditiesAsTradeGoods = (state: GameState, seat: Seat): boolean =>
  state.abilityUses.includes(commoditiesAsTradeGoodsMark(seat));

/** What the seat may spend as trade goods now: its trade goods, and its commodities while marked. */
export function spendableTradeGoods(state: GameState, seat: Seat): number {
  const p = state.players[seat];
  if (!p) return 0;
  return p.tradeGoods + (spendsCommoditiesAsTradeGoods(state, seat) ? p.commodities : 0);
}

/**
 * Spends `n` as trade goods. While marked, commodities go first — worth nothing else to their owner but a
 * transaction — and the spending uses the mark up.
 */
export function spendTradeGoods(state: GameState, seat: Seat, n: number): void {
  const p = state.players[seat];
  if (!p || n <= 0) return;
  let left = n;
  const mark = commoditiesAsTradeGoodsMark(seat);
  if (state.abilityUses.includes(mark)) {
    const fromCommodities = Math.min(p.commodities, left);
    p.commodities -= fromCommodities;
    left -= fromCommodities;
    state.abilityUses = state.abilityUses.filter((k) => k !== mark);
  }
  p.tradeGoods -= left;
}

/**
 * `spendTradeGoods` for an effect's own cost (Bribery, a die raised, a mech deployed, …), with the feed told what
 * left the player's area: the commodities spent as trade goods under Xander, then the trade goods.
 */
export function spendTradeGoodsAndSay(ctx: FlowCtx, seat: Seat, n: number): void {
  const p = ctx.state.players[seat];
  if (!p || n <= 0) return;
  const [tradeGoods, commodities] = [p.tradeGoods, p.commodities];
  spendTradeGoods(ctx.state, seat, n);
  if (p.commodities !== commodities)
    emit(ctx, { type: 'commodities-changed', seat, delta: p.commodities - commodities });
  if (p.tradeGoods !== tradeGoods) emit(ctx, { type: 'trade-goods-changed', seat, delta: p.tradeGoods - tradeGoods });
}
