import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { combatOdds } from '../odds/combat-odds';
import { groundOddsInput } from '../odds/from-state';
import { monteCarlo } from '../odds/monte-carlo';
import { GROUND_COMBAT_STEP } from './ground-combat';
import { bombardmentBlock } from '../invasion/bombardment';
import {
  ACTIVE,
  answer,
  choose,
  decisionOf,
  eventsOf,
  give,
  invasionGame,
  loaded,
  own,
  passWindows,
  planetUnits,
  put,
  runInvasion,
  settle,
  type Run,
} from '../testing/invasion-scenario';
import { groundCombatResult, groundForceTypes } from './combat-record';

/** The Hacan (seat 0) arrive at Starpoint with 2 infantry; seat 1 — the Titans unless told — holds it with 1 PDS. */
function pdsGame(defender: 'titans' | 'jolnar' = 'titans'): GameState {
  const s = invasionGame({ factions: ['hacan', defender, 'xxcha'] });
  own(own(s, 1, 'starpoint'), 1, 'newalbion'); // a planet to keep, so that losing Starpoint eliminates nobody (33)
  put(s, 1, { pds: 1 }, { planet: 'starpoint' });
  loaded(s, 1, 'space-cannon', false); // 49.3: the PDS's space cannon defense misses
  return put(s, 0, { carrier: 1, infantry: 2 });
}

const landTwo = (s: GameState): Run => {
  const r = passWindows(
    answer(passWindows(runInvasion(s)), 0, {
      type: 'commit-ground-forces',
      landings: [{ planet: 'starpoint', units: { infantry: 2 } }],
    }),
  );
  return decisionOf(r.state)?.kind === 'choice' ? passWindows(choose(r, 'fire:0')) : r;
};

test("43 / 96 a Hel-Titan is a ground force of the Titans only: a PDS of theirs counts, another player's does not", () => {
  const s = invasionGame({ factions: ['hacan', 'titans', 'xxcha'] });
  expect([groundForceTypes(s, 1), groundForceTypes(s, 0)]).toEqual([
    ['infantry', 'mech', 'pds'],
    ['infantry', 'mech'],
  ]);
  give(s, 1, 'ht2'); // Hel-Titan II
  expect(groundForceTypes(s, 1)).toContain('pds');
});

test('49.4 / 42.1 a Hel-Titan alone on its planet fights the ground combat, rolling its combat value (7)', () => {
  const s = pdsGame();
  loaded(s, 0, 'combat', false);
  loaded(s, 1, 'combat', true);
  const r = settle(landTwo(s));
  expect(eventsOf(r, 'combat-started')).toMatchObject([
    { combat: 'ground', planet: 'starpoint', attacker: 0, defender: 1 },
  ]);
  const rolled = eventsOf(r, 'dice-rolled').filter((e) => e.roll === 'combat' && e.seat === 1);
  expect(rolled[0]!.dice).toMatchObject([{ unit: 'pds', hitsOn: 7 }]);
  // 42.4c / 49.5: the Titans keep the planet and their PDS.
  expect(groundCombatResult(r.state, 'starpoint')).toMatchObject({ winner: 1, loser: 0, rounds: 2 });
  expect(r.state.board.systems[ACTIVE]!.planets.starpoint!.owner).toBe(1);
  expect(planetUnits(r.state, 'starpoint', 1)!.counts).toEqual({ pds: 1 });
});

