import { expect, test } from 'vitest';
import { cardsPerPlayer } from './strategy';
import { edit, newGame, pickStrategyCards, play, refuse, topDecision } from '../testing/scenario';

test('84.1 strategy cards are chosen starting with the speaker and proceeding clockwise', () => {
  const s = newGame({ players: 6, speaker: 4 });
  const order: number[] = [];
  let state = s;
  const cards = ['leadership', 'diplomacy', 'politics', 'construction', 'trade', 'warfare'];
  for (const card of cards) {
    const d = topDecision(state)!;
    expect(d.kind).toBe('choose-strategy-card');
    order.push(d.waitingOn[0]!);
    state = play(state, d.waitingOn[0]!, { type: 'choose-strategy-card', card });
  }
  expect(order).toEqual([4, 5, 0, 1, 2, 3]);
});

test('84.1a a player who chooses a card with trade goods on it gains them', () => {
  const s = edit(newGame({ players: 6 }), (d) => {
    d.strategyCards.trade!.tradeGoods = 2;
  });
  const after = play(s, 0, { type: 'choose-strategy-card', card: 'trade' });
  expect(after.players[0]!.tradeGoods).toBe(2);
  expect(after.strategyCards.trade!.tradeGoods).toBe(0);
});

test('84.1b a player cannot choose a card another player already chose', () => {
  const s = play(newGame({ players: 6 }), 0, { type: 'choose-strategy-card', card: 'politics' });
  expect(refuse(s, 1, { type: 'choose-strategy-card', card: 'politics' })).toMatchObject({
    rule: '84.1b',
    code: 'strategy/card-taken',
  });
});

test('84.1c with three or four players each player chooses a second card after everyone chose a first', () => {
  const s = newGame({ players: 4, speaker: 2 });
  let state = s;
  const pickers: number[] = [];
  for (const card of [
    'leadership',
    'diplomacy',
    'politics',
    'construction',
    'trade',
    'warfare',
    'technology',
    'imperial',
  ]) {
    const d = topDecision(state)!;
    pickers.push(d.waitingOn[0]!);
    state = play(state, d.waitingOn[0]!, { type: 'choose-strategy-card', card });
  }
  expect(pickers).toEqual([2, 3, 0, 1, 2, 3, 0, 1]);
  expect(state.players.map((p) => p.strategyCards.length)).toEqual([2, 2, 2, 2]);
});

test('84.2 one trade good is placed on each strategy card nobody chose', () => {
  const s = pickStrategyCards(newGame({ players: 5 }), [
    'leadership',
    'diplomacy',
    'politics',
    'construction',
    'trade',
  ]);
  expect(s.strategyCards.warfare!.tradeGoods).toBe(1);
  expect(s.strategyCards.technology!.tradeGoods).toBe(1);
  expect(s.strategyCards.imperial!.tradeGoods).toBe(1);
  expect(s.strategyCards.leadership!.tradeGoods).toBe(0);
  expect(s.phase).toBe('action');
});

test('84.2a in a four-player game every card is chosen so no trade goods are placed', () => {
  const s = pickStrategyCards(newGame({ players: 4 }), [
    'leadership',
    'diplomacy',
    'politics',
    'construction',
    'trade',
    'warfare',
    'technology',
    'imperial',
  ]);
  expect(Object.values(s.strategyCards).map((c) => c.tradeGoods)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
});

test('48.2 the action phase starts with the player holding the lowest initiative number', () => {
  const s = pickStrategyCards(newGame({ players: 6 }), [
    'imperial',
    'technology',
    'warfare',
    'trade',
    'politics',
    'construction',
  ]);
  const d = topDecision(s)!;
  expect(d.kind).toBe('action-turn');
  expect(d.waitingOn).toEqual([4]); // politics (3) is the lowest card chosen
});

test("48.3 with four players a player's initiative is their lowest-numbered card", () => {
  const s = pickStrategyCards(newGame({ players: 4 }), [
    'imperial',
    'technology',
    'warfare',
    'trade',
    'leadership',
    'construction',
    'politics',
    'diplomacy',
  ]);
  // seat 0: imperial(8)+leadership(1) → 1; seat 1: technology(7)+construction(4) → 4; seat 2: warfare(6)+politics(3) → 3; seat 3: trade(5)+diplomacy(2) → 2
  expect(topDecision(s)!.waitingOn).toEqual([0]);
});

test('33.9 a game that started with five players keeps choosing one card each after an elimination', () => {
  const s = edit(newGame({ players: 5 }), (d) => {
    d.players[4]!.eliminated = true;
  });
  expect(cardsPerPlayer(s)).toBe(1);
  expect(cardsPerPlayer(newGame({ players: 4 }))).toBe(2);
});
