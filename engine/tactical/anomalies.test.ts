import { expect, test } from 'vitest';
import type { GameEvent } from '../core/events';
import {
  activate,
  key,
  line,
  move,
  placeUnits,
  refuse,
  tacticalGame,
  topDecision,
  unitsIn,
  withNextRolls,
  withTechnologies,
  withToken,
} from '../testing/tactical-scenario';
import { anomaliesOf } from './anomalies';
import { planMovement } from './movement';

const cruiserMove = (path?: string[]) => ({
  type: 'move-ships' as const,
  moves: [{ from: key(0), ships: { cruiser: 1 }, ...(path ? { path } : {}) }],
});
const riftRolls = (events: GameEvent[]) => events.filter((e) => e.type === 'gravity-rift-rolled');
const removed = (events: GameEvent[]) => events.filter((e) => e.type === 'units-removed');
/** A game on `tiles` with a cruiser (and a spare destroyer two systems away) for seat 0. */
const withCruiser = (tiles: Parameters<typeof line>) =>
  placeUnits(placeUnits(tacticalGame({ tiles: line(...tiles) }), key(0), 0, { cruiser: 1 }), key(3), 0, {
    destroyer: 1,
  });

// 9.1 and 9.3 (the red border and the art that mark an anomaly on the printed tile) are the definitions this test
// uses: the tile data records what the print shows, and the rules of each type follow from it (11, 41, 59, 86).
test('9.2 the four anomalies are read from the tiles: asteroid field, nebula, supernova, gravity rift', () => {
  const s = tacticalGame({ tiles: line('44', '42', '43', '41', '19') });
  expect([0, 1, 2, 3, 4].map((q) => anomaliesOf(s, key(q)))).toEqual([
    ['asteroid-field'],
    ['nebula'],
    ['supernova'],
    ['gravity-rift'],
    [],
  ]);
});

test('9.2a an anomaly with a planet is still an anomaly: Cormund is a gravity rift', () => {
  expect(anomaliesOf(tacticalGame({ tiles: line('67') }), key(0))).toEqual(['gravity-rift']);
});

test('9.4 an ability can make a system an anomaly: the dimensional tear token makes a gravity rift', () => {
  const s = withToken(tacticalGame({ tiles: line('47') }), key(0), 'gravityrift');
  expect(anomaliesOf(s, key(0))).toEqual(['gravity-rift']);
});

test('9.5 a system that is two anomalies has the properties of both: a nebula rift cannot be moved through', () => {
  let s = withToken(withCruiser(['19', '42', '20', '47']), key(1), 'gravityrift');
  expect(anomaliesOf(s, key(1))).toEqual(['nebula', 'gravity-rift']);
  s = activate(s, key(2));
  expect(refuse(s, 0, cruiserMove([key(1), key(2)])).rule).toBe('59.1');
});

test('11.1 a ship cannot move through an asteroid field', () => {
  const s = activate(withCruiser(['19', '44', '20', '47']), key(2));
  expect(refuse(s, 0, cruiserMove([key(1), key(2)]))).toMatchObject({ code: 'movement/asteroid-field', rule: '11.1' });
  expect(refuse(s, 0, cruiserMove()).rule).toBe('58.4f'); // no other way round
});

test('11.1 a ship cannot move into an asteroid field: the movement step has nothing to ask', () => {
  const s = activate(withCruiser(['19', '44', '20', '47']), key(1));
  expect(topDecision(s)?.kind).not.toBe('move-ships');
  const during = { ...s, tactical: { system: key(1), movedFrom: [], notes: {} } };
  expect(planMovement(during, 0, cruiserMove([key(1)]).moves)).toMatchObject({ ok: false, error: { rule: '11.1' } });
});

test('86.1 a ship cannot move through a supernova', () => {
  const s = activate(withCruiser(['19', '43', '20', '47']), key(2));
  expect(refuse(s, 0, cruiserMove([key(1), key(2)]))).toMatchObject({ code: 'movement/supernova', rule: '86.1' });
});

