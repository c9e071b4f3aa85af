import { expect, test } from 'vitest';
import { areAdjacent } from '../galaxy/adjacency';
import { activate, key, line, move, placeUnits, tacticalGame, unitsIn, withToken } from '../testing/tactical-scenario';
import { TACTICAL_STEPS_IN_ORDER } from './activation';

const NEXUS = '9,9';
/** Wellon (with a gamma wormhole token) – empty – Vefut II, and the inactive nexus beside the board. */
const board = () =>
  withToken(tacticalGame({ tiles: line('19', '47', '20'), nexusAt: NEXUS }), key(0), 'wormhole-gamma');

test('100.1a the inactive nexus has only a gamma wormhole: ships reach it from a gamma wormhole system', () => {
  const s = board();
  expect(areAdjacent(s.board, key(0), NEXUS)).toBe(true);
  expect(areAdjacent(s.board, key(1), NEXUS)).toBe(false);
  const r = move(activate(placeUnits(s, key(0), 0, { carrier: 1 }), NEXUS), [{ from: key(0), ships: { carrier: 1 } }]);
  expect(unitsIn(r.state, NEXUS, 0)).toEqual({ carrier: 1 });
});

test('100.2 a ship that moves into the inactive nexus flips it to its active side; units stay on it (note 4)', () => {
  const r = move(activate(placeUnits(board(), key(0), 0, { carrier: 1 }), NEXUS), [
    { from: key(0), ships: { carrier: 1 } },
  ]);
  expect(r.state.board.nexus).toEqual({ placed: true, active: true, at: NEXUS });
  expect(r.state.board.systems[NEXUS]!.tile).toBe('82B');
  expect(Object.keys(r.state.board.systems[NEXUS]!.planets)).toEqual(['mallice']);
  expect(unitsIn(r.state, NEXUS, 0)).toEqual({ carrier: 1 });
  expect(r.events.filter((e) => e.type === 'nexus-activated')).toEqual([{ type: 'nexus-activated', seat: 0 }]);
});

test('100.2a the nexus becomes active at the end of the movement step: after space cannon offense (58.7)', () => {
  const order: readonly string[] = TACTICAL_STEPS_IN_ORDER;
  expect(order.indexOf('tactical/movement-end')).toBe(order.indexOf('tactical/space-cannon-offense') + 1);
  const r = move(activate(placeUnits(board(), key(0), 0, { carrier: 1 }), NEXUS), [
    { from: key(0), ships: { carrier: 1 } },
  ]);
  const types = r.events.map((e) => e.type);
  expect(types.indexOf('nexus-activated')).toBeGreaterThan(types.indexOf('ships-moved'));
});

test('100.2 a ship that moves through the inactive nexus flips it', () => {
  let s = withToken(board(), key(2), 'wormhole-gamma');
  s = activate(placeUnits(s, key(0), 0, { cruiser: 1 }), key(2));
  const r = move(s, [{ from: key(0), ships: { cruiser: 1 }, path: [NEXUS, key(2)] }]);
  expect(unitsIn(r.state, key(2), 0)).toEqual({ cruiser: 1 });
  expect(r.state.board.nexus.active).toBe(true);
});

test('100.2 (note 1) the nexus flips when any unit is in it while inactive, even one that did not move in', () => {
  let s = placeUnits(board(), NEXUS, 1, { destroyer: 1 });
  s = activate(placeUnits(s, key(0), 0, { cruiser: 1 }), key(1));
  const r = move(s, [{ from: key(0), ships: { cruiser: 1 } }]);
  expect(r.state.board.nexus.active).toBe(true);
});

test('100.2 moving elsewhere leaves an empty nexus inactive', () => {
  const s = activate(placeUnits(board(), key(0), 0, { cruiser: 1 }), key(2));
  expect(move(s, [{ from: key(0), ships: { cruiser: 1 } }]).state.board.nexus.active).toBe(false);
});

test('100.1a once active, the nexus has alpha and beta wormholes too', () => {
  let s = withToken(board(), key(2), 'wormhole-alpha');
  expect(areAdjacent(s.board, key(2), NEXUS)).toBe(false);
  s = move(activate(placeUnits(s, key(0), 0, { carrier: 1 }), NEXUS), [{ from: key(0), ships: { carrier: 1 } }]).state;
  expect(areAdjacent(s.board, key(2), NEXUS)).toBe(true);
});
