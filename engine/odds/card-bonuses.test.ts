// The odds with the bonuses that cards give (LRR 56 modifiers, 77 space cannon): the Winnu commander (51.6, 51.8),
// the Mordred (the Nekro mech, 96), Prophecy of Ixth (law, 7), the space cannon planets give (12 attachments, the
// Custodia Vigilia legendary ability) and L4 Disruptors barring space cannon defense — each figure as the engine's own
// helpers decide it, checked against its own combat.
import { expect, test } from 'vitest';
import { GROUND_COMBAT_STEP, SPACE_CANNON_DEFENSE_STEP } from '../combat/steps';
import type { GameState } from '../core/state';
import { ACTIVE, AROUND, combatGame, put } from '../testing/combat-scenario';
import { combatOdds } from './combat-odds';
import { groundOddsInput, spaceOddsInput } from './from-state';
import { monteCarlo, type FlowStep } from './monte-carlo';
import type { OddsInput, OddsResult } from './types';

const RUNS = 400;

function expectFigures(r: OddsResult, attacker: number, defender: number, draw: number): void {
  expect(r.attackerWins).toBeCloseTo(attacker, 12);
  expect(r.defenderWins).toBeCloseTo(defender, 12);
  expect(r.draw).toBeCloseTo(draw, 12);
}

/** The exact odds agree with the engine's own combat flow within 4 standard errors (fixed seeds). */
function expectEngineAgrees(s: GameState, input: OddsInput, steps: FlowStep[], planet: string | null): void {
  const exact = combatOdds(input);
  const where = { combat: input.combat, system: ACTIVE, planet };
  const mc = monteCarlo(s, steps, RUNS, where, 0, 1);
  for (const [p, q] of [
    [exact.attackerWins, mc.attackerWins],
    [exact.defenderWins, mc.defenderWins],
    [exact.draw, mc.draw],
  ] as const)
    expect(Math.abs(p - q)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / RUNS) + 1e-9);
}

const SPACE_STEPS: FlowStep[] = [{ step: 'tactical/space-cannon-offense' }, { step: 'tactical/space-combat' }];
const groundSteps = (planet: string): FlowStep[] => [
  { step: SPACE_CANNON_DEFENSE_STEP, args: { system: ACTIVE, planet } },
  { step: GROUND_COMBAT_STEP, args: { system: ACTIVE, planet } },
];

const modifiers = (input: OddsInput, side: 'attacker' | 'defender') =>
  Object.fromEntries(input[side].units.map((u) => [u.type, u.modifier]));

/** A cruiser each (7): the odds when one side rolls at `a` and the other at `d` (hit chances per round). */
function cruiserDuel(a: number, d: number): [number, number, number] {
  const decided = 1 - (1 - a) * (1 - d);
  return [(a * (1 - d)) / decided, ((1 - a) * d) / decided, (a * d) / decided];
}

/** The Winnu (seat 0) and Sol (seat 1), a cruiser each in the Mecatol Rex system. */
function winnuAtMecatol(): GameState {
  const s = combatGame({ active: '18', factions: ['winnu', 'sol', 'letnev'] });
  put(s, 0, { cruiser: 1 });
  put(s, 1, { cruiser: 1 });
  return s;
}

test("Winnu commander: odds count +2 to its owner's combat rolls in the Mecatol Rex system while unlocked (51.6, 56)", () => {
  const s = winnuAtMecatol();
  s.players[0]!.leaders.commander = 'unlocked';
  const input = spaceOddsInput(s)!;
  expect(modifiers(input, 'attacker')).toEqual({ cruiser: 2 });
  // The Winnu cruiser hits on 5 (60%), Sol's on 7 (40%).
  expectFigures(combatOdds(input), ...cruiserDuel(0.6, 0.4));
  expectEngineAgrees(s, input, SPACE_STEPS, null);
});

test('Winnu commander: odds count nothing while it is locked, or in a system that is not one of its three kinds (51.6)', () => {
  const locked = winnuAtMecatol();
  locked.players[0]!.leaders.commander = 'locked';
  expect(modifiers(spaceOddsInput(locked)!, 'attacker')).toEqual({ cruiser: 0 });
  expectFigures(combatOdds(spaceOddsInput(locked)!), 3 / 8, 3 / 8, 1 / 4);
  const elsewhere = combatGame({ factions: ['winnu', 'sol', 'letnev'] }); // an empty system: no legendary planet
  elsewhere.players[0]!.leaders.commander = 'unlocked';
  put(elsewhere, 0, { cruiser: 1 });
  put(elsewhere, 1, { cruiser: 1 });
  expect(modifiers(spaceOddsInput(elsewhere)!, 'attacker')).toEqual({ cruiser: 0 });
});

