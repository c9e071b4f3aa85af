import { expect, test } from 'vitest';
import { apply } from '../flow/apply';
import { flowCtx } from '../kernel/context';
import { destroyUnits } from '../units/destroy';
import type { GameState } from '../core/state';
import type { UnitType } from '../data/types';
import { combatOdds } from '../odds/combat-odds';
import { spaceOddsInput } from '../odds/from-state';
import { monteCarlo } from '../odds/monte-carlo';
import {
  ACTIVE,
  AROUND,
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
  type Run,
} from '../testing/combat-scenario';
import { optionLabels } from '../testing/scenario';
import { options } from '../flow/options';
import { unitStats } from '../combat/unit-stats';
import { eliminate } from '../phases/elimination';
import { ownedColours } from '../economy/research';
import { ask, COMBAT_ROLL_MODIFIER } from '../effects';
import { currentCombat, spaceCombatResult } from '../combat/combat-record';

/** The Nekro (seat 0, active) with the Alastor and ground forces in the space area; seat 1 (Sol, or Winnu) defends. */
function alastorGame(
  units: Partial<Record<UnitType, number>>,
  defender: Partial<Record<UnitType, number>>,
  opts: { defenderFaction?: string; damagedFlagship?: boolean } = {},
): GameState {
  const s = combatGame({ factions: ['nekro', opts.defenderFaction ?? 'sol', 'letnev'] });
  put(s, 0, units, opts.damagedFlagship ? { damaged: { flagship: 1 } } : {});
  return put(s, 1, defender);
}

const start = (s: GameState): Run => runFrom(s, 'tactical/space-combat');
const pick = (r: Run, infantry: number, mech = 0): Run =>
  answer(r, 0, { type: 'choose', option: `i:${infantry},m:${mech}` });
const combatRolls = (r: Run, seat: number) =>
  eventsOf(r, 'dice-rolled').filter((e) => e.roll === 'combat' && e.seat === seat);

test('96 the Alastor: at the start of a space combat its owner picks any number of their ground forces in the space area', () => {
  const s = alastorGame({ flagship: 1, infantry: 2, mech: 1 }, { cruiser: 1 });
  put(s, 0, { carrier: 1, infantry: 3 }, { system: AROUND[0] }); // elsewhere: not offered
  const r = start(s);
  expect(decisionOf(r.state)).toMatchObject({ kind: 'choice', choice: 'combat/alastor', waitingOn: [0] });
  expect(optionLabels(r.state, 0)).toEqual([
    'The Alastor: 2 infantry and 1 mech fight in this space combat as ships',
    'The Alastor: 2 infantry fight in this space combat as ships',
    'The Alastor: 1 infantry and 1 mech fight in this space combat as ships',
    'The Alastor: 1 infantry fight in this space combat as ships',
    'The Alastor: 1 mech fight in this space combat as ships',
    'The Alastor: no ground forces fight in this space combat',
  ]);
  const refused = apply(r.state, 0, { type: 'choose', option: 'i:3,m:0' }, { at: 0 });
  expect(refused.ok ? null : refused.error.code).toBe('input/not-an-option');
});

test("78.5 the Alastor's ground forces in the space area fight in the space combat, rolling their own combat value", () => {
  const s = alastorGame({ flagship: 1, infantry: 2, mech: 1 }, { dreadnought: 1 });
  loaded(s, 0, 'combat', false);
  loaded(s, 1, 'combat', true);
  const r = pick(start(s), 1, 1);
  expect(eventsOf(r, 'ability-used')).toEqual([
    { type: 'ability-used', seat: 0, ability: 'nekro_flagship', window: null },
  ]);
  const dice = combatRolls(r, 0)[0]!.dice;
  // The Mordred mech's die at 6, the picked infantry's at 8 and the flagship's 2 at 9; the other infantry does not roll.
  expect(dice.map((d) => [d.unit, d.hitsOn])).toEqual([
    ['mech', 6],
    ['infantry', 8],
    ['flagship', 9],
    ['flagship', 9],
  ]);
});

