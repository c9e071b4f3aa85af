import { expect, test } from 'vitest';
import { edit, key, line, placeUnits, tacticalGame } from '../testing/tactical-scenario';
import { proposal, refuse, transact, tradeGame } from './testkit';

// 93.1 (trade goods and commodities share a token), 93.2 (gained trade goods go to the trade good area) and 93.7
// (tokens of one and three, swapped freely) describe the physical tokens: the state keeps plain counts, which the
// tests below read.

test('93.5 trade goods change hands in a transaction: each side gives what it agreed', () => {
  const done = transact(tradeGame(), 0, 1, { tradeGoods: 2 }, { tradeGoods: 1 });
  expect([done.players[0]!.tradeGoods, done.players[1]!.tradeGoods]).toEqual([3 - 2 + 1, 3 + 2 - 1]);
});

test("93.6 a commodity received from another player becomes a trade good in the receiver's trade good area", () => {
  const done = transact(tradeGame(), 1, 0, { commodities: 2 });
  expect([done.players[0]!.tradeGoods, done.players[0]!.commodities]).toEqual([5, 2]);
  expect(done.players[1]!.commodities).toBe(0);
});

test('101.3 players whose systems hold matching wormholes are neighbours and may transact through them', () => {
  // Lodor (alpha) at key(0) holds seat 0's carrier; the alpha wormhole system at key(3) holds seat 2's.
  const build = (far: '39' | '22') => {
    let s = tacticalGame({ tiles: line('26', '20', '21', far), factions: ['xxcha', 'jolnar', 'letnev'] });
    s = placeUnits(s, key(0), 0, { carrier: 1 });
    s = placeUnits(s, key(3), 2, { carrier: 1 });
    return edit(s, (d) => {
      for (const p of d.players) p.tradeGoods = 3;
    });
  };
  expect(refuse(build('22'), 0, proposal(2, { tradeGoods: 1 }))).toMatchObject({
    code: 'transactions/not-neighbours',
    rule: '94.1',
  });
  const done = transact(build('39'), 0, 2, { tradeGoods: 1 });
  expect(done.players[2]!.tradeGoods).toBe(4);
});
