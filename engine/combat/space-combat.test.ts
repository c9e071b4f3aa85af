import { expect, test } from 'vitest';
import {
  ACTIVE,
  answer,
  combatGame,
  decisionOf,
  eventsOf,
  give,
  loaded,
  put,
  runFrom,
  settle,
  spaceOf,
} from '../testing/combat-scenario';
import { spaceCombatResult } from './combat-record';

test('78.1 there is no space combat when only the active player has ships in the system', () => {
  const s = put(combatGame(), 0, { cruiser: 1 });
  put(s, 1, { infantry: 2 }); // ground forces in space are not ships
  const r = runFrom(s, 'tactical/space-combat');
  expect(eventsOf(r, 'combat-started')).toEqual([]);
  expect(r.state.stack).toEqual([]);
});

test('78.5 every ship rolls its combat dice, the attacker first (78.5f); 18.2 a war sun rolls three', () => {
  const s = put(put(combatGame(), 0, { cruiser: 2 }), 1, { 'war-sun': 1 });
  loaded(s, 0, 'combat', false);
  loaded(s, 1, 'combat', true);
  const r = runFrom(s, 'tactical/space-combat');
  const rolls = eventsOf(r, 'dice-rolled');
  expect(rolls.map((e) => [e.seat, e.roll, e.dice.length])).toEqual([
    [0, 'combat', 2],
    [1, 'combat', 3],
  ]);
  expect(rolls[1]!.dice[0]).toMatchObject({ unit: 'war-sun', hitsOn: 3, modifier: 10, hit: true });
  expect(rolls[0]!.dice[0]).toMatchObject({ unit: 'cruiser', hitsOn: 7, modifier: -10, hit: false });
  expect(spaceOf(r.state, 0)).toBeUndefined();
  expect(spaceCombatResult(r.state)).toEqual({ attacker: 0, defender: 1, winner: 1, loser: 0, rounds: 1 });
});

test('78.6 both players assign the hits against their own ships at once', () => {
  const s = put(put(combatGame(), 0, { dreadnought: 1, cruiser: 1 }), 1, { dreadnought: 1, carrier: 1 });
  loaded(s, 0, 'combat', true);
  loaded(s, 1, 'combat', true);
  let r = runFrom(s, 'tactical/space-combat');
  expect(decisionOf(r.state)).toMatchObject({
    kind: 'assign-hits',
    cause: 'space-combat',
    waitingOn: [0, 1],
    hits: { 0: { count: 2 }, 1: { count: 2 } },
  });
  r = answer(r, 1, { type: 'assign-hits', sustain: { dreadnought: 1 }, destroy: { carrier: 1 } });
  expect(spaceOf(r.state, 1)?.counts).toEqual({ dreadnought: 1, carrier: 1 }); // applied when both have answered
  r = answer(r, 0, { type: 'assign-hits', sustain: { dreadnought: 1 }, destroy: { cruiser: 1 } });
  expect(eventsOf(r, 'units-sustained-damage').map((e) => [e.seat, e.unit])).toEqual([
    [0, 'dreadnought'],
    [1, 'dreadnought'],
  ]);
  // Round 1's assignments, then round 2 destroys both damaged dreadnoughts (no choice left).
  expect(eventsOf(r, 'units-destroyed').map((e) => [e.seat, e.unit, e.cause])).toEqual([
    [0, 'cruiser', 'space-combat'],
    [1, 'carrier', 'space-combat'],
    [0, 'dreadnought', 'space-combat'],
    [1, 'dreadnought', 'space-combat'],
  ]);
});

test('78.8 another round follows while both players have ships; 87.2 a damaged ship fights on', () => {
  const s = put(put(combatGame(), 0, { dreadnought: 1 }), 1, { dreadnought: 1 });
  loaded(s, 0, 'combat', true);
  loaded(s, 1, 'combat', true);
  const r = settle(runFrom(s, 'tactical/space-combat'));
  expect(eventsOf(r, 'combat-round-started').map((e) => e.round)).toEqual([1, 2]);
  expect(eventsOf(r, 'dice-rolled').filter((e) => e.roll === 'combat')).toHaveLength(4);
  expect(eventsOf(r, 'combat-ended')).toEqual([
    { type: 'combat-ended', combat: 'space', system: ACTIVE, planet: null, winner: null, loser: null },
  ]);
});

test('78.10 when neither player has ships left the combat is a draw', () => {
  const s = put(put(combatGame(), 0, { cruiser: 1 }), 1, { cruiser: 1 });
  loaded(s, 0, 'combat', true);
  loaded(s, 1, 'combat', true);
  const r = runFrom(s, 'tactical/space-combat');
  expect(spaceCombatResult(r.state)).toMatchObject({ winner: null, loser: null, rounds: 1 });
});

