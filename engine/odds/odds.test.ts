import { expect, test } from 'vitest';
import { statsOfDef } from '../combat/unit-stats';
import { GROUND_COMBAT_STEP, SPACE_CANNON_DEFENSE_STEP } from '../combat/steps';
import type { UnitType } from '../data/types';
import { UNITS, type UnitId } from '../data/units';
import { ACTIVE, combatGame, give, put } from '../testing/combat-scenario';
import { combatOdds } from './combat-odds';
import { groundOddsInput, spaceOddsInput } from './from-state';
import { monteCarlo } from './monte-carlo';
import type { OddsInput, OddsSide } from './types';

const side = (units: [UnitType, number, UnitId, number?][], more: Partial<OddsSide> = {}): OddsSide => ({
  units: units.map(([type, count, id, modifier]) => ({
    type,
    count,
    stats: statsOfDef(UNITS[id]),
    modifier: modifier ?? 0,
  })),
  ...more,
});
const space = (attacker: OddsSide, defender: OddsSide): OddsInput => ({ combat: 'space', attacker, defender });
const ground = (attacker: OddsSide, defender: OddsSide): OddsInput => ({ combat: 'ground', attacker, defender });

function expectOdds(input: OddsInput, attacker: number, defender: number, draw: number): void {
  const r = combatOdds(input);
  expect(r.attackerWins).toBeCloseTo(attacker, 12);
  expect(r.defenderWins).toBeCloseTo(defender, 12);
  expect(r.draw).toBeCloseTo(draw, 12);
}

test('78 odds: 1 dreadnought against 1 dreadnought is even — 128/343 each, 87/343 draws (87 sustain damage)', () => {
  expectOdds(
    space(side([['dreadnought', 1, 'dreadnought']]), side([['dreadnought', 1, 'dreadnought']])),
    128 / 343,
    128 / 343,
    87 / 343,
  );
});

test('78 odds: 1 cruiser against 1 cruiser — 3/8, 3/8, 1/4 draws', () => {
  expectOdds(space(side([['cruiser', 1, 'cruiser']]), side([['cruiser', 1, 'cruiser']])), 3 / 8, 3 / 8, 1 / 4);
});

test('42 odds: 1 infantry against 1 infantry — 7/17, 7/17, 3/17 draws', () => {
  expectOdds(ground(side([['infantry', 1, 'infantry']]), side([['infantry', 1, 'infantry']])), 7 / 17, 7 / 17, 3 / 17);
});

test('78.10 odds: expected survivors — 1 dreadnought against 1 cruiser', () => {
  const r = combatOdds(space(side([['dreadnought', 1, 'dreadnought']]), side([['cruiser', 1, 'cruiser']])));
  expect(r.attackerWins).toBeCloseTo(12.84 / 14.44, 12);
  expect(r.defenderWins).toBeCloseTo(0.64 / 14.44, 12);
  expect(r.draw).toBeCloseTo(0.96 / 14.44, 12);
  expect(r.survivors.attacker.dreadnought).toBeCloseTo(12.84 / 14.44, 12);
  expect(r.survivors.defender.cruiser).toBeCloseTo(0.64 / 14.44, 12);
});

test('10 odds: anti-fighter barrage comes first — 1 destroyer against 1 fighter: 29/45, 64/225, 16/225', () => {
  expectOdds(
    space(side([['destroyer', 1, 'destroyer']]), side([['fighter', 1, 'fighter']])),
    29 / 45,
    64 / 225,
    16 / 225,
  );
});

test('77.2 odds: space cannon offense fires before combat — a cruiser against a cruiser and a PDS: 3/16, 11/16, 1/8', () => {
  const pds = [{ hitsOn: 6, dice: 1 }];
  expectOdds(
    space(side([['cruiser', 1, 'cruiser']]), side([['cruiser', 1, 'cruiser']], { spaceCannon: pds })),
    3 / 16,
    11 / 16,
    1 / 8,
  );
});

