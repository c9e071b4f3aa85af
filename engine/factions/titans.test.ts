import { expect, test } from 'vitest';
import type { Command } from '../core/commands';
import type { GameState, Seat } from '../core/state';
import { apply } from '../flow/apply';
import { loadDice } from '../combat/dice';
import { optionLabels } from '../testing/scenario';
import {
  ACTIVE,
  addSystem,
  answer,
  decisionOf,
  eventsOf,
  invasionGame,
  own,
  passWindows,
  planetUnits,
  put,
  spaceOf,
  type Run,
} from '../testing/invasion-scenario';
import { AROUND, runFrom } from '../testing/combat-scenario';
import { sleeperPlanets } from './titans-sleepers';

/** The Titans (seat 0) control Starpoint and New Albion in ACTIVE (tile 27); the hazardous deck holds one card. */
function titans(): GameState {
  const s = invasionGame({ factions: ['titans', 'jolnar', 'xxcha'] });
  s.players.forEach((p, i) => (p.strategyCards = [['leadership', 'diplomacy', 'politics'][i]!]));
  own(s, 0, 'starpoint', true);
  own(s, 0, 'newalbion', true);
  s.decks.hazardous = { draw: ['mining-world#1'], discard: [] };
  return s;
}

const use = (ability: string, targets: Record<string, unknown>): Command => ({ type: 'use-ability', ability, targets });

/** The command is refused and the state is left as it was. */
function refused(s: GameState, seat: Seat, command: Command) {
  const before = structuredClone(s);
  const r = apply(s, seat, command, { at: 0 });
  if (r.ok) throw new Error(`expected ${command.type} to be refused`);
  expect(s).toEqual(before);
  return r.error;
}

const exploreStarpoint = (s: GameState): Run =>
  runFrom(s, 'exploration/explore', { seat: 0, system: ACTIVE, planet: 'starpoint' });

/** Five planets around ACTIVE, each with a sleeper token: every token the Titans own is on the board. */
function allSleepersOut(s: GameState): GameState {
  (['19', '20', '21', '22', '23'] as const).forEach((tile, i) => addSystem(s, AROUND[i]!, tile));
  for (const [i, planet] of ['wellon', 'vefutii', 'thibah', 'tarmann', 'saudor'].entries())
    s.board.systems[AROUND[i]!]!.planets[planet]!.sleeper = true;
  return s;
}

test('35 Titans Terragenesis: after exploring a planet without a sleeper token, the Titans place 1 there', () => {
  let r = exploreStarpoint(titans());
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'after-exploring', waitingOn: [0] });
  expect(optionLabels(r.state, 0)).toContain('Terragenesis: place a sleeper token on Starpoint');
  r = passWindows(answer(r, 0, use('terragenesis', { from: 'supply' })));
  expect(r.state.board.systems[ACTIVE]!.planets.starpoint!.sleeper).toBe(true);
  expect(sleeperPlanets(r.state)).toEqual([{ system: ACTIVE, planet: 'starpoint' }]);
  // A planet that has a sleeper token already is not offered another.
  const again = exploreStarpoint({
    ...r.state,
    decks: { ...r.state.decks, hazardous: { draw: ['mining-world#2'], discard: [] } },
  });
  expect(decisionOf(again.state)).toBeUndefined();
});

test('35 Titans Terragenesis: the 5 sleeper tokens are a limit — with all on the board one is moved, a sixth is refused', () => {
  const r = exploreStarpoint(allSleepersOut(titans()));
  const labels = optionLabels(r.state, 0).filter((l) => l.startsWith('Terragenesis'));
  expect(labels).toHaveLength(5);
  expect(labels).toContain('Terragenesis: move the sleeper token from Wellon to Starpoint');
  expect(refused(r.state, 0, use('terragenesis', { from: 'supply' }))).toMatchObject({
    code: 'ability/bad-target',
    rule: '35',
  });
  const moved = passWindows(answer(r, 0, use('terragenesis', { from: 'wellon' })));
  expect(
    sleeperPlanets(moved.state)
      .map((o) => o.planet)
      .sort(),
  ).toEqual(['saudor', 'starpoint', 'tarmann', 'thibah', 'vefutii'].sort());
});

test('35 Titans Terragenesis: another player exploring is not offered it, and the Titans cannot use it then', () => {
  const s = titans();
  own(s, 1, 'starpoint', true);
  const r = runFrom(s, 'exploration/explore', { seat: 1, system: ACTIVE, planet: 'starpoint' });
  expect(decisionOf(r.state)).toBeUndefined();
  expect(r.state.board.systems[ACTIVE]!.planets.starpoint!.sleeper).toBeUndefined();
});

