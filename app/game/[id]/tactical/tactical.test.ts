import { expect, test } from 'vitest';
import type { GameEvent } from '@/engine/index';
import { describeEvent, type Labels } from './describe-event';
import { tacticalSlice, type FeedItem } from './feed-items';

const labels: Labels = { seats: ['Hana', 'Bea'], systems: { '1,-1': 'Wellon (1,-1)', '0,-1': 'Jord (0,-1)' }, planets: { wellon: 'Wellon' } };

test('events read as sentences with player, system and planet names; dice show results and hits', () => {
  const moved: GameEvent = { type: 'ships-moved', seat: 0, from: '0,-1', to: '1,-1', path: ['1,-1'], ships: { carrier: 1 }, transported: { infantry: 2 } };
  expect(describeEvent(moved, labels)).toBe('Hana moved 1 carrier from Jord (0,-1) to Wellon (1,-1), carrying 2 infantry.');
  const rolled: GameEvent = {
    type: 'dice-rolled', seat: 1, roll: 'combat', system: '1,-1', planet: null,
    dice: [{ unit: 'cruiser', hitsOn: 7, modifier: 0, result: 8, hit: true }, { unit: 'fighter', hitsOn: 9, modifier: 1, result: 3, hit: false }],
  };
  expect(describeEvent(rolled, labels)).toBe('Bea combat roll: 8 3+1 — 1 hit.');
  expect(describeEvent({ type: 'combat-started', combat: 'space', system: '1,-1', planet: null, attacker: 0, defender: 1 }, labels)).toBe('Space combat at Wellon (1,-1): Hana attacks Bea.');
  expect(describeEvent({ type: 'ground-forces-committed', seat: 0, system: '1,-1', planet: 'wellon', units: { infantry: 2 } }, labels)).toBe('Hana landed 2 infantry on Wellon.');
});

const item = (version: number, event: GameEvent): FeedItem => ({ version, at: 0, seat: 0, event });

test('the combat view shows the events since the active system was activated, and nothing once it is another', () => {
  const items = [
    item(2, { type: 'system-activated', seat: 1, system: '0,-1' }),
    item(3, { type: 'passed', seat: 1 }),
    item(4, { type: 'system-activated', seat: 0, system: '1,-1' }),
    item(5, { type: 'combat-round-started', combat: 'space', system: '1,-1', planet: null, round: 1 }),
  ];
  expect(tacticalSlice(items, '1,-1').map((i) => i.version)).toEqual([4, 5]);
  expect(tacticalSlice(items, '0,-1')).toEqual([]);
  expect(tacticalSlice(items, null)).toEqual([]);
});