test('42.2 / 87 ground combat hits may go to a Hel-Titan, which sustains damage; 49.5a once it is destroyed the planet is taken', () => {
  const s = put(pdsGame(), 1, { infantry: 1 }, { planet: 'starpoint' });
  loaded(s, 0, 'combat', true);
  loaded(s, 1, 'combat', false);
  let r = landTwo(s);
  expect(decisionOf(r.state)).toMatchObject({
    kind: 'assign-hits',
    cause: 'ground-combat',
    waitingOn: [1],
    hits: { 1: { count: 2, eligible: ['infantry', 'mech', 'pds'] } },
  });
  r = settle(answer(r, 1, { type: 'assign-hits', sustain: { pds: 1 }, destroy: { infantry: 1 } }));
  expect(eventsOf(r, 'units-sustained-damage')).toEqual([
    { type: 'units-sustained-damage', seat: 1, system: ACTIVE, planet: 'starpoint', unit: 'pds', count: 1 },
  ]);
  expect(eventsOf(r, 'units-destroyed')).toContainEqual({
    type: 'units-destroyed',
    seat: 1,
    system: ACTIVE,
    planet: 'starpoint',
    unit: 'pds',
    count: 1,
    cause: 'ground-combat',
  });
  expect(groundCombatResult(r.state, 'starpoint')).toMatchObject({ winner: 0, rounds: 2 });
  expect(r.state.board.systems[ACTIVE]!.planets.starpoint!.owner).toBe(0);
});

test("49.4 another player's PDS is a structure only: no ground combat, and control destroys it (49.5a)", () => {
  const r = settle(landTwo(pdsGame('jolnar')));
  expect(eventsOf(r, 'combat-started')).toEqual([]);
  expect(r.state.board.systems[ACTIVE]!.planets.starpoint!.owner).toBe(0);
  expect(planetUnits(r.state, 'starpoint', 1)).toBeUndefined();
});

test('15.2 bombardment may target a planet whose only ground force is a Hel-Titan (a war sun ignores its shield, 65.3)', () => {
  const titans = put(pdsGame(), 0, { 'war-sun': 1 });
  const jolnar = put(pdsGame('jolnar'), 0, { 'war-sun': 1 });
  expect([
    bombardmentBlock(titans, 0, ACTIVE, 'starpoint'),
    bombardmentBlock(jolnar, 0, ACTIVE, 'starpoint')?.rule,
  ]).toEqual([null, '15.2']);
  // 65: without the war sun, the Hel-Titan's Planetary Shield stops it.
  expect(bombardmentBlock(pdsGame(), 0, ACTIVE, 'starpoint')?.rule).toBe('15.1f');
});

test("42 odds count a Hel-Titan among the defender's ground forces", () => {
  const input = groundOddsInput(pdsGame(), ACTIVE, 'starpoint', {
    committed: { infantry: 2 },
    bombardment: false,
    spaceCannon: false,
  })!;
  expect(input.defender.units.map((u) => [u.type, u.count, u.stats.combat?.hitsOn])).toEqual([['pds', 1, 7]]);
  const other = groundOddsInput(pdsGame('jolnar'), ACTIVE, 'starpoint', {
    committed: { infantry: 2 },
    bombardment: false,
    spaceCannon: false,
  })!;
  expect(other.defender.units).toEqual([]);
});

test("42 odds with a Hel-Titan match the engine's own ground combat (Monte Carlo, fixed seed)", () => {
  const s = pdsGame();
  put(s, 0, { infantry: 3 }, { planet: 'starpoint' });
  put(s, 1, { infantry: 1 }, { planet: 'starpoint' });
  s.tactical!.notes = {}; // fair dice: drops the space cannon modifier the PDS game loads
  const exact = combatOdds(groundOddsInput(s, ACTIVE, 'starpoint', { bombardment: false, spaceCannon: false })!);
  const runs = 400;
  const where = { system: ACTIVE, planet: 'starpoint' };
  const mc = monteCarlo(s, [{ step: GROUND_COMBAT_STEP, args: where }], runs, { combat: 'ground', ...where }, 0, 1);
  for (const [p, q] of [
    [exact.attackerWins, mc.attackerWins],
    [exact.defenderWins, mc.defenderWins],
    [exact.draw, mc.draw],
  ] as const) {
    expect(Math.abs(p - q)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / runs) + 1e-9);
  }
});