/** The after-system-activated window of the Titans activating ACTIVE. */
const activated = (s: GameState): Run =>
  runFrom(s, 'window/open', { window: 'after-system-activated', subject: { seat: 0, system: ACTIVE } });

test('5 Titans Awaken: after activating a system with sleeper tokens, each becomes a PDS from reinforcements', () => {
  const s = titans();
  s.board.systems[ACTIVE]!.planets.starpoint!.sleeper = true;
  s.board.systems[ACTIVE]!.planets.newalbion!.sleeper = true;
  let r = activated(s);
  expect(optionLabels(r.state, 0)).toContain('Awaken: replace the sleeper tokens on New Albion and Starpoint with PDS');
  r = passWindows(answer(r, 0, use('awaken', { planets: ['starpoint', 'newalbion'] })));
  expect(planetUnits(r.state, 'starpoint', 0)?.counts).toEqual({ pds: 1 });
  expect(planetUnits(r.state, 'newalbion', 0)?.counts).toEqual({ pds: 1 });
  expect(sleeperPlanets(r.state)).toEqual([]);
});

test('5 Titans Awaken: a token on a planet that cannot take another PDS (85.6) is not offered, and naming it is refused', () => {
  const s = titans();
  s.board.systems[ACTIVE]!.planets.starpoint!.sleeper = true;
  s.board.systems[ACTIVE]!.planets.newalbion!.sleeper = true;
  put(s, 0, { pds: 5 }, { system: ACTIVE, planet: 'newalbion' }); // 5 of 6 out: one left
  s.board.systems[ACTIVE]!.planets.newalbion!.sleeper = true;
  const r = activated(s);
  // New Albion already holds 2+ PDS (85.6): only Starpoint can take one.
  expect(optionLabels(r.state, 0).filter((l) => l.startsWith('Awaken'))).toEqual([
    'Awaken: replace the sleeper token on Starpoint with PDS',
  ]);
  expect(refused(r.state, 0, use('awaken', { planets: ['newalbion'] }))).toMatchObject({ code: 'ability/bad-target' });
  // No sleeper token in the system: nothing to awaken.
  const none = activated(titans());
  expect(decisionOf(none.state)).toBeUndefined();
  expect(refused(activated(s).state, 1, use('awaken', { planets: ['starpoint'] })).code).toMatch(/^(flow|ability)\//);
});

test('49.5a Titans Awaken: on a planet another player controls without ground forces, the Titans gain it', () => {
  const s = titans();
  own(s, 1, 'newalbion', false);
  put(s, 1, { 'space-dock': 1 }, { planet: 'newalbion' });
  s.board.systems[ACTIVE]!.planets.newalbion!.sleeper = true;
  const r = passWindows(answer(activated(s), 0, use('awaken', { planets: ['newalbion'] })));
  expect(r.state.board.systems[ACTIVE]!.planets.newalbion!.owner).toBe(0);
  expect(planetUnits(r.state, 'newalbion', 1)?.counts ?? {}).toEqual({});
  expect(eventsOf(r, 'planet-control-gained')).toMatchObject([{ seat: 0, planet: 'newalbion', from: 1 }]);
});

test("49.4 Titans Coalescence: a PDS awakened among another player's ground forces fights them in the invasion step", () => {
  const s = titans();
  own(s, 1, 'newalbion', false);
  put(s, 1, { infantry: 1 }, { planet: 'newalbion' });
  s.board.systems[ACTIVE]!.planets.newalbion!.sleeper = true;
  loadDice(s, { seat: 0, roll: 'combat', result: 10 });
  loadDice(s, { seat: 1, roll: 'combat', result: 1 });
  const woken = passWindows(answer(activated(s), 0, use('awaken', { planets: ['newalbion'] })));
  expect(woken.state.board.systems[ACTIVE]!.planets.newalbion!.owner).toBe(1);
  // Nothing was committed, yet the ground combat is fought; the Hel-Titan wins and the planet changes hands.
  let r = passWindows(runFrom(woken.state, 'tactical/invasion'));
  for (let d = decisionOf(r.state); d; d = decisionOf(r.state))
    r = passWindows(answer(r, d.waitingOn[0]!, { type: 'timeout' }));
  expect(eventsOf(r, 'combat-started')).toMatchObject([{ combat: 'ground', planet: 'newalbion' }]);
  expect(r.state.board.systems[ACTIVE]!.planets.newalbion!.owner).toBe(0);
  expect(planetUnits(r.state, 'newalbion', 1)?.counts.infantry ?? 0).toBe(0);
});

test("78 Titans Coalescence: Ouranos deployed among another player's ships fights them in the space combat step", () => {
  const s = titans();
  put(s, 0, { pds: 1 }, { planet: 'starpoint' });
  put(s, 1, { cruiser: 1 });
  let r = answer(activated(s), 0, use('titans-flagship-deploy', { planet: 'starpoint' }));
  r = passWindows(r);
  expect(spaceOf(r.state, 0)?.counts).toEqual({ flagship: 1 });
  r = runFrom(r.state, 'tactical/space-combat');
  expect(eventsOf(r, 'combat-started')).toMatchObject([{ combat: 'space', attacker: 0, defender: 1 }]);
});

test('23.4a Titans Awaken: with no PDS in reinforcements, one is taken back from a system without their command token', () => {
  const s = titans();
  addSystem(s, AROUND[0]!, '19');
  put(s, 0, { pds: 5 }, { system: AROUND[0]!, planet: 'wellon' });
  put(s, 0, { pds: 1 }, { planet: 'newalbion' });
  s.board.systems[ACTIVE]!.commandTokens.push(0);
  s.board.systems[ACTIVE]!.planets.starpoint!.sleeper = true;
  let r = activated(s);
  expect(optionLabels(r.state, 0)).toContain(
    'Awaken: replace the sleeper token on Starpoint with PDS (taking back the PDS on Wellon)',
  );
  // The PDS on New Albion is in the system just activated (their command token): it cannot be taken back.
  expect(
    refused(r.state, 0, use('awaken', { planets: ['starpoint'], reclaim: [{ system: ACTIVE, planet: 'newalbion' }] })),
  ).toMatchObject({ code: 'ability/bad-target', rule: '23.4a' });
  r = passWindows(
    answer(r, 0, use('awaken', { planets: ['starpoint'], reclaim: [{ system: AROUND[0]!, planet: 'wellon' }] })),
  );
  expect(planetUnits(r.state, 'wellon', 0, AROUND[0]!)?.counts).toEqual({ pds: 4 });
  expect(planetUnits(r.state, 'starpoint', 0)?.counts).toEqual({ pds: 1 });
});

test('23.4a Titans Awaken is a may for each token: the player picks which tokens, and is never forced to take a PDS back', () => {
  const s = titans();
  addSystem(s, AROUND[0]!, '19');
  addSystem(s, AROUND[1]!, '20');
  put(s, 0, { pds: 3 }, { system: AROUND[0]!, planet: 'wellon' });
  put(s, 0, { pds: 2 }, { system: AROUND[1]!, planet: 'vefutii' });
  s.board.systems[ACTIVE]!.commandTokens.push(0);
  s.board.systems[ACTIVE]!.planets.starpoint!.sleeper = true;
  s.board.systems[ACTIVE]!.planets.newalbion!.sleeper = true;
  const r = activated(s);
  const offered = optionLabels(r.state, 0).filter((l) => l.startsWith('Awaken'));
  expect([...offered].sort()).toEqual([
    'Awaken: replace the sleeper token on New Albion with PDS',
    'Awaken: replace the sleeper token on Starpoint with PDS',
    'Awaken: replace the sleeper tokens on New Albion and Starpoint with PDS (taking back the PDS on Vefut II)',
    'Awaken: replace the sleeper tokens on New Albion and Starpoint with PDS (taking back the PDS on Wellon)',
  ]);
  // One token, from the 1 PDS left in reinforcements: nothing is taken back, the other token stays.
  const one = passWindows(answer(r, 0, use('awaken', { planets: ['starpoint'] })));
  expect(planetUnits(one.state, 'starpoint', 0)?.counts).toEqual({ pds: 1 });
  expect(one.state.board.systems[ACTIVE]!.planets.newalbion!.sleeper).toBe(true);
  expect(planetUnits(one.state, 'wellon', 0, AROUND[0]!)?.counts).toEqual({ pds: 3 });
  // Both tokens need 1 PDS taken back: without naming it, refused, and nothing changes.
  const before = structuredClone(r.state);
  expect(refused(r.state, 0, use('awaken', { planets: ['starpoint', 'newalbion'] }))).toMatchObject({ rule: '23.4a' });
  expect(r.state).toEqual(before);
});
