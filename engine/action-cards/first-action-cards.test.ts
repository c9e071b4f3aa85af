import { expect, test } from 'vitest';
import { giveActionCards, newGame, play, refuse, runStep, topDecision } from '../testing/scenario';

/** Six players at the first strategy pick; seat 1 holds Summit and nobody else holds a card. */
function summitWindow() {
  const s = giveActionCards(newGame({ players: 6, speaker: 0 }), 1, ['summit']);
  return runStep(s, 'window/open', { window: 'start-of-strategy-phase' });
}

test('2 Summit: at the start of the strategy phase its player gains 2 command tokens, placed as they choose (20.3)', () => {
  const s = play(summitWindow(), 1, {
    type: 'use-ability',
    ability: 'summit',
    targets: { tactic: 1, fleet: 1, strategy: 0 },
  });
  expect(s.players[1]!.pools).toEqual({ tactic: 4, fleet: 4, strategy: 2 });
  expect(s.players[1]!.actionCards).toEqual([]);
  expect(s.decks.action.discard).toEqual(['summit#1']);
});

test('2 Summit: more than 2 tokens, or a play outside the start of the strategy phase, is refused and changes nothing', () => {
  const open = summitWindow();
  expect(
    refuse(open, 1, { type: 'use-ability', ability: 'summit', targets: { tactic: 2, fleet: 1, strategy: 0 } }),
  ).toMatchObject({ code: 'tokens/wrong-count', rule: '20.2' });
  // Seat 0 picks a strategy card: the start of the phase is past, so Summit cannot be played now (1.3, 1.22).
  const pick = giveActionCards(newGame({ players: 6, speaker: 0 }), 0, ['summit']);
  expect(topDecision(pick)?.kind).toBe('choose-strategy-card');
  expect(
    refuse(pick, 0, { type: 'use-ability', ability: 'summit', targets: { tactic: 1, fleet: 1, strategy: 0 } }),
  ).toMatchObject({ code: 'flow/not-now' });
  expect(open.players[1]!.pools).toEqual({ tactic: 3, fleet: 3, strategy: 2 });
  expect(open.players[1]!.actionCards).toEqual(['summit#1']);
});

/** Six players at the first strategy pick; seat 1 holds Manipulate Investments. */
function investWindow() {
  const s = giveActionCards(newGame({ players: 6, speaker: 0 }), 1, ['manipulate-investments']);
  return runStep(s, 'window/open', { window: 'start-of-strategy-phase' });
}

test('2 / 82.3 Manipulate Investments puts 5 trade goods from the supply on at least 3 strategy cards', () => {
  const targets = { leadership: 3, trade: 1, imperial: 1 };
  const s = play(investWindow(), 1, { type: 'use-ability', ability: 'manipulate-investments', targets });
  expect(['leadership', 'trade', 'imperial', 'warfare'].map((c) => s.strategyCards[c]!.tradeGoods)).toEqual([
    3, 1, 1, 0,
  ]);
  expect(s.players[1]!.tradeGoods).toBe(0);
  expect(s.decks.action.discard).toEqual(['manipulate-investments#1']);
});

test('2.6a Manipulate Investments on fewer than 3 cards, or other than 5 trade goods, is refused', () => {
  const open = investWindow();
  for (const targets of [
    { leadership: 3, trade: 2 },
    { leadership: 1, trade: 1, imperial: 1 },
  ])
    expect(refuse(open, 1, { type: 'use-ability', ability: 'manipulate-investments', targets })).toMatchObject({
      rule: '2.6a',
    });
  expect(open.strategyCards.leadership!.tradeGoods).toBe(0);
});