test("Winnu commander: odds count +2 for the holder of the Winnu's Alliance too (51.8), not for others", () => {
  const s = winnuAtMecatol();
  s.players[0]!.leaders.commander = 'unlocked';
  s.players[1]!.promissoryInPlay = ['an@0'];
  const input = spaceOddsInput(s)!;
  expect([modifiers(input, 'attacker'), modifiers(input, 'defender')]).toEqual([{ cruiser: 2 }, { cruiser: 2 }]);
  expectFigures(combatOdds(input), ...cruiserDuel(0.6, 0.6));
  s.players[1]!.promissoryInPlay = [];
  expect(modifiers(spaceOddsInput(s)!, 'defender')).toEqual({ cruiser: 0 });
});

/** The Nekro (seat 0) invade Wellon, held by Sol (seat 1): a mech and an infantry against 2 infantry. */
function mordredInvasion(): GameState {
  const s = combatGame({ active: '19', factions: ['nekro', 'sol', 'letnev'] });
  s.board.systems[ACTIVE]!.planets.wellon!.owner = 1;
  put(s, 0, { mech: 1, infantry: 1 }, { planet: 'wellon' });
  put(s, 1, { infantry: 2 }, { planet: 'wellon' });
  return s;
}

test('Mordred (Nekro mech): odds count +2 to its combat rolls against an opponent whose technology carries an assimilator token (96)', () => {
  const s = mordredInvasion();
  s.players[0]!.otherTokens = ['valefar-x@1:so2'];
  const input = groundOddsInput(s, ACTIVE, 'wellon')!;
  expect(modifiers(input, 'attacker')).toEqual({ infantry: 0, mech: 2 });
  expect(combatOdds(input).attackerWins).toBeGreaterThan(
    combatOdds(groundOddsInput(mordredInvasion(), ACTIVE, 'wellon')!).attackerWins + 0.05,
  );
  expectEngineAgrees(s, input, groundSteps('wellon'), 'wellon');
});

test('Mordred (Nekro mech): odds count nothing against an opponent without an assimilator token, or under Articles of War (96)', () => {
  const other = mordredInvasion();
  other.players[0]!.otherTokens = ['valefar-x@2:so2']; // the token lies on the Letnev's technology
  expect(modifiers(groundOddsInput(other, ACTIVE, 'wellon')!, 'attacker')).toEqual({ infantry: 0, mech: 0 });
  const suppressed = mordredInvasion();
  suppressed.players[0]!.otherTokens = ['valefar-x@1:so2'];
  suppressed.laws = [{ id: 'articles-of-war', electedTarget: null }];
  expect(modifiers(groundOddsInput(suppressed, ACTIVE, 'wellon')!, 'attacker')).toEqual({ infantry: 0, mech: 0 });
});

/** A fighter each, seat 0 attacking seat 1. */
function fighterDuel(owner: string | null): GameState {
  const s = combatGame();
  put(s, 0, { fighter: 1 });
  put(s, 1, { fighter: 1 });
  s.laws = owner === null ? [] : [{ id: 'prophecy-of-ixth', electedTarget: owner }];
  return s;
}

test("Prophecy of Ixth: odds count +1 to its owner's fighters' combat rolls — 24/44 wins, 14/44 losses, 6/44 draws (7, 56)", () => {
  const s = fighterDuel('0');
  const input = spaceOddsInput(s)!;
  expect([modifiers(input, 'attacker'), modifiers(input, 'defender')]).toEqual([{ fighter: 1 }, { fighter: 0 }]);
  // The owner's fighter hits on 8 (30%), the other on 9 (20%).
  expectFigures(combatOdds(input), 24 / 44, 14 / 44, 6 / 44);
  expectEngineAgrees(s, input, SPACE_STEPS, null);
});

test('Prophecy of Ixth: odds count nothing for a player who does not own the law, nor when it is not in play (7)', () => {
  const others = spaceOddsInput(fighterDuel('1'))!;
  expect([modifiers(others, 'attacker'), modifiers(others, 'defender')]).toEqual([{ fighter: 0 }, { fighter: 1 }]);
  expectFigures(combatOdds(spaceOddsInput(fighterDuel(null))!), 16 / 36, 16 / 36, 4 / 36);
});

