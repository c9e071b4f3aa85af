// The Muaat commander, Magmus (LRR 51.6, 20.5 strategy pool): while unlocked (or shared by the Alliance, 51.8), each
// time its user spends a token from their strategy pool they gain 1 trade good. The card says "may"; a trade good is
// never a loss, so it is always taken. Its unlock — producing a war sun — is an event (event-unlocks.effects.ts).
import { STRATEGY_TOKEN_SPENT } from '../effects/hooks';
import { emit } from '../kernel/context';
import { defineProvider } from '../kernel/effects';
import { commanderActive } from '../kernel/leader-sheet';

export const MUAAT_LEADER_EFFECTS = defineProvider('leaders:muaat', [
  STRATEGY_TOKEN_SPENT.answer(({ ctx, seat }) => {
    if (!commanderActive(ctx.state, seat, 'muaatcommander')) return;
    ctx.state.players[seat]!.tradeGoods += 1;
    emit(ctx, { type: 'trade-goods-changed', seat, delta: 1 });
    emit(ctx, { type: 'ability-used', seat, ability: 'muaatcommander', window: 'after-strategy-token-spent' });
  }),
]);