test('96 without the Alastor ground forces in the space area take no part in a space combat (no choice is offered)', () => {
  const s = alastorGame({ carrier: 1, infantry: 2 }, { cruiser: 1 });
  loaded(s, 0, 'combat', false);
  loaded(s, 1, 'combat', true);
  const r = start(s);
  expect(decisionOf(r.state)?.kind).not.toBe('choice');
  expect(combatRolls(r, 0)[0]!.dice.map((d) => d.unit)).toEqual(['carrier']);
});

test('78.6 hits may be assigned to the ground forces fighting as ships, and only to those', () => {
  const s = alastorGame({ flagship: 1, infantry: 3 }, { cruiser: 2 });
  loaded(s, 0, 'combat', false);
  loaded(s, 1, 'combat', true);
  const r = pick(start(s), 1);
  expect(currentCombat(r.state)?.asShips).toEqual({ 0: { infantry: 1 } });
  expect(decisionOf(r.state)).toMatchObject({
    kind: 'assign-hits',
    waitingOn: [0],
    hits: { 0: { count: 2, eligible: expect.arrayContaining(['flagship', 'infantry']), limit: { infantry: 1 } } },
  });
  const twoInfantry = apply(r.state, 0, { type: 'assign-hits', sustain: {}, destroy: { infantry: 2 } }, { at: 0 });
  expect(twoInfantry.ok ? null : twoInfantry.error).toMatchObject({ code: 'combat/too-many', rule: '31.1' });
  const next = answer(r, 0, { type: 'assign-hits', sustain: { flagship: 1 }, destroy: { infantry: 1 } });
  // The destroyed one was the one fighting: in round 2 only the flagship rolls, and only it can take the 2 hits.
  expect(combatRolls(next, 0)[1]!.dice.map((d) => d.unit)).toEqual(['flagship', 'flagship']);
  expect(
    eventsOf(next, 'units-destroyed')
      .filter((e) => e.cause === 'space-combat')
      .map((e) => [e.unit, e.count]),
  ).toEqual([
    ['infantry', 1],
    ['flagship', 1],
  ]);
  expect(spaceCombatResult(next.state)).toMatchObject({ winner: 1, rounds: 2 });
});

test("78.8 FAQ the Alastor's ground forces fight on after it is destroyed, until the end of the combat", () => {
  const s = alastorGame({ flagship: 1, infantry: 2 }, { cruiser: 1 }, { damagedFlagship: true });
  loaded(s, 0, 'combat', false);
  loaded(s, 1, 'combat', true);
  let r = pick(start(s), 2);
  r = answer(r, 0, { type: 'assign-hits', sustain: {}, destroy: { flagship: 1 } });
  r = settle(r);
  expect(eventsOf(r, 'combat-round-started').map((e) => e.round)).toEqual([1, 2, 3]);
  expect(combatRolls(r, 0).map((e) => e.dice.map((d) => d.unit))).toEqual([
    ['infantry', 'infantry', 'flagship', 'flagship'],
    ['infantry', 'infantry'],
    ['infantry'],
  ]);
  expect(spaceCombatResult(r.state)).toEqual({ attacker: 0, defender: 1, winner: 1, loser: 0, rounds: 3 });
});

test("78.10 the Alastor's ground forces can win the combat; 16.3c then, no longer ships, they are removed without capacity", () => {
  const s = alastorGame({ flagship: 1, infantry: 2 }, { cruiser: 1 }, { damagedFlagship: true });
  loaded(s, 0, 'combat', true);
  loaded(s, 1, 'combat', true);
  const r = settle(answer(pick(start(s), 2), 0, { type: 'assign-hits', sustain: {}, destroy: { flagship: 1 } }));
  expect(spaceCombatResult(r.state)).toEqual({ attacker: 0, defender: 1, winner: 0, loser: 1, rounds: 1 });
  expect(spaceOf(r.state, 1)).toBeUndefined();
  expect(spaceOf(r.state, 0)?.counts.infantry ?? 0).toBe(0);
});

