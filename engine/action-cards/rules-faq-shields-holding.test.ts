// FAQ answers on Shields Holding, resting on LRR 78.6 (hits assigned by each player to their own ships) and 2.
import { expect, test } from 'vitest';
import { loadDice } from '../combat/dice';
import { answer, decisionOf, eventsOf, put, runFrom } from '../testing/combat-scenario';
import { giveActionCards } from '../testing/scenario';
import { cardGame, passWindows, use } from './combat-card-testkit';

test('FAQ: in one space combat round both players may play Shields Holding, each on the hits against their own ships', () => {
  // Both sides' two cruisers hit every round; each player holds Shields Holding.
  const s = put(put(cardGame(), 0, { cruiser: 2 }), 1, { cruiser: 2 });
  loadDice(s, { seat: 0, roll: 'combat', result: 10 });
  loadDice(s, { seat: 1, roll: 'combat', result: 10 });
  const both = giveActionCards(giveActionCards(s, 1, ['shields-holding']), 0, ['shields-holding']);
  let r = passWindows(runFrom(both, 'tactical/space-combat'), 'before-hits-assigned');
  expect(decisionOf(r.state)).toMatchObject({ window: 'before-hits-assigned' });
  const first = (decisionOf(r.state) as { waitingOn: number[] }).waitingOn[0]!;
  r = answer(r, first, use('shields-holding', { hits: 2 }));
  const second = 1 - first;
  // The first card resolves (nobody sabotages it); the window then asks again, and the other player plays theirs.
  const discarded = () => r.state.decks.action.discard.length;
  for (let d = decisionOf(r.state); d?.kind === 'window'; d = decisionOf(r.state)) {
    if (d.window === 'before-hits-assigned' && discarded() === 1 && d.waitingOn[0] === second) break;
    r = answer(r, d.waitingOn[0]!, { type: 'pass-window' });
  }
  r = answer(r, second, use('shields-holding', { hits: 2 }));
  r = passWindows(r);
  // Round 1 cost nobody a ship: the first ships are destroyed in round 2, when neither holds a card any more.
  const round2 = r.events.findIndex((e) => e.type === 'combat-round-started' && e.round === 2);
  expect(round2).toBeGreaterThan(0);
  expect(r.events.slice(0, round2).filter((e) => e.type === 'units-destroyed')).toEqual([]);
  expect(eventsOf(r, 'ability-used').map((e) => [e.seat, e.ability])).toEqual([
    [first, 'shields-holding'],
    [second, 'shields-holding'],
  ]);
  expect([r.state.players[0]!.actionCards, r.state.players[1]!.actionCards]).toEqual([[], []]);
});
