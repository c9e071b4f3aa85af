import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { options } from '../flow/options';
import { edit, optionLabels, play, refuse, topDecision } from '../testing/scenario';
import { declineRest, planetState, primary, turnWith } from '../phases/cards/cards.fixture';
import { areasWith } from '../units/stacks';
import { key, placeUnits, tacticalGame } from '../testing/tactical-scenario';

// Seat 0 (Sol) holds Technology; seat 1 (Hacan: Arretze 2, Hercant 1, Kamdorn 0 resources, 1 trade good) follows the
// secondary; seat 3 is the Jol-Nar, with Doctor Sucaban ready unless told.
const r = (technology: string) => ({ technology, specialties: [] });
const FOUR = { resources: ['arretze', 'hercant'], influence: [], tradeGoods: 1 };

function secondaryFollowed(agent: 'unlocked' | 'exhausted' = 'unlocked'): GameState {
  let s = turnWith('technology', 6, (d) => {
    d.players[1]!.tradeGoods = 1;
    d.players[3]!.leaders.agent = agent;
  });
  s = primary(s, 'technology', { research: r('gd') });
  s = play(s, 1, { type: 'follow-secondary', choices: { ...r('gd'), payment: FOUR } });
  return declineRest(s);
}

const infantry = (s: GameState, seat: number) =>
  areasWith(s, seat, 'infantry').reduce(
    (n, a) =>
      n +
      ((a.planet
        ? s.board.systems[a.system]!.planets[a.planet]!.units[String(seat)]
        : s.board.systems[a.system]!.space[String(seat)]
      )?.counts.infantry ?? 0),
    0,
  );

test('51.4 Jol-Nar agent Doctor Sucaban: when a player spends resources to research, they remove infantry and spend 1 less for each', () => {
  let s = secondaryFollowed();
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'when-researching', waitingOn: [3] });
  // The research waits: nothing is paid yet.
  expect(s.players[1]!.technologies).not.toContain('gd');
  expect(optionLabels(s, 3)).toContain(
    'Doctor Sucaban: Player 2 may remove infantry from the board, 1 resource less for each',
  );
  s = play(s, 3, { type: 'use-ability', ability: 'jolnaragent', targets: {} });
  expect(s.players[3]!.leaders.agent).toBe('exhausted');
  expect(topDecision(s)).toMatchObject({ kind: 'choice', choice: 'jolnar/sucaban-infantry', waitingOn: [1] });
  const before = infantry(s, 1);
  for (let i = 0; i < 2; i++) {
    const remove = options(s, 1).find((o) => o.label.startsWith('Doctor Sucaban: remove 1 infantry'))!;
    s = play(s, 1, remove.command);
  }
  expect(infantry(s, 1)).toBe(before - 2);
  expect(optionLabels(s, 1)[0]).toBe('Doctor Sucaban: pay the 2 resources left');
  s = play(s, 1, { type: 'choose', option: 'done' });
  expect(topDecision(s)).toMatchObject({ kind: 'choice', choice: 'jolnar/sucaban-pay', waitingOn: [1] });
  const pay = options(s, 1).find((o) => o.label === 'Research Gravity Drive for 2 resources, paying with Arretze')!;
  s = play(s, 1, pay.command);
  expect(s.players[1]!.technologies).toContain('gd');
  expect(planetState(s, 'arretze').exhausted).toBe(true);
  expect(planetState(s, 'hercant').exhausted).toBe(false);
  expect(s.players[1]!.tradeGoods).toBe(1);
  expect(s.players[1]!.pools.strategy).toBe(1);
});

test('51.4 Jol-Nar agent Doctor Sucaban: passed, the research is paid as declared', () => {
  let s = secondaryFollowed();
  s = play(s, 3, { type: 'pass-window' });
  expect(s.players[1]!.technologies).toContain('gd');
  expect(planetState(s, 'arretze').exhausted).toBe(true);
  expect(planetState(s, 'hercant').exhausted).toBe(true);
  expect(s.players[1]!.tradeGoods).toBe(0);
});

test('51.4 Jol-Nar agent Doctor Sucaban: exhausted, nobody is asked and the research is paid at once', () => {
  const s = secondaryFollowed('exhausted');
  expect(topDecision(s)?.kind).not.toBe('window');
  expect(s.players[1]!.technologies).toContain('gd');
  expect(s.players[1]!.tradeGoods).toBe(0);
});

test('51.4 Jol-Nar agent Doctor Sucaban: refused outside a research window, changing nothing', () => {
  const s = edit(turnWith('technology', 6), (d) => {
    d.players[3]!.leaders.agent = 'unlocked';
  });
  const before = structuredClone(s);
  expect(refuse(s, 3, { type: 'use-ability', ability: 'jolnaragent', targets: {} }).code).toMatch(/^(flow|ability)\//);
  expect(s).toEqual(before);
});

test("91.2 Jol-Nar agent Doctor Sucaban: the Technology card's second research (6 resources) waits for it too", () => {
  let s = turnWith('technology', 6, (d) => {
    d.players[0]!.tradeGoods = 2;
    d.players[3]!.leaders.agent = 'unlocked';
  });
  s = primary(s, 'technology', {
    research: r('gd'),
    second: { ...r('fl'), payment: { resources: ['jord'], influence: [], tradeGoods: 2 } },
  });
  expect(s.players[0]!.technologies).toContain('gd');
  expect(s.players[0]!.technologies).not.toContain('fl');
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'when-researching', waitingOn: [3] });
  s = play(s, 3, { type: 'use-ability', ability: 'jolnaragent', targets: {} });
  for (let i = 0; i < 2; i++)
    s = play(s, 0, options(s, 0).find((o) => o.label.startsWith('Doctor Sucaban: remove 1 infantry'))!.command);
  s = play(s, 0, { type: 'choose', option: 'done' });
  s = play(s, 0, options(s, 0).find((o) => o.label.endsWith('paying with Jord'))!.command);
  expect(s.players[0]!.technologies).toContain('fl');
  expect(s.players[0]!.tradeGoods).toBe(2);
});

test('90 Jol-Nar agent Doctor Sucaban: Enigmatic Device’s 6 resources drop by 1 for each infantry removed', () => {
  let s = edit(tacticalGame({ tiles: { [key(0)]: '47' } }), (d) => {
    d.players[0]!.tradeGoods = 6;
    d.players[0]!.explorationCards = ['enigmatic-device#1'];
    d.decks.frontier.draw = d.decks.frontier.draw.filter((c) => c !== 'enigmatic-device#1');
    d.players[1]!.leaders.agent = 'unlocked';
  });
  s = placeUnits(s, key(0), 0, { infantry: 2 });
  s = play(s, 0, {
    type: 'component-action',
    ability: 'enigmatic-device',
    targets: { research: r('amd'), payment: { resources: [], influence: [], tradeGoods: 6 } },
  });
  // The Jol-Nar (seat 1) are asked; the card is already purged, nothing is paid yet.
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'when-researching', waitingOn: [1] });
  expect(s.players[0]!.tradeGoods).toBe(6);
  s = play(s, 1, { type: 'use-ability', ability: 'jolnaragent', targets: {} });
  for (let i = 0; i < 2; i++)
    s = play(s, 0, options(s, 0).find((o) => o.label.startsWith('Doctor Sucaban: remove 1 infantry'))!.command);
  // Both infantry gone, the removal choice closes by itself; 4 trade goods pay the rest.
  s = play(s, 0, options(s, 0).find((o) => o.label.includes('4 resources'))!.command);
  expect(s.players[0]!.technologies).toContain('amd');
  expect(s.players[0]!.tradeGoods).toBe(2);
});
