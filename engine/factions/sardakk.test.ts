// The Sardakk N'orr: Unrelenting (the flagship is tested in engine/combat/faction-units.test.ts, the mech in
// engine/combat/ground-combat.test.ts).
import { expect, test } from 'vitest';
import { GROUND_COMBAT_STEP } from '../combat/ground-combat';
import { ACTIVE, combatGame, eventsOf, put, runFrom, settle } from '../testing/combat-scenario';

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
