import { expect, test } from 'vitest';
import type { Command } from '../core/commands';
import type { GameState, Seat } from '../core/state';
import { apply } from '../flow/apply';
import { loadDice } from '../combat/dice';
import {
  ACTIVE,
  answer,
  combatGame,
  decisionOf,
  eventsOf,
  loaded,
  planetUnits,
  put,
  runFrom,
  type Run,
} from '../testing/combat-scenario';
import { invasionGame, own, passWindows, runInvasion } from '../testing/invasion-scenario';
import { optionLabels } from '../testing/scenario';

const CANCEL_FOR = (seat: Seat, ability = 'titansagent'): Command => ({
  type: 'use-ability',
  ability,
  targets: { seat },
});

/** Letnev (seat 0) and Sol (seat 1) fight with 2 cruisers each; Letnev always hits, Sol always misses; Titans seat 2. */
function combat(agent: 'unlocked' | 'exhausted'): GameState {
  const s = put(put(combatGame({ factions: ['letnev', 'sol', 'titans'] }), 0, { cruiser: 2 }), 1, { cruiser: 2 });
  s.players.forEach((p, i) => (p.strategyCards = [['leadership', 'diplomacy', 'politics'][i]!]));
  s.players[2]!.leaders.agent = agent;
  loadDice(s, { seat: 0, roll: 'combat', result: 10 });
  loadDice(s, { seat: 1, roll: 'combat', result: 1 });
  return s;
}

function passUntil(run: Run, stop: string): Run {
  let r = run;
  for (let d = decisionOf(r.state); d?.kind === 'window' && d.window !== stop; d = decisionOf(r.state))
    r = answer(r, d.waitingOn[0]!, { type: 'pass-window' });
  return r;
}

function passAll(run: Run): Run {
  let r = run;
  for (let d = decisionOf(r.state); d?.kind === 'window'; d = decisionOf(r.state))
    r = answer(r, d.waitingOn[0]!, { type: 'pass-window' });
  return r;
}

test('51.4 Titans agent Tellurian (78.6): exhausted just before hits are assigned, it cancels 1 hit against any player', () => {
  let r = passUntil(runFrom(combat('unlocked'), 'tactical/space-combat'), 'before-hits-assigned');
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'before-hits-assigned' });
  expect(decisionOf(r.state)!.waitingOn).toContain(2);
  expect(optionLabels(r.state, 2)).toContain('Tellurian: cancel 1 hit against the units of Player 2');
  r = passAll(answer(r, 2, CANCEL_FOR(1)));
  expect(r.state.players[2]!.leaders.agent).toBe('exhausted');
  // Round 1 destroys 1 cruiser of the 2 hits; round 2 (the agent exhausted) the last one.
  expect(eventsOf(r, 'units-destroyed').map((e) => [e.seat, e.unit, e.count])).toEqual([
    [1, 'cruiser', 1],
    [1, 'cruiser', 1],
  ]);
  expect(eventsOf(r, 'combat-round-started').map((e) => e.round)).toEqual([1, 2]);
});

test('51.4 Titans agent Tellurian: exhausted, or naming a player with no hit against them, it is refused and nothing changes', () => {
  const open = passUntil(runFrom(combat('unlocked'), 'tactical/space-combat'), 'before-hits-assigned');
  const before = structuredClone(open.state);
  const r = apply(open.state, 2, CANCEL_FOR(0), { at: 0 });
  expect(r.ok ? null : r.error).toMatchObject({ code: 'ability/bad-target', rule: '51.4' });
  expect(open.state).toEqual(before);
  const tired = passUntil(runFrom(combat('exhausted'), 'tactical/space-combat'), 'before-hits-assigned');
  expect(optionLabels(tired.state, 2).some((l) => l.startsWith('Tellurian'))).toBe(false);
  const still = structuredClone(tired.state);
  expect(apply(tired.state, 2, CANCEL_FOR(1), { at: 0 }).ok).toBe(false);
  expect(tired.state).toEqual(still);
});

