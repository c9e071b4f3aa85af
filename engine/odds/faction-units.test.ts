import { expect, test } from 'vitest';
import { statsOfDef } from '../combat/unit-stats';
import type { GameState } from '../core/state';
import type { UnitType } from '../data/types';
import { UNITS, type UnitId } from '../data/units';
import { ACTIVE, combatGame, put } from '../testing/combat-scenario';
import { combatOdds } from './combat-odds';
import { spaceOddsInput } from './from-state';
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

function expectOdds(input: OddsInput, attacker: number, defender: number, draw: number): void {
  const r = combatOdds(input);
  expect(r.attackerWins).toBeCloseTo(attacker, 12);
  expect(r.defenderWins).toBeCloseTo(defender, 12);
  expect(r.draw).toBeCloseTo(draw, 12);
}

/** The exact odds agree with the engine's own combat flow within 4 standard errors (fixed seeds). */
function expectMonteCarloAgrees(s: GameState, runs = 400): void {
  const exact = combatOdds(spaceOddsInput(s)!);
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
}

test('78.5 odds: the Sardakk flagship gives +1 to its other ships while it lives — a fighter hits on 8', () => {
  // The flagship never hits (−10); the fighter hits 3 times in 10 with the bonus; the cruiser 4 in 10. Hits go to the
  // flagship's sustain damage first, then to the fighter.
  const a = side([
    ['flagship', 1, 'sardakk_flagship', -10],
    ['fighter', 1, 'fighter'],
  ]);
  const p = 0.3;
  const q = 0.4;
  const afterSustain = p / (p + (1 - p) * q);
  const win = (p + (1 - p) * q * afterSustain) / (1 - (1 - p) * (1 - q));
  expectOdds(space(a, side([['cruiser', 1, 'cruiser']])), win, 1 - win, 0);
  // The same ships with a flagship of no such ability: the fighter hits on 9.
  const plain = side([
    ['flagship', 1, 'hacan_flagship', -10],
    ['fighter', 1, 'fighter'],
  ]);
  expect(combatOdds(space(plain, side([['cruiser', 1, 'cruiser']]))).attackerWins).toBeLessThan(win - 0.05);
});

test("78.5 odds: the Jol-Nar flagship's 9s and 10s produce 2 more hits — 36% to take 3 cruisers with it in one round", () => {
  // Three cruisers that always hit destroy the flagship in the first round (1 sustain + 2); it takes them all only
  // if a die shows 9 or 10 (1 − 0.8²), and then both sides are gone.
  expectOdds(space(side([['flagship', 1, 'jolnar_flagship']]), side([['cruiser', 3, 'cruiser', 10]])), 0, 0.64, 0.36);
});

test('78.5a odds: the Winnu flagship rolls a die per enemy non-fighter ship', () => {
  // Three destroyers that always hit: 3 dice at 40% must all hit for a draw.
  expectOdds(
    space(side([['flagship', 1, 'winnu_flagship']]), side([['destroyer', 3, 'destroyer', 10]])),
    0,
    1 - 0.064,
    0.064,
  );
  // Fighters do not count: against 1 destroyer and 2 fighters it rolls one die.
  const r = combatOdds(
    space(
      side([['flagship', 1, 'winnu_flagship']]),
      side([
        ['destroyer', 1, 'destroyer', 10],
        ['fighter', 2, 'fighter', 10],
      ]),
    ),
  );
  expect(r.draw).toBe(0);
  expect(r.defenderWins).toBeCloseTo(1, 12);
});

test('87 odds: the opponent of the Mentak flagship cannot use sustain damage while it lives', () => {
  // Mentak flagship (2 dice at 40%) against 1 dreadnought (60%): the dreadnought dies to the first hit.
  const X = 0.64;
  const Y = 0.6;
  const stay = 0.36 * 0.4;
  const d1 = { a: (X * (1 - Y)) / (1 - stay), d: ((1 - X) * Y) / (1 - stay), draw: (X * Y) / (1 - stay) };
  const toDamaged = ((1 - X) * Y) / (1 - stay);
  expectOdds(
    space(side([['flagship', 1, 'mentak_flagship']]), side([['dreadnought', 1, 'dreadnought']])),
    X / (1 - stay) + toDamaged * d1.a,
    toDamaged * d1.d,
    toDamaged * d1.draw,
  );
});

