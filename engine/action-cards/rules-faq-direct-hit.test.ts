// FAQ answers on Direct Hit, resting on LRR 2 (action cards) and 87 (Sustain Damage).
import { expect, test } from 'vitest';
import { loadDice } from '../combat/dice';
import { answer, decisionOf, eventsOf, put, runFrom } from '../testing/combat-scenario';
import { giveActionCards } from '../testing/scenario';
import { cardGame, passWindows, use } from './combat-card-testkit';

test('FAQ: one player may play two Direct Hits in the same combat round against different ships', () => {
  // Seat 0's 2 cruisers hit; seat 1's dreadnought and war sun both miss and sustain the hits; seat 0 holds 2 Direct Hits.
  const s = put(put(cardGame(), 0, { cruiser: 2 }), 1, { dreadnought: 1, 'war-sun': 1 });
  loadDice(s, { seat: 0, roll: 'combat', result: 10 });
  loadDice(s, { seat: 1, roll: 'combat', result: 1 });
  const dealt = giveActionCards(s, 0, ['direct-hit', 'direct-hit']);
  let r = passWindows(runFrom(dealt, 'tactical/space-combat'));
  expect(decisionOf(r.state)).toMatchObject({ kind: 'assign-hits', waitingOn: [1] });
  r = passWindows(
    answer(r, 1, { type: 'assign-hits', sustain: { dreadnought: 1, 'war-sun': 1 }, destroy: {} }),
    'after-sustain-damage',
  );
  r = passWindows(answer(r, 0, use('direct-hit', { unit: 'dreadnought' })), 'after-sustain-damage');
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'after-sustain-damage', waitingOn: [0] });
  r = passWindows(answer(r, 0, use('direct-hit', { unit: 'war-sun' })));
  expect(eventsOf(r, 'units-destroyed').map((e) => [e.seat, e.unit, e.cause])).toEqual([
    [1, 'dreadnought', 'ability'],
    [1, 'war-sun', 'ability'],
  ]);
  expect(r.state.players[0]!.actionCards).toEqual([]);
});
