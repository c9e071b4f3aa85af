import { expect, test } from 'vitest';
import { combatOdds } from '../odds/combat-odds';
import { groundOddsInput } from '../odds/from-state';
import { monteCarlo } from '../odds/monte-carlo';
import { ACTIVE, AROUND, eventsOf, put, runFrom } from '../testing/combat-scenario';
import { groundCombatGame } from '../testing/unit-ability-scenario';
import { GROUND_COMBAT_STEP } from '../combat/steps';
import type { GameState, Seat } from '../core/state';
import type { UnitType } from '../data/types';
import { ask, EXTRA_COMBAT_DICE } from '../effects';

/** The combat dice effects add for `count` of the seat's units of a type in a ground combat in the system. */
const naazFlagshipDice = (state: GameState, system: string, seat: Seat, unit: UnitType, count: number) =>
  ask(EXTRA_COMBAT_DICE, { state, seat, place: { combat: 'ground', system, planet: 'wellon' }, unit, count });

test('18.1 Naaz flagship: each of their mechs in its system rolls 1 additional combat die; nothing for other units or elsewhere', () => {
  const s = groundCombatGame(['naaz', 'sol', 'l1z1x'], { mech: 2, infantry: 1 }, { infantry: 1 });
  expect(naazFlagshipDice(s, ACTIVE, 0, 'mech', 2)).toBe(0);
  put(s, 0, { flagship: 1 }, { system: AROUND[0] });
  expect(naazFlagshipDice(s, ACTIVE, 0, 'mech', 2)).toBe(0);
  put(s, 0, { flagship: 1 });
  expect(naazFlagshipDice(s, ACTIVE, 0, 'mech', 2)).toBe(2);
  expect(naazFlagshipDice(s, ACTIVE, 0, 'infantry', 1)).toBe(0);
  const other = groundCombatGame(['letnev', 'sol', 'l1z1x'], { mech: 1 }, { infantry: 1 });
  put(other, 0, { flagship: 1 });
  expect(naazFlagshipDice(other, ACTIVE, 0, 'mech', 1)).toBe(0);
});

test('42.1 Naaz flagship in the ground combat: 2 mechs roll 2 dice each and 1 more each (6), the infantry 1', () => {
  const s = put(groundCombatGame(['naaz', 'letnev', 'l1z1x'], { mech: 2, infantry: 1 }, { infantry: 3 }), 0, {
    flagship: 1,
  });
  const rolled = eventsOf(runFrom(s, GROUND_COMBAT_STEP, { system: ACTIVE, planet: 'wellon' }), 'dice-rolled')[0]!;
  expect(rolled.seat).toBe(0);
  expect(rolled.dice.map((d) => [d.unit, d.hitsOn])).toEqual([...Array(6).fill(['mech', 6]), ['infantry', 8]]);
  // Without the flagship in the system: the mechs' printed 2 dice each.
  const without = groundCombatGame(['naaz', 'letnev', 'l1z1x'], { mech: 2, infantry: 1 }, { infantry: 3 });
  expect(
    eventsOf(runFrom(without, GROUND_COMBAT_STEP, { system: ACTIVE, planet: 'wellon' }), 'dice-rolled')[0]!.dice,
  ).toHaveLength(5);
});

test('42 odds with the Naaz flagship: 1 mech rolling 3 dice at 6+ against 1 infantry at 8+ — exact, and as the engine plays it', () => {
  const s = put(groundCombatGame(['naaz', 'letnev', 'l1z1x'], { mech: 1 }, { infantry: 1 }), 0, { flagship: 1 });
  const input = groundOddsInput(s, ACTIVE, 'wellon', { bombardment: false, spaceCannon: false })!;
  // Each round the mech hits with 1 − 0.5³ = 0.875, the infantry with 0.3; the mech's first hit is sustained (87).
  const stay = 0.125 * 0.7;
  const toDamaged = (0.125 * 0.3) / (1 - stay);
  const r = combatOdds(input);
  expect(r.attackerWins).toBeCloseTo(0.875 / (1 - stay) + toDamaged * ((0.875 * 0.7) / (1 - stay)), 12);
  expect(r.draw).toBeCloseTo(toDamaged * ((0.875 * 0.3) / (1 - stay)), 12);
  expect(r.defenderWins).toBeCloseTo(toDamaged * toDamaged, 12);
  const runs = 400;
  const where = { system: ACTIVE, planet: 'wellon' };
  const mc = monteCarlo(s, [{ step: GROUND_COMBAT_STEP, args: where }], runs, { combat: 'ground', ...where }, 0, 1);
  for (const [p, q] of [
    [r.attackerWins, mc.attackerWins],
    [r.defenderWins, mc.defenderWins],
    [r.draw, mc.draw],
  ] as const) {
    expect(Math.abs(p - q)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / runs) + 1e-9);
  }
});
