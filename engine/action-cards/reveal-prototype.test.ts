import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { options } from '../flow/options';
import { actionCardOf } from '../kernel/abilities';
import { loadDice } from '../combat/dice';
import { GROUND_COMBAT_STEP } from '../combat/ground-combat';
import { ACTIVE, AROUND, answer, decisionOf, eventsOf, put, runFrom, type Run } from '../testing/combat-scenario';
import { giveActionCards } from '../testing/scenario';
import { addSystem, invasionGame, own, tradeGoods } from '../testing/invasion-scenario';
import { cardGame, passWindows, refused, use } from './combat-card-testkit';

const STARPOINT = { resources: ['starpoint'], influence: [], tradeGoods: 1 };
const CARRIER_II = { technology: 'cv2', specialties: [], payment: STARPOINT };

const cardLabels = (s: GameState, seat: number) =>
  options(s, seat)
    .map((o) => o.label)
    .filter((l) => l.startsWith('Reveal Prototype'));

/**
 * Seat 0 (Letnev, attacker) has a carrier and a cruiser, owns two blue technologies (Carrier II's prerequisites),
 * Starpoint (3 resources) next door and 1 trade good; seat 1 defends with a destroyer and holds a Sabotage.
 */
function spaceGame(holder: 0 | 2 = 0): Run {
  const s = put(put(cardGame(), 0, { carrier: 1, cruiser: 1 }), 1, { destroyer: 1 });
  s.players[0]!.technologies = ['amd', 'gd'];
  s.players[2]!.technologies = ['amd', 'gd'];
  tradeGoods(s, 2, 4);
  own(addSystem(s, AROUND[0]!, '27'), 0, 'starpoint', false, AROUND[0]);
  tradeGoods(s, 0, 1);
  loadDice(s, { seat: 0, roll: 'combat', result: 1 });
  loadDice(s, { seat: 1, roll: 'combat', result: 1 });
  const held = giveActionCards(giveActionCards(s, holder, ['reveal-prototype']), 1, ['sabotage']);
  return passWindows(runFrom(held, 'tactical/space-combat'), 'start-of-combat');
}

test('2.1 Reveal Prototype at the start of a space combat researches Carrier II for 4 resources (90.6)', () => {
  let r = spaceGame();
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'start-of-combat' });
  // Only the upgrade of a unit type fighting here whose prerequisites are met; Destroyer II (red) is not offered.
  expect(cardLabels(r.state, 0)).toEqual(['Reveal Prototype: research Carrier II paying with Starpoint, 1 trade good']);
  r = passWindows(answer(r, 0, use('reveal-prototype', CARRIER_II)), 'start-of-combat-round');
  expect(r.state.players[0]!.technologies).toEqual(['amd', 'gd', 'cv2']);
  expect(r.state.players[0]!.tradeGoods).toBe(0);
  expect(r.state.board.systems[AROUND[0]!]!.planets.starpoint!.exhausted).toBe(true);
  expect(eventsOf(r, 'technology-researched')).toEqual([{ type: 'technology-researched', seat: 0, technology: 'cv2' }]);
  expect(r.state.decks.action.discard.map(actionCardOf)).toContain('reveal-prototype');
  expect(decisionOf(r.state)).toMatchObject({ window: 'start-of-combat-round' });
});

test('2.6a Reveal Prototype is refused for a unit type not in the combat, or without the prerequisites (90.12)', () => {
  const r = spaceGame();
  r.state.players[0]!.technologies = ['amd', 'gd', 'psd', 'pa'];
  expect(refused(r, 0, use('reveal-prototype', { ...CARRIER_II, technology: 'dd2' }))).toMatchObject({
    code: 'ability/bad-target',
    rule: '2.6a',
  });
  // A technology that upgrades no unit.
  expect(refused(r, 0, use('reveal-prototype', { ...CARRIER_II, technology: 'sdn' }))).toMatchObject({
    rule: '2.6a',
  });
  // Cruiser II: the cruiser fights here, but the green, yellow and red prerequisites are not all met.
  expect(refused(r, 0, use('reveal-prototype', { ...CARRIER_II, technology: 'cr2' }))).toMatchObject({
    code: 'research/prerequisites',
    rule: '90.12',
  });
});

