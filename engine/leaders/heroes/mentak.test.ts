import { expect, test } from 'vitest';
import {
  answer,
  combatGame,
  decisionOf,
  eventsOf,
  loaded,
  put,
  runFrom,
  settle,
  spaceOf,
} from '../../testing/combat-scenario';
import { refuse } from '../../testing/scenario';
import { heroGame, scoreThree } from './hero-kit';

/** Mentak (seat 0, active) with 2 dreadnoughts that always hit against a Sol cruiser and destroyer that always miss. */
function battle(hero: 'locked' | 'unlocked') {
  const s = combatGame({ factions: ['mentak', 'sol', 'l1z1x'] });
  s.players.forEach((p, i) => (p.strategyCards = [['leadership', 'diplomacy', 'politics'][i]!]));
  s.players[0]!.leaders.hero = hero;
  put(s, 0, { dreadnought: 2 });
  put(s, 1, { cruiser: 1, destroyer: 1 });
  loaded(s, 0, 'combat', true);
  loaded(s, 1, 'combat', false);
  return runFrom(s, 'tactical/space-combat');
}

test('51.10 Mentak hero Ipswitch, Loose Cannon is locked until 3 scored objectives', () => {
  expect(heroGame('mentak').players[0]!.leaders.hero).toBe('locked');
  expect(scoreThree(heroGame('mentak')).players[0]!.leaders.hero).toBe('unlocked');
});

test("51.10, 51.12 Mentak hero Ipswitch, Loose Cannon: each other player's ship destroyed in the combat brings 1 of that type; purged", () => {
  let r = battle('unlocked');
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'start-of-combat', waitingOn: [0] });
  r = answer(r, 0, { type: 'use-ability', ability: 'mentakhero', targets: {} });
  expect(r.state.players[0]!.leaders.hero).toBe('purged');
  r = settle(r);
  expect(spaceOf(r.state, 1)).toBeUndefined();
  expect(spaceOf(r.state, 0)?.counts).toEqual({ dreadnought: 2, cruiser: 1, destroyer: 1 });
  const placed = eventsOf(r, 'units-placed').map((e) => `${e.seat} ${e.unit} ${e.count} ${e.cause}`);
  expect(placed.sort()).toEqual(['0 cruiser 1 mentakhero', '0 destroyer 1 mentakhero']);
});

test('51.10 Mentak hero Ipswitch, Loose Cannon: locked, it is not asked, using it is refused and nothing is rebuilt', () => {
  const r = battle('locked');
  expect(decisionOf(r.state)).not.toMatchObject({ window: 'start-of-combat' });
  expect(refuse(r.state, 0, { type: 'use-ability', ability: 'mentakhero', targets: {} }).code).toMatch(/^flow\//);
  const done = settle(r);
  expect(spaceOf(done.state, 0)?.counts).toEqual({ dreadnought: 2 });
  expect(eventsOf(done, 'units-placed')).toEqual([]);
});
