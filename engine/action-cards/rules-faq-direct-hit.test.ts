// FAQ answers on Direct Hit, resting on LRR 2 (action cards) and 87 (Sustain Damage).
import { expect, test } from 'vitest';
import { loadDice } from '../combat/dice';
import { answer, decisionOf, eventsOf, put, runFrom, spaceOf } from '../testing/combat-scenario';
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

test('FAQ: Sabotage comes once the card’s target is named, before its effect — a sabotaged Direct Hit destroys nothing (2.8)', () => {
  // Seat 0's cruisers hit; seat 1's dreadnought sustains; seat 0 holds Direct Hit, seat 1 Sabotage.
  const s = put(put(cardGame(), 0, { cruiser: 2 }), 1, { dreadnought: 1, destroyer: 1 });
  loadDice(s, { seat: 0, roll: 'combat', result: 10 });
  loadDice(s, { seat: 1, roll: 'combat', result: 1 });
  const dealt = giveActionCards(giveActionCards(s, 0, ['direct-hit']), 1, ['sabotage']);
  let r = passWindows(runFrom(dealt, 'tactical/space-combat'));
  r = passWindows(
    answer(r, 1, { type: 'assign-hits', sustain: { dreadnought: 1 }, destroy: { destroyer: 1 } }),
    'after-sustain-damage',
  );
  r = answer(r, 0, use('direct-hit', { unit: 'dreadnought' }));
  // The target is named and the window waits on Sabotage; the dreadnought is still there.
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'when-action-card-played', waitingOn: [1] });
  expect(spaceOf(r.state, 1)?.counts).toEqual({ dreadnought: 1 });
  const before = r.events.length;
  r = answer(r, 1, use('sabotage'));
  // Cancelled: no unit is destroyed by an ability (later combat rounds may still destroy it by their hits).
  const after = r.events.slice(before);
  expect(after.filter((e) => e.type === 'units-destroyed' && e.cause === 'ability')).toEqual([]);
  expect(after.find((e) => e.type === 'combat-round-started')).toMatchObject({ round: 2 });
  expect(r.state.decks.action.discard.map((c) => c.split('#')[0]).sort()).toEqual(['direct-hit', 'sabotage']);
});
