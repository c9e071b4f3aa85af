// LRR 1.19–1.20 and 2.2 in words: a window tells the seat it asks what happened and which of its own cards fit, by
// names and tile numbers; what one seat is offered depends on its own hand only, so it reveals nothing of others'.
import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { giveActionCards, newGame, play, runStep, topDecision } from '../testing/scenario';
import { line, tacticalGame } from '../testing/tactical-scenario';
import { systemName, windowPrompt } from './window-prompt';

const SUMMIT = { type: 'use-ability', ability: 'summit', targets: { tactic: 0, fleet: 0, strategy: 2 } } as const;

/** Seat 1 plays Summit at the start of the strategy phase; seat 2 holds `second`, seat 3 a Sabotage. */
function summitPlayed(second: string): GameState {
  let s = giveActionCards(newGame({ players: 6, speaker: 0 }), 1, ['summit']);
  s = giveActionCards(giveActionCards(s, 2, [second]), 3, ['sabotage']);
  s = runStep(s, 'window/open', { window: 'start-of-strategy-phase' });
  for (const seat of [2, 3]) if (topDecision(s)?.waitingOn.includes(seat)) s = play(s, seat, { type: 'pass-window' });
  return play(s, 1, SUMMIT);
}

test('2.6 the Sabotage window tells its holder who played what and offers Sabotage by name', () => {
  const s = summitPlayed('sabotage');
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'when-action-card-played' });
  expect(windowPrompt(s, 3)).toEqual({
    happened: 'Player 2 played Summit.',
    mayPlay: ['Sabotage'],
    text: 'Player 2 played Summit. You may play: Sabotage — or pass.',
  });
});

test('1.19 a seat asked without a card that fits is told so; what another seat holds never changes its prompt', () => {
  const withSabotage = summitPlayed('sabotage');
  const without = summitPlayed('insubordination');
  expect(windowPrompt(without, 2)?.text).toBe('Player 2 played Summit. Nothing you hold fits this moment — pass.');
  expect(windowPrompt(without, 3)).toEqual(windowPrompt(withSabotage, 3));
  // Seats the window does not wait on get no prompt.
  expect(windowPrompt(withSabotage, 1)).toBeNull();
  expect(windowPrompt(withSabotage, 0)).toBeNull();
});

test('5 a window names a system by its name and tile number, never by coordinates', () => {
  const s = tacticalGame({ tiles: line('25', '26') });
  const quann = Object.keys(s.board.systems).find((k) => s.board.systems[k]?.tile === '25') ?? '';
  expect(systemName(s, quann)).toBe('Quann (25)');
  expect(systemName(s, 'nowhere')).toBe('a system');
});
