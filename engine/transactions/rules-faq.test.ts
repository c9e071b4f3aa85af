import { expect, test } from 'vitest';
import { openTo, play, proposal, refuse, tradeGame } from './testkit';

test("FAQ: the Hacan may open a transaction with a player who is not their neighbour during that player's turn (94.1)", () => {
  // Sol (seat 0) is active; the Hacan (seat 2) are far from everyone and propose themselves.
  const s = tradeGame(['sol', 'jolnar', 'hacan']);
  const proposed = play(s, 2, proposal(0, { tradeGoods: 2 }, { commodities: 1 }));
  const done = play(proposed, 0, { type: 'answer-transaction', proposal: openTo(proposed, 0), accept: true });
  expect([done.players[0]!.tradeGoods, done.players[0]!.commodities]).toEqual([3 + 2, 2 - 1]);
  expect(done.players[2]!.tradeGoods).toBe(3 - 2 + 1);
  // Without the Hacan the same far pair cannot, whoever opens it.
  const far = tradeGame(['sol', 'jolnar', 'letnev']);
  expect(refuse(far, 2, proposal(0, { tradeGoods: 2 }))).toMatchObject({ code: 'transactions/not-neighbours' });
});
