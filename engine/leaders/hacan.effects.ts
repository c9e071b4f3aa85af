// The Hacan commander, Gila the Silvertongue (LRR 8.15 additional votes, 51.6): while unlocked (or shared by the
// Alliance, 51.8), its user may spend trade goods as they cast votes, each giving 2 votes (8.13 otherwise: trade
// goods never vote). Offered as one source per amount ("spend 3 trade goods: 6 votes"); sources cast together may
// not cost more trade goods than the player holds (engine/agenda/voting.ts).
import { fail, ok } from '../core/result';
import { ADDITIONAL_VOTE_SOURCES, ONE_VOTE_PER_PLAYER, type AdditionalVotes } from '../effects/hooks';
import { emit } from '../kernel/context';
import { spendableTradeGoods, spendTradeGoodsAndSay } from '../economy/trade-goods';
import { defineProvider } from '../kernel/effects';
import { commanderActive } from '../kernel/leader-sheet';

const SOURCE = 'hacancommander';

/** The source id for spending `n` trade goods. */
export const gilaSource = (n: number): string => `${SOURCE}-${n}`;

export const HACAN_LEADER_EFFECTS = defineProvider('leaders:hacan', [
  ADDITIONAL_VOTE_SOURCES.answer(({ state, seat }, ask): AdditionalVotes[] => {
    if (!commanderActive(state, seat, 'hacancommander')) return [];
    const held = spendableTradeGoods(state, seat);
    return Array.from({ length: held }, (_, i): AdditionalVotes => {
      const n = i + 1;
      return {
        id: gilaSource(n),
        name: `Gila the Silvertongue, ${n} trade good${n === 1 ? '' : 's'}`,
        votes: 2 * n,
        tradeGoods: n,
        check: (s, who) => {
          if (!commanderActive(s, who, 'hacancommander'))
            return fail('ability/not-held', '51.6', 'You cannot use Gila the Silvertongue.');
          if (spendableTradeGoods(s, who) < n)
            return fail('economy/not-enough-trade-goods', '8.15', `You do not have ${n} trade goods.`);
          if (ask(ONE_VOTE_PER_PLAYER, { state: s }))
            return fail(
              'agenda/representative-government',
              '8.6',
              'Representative Government forbids additional votes.',
            );
          return ok(undefined);
        },
        afterCast: (ctx, who) => {
          spendTradeGoodsAndSay(ctx, who, n);
          emit(ctx, { type: 'ability-used', seat: who, ability: SOURCE, window: 'when-casting-votes' });
        },
      };
    });
  }),
]);
