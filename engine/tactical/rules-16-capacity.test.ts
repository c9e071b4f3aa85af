// Rule coverage of LRR 16.4: fighters and ground forces in a space area belong to no particular ship; they are tied
// to a ship only while it transports them.
import { expect, test } from 'vitest';
import { activate, key, line, move, placeUnits, refuse, tacticalGame, unitsIn } from '../testing/tactical-scenario';

/** Wellon – empty – Vefut II, in a row; seat 0 to act. */
const row = () => tacticalGame({ tiles: line('19', '47', '20') });

test('16.4 fighters in a space area are no ship’s own: either of two carriers may take them all', () => {
  // Two carriers (capacity 4 each) hold 6 fighters between them; one carrier leaves with four of them.
  const s = activate(placeUnits(row(), key(1), 0, { carrier: 2, fighter: 6 }), key(2));
  const r = move(s, [{ from: key(1), ships: { carrier: 1 }, transport: [{ system: key(1), units: { fighter: 4 } }] }]);
  expect(unitsIn(r.state, key(2), 0)).toEqual({ carrier: 1, fighter: 4 });
  expect(unitsIn(r.state, key(1), 0)).toEqual({ carrier: 1, fighter: 2 });
});

test('16.4 while transported, units are tied to their ship: one carrier cannot take more than its own capacity', () => {
  const s = activate(placeUnits(row(), key(1), 0, { carrier: 2, fighter: 6 }), key(2));
  const before = structuredClone(s);
  const over = {
    type: 'move-ships' as const,
    moves: [{ from: key(1), ships: { carrier: 1 }, transport: [{ system: key(1), units: { fighter: 5 } }] }],
  };
  expect(refuse(s, 0, over)).toMatchObject({ code: 'movement/over-capacity', rule: '95' });
  expect(s).toEqual(before);
});