test('16.3c odds: surviving fighters beyond capacity are removed after the combat', () => {
  const r = combatOdds(
    space(
      side([
        ['carrier', 1, 'carrier', 10],
        ['fighter', 6, 'fighter', 10],
      ]),
      side([['cruiser', 1, 'cruiser', -10]]),
    ),
  );
  expect(r.attackerWins).toBe(1);
  expect(r.survivors.attacker).toEqual({ carrier: 1, fighter: 4 });
});

test('78.9 FAQ odds: a combat neither side can win is reported as a stalemate', () => {
  const r = combatOdds(space(side([['cruiser', 1, 'cruiser', -10]]), side([['cruiser', 1, 'cruiser', -10]])));
  expect(r.stalemate).toBe(1);
  expect(r.attackerWins + r.defenderWins + r.draw).toBe(0);
});

test('15 / X-89 Ω odds: bombardment before ground combat, and X-89 destroys every infantry once one died', () => {
  const bombard = [{ hitsOn: 1, dice: 1 }];
  expectOdds(
    ground(side([['infantry', 1, 'infantry']], { bombardment: bombard }), side([['infantry', 2, 'infantry']])),
    7 / 17,
    7 / 17,
    3 / 17,
  );
  expectOdds(
    ground(
      side([['infantry', 1, 'infantry']], { bombardment: bombard, x89: true }),
      side([['infantry', 2, 'infantry']]),
    ),
    1,
    0,
    0,
  );
});

test('77.6 / Magen Defense Grid Ω odds: space cannon defense and the Magen hit come before the ground combat', () => {
  expectOdds(
    ground(
      side([['infantry', 1, 'infantry']]),
      side([['infantry', 1, 'infantry']], { spaceCannon: [{ hitsOn: 6, dice: 1 }] }),
    ),
    (0.5 * 7) / 17,
    0.5 + (0.5 * 7) / 17,
    (0.5 * 3) / 17,
  );
  expectOdds(
    ground(side([['infantry', 1, 'infantry']]), side([['infantry', 1, 'infantry']], { magenDefenseGrid: true })),
    0,
    1,
    0,
  );
});

test('65 odds from the board: a planetary shield stops bombardment; 65.3 a war sun ignores it; Plasma Scoring adds a die', () => {
  const s = combatGame({ active: '19' });
  s.board.systems[ACTIVE]!.planets.wellon!.owner = 1;
  put(s, 0, { dreadnought: 3 });
  put(s, 1, { infantry: 2, pds: 1 }, { planet: 'wellon' });
  const committed = { infantry: 4 };
  expect(groundOddsInput(s, ACTIVE, 'wellon', { committed })!.attacker.bombardment).toEqual([]);
  expect(groundOddsInput(s, ACTIVE, 'wellon', { committed })!.defender.spaceCannon).toEqual([
    { hitsOn: 6, dice: 1, modifier: 0 },
  ]);
  put(s, 0, { 'war-sun': 1 });
  give(s, 0, 'ps');
  expect(groundOddsInput(s, ACTIVE, 'wellon', { committed })!.attacker.bombardment).toEqual([
    { hitsOn: 3, dice: 4, modifier: 0 },
    { hitsOn: 5, dice: 3, modifier: 0 },
  ]);
});

