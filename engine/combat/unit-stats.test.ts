import { expect, test } from 'vitest';
import { combatGame, give } from '../testing/combat-scenario';
import { unitStats } from './unit-stats';

test('97.4 a unit upgrade replaces every attribute of the printed unit', () => {
  const s = give(combatGame(), 0, 'cr2');
  expect(unitStats(s, 0, 'cruiser')).toMatchObject({
    unit: 'cruiser2',
    combat: { hitsOn: 6, dice: 1 },
    move: 3,
    capacity: 1,
  });
  expect(unitStats(s, 1, 'cruiser')).toMatchObject({
    unit: 'cruiser',
    combat: { hitsOn: 7, dice: 1 },
    move: 2,
    capacity: null,
  });
});

test('96 faction units stand in for the generic unit of their type (Sol carrier, L1Z1X dreadnought)', () => {
  const s = combatGame({ factions: ['letnev', 'sol', 'l1z1x'] });
  expect(unitStats(s, 1, 'carrier')).toMatchObject({ unit: 'sol_carrier', capacity: 6 });
  expect(unitStats(s, 2, 'dreadnought')).toMatchObject({ unit: 'l1z1x_dreadnought', capacity: 2, sustainDamage: true });
  expect(unitStats(s, 0, 'flagship')).toMatchObject({
    unit: 'letnev_flagship',
    combat: { hitsOn: 5, dice: 2 },
    bombardment: { hitsOn: 5, dice: 3 },
  });
});

test('97.4 a faction unit upgrade replaces the faction unit (Super Dreadnought II)', () => {
  const s = give(combatGame(), 2, 'sdn2');
  expect(unitStats(s, 2, 'dreadnought')).toMatchObject({
    unit: 'l1z1x_dreadnought2',
    combat: { hitsOn: 4, dice: 1 },
    move: 2,
  });
});

test('77.3c PDS II has the range to fire into adjacent systems; PDS I does not', () => {
  const s = give(combatGame(), 0, 'pds2');
  expect(unitStats(s, 0, 'pds').spaceCannon).toEqual({ hitsOn: 5, dice: 1, deepSpace: true });
  expect(unitStats(s, 1, 'pds').spaceCannon).toEqual({ hitsOn: 6, dice: 1, deepSpace: false });
  expect(unitStats(s, 1, 'pds').planetaryShield).toBe(true);
});

test('18.2 the war sun rolls three dice for combat and for bombardment; 10.1b destroyers carry anti-fighter barrage', () => {
  const s = give(combatGame(), 0, 'dd2');
  expect(unitStats(s, 1, 'war-sun')).toMatchObject({
    combat: { hitsOn: 3, dice: 3 },
    bombardment: { hitsOn: 3, dice: 3 },
    sustainDamage: true,
  });
  expect(unitStats(s, 0, 'destroyer').antiFighterBarrage).toEqual({ hitsOn: 6, dice: 3 });
  expect(unitStats(s, 1, 'destroyer').antiFighterBarrage).toEqual({ hitsOn: 9, dice: 2 });
});
