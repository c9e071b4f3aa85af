import { expect, test } from 'vitest';
import { options } from '../../flow/options';
import { play, refuse } from '../../testing/scenario';
import { addUnits, primary, systemKeyOf, turnWith } from './cards.fixture';
import { TRADE } from './trade';

// Seat 0 (Sol, 4 commodities) holds Trade; seat 1 is the Hacan (6), seat 2 the Barony of Letnev (2).
const start = () => turnWith('trade');

test('92.2 the active player gains three trade goods', () => {
  expect(primary(start(), 'trade', { players: [] }).players[0]!.tradeGoods).toBe(3);
});

test("92.3 the active player replenishes commodities up to the faction sheet's value", () => {
  expect(primary(start(), 'trade', { players: [] }).players[0]!.commodities).toBe(4);
});

test('92.4 chosen players replenish their commodities without spending a command token', () => {
  const s = primary(start(), 'trade', { players: [1, 2] });
  expect(s.players[1]!.commodities).toBe(6);
  expect(s.players[2]!.commodities).toBe(2);
  expect(s.players[1]!.pools.strategy).toBe(2);
  expect(s.players[3]!.commodities).toBe(0);
});

test('92.4b a chosen player cannot use the secondary again by spending a token', () => {
  const s = primary(start(), 'trade', { players: [1] });
  expect(TRADE.checkSecondary(s, 1, {})).toMatchObject({ ok: false, error: { rule: '92.4b' } });
  expect(TRADE.skipsSecondary?.(s, 1)).toBe(true);
  expect(TRADE.skipsSecondary?.(s, 2)).toBe(false);
  expect(options(s, 1).some((o) => o.command.type === 'follow-secondary')).toBe(false);
});

test('92.4 the active player chooses only other players', () => {
  expect(refuse(start(), 0, { type: 'strategic-action', card: 'trade', choices: { players: [0] } })).toMatchObject({
    rule: '92.4',
  });
});

test('92.5 the secondary spends a strategy token to replenish commodities', () => {
  // Seat 2, the Letnev (the Hacan's Masters of Trade makes it free for them: engine/factions/hacan.test.ts).
  const s = play(primary(start(), 'trade', { players: [] }), 2, { type: 'follow-secondary', choices: {} });
  expect(s.players[2]!.commodities).toBe(2);
  expect(s.players[2]!.pools.strategy).toBe(1);
});

test('92.3 with the Minister of Commerce, replenishing also gains one trade good per neighbour (agenda law)', () => {
  const s0 = turnWith('trade', 6, (d) => {
    d.decks.agenda.draw.splice(d.decks.agenda.draw.indexOf('minister-of-commerce'), 1);
    d.laws.push({ id: 'minister-of-commerce', electedTarget: '0' });
    // Ships in seat 1's and seat 2's home systems make them seat 0's neighbours (60).
    for (const planet of ['arretze', 'arcprime']) addUnits(d, systemKeyOf(d, planet), 0, { destroyer: 1 });
  });
  expect(primary(s0, 'trade', { players: [] }).players[0]!.tradeGoods).toBe(3 + 2);
});
