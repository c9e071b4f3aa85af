// FAQ answers on Shields Holding and Direct Hit against the hits of combat abilities (the Mentak's Ambush, the
// Creuss's Dimensional Splicer, the Yin's Devotion), resting on LRR 2 (action cards), 78.6 and 87 (Sustain Damage).
import { expect, test } from 'vitest';
import { loadDice } from '../combat/dice';
import type { GameState } from '../core/state';
import { answer, combatGame, decisionOf, eventsOf, put, runFrom, spaceOf, type Run } from '../testing/combat-scenario';
import { giveActionCards } from '../testing/scenario';
import { withStrategyCards } from '../testing/unit-ability-scenario';
import { passWindows, use } from './combat-card-testkit';

/** The Mentak (seat 0, active) with 2 cruisers, every die a hit, against Sol (seat 1) with `defender`. */
function ambushGame(defender: Record<string, number>): GameState {
  const s = withStrategyCards(combatGame({ factions: ['mentak', 'sol', 'letnev'] }));
  put(s, 0, { cruiser: 2 });
  put(s, 1, defender);
  loadDice(s, { seat: 0, roll: 'combat', result: 10 });
  return s;
}

/** Units destroyed before the first combat round started: by the abilities of the combat's start. */
function destroyedBeforeRound1(r: Run): [number, string, number][] {
  const round1 = r.events.findIndex((e) => e.type === 'combat-round-started');
  return r.events
    .slice(0, round1 < 0 ? undefined : round1)
    .flatMap((e) => (e.type === 'units-destroyed' ? [[e.seat, e.unit, e.count] as [number, string, number]] : []));
}

test('FAQ: Shields Holding cancels the hits of Ambush, a combat ability', () => {
  const s = giveActionCards(ambushGame({ destroyer: 3 }), 1, ['shields-holding']);
  let r = answer(runFrom(s, 'tactical/space-combat'), 0, use('ambush', { cruiser: 2 }));
  r = passWindows(r, 'before-hits-assigned');
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'before-hits-assigned', waitingOn: [1] });
  r = passWindows(answer(r, 1, use('shields-holding', { hits: 2 })));
  expect(r.state.players[1]!.actionCards).toEqual([]);
  expect(destroyedBeforeRound1(r)).toEqual([]);
  // Without the card, both hits land: the 3 destroyers are alike, so they are assigned for Sol.
  const bare = answer(runFrom(ambushGame({ destroyer: 3 }), 'tactical/space-combat'), 0, use('ambush', { cruiser: 2 }));
  expect(destroyedBeforeRound1(passWindows(bare))).toEqual([[1, 'destroyer', 2]]);
});

test('FAQ: Shields Holding cancels the hit of Dimensional Splicer', () => {
  // The Creuss (seat 0) fight Sol in a system with a wormhole (Quann, beta); Sol holds Shields Holding.
  const s = withStrategyCards(combatGame({ active: '25', factions: ['ghost', 'sol', 'letnev'] }));
  put(s, 0, { cruiser: 1 });
  put(s, 1, { destroyer: 2 });
  s.players[0]!.technologies = ['ds'];
  const dealt = giveActionCards(s, 1, ['shields-holding']);
  let r = answer(runFrom(dealt, 'tactical/space-combat'), 0, use('dimensional-splicer', { ship: 'destroyer' }));
  r = passWindows(r, 'before-hits-assigned');
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'before-hits-assigned', waitingOn: [1] });
  r = passWindows(answer(r, 1, use('shields-holding', { hits: 1 })));
  expect(destroyedBeforeRound1(r)).toEqual([]);
  // Without the card, the destroyer takes the hit (nothing to sustain it).
  const bare = answer(runFrom(s, 'tactical/space-combat'), 0, use('dimensional-splicer', { ship: 'destroyer' }));
  expect(destroyedBeforeRound1(passWindows(bare))).toEqual([[1, 'destroyer', 1]]);
});

test('FAQ: Direct Hit follows a Sustain Damage against a hit of Ambush', () => {
  const s = giveActionCards(ambushGame({ dreadnought: 1, destroyer: 1 }), 0, ['direct-hit']);
  // Seat 0 holds an action card: the window before the hits are assigned asks them (and they pass).
  let r = passWindows(answer(runFrom(s, 'tactical/space-combat'), 0, use('ambush', { cruiser: 1 })));
  expect(decisionOf(r.state)).toMatchObject({ kind: 'assign-hits', cause: 'ability', waitingOn: [1] });
  r = answer(r, 1, { type: 'assign-hits', sustain: { dreadnought: 1 }, destroy: {} });
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'after-sustain-damage', waitingOn: [0] });
  r = answer(r, 0, use('direct-hit', { unit: 'dreadnought' }));
  expect(eventsOf(r, 'units-destroyed').map((e) => [e.seat, e.unit, e.cause])).toEqual([[1, 'dreadnought', 'ability']]);
  expect(spaceOf(r.state, 1)?.counts).toEqual({ destroyer: 1 });
});