test("78 FAQ the Alastor's ground forces count for Assault Cannon — towards its 3 non-fighter ships, and as the ship destroyed", () => {
  // The Nekro's flagship and 2 infantry make 3: Sol must destroy its only cruiser.
  const own = give(alastorGame({ flagship: 1, infantry: 2 }, { cruiser: 1 }), 0, 'asc');
  loaded(own, 0, 'combat', false);
  loaded(own, 1, 'combat', false);
  const fired = pick(start(own), 2);
  expect(eventsOf(fired, 'units-destroyed')).toEqual([
    { type: 'units-destroyed', seat: 1, system: ACTIVE, planet: null, unit: 'cruiser', count: 1, cause: 'ability' },
  ]);
  // With only 1 infantry picked they are 2: no Assault Cannon.
  const fewer = give(alastorGame({ flagship: 1, infantry: 2 }, { cruiser: 1 }), 0, 'asc');
  loaded(fewer, 0, 'combat', true);
  expect(eventsOf(pick(start(fewer), 1), 'units-destroyed').filter((e) => e.cause === 'ability')).toEqual([]);
  // Sol's Assault Cannon: the Nekro may lose an infantry fighting as a ship instead of the flagship.
  const theirs = give(alastorGame({ flagship: 1, infantry: 2 }, { destroyer: 3 }), 1, 'asc');
  const r = pick(start(theirs), 1);
  expect(decisionOf(r.state)).toMatchObject({
    kind: 'assign-hits',
    cause: 'ability',
    waitingOn: [0],
    hits: { 0: { count: 1, sustain: false, limit: { infantry: 1 } } },
  });
  const after = answer(r, 0, { type: 'assign-hits', sustain: {}, destroy: { infantry: 1 } });
  expect(eventsOf(after, 'units-destroyed')[0]).toMatchObject({
    seat: 0,
    unit: 'infantry',
    count: 1,
    cause: 'ability',
  });
});

test('78.5a FAQ the Winnu flagship rolls a die for each ground force the Alastor made a ship', () => {
  const s = alastorGame({ flagship: 1, infantry: 2 }, { flagship: 1 }, { defenderFaction: 'winnu' });
  loaded(s, 0, 'combat', false);
  loaded(s, 1, 'combat', true);
  expect(combatRolls(pick(start(s), 2), 1)[0]!.dice).toHaveLength(3);
});

test("78 odds: the Alastor's ground forces are ships for the Nekro side — all of them before the pick, the picked ones after", () => {
  const s = alastorGame({ flagship: 1, infantry: 2, mech: 1 }, { cruiser: 2 });
  // The defender hits and the Nekro miss: after the pick the combat waits on the Nekro's hit assignment.
  loaded(s, 0, 'combat', false);
  loaded(s, 1, 'combat', true);
  const before = spaceOddsInput(s)!;
  expect(before.attacker.units.map((u) => [u.type, u.count])).toEqual([
    ['flagship', 1],
    ['infantry', 2],
    ['mech', 1],
  ]);
  expect(before.attacker.groundForcesInSpace).toEqual({ infantry: 0, mech: 0 });
  const after = spaceOddsInput(pick(start(s), 1).state)!;
  expect(after.attacker.units.map((u) => [u.type, u.count])).toEqual([
    ['flagship', 1],
    ['infantry', 1],
  ]);
  expect(after.attacker.groundForcesInSpace).toEqual({ infantry: 1, mech: 1 });
  // The flagship's capacity 3 holds every survivor: the infantry and the mech are reported with it.
  const sure = combatOdds({
    ...before,
    attacker: { ...before.attacker, units: before.attacker.units.map((u) => ({ ...u, modifier: 10 })) },
    defender: { ...before.defender, units: before.defender.units.map((u) => ({ ...u, modifier: -10 })) },
  });
  expect(sure.attackerWins).toBeCloseTo(1, 12);
  expect(sure.survivors.attacker).toEqual({ flagship: 1, infantry: 2, mech: 1 });
});

