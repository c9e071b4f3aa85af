// FAQ answers on Courageous to the End, resting on LRR 87 (Sustain Damage cancels hits; the card produces none).
import { expect, test } from 'vitest';
import { loadDice } from '../combat/dice';
import { answer, decisionOf, eventsOf, put, runFrom } from '../testing/combat-scenario';
import { giveActionCards } from '../testing/scenario';
import { cardGame, passWindows, use } from './combat-card-testkit';

test('FAQ: Sustain Damage cannot be used against Courageous to the End — it destroys ships without producing hits', () => {
  // Seat 1's 2 dreadnoughts (Sustain Damage) destroy seat 0's lone destroyer; seat 0 holds Courageous to the End.
  let s = put(put(cardGame(), 0, { destroyer: 1 }), 1, { dreadnought: 2 });
  loadDice(s, { seat: 0, roll: 'combat', result: 1 });
  loadDice(s, { seat: 1, roll: 'combat', result: 10 });
  s = giveActionCards(s, 0, ['courageous-to-the-end']);
  let r = passWindows(runFrom(s, 'tactical/space-combat'), 'after-unit-destroyed');
  expect(decisionOf(r.state)).toMatchObject({ window: 'after-unit-destroyed', waitingOn: [0] });
  // The card's 2 dice both show 10 (the destroyer's combat value is 9): both dreadnoughts go, neither sustains.
  loadDice(r.state, { seat: 0, roll: 'combat', result: 10 });
  r = passWindows(answer(r, 0, use('courageous-to-the-end')));
  expect(eventsOf(r, 'units-destroyed').map((e) => [e.seat, e.unit, e.count, e.cause])).toEqual([
    [0, 'destroyer', 1, 'space-combat'],
    [1, 'dreadnought', 2, 'ability'],
  ]);
  expect(eventsOf(r, 'units-sustained-damage')).toEqual([]);
});
