import { expect, test } from 'vitest';
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
} from '../testing/tactical-scenario';
import {
  answer,
  choose,
  decisionOf,
  give,
  invasionGame,
  loaded,
  own,
  passWindows,
  planetUnits,
  put,
  runInvasion,
} from '../testing/invasion-scenario';

test('95.4 transported ground forces stay in space through movement and land on a planet in the invasion step', () => {
  let s = tacticalGame({ tiles: line('47', '19') });
  s = activate(placeUnits(s, key(0), 0, { carrier: 1, infantry: 2 }), key(1));
  const moved = move(s, [
    { from: key(0), ships: { carrier: 1 }, transport: [{ system: key(0), units: { infantry: 2 } }] },
  ]);
  expect(unitsIn(moved.state, key(1), 0)).toEqual({ carrier: 1, infantry: 2 });
  expect(topDecision(moved.state)).toMatchObject({ kind: 'commit-ground-forces', waitingOn: [0] });
  const landed = play(moved.state, 0, {
    type: 'commit-ground-forces',
    landings: [{ planet: 'wellon', units: { infantry: 2 } }],
  });
  expect(unitsIn(landed, key(1), 0, 'wellon')).toEqual({ infantry: 2 });
  expect(unitsIn(landed, key(1), 0)).toEqual({ carrier: 1 });
});

test("65.1 a Planetary Shield does not stop X-89 Bacterial Weapon: after a war sun's bombardment, all infantry may go", () => {
  // Starpoint holds seat 1's PDS (Planetary Shield) and infantry; seat 0's war sun ignores the shield (65.3).
  const s = give(own(put(invasionGame(), 0, { 'war-sun': 1 }), 1, 'starpoint'), 0, 'ws', 'x89');
  put(s, 1, { infantry: 4, pds: 1 }, { planet: 'starpoint' });
  loaded(s, 0, 'bombardment', true);
  let r = passWindows(runInvasion(s));
  r = passWindows(answer(r, 0, { type: 'bombard', targets: [{ planet: 'starpoint', unit: 'war-sun', count: 1 }] }));
  // Three dice, three hits: only infantry can take them, so three of the four are destroyed at once.
  expect(planetUnits(r.state, 'starpoint', 1)!.counts).toEqual({ infantry: 1, pds: 1 });
  expect(decisionOf(r.state)).toMatchObject({ choice: 'invasion/x89', waitingOn: [0] });
  r = choose(r, 'destroy');
  expect(planetUnits(r.state, 'starpoint', 1)!.counts).toEqual({ pds: 1 });
});
