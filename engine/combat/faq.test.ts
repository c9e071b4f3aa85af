// FAQ answers on combat, retreats and space cannon, each resting on the LRR rule named in its title.
import { expect, test } from 'vitest';
import {
  ACTIVE,
  AROUND,
  answer,
  combatGame,
  decisionOf,
  eventsOf,
  give,
  loaded,
  planetUnits,
  put,
  runFrom,
  settle,
  spaceOf,
} from '../testing/combat-scenario';
import { addRollModifier } from './dice';
import { retreatDestinations } from './retreat';
import { SPACE_CANNON_DEFENSE_STEP } from './space-cannon';
import { spaceCombatResult } from './combat-record';

test("78.7c FAQ: ships cannot retreat into a system with another player's ships, not even one with their own planet and units, nor with Dark Energy Tap", () => {
  const s = combatGame({ around: { 0: '19' } });
  s.board.systems[AROUND[0]!]!.planets.wellon!.owner = 0;
  put(s, 0, { infantry: 2 }, { system: AROUND[0], planet: 'wellon' });
  put(s, 0, { carrier: 1 }, { system: AROUND[0] });
  expect(retreatDestinations(s, 0, ACTIVE)).toEqual([AROUND[0]]);
  put(s, 2, { destroyer: 1 }, { system: AROUND[0] });
  expect(retreatDestinations(s, 0, ACTIVE)).toEqual([]);
  give(s, 0, 'det');
  expect(retreatDestinations(s, 0, ACTIVE)).not.toContain(AROUND[0]);
});

test('16.3c FAQ: fighters do not need capacity during a combat — they fight on after their carrier is destroyed, and are removed when it ends', () => {
  const s = combatGame({ around: { 0: '19' } });
  s.board.systems[AROUND[0]!]!.planets.wellon!.owner = 0; // seat 0 stays in the game (33.1)
  put(s, 0, { carrier: 1, destroyer: 1, fighter: 4 });
  put(s, 1, { dreadnought: 1, cruiser: 1 });
  // Round 1: seat 1 hits with everything and seat 0 misses; from round 2 on, the reverse.
  addRollModifier(s, { seat: 0, roll: 'combat', amount: -20, scope: 'round', source: 'test' });
  addRollModifier(s, { seat: 1, roll: 'combat', amount: 20, scope: 'round', source: 'test' });
  loaded(s, 0, 'combat', true);
  loaded(s, 1, 'combat', false);
  loaded(s, 0, 'anti-fighter-barrage', false);
  let r = answer(runFrom(s, 'tactical/space-combat'), 0, { type: 'choose', option: 'stay' });
  expect(decisionOf(r.state)).toMatchObject({ kind: 'assign-hits', waitingOn: [0] });
  r = answer(r, 0, { type: 'assign-hits', sustain: {}, destroy: { carrier: 1, destroyer: 1 } });
  r = settle(r);
  const rounds = eventsOf(r, 'dice-rolled')
    .filter((e) => e.roll === 'combat' && e.seat === 0)
    .map((e) => e.dice.map((d) => d.unit));
  expect(rounds).toEqual([
    ['carrier', 'destroyer', 'fighter', 'fighter', 'fighter', 'fighter'],
    ['fighter', 'fighter', 'fighter', 'fighter'],
  ]);
  expect(spaceCombatResult(r.state)).toMatchObject({ winner: 0, rounds: 2 });
  expect(eventsOf(r, 'units-removed').filter((e) => e.reason === 'capacity')).toEqual([
    { type: 'units-removed', seat: 0, system: ACTIVE, planet: null, unit: 'fighter', count: 4, reason: 'capacity' },
  ]);
  expect(spaceOf(r.state, 0)).toBeUndefined();
});

test('87.1 FAQ: a mech may use Sustain Damage against a bombardment hit', () => {
  const s = combatGame({ active: '19', factions: ['letnev', 'hacan', 'sol'] });
  s.board.systems[ACTIVE]!.planets.wellon!.owner = 1;
  put(s, 1, { mech: 1, infantry: 1 }, { planet: 'wellon' });
  let r = runFrom(s, 'invasion/bombardment-hits', { seat: 0, system: ACTIVE, planet: 'wellon', hits: 1 });
  expect(decisionOf(r.state)).toMatchObject({ kind: 'assign-hits', cause: 'bombardment', waitingOn: [1] });
  r = answer(r, 1, { type: 'assign-hits', sustain: { mech: 1 }, destroy: {} });
  expect(planetUnits(r.state, 'wellon', 1)).toEqual({ counts: { mech: 1, infantry: 1 }, damaged: { mech: 1 } });
});

test("77.5a FAQ: with none of the active player's ships in the active system, other players' space cannon offense has no target", () => {
  const s = combatGame({ active: '19' });
  s.board.systems[ACTIVE]!.planets.wellon!.owner = 1;
  put(s, 1, { pds: 2 }, { planet: 'wellon' });
  put(s, 2, { cruiser: 1 });
  const r = runFrom(s, 'tactical/space-cannon-offense');
  expect(r.state.stack).toEqual([]);
  expect(eventsOf(r, 'dice-rolled')).toEqual([]);
});

test('77.7d FAQ: a PDS II in an adjacent system does not fire during space cannon defense; one on the invaded planet does', () => {
  const s = combatGame({ active: '19', around: { 0: '20' } });
  s.board.systems[ACTIVE]!.planets.wellon!.owner = 1;
  give(s, 1, 'pds2');
  put(s, 1, { infantry: 1 }, { planet: 'wellon' });
  put(s, 1, { pds: 1 }, { system: AROUND[0], planet: 'vefutii' });
  put(s, 0, { infantry: 2 }, { planet: 'wellon' });
  expect(runFrom(s, SPACE_CANNON_DEFENSE_STEP, { system: ACTIVE, planet: 'wellon' }).state.stack).toEqual([]);
  put(s, 1, { pds: 1 }, { planet: 'wellon' });
  expect(decisionOf(runFrom(s, SPACE_CANNON_DEFENSE_STEP, { system: ACTIVE, planet: 'wellon' }).state)).toMatchObject({
    choice: 'combat/space-cannon',
    waitingOn: [1],
  });
});

test("77.7 Plasma Scoring FAQ: with PDS on two invaded planets, each planet's space cannon defense roll gets its own extra die", () => {
  const s = give(combatGame({ active: '27', factions: ['letnev', 'hacan', 'sol'] }), 1, 'ps');
  for (const planet of ['starpoint', 'newalbion']) {
    s.board.systems[ACTIVE]!.planets[planet]!.owner = 1;
    put(s, 1, { pds: 1, infantry: 1 }, { planet });
    put(s, 0, { infantry: 3 }, { planet });
  }
  loaded(s, 1, 'space-cannon', false);
  let r = answer(runFrom(s, SPACE_CANNON_DEFENSE_STEP, { system: ACTIVE, planet: 'starpoint' }), 1, {
    type: 'choose',
    option: 'fire:0',
  });
  const next = runFrom(r.state, SPACE_CANNON_DEFENSE_STEP, { system: ACTIVE, planet: 'newalbion' });
  r = answer({ state: next.state, events: [...r.events, ...next.events] }, 1, { type: 'choose', option: 'fire:0' });
  expect(eventsOf(r, 'dice-rolled').map((e) => [e.planet, e.dice.length])).toEqual([
    ['starpoint', 2],
    ['newalbion', 2],
  ]);
});
