import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { planetFacts } from '../economy/planets';
import { isLegendaryPlanet } from '../objectives/board-queries';
import { legendaryCardsOf } from './legendary';
import { edit, optionLabels, play, refuse, runStep, topDecision } from '../testing/scenario';
import { endOfTurn, line, tacticalGame } from '../testing/relic-scenario';
import { unitsIn } from '../testing/tactical-scenario';

// An empty system (48) at 0,0 with a frontier token, where seat 0 has a carrier; Wellon's system (19) beside it.
// Seat 0 explores the frontier token and draws the Mirage; the cultural deck holds Paradise World.
function explored(): GameState {
  const s = edit(tacticalGame({ tiles: line('48', '19') }), (d) => {
    d.board.systems['0,0']!.frontier = true;
    d.board.systems['0,0']!.space['0'] = { counts: { carrier: 1 }, damaged: {} };
    d.decks.frontier = { draw: ['mirage#1'], discard: [] };
    d.decks.cultural = { draw: ['paradise-world#1'], discard: [] };
  });
  return runStep(s, 'exploration/explore', { seat: 0, system: '0,0', planet: null });
}
const use = (targets: Record<string, unknown>) =>
  ({ type: 'use-ability', ability: 'legendary-mirage', targets }) as const;

test('35.5 35.6 Mirage: the frontier token is discarded; the Mirage planet is placed in the system and its explorer gains it readied; the card is purged', () => {
  const s = explored();
  const mirage = s.board.systems['0,0']!.planets.mirage!;
  expect([mirage.owner, mirage.exhausted]).toEqual([0, false]);
  expect(s.board.systems['0,0']!.frontier).toBe(false);
  expect(s.exploration?.purged).toContain('mirage#1');
  expect(s.decks.frontier.discard).toEqual([]);
});

test('35.1 Mirage: gaining the planet nobody controlled explores it (cultural), and attachments count on it (12)', () => {
  const s = explored();
  expect(s.board.systems['0,0']!.planets.mirage!.attachments).toEqual(['paradiseworld']);
  expect(planetFacts(s, 'mirage')).toMatchObject({ resources: 1, influence: 4, traits: ['cultural'], legendary: true });
});

// 53.4 (a purged legendary planet card purges its ability card) is not shown by behaviour: no component of the game
// purges a legendary planet's card (the Stellar Converter refuses legendary planets), so the case never arises.
test('53.1 53.2 64.5 Mirage is a legendary planet; its controller holds Mirage Flight Academy', () => {
  const s = explored();
  expect(isLegendaryPlanet('mirage')).toBe(true);
  expect(legendaryCardsOf(s.board, 0)).toEqual([{ planet: 'mirage', name: 'Mirage Flight Academy', exhausted: false }]);
  expect(legendaryCardsOf(s.board, 1)).toEqual([]);
});

test('53.3 Mirage Flight Academy: at the end of its turn, exhaust it to put 2 fighters into a system with its ship', () => {
  const s0 = endOfTurn(explored());
  expect(topDecision(s0)).toMatchObject({ kind: 'window', window: 'end-of-turn', waitingOn: [0] });
  expect(optionLabels(s0, 0)).toContain('Mirage Flight Academy: put 2 fighters into Empty System (48)');
  const s = play(s0, 0, use({ system: '0,0', fighters: 2 }));
  expect(unitsIn(s, '0,0', 0)).toEqual({ carrier: 1, fighter: 2 });
  expect(s.board.systems['0,0']!.planets.mirage!.legendaryExhausted).toBe(true);
});

test("53.3 Mirage Flight Academy: a system without the seat's ship is refused, and nothing changes", () => {
  const s0 = endOfTurn(explored());
  expect(refuse(s0, 0, use({ system: '1,0', fighters: 2 }))).toMatchObject({ code: 'ability/bad-target' });
  expect(refuse(s0, 0, use({ system: '0,0', fighters: 3 }))).toMatchObject({ code: 'ability/bad-target' });
  expect(unitsIn(s0, '1,0', 0)).toEqual({});
});