test('31 odds: losing the Yin flagship destroys every ship in the system — a draw', () => {
  // The cruiser always hits: the flagship sustains, then is destroyed in round 2 unless it hit first (1 − 0.8²).
  expectOdds(space(side([['flagship', 1, 'yin_flagship']]), side([['cruiser', 1, 'cruiser', 10]])), 0.36, 0, 0.64);
});

test('77.2 odds: no space cannon fire at ships the Argent flagship shields', () => {
  const s = combatGame({ active: '19', factions: ['argent', 'sol', 'letnev'] });
  s.board.systems[ACTIVE]!.planets.wellon!.owner = 1;
  put(s, 1, { pds: 2 }, { planet: 'wellon' });
  put(s, 1, { cruiser: 1 });
  put(s, 0, { flagship: 1, mech: 2, carrier: 1, infantry: 4 });
  const input = spaceOddsInput(s)!;
  expect(input.defender.spaceCannon).toEqual([]);
  // 16.3c: the Argent mechs need no capacity beside the carrier, so the 4 infantry fit and the mechs stay.
  expect(input.attacker.mechsNeedNoCapacity).toBe(true);
  const sure = combatOdds({
    ...input,
    attacker: { ...input.attacker, units: input.attacker.units.map((u) => ({ ...u, modifier: 10 })) },
    defender: { ...input.defender, units: input.defender.units.map((u) => ({ ...u, modifier: -10 })) },
  });
  expect(sure.survivors.attacker).toEqual({ flagship: 1, carrier: 1, infantry: 4, mech: 2 });
});

test("78 odds match the engine's own combat (Monte Carlo): Sardakk flagship against the Mentak flagship", () => {
  const s = combatGame({ factions: ['sardakk', 'mentak', 'letnev'] });
  put(s, 0, { flagship: 1, cruiser: 2, fighter: 2 });
  put(s, 1, { flagship: 1, dreadnought: 2, destroyer: 1 });
  expectMonteCarloAgrees(s);
});

test("78 odds match the engine's own combat (Monte Carlo): Jol-Nar flagship against the Winnu flagship", () => {
  const s = combatGame({ factions: ['jolnar', 'winnu', 'letnev'] });
  put(s, 0, { flagship: 1, destroyer: 1, fighter: 2 });
  put(s, 1, { flagship: 1, cruiser: 2, carrier: 1 });
  expectMonteCarloAgrees(s);
});

test("78 odds match the engine's own combat (Monte Carlo): the Yin flagship against a PDS and a fleet", () => {
  const s = combatGame({ active: '19', factions: ['yin', 'sol', 'letnev'] });
  s.board.systems[ACTIVE]!.planets.wellon!.owner = 1;
  put(s, 1, { pds: 1 }, { planet: 'wellon' });
  put(s, 0, { flagship: 1, cruiser: 2 });
  put(s, 1, { dreadnought: 1, cruiser: 1, fighter: 2 });
  expectMonteCarloAgrees(s);
});

test("78.5 odds: Arvicon Rex (Mahact flagship) rolls at +2 unless the opponent's token is in the Mahact's fleet pool", () => {
  const s = combatGame({ factions: ['mahact', 'sol', 'letnev'] });
  put(s, 0, { flagship: 1, fighter: 1 });
  put(s, 1, { cruiser: 2 });
  const modifiers = (g: GameState) =>
    Object.fromEntries(spaceOddsInput(g)!.attacker.units.map((u) => [u.type, u.modifier]));
  expect(modifiers(s)).toEqual({ flagship: 2, fighter: 0 });
  expectMonteCarloAgrees(s);
  const edict = structuredClone(s);
  edict.players[0]!.fleetPoolTokens = [1];
  expect(modifiers(edict)).toEqual({ flagship: 0, fighter: 0 });
});
