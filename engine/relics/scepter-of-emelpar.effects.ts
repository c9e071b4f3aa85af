// Scepter of Emelpar (LRR 73 relics, 20.5 strategy pool, 20.3 reinforcements): when its holder has just spent a
// strategy-pool token, the relic's choice is asked (engine/relics/scepter-of-emelpar.ts) if it could be used.
import type { GameState, Seat } from '../core/state';
import { STRATEGY_TOKEN_SPENT } from '../effects/hooks';
import { pushChoice } from '../kernel/choices';
import { readOnly } from '../kernel/draft';
import { defineProvider } from '../kernel/effects';
import { relicExhausted } from './holding';
import { tokensHeldByOthers } from '../factions/mahact-tokens';

export const SCEPTER_OF_EMELPAR = 'scepter-of-emelpar';

/** 20.3: the seat's tokens in reinforcements — counted here as engine/economy/command-tokens.ts does, since that
 *  module asks effects hooks and an effects provider may not import it. */
function reinforcements(state: GameState, seat: Seat): number {
  const p = state.players[seat];
  if (!p) return 0;
  let onBoard = 0;
  for (const sys of Object.values(readOnly(state).board.systems))
    onBoard += sys.commandTokens.filter((s) => s === seat).length;
  return 16 - p.pools.tactic - p.pools.fleet - p.pools.strategy - onBoard - tokensHeldByOthers(state, seat);
}

/**
 * Whether the holder may use it for the token just spent: the relic held and readied, and a token in reinforcements
 * besides the one just spent (which is there now) to spend in its place.
 */
export function scepterUsable(state: GameState, seat: Seat): boolean {
  const p = state.players[seat];
  return (
    !!p &&
    p.relics.includes(SCEPTER_OF_EMELPAR) &&
    !relicExhausted(p, SCEPTER_OF_EMELPAR) &&
    reinforcements(state, seat) >= 2
  );
}

export const SCEPTER_OF_EMELPAR_EFFECTS = defineProvider('relic:scepter-of-emelpar', [
  STRATEGY_TOKEN_SPENT.answer(({ ctx, seat }) => {
    if (scepterUsable(ctx.state, seat))
      pushChoice(ctx, 'relics/scepter-of-emelpar', { args: { seat }, waitingOn: [seat] });
  }),
]);
