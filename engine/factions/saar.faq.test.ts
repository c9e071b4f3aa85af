// FAQ answers on the Clan of Saar's Chaos Mapping (LRR 3.3a: "at the start of your turn" abilities on every turn,
// the turn a player passes included). Floating Factories and space cannon: engine/combat/rules-faq.test.ts.
import { expect, test } from 'vitest';
import type { Command } from '../core/commands';
import type { GameState } from '../core/state';
import { options } from '../flow/options';
import { declineRest } from '../phases/cards/cards.fixture';
import { edit, newGame, pickStrategyCards, play, refuse, systemOf, topDecision } from '../testing/scenario';

const SIX = ['leadership', 'diplomacy', 'politics', 'construction', 'trade', 'warfare'];

/** Seat 0 (Hacan, a space dock at home) owns Chaos Mapping; seats 1 and 2 have used their strategy cards. */
function chaosGame(): GameState {
  const base = edit(newGame({ players: 3, factions: ['hacan', 'jolnar', 'letnev'] }), (d) => {
    d.players[0]!.technologies.push('cm');
    d.players[0]!.tradeGoods = 6;
    d.players[0]!.pools.fleet = 8; // room for the cruisers produced at home (37)
  });
  return edit(pickStrategyCards(base, SIX), (d) => {
    for (const seat of [1, 2]) d.players[seat]!.exhaustedStrategyCards = [...d.players[seat]!.strategyCards];
  });
}

const cruiser: Command = {
  type: 'produce',
  units: [{ unit: 'cruiser', count: 1 }],
  payment: { resources: [], influence: [], tradeGoods: 1 }, // Sarween Tools: 1 less
};

/** Uses Chaos Mapping at the start of seat 0's turn and produces 1 cruiser at home. */
function chaosCruiser(s: GameState): GameState {
  const use = options(s, 0).find((o) => o.label.startsWith('Chaos Mapping'));
  expect(use).toBeDefined();
  const produced = play(play(s, 0, use!.command), 0, cruiser);
  // Once a turn (1.18): the window asks again, without Chaos Mapping; passing it starts the turn.
  expect(options(produced, 0).filter((o) => o.label.startsWith('Chaos Mapping'))).toEqual([]);
  return play(produced, 0, { type: 'pass-window' });
}

const cruisers = (s: GameState) => s.board.systems[systemOf(s, 'arretze')]!.space['0']?.counts.cruiser ?? 0;

test('FAQ: Chaos Mapping can be used at the start of each of its owner’s turns in the action phase (3.3a)', () => {
  let s = chaosGame();
  const start = cruisers(s);
  s = chaosCruiser(s);
  expect(cruisers(s)).toBe(start + 1);
  expect(topDecision(s)).toMatchObject({ kind: 'action-turn', waitingOn: [0] });
  // Seat 0 takes an action (Leadership); the others pass; seat 0's next turn opens the window again.
  const leadership = options(s, 0).find((o) => o.command.type === 'strategic-action');
  s = declineRest(play(s, 0, leadership!.command));
  s = play(play(s, 1, { type: 'pass' }), 2, { type: 'pass' });
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'start-of-turn', waitingOn: [0] });
  s = chaosCruiser(s);
  expect(cruisers(s)).toBe(start + 2);
});

test('FAQ: Chaos Mapping can be used on the turn its owner passes (3.3a)', () => {
  const ready = edit(chaosGame(), (d) => {
    d.players[0]!.exhaustedStrategyCards = [...d.players[0]!.strategyCards];
  });
  let s = chaosCruiser(ready);
  s = play(s, 0, { type: 'pass' });
  expect(s.players[0]!.passed).toBe(true);
  expect(cruisers(s)).toBe(cruisers(ready) + 1);
  // Passed, they have no further turn, so no start of turn: refused, nothing changes (3.3).
  const before = structuredClone(s);
  expect(options(s, 0).filter((o) => o.label.startsWith('Chaos Mapping'))).toEqual([]);
  expect(refuse(s, 0, { type: 'use-ability', ability: 'cm' }).code).toMatch(/^(flow|ability)\//);
  expect(s).toEqual(before);
});