/** Titans seat 2 with Tellurian ready; seats 0 and 1 as the test sets up; everyone holds a strategy card (1.19). */
function bystander(s: GameState): GameState {
  s.players.forEach((p, i) => (p.strategyCards = [['leadership', 'diplomacy', 'politics'][i]!]));
  s.players[2]!.leaders.agent = 'unlocked';
  return s;
}

test('51.4 Titans agent Tellurian (10): it cancels 1 anti-fighter barrage hit before it is assigned', () => {
  const s = bystander(
    put(put(combatGame({ factions: ['letnev', 'sol', 'titans'] }), 0, { destroyer: 1 }), 1, { fighter: 2, carrier: 1 }),
  );
  loadDice(s, { seat: 0, roll: 'anti-fighter-barrage', result: 10 });
  let r = passUntil(runFrom(s, 'tactical/space-combat'), 'before-barrage-hits-assigned');
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'before-barrage-hits-assigned', waitingOn: [2] });
  r = answer(r, 2, CANCEL_FOR(1, 'titansagent-barrage'));
  r = passUntil(r, 'start-of-combat-round');
  const barrage = eventsOf(r, 'units-destroyed').filter((e) => e.cause === 'anti-fighter-barrage');
  expect(barrage.map((e) => [e.seat, e.unit, e.count])).toEqual([[1, 'fighter', 1]]);
  expect(r.state.players[2]!.leaders.agent).toBe('exhausted');
});

test('51.4 Titans agent Tellurian (15): it cancels 1 bombardment hit; a seat with no hit against it is refused', () => {
  const s = bystander(put(invasionGame({ factions: ['letnev', 'sol', 'titans'] }), 0, { dreadnought: 2 }));
  own(s, 1, 'starpoint');
  put(s, 1, { infantry: 3 }, { planet: 'starpoint' });
  loaded(s, 0, 'bombardment', true);
  let r = passWindows(runInvasion(s));
  r = answer(r, 0, { type: 'bombard', targets: [{ planet: 'starpoint', unit: 'dreadnought', count: 2 }] });
  r = passUntil(r, 'before-bombardment-hits-assigned');
  expect(decisionOf(r.state)).toMatchObject({ window: 'before-bombardment-hits-assigned', waitingOn: [2] });
  const before = structuredClone(r.state);
  expect(apply(r.state, 2, CANCEL_FOR(0, 'titansagent-bombardment'), { at: 0 }).ok).toBe(false);
  expect(r.state).toEqual(before);
  r = passWindows(answer(r, 2, CANCEL_FOR(1, 'titansagent-bombardment')));
  expect(planetUnits(r.state, 'starpoint', 1)!.counts).toEqual({ infantry: 2 });
});

test('51.4 Titans agent Tellurian (77): it cancels 1 space cannon hit before it is assigned', () => {
  const s = bystander(put(invasionGame({ factions: ['letnev', 'sol', 'titans'] }), 0, { cruiser: 2 }));
  own(s, 1, 'starpoint');
  put(s, 1, { pds: 1 }, { planet: 'starpoint' });
  loaded(s, 1, 'space-cannon', true);
  let r = passUntil(runFrom(s, 'tactical/space-cannon-offense'), 'before-space-cannon-hits-assigned');
  for (let d = decisionOf(r.state); d && d.kind !== 'window'; d = decisionOf(r.state))
    r = passUntil(answer(r, d.waitingOn[0]!, { type: 'timeout' }), 'before-space-cannon-hits-assigned');
  expect(decisionOf(r.state)).toMatchObject({ window: 'before-space-cannon-hits-assigned' });
  r = passAll(answer(r, 2, CANCEL_FOR(0, 'titansagent-space-cannon')));
  expect(eventsOf(r, 'units-destroyed')).toEqual([]);
  expect(r.state.board.systems[ACTIVE]!.space['0']!.counts).toEqual({ cruiser: 2 });
});
