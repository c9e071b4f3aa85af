// The Mentak Coalition: Ambush, Mirror Computing (the flagship and the mech are tested in engine/combat/faction-units.test.ts).
import { expect, test } from 'vitest';
import { loadDice } from '../combat/dice';
import { checkPayment, findPayment, paymentVariants, resourcesCost } from '../economy/spending';
import type { GameState } from '../core/state';
import { apply } from '../flow/apply';
import { options } from '../flow/options';
import { withStrategyCards } from '../testing/unit-ability-scenario';
import { answer, combatGame, decisionOf, eventsOf, put, runFrom, spaceOf } from '../testing/combat-scenario';

/** The Mentak (seat 0, active) with 2 cruisers and 1 destroyer against 3 Sol destroyers; Mentak dice show `die`. */
function ambushGame(die = 9): GameState {
  const s = withStrategyCards(combatGame({ factions: ['mentak', 'sol', 'letnev'] }));
  put(s, 0, { cruiser: 2, destroyer: 1 });
  put(s, 1, { destroyer: 3 });
  loadDice(s, { seat: 0, roll: 'combat', result: die });
  return s;
}

const startOfCombat = (s: GameState) => {
  const r = runFrom(s, 'tactical/space-combat');
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'start-of-combat', waitingOn: [0] });
  return r;
};

test('Ambush (Mentak) 78 as a space combat starts, up to 2 cruisers or destroyers roll and each hit destroys a ship', () => {
  let r = startOfCombat(ambushGame(9));
  const offered = options(r.state, 0)
    .filter((o) => o.command.type === 'use-ability')
    .map((o) => o.label);
  expect(offered).toEqual([
    'Ambush: roll 1 die for each of 2 cruisers',
    'Ambush: roll 1 die for each of 1 cruiser and 1 destroyer',
    'Ambush: roll 1 die for each of 1 cruiser',
    'Ambush: roll 1 die for each of 1 destroyer',
  ]);
  r = answer(r, 0, { type: 'use-ability', ability: 'ambush', targets: { cruiser: 1, destroyer: 1 } });
  const rolled = eventsOf(r, 'dice-rolled').at(-1)!;
  expect(rolled.dice.map((d) => [d.unit, d.hitsOn, d.modifier, d.result, d.hit])).toEqual([
    ['cruiser', 7, 0, 9, true],
    ['destroyer', 9, 0, 9, true],
  ]);
  // The Sol's three destroyers are alike: the two hits are assigned for them.
  expect(spaceOf(r.state, 1)?.counts.destroyer).toBe(1);
  expect(spaceOf(r.state, 0)?.counts).toEqual({ cruiser: 2, destroyer: 1 });
});

test('Ambush (Mentak) 18.1 a result below the ship’s combat value produces no hit', () => {
  let r = startOfCombat(ambushGame(8));
  r = answer(r, 0, { type: 'use-ability', ability: 'ambush', targets: { destroyer: 1, cruiser: 1 } });
  const rolled = eventsOf(r, 'dice-rolled').at(-1)!;
  expect(rolled.dice.map((d) => d.hit)).toEqual([true, false]);
  expect(spaceOf(r.state, 1)?.counts.destroyer).toBe(2);
});

test('Ambush (Mentak) 78 more than 2 ships, or ships not in the system, are refused and change nothing', () => {
  const r = startOfCombat(ambushGame());
  for (const targets of [{ cruiser: 2, destroyer: 1 }, { destroyer: 2 }, {}, { cruiser: -1, destroyer: 2 }]) {
    const before = structuredClone(r.state);
    const res = apply(r.state, 0, { type: 'use-ability', ability: 'ambush', targets }, { at: 0 });
    expect(res.ok ? null : res.error.rule).toBe('78');
    expect(r.state).toEqual(before);
  }
});

test('Ambush (Mentak) 78 only the Mentak, and only with cruisers or destroyers there, are asked', () => {
  // Without cruisers or destroyers the Mentak is not asked; the Sol never is.
  const s = withStrategyCards(combatGame({ factions: ['mentak', 'sol', 'letnev'] }));
  put(s, 0, { dreadnought: 1 });
  put(s, 1, { destroyer: 1, cruiser: 1 });
  const d = decisionOf(runFrom(s, 'tactical/space-combat').state);
  expect(d?.kind === 'window' && d.window === 'start-of-combat').toBe(false);
  const res = apply(
    startOfCombat(ambushGame()).state,
    1,
    { type: 'use-ability', ability: 'ambush', targets: { cruiser: 1 } },
    { at: 0 },
  );
  expect(res.ok).toBe(false);
});

// ---- Mirror Computing ------------------------------------------------------------------------------------------------

/** The Mentak (seat 0) with 5 trade goods and no planets; Mirror Computing unless told otherwise. */
function mirrorGame(mirror = true): GameState {
  const s = combatGame({ factions: ['mentak', 'sol', 'letnev'] });
  s.players[0]!.tradeGoods = 5;
  if (mirror) s.players[0]!.technologies.push('mc');
  return s;
}

const tradeGoodsOnly = (n: number) => ({ resources: [], influence: [], tradeGoods: n });

test('Mirror Computing (Mentak) 93.2 each trade good spent counts as 2 resources or 2 influence', () => {
  const s = mirrorGame();
  expect(checkPayment(s, 0, tradeGoodsOnly(2), resourcesCost(4)).ok).toBe(true);
  expect(checkPayment(s, 0, tradeGoodsOnly(2), { resources: 0, influence: 3, tradeGoods: 0 }).ok).toBe(true);
  // 3 resources and 3 influence: 2 trade goods each (a trade good is worth resources or influence, not both).
  expect(checkPayment(s, 0, tradeGoodsOnly(4), { resources: 3, influence: 3, tradeGoods: 0 }).ok).toBe(true);
  expect(findPayment(s, 0, resourcesCost(5))).toEqual(tradeGoodsOnly(3));
  expect(paymentVariants(s, 0, resourcesCost(4))).toEqual([tradeGoodsOnly(2)]);
  // A price in trade goods themselves is paid 1 for 1.
  expect(checkPayment(s, 0, tradeGoodsOnly(1), { resources: 0, influence: 0, tradeGoods: 2 }).ok).toBe(false);
});

test('Mirror Computing (Mentak) 93.4 trade goods beyond what the cost needs, or too few, are refused', () => {
  const s = mirrorGame();
  const over = checkPayment(s, 0, tradeGoodsOnly(3), resourcesCost(4));
  expect(over.ok ? null : over.error.rule).toBe('93.4');
  const short = checkPayment(s, 0, tradeGoodsOnly(1), resourcesCost(3));
  expect(short.ok ? null : short.error.rule).toBe('75.3');
  // Without the technology a trade good is worth 1.
  const plain = checkPayment(mirrorGame(false), 0, tradeGoodsOnly(2), resourcesCost(4));
  expect(plain.ok ? null : plain.error.rule).toBe('75.3');
});
