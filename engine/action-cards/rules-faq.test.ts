import { expect, test } from 'vitest';
import { own, refused, turnWith, units } from './card-testkit';
import { placeUnits } from '../testing/scenario';

test('FAQ: Lucky Shot cannot be used against its own player’s units', () => {
  // Seat 0 controls Bakal and has its own cruiser there beside seat 4's.
  let s = placeUnits(
    turnWith('lucky-shot', (d) => own(d, 0, 'bakal')),
    '-1,-1',
    4,
    { cruiser: 1 },
  );
  s = placeUnits(s, '-1,-1', 0, { cruiser: 1 });
  expect(refused(s, 'lucky-shot', { system: '-1,-1', owner: 0, unit: 'cruiser' })).toMatchObject({ rule: '2.6a' });
  expect(units(s, '-1,-1', 0)).toEqual({ cruiser: 1 });
  expect(s.players[0]!.actionCards).toEqual(['lucky-shot#1']);
});
