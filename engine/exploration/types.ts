// LRR 35.7: what resolving one exploration card knows — who explores, where, and which copy was drawn — and the
// small gains several cards share (trade goods, commodities up to the faction's value).
import { z } from 'zod';
import { hexKeySchema, idSchema, seatSchema } from '../core/schemas';
import type { Seat } from '../core/state';
import { FACTIONS } from '../data/factions';
import type { ExplorationCardId, ExplorationCopyId } from '../data/exploration';
import { pushChoice } from '../kernel/choices';
import { emit, type FlowCtx } from '../kernel/context';

export interface Exploring {
  readonly seat: Seat;
  readonly system: string;
  /** The planet explored, or null for a frontier token (35.5). */
  readonly planet: string | null;
  readonly copy: ExplorationCopyId;
}

/** Resolves the text of one card (35.7). Choices on the card are the explorer's. */
export type CardResolver = (ctx: FlowCtx, x: Exploring) => void;
export type CardResolvers = Partial<Record<ExplorationCardId, CardResolver>>;

/** A card's choice: who explores and where (the card itself is already in its discard pile). */
export const exploringArgs = z.object({ seat: seatSchema, system: hexKeySchema, planet: idSchema.nullable() });
export type ExploringArgs = z.infer<typeof exploringArgs>;

/** Opens the card's decision for the explorer (35.7: decisions on the card are the explorer's); the choice is
 *  defined in engine/exploration/card-choice.ts. */
export function pushCardChoice(ctx: FlowCtx, card: ExplorationCardId, x: ExploringArgs): void {
  pushChoice(ctx, 'exploration/card', { args: { ...x, card }, waitingOn: [x.seat] });
}

export function gainTradeGoods(ctx: FlowCtx, seat: Seat, n: number): void {
  const p = ctx.state.players[seat];
  if (!p || n <= 0) return;
  p.tradeGoods += n;
  emit(ctx, { type: 'trade-goods-changed', seat, delta: n });
}

export const commodityValue = (faction: string): number =>
  (FACTIONS as Record<string, { commodities: number } | undefined>)[faction]?.commodities ?? 0;

/** 21.2: commodities gained stop at the faction sheet's commodity value. */
export function gainCommodities(ctx: FlowCtx, seat: Seat, n: number): void {
  const p = ctx.state.players[seat];
  if (!p) return;
  const delta = Math.max(0, Math.min(n, commodityValue(p.faction) - p.commodities));
  if (delta === 0) return;
  p.commodities += delta;
  emit(ctx, { type: 'commodities-changed', seat, delta });
}

/** Commodities become trade goods (21.1: they are traded goods once converted). */
export function convertCommodities(ctx: FlowCtx, seat: Seat, n: number): void {
  const p = ctx.state.players[seat];
  if (!p) return;
  const k = Math.min(n, p.commodities);
  if (k <= 0) return;
  p.commodities -= k;
  emit(ctx, { type: 'commodities-changed', seat, delta: -k });
  gainTradeGoods(ctx, seat, k);
}