test('86.1 a ship cannot move into a supernova, even with Antimass Deflectors', () => {
  const s = activate(withTechnologies(withCruiser(['19', '43', '20', '47']), 0, ['amd']), key(1));
  expect(topDecision(s)?.kind).not.toBe('move-ships');
  const during = { ...s, tactical: { system: key(1), movedFrom: [], notes: {} } };
  expect(planMovement(during, 0, cruiserMove([key(1)]).moves)).toMatchObject({ ok: false, error: { rule: '86.1' } });
});

test('59.1 a ship can move into a nebula only when it is the active system', () => {
  const through = activate(withCruiser(['19', '42', '20', '47']), key(2));
  expect(refuse(through, 0, cruiserMove([key(1), key(2)]))).toMatchObject({ code: 'movement/nebula', rule: '59.1' });
  const into = activate(withCruiser(['19', '42', '20', '47']), key(1));
  expect(unitsIn(move(into, [{ from: key(0), ships: { cruiser: 1 } }]).state, key(1), 0)).toEqual({ cruiser: 1 });
});

test('59.1a a ship cannot move into and out of a nebula in the same movement, even the active one', () => {
  const s = activate(withTechnologies(withCruiser(['19', '42', '20', '47']), 0, ['cr2']), key(1));
  expect(refuse(s, 0, cruiserMove([key(1), key(2), key(1)]))).toMatchObject({
    code: 'movement/through-nebula',
    rule: '59.1a',
  });
});

test('59.2 a ship that starts the movement step in a nebula has move 1', () => {
  const far = activate(withCruiser(['42', '47', '20', '47']), key(2));
  expect(refuse(far, 0, cruiserMove()).rule).toBe('58.4f');
  const near = activate(withCruiser(['42', '47', '20', '47']), key(1));
  expect(unitsIn(move(near, [{ from: key(0), ships: { cruiser: 1 } }]).state, key(1), 0)).toEqual({ cruiser: 1 });
});

test('59.2a abilities can raise the nebula move of 1: Gravity Drive', () => {
  const s = activate(withTechnologies(withCruiser(['42', '47', '20', '47']), 0, ['gd']), key(2));
  expect(unitsIn(move(s, [{ from: key(0), ships: { cruiser: 1 } }]).state, key(2), 0)).toEqual({ cruiser: 1 });
});

test('41.1 a ship moving out of a gravity rift gets +1 move; 41.2 it rolls and comes through on 4 or more', () => {
  let s = placeUnits(tacticalGame({ tiles: line('19', '41', '47', '20') }), key(0), 0, { cruiser: 1 });
  s = withNextRolls(activate(s, key(3)), [(r) => r >= 4]);
  const r = move(s, [{ from: key(0), ships: { cruiser: 1 }, path: [key(1), key(2), key(3)] }]);
  expect(unitsIn(r.state, key(3), 0)).toEqual({ cruiser: 1 });
  const roll = riftRolls(r.events);
  expect(roll).toHaveLength(1);
  expect(roll[0]).toMatchObject({ seat: 0, system: key(1), unit: 'cruiser', needed: 4, modifiers: 0, removed: false });
});

test('41.1a a gravity rift lets a ship reach the active system from farther away than its move', () => {
  let s = placeUnits(tacticalGame({ tiles: line('41', '47', '20') }), key(0), 0, { carrier: 1 });
  s = withNextRolls(activate(s, key(2)), [(r) => r >= 4]);
  expect(unitsIn(move(s, [{ from: key(0), ships: { carrier: 1 } }]).state, key(2), 0)).toEqual({ carrier: 1 });
});

test('41.2 on a roll of 1–3 the ship leaving the gravity rift is removed from the board (41.2c: not destroyed)', () => {
  let s = placeUnits(tacticalGame({ tiles: line('41', '47', '20') }), key(0), 0, { carrier: 1 });
  s = withNextRolls(activate(s, key(2)), [(r) => r <= 3]);
  const r = move(s, [{ from: key(0), ships: { carrier: 1 } }]);
  expect(unitsIn(r.state, key(2), 0)).toEqual({});
  expect(unitsIn(r.state, key(0), 0)).toEqual({});
  expect(riftRolls(r.events)[0]).toMatchObject({ removed: true });
  expect(removed(r.events)).toEqual([
    { type: 'units-removed', seat: 0, system: key(0), planet: null, unit: 'carrier', count: 1, reason: 'gravity-rift' },
  ]);
  expect(r.events.some((e) => e.type === 'units-destroyed' || e.type === 'ships-moved')).toBe(false);
});

