import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { mayUseLeader } from '../kernel/leader-sheet';
import { edit, newGame, optionLabels, pickStrategyCards, play, refuse, topDecision } from '../testing/scenario';

const CARDS = ['leadership', 'diplomacy', 'politics', 'construction', 'trade', 'warfare'];
const CARTH = { type: 'component-action', ability: 'hacanagent', targets: { replenish: null } } as const;

/** The Yssaril (seat 0) take the first turn; the Hacan (seat 1) have already exhausted their agent, Carth. */
function firstTurn(change?: (d: GameState) => void): GameState {
  const s = pickStrategyCards(newGame({ players: 3, factions: ['yssaril', 'hacan', 'xxcha'], agents: 'ready' }), CARDS);
  return edit(s, (d) => {
    d.players[0]!.commodities = 0;
    d.players[1]!.leaders.agent = 'exhausted';
    change?.(d);
  });
}

test("51.4 Yssaril agent Ssruu has another player's agent's ability, even exhausted: using it exhausts Ssruu alone", () => {
  const s = firstTurn();
  expect(optionLabels(s, 0)).toEqual(expect.arrayContaining(['Carth of the Golden Sands: gain 2 commodities']));
  // The Hacan's own exhausted Carth is not theirs to use.
  expect(optionLabels(s, 1).some((l) => l.startsWith('Carth'))).toBe(false);
  const after = play(s, 0, CARTH);
  expect(after.players[0]!.commodities).toBe(2);
  expect(after.players[0]!.leaders.agent).toBe('exhausted');
  expect(after.players[1]!.leaders.agent).toBe('exhausted');
  expect(topDecision(after)).toMatchObject({ kind: 'action-turn', waitingOn: [0] });
  // Ssruu is exhausted now: no other agent's ability is offered.
  expect(optionLabels(after, 0).some((l) => l.startsWith('Carth'))).toBe(false);
});

test('51.4 Yssaril agent Ssruu: refused while exhausted, and for the agent of a faction not at the table (nothing changes)', () => {
  const s = firstTurn((d) => (d.players[0]!.leaders.agent = 'exhausted'));
  const before = structuredClone(s);
  expect(refuse(s, 0, CARTH)).toMatchObject({ code: 'ability/not-held', rule: '1.3' });
  expect(s).toEqual(before);
  // No Sol player: Evelyn DeLouis is no other player's agent; the Hacan do not gain the Yssaril's copies either.
  const ready = firstTurn();
  expect(mayUseLeader(ready, 0, 'hacanagent', 'agent')).toBe(true);
  expect(mayUseLeader(ready, 0, 'solagent', 'agent')).toBe(false);
  expect(mayUseLeader(ready, 1, 'xxchaagent', 'agent')).toBe(false);
});
