import { expect, test } from 'vitest';
import type { GameEvent } from '../core/events';
import { options } from '../flow/options';
import {
  activate,
  key,
  line,
  move,
  placeUnits,
  play,
  refuse,
  tacticalGame,
  topDecision,
  unitsIn,
  withCommandToken,
  withPools,
  withTechnologies,
} from '../testing/tactical-scenario';
import { capacityCheck } from './transport';

/** Wellon – empty – Vefut II – empty, in a row; seat 0 to act. */
const row = () => tacticalGame({ tiles: line('19', '47', '20', '48') });
const removedFor = (events: GameEvent[], reason: string) =>
  events.flatMap((e) => (e.type === 'units-removed' && e.reason === reason ? [[e.system, e.unit, e.count]] : []));

test('95 a ship transports fighters and ground forces up to its capacity (16.1: both count)', () => {
  const s = activate(placeUnits(row(), key(1), 0, { carrier: 1, infantry: 3, fighter: 2 }), key(2));
  const r = move(s, [
    { from: key(1), ships: { carrier: 1 }, transport: [{ system: key(1), units: { infantry: 3, fighter: 1 } }] },
  ]);
  expect(unitsIn(r.state, key(2), 0)).toEqual({ carrier: 1, infantry: 3, fighter: 1 });
  expect(r.events.find((e) => e.type === 'ships-moved')).toMatchObject({ transported: { infantry: 3, fighter: 1 } });
  const over = {
    type: 'move-ships' as const,
    moves: [
      { from: key(1), ships: { carrier: 1 }, transport: [{ system: key(1), units: { infantry: 3, fighter: 2 } }] },
    ],
  };
  expect(refuse(s, 0, over)).toMatchObject({ code: 'movement/over-capacity', rule: '95' });
});

test('95 mechs are ground forces and are transported like infantry', () => {
  const s = activate(placeUnits(row(), key(1), 0, { carrier: 1, mech: 1, infantry: 3 }), key(2));
  const r = move(s, [
    { from: key(1), ships: { carrier: 1 }, transport: [{ system: key(1), units: { mech: 1, infantry: 3 } }] },
  ]);
  expect(unitsIn(r.state, key(2), 0)).toEqual({ carrier: 1, mech: 1, infantry: 3 });
});

test('95.1 ground forces can be picked up from a planet in the system the ship starts in (FAQ)', () => {
  let s = placeUnits(tacticalGame({ tiles: line('47', '19', '20') }), key(1), 0, { carrier: 1 });
  s = activate(placeUnits(s, key(1), 0, { infantry: 2 }, 'wellon'), key(2));
  const r = move(s, [
    { from: key(1), ships: { carrier: 1 }, transport: [{ system: key(1), planet: 'wellon', units: { infantry: 2 } }] },
  ]);
  expect(unitsIn(r.state, key(2), 0)).toEqual({ carrier: 1, infantry: 2 });
  expect(unitsIn(r.state, key(1), 0, 'wellon')).toEqual({});
});

test('95.1 units can be picked up in a system the ship moves through', () => {
  let s = withTechnologies(row(), 0, ['cv2']);
  s = placeUnits(placeUnits(s, key(0), 0, { carrier: 1 }), key(1), 0, { infantry: 2, fighter: 1 });
  s = activate(s, key(2));
  const r = move(s, [
    {
      from: key(0),
      ships: { carrier: 1 },
      path: [key(1), key(2)],
      transport: [{ system: key(1), units: { infantry: 2, fighter: 1 } }],
    },
  ]);
  expect(unitsIn(r.state, key(2), 0)).toEqual({ carrier: 1, infantry: 2, fighter: 1 });
  expect(unitsIn(r.state, key(1), 0)).toEqual({});
});

test('95.1 units can be picked up from a planet in the active system', () => {
  let s = placeUnits(row(), key(1), 0, { carrier: 1 });
  s = activate(placeUnits(s, key(2), 0, { infantry: 2 }, 'vefutii'), key(2));
  const r = move(s, [
    { from: key(1), ships: { carrier: 1 }, transport: [{ system: key(2), planet: 'vefutii', units: { infantry: 1 } }] },
  ]);
  expect(unitsIn(r.state, key(2), 0)).toEqual({ carrier: 1, infantry: 1 });
  expect(unitsIn(r.state, key(2), 0, 'vefutii')).toEqual({ infantry: 1 });
});

test('95.1 units cannot be picked up in a system the ship does not start in, pass through, or end in', () => {
  let s = placeUnits(row(), key(1), 0, { carrier: 1 });
  s = activate(placeUnits(s, key(0), 0, { infantry: 2 }), key(2));
  const cmd = {
    type: 'move-ships' as const,
    moves: [{ from: key(1), ships: { carrier: 1 }, transport: [{ system: key(0), units: { infantry: 2 } }] }],
  };
  expect(refuse(s, 0, cmd)).toMatchObject({ code: 'movement/pick-up-off-path', rule: '95.1' });
});

test('95.1 a ship cannot pick up units that are not there', () => {
  const s = activate(placeUnits(row(), key(1), 0, { carrier: 1, infantry: 1 }), key(2));
  const cmd = {
    type: 'move-ships' as const,
    moves: [{ from: key(1), ships: { carrier: 1 }, transport: [{ system: key(1), units: { infantry: 2 } }] }],
  };
  expect(refuse(s, 0, cmd)).toMatchObject({ code: 'movement/not-enough-units', rule: '95.1' });
});

test('95.2 transported units arrive with their ship in the space area of the active system', () => {
  const s = activate(placeUnits(row(), key(1), 0, { carrier: 1, infantry: 2 }), key(2));
  const r = move(s, [{ from: key(1), ships: { carrier: 1 }, transport: [{ system: key(1), units: { infantry: 2 } }] }]);
  expect(r.state.board.systems[key(2)]!.space['0']!.counts.infantry).toBe(2);
  expect(unitsIn(r.state, key(2), 0, 'vefutii')).toEqual({});
});

