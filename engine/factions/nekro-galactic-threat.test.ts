// The Nekro Virus' Galactic Threat (engine/factions/nekro-galactic-threat.ts): no vote, one prediction per agenda phase.
import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { act, choiceOnTop, choose, resolvedOutcome, vote } from '../agenda/scenario';
import { table, toWindow } from '../action-cards/agenda-cards-testkit';
import { optionLabels, refuse, topDecision } from '../testing/scenario';

/** Seat 1 plays the Nekro; Jol-Nar (seat 3) owns Antimass Deflectors, Neural Motivator and Spatial Conduit Cylinders. */
const nekroTable = (): GameState =>
  toWindow(
    table({
      cards: {},
      setup: (d) => {
        d.players[1]!.faction = 'nekro';
        d.players[1]!.technologies = [];
        d.players[3]!.technologies = ['amd', 'nm', 'scc'];
        d.players[2]!.technologies = ['gd'];
      },
    }),
    'after-agenda-revealed',
  );

const predict = (s: GameState, outcome: string) =>
  act(s, 1, { type: 'use-ability', ability: 'galactic_threat', targets: { outcome } }).state;

test('Galactic Threat 8.16: the Nekro cannot vote on agendas and is never asked to', () => {
  const r = vote(nekroTable(), { 3: { outcome: 'for' } });
  expect(r.order).not.toContain(1);
  expect(r.order).toContain(3);
  expect(resolvedOutcome(r.events)).toBe('for');
});

test('Galactic Threat 8.22: a correct prediction gains a technology of a player who voted for that outcome', () => {
  const s = nekroTable();
  expect(optionLabels(s, 1)).toContain('Galactic Threat: predict For');
  const r = vote(predict(s, 'for'), { 2: 'abstain', 3: { outcome: 'for' } });
  expect(choiceOnTop(r.state)).toBe('nekro/galactic-threat');
  // Only Jol-Nar voted For; Letnev's Gravity Drive is not offered. Spatial Conduit Cylinders takes an assimilator token.
  expect(optionLabels(r.state, 1)).toEqual([
    'Galactic Threat: gain Antimass Deflectors from Player 4',
    'Galactic Threat: gain Neural Motivator from Player 4',
    "Galactic Threat: Valefar Assimilator X — put the X token on Player 4's Spatial Conduit Cylinders; you have its text",
  ]);
  expect(refuse(r.state, 1, { type: 'choose', option: 'gd' })).toMatchObject({ rule: '8.22' });
  const done = choose(r.state, 'nm').state;
  expect(done.players[1]!.technologies).toEqual(['nm']);
});

test('Galactic Threat 8.22: a wrong prediction gains nothing', () => {
  const r = vote(predict(nekroTable(), 'against'), { 3: { outcome: 'for' } });
  expect(resolvedOutcome(r.events)).toBe('for');
  expect(choiceOnTop(r.state)).toBeUndefined();
  expect(r.state.players[1]!.technologies).toEqual([]);
});

test('Galactic Threat 8.22a: the prediction must be an outcome of the agenda, before any vote (nothing changes)', () => {
  const s = nekroTable();
  expect(refuse(s, 1, { type: 'use-ability', ability: 'galactic_threat', targets: { outcome: '2' } })).toMatchObject({
    rule: '8.22a',
  });
  expect(s.agenda?.current?.predictions).toEqual([]);
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'after-agenda-revealed' });
});

test('Galactic Threat 1.18: once per agenda phase — not offered again at the second agenda', () => {
  let s = vote(predict(nekroTable(), 'against'), { 3: { outcome: 'for' } }).state;
  s = toWindow(s, 'after-agenda-revealed');
  expect(s.agenda?.current?.agenda).toBe('ixthian-artifact');
  expect(optionLabels(s, 1).filter((l) => l.startsWith('Galactic Threat'))).toEqual([]);
  const again = refuse(s, 1, { type: 'use-ability', ability: 'galactic_threat', targets: { outcome: 'for' } });
  expect(again.rule).toBe('1.18');
});

test('FAQ: the Nekro, who cannot vote, may still play a rider — and gain by it (8.22)', () => {
  const s = toWindow(
    table({
      cards: { 1: ['trade-rider'] },
      setup: (d) => {
        d.players[1]!.faction = 'nekro';
        d.players[1]!.tradeGoods = 0;
      },
    }),
    'after-agenda-revealed',
  );
  expect(optionLabels(s, 1)).toContain('Trade Rider: predict For');
  const played = act(s, 1, { type: 'use-ability', ability: 'trade-rider', targets: { outcome: 'for' } }).state;
  const r = vote(played, { 3: { outcome: 'for' } });
  expect(r.order).not.toContain(1);
  expect(resolvedOutcome(r.events)).toBe('for');
  expect(r.state.players[1]!.tradeGoods).toBe(5);
});
