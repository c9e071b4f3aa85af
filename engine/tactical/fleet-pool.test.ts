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
  tacticalGame,
  topDecision,
  unitsIn,
  withPools,
} from '../testing/tactical-scenario';
import { fleetPoolCount, fleetPoolExcess } from './fleet-pool';

/** Wellon – empty – Vefut II – empty, in a row; seat 0 to act with 3 tokens in its fleet pool. */
const row = () => tacticalGame({ tiles: line('19', '47', '20', '48') });
const fleetRemovals = (events: GameEvent[]) =>
  events.flatMap((e) => (e.type === 'units-removed' && e.reason === 'fleet-pool' ? [[e.system, e.unit, e.count]] : []));

test('37.1 the fleet pool limits the non-fighter ships a player has in a system', () => {
  const s = placeUnits(row(), key(1), 0, { cruiser: 2, carrier: 2, fighter: 5, infantry: 2 });
  expect(fleetPoolCount(s, 0, key(1))).toBe(4);
  expect(fleetPoolExcess(s, 0, key(1))).toBe(1);
});

test('37.3 ships over the fleet pool after movement are removed: with one kind there is nothing to choose', () => {
  let s = placeUnits(row(), key(1), 0, { cruiser: 4 });
  s = activate(s, key(2));
  const r = move(s, [{ from: key(1), ships: { cruiser: 4 } }]);
  expect(unitsIn(r.state, key(2), 0)).toEqual({ cruiser: 3 });
  expect(fleetRemovals(r.events)).toEqual([[key(2), 'cruiser', 1]]);
});

test('37.3 the player chooses which excess ships to remove', () => {
  let s = placeUnits(row(), key(2), 0, { cruiser: 2 });
  s = activate(placeUnits(s, key(1), 0, { destroyer: 2 }), key(2));
  let after = play(s, 0, { type: 'move-ships', moves: [{ from: key(1), ships: { destroyer: 2 } }] });
  expect(topDecision(after)).toMatchObject({ kind: 'choice', choice: 'fleet-pool/remove', waitingOn: [0] });
  expect(options(after, 0).map((o) => o.command)).toEqual([
    { type: 'choose', option: 'cruiser' },
    { type: 'choose', option: 'destroyer' },
  ]);
  after = play(after, 0, { type: 'choose', option: 'destroyer' });
  expect(unitsIn(after, key(2), 0)).toEqual({ cruiser: 2, destroyer: 1 });
});

test('76.2a fighters do not count toward the fleet pool, 37.1a nor do transported units', () => {
  let s = placeUnits(row(), key(2), 0, { cruiser: 2 });
  s = activate(placeUnits(s, key(1), 0, { carrier: 1, fighter: 2, infantry: 2 }), key(2));
  const r = move(s, [
    { from: key(1), ships: { carrier: 1 }, transport: [{ system: key(1), units: { fighter: 2, infantry: 2 } }] },
  ]);
  expect(unitsIn(r.state, key(2), 0)).toEqual({ cruiser: 2, carrier: 1, fighter: 2, infantry: 2 });
  expect(fleetRemovals(r.events)).toEqual([]);
});

test('37.1b ships moving through a system do not count against the fleet pool there', () => {
  let s = withPools(row(), 0, { fleet: 2 });
  s = placeUnits(placeUnits(s, key(0), 0, { cruiser: 1 }), key(1), 0, { destroyer: 2 });
  s = activate(s, key(2));
  const r = move(s, [{ from: key(0), ships: { cruiser: 1 }, path: [key(1), key(2)] }]);
  expect(unitsIn(r.state, key(1), 0)).toEqual({ destroyer: 2 });
  expect(unitsIn(r.state, key(2), 0)).toEqual({ cruiser: 1 });
});

test('76.2 a player may have as many ships in a system as tokens in the fleet pool', () => {
  let s = placeUnits(row(), key(1), 0, { destroyer: 3 });
  s = activate(s, key(2));
  expect(unitsIn(move(s, [{ from: key(1), ships: { destroyer: 3 } }]).state, key(2), 0)).toEqual({ destroyer: 3 });
});
