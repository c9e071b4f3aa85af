// Bribery (LRR 8.15 additional votes, 8.13 trade goods): after the speaker votes (whether or not they cast votes,
// FAQ), spend any number of trade goods; each adds 1 vote to the outcome you voted for.
import { z } from 'zod';
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { ask, ONE_VOTE_PER_PLAYER } from '../effects';
import { addVotes } from '../agenda/voting';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { spendableTradeGoods, spendTradeGoodsAndSay } from '../economy/trade-goods';

const targetSchema = z.object({ tradeGoods: z.number().int().min(1) });

const castFor = (state: GameState, seat: Seat) =>
  state.agenda?.current?.votes.find((v) => v.seat === seat && v.votes > 0);

export const BRIBERY: AbilityDef = {
  id: 'bribery',
  name: 'Bribery',
  source: { kind: 'action-card', card: 'bribery' },
  window: 'after-speaker-votes',
  costs: [],
  // Votes are public: only a player who voted has an outcome to add votes to.
  eligible: (state, seat) => castFor(state, seat) !== undefined,
  targetOptions: (state, seat) =>
    Array.from({ length: spendableTradeGoods(state, seat) }, (_, i) => ({
      label: `spend ${i + 1} trade good${i === 0 ? '' : 's'} for ${i + 1} more vote${i === 0 ? '' : 's'}`,
      targets: { tradeGoods: i + 1 },
    })),
  check: (state, seat, targets) => {
    const t = targetSchema.safeParse(targets);
    if (!t.success) return fail('input/bad-targets', 'input', 'Say how many trade goods you spend (at least 1).');
    if (!castFor(state, seat))
      return fail(
        'agenda/no-votes-cast',
        '8.15',
        'Additional votes go to the outcome you voted for; you have not voted.',
      );
    if (ask(ONE_VOTE_PER_PLAYER, { state }))
      return fail('agenda/representative-government', '8.6', 'Representative Government forbids additional votes.');
    const have = spendableTradeGoods(state, seat);
    if (t.data.tradeGoods > have)
      return fail('ability/cost', '1.11', `You have ${have} trade goods, not ${t.data.tradeGoods}.`);
    return ok(undefined);
  },
  resolve: (ctx, seat, targets) => {
    const t = targetSchema.safeParse(targets);
    const p = ctx.state.players[seat];
    const cast = castFor(ctx.state, seat);
    if (!t.success || !p || !cast) return;
    // 1.9: spend what is still there.
    const spent = Math.min(t.data.tradeGoods, spendableTradeGoods(ctx.state, seat));
    if (spent <= 0 || !addVotes(ctx.state, seat, spent).ok) return;
    spendTradeGoodsAndSay(ctx, seat, spent);
    emit(ctx, { type: 'votes-cast', seat, outcome: cast.outcome, votes: spent });
  },
};

export const BRIBERY_CARD = defineContent({ abilities: [BRIBERY] });
