import { expect, test } from 'vitest';
import { Rng } from '../core/rng';
import { flowCtx } from '../kernel/context';
import { combatGame } from '../testing/combat-scenario';
import { addRollModifier, endModifierScope, registeredModifier, rerollDie, rollDice, withPlasmaScoring } from './dice';

const at = { seat: 0, roll: 'combat', system: '0,0', planet: null } as const;

test('18.1 a die hits when its result (plus modifiers, 56.2) reaches the combat value; every die comes from the game generator', () => {
  const s = combatGame();
  const expected = new Rng({ rng: { ...s.rng } });
  const ctx = flowCtx(s, null);
  const dice = rollDice(ctx, at, [{ unit: 'cruiser', hitsOn: 7, dice: 6, modifier: 1 }]);
  expect(dice.map((d) => d.result)).toEqual([0, 1, 2, 3, 4, 5].map(() => expected.d10()));
  for (const d of dice) expect(d.hit).toBe(d.result + 1 >= 7);
  expect(ctx.events).toEqual([
    {
      type: 'dice-rolled',
      seat: 0,
      roll: 'combat',
      system: '0,0',
      planet: null,
      dice: dice.map((d) => ({ unit: 'cruiser', hitsOn: 7, modifier: 1, result: d.result, hit: d.hit })),
    },
  ]);
});

test('78.5c dice are rolled for the best combat value first', () => {
  const ctx = flowCtx(combatGame(), null);
  const dice = rollDice(ctx, at, [
    { unit: 'fighter', hitsOn: 9, dice: 1, modifier: 0 },
    { unit: 'war-sun', hitsOn: 3, dice: 3, modifier: 0 },
    { unit: 'cruiser', hitsOn: 7, dice: 1, modifier: 0 },
  ]);
  expect(dice.map((d) => d.unit)).toEqual(['war-sun', 'war-sun', 'war-sun', 'cruiser', 'fighter']);
});

test('74.1 a rerolled die takes its new result; 74.2 the same ability cannot reroll the same die twice', () => {
  const s = combatGame();
  const ctx = flowCtx(s, null);
  const dice = rollDice(ctx, at, [{ unit: 'dreadnought', hitsOn: 5, dice: 2, modifier: 0 }]);
  const expected = new Rng({ rng: { ...s.rng } }).d10();
  const r = rerollDie(ctx, dice, 0, 'fire_team', 1, 0);
  expect(r.ok && r.value.result).toBe(expected);
  expect(ctx.events.at(-1)).toMatchObject({
    type: 'die-rerolled',
    seat: 1,
    owner: 0,
    ability: 'fire_team',
    unit: 'dreadnought',
    result: expected,
  });
  const again = rerollDie(ctx, dice, 0, 'fire_team', 1, 0);
  expect(again.ok ? null : again.error.rule).toBe('74.2');
  expect(rerollDie(ctx, dice, 0, 'munitions_reserves', 0, 0).ok).toBe(true);
});

test('56.1 modifiers applied by abilities last for their scope: a round, a combat or the tactical action', () => {
  const s = combatGame();
  addRollModifier(s, { seat: 0, roll: 'combat', amount: 1, scope: 'round', source: 'morale_boost' });
  addRollModifier(s, { seat: 0, roll: 'combat', amount: 2, scope: 'combat', source: 'x', unit: 'fighter' });
  addRollModifier(s, { seat: 0, roll: 'bombardment', amount: -4, scope: 'tactical-action', source: 'bunker' });
  expect(registeredModifier(s, 0, 'combat', 'fighter')).toBe(3);
  expect(registeredModifier(s, 0, 'combat', 'cruiser')).toBe(1);
  expect(registeredModifier(s, 1, 'combat', 'cruiser')).toBe(0);
  endModifierScope(s, 'round');
  expect(registeredModifier(s, 0, 'combat', 'fighter')).toBe(2);
  endModifierScope(s, 'combat');
  expect(registeredModifier(s, 0, 'combat', 'fighter')).toBe(0);
  expect(registeredModifier(s, 0, 'bombardment', 'dreadnought')).toBe(-4);
});

test('77.3 / 15.1 Plasma Scoring: one unit using space cannon or bombardment rolls 1 extra die (FAQ: one per roll)', () => {
  const s = combatGame();
  const groups = [
    { unit: 'dreadnought' as const, hitsOn: 5, dice: 2, modifier: 0 },
    { unit: 'war-sun' as const, hitsOn: 3, dice: 3, modifier: 0 },
  ];
  expect(withPlasmaScoring(s, 0, groups)).toEqual(groups);
  s.players[0]!.technologies.push('ps');
  expect(withPlasmaScoring(s, 0, groups).map((g) => g.dice)).toEqual([2, 4]);
});

test("74.1 a rerolled die loses a bonus an ability added to its old result (the Hacan flagship's +1), keeping the group's modifiers", () => {
  const s = combatGame();
  const expected = new Rng({ rng: { ...s.rng } });
  const ctx = flowCtx(s, null);
  const dice = [
    { unit: 'cruiser' as const, hitsOn: 7, modifier: 2, resultBonus: 1, result: 5, hit: true, rerolledBy: [] },
  ];
  const r = rerollDie(ctx, dice, 0, 'fire_team', 1, 0);
  const next = expected.d10();
  expect(
    r.ok && { result: r.value.result, modifier: r.value.modifier, bonus: r.value.resultBonus, hit: r.value.hit },
  ).toEqual({ result: next, modifier: 1, bonus: undefined, hit: next + 1 >= 7 });
});

test('FAQ: the die face "0" is a 10 — results run from 1 to 10, and a 10 hits even a combat value of 10 (18.1)', () => {
  const s = combatGame();
  const ctx = flowCtx(s, null);
  const dice = rollDice(ctx, at, [{ unit: 'war-sun', hitsOn: 10, dice: 300, modifier: 0 }]);
  const results = new Set(dice.map((d) => d.result));
  expect([...results].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  for (const d of dice) expect(d.hit).toBe(d.result === 10);
});
