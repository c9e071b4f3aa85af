// The Sardakk N'orr: Unrelenting, Valkyrie Particle Weave (the flagship is tested in engine/combat/faction-units.test.ts, the mech in
// engine/combat/ground-combat.test.ts).
import { expect, test } from 'vitest';
import { GROUND_COMBAT_STEP } from '../combat/ground-combat';
import type { GameState } from '../core/state';
import { ACTIVE, combatGame, eventsOf, loaded, put, runFrom, settle } from '../testing/combat-scenario';

test('Unrelenting (Sardakk) 56.2 every combat roll of their units gets +1, in space and in ground combat', () => {
  const space = put(put(combatGame({ factions: ['sardakk', 'sol', 'letnev'] }), 0, { cruiser: 1 }), 1, { cruiser: 1 });
  const rolled = eventsOf(settle(runFrom(space, 'tactical/space-combat')), 'dice-rolled');
  expect(rolled.filter((e) => e.seat === 0).every((e) => e.dice.every((d) => d.modifier === 1))).toBe(true);
  expect(rolled.filter((e) => e.seat === 1).every((e) => e.dice.every((d) => d.modifier === 0))).toBe(true);
  expect(rolled.flatMap((e) => e.dice).every((d) => d.hit === d.result + d.modifier >= d.hitsOn)).toBe(true);

  const ground = combatGame({ active: '19', factions: ['sol', 'sardakk', 'letnev'] });
  ground.board.systems[ACTIVE]!.planets.wellon!.owner = 1;
  put(ground, 0, { infantry: 2 }, { planet: 'wellon' });
  put(ground, 1, { infantry: 2 }, { planet: 'wellon' });
  const first = eventsOf(runFrom(ground, GROUND_COMBAT_STEP, { system: ACTIVE, planet: 'wellon' }), 'dice-rolled');
  expect(first.slice(0, 2).map((e) => [e.seat, e.dice.map((d) => d.modifier)])).toEqual([
    [0, [0, 0]],
    [1, [1, 1]],
  ]);
});

test('Unrelenting (Sardakk) 10.1c it does not modify anti-fighter barrage, which is not a combat roll', () => {
  const s = put(put(combatGame({ factions: ['sardakk', 'sol', 'letnev'] }), 0, { destroyer: 1 }), 1, { fighter: 2 });
  const barrage = eventsOf(settle(runFrom(s, 'tactical/space-combat')), 'dice-rolled').filter(
    (e) => e.roll === 'anti-fighter-barrage',
  );
  expect(barrage.length).toBeGreaterThan(0);
  expect(barrage.every((e) => e.dice.every((d) => d.modifier === 0))).toBe(true);
});

/** Wellon held by the Sardakk (seat 1, with Valkyrie Particle Weave) against 2 Sol infantry (seat 0, attacking). */
function valkyrieGame(solHits: boolean): GameState {
  const s = combatGame({ active: '19', factions: ['sol', 'sardakk', 'letnev'] });
  s.board.systems[ACTIVE]!.planets.wellon!.owner = 1;
  s.players[1]!.technologies.push('vpw');
  put(s, 0, { infantry: 2 }, { planet: 'wellon' });
  put(s, 1, { infantry: 3 }, { planet: 'wellon' });
  loaded(s, 0, 'combat', solHits);
  loaded(s, 1, 'combat', false);
  return s;
}

test('Valkyrie Particle Weave (Sardakk) 42.1 in a ground combat round where the opponent hits, 1 hit more', () => {
  const r = runFrom(valkyrieGame(true), GROUND_COMBAT_STEP, { system: ACTIVE, planet: 'wellon' });
  // Round 1: the Sol's 2 hits destroy 2 Sardakk infantry; the Sardakk dice all miss, yet 1 Sol infantry is destroyed.
  expect(eventsOf(r, 'ability-used')[0]).toEqual({ type: 'ability-used', seat: 1, ability: 'vpw', window: null });
  expect(
    eventsOf(r, 'units-destroyed')
      .slice(0, 2)
      .map((e) => [e.seat, e.unit, e.count]),
  ).toEqual([
    [0, 'infantry', 1],
    [1, 'infantry', 2],
  ]);
});

test('Valkyrie Particle Weave (Sardakk) 42.1 no hit from the opponent, no extra hit; nothing in space combat', () => {
  const r = runFrom(valkyrieGame(false), GROUND_COMBAT_STEP, { system: ACTIVE, planet: 'wellon' });
  expect(eventsOf(r, 'ability-used').filter((e) => e.ability === 'vpw')).toEqual([]);
  const space = put(put(combatGame({ factions: ['sol', 'sardakk', 'letnev'] }), 0, { cruiser: 1 }), 1, { cruiser: 2 });
  space.players[1]!.technologies.push('vpw');
  loaded(space, 0, 'combat', true);
  loaded(space, 1, 'combat', false);
  const fought = settle(runFrom(space, 'tactical/space-combat'));
  expect(eventsOf(fought, 'ability-used').filter((e) => e.ability === 'vpw')).toEqual([]);
});
