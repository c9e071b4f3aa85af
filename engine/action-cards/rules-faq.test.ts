import { expect, test } from 'vitest';
import { own, refused, turnWith, units } from './card-testkit';
import { giveActionCards, placeUnits } from '../testing/scenario';
import { loadDice } from '../combat/dice';
import { options } from '../flow/options';
import { AROUND, answer, decisionOf, put, runFrom, spaceOf, type Run } from '../testing/combat-scenario';
import { cardGame, passWindows, use } from './combat-card-testkit';
import { resolvedOutcome } from '../agenda/scenario';
import { playCard, table, voteUntil } from './agenda-cards-testkit';

test('FAQ: Lucky Shot cannot be used against its own player’s units', () => {
  // Seat 0 controls Bakal and has its own cruiser there beside seat 4's.
  let s = placeUnits(
    turnWith('lucky-shot', (d) => own(d, 0, 'bakal')),
    '-1,-1',
    4,
    { cruiser: 1 },
  );
  s = placeUnits(s, '-1,-1', 0, { cruiser: 1 });
  expect(refused(s, 'lucky-shot', { system: '-1,-1', owner: 0, unit: 'cruiser' })).toMatchObject({ rule: '2.6a' });
  expect(units(s, '-1,-1', 0)).toEqual({ cruiser: 1 });
  expect(s.players[0]!.actionCards).toEqual(['lucky-shot#1']);
});

test('FAQ: Skilled Retreat is not a retreat — Intercept cannot answer it — and its moving carrier transports units', () => {
  // Seat 0 (attacker, cruiser) holds Intercept; seat 1 (destroyer, carrier with 2 fighters and 1 infantry) retreats.
  const s = put(put(cardGame(), 0, { cruiser: 1 }), 1, { destroyer: 1, carrier: 1, fighter: 2, infantry: 1 });
  loadDice(s, { seat: 0, roll: 'combat', result: 1 });
  loadDice(s, { seat: 1, roll: 'combat', result: 1 });
  const dealt = giveActionCards(giveActionCards(s, 1, ['skilled-retreat']), 0, ['intercept']);
  let r: Run = passWindows(runFrom(dealt, 'tactical/space-combat'), 'start-of-combat-round');
  r = answer(r, 1, use('skilled-retreat', { system: AROUND[0] }));
  // Seat 0 is asked only whether to cancel the card (Sabotage), never offered Intercept.
  let asked = 0;
  for (let i = 0; i < 10 && decisionOf(r.state); i++) {
    const d = decisionOf(r.state)!;
    if (d.waitingOn.includes(0)) asked += 1;
    if (d.waitingOn.includes(0))
      expect(
        options(r.state, 0).some((o) => o.command.type === 'use-ability' && o.command.ability === 'intercept'),
      ).toBe(false);
    r = answer(r, d.waitingOn[0]!, { type: 'pass-window' });
  }
  expect(asked).toBeGreaterThan(0);
  expect(spaceOf(r.state, 1, AROUND[0])?.counts).toEqual({ destroyer: 1, carrier: 1, fighter: 2, infantry: 1 });
  expect(r.state.players[0]!.actionCards).toEqual(['intercept#1']);
});

test('FAQ: Bribery is played after the speaker’s turn to vote even when the speaker (seat 0) casts no vote', () => {
  const s = table({ cards: { 1: ['bribery'] }, setup: (d) => (d.players[1]!.tradeGoods = 4) });
  expect(s.speaker).toBe(0);
  const w = voteUntil(s, { 1: { outcome: 'against' }, 3: { outcome: 'for' } }, 'after-speaker-votes');
  expect(w.agenda?.current?.votes.map((v) => v.seat)).not.toContain(0);
  const bribed = playCard(w, 1, 'bribery', { tradeGoods: 4 });
  expect(bribed.events).toContainEqual({ type: 'votes-cast', seat: 1, outcome: 'against', votes: 4 });
  expect(resolvedOutcome(bribed.events)).toBe('against');
});