test("78 odds with the Alastor match the engine's own combat (Monte Carlo, fixed seeds)", () => {
  const s = alastorGame(
    { flagship: 1, carrier: 1, infantry: 3, mech: 1 },
    { dreadnought: 1, cruiser: 2, destroyer: 1, fighter: 1 },
  );
  const exact = combatOdds(spaceOddsInput(s)!);
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
  // Without the ground forces the Nekro would do clearly worse: the check can fail.
  const withoutThem = combatOdds({
    ...spaceOddsInput(s)!,
    attacker: {
      ...spaceOddsInput(s)!.attacker,
      units: spaceOddsInput(s)!.attacker.units.filter((u) => u.type !== 'infantry' && u.type !== 'mech'),
    },
  });
  expect(withoutThem.attackerWins).toBeLessThan(exact.attackerWins - 0.1);
});

test('31 the Yin flagship destroyed during the combat also destroys the ground forces the Alastor made ships, not the others', () => {
  const s = alastorGame({ flagship: 1, infantry: 3 }, { flagship: 1 }, { defenderFaction: 'yin' });
  // The Yin hit and the Nekro miss: the combat waits on the Nekro's hit assignment when the Yin flagship is destroyed.
  loaded(s, 0, 'combat', false);
  loaded(s, 1, 'combat', true);
  const r = pick(start(s), 2);
  const ctx = flowCtx(r.state, { at: 0 });
  destroyUnits(ctx, { system: ACTIVE }, 1, 'flagship', 1, { cause: 'space-combat', by: 0 });
  expect(
    ctx.events
      .filter((e) => e.type === 'units-destroyed')
      .map((e) => e.type === 'units-destroyed' && [e.seat, e.unit, e.count]),
  ).toEqual([
    [1, 'flagship', 1],
    [0, 'flagship', 1],
    [0, 'infantry', 2],
  ]);
  expect(spaceOf(r.state, 0)?.counts.infantry).toBe(1);
  expect(currentCombat(r.state)?.asShips).toEqual({ 0: { infantry: 0 } });
});

// ---- Technological Singularity and Antivirus (engine/factions/nekro-singularity.ts) -------------------------------

/** The Nekro (seat 0, active) with `nekro` against seat 1 (Sol) with `sol`, who owns Antimass Deflectors, Dreadnought II and Spec Ops II. */
function singularityGame(nekro: Partial<Record<UnitType, number>>, sol: Partial<Record<UnitType, number>>): GameState {
  const s = combatGame({ factions: ['nekro', 'sol', 'letnev'] });
  give(s, 1, 'amd', 'dn2', 'so2');
  s.players.forEach((p, i) => (p.strategyCards = [['leadership', 'diplomacy', 'politics'][i]!])); // windows ask in order
  put(s, 0, nekro);
  put(s, 1, sol);
  loaded(s, 0, 'combat', true);
  return loaded(s, 1, 'combat', false);
}

const singularityOptions = (r: Run) =>
  decisionOf(r.state)?.kind === 'choice' && (decisionOf(r.state) as { choice: string }).choice === 'nekro/singularity'
    ? optionLabels(r.state, 0)
    : [];

test("Technological Singularity 90.16: after an opponent's unit is destroyed in a combat, the Nekro gains one of their technologies without a faction", () => {
  const r = start(singularityGame({ cruiser: 1 }, { cruiser: 2 }));
  expect(decisionOf(r.state)).toMatchObject({ kind: 'choice', choice: 'nekro/singularity', waitingOn: [0] });
  // Spec Ops II is a Sol faction technology: only the Valefar Assimilators could take it (90.16).
  expect(singularityOptions(r)).toEqual([
    'Technological Singularity: gain Antimass Deflectors from Player 2',
    'Technological Singularity: gain Dreadnought II from Player 2',
    "Technological Singularity: Valefar Assimilator X — put the X token on Player 2's Spec Ops II; you have its text",
    'Technological Singularity: gain nothing now',
  ]);
  // A faction technology is not gained as such: only an assimilator token goes on it (90.16).
  const refused = apply(r.state, 0, { type: 'choose', option: 'so2' }, { at: 0 });
  expect(refused.ok ? null : refused.error).toMatchObject({ code: 'flow/not-an-option', rule: '90.16' });
  const next = answer(r, 0, { type: 'choose', option: 'dn2' });
  expect(next.state.players[0]!.technologies).toEqual(['dn2']);
  expect(next.state.players[1]!.technologies).toEqual(['amd', 'dn2', 'so2']);
  expect(eventsOf(next, 'ability-used')).toEqual([
    { type: 'ability-used', seat: 0, ability: 'technological_singularity', window: 'after-unit-destroyed' },
  ]);
});

