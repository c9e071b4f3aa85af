// What a turn notice says a decision is about: a headline from public facts for answers to someone else's move.
import { expect, test } from 'vitest';
import { createGame, STRATEGY_CARDS } from '@/engine/index';
import type { GameState } from '@/engine/index';
import { playRandomGame } from '@/engine/testing/bot';
import { decisionHeadlines, decisionIds, seatsWaitedOn } from './notify-hooks';

/** States of a bot game, each with the decision on top of its stack. */
function states(): GameState[] {
  const created = createGame({
    seed: 'headlines',
    victoryPoints: 10,
    layout: '3p',
    seats: [
      { name: 'Ada', faction: 'sol', color: 'red' },
      { name: 'Bea', faction: 'hacan', color: 'blue' },
      { name: 'Cal', faction: 'letnev', color: 'green' },
    ],
  });
  if (!created.ok) throw new Error(created.error.message);
  const out: GameState[] = [];
  playRandomGame(created.value.state, { seed: 'headlines-moves', maxSteps: 300, onStep: (s) => void out.push(s) });
  return out;
}

test('a strategy card’s secondary is headed by who played which card; a window by what happened; a turn by nothing', () => {
  const kinds = new Set<string>();
  for (const state of states()) {
    const top = state.stack.at(-1);
    if (top?.frame !== 'decision') continue;
    const seats = seatsWaitedOn(state);
    const headlines = decisionHeadlines(state, seats);
    const ids = decisionIds(state, seats);
    for (const seat of seats) {
      if (!top.waitingOn.includes(seat)) {
        // Waited on for a transaction proposal beside the stack: no headline, no decision id.
        expect([headlines[seat], ids[seat]]).toEqual([undefined, null]);
        continue;
      }
      kinds.add(top.kind);
      if (top.kind === 'strategic-secondary') {
        const card = (STRATEGY_CARDS as Record<string, { name: string }>)[top.card]!.name;
        const who = state.config.seats[top.activeSeat]!.name;
        expect(headlines[seat]).toBe(`${who} played ${card}: follow?`);
      } else if (top.kind === 'window') {
        expect(headlines[seat]).toMatch(/^[A-Z].*[^.]: play a card or pass\?$/);
      } else {
        expect(headlines[seat]).toBeUndefined();
      }
      expect(ids[seat]).toBe(top.id);
    }
  }
  expect(kinds).toContain('strategic-secondary');
  expect(kinds).toContain('window');
  expect(kinds).toContain('choose-strategy-card');
});
