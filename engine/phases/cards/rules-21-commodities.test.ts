// Rule coverage of LRR 21.1–21.4 and 21.8: the commodity value caps commodities, replenishing fills up to it from the
// supply, and a commodity that changes hands is a trade good (the other side of the same token).
import { expect, test } from 'vitest';
import { tradeGame, transact } from '../../transactions/testkit';
import { primary, turnWith } from './cards.fixture';

// Seat 0 (Sol, commodity value 4) holds Trade; seat 1 is the Hacan (6), seat 2 the Barony of Letnev (2).
const trade = (change?: Parameters<typeof turnWith>[2]) => turnWith('trade', 6, change);

test('21.2 the commodity value is the most commodities a player can have: a full player gains none', () => {
  const s = primary(
    trade((d) => {
      d.players[1]!.commodities = 6;
    }),
    'trade',
    { players: [1] },
  );
  expect(s.players[1]!.commodities).toBe(6);
});

test('21.3 replenishing takes exactly the commodities needed to reach the commodity value', () => {
  const s = primary(
    trade((d) => {
      d.players[0]!.commodities = 1;
      d.players[2]!.commodities = 1;
    }),
    'trade',
    { players: [1, 2] },
  );
  expect(s.players.slice(0, 3).map((p) => p.commodities)).toEqual([4, 6, 2]);
});

test('21.4 replenished commodities come from the supply: nobody else loses any', () => {
  const before = trade((d) => {
    for (const p of d.players) p.tradeGoods = 1;
  });
  const s = primary(before, 'trade', { players: [1, 2, 3, 4, 5] });
  expect(s.players.map((p) => p.commodities)).toEqual([4, 6, 2, 4, 4, 2]);
  expect(s.players.map((p) => p.tradeGoods)).toEqual([4, 1, 1, 1, 1, 1]);
});

test('21.1 a commodity given to another player arrives as a trade good, the other side of the same token', () => {
  // Seats 0 (Xxcha) and 1 (Jol-Nar) are neighbours with 2 commodities and 3 trade goods each.
  const s = transact(tradeGame(), 0, 1, { commodities: 2 });
  expect([s.players[0]!.commodities, s.players[0]!.tradeGoods]).toEqual([0, 3]);
  expect([s.players[1]!.commodities, s.players[1]!.tradeGoods]).toEqual([2, 5]);
  // 21.8: tokens of one and three are swapped freely; only the number counts.
});
