import { expect, test } from 'vitest';
import { ACTIVE, AROUND, put } from '../testing/combat-scenario';
import { groundCombatGame } from '../testing/unit-ability-scenario';
import { naazFlagshipDice } from './naaz-flagship';

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