test("95.3 units cannot be picked up from a system with the player's command token, other than the active system", () => {
  let s = withTechnologies(row(), 0, ['cv2']);
  s = placeUnits(placeUnits(s, key(0), 0, { carrier: 1 }), key(1), 0, { infantry: 2 });
  s = activate(withCommandToken(s, key(1), 0), key(2));
  const cmd = {
    type: 'move-ships' as const,
    moves: [
      {
        from: key(0),
        ships: { carrier: 1 },
        path: [key(1), key(2)],
        transport: [{ system: key(1), units: { infantry: 2 } }],
      },
    ],
  };
  expect(refuse(s, 0, cmd)).toMatchObject({ code: 'movement/pick-up-command-token', rule: '95.3' });
});

test('16.3 fighters left behind without capacity are removed', () => {
  const s = activate(placeUnits(row(), key(1), 0, { carrier: 1, fighter: 3 }), key(2));
  const r = move(s, [{ from: key(1), ships: { carrier: 1 } }]);
  expect(unitsIn(r.state, key(1), 0)).toEqual({});
  expect(removedFor(r.events, 'capacity')).toEqual([[key(1), 'fighter', 3]]);
});

test('16.3a the player chooses which excess units to remove', () => {
  const s = activate(placeUnits(row(), key(1), 0, { carrier: 1, fighter: 2, infantry: 2 }), key(2));
  let after = play(s, 0, { type: 'move-ships', moves: [{ from: key(1), ships: { carrier: 1 } }] });
  expect(topDecision(after)).toMatchObject({ kind: 'choice', choice: 'capacity/remove', waitingOn: [0] });
  expect(options(after, 0).map((o) => o.command)).toEqual([
    { type: 'choose', option: 'fighter' },
    { type: 'choose', option: 'infantry' },
  ]);
  after = play(play(after, 0, { type: 'choose', option: 'infantry' }), 0, { type: 'choose', option: 'infantry' });
  // Only fighters are left over: they go without asking.
  expect(topDecision(after)?.kind).not.toBe('choice');
  expect(unitsIn(after, key(1), 0)).toEqual({});
});

test('16.3b ground forces on planets do not count against capacity', () => {
  let s = placeUnits(tacticalGame({ tiles: line('47', '19', '20') }), key(1), 0, { carrier: 1 });
  s = activate(placeUnits(s, key(1), 0, { infantry: 3 }, 'wellon'), key(2));
  const r = move(s, [{ from: key(1), ships: { carrier: 1 } }]);
  expect(unitsIn(r.state, key(1), 0, 'wellon')).toEqual({ infantry: 3 });
  expect(removedFor(r.events, 'capacity')).toEqual([]);
});

test('16.2 a space dock keeps up to 3 fighters in its system without capacity', () => {
  let s = placeUnits(tacticalGame({ tiles: line('47', '19', '20') }), key(1), 0, { carrier: 1, fighter: 4 });
  s = activate(placeUnits(s, key(1), 0, { 'space-dock': 1 }, 'wellon'), key(2));
  const r = move(s, [{ from: key(1), ships: { carrier: 1 } }]);
  expect(unitsIn(r.state, key(1), 0)).toEqual({ fighter: 3 });
  expect(removedFor(r.events, 'capacity')).toEqual([[key(1), 'fighter', 1]]);
});

test('16.3 after movement, fighters and ground forces beyond capacity in the active system are removed', () => {
  let s = placeUnits(row(), key(1), 0, { carrier: 1, infantry: 4 });
  s = activate(placeUnits(s, key(2), 0, { infantry: 2 }), key(2));
  const r = move(s, [{ from: key(1), ships: { carrier: 1 }, transport: [{ system: key(1), units: { infantry: 4 } }] }]);
  expect(unitsIn(r.state, key(2), 0)).toEqual({ carrier: 1, infantry: 4 });
  expect(removedFor(r.events, 'capacity')).toEqual([[key(2), 'infantry', 2]]);
});

test("16.2 capacity is the combined capacity of the player's ships in the system", () => {
  let s = withTechnologies(row(), 0, ['cr2']);
  s = placeUnits(s, key(1), 0, { carrier: 1, cruiser: 2, dreadnought: 1, fighter: 9 });
  expect(capacityCheck(s, 0, key(1))).toMatchObject({ capacity: 7, excess: 2, removable: ['fighter'] });
});

test('16.3 with Fighter II, fighters move by themselves and those beyond capacity stay (they count against the fleet pool)', () => {
  let s = withTechnologies(row(), 0, ['ff2']);
  s = activate(placeUnits(s, key(0), 0, { fighter: 2 }), key(2));
  const r = move(s, [{ from: key(0), ships: { fighter: 2 } }]);
  expect(unitsIn(r.state, key(2), 0)).toEqual({ fighter: 2 });
  expect(capacityCheck(r.state, 0, key(2))).toMatchObject({ excess: 0, fighterOverflow: 2 });
});

test('37.1 with Fighter II, fighters beyond capacity over the fleet pool are removed', () => {
  let s = withPools(withTechnologies(row(), 0, ['ff2']), 0, { fleet: 1 });
  s = activate(placeUnits(s, key(0), 0, { fighter: 2 }), key(2));
  const r = move(s, [{ from: key(0), ships: { fighter: 2 } }]);
  expect(unitsIn(r.state, key(2), 0)).toEqual({ fighter: 1 });
  expect(removedFor(r.events, 'fleet-pool')).toEqual([[key(2), 'fighter', 1]]);
});
