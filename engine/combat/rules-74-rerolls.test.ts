import { expect, test } from 'vitest';
import { loadDice } from './dice';
import { apply } from '../flow/apply';
import { options } from '../flow/options';
import { answer, combatGame, decisionOf, put, runFrom, type Run } from '../testing/combat-scenario';
import { withStrategyCards } from '../testing/unit-ability-scenario';

/** The Letnev (seat 0) with 2 cruisers, every die a miss, against 2 Sol cruisers whose dice all hit. */
function game() {
  const s = withStrategyCards(combatGame());
  put(s, 0, { cruiser: 2 });
  put(s, 1, { cruiser: 2 });
  s.players[0]!.tradeGoods = 3;
  loadDice(s, { seat: 0, roll: 'combat', result: 1 });
  loadDice(s, { seat: 1, roll: 'combat', result: 10 });
  return s;
}

const windowOf = (r: Run) => {
  const d = decisionOf(r.state);
  return d?.kind === 'window' ? d.window : d?.kind;
};

test('74.3 rerolls come right after the roll, before hits are assigned; once hits are resolved none is possible', () => {
  // Munitions Reserves: 2 trade goods at the start of the round buy rerolls for that round.
  let r = runFrom(game(), 'tactical/space-combat');
  r = answer(r, 0, { type: 'use-ability', ability: 'munitions-reserves', targets: {} });
  for (let i = 0; i < 10 && windowOf(r) !== 'after-combat-rolls'; i++)
    r = answer(r, decisionOf(r.state)!.waitingOn[0]!, { type: 'pass-window' });
  // The dice are rolled and nobody has assigned a hit yet: the reroll is offered now.
  expect(windowOf(r)).toBe('after-combat-rolls');
  expect(r.state.board.systems['0,0']!.space['0']!.counts).toEqual({ cruiser: 2 });
  expect(options(r.state, 0).some((o) => o.label.startsWith('Munitions Reserves (reroll)'))).toBe(true);
  for (let i = 0; i < 10 && windowOf(r) === 'after-combat-rolls'; i++)
    r = answer(r, decisionOf(r.state)!.waitingOn[0]!, { type: 'pass-window' });
  // The hits then resolve (two hits, two cruisers: no choice): after that no die of this roll can be rerolled.
  expect(r.state.board.systems['0,0']!.space['0']).toBeUndefined();
  const late = apply(
    r.state,
    0,
    { type: 'use-ability', ability: 'munitions-reserves-reroll', targets: { dice: [0] } },
    { at: 0 },
  );
  expect(late.ok).toBe(false);
});