test('78.3 anti-fighter barrage happens in the first round only; 10.2 each hit destroys a fighter', () => {
  const s = put(put(combatGame(), 0, { destroyer: 1, dreadnought: 1 }), 1, { fighter: 3, dreadnought: 1 });
  loaded(s, 0, 'anti-fighter-barrage', true);
  loaded(s, 0, 'combat', false);
  loaded(s, 1, 'combat', true);
  const r = settle(runFrom(s, 'tactical/space-combat'));
  const barrage = eventsOf(r, 'dice-rolled').filter((e) => e.roll === 'anti-fighter-barrage');
  expect(barrage).toHaveLength(1);
  expect(barrage[0]!.dice).toHaveLength(2);
  expect(eventsOf(r, 'units-destroyed')[0]).toMatchObject({
    seat: 1,
    unit: 'fighter',
    count: 2,
    cause: 'anti-fighter-barrage',
  });
  expect(eventsOf(r, 'combat-round-started')).toHaveLength(2);
  expect(spaceOf(r.state, 1)?.counts).toEqual({ fighter: 1, dreadnought: 1 });
});

test('10.1c combat roll modifiers do not touch anti-fighter barrage; 10.2a excess hits have no effect', () => {
  const s = put(put(combatGame(), 0, { destroyer: 2 }), 1, { fighter: 1, cruiser: 1 });
  loaded(s, 0, 'combat', true);
  loaded(s, 1, 'combat', false);
  const r = runFrom(s, 'tactical/space-combat');
  const barrage = eventsOf(r, 'dice-rolled').find((e) => e.roll === 'anti-fighter-barrage')!;
  expect(barrage.dice.every((d) => d.modifier === 0)).toBe(true);
  const destroyedFighters = eventsOf(r, 'units-destroyed').filter(
    (e) => e.unit === 'fighter' && e.cause === 'anti-fighter-barrage',
  );
  expect(destroyedFighters.reduce((n, e) => n + e.count, 0)).toBe(
    Math.min(1, barrage.dice.filter((d) => d.hit).length),
  );
});

test('78.3a the combat ends at once if the barrage leaves a player without ships', () => {
  const s = put(put(combatGame(), 0, { destroyer: 1 }), 1, { fighter: 1 });
  loaded(s, 0, 'anti-fighter-barrage', true);
  const r = runFrom(s, 'tactical/space-combat');
  expect(eventsOf(r, 'dice-rolled').map((e) => e.roll)).toEqual(['anti-fighter-barrage']);
  expect(spaceCombatResult(r.state)).toMatchObject({ winner: 0, loser: 1, rounds: 1 });
});

test('59.3 in a nebula the defender applies +1 to each combat roll', () => {
  const s = put(put(combatGame({ active: '42' }), 0, { cruiser: 1 }), 1, { cruiser: 1 });
  const r = settle(runFrom(s, 'tactical/space-combat'));
  const rolls = eventsOf(r, 'dice-rolled');
  expect(rolls.filter((e) => e.seat === 1).every((e) => e.dice.every((d) => d.modifier === 1))).toBe(true);
  expect(rolls.filter((e) => e.seat === 0).every((e) => e.dice.every((d) => d.modifier === 0))).toBe(true);
});

test('78.10a / 16.3c after the combat the winner removes fighters beyond the capacity of their ships', () => {
  const s = put(put(combatGame(), 0, { carrier: 1, cruiser: 1, fighter: 4 }), 1, { cruiser: 2 });
  loaded(s, 0, 'combat', true);
  loaded(s, 1, 'combat', true);
  let r = runFrom(s, 'tactical/space-combat');
  r = answer(r, 0, { type: 'assign-hits', sustain: {}, destroy: { carrier: 1, cruiser: 1 } });
  expect(spaceCombatResult(r.state)).toMatchObject({ winner: 0 });
  expect(eventsOf(r, 'units-removed')).toEqual([
    { type: 'units-removed', seat: 0, system: ACTIVE, planet: null, unit: 'fighter', count: 4, reason: 'capacity' },
  ]);
  expect(spaceOf(r.state, 0)).toBeUndefined();
});

test('87.3 the Letnev flagship (Arc Secundus) is repaired by its own ability: it is repaired at the start of every space combat round', () => {
  const s = put(put(combatGame(), 0, { flagship: 1 }, { damaged: { flagship: 1 } }), 1, { cruiser: 1 });
  loaded(s, 0, 'combat', true);
  loaded(s, 1, 'combat', false);
  const r = runFrom(s, 'tactical/space-combat');
  expect(eventsOf(r, 'units-repaired')).toEqual([
    {
      type: 'units-repaired',
      seat: 0,
      system: ACTIVE,
      planet: null,
      unit: 'flagship',
      count: 1,
      cause: 'letnev_flagship',
    },
  ]);
  expect(spaceOf(r.state, 0)).toEqual({ counts: { flagship: 1 }, damaged: {} });
});