test('Technological Singularity 90.16: once per combat — the next destroyed unit in the same combat offers nothing', () => {
  let r = start(singularityGame({ cruiser: 1 }, { cruiser: 2 }));
  r = answer(r, 0, { type: 'choose', option: 'amd' });
  // Round 2: the second cruiser is destroyed; the Nekro is not asked again and the combat ends.
  r = settle(r);
  expect(eventsOf(r, 'units-destroyed').filter((e) => e.seat === 1)).toHaveLength(2);
  expect(r.state.players[0]!.technologies).toEqual(['amd']);
  expect(eventsOf(r, 'ability-used')).toHaveLength(1);
});

test('Technological Singularity 90.16: gaining nothing keeps the ability for the next destroyed unit of that combat', () => {
  let r = start(singularityGame({ cruiser: 1 }, { cruiser: 2 }));
  r = answer(r, 0, { type: 'choose', option: 'decline' });
  expect(r.state.players[0]!.technologies).toEqual([]);
  expect(singularityOptions(r)).toHaveLength(4);
  r = answer(r, 0, { type: 'choose', option: 'amd' });
  expect(r.state.players[0]!.technologies).toEqual(['amd']);
});

test('Technological Singularity 90.16: no choice when the opponent owns nothing the Nekro could gain', () => {
  const s = singularityGame({ cruiser: 1 }, { cruiser: 1 });
  s.players[0]!.technologies = ['amd', 'dn2'];
  s.players[1]!.technologies = ['amd', 'dn2']; // and no faction technology for an assimilator token
  const first = start(s);
  expect(singularityOptions(first)).toEqual([]);
  const r = settle(first);
  expect(eventsOf(r, 'units-destroyed').filter((e) => e.seat === 1)).toHaveLength(1);
  expect(r.state.players[0]!.technologies).toEqual(['amd', 'dn2']);
});

/** Seat 1 holds the Nekro's Antivirus, received in a transaction (public: transactions.received). */
function withAntivirus(s: GameState): GameState {
  s.players[0]!.promissoryNotes = s.players[0]!.promissoryNotes.filter((n) => n !== 'antivirus@0');
  s.players[1]!.promissoryNotes.push('antivirus@0');
  s.transactions = { proposals: [], doneScope: null, done: [], deals: [], received: [1], silenced: [], removed: [] };
  return s;
}

test('69 Antivirus: placed face up at the start of a combat, Technological Singularity cannot be used against its holder', () => {
  let r = start(withAntivirus(singularityGame({ cruiser: 1 }, { cruiser: 2 })));
  const offered = options(r.state, 1).filter((o) => o.command.type === 'use-ability');
  expect(offered.map((o) => o.label)).toEqual([
    "Antivirus: place Player 1's note face up; Technological Singularity cannot be used against you",
  ]);
  r = answer(r, 1, { type: 'use-ability', ability: 'antivirus', targets: { owner: 0 } });
  expect(r.state.players[1]!.promissoryInPlay).toEqual(['antivirus@0']);
  expect(r.state.players[1]!.promissoryNotes).not.toContain('antivirus@0');
  r = settle(r);
  expect(eventsOf(r, 'units-destroyed').filter((e) => e.seat === 1)).toHaveLength(2);
  expect(r.state.players[0]!.technologies).toEqual([]);
});