test("78 odds from the board match the engine's own space combat (Monte Carlo, fixed seeds): flagship, barrage, PDS", () => {
  const s = combatGame({ active: '19' });
  put(s, 0, { flagship: 1, dreadnought: 1, destroyer: 1, fighter: 3 });
  put(s, 1, { cruiser: 2, fighter: 4, dreadnought: 1 });
  put(s, 1, { pds: 1 }, { planet: 'wellon' });
  s.board.systems[ACTIVE]!.planets.wellon!.owner = 1;
  const exact = combatOdds(spaceOddsInput(s)!);
  const runs = 400;
  const mc = monteCarlo(
    s,
    [{ step: 'tactical/space-cannon-offense' }, { step: 'tactical/space-combat' }],
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
});

test("42 odds from the board match the engine's own ground combat (Monte Carlo, fixed seeds): space cannon defense, mech", () => {
  const s = combatGame({ active: '19' });
  s.board.systems[ACTIVE]!.planets.wellon!.owner = 1;
  s.players[1]!.faction = 'letnev';
  put(s, 0, { infantry: 4 }, { planet: 'wellon' });
  put(s, 1, { infantry: 2, mech: 1, pds: 1 }, { planet: 'wellon' });
  const exact = combatOdds(groundOddsInput(s, ACTIVE, 'wellon')!);
  const runs = 400;
  const where = { system: ACTIVE, planet: 'wellon' };
  const mc = monteCarlo(
    s,
    [
      { step: SPACE_CANNON_DEFENSE_STEP, args: where },
      { step: GROUND_COMBAT_STEP, args: where },
    ],
    runs,
    { combat: 'ground', ...where },
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
});

test('87.3 / Duranium Armor odds: 1 dreadnought repairing against 1 cruiser — 6576/7216 wins, 384/7216 draws (without: 0.8892)', () => {
  const plain = space(side([['dreadnought', 1, 'dreadnought']]), side([['cruiser', 1, 'cruiser']]));
  expect(combatOdds(plain).attackerWins).toBeCloseTo((0.6 + 0.16 * (0.36 / 0.76)) / 0.76, 12);
  const da = space(
    side([['dreadnought', 1, 'dreadnought']], { duraniumArmor: true }),
    side([['cruiser', 1, 'cruiser']]),
  );
  expectOdds(da, 6576 / 7216, 1 - 6960 / 7216, 384 / 7216);
});

test('87.3 / Duranium Armor odds: a dreadnought damaged before the combat is repaired after a round in which it took no hit', () => {
  const input = (da: boolean) =>
    space(
      {
        units: [{ type: 'dreadnought', count: 1, damaged: 1, stats: statsOfDef(UNITS.dreadnought) }],
        duraniumArmor: da,
      },
      side([['cruiser', 1, 'cruiser']]),
    );
  // Without it the dreadnought never sustains: 0.36 / 0.76. With it, a round of misses (0.24) repairs it.
  expect(combatOdds(input(false)).attackerWins).toBeCloseTo(0.36 / 0.76, 12);
  expect(combatOdds(input(true)).attackerWins).toBeCloseTo(0.36 + 0.24 * (6576 / 7216), 12);
});

test('78.9 FAQ odds: Duranium Armor repairing as fast as the other side can hit is a stalemate', () => {
  // Two dreadnoughts with Non-Euclidean Shielding (87.6) and Duranium Armor on each side: 2 hits a round at most,
  // one sustain damage cancels both, and the other dreadnought is repaired — no unit can ever be destroyed.
  const fortress = side([['dreadnought', 2, 'dreadnought']], { sustainCancels: 2, duraniumArmor: true });
  const r = combatOdds(space(fortress, fortress));
  expect(r.stalemate).toBeCloseTo(1, 12);
  expect(r.attackerWins + r.defenderWins + r.draw).toBeCloseTo(0, 12);
});

test('78.2 / Assault Cannon odds: with 3 non-fighter ships, the opponent loses one before the first round (87.5: no sustain)', () => {
  const destroyers = (asc: boolean) => side([['destroyer', 3, 'destroyer', -10]], { assaultCannon: asc });
  // A cruiser that always hits beats three destroyers that never do — unless Assault Cannon destroys it first.
  expectOdds(space(destroyers(false), side([['cruiser', 1, 'cruiser', 10]])), 0, 1, 0);
  expectOdds(space(destroyers(true), side([['cruiser', 1, 'cruiser', 10]])), 1, 0, 0);
  // A lone dreadnought cannot use sustain damage against it either.
  expectOdds(space(destroyers(true), side([['dreadnought', 1, 'dreadnought', 10]])), 1, 0, 0);
  // Both sides qualify: both lose their cheapest non-fighter ship at once; fewer than 3 does not qualify.
  const r = combatOdds(
    space(
      destroyers(true),
      side(
        [
          ['cruiser', 2, 'cruiser', -10],
          ['dreadnought', 1, 'dreadnought', -10],
        ],
        { assaultCannon: true },
      ),
    ),
  );
  expect(r.stalemate).toBeCloseTo(1, 12);
  expect(r.survivors.attacker).toEqual({});
  expect(Object.keys(r.survivors.defender)).toEqual(['cruiser', 'dreadnought']);
  expect(r.survivors.defender.cruiser).toBeCloseTo(1, 12);
  expect(r.survivors.defender.dreadnought).toBeCloseTo(1, 12);
  expectOdds(
    space(side([['destroyer', 2, 'destroyer', -10]], { assaultCannon: true }), side([['cruiser', 1, 'cruiser', 10]])),
    0,
    1,
    0,
  );
});

test('16.3c odds: ground forces in the space area survive only within the capacity left — fighters go first, then infantry, then mechs', () => {
  const winner = (fighterId: UnitId) =>
    side(
      [
        ['carrier', 1, 'carrier', 10],
        ['fighter', 4, fighterId, 10],
      ],
      { groundForcesInSpace: { infantry: 2, mech: 1 } },
    );
  const r = combatOdds(space(winner('fighter'), side([['cruiser', 1, 'cruiser', -10]])));
  expect(r.survivors.attacker).toEqual({ carrier: 1, fighter: 1, infantry: 2, mech: 1 });
  // Fighter II moves by itself: the fighters stay (over the fleet pool instead) and the ground forces fit.
  expect(combatOdds(space(winner('fighter2'), side([['cruiser', 1, 'cruiser', -10]]))).survivors.attacker).toEqual({
    carrier: 1,
    fighter: 4,
    infantry: 2,
    mech: 1,
  });
  // 3 infantry and 2 mechs for a capacity of 4: one infantry goes.
  const crowded = side([['carrier', 1, 'carrier', 10]], { groundForcesInSpace: { infantry: 3, mech: 2 } });
  expect(combatOdds(space(crowded, side([['cruiser', 1, 'cruiser', -10]]))).survivors.attacker).toEqual({
    carrier: 1,
    infantry: 2,
    mech: 2,
  });
  // The loser's carrier is gone: so are the ground forces it carried.
  expect(combatOdds(space(side([['cruiser', 1, 'cruiser', 10]]), crowded)).survivors.defender).toEqual({});
});

test("78 odds from the board match the engine's own space combat (Monte Carlo, fixed seeds): Duranium Armor, Assault Cannon", () => {
  const s = combatGame();
  put(s, 0, { dreadnought: 3, cruiser: 2, carrier: 1, infantry: 2 });
  put(s, 1, { dreadnought: 2, destroyer: 3, fighter: 2 }, { damaged: { dreadnought: 1 } });
  give(s, 0, 'da', 'asc');
  give(s, 1, 'da', 'asc');
  const input = spaceOddsInput(s)!;
  expect([
    input.attacker.duraniumArmor,
    input.attacker.assaultCannon,
    input.defender.duraniumArmor,
    input.defender.assaultCannon,
  ]).toEqual([true, true, true, true]);
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
});

test('42 odds: Duranium Armor repairs mechs in ground combat too', () => {
  const mechs = (da: boolean) => side([['mech', 1, 'letnev_mech']], { duraniumArmor: da });
  const without = combatOdds(ground(mechs(false), side([['infantry', 2, 'infantry']])));
  const withDa = combatOdds(ground(mechs(true), side([['infantry', 2, 'infantry']])));
  expect(withDa.attackerWins).toBeGreaterThan(without.attackerWins + 0.01);
  expect(withDa.attackerWins + withDa.defenderWins + withDa.draw + withDa.stalemate).toBeCloseTo(1, 12);
});