test('31.1 [0.0.1] (L1Z1X flagship): hits from it and from dreadnoughts must go to non-fighter ships', () => {
  const s = put(combatGame(), 2, { flagship: 1, dreadnought: 1, fighter: 1 });
  put(s, 0, { dreadnought: 2, fighter: 3 });
  loaded(s, 2, 'combat', true);
  loaded(s, 0, 'combat', false);
  const r = runFrom(s, 'tactical/space-combat');
  expect(decisionOf(r.state)).toMatchObject({ kind: 'assign-hits', hits: { 0: { count: 4, restricted: 3 } } });
  expect(() => answer(r, 0, { type: 'assign-hits', sustain: { dreadnought: 2 }, destroy: { fighter: 2 } })).toThrow(
    /non-fighter/,
  );
  const ok = answer(r, 0, {
    type: 'assign-hits',
    sustain: { dreadnought: 2 },
    destroy: { dreadnought: 1, fighter: 1 },
  });
  expect(
    eventsOf(ok, 'units-destroyed')
      .slice(0, 2)
      .map((e) => [e.seat, e.unit, e.count]),
  ).toEqual([
    [0, 'dreadnought', 1],
    [0, 'fighter', 1],
  ]);
});

test('78.2 Assault Cannon: with 3 non-fighter ships there, the opponent destroys one non-fighter ship at the start (87.5: no sustain)', () => {
  const s = give(put(put(combatGame(), 0, { cruiser: 3 }), 1, { dreadnought: 1, carrier: 1, fighter: 2 }), 0, 'asc');
  loaded(s, 0, 'combat', false);
  loaded(s, 1, 'combat', false);
  let r = runFrom(s, 'tactical/space-combat');
  const d = decisionOf(r.state);
  expect(d).toMatchObject({
    kind: 'assign-hits',
    cause: 'ability',
    waitingOn: [1],
    hits: { 1: { count: 1, sustain: false } },
  });
  expect(eventsOf(r, 'dice-rolled')).toEqual([]);
  r = answer(r, 1, { type: 'assign-hits', sustain: {}, destroy: { carrier: 1 } });
  expect(eventsOf(r, 'units-destroyed')[0]).toMatchObject({ seat: 1, unit: 'carrier', cause: 'ability' });
});

test('87.3 Duranium Armor: after hits each round, repair 1 damaged unit that did not use sustain damage this round', () => {
  const s = give(
    put(put(combatGame(), 0, { dreadnought: 1, cruiser: 1 }, { damaged: { dreadnought: 1 } }), 1, { cruiser: 1 }),
    0,
    'da',
  );
  loaded(s, 0, 'combat', true);
  loaded(s, 1, 'combat', false);
  const r = runFrom(s, 'tactical/space-combat');
  expect(eventsOf(r, 'units-repaired')).toEqual([
    { type: 'units-repaired', seat: 0, system: ACTIVE, planet: null, unit: 'dreadnought', count: 1, cause: 'da' },
  ]);

  const t = give(put(put(combatGame(), 0, { dreadnought: 1 }), 1, { cruiser: 1, destroyer: 1 }), 0, 'da');
  loaded(t, 0, 'combat', true);
  loaded(t, 1, 'combat', true, 'cruiser');
  loaded(t, 1, 'combat', false, 'destroyer');
  let u = runFrom(t, 'tactical/space-combat');
  u = settle(u);
  expect(eventsOf(u, 'units-sustained-damage')).toHaveLength(1);
  expect(eventsOf(u, 'units-repaired').filter((e) => e.cause === 'da')).toEqual([]);
});

test('78.9 FAQ: when neither side can ever win, the attacker must retreat — or, unable to, loses their ships in the combat', () => {
  const s = give(give(put(put(combatGame(), 0, { flagship: 1 }), 1, { dreadnought: 2 }), 0, 'nes'), 1, 'nes', 'da');
  const r = runFrom(s, 'tactical/space-combat');
  expect(eventsOf(r, 'units-destroyed')).toEqual([
    {
      type: 'units-destroyed',
      seat: 0,
      system: ACTIVE,
      planet: null,
      unit: 'flagship',
      count: 1,
      cause: 'space-combat',
    },
  ]);
  expect(spaceCombatResult(r.state)).toMatchObject({ winner: 1 });

  const t = put(structuredClone(s), 0, { carrier: 1 }, { system: '0,-1' });
  const u = settle(runFrom(t, 'tactical/space-combat'));
  expect(eventsOf(u, 'retreat-announced')).toEqual([
    { type: 'retreat-announced', seat: 0, system: ACTIVE, forced: true },
  ]);
  expect(spaceOf(u.state, 0, '0,-1')?.counts).toEqual({ carrier: 1, flagship: 1 });
  expect(spaceCombatResult(u.state)).toMatchObject({ winner: 1, loser: 0 });
});
