// Movement technologies (Antimass Deflectors, Gravity Drive, Light/Wave Deflector) and the adjacency movement
// follows (6.1/101 wormholes, 44 hyperlanes, laws and faction abilities that change it).
import { expect, test } from 'vitest';
import {
  activate,
  edit,
  key,
  line,
  move,
  placeUnits,
  refuse,
  tacticalGame,
  topDecision,
  unitsIn,
  withTechnologies,
} from '../testing/tactical-scenario';
import { spaceCannonModifierAgainst } from './anomalies';

const row = (...tiles: Parameters<typeof line>) => tacticalGame({ tiles: line(...tiles) });

test('11.1 Antimass Deflectors: ships may move through asteroid fields', () => {
  let s = withTechnologies(row('19', '44', '20'), 0, ['amd']);
  s = activate(placeUnits(s, key(0), 0, { cruiser: 1 }), key(2));
  expect(unitsIn(move(s, [{ from: key(0), ships: { cruiser: 1 } }]).state, key(2), 0)).toEqual({ cruiser: 1 });
});

test('11.1 Antimass Deflectors: ships may move into an asteroid field that is the active system', () => {
  let s = withTechnologies(row('19', '44'), 0, ['amd']);
  s = activate(placeUnits(s, key(0), 0, { carrier: 1 }), key(1));
  expect(unitsIn(move(s, [{ from: key(0), ships: { carrier: 1 } }]).state, key(1), 0)).toEqual({ carrier: 1 });
});

test("77 Antimass Deflectors: other players' space cannon rolls against the owner's units get -1 (helper for combat)", () => {
  const s = withTechnologies(row('19'), 1, ['amd']);
  expect(spaceCannonModifierAgainst(s, 1)).toBe(-1);
  expect(spaceCannonModifierAgainst(s, 0)).toBe(0);
});

test('58.4f Gravity Drive: one ship gets +1 move for the tactical action', () => {
  let s = withTechnologies(row('19', '47', '20'), 0, ['gd']);
  s = activate(placeUnits(s, key(0), 0, { carrier: 1 }), key(2));
  const r = move(s, [{ from: key(0), ships: { carrier: 1 } }]);
  expect(unitsIn(r.state, key(2), 0)).toEqual({ carrier: 1 });
});

test('58.4f Gravity Drive helps only one ship: two ships short of move cannot both use it', () => {
  let s = withTechnologies(row('19', '47', '20', '47', '21'), 0, ['gd']);
  s = activate(placeUnits(placeUnits(s, key(0), 0, { carrier: 2 }), key(4), 0, { carrier: 1 }), key(2));
  expect(refuse(s, 0, { type: 'move-ships', moves: [{ from: key(0), ships: { carrier: 2 } }] })).toMatchObject({
    code: 'movement/out-of-range',
    rule: '58.4f',
  });
  const two = [
    { from: key(0), ships: { carrier: 1 } },
    { from: key(4), ships: { carrier: 1 } },
  ];
  expect(refuse(s, 0, { type: 'move-ships', moves: two }).rule).toBe('58.4f');
  expect(unitsIn(move(s, [{ from: key(4), ships: { carrier: 1 } }]).state, key(2), 0)).toEqual({ carrier: 1 });
});

test('58.4f without Gravity Drive a carrier cannot go two systems', () => {
  const s = activate(
    placeUnits(placeUnits(row('19', '47', '20'), key(0), 0, { carrier: 1 }), key(1), 0, { cruiser: 1 }),
    key(2),
  );
  expect(refuse(s, 0, { type: 'move-ships', moves: [{ from: key(0), ships: { carrier: 1 } }] }).rule).toBe('58.4f');
});

test("58.4b Light/Wave Deflector: ships may move through systems that contain other players' ships", () => {
  let s = withTechnologies(row('19', '47', '20'), 0, ['lwd']);
  s = placeUnits(placeUnits(s, key(0), 0, { cruiser: 1 }), key(1), 1, { dreadnought: 1, fighter: 2 });
  s = activate(s, key(2));
  expect(unitsIn(move(s, [{ from: key(0), ships: { cruiser: 1 } }]).state, key(2), 0)).toEqual({ cruiser: 1 });
});