test('69.2 Antivirus: its owner cannot play it, and a holder cannot play a copy they do not hold (nothing changes)', () => {
  const r = start(withAntivirus(singularityGame({ cruiser: 1 }, { cruiser: 2 })));
  const notHeld = apply(r.state, 1, { type: 'use-ability', ability: 'antivirus', targets: { owner: 2 } }, { at: 0 });
  expect(notHeld.ok ? null : notHeld.error.rule).toBe('69.1');
  const s = start(singularityGame({ cruiser: 1 }, { cruiser: 2 }));
  const own = apply(s.state, 0, { type: 'use-ability', ability: 'antivirus', targets: { owner: 0 } }, { at: 0 });
  expect(own.ok).toBe(false);
  expect(r.state.players[1]!.promissoryNotes).toContain('antivirus@0');
});

// ---- Valefar Assimilator X and Y (engine/factions/nekro-valefar.ts), the Mordred -----------------------------------

const choose = (r: Run, option: string): Run => answer(r, 0, { type: 'choose', option });

test('90.16 Valefar Assimilator X: the X token goes on a faction technology of the opponent, and the Nekro has its text', () => {
  const r = choose(start(singularityGame({ cruiser: 1 }, { cruiser: 2 })), 'x@1:so2');
  expect(r.state.players[0]!.otherTokens).toEqual(['valefar-x@1:so2']);
  expect(r.state.players[0]!.technologies).toEqual(['so2']);
  expect(r.state.players[1]!.technologies).toEqual(['amd', 'dn2', 'so2']);
  // 90.21: the Nekro's infantry are Spec Ops II now, though the names differ.
  expect(unitStats(r.state, 0, 'infantry')).toMatchObject({ unit: 'sol_infantry2' });
  expect(eventsOf(r, 'ability-used').map((e) => e.ability)).toEqual(['technological_singularity', 'vax']);
});

test('90.16 Valefar Assimilator Y: with X on a technology the Y token is used; with both placed no faction technology is offered', () => {
  const s = singularityGame({ cruiser: 1 }, { cruiser: 2 });
  s.players[0]!.otherTokens = ['valefar-x@2:nes'];
  s.players[0]!.technologies = ['nes'];
  const r = start(s);
  expect(singularityOptions(r)).toContain(
    "Technological Singularity: Valefar Assimilator Y — put the Y token on Player 2's Spec Ops II; you have its text",
  );
  const both = singularityGame({ cruiser: 1 }, { cruiser: 2 });
  both.players[0]!.otherTokens = ['valefar-x@2:nes', 'valefar-y@2:l4'];
  both.players[0]!.technologies = ['nes', 'l4'];
  const full = start(both);
  expect(singularityOptions(full).filter((l) => l.includes('Valefar'))).toEqual([]);
  const refused = apply(full.state, 0, { type: 'choose', option: 'x@1:so2' }, { at: 0 });
  expect(refused.ok ? null : refused.error.rule).toBe('90.16');
});

test('90.17 FAQ: units printed on a faction sheet are no technologies: an opponent with faction units and no technologies offers nothing', () => {
  const s = singularityGame({ cruiser: 1 }, { cruiser: 2 });
  s.players[1]!.technologies = [];
  const r = start(s);
  expect(singularityOptions(r)).toEqual([]);
  expect(settle(r).state.players[0]!.technologies).toEqual([]);
});

test("90.18 a copied technology stays in the Nekro's play area when its owner is eliminated", () => {
  const r = choose(start(singularityGame({ cruiser: 1 }, { cruiser: 2 })), 'x@1:so2');
  const ctx = flowCtx(r.state, { at: 0 });
  eliminate(ctx, 1);
  expect(r.state.players[1]!.technologies).toEqual([]);
  expect(r.state.players[0]!.technologies).toEqual(['so2']);
  expect(unitStats(r.state, 0, 'infantry')).toMatchObject({ unit: 'sol_infantry2' });
});

