import { expect, test } from 'vitest';
import type { Command } from '../core/commands';
import type { GameState } from '../core/state';
import { lawInPlay } from '../agenda/laws';
import { putLaw } from '../agenda/testkit';
import { declineRest } from './cards/cards.fixture';
import { edit, newGame, pickStrategyCards, play, topDecision } from '../testing/scenario';

// Three players; seat 0 (the speaker) holds Leadership and Construction and acts first.
const LEADERSHIP: Command = {
  type: 'strategic-action',
  card: 'leadership',
  choices: { planets: [], tradeGoods: 0, tactic: 3, fleet: 0, strategy: 0 },
};

function game(ministerOfWar: boolean, change?: (d: GameState) => void): GameState {
  const s = pickStrategyCards(newGame({ players: 3 }), [
    'leadership',
    'diplomacy',
    'politics',
    'construction',
    'trade',
    'warfare',
  ]);
  return edit(s, (d) => {
    if (ministerOfWar) putLaw(d, 'minister-of-war', '0');
    d.board.systems['0,0']!.commandTokens.push(0);
    change?.(d);
  });
}

test('3.1 after each action the after-action window opens: Minister of War gives its owner another action (7.4)', () => {
  let s = declineRest(play(game(true), 0, LEADERSHIP));
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'after-action', waitingOn: [0] });
  s = play(s, 0, { type: 'use-ability', ability: 'minister-of-war', targets: { system: '0,0' } });
  expect(topDecision(s)).toMatchObject({ kind: 'action-turn', waitingOn: [0] });
  expect(lawInPlay(s, 'minister-of-war')).toBe(false);
  expect(s.board.systems['0,0']!.commandTokens).toEqual([]);
  // The extra action is an action too: the after-action window follows it again.
  expect(
    s.stack
      .filter((f) => f.frame === 'step')
      .map((f) => f.step)
      .slice(-3),
  ).toEqual(['action/end-of-turn', 'window/reask', 'action/after-action']);
});

test("3.1 without anyone able to respond after the action, the next player's turn follows at once", () => {
  const s = declineRest(play(game(false), 0, LEADERSHIP));
  expect(topDecision(s)).toMatchObject({ kind: 'action-turn', waitingOn: [1] });
});

test('3.3 passing is not an action: no after-action window follows a pass', () => {
  const s = play(
    game(true, (d) => (d.players[0]!.exhaustedStrategyCards = ['leadership', 'construction'])),
    0,
    { type: 'pass' },
  );
  expect(topDecision(s)).toMatchObject({ kind: 'action-turn', waitingOn: [1] });
  expect(lawInPlay(s, 'minister-of-war')).toBe(true);
});
