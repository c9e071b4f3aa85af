// Rule coverage of LRR 1.3a, 1.6, 1.14a and 1.15a (the lettered parts of the abilities rules) through action cards.
import { expect, test } from 'vitest';
import { actionCardOf } from '../kernel/abilities';
import { loadDice } from '../combat/dice';
import { answer, decisionOf, eventsOf, put, runFrom, spaceOf, type Run } from '../testing/combat-scenario';
import { giveActionCards, topDecision } from '../testing/scenario';
import { cardGame, passWindows, refused, use } from './combat-card-testkit';
import { options } from '../flow/options';
import { putLaw } from '../agenda/testkit';
import { discarded, passAll, playCard, table, toWindow } from './agenda-cards-testkit';

test('1.3a a lasting effect outlives its card: Morale Boost is discarded, yet its +1 applies to the round’s rolls', () => {
  const s = put(put(cardGame(), 0, { cruiser: 1 }), 1, { dreadnought: 1 });
  loadDice(s, { seat: 0, roll: 'combat', result: 6 });
  loadDice(s, { seat: 1, roll: 'combat', result: 1 });
  let r = passWindows(
    runFrom(giveActionCards(s, 0, ['morale-boost']), 'tactical/space-combat'),
    'start-of-combat-round',
  );
  r = answer(r, 0, use('morale-boost'));
  // The card has left play as it was played ...
  expect(r.state.players[0]!.actionCards).toEqual([]);
  expect(r.state.decks.action.discard.map(actionCardOf)).toEqual(['morale-boost']);
  r = passWindows(r);
  // ... before any die is rolled.
  const types = r.events.map((e) => e.type);
  expect(types.indexOf('ability-used')).toBeLessThan(types.indexOf('dice-rolled'));
  const rolled = eventsOf(r, 'dice-rolled').filter((e) => e.seat === 0);
  expect(rolled.map((e) => e.dice.map((d) => [d.result, d.modifier, d.hit]))).toEqual([[[6, 1, true]]]);
});

/** Seat 0's cruiser hits every roll, seat 1's dreadnought misses and sustains the first hit; seat 0 holds Direct Hit. */
function sustained(): Run {
  const s = put(put(cardGame(), 0, { cruiser: 1 }), 1, { dreadnought: 1 });
  loadDice(s, { seat: 0, roll: 'combat', result: 10 });
  loadDice(s, { seat: 1, roll: 'combat', result: 1 });
  const r = passWindows(runFrom(giveActionCards(s, 0, ['direct-hit']), 'tactical/space-combat'));
  return passWindows(
    answer(r, 1, { type: 'assign-hits', sustain: { dreadnought: 1 }, destroy: {} }),
    'after-sustain-damage',
  );
}

test('1.14a an "after" ability is used as soon as its event happens: Direct Hit passed up cannot be played later', () => {
  let r = sustained();
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'after-sustain-damage', waitingOn: [0] });
  r = passWindows(answer(r, 0, { type: 'pass-window' }), 'start-of-combat-round');
  // Round 2 starts with the dreadnought still damaged from round 1: that damage is no longer Direct Hit's moment.
  expect(decisionOf(r.state)).toMatchObject({ window: 'start-of-combat-round', subject: { round: 2 } });
  expect(spaceOf(r.state, 1)).toMatchObject({ counts: { dreadnought: 1 }, damaged: { dreadnought: 1 } });
  expect(refused(r, 0, use('direct-hit', { unit: 'dreadnought' }))).toMatchObject({ code: 'ability/wrong-window' });
  expect(r.state.players[0]!.actionCards.map(actionCardOf)).toEqual(['direct-hit']);
});

test('1.15a a "when" ability replaces its event: after Veto, no "after" window opens for the vetoed agenda', () => {
  const s = toWindow(table({ cards: { 1: ['veto'], 2: ['sabotage'] } }), 'when-agenda-revealed');
  const revealed = s.agenda?.current?.agenda;
  let vetoed = playCard(s, 1, 'veto').state;
  // Seat 2 still holds a card, so every window opens for it; none after Veto is about the vetoed agenda.
  const seen: [string, unknown][] = [];
  for (let d = topDecision(vetoed); d?.kind === 'window'; d = topDecision(vetoed)) {
    seen.push([d.window, d.subject.agenda ?? d.subject.card]);
    vetoed = passAll(vetoed);
  }
  const next = vetoed.agenda?.current?.agenda;
  expect(next).not.toBe(revealed);
  expect(seen).toEqual([
    ['when-agenda-revealed', revealed], // Veto waits for seat 2's answer (everyone answers at once)
    ['when-action-card-played', 'veto'],
    ['when-agenda-revealed', next],
    ['after-agenda-revealed', next],
  ]);
  expect(vetoed.decks.agenda.discard).toEqual([revealed]);
  expect(discarded(vetoed)).toEqual(['veto']);
  expect(topDecision(vetoed)?.kind).toBe('vote');
});

test('1.6 "cannot" is absolute: the owner of Political Censure cannot Sabotage even a card played against them', () => {
  const r = sustained();
  putLaw(r.state, 'political-censure', '1');
  const held = giveActionCards(r.state, 1, ['sabotage']);
  let c: Run = answer({ state: held, events: [] }, 0, use('direct-hit', { unit: 'dreadnought' }));
  // Seat 1 could hold a Sabotage (public facts), so it is asked; it is not offered the card, and playing it is refused.
  c = passWindows(c, 'when-action-card-played');
  expect(decisionOf(c.state)).toMatchObject({ window: 'when-action-card-played', waitingOn: [1] });
  expect(options(c.state, 1).map((o) => o.label)).toEqual(
    expect.not.arrayContaining([expect.stringMatching(/^Sabotage/)]),
  );
  expect(refused(c, 1, use('sabotage'))).toMatchObject({ code: 'ability/political-censure' });
  c = passWindows(c);
  expect(eventsOf(c, 'units-destroyed').map((e) => [e.seat, e.unit])).toEqual([[1, 'dreadnought']]);
});
