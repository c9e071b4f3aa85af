// Scepter of Emelpar (LRR 73 relics, 20.5 strategy pool, 20.3 reinforcements): whenever its holder would spend a
// token from their strategy pool (a secondary ability, an ability's cost, an objective's price), they may exhaust it
// and spend a token from their reinforcements instead. Spent tokens go back to reinforcements, so the substitute
// token ends where it started: the strategy-pool token stays in the pool. The spend has already happened when the
// STRATEGY_TOKEN_SPENT hook asks, so the choice hands that token back — the same end state, asked of the holder only.
import { z } from 'zod';
import { ok } from '../core/result';
import { seatSchema } from '../core/schemas';
import { defineChoice } from '../kernel/choices';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { popDecision } from '../kernel/stack';
import { exhaustRelic } from './holding';
import { SCEPTER_OF_EMELPAR, scepterUsable } from './scepter-of-emelpar.effects';

export const scepterArgs = z.object({ seat: seatSchema });

declare module '../kernel/choices' {
  interface ChoiceArgs {
    'relics/scepter-of-emelpar': z.infer<typeof scepterArgs>;
  }
}

export const SCEPTER_CHOICE = defineChoice('relics/scepter-of-emelpar', scepterArgs, {
  options: (state, d) => [
    ...(scepterUsable(state, d.args.seat)
      ? [
          {
            option: 'use',
            label: 'Scepter of Emelpar: exhaust it and spend a token from your reinforcements instead',
          },
        ]
      : []),
    { option: 'decline', label: 'Scepter of Emelpar: spend the strategy-pool token' },
  ],
  resolve: (ctx, decision, option) => {
    popDecision(ctx.state, decision);
    const { seat } = decision.args;
    if (option !== 'use' || !scepterUsable(ctx.state, seat)) return ok(undefined);
    const p = ctx.state.players[seat]!;
    exhaustRelic(p, SCEPTER_OF_EMELPAR);
    p.pools.strategy += 1;
    emit(ctx, { type: 'ability-used', seat, ability: SCEPTER_OF_EMELPAR, window: 'after-strategy-token-spent' });
    emit(ctx, { type: 'tokens-changed', seat, ...p.pools });
    return ok(undefined);
  },
  default: () => 'decline',
  offersOnlyLegal: true,
  rule: '1.3',
});

export const SCEPTER_OF_EMELPAR_CARD = defineContent({ choices: [SCEPTER_CHOICE] });