/** Sol (seat 1) holds Wellon with Ul the Progenitor attached; a cruiser each in its system. */
function titansHeroOnWellon(): GameState {
  const s = combatGame({ active: '19' });
  s.board.systems[ACTIVE]!.planets.wellon!.owner = 1;
  s.board.systems[ACTIVE]!.planets.wellon!.attachments = ['titanshero'];
  put(s, 0, { cruiser: 1 });
  put(s, 1, { cruiser: 1 });
  return s;
}

test('77.2 odds: a planet with an attached card that gives Space Cannon 5 (x3) fires at the active player before the combat (12)', () => {
  const s = titansHeroOnWellon();
  const input = spaceOddsInput(s)!;
  expect(input.defender.spaceCannon).toEqual([{ hitsOn: 5, dice: 3, modifier: 0 }]);
  // The attacker's cruiser lives through 3 dice at 60% with 0.4³; then a cruiser duel (3/8, 3/8, 1/4).
  const live = 0.4 ** 3;
  expectFigures(combatOdds(input), (live * 3) / 8, 1 - live + (live * 3) / 8, live / 4);
  expectEngineAgrees(s, input, SPACE_STEPS, null);
});

test('77.2 odds: a planet cannon does not fire from a system next to the active one (no deep space range) or for another player', () => {
  const s = combatGame({ active: '19', around: { 0: '19' } });
  put(s, 0, { cruiser: 1 });
  put(s, 1, { cruiser: 1 });
  const next = s.board.systems[AROUND[0]!]!.planets.wellon!;
  next.owner = 1;
  next.attachments = ['titanshero'];
  expect(spaceOddsInput(s)!.defender.spaceCannon).toEqual([]);
  const theirs = titansHeroOnWellon();
  theirs.board.systems[ACTIVE]!.planets.wellon!.owner = 2;
  expect(spaceOddsInput(theirs)!.defender.spaceCannon).toEqual([]);
});

test("77.6 odds: Custodia Vigilia's Space Cannon 5 on Mecatol Rex fires in space cannon defense for its holder, not for others", () => {
  const s = combatGame({ active: '18', factions: ['letnev', 'keleres', 'sol'] });
  const mr = s.board.systems[ACTIVE]!.planets.mr!;
  mr.owner = 1;
  s.players[1]!.planetCards = { custodiavigilia: { owner: 1, exhausted: false, units: {}, attachments: [] } };
  put(s, 0, { infantry: 1 }, { planet: 'mr' });
  put(s, 1, { infantry: 1 }, { planet: 'mr' });
  const input = groundOddsInput(s, ACTIVE, 'mr')!;
  expect(input.defender.spaceCannon).toEqual([{ hitsOn: 5, dice: 1, modifier: 0 }]);
  // The invader's infantry lives through the die with 40%, then 7/17, 7/17, 3/17.
  expectFigures(combatOdds(input), (0.4 * 7) / 17, 0.6 + (0.4 * 7) / 17, (0.4 * 3) / 17);
  expectEngineAgrees(s, input, groundSteps('mr'), 'mr');
  delete s.players[1]!.planetCards;
  s.players[2]!.planetCards = { custodiavigilia: { owner: 2, exhausted: false, units: {}, attachments: [] } };
  expect(groundOddsInput(s, ACTIVE, 'mr')!.defender.spaceCannon).toEqual([]);
});

test('77.6 / L4 Disruptors odds: no space cannon defense against the Letnev invading, as the engine rolls none', () => {
  const s = combatGame({ active: '19' });
  s.board.systems[ACTIVE]!.planets.wellon!.owner = 1;
  put(s, 0, { infantry: 1 }, { planet: 'wellon' });
  put(s, 1, { infantry: 1, pds: 1 }, { planet: 'wellon' });
  expect(groundOddsInput(s, ACTIVE, 'wellon')!.defender.spaceCannon).toEqual([{ hitsOn: 6, dice: 1, modifier: 0 }]);
  s.players[0]!.technologies.push('l4');
  const input = groundOddsInput(s, ACTIVE, 'wellon')!;
  expect(input.defender.spaceCannon).toEqual([]);
  // Sol's infantry (Spec Ops) hits on 7 (40%), the Letnev's on 8 (30%): 18/58, 28/58, 12/58 draws.
  expectFigures(combatOdds(input), 18 / 58, 28 / 58, 12 / 58);
  expectEngineAgrees(s, input, groundSteps('wellon'), 'wellon');
});