test('41.2a transported units do not roll; 41.2b they are removed with the ship that carried them', () => {
  let s = placeUnits(tacticalGame({ tiles: line('41', '47', '20') }), key(0), 0, {
    carrier: 1,
    infantry: 2,
    fighter: 1,
  });
  s = withNextRolls(activate(s, key(2)), [(r) => r <= 3]);
  const r = move(s, [
    { from: key(0), ships: { carrier: 1 }, transport: [{ system: key(0), units: { infantry: 2, fighter: 1 } }] },
  ]);
  expect(riftRolls(r.events)).toHaveLength(1);
  expect(removed(r.events).map((e) => e.type === 'units-removed' && [e.unit, e.count])).toEqual([
    ['carrier', 1],
    ['fighter', 1],
    ['infantry', 2],
  ]);
  expect(unitsIn(r.state, key(0), 0)).toEqual({});
});

test('41.2b a group keeps the transported units its surviving ships can hold', () => {
  let s = placeUnits(tacticalGame({ tiles: line('41', '47', '20') }), key(0), 0, { carrier: 2, infantry: 6 });
  s = withNextRolls(activate(s, key(2)), [(r) => r <= 3, (r) => r >= 4]);
  const r = move(s, [{ from: key(0), ships: { carrier: 2 }, transport: [{ system: key(0), units: { infantry: 6 } }] }]);
  expect(unitsIn(r.state, key(2), 0)).toEqual({ carrier: 1, infantry: 4 });
});

test('41.3 gravity rifts can affect the same ship several times in one movement: +1 move and a roll for each', () => {
  let s = placeUnits(tacticalGame({ tiles: line('41', '41', '47', '20') }), key(0), 0, { carrier: 1 });
  s = withNextRolls(activate(s, key(3)), [(r) => r >= 4, (r) => r >= 4]);
  const r = move(s, [{ from: key(0), ships: { carrier: 1 } }]);
  expect(riftRolls(r.events).map((e) => e.type === 'gravity-rift-rolled' && e.system)).toEqual([key(0), key(1)]);
  expect(unitsIn(r.state, key(3), 0)).toEqual({ carrier: 1 });
});

test('41.4 a system with two gravity rifts is one gravity rift: one roll, +1 move', () => {
  let s = withToken(tacticalGame({ tiles: line('41', '47', '20') }), key(0), 'gravityrift');
  s = withNextRolls(activate(placeUnits(s, key(0), 0, { carrier: 1 }), key(2)), [(r) => r >= 4]);
  const r = move(s, [{ from: key(0), ships: { carrier: 1 } }]);
  expect(riftRolls(r.events)).toHaveLength(1);
  expect(
    refuse(s, 0, {
      type: 'move-ships',
      moves: [{ from: key(0), ships: { carrier: 1 }, path: [key(1), key(2), key(1), key(2)] }],
    }).rule,
  ).toBe('58.4f');
});

test('41.2 when a path is not given, the engine avoids gravity rifts where it can', () => {
  // Two ways from Wellon to Vefut II: straight through the rift, or round by an empty system.
  let s = tacticalGame({ tiles: { [key(0)]: '19', [key(1)]: '41', [key(0, 1)]: '47', [key(1, 1)]: '20' } });
  s = activate(placeUnits(s, key(0), 0, { cruiser: 1 }), key(1, 1));
  const r = move(s, [{ from: key(0), ships: { cruiser: 1 } }]);
  expect(riftRolls(r.events)).toEqual([]);
  expect(r.events.find((e) => e.type === 'ships-moved')).toMatchObject({ path: [key(0, 1), key(1, 1)] });
});
