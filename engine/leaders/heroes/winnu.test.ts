import { expect, test } from 'vitest';
import { edit, play, refuse, topDecision } from '../../testing/scenario';
import { heroGame, scoreThree } from './hero-kit';

const TRADE = { card: 'trade', choices: { players: [] }, others: [2] };

test('51.10 Winnu hero Mathis Mathinus is locked until 3 scored objectives; then usable', () => {
  const s = heroGame('winnu', ['sol', 'letnev']);
  expect(refuse(s, 0, { type: 'component-action', ability: 'winnuhero', targets: TRADE })).toMatchObject({
    code: 'ability/not-held',
  });
  expect(s.players[0]!.leaders.hero).toBe('locked');
  expect(scoreThree(s).players[0]!.leaders.hero).toBe('unlocked');
});

test("51.10, 51.12 Winnu hero Mathis Mathinus: another player's Trade primary, then the named player follows; purged", () => {
  const s = edit(scoreThree(heroGame('winnu', ['sol', 'letnev'])), (d) => {
    d.players[0]!.tradeGoods = 0;
    d.players[0]!.commodities = 0;
    d.players[2]!.commodities = 0;
  });
  const strategyTokens = s.players[2]!.pools.strategy;
  let r = play(s, 0, { type: 'component-action', ability: 'winnuhero', targets: TRADE });
  expect(r.players[0]!.tradeGoods).toBe(3);
  expect(r.players[0]!.commodities).toBe(3); // the Winnu's commodity value
  expect(r.players[0]!.leaders.hero).toBe('purged');
  // Sol still holds Trade, readied: the hero's use was not Sol's strategic action.
  expect(r.players[1]!.exhaustedStrategyCards).toEqual([]);
  expect(topDecision(r)).toMatchObject({ kind: 'strategic-secondary', card: 'trade', waitingOn: [2] });
  r = play(r, 2, { type: 'follow-secondary', choices: {} });
  expect(r.players[2]!.commodities).toBe(2); // the Letnev's commodity value
  expect(r.players[2]!.pools.strategy).toBe(strategyTokens - 1);
  expect(r.players[1]!.commodities).toBe(s.players[1]!.commodities); // Sol was not named
});

test('51.10 Winnu hero Mathis Mathinus: naming itself as a follower is refused and changes nothing', () => {
  const s = scoreThree(heroGame('winnu', ['sol', 'letnev']));
  expect(
    refuse(s, 0, { type: 'component-action', ability: 'winnuhero', targets: { ...TRADE, others: [0, 2] } }),
  ).toMatchObject({ code: 'ability/bad-target', rule: '51.10' });
  expect(
    refuse(s, 0, { type: 'component-action', ability: 'winnuhero', targets: { ...TRADE, card: 'nothing' } }),
  ).toMatchObject({ code: 'ability/bad-target', rule: '51.10' });
  expect(s.players[0]!.leaders.hero).toBe('unlocked');
});
