// LRR 92 Trade: gain 3 trade goods (92.2), replenish commodities (92.3), then choose any number of other players who
// resolve the secondary without spending a command token (92.4). Secondary (92.5): spend a strategy token to
// replenish commodities. 92.4a–b: the chosen players must use it at once, once, and never by spending a token.
import { z } from 'zod';
import { fail, ok } from '../../core/result';
import type { GameState, Seat } from '../../core/state';
import type { CommandCtx } from '../../kernel/context';
import { ask, SECONDARY_WITHOUT_TOKEN } from '../../effects';
import type { StrategyCardEffect } from './common';
import {
  checkStrategyToken,
  gainTradeGoods,
  parseChoices,
  replenishCommodities,
  seatName,
  spendStrategyToken,
  type CardChoice,
} from './common';

const primarySchema = z.object({ players: z.array(z.number().int().min(0).max(7)).max(7).default([]) });

/** Marks a chosen player for this round (ability-use keys are cleared when the round begins). */
const freeKey = (state: GameState, seat: Seat) => `trade-secondary|${seat}|round:${state.round}`;

/** Whether an effect lets the seat follow Trade without a strategy token (the Hacan's Masters of Trade). */
const freeSecondary = (state: GameState, seat: Seat): boolean =>
  ask(SECONDARY_WITHOUT_TOKEN, { state, seat, card: 'trade' });

export const TRADE: StrategyCardEffect = {
  checkPrimary: (state, seat, choices) => {
    const parsed = parseChoices(primarySchema, choices, 'which players replenish their commodities for free');
    if (!parsed.ok) return parsed;
    const chosen = parsed.value.players;
    if (new Set(chosen).size !== chosen.length) return fail('trade/duplicate-player', '92.4', 'Name each player once.');
    for (const s of chosen) {
      const p = state.players[s];
      if (!p || p.eliminated || s === seat)
        return fail('trade/not-another-player', '92.4', 'Choose only other players in the game.');
    }
    return ok(undefined);
  },
  resolvePrimary: (ctx: CommandCtx, choices) => {
    const { players } = primarySchema.parse(choices);
    gainTradeGoods(ctx, ctx.seat, 3);
    replenishCommodities(ctx, ctx.seat);
    // 92.4a and the LRR FAQ: the chosen players replenish during the secondary, once the primary is done
    // (action/secondaries calls resolveFreeSecondary), so "after replenishing" abilities see them there.
    for (const s of players) ctx.state.abilityUses.push(freeKey(ctx.state, s));
  },
  resolveFreeSecondary: (ctx, seat) => replenishCommodities(ctx, seat),
  // Nobody, everybody, or one player; other groups the UI builds.
  primaryChoices: (state, seat) => {
    const others = state.players.filter((p) => !p.eliminated && p.seat !== seat).map((p) => p.seat);
    const out: CardChoice[] = [{ label: 'no other player replenishes for free', choices: { players: [] } }];
    if (others.length > 1) out.push({ label: 'every other player replenishes for free', choices: { players: others } });
    for (const s of others)
      out.push({ label: `${seatName(state, s)} replenishes for free`, choices: { players: [s] } });
    return out;
  },
  checkSecondary: (state, seat) => {
    if (state.abilityUses.includes(freeKey(state, seat)))
      return fail(
        'trade/already-resolved',
        '92.4b',
        'You already replenished your commodities for free with this Trade.',
      );
    return freeSecondary(state, seat) ? ok(undefined) : checkStrategyToken(state, seat);
  },
  resolveSecondary: (ctx) => {
    if (!freeSecondary(ctx.state, ctx.seat)) spendStrategyToken(ctx, ctx.seat);
    replenishCommodities(ctx, ctx.seat);
  },
  secondaryChoices: () => [{ label: 'replenish commodities', choices: {} }],
  skipsSecondary: (state, seat) => state.abilityUses.includes(freeKey(state, seat)),
};