// 90.20 (war suns go back when the token leaves a war sun upgrade and no War Sun card is held) has no case this engine
// can reach: Prototype War Sun II is the only war sun upgrade, a token moves only when an upgrade of the same type
// replaces the copy (90.21), and nothing else takes a copied technology away (90.18 keeps it). nekro-valefar.ts's
// returnWarSuns still follows the rule should such an effect come.
test('90.19 when the token leaves the Floating Factory, the space docks in space land on a planet of theirs in the system or return', () => {
  const s = singularityGame({ cruiser: 1 }, { cruiser: 2 });
  s.players[0]!.technologies = ['ffac2'];
  s.players[0]!.otherTokens = ['valefar-x@2:ffac2'];
  s.players[1]!.technologies = ['sd2'];
  put(s, 0, { 'space-dock': 1 }, { system: AROUND[0] }); // no planet there: back to reinforcements
  // The dock next door gives the Nekro a retreat to announce first (78.4): the timeout announces none.
  let r = start(s);
  while (decisionOf(r.state) && singularityOptions(r).length === 0)
    r = answer(r, decisionOf(r.state)!.waitingOn[0]!, { type: 'timeout' });
  r = choose(r, 'sd2');
  expect(r.state.players[0]!.technologies).toEqual(['sd2']);
  expect(r.state.players[0]!.otherTokens).toEqual([]);
  expect(r.state.board.systems[AROUND[0]!]!.space['0']?.counts['space-dock'] ?? 0).toBe(0);
  expect(eventsOf(r, 'units-removed')).toMatchObject([{ seat: 0, unit: 'space-dock', count: 1, reason: 'ability' }]);
});

test('90.21 a unit upgrade of a type the Nekro has replaces it; a copied one takes the token of the copy it replaces', () => {
  const s = singularityGame({ cruiser: 1 }, { cruiser: 2 });
  s.players[0]!.technologies = ['lw2'];
  s.players[0]!.otherTokens = ['valefar-x@2:lw2'];
  const r = start(s);
  // Y is free, but Spec Ops II replaces the copied Letani Warrior II: it must take X.
  expect(singularityOptions(r).filter((l) => l.includes('Valefar'))).toEqual([
    "Technological Singularity: Valefar Assimilator X — put the X token on Player 2's Spec Ops II; you have its text",
  ]);
  const next = choose(r, 'x@1:so2');
  expect(next.state.players[0]!.technologies).toEqual(['so2']);
  expect(next.state.players[0]!.otherTokens).toEqual(['valefar-x@1:so2']);
  // A generic upgrade replaces a copied one of its type too, and the token goes back to its card.
  const generic = singularityGame({ cruiser: 1 }, { cruiser: 2 });
  generic.players[0]!.technologies = ['so2'];
  generic.players[0]!.otherTokens = ['valefar-x@1:so2'];
  generic.players[1]!.technologies = ['inf2'];
  const g = choose(start(generic), 'inf2');
  expect(g.state.players[0]!.technologies).toEqual(['inf2']);
  expect(g.state.players[0]!.otherTokens).toEqual([]);
  expect(unitStats(g.state, 0, 'infantry')).toMatchObject({ unit: 'infantry2' });
});

test('90.22 with a token on it, a copied technology counts its colour toward objectives', () => {
  const s = combatGame({ factions: ['nekro', 'letnev', 'sol'] });
  s.players.forEach((p, i) => (p.strategyCards = [['leadership', 'diplomacy', 'politics'][i]!]));
  give(s, 1, 'nes');
  put(s, 0, { cruiser: 1 });
  put(s, 1, { cruiser: 2 });
  loaded(s, 0, 'combat', true);
  loaded(s, 1, 'combat', false);
  const r = choose(start(s), 'x@1:nes');
  expect(ownedColours(r.state.players[0]!.technologies).red).toBe(1);
});

test('Mordred 96: +2 to its combat rolls against an opponent with an assimilator token on a technology, not against others', () => {
  const s = singularityGame({ cruiser: 1 }, { cruiser: 2 });
  const place = { combat: 'ground', system: ACTIVE, planet: null } as const;
  const bonus = (st: GameState, opponent: number) =>
    ask(COMBAT_ROLL_MODIFIER, { state: st, seat: 0, place, unit: 'mech', opponent });
  s.players[0]!.otherTokens = ['valefar-x@1:so2'];
  expect(bonus(s, 1)).toBe(2);
  expect(bonus(s, 2)).toBe(0);
  expect(ask(COMBAT_ROLL_MODIFIER, { state: s, seat: 0, place, unit: 'infantry', opponent: 1 })).toBe(0);
});