test('6.1 ships move between systems with matching wormholes as if adjacent (101)', () => {
  let s = tacticalGame({ tiles: { [key(0)]: '26', [key(5)]: '39' } });
  s = activate(placeUnits(s, key(0), 0, { carrier: 1 }), key(5));
  const r = move(s, [{ from: key(0), ships: { carrier: 1 } }]);
  expect(unitsIn(r.state, key(5), 0)).toEqual({ carrier: 1 });
  expect(r.events.find((e) => e.type === 'ships-moved')).toMatchObject({ path: [key(5)] });
});

test('101.1 an alpha wormhole does not lead to a beta wormhole', () => {
  let s = tacticalGame({ tiles: { [key(0)]: '26', [key(5)]: '40', [key(6)]: '19' } });
  s = activate(placeUnits(placeUnits(s, key(0), 0, { carrier: 1 }), key(6), 0, { carrier: 1 }), key(5));
  expect(refuse(s, 0, { type: 'move-ships', moves: [{ from: key(0), ships: { carrier: 1 } }] }).rule).toBe('58.4f');
});

test('44.1 ships move along hyperlanes: systems joined by a lane are adjacent', () => {
  const s = activate(placeUnits(row('19', '84A', '20'), key(0), 0, { carrier: 1 }), key(2));
  const r = move(s, [{ from: key(0), ships: { carrier: 1 } }]);
  expect(unitsIn(r.state, key(2), 0)).toEqual({ carrier: 1 });
  expect(r.events.find((e) => e.type === 'ships-moved')).toMatchObject({ path: [key(2)] });
});

test('44.2 a hyperlane tile is not a system: a path cannot stop on it', () => {
  const s = activate(placeUnits(row('19', '84A', '20'), key(0), 0, { cruiser: 1 }), key(2));
  expect(
    refuse(s, 0, { type: 'move-ships', moves: [{ from: key(0), ships: { cruiser: 1 }, path: [key(1), key(2)] }] }),
  ).toMatchObject({ code: 'movement/not-a-system', rule: '44.2' });
});

test('6.1 Enforced Travel Ban: alpha and beta wormholes do not connect systems for movement', () => {
  let s = tacticalGame({ tiles: { [key(0)]: '26', [key(5)]: '39', [key(6)]: '19' } });
  s = edit(s, (d) => {
    d.laws.push({ id: 'enforced-travel-ban', electedTarget: null });
  });
  s = activate(placeUnits(placeUnits(s, key(0), 0, { carrier: 1 }), key(6), 0, { carrier: 1 }), key(5));
  expect(refuse(s, 0, { type: 'move-ships', moves: [{ from: key(0), ships: { carrier: 1 } }] }).rule).toBe('58.4f');
});

test('6.1 Quantum Entanglement: for the Creuss, alpha and beta wormhole systems are adjacent', () => {
  let s = tacticalGame({ tiles: { [key(0)]: '26', [key(5)]: '40' }, factions: ['ghost', 'jolnar', 'letnev'] });
  s = activate(placeUnits(s, key(0), 0, { dreadnought: 1 }), key(5));
  expect(topDecision(s)?.kind).toBe('move-ships');
  expect(unitsIn(move(s, [{ from: key(0), ships: { dreadnought: 1 } }]).state, key(5), 0)).toEqual({ dreadnought: 1 });
});

test('57.1 Slipstream: Creuss ships starting in a wormhole system get +1 move', () => {
  let s = tacticalGame({ tiles: line('26', '47', '20'), factions: ['ghost', 'jolnar', 'letnev'] });
  s = activate(placeUnits(s, key(0), 0, { carrier: 1 }), key(2));
  expect(unitsIn(move(s, [{ from: key(0), ships: { carrier: 1 } }]).state, key(2), 0)).toEqual({ carrier: 1 });
});
