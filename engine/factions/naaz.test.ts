import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import type { UnitType } from '../data/types';
import { combatOdds } from '../odds/combat-odds';
import { spaceOddsInput } from '../odds/from-state';
import { monteCarlo } from '../odds/monte-carlo';
import {
  ACTIVE,
  answer,
  combatGame,
  decisionOf,
  eventsOf,
  loaded,
  put,
  runFrom,
  settle,
  spaceOf,
  type Run,
} from '../testing/combat-scenario';
import { spaceCombatResult } from '../combat/combat-record';
import { areaUnitStats } from '../combat/as-ships';

/** The Naaz-Rokha (seat 0, active) in the Wellon system (19); seat 1 (Sol) defends. */
function naazGame(units: Partial<Record<UnitType, number>>, defender: Partial<Record<UnitType, number>>): GameState {
  const s = combatGame({ active: '19', factions: ['naaz', 'sol', 'letnev'] });
  put(s, 0, units);
  return put(s, 1, defender);
}

const start = (s: GameState): Run => runFrom(s, 'tactical/space-combat');
const combatRolls = (r: Run, seat: number) =>
  eventsOf(r, 'dice-rolled').filter((e) => e.roll === 'combat' && e.seat === seat);

test("96 Eidolon: in the active system's space area at the start of a space combat it flips and fights as a Z-Grav Eidolon (8 ×2)", () => {
  const s = naazGame({ carrier: 1, mech: 1 }, { cruiser: 1 });
  put(s, 0, { mech: 1 }, { planet: 'wellon' }); // on a planet: it keeps its ground side and takes no part
  loaded(s, 0, 'combat', false);
  loaded(s, 1, 'combat', true);
  const r = start(s);
  expect(eventsOf(r, 'ability-used')).toEqual([{ type: 'ability-used', seat: 0, ability: 'naaz_mech', window: null }]);
  expect(combatRolls(r, 0)[0]!.dice.map((d) => [d.unit, d.hitsOn])).toEqual([
    ['mech', 8],
    ['mech', 8],
    ['carrier', 9],
  ]);
});

test('87 a Z-Grav Eidolon is a ship without sustain damage: hits may destroy it, and none can be cancelled by it', () => {
  const s = naazGame({ carrier: 1, mech: 1 }, { cruiser: 2 });
  loaded(s, 0, 'combat', false);
  loaded(s, 1, 'combat', true);
  const r = start(s);
  // Two hits, two units and no sustain damage: nothing to choose — both are destroyed.
  expect(eventsOf(r, 'units-sustained-damage')).toEqual([]);
  expect(eventsOf(r, 'units-destroyed').map((e) => [e.unit, e.count, e.cause])).toEqual([
    ['carrier', 1, 'space-combat'],
    ['mech', 1, 'space-combat'],
  ]);
  expect(spaceCombatResult(r.state)).toMatchObject({ winner: 1, rounds: 1 });
});

test('78.8 a Z-Grav Eidolon keeps the combat going as a ship after the Naaz ships are gone', () => {
  const s = naazGame({ carrier: 1, mech: 1 }, { cruiser: 1 });
  loaded(s, 0, 'combat', false);
  loaded(s, 1, 'combat', true);
  let r = start(s);
  expect(decisionOf(r.state)).toMatchObject({
    kind: 'assign-hits',
    waitingOn: [0],
    hits: { 0: { count: 1, eligible: expect.arrayContaining(['carrier', 'mech']) } },
  });
  r = settle(answer(r, 0, { type: 'assign-hits', sustain: {}, destroy: { carrier: 1 } }));
  expect(combatRolls(r, 0).map((e) => e.dice.map((d) => d.unit))).toEqual([
    ['mech', 'mech', 'carrier'],
    ['mech', 'mech'],
  ]);
  expect(spaceCombatResult(r.state)).toEqual({ attacker: 0, defender: 1, winner: 1, loser: 0, rounds: 2 });
});

test('96 Z-Grav Eidolon: at the end of the space combat it flips back to the Eidolon (a ground force with sustain damage)', () => {
  const s = naazGame({ carrier: 1, mech: 1 }, { cruiser: 1 });
  loaded(s, 0, 'combat', true);
  loaded(s, 1, 'combat', false);
  const r = settle(start(s));
  expect(spaceCombatResult(r.state)).toMatchObject({ winner: 0, rounds: 1 });
  expect(spaceOf(r.state, 0)!.counts).toEqual({ carrier: 1, mech: 1 });
  expect(areaUnitStats(r.state, { system: ACTIVE }, 0, 'mech')).toMatchObject({
    unit: 'naaz_mech',
    sustainDamage: true,
    combat: { hitsOn: 6, dice: 2 },
  });
});

test("78 odds: flipped Eidolons are Z-Grav Eidolons for the Naaz side, and match the engine's own combat (Monte Carlo)", () => {
  const s = naazGame({ carrier: 2, destroyer: 1, mech: 2, infantry: 2 }, { cruiser: 2, destroyer: 1 });
  const input = spaceOddsInput(s)!;
  expect(
    input.attacker.units.map((u) => [
      u.type,
      u.count,
      u.stats.unit,
      u.stats.combat?.hitsOn,
      u.stats.combat?.dice,
      u.stats.sustainDamage,
    ]),
  ).toEqual([
    ['carrier', 2, 'carrier', 9, 1, false],
    ['destroyer', 1, 'destroyer', 9, 1, false],
    ['mech', 2, 'naaz_mech_space', 8, 2, false],
  ]);
  expect(input.attacker.groundForcesInSpace).toEqual({ infantry: 2, mech: 0 });
  const exact = combatOdds(input);
  const runs = 400;
  const mc = monteCarlo(
    s,
    [{ step: 'tactical/space-combat' }],
    runs,
    { combat: 'space', system: ACTIVE, planet: null },
    0,
    1,
  );
  for (const [p, q] of [
    [exact.attackerWins, mc.attackerWins],
    [exact.defenderWins, mc.defenderWins],
    [exact.draw, mc.draw],
  ] as const) {
    expect(Math.abs(p - q)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / runs) + 1e-9);
  }
  expect(exact.attackerWins).toBeGreaterThan(0.2);
  expect(exact.attackerWins).toBeLessThan(0.95);
});
