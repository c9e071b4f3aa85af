import { expect, test } from 'vitest';
import {
  ACTIVE,
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
} from '../testing/combat-scenario';
import { groundCombatResult } from './combat-record';
import { GROUND_COMBAT_STEP } from './ground-combat';

const ON = { system: ACTIVE, planet: 'wellon' };

/** Wellon (tile 19) held by seat 1; seat 0 (active) has landed there. */
function invaded(attacker: Record<string, number>, defender: Record<string, number>) {
  const s = combatGame({ active: '19' });
  s.board.systems[ACTIVE]!.planets.wellon!.owner = 1;
  put(s, 0, attacker, { planet: 'wellon' });
  put(s, 1, defender, { planet: 'wellon' });
  return s;
}

test('42.1 each ground force rolls one combat die, the attacker first; 42.4c the side with ground forces left wins', () => {
  const s = invaded({ infantry: 3 }, { infantry: 2, pds: 1 });
  loaded(s, 0, 'combat', true);
  loaded(s, 1, 'combat', false);
  const r = runFrom(s, GROUND_COMBAT_STEP, ON);
  expect(eventsOf(r, 'combat-started')).toEqual([
    { type: 'combat-started', combat: 'ground', system: ACTIVE, planet: 'wellon', attacker: 0, defender: 1 },
  ]);
  expect(eventsOf(r, 'dice-rolled').map((e) => [e.seat, e.dice.length, e.dice[0]!.hitsOn])).toEqual([
    [0, 3, 8],
    [1, 2, 7],
  ]); // Sol's Spec Ops hit on 7
  expect(eventsOf(r, 'units-destroyed')).toEqual([
    {
      type: 'units-destroyed',
      seat: 1,
      system: ACTIVE,
      planet: 'wellon',
      unit: 'infantry',
      count: 2,
      cause: 'ground-combat',
    },
  ]);
  expect(groundCombatResult(r.state, 'wellon')).toEqual({ attacker: 0, defender: 1, winner: 0, loser: 1, rounds: 1 });
  expect(planetUnits(r.state, 'wellon', 1)?.counts).toEqual({ pds: 1 }); // structures are not ground forces (43)
});

test('42.3 rounds continue while both players have ground forces; 42.4d no one left is a draw', () => {
  const s = invaded({ infantry: 2 }, { infantry: 2 });
  loaded(s, 0, 'combat', true, 'infantry');
  loaded(s, 1, 'combat', true, 'infantry');
  const r = runFrom(s, GROUND_COMBAT_STEP, ON);
  expect(groundCombatResult(r.state, 'wellon')).toMatchObject({ winner: null, loser: null, rounds: 1 });
  const t = invaded({ infantry: 3 }, { mech: 1 });
  loaded(t, 0, 'combat', false);
  loaded(t, 1, 'combat', true);
  const u = settle(runFrom(t, GROUND_COMBAT_STEP, ON));
  expect(eventsOf(u, 'combat-round-started').map((e) => e.round)).toEqual([1, 2, 3]);
  expect(groundCombatResult(u.state, 'wellon')).toMatchObject({ winner: 1, rounds: 3 });
});

test('42.2 each player assigns hits to their own ground forces; 87 mechs may sustain damage', () => {
  const s = invaded({ infantry: 1, mech: 1 }, { infantry: 1 });
  loaded(s, 0, 'combat', false);
  loaded(s, 1, 'combat', true);
  let r = runFrom(s, GROUND_COMBAT_STEP, ON);
  expect(decisionOf(r.state)).toMatchObject({
    kind: 'assign-hits',
    cause: 'ground-combat',
    planet: 'wellon',
    waitingOn: [0],
    hits: { 0: { count: 1, eligible: ['infantry', 'mech'] } },
  });
  r = answer(r, 0, { type: 'assign-hits', sustain: { mech: 1 }, destroy: {} });
  expect(eventsOf(r, 'units-sustained-damage')).toEqual([
    { type: 'units-sustained-damage', seat: 0, system: ACTIVE, planet: 'wellon', unit: 'mech', count: 1 },
  ]);
});

test('42 there is no ground combat when the other player has no ground forces on the planet', () => {
  const s = invaded({ infantry: 1 }, { pds: 1, 'space-dock': 1 });
  const r = runFrom(s, GROUND_COMBAT_STEP, ON);
  expect(r.events).toEqual([]);
  expect(groundCombatResult(r.state, 'wellon')).toBeUndefined();
});

test('42.4a Magen Defense Grid Ω: at the start of a ground combat on a planet with their structure, the defender may produce 1 hit', () => {
  const s = give(invaded({ infantry: 2, mech: 1 }, { infantry: 1, pds: 1 }), 1, 'md');
  loaded(s, 0, 'combat', false);
  loaded(s, 1, 'combat', true);
  let r = runFrom(s, GROUND_COMBAT_STEP, ON);
  expect(decisionOf(r.state)).toMatchObject({ kind: 'choice', choice: 'combat/magen-defense-grid', waitingOn: [1] });
  r = settle(answer(r, 1, { type: 'choose', option: 'hit:infantry' }));
  expect(eventsOf(r, 'units-destroyed')[0]).toMatchObject({ seat: 0, unit: 'infantry', count: 1, cause: 'ability' });
  expect(eventsOf(r, 'dice-rolled')[0]!.dice).toHaveLength(2); // the combat goes on with what is left
});

test('42.4 FAQ (applied to ground combat): when neither side can ever win, the attacker loses their ground forces there', () => {
  const s = invaded({ infantry: 2 }, { infantry: 1 });
  loaded(s, 0, 'combat', false);
  loaded(s, 1, 'combat', false);
  const r = runFrom(s, GROUND_COMBAT_STEP, ON);
  expect(eventsOf(r, 'dice-rolled')).toEqual([]);
  expect(eventsOf(r, 'units-destroyed')).toEqual([
    {
      type: 'units-destroyed',
      seat: 0,
      system: ACTIVE,
      planet: 'wellon',
      unit: 'infantry',
      count: 2,
      cause: 'ground-combat',
    },
  ]);
  expect(groundCombatResult(r.state, 'wellon')).toMatchObject({ winner: 1, rounds: 0 });
});

test('42 / 87 Sardakk mech: sustaining the Magen Defense Grid hit before the first round also produces its 1 hit', () => {
  const s = give(invaded({ mech: 1 }, { infantry: 2, pds: 1 }), 1, 'md');
  s.players[0]!.faction = 'sardakk';
  loaded(s, 0, 'combat', true);
  loaded(s, 1, 'combat', false);
  let r = runFrom(s, GROUND_COMBAT_STEP, ON);
  r = answer(r, 1, { type: 'choose', option: 'hit:mech' });
  expect(decisionOf(r.state)).toMatchObject({ kind: 'assign-hits', cause: 'ability', waitingOn: [0] });
  r = settle(answer(r, 0, { type: 'assign-hits', sustain: { mech: 1 }, destroy: {} }));
  // The mech's hit comes before any combat roll; the mech then rolls for the one infantry left.
  const destroyed = r.events
    .filter((e) => e.type === 'units-destroyed' || e.type === 'dice-rolled')
    .map((e) => (e.type === 'units-destroyed' ? [e.type, e.seat, e.unit, e.count] : [e.type, e.seat]));
  expect(destroyed).toEqual([
    ['units-destroyed', 1, 'infantry', 1],
    ['dice-rolled', 0],
    ['dice-rolled', 1],
    ['units-destroyed', 1, 'infantry', 1],
  ]);
  expect(groundCombatResult(r.state, 'wellon')).toMatchObject({ winner: 0, rounds: 1 });
});
