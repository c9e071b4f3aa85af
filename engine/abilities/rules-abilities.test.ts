// Rule coverage of LRR 1 (abilities): the kinds of components that carry abilities and how their texts read.
import { expect, test } from 'vitest';
import { agendaGame, resolveAgenda } from '../agenda/scenario';
import { unitStats } from '../combat/unit-stats';
import { bombardablePlanets } from '../invasion/bombardment';
import { victoryPoints } from '../phases/victory';
import { combatGame, eventsOf, put, runFrom } from '../testing/combat-scenario';
import { refused, turnWith } from '../action-cards/card-testkit';
import { newGame, placeUnits, refuse } from '../testing/scenario';
import { tradeGame, transact, withNote } from '../transactions/testkit';
import { abilitiesAt } from './catalog';

test('1.1 every refusal names the Rules Reference section that decides it', () => {
  const refusals = [
    refuse(turnWith('summit'), 0, { type: 'pass' }),
    refused(turnWith('divert-funding'), 'divert-funding', { returned: 'amd', technology: 'gd', specialties: [] }),
    refused(turnWith('impersonation'), 'impersonation', { payment: { resources: [], influence: [], tradeGoods: 0 } }),
  ];
  expect(refusals.map((e) => e.rule)).toEqual(['3.4', '90.12', '47.3']);
});

test('1.4 a card with two abilities has one for each paragraph: Morale Boost in space and in ground combat', () => {
  const space = abilitiesAt('start-of-combat-round').filter((a) => a.source.kind === 'action-card');
  const ground = abilitiesAt('start-of-ground-combat-round').filter((a) => a.source.kind === 'action-card');
  expect(space.find((a) => a.id === 'morale-boost')?.source).toEqual({ kind: 'action-card', card: 'morale-boost' });
  expect(ground.find((a) => a.id === 'morale-boost-ground')?.source).toEqual({
    kind: 'action-card',
    card: 'morale-boost',
  });
});

test('1.23 / 1.23a a promissory note acts in the window its text opens with, or as soon as it is received', () => {
  // Ceasefire is played after its owner activates a system: during the holder's own turn it is refused.
  const held = withNote(tradeGame(), 'cf@0', 0, 1);
  expect(refuse(held, 1, { type: 'use-ability', ability: 'ceasefire', targets: { owner: 0 } })).toBeDefined();
  // Support for the Throne scores its point the moment the receiver takes it.
  const done = transact(tradeGame(), 0, 1, { promissoryNote: 'sftt@0' });
  expect(victoryPoints(done.players[1]!)).toBe(1);
});

test('1.24 an agenda’s ability belongs to an outcome and resolves after the vote: only For makes the law', () => {
  expect(agendaGame({ agendas: ['regulated-conscription', 'ixthian-artifact'] }).laws).toEqual([]);
  const passed = resolveAgenda('regulated-conscription', { outcome: 'for' }).state;
  expect(passed.laws.map((l) => l.id)).toEqual(['regulated-conscription']);
  expect(resolveAgenda('regulated-conscription', { outcome: 'against' }).state.laws).toEqual([]);
});

test('1.25 a faction ability is perpetual: Jol-Nar FRAGILE takes 1 from every combat roll without being played', () => {
  const s = put(put(combatGame({ factions: ['jolnar', 'sol', 'letnev'] }), 0, { cruiser: 1 }), 1, { cruiser: 1 });
  const rolls = eventsOf(runFrom(s, 'tactical/space-combat'), 'dice-rolled').slice(0, 2);
  expect(rolls.map((e) => [e.seat, e.dice.map((d) => d.modifier)])).toEqual([
    [0, [-1]],
    [1, [0]],
  ]);
});

test('1.26 unit abilities: each unit shows the ones it has on its sheet', () => {
  const s = newGame({ players: 6 });
  const sol = (t: Parameters<typeof unitStats>[2]) => unitStats(s, 0, t);
  expect(sol('destroyer').antiFighterBarrage).not.toBeNull();
  expect([sol('dreadnought').sustainDamage, sol('dreadnought').bombardment !== null]).toEqual([true, true]);
  expect([sol('pds').planetaryShield, sol('pds').spaceCannon !== null]).toEqual([true, true]);
  expect(sol('space-dock').production).not.toBeNull();
  expect([sol('cruiser').sustainDamage, sol('cruiser').bombardment, sol('cruiser').production]).toEqual([
    false,
    null,
    null,
  ]);
});

test('1.27 "this planet": a PDS shields only the planet it stands on from bombardment', () => {
  let s = newGame({ players: 6 });
  s = placeUnits(s, '-1,1', 1, { infantry: 1, pds: 1 }, 'kraag');
  s = placeUnits(s, '-1,1', 1, { infantry: 1 }, 'siig');
  s = placeUnits(s, '-1,1', 0, { dreadnought: 1 });
  expect(bombardablePlanets(s, 0, '-1,1')).toEqual(['siig']);
});
