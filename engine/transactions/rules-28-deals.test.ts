// Rule coverage of LRR 28.2 and 28.4: a deal whose terms cannot be resolved at once binds nobody.
import { expect, test } from 'vitest';
import { topDecision } from '../testing/scenario';
import { acceptCommand, play, proposal, tradeGame, transact } from './testkit';

// 28.2 (binding or not according to its terms) is the definition this test uses: the engine moves only components
// agreed in the same transaction; the words of a deal are recorded and enforced by nobody.
test('28.4 a promise for later binds nobody: nothing moves, nobody is asked, and the promiser may do otherwise', () => {
  const s = tradeGame();
  const proposed = play(s, 0, proposal(1, {}, {}, 'I will give you 2 trade goods at the start of next round'));
  const agreed = play(proposed, 1, acceptCommand(proposed, 1));
  expect(agreed.transactions?.deals).toHaveLength(1);
  expect(agreed.players.map((p) => p.tradeGoods)).toEqual([3, 3, 3]);
  // The game waits on the active player's turn as before: the deal asks nothing of anyone.
  expect(topDecision(agreed)).toEqual(topDecision(s));
  // Seat 0 does the opposite of its word and takes seat 1's trade goods in a transaction: nothing holds it back.
  const otherwise = transact(agreed, 0, 1, {}, { tradeGoods: 3 });
  expect(otherwise.players.map((p) => p.tradeGoods)).toEqual([6, 0, 3]);
});