test('75.3 Reveal Prototype cannot be played without 4 resources to spend', () => {
  const r = spaceGame();
  tradeGoods(r.state, 0, 0);
  expect(cardLabels(r.state, 0)).toEqual([]);
  expect(
    refused(r, 0, use('reveal-prototype', { ...CARRIER_II, payment: { ...STARPOINT, tradeGoods: 0 } })),
  ).toMatchObject({
    rule: '75.3',
  });
  // A planet already exhausted cannot pay either.
  tradeGoods(r.state, 0, 1);
  r.state.board.systems[AROUND[0]!]!.planets.starpoint!.exhausted = true;
  expect(cardLabels(r.state, 0)).toEqual([]);
  expect(refused(r, 0, use('reveal-prototype', CARRIER_II)).code).toMatch(/^economy\//);
});

test('78.3 Reveal Prototype is played only at the start of a combat, by a player in it', () => {
  const r = passWindows(answer(spaceGame(), 0, { type: 'pass-window' }), 'start-of-combat-round');
  expect(decisionOf(r.state)).toMatchObject({ window: 'start-of-combat-round' });
  expect(cardLabels(r.state, 0)).toEqual([]);
  expect(refused(r, 0, use('reveal-prototype', CARRIER_II)).code).toMatch(/^ability\//);
  // Seat 2 (with Carrier II's prerequisites and 4 trade goods) takes no part in the combat: never asked, no option.
  let s = spaceGame(2);
  const prototype = use('reveal-prototype', {
    ...CARRIER_II,
    payment: { resources: [], influence: [], tradeGoods: 4 },
  });
  expect(decisionOf(s.state)).toMatchObject({ window: 'start-of-combat', waitingOn: [1] });
  for (let d = decisionOf(s.state); d?.kind === 'window' && d.window === 'start-of-combat'; d = decisionOf(s.state)) {
    expect(d.waitingOn).not.toContain(2);
    expect(cardLabels(s.state, 2)).toEqual([]);
    expect(refused(s, 2, prototype).code).toBe('flow/not-your-turn');
    s = answer(s, d.waitingOn[0]!, { type: 'pass-window' });
  }
  expect(s.state.players[2]!.technologies).toEqual(['amd', 'gd']);
});

test('2.8 Reveal Prototype cancelled by Sabotage researches nothing and spends nothing', () => {
  let r = passWindows(answer(spaceGame(), 0, use('reveal-prototype', CARRIER_II)), 'when-action-card-played');
  r = answer(r, 1, use('sabotage'));
  expect(eventsOf(r, 'ability-cancelled')).toEqual([
    { type: 'ability-cancelled', ability: 'reveal-prototype', by: 'sabotage' },
  ]);
  r = passWindows(r, 'start-of-combat-round');
  expect(r.state.players[0]!.technologies).toEqual(['amd', 'gd']);
  expect(r.state.players[0]!.tradeGoods).toBe(1);
  expect(r.state.board.systems[AROUND[0]!]!.planets.starpoint!.exhausted).toBe(false);
  expect(r.state.decks.action.discard.map(actionCardOf)).toEqual(
    expect.arrayContaining(['reveal-prototype', 'sabotage']),
  );
});

test('90.14 Reveal Prototype in a ground combat: Infantry II with a specialty planet, paid with trade goods', () => {
  // Seat 0 (Hacan) lands 2 infantry on Starpoint, held by seat 1; seat 0 owns New Albion (green specialty).
  const s = invasionGame();
  s.players.forEach((p, i) => (p.strategyCards = [['leadership', 'diplomacy', 'politics'][i]!]));
  own(own(s, 1, 'starpoint'), 0, 'newalbion');
  put(s, 0, { infantry: 2 }, { planet: 'starpoint' });
  put(s, 1, { infantry: 1 }, { planet: 'starpoint' });
  s.players[0]!.technologies = ['nm'];
  tradeGoods(s, 0, 4);
  loadDice(s, { seat: 0, roll: 'combat', result: 1 });
  loadDice(s, { seat: 1, roll: 'combat', result: 1 });
  const held = giveActionCards(giveActionCards(s, 0, ['reveal-prototype']), 1, ['sabotage']);
  let r = runFrom(held, GROUND_COMBAT_STEP, { system: ACTIVE, planet: 'starpoint' });
  r = passWindows(r, 'start-of-combat');
  expect(decisionOf(r.state)).toMatchObject({ window: 'start-of-combat', subject: { planet: 'starpoint' } });
  expect(cardLabels(r.state, 0)).toEqual([
    'Reveal Prototype: research Infantry II (skipping prerequisites with New Albion) paying with 4 trade goods',
  ]);
  // New Albion skips a prerequisite, so it cannot also pay for the card (34.4).
  const both = {
    technology: 'inf2',
    specialties: ['newalbion'],
    payment: { resources: ['newalbion'], influence: [], tradeGoods: 3 },
  };
  expect(refused(r, 0, use('reveal-prototype', both))).toMatchObject({ rule: '34.4' });
  const paid = {
    technology: 'inf2',
    specialties: ['newalbion'],
    payment: { resources: [], influence: [], tradeGoods: 4 },
  };
  r = passWindows(answer(r, 0, use('reveal-prototype', paid)), 'start-of-ground-combat-round');
  expect(r.state.players[0]!.technologies).toEqual(['nm', 'inf2']);
  expect(r.state.players[0]!.tradeGoods).toBe(0);
  expect(r.state.board.systems[ACTIVE]!.planets.newalbion!.exhausted).toBe(true);
});
