import { expect, test } from 'vitest';
import { groundOddsInput, spaceOddsInput } from '../odds/from-state';
import { ACTIVE, combatGame, eventsOf, put, runFrom } from '../testing/combat-scenario';
import { ask } from '../effects';
import { fragileModifier } from './jolnar.effects';
import { GROUND_COMBAT_STEP } from '../combat/ground-combat';

const ON = { system: ACTIVE, planet: 'wellon' };

/** Wellon (tile 19) held by seat 1 (Sol); the Jol-Nar (seat 0) attack it with these ground forces. */
function jolnarInvades(attacker: Record<string, number>, opts: { articles?: boolean } = {}) {
  const s = combatGame({ active: '19', factions: ['jolnar', 'sol', 'letnev'] });
  s.board.systems[ACTIVE]!.planets.wellon!.owner = 1;
  put(s, 0, attacker, { planet: 'wellon' });
  put(s, 1, { infantry: 1 }, { planet: 'wellon' });
  if (opts.articles) s.laws.push({ id: 'articles-of-war', electedTarget: null });
  return s;
}

const modifiers = (dice: readonly { unit: string; modifier: number }[]) => dice.map((d) => [d.unit, d.modifier]);

test("56.2 FRAGILE: each Jol-Nar combat roll gets -1 in space combat; the opponent's do not", () => {
  const s = put(put(combatGame({ factions: ['jolnar', 'sol', 'letnev'] }), 0, { cruiser: 1, fighter: 1 }), 1, {
    cruiser: 1,
  });
  // The first round's two rolls (how many rounds follow depends on the dice).
  const rolls = eventsOf(runFrom(s, 'tactical/space-combat'), 'dice-rolled').slice(0, 2);
  expect(rolls.map((e) => [e.seat, modifiers(e.dice)])).toEqual([
    [
      0,
      [
        ['cruiser', -1],
        ['fighter', -1],
      ],
    ],
    [1, [['cruiser', 0]]],
  ]);
  expect(rolls[0]!.dice.every((d) => d.hit === d.result - 1 >= d.hitsOn)).toBe(true);
});

test('56.2 FRAGILE applies to Jol-Nar ground combat rolls: infantry without Shield Paling get -1', () => {
  const rolls = eventsOf(runFrom(jolnarInvades({ infantry: 2 }), GROUND_COMBAT_STEP, ON), 'dice-rolled');
  expect(modifiers(rolls[0]!.dice)).toEqual([
    ['infantry', -1],
    ['infantry', -1],
  ]);
  expect(modifiers(rolls[1]!.dice)).toEqual([['infantry', 0]]);
});

test("56.2 Shield Paling: FRAGILE does not affect Jol-Nar infantry on the mech's planet; the mech itself still gets -1", () => {
  const rolls = eventsOf(runFrom(jolnarInvades({ infantry: 2, mech: 1 }), GROUND_COMBAT_STEP, ON), 'dice-rolled');
  expect(modifiers(rolls[0]!.dice)).toEqual([
    ['mech', -1],
    ['infantry', 0],
    ['infantry', 0],
  ]);
  // Elsewhere (space) the mech's planet does not matter.
  expect(fragileModifier(jolnarInvades({ mech: 1 }), 0, { system: ACTIVE, planet: null }, 'infantry', ask)).toBe(-1);
});

test('56.2 Shield Paling: under Articles of War the mech has no ability, so FRAGILE affects the infantry again', () => {
  const rolls = eventsOf(
    runFrom(jolnarInvades({ infantry: 1, mech: 1 }, { articles: true }), GROUND_COMBAT_STEP, ON),
    'dice-rolled',
  );
  expect(modifiers(rolls[0]!.dice)).toEqual([
    ['mech', -1],
    ['infantry', -1],
  ]);
});

test('56.2 the odds follow FRAGILE and Shield Paling (ground forces still to land included)', () => {
  const space = put(put(combatGame({ factions: ['jolnar', 'sol', 'letnev'] }), 0, { cruiser: 2 }), 1, { cruiser: 1 });
  expect(spaceOddsInput(space, { system: ACTIVE, attacker: 0 })!.attacker.units.map((u) => u.modifier)).toEqual([-1]);
  expect(spaceOddsInput(space, { system: ACTIVE, attacker: 0 })!.defender.units.map((u) => u.modifier)).toEqual([0]);
  const ground = jolnarInvades({});
  const landing = groundOddsInput(ground, ACTIVE, 'wellon', { attacker: 0, committed: { infantry: 2, mech: 1 } })!;
  expect(landing.attacker.units.map((u) => [u.type, u.modifier])).toEqual([
    ['infantry', 0],
    ['mech', -1],
  ]);
  const bare = groundOddsInput(ground, ACTIVE, 'wellon', { attacker: 0, committed: { infantry: 2 } })!;
  expect(bare.attacker.units.map((u) => [u.type, u.modifier])).toEqual([['infantry', -1]]);
});
