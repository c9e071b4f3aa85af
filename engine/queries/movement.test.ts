import { expect, test } from 'vitest';
import { activate, key, line, placeUnits, tacticalGame, unitsIn } from '../testing/tactical-scenario';
import { previewMove } from './movement';

/** Seat 0 has a carrier with 2 infantry in a gravity rift (0,0) and activates Wellon next to it. */
function fromRift() {
  let s = tacticalGame({ tiles: line('41', '19') });
  s = placeUnits(s, key(0), 0, { carrier: 1, infantry: 2 });
  return activate(s, key(1));
}

test('58 previewMove runs the real movement on a copy: ships and what they carry arrive, the state given is unchanged', () => {
  const s = fromRift();
  const before = structuredClone(s);
  const r = previewMove(s, 0, [
    { from: key(0), ships: { carrier: 1 }, transport: [{ system: key(0), units: { infantry: 2 } }] },
  ]);
  expect(r.ok && unitsIn(r.value, key(1), 0)).toEqual({ carrier: 1, infantry: 2 });
  expect(r.ok && unitsIn(r.value, key(0), 0)).toEqual({});
  expect(s).toEqual(before);
});

test('41.2 previewMove rolls no gravity rift die (it would show dice not rolled yet): the generator is untouched', () => {
  const s = fromRift();
  const r = previewMove(s, 0, [{ from: key(0), ships: { carrier: 1 } }]);
  expect(r.ok && r.value.rng).toEqual(s.rng);
});

test('58.4 previewMove refuses a movement as the movement step would', () => {
  const s = fromRift();
  expect(previewMove(s, 0, [{ from: key(0), ships: { dreadnought: 1 } }])).toMatchObject({
    ok: false,
    error: { code: 'movement/not-enough-ships' },
  });
});
