// Rule coverage of LRR 3 (action phase), 4 (active player), 40 (game round) and 48 (initiative order): who acts when.
import { expect, test } from 'vitest';
import { options } from '../flow/options';
import type { GameState } from '../core/state';
import { edit, newGame, pickStrategyCards, play, refuse, topDecision } from '../testing/scenario';
import { endTurn } from '../transactions/testkit';

/**
 * Six players; picks go speaker first, clockwise, so seat 3 holds Leadership (1), seat 4 Diplomacy (2), seat 5
 * Politics (3), seat 0 Construction (4), seat 1 Trade (5), seat 2 Warfare (6). Every strategy card is already used,
 * so any player may pass.
 */
function usedCards(): GameState {
  const s = pickStrategyCards(newGame({ players: 6 }), [
    'construction',
    'trade',
    'warfare',
    'leadership',
    'diplomacy',
    'politics',
  ]);
  return edit(s, (d) => {
    for (const p of d.players) p.exhaustedStrategyCards = [...p.strategyCards];
  });
}

const waitingOn = (s: GameState) => {
  const d = topDecision(s);
  return d?.kind === 'action-turn' ? d.waitingOn[0] : undefined;
};

test('4.1 / 48.1 the first active player is the one whose strategy card has the lowest initiative number', () => {
  const s = usedCards();
  expect(s.activeSeat).toBe(3); // Leadership, 1 — not the speaker (seat 0, Construction 4)
  expect(waitingOn(s)).toBe(3);
  // The speaker is not first: they wait for their turn.
  const before = structuredClone(s);
  expect(refuse(s, 0, { type: 'pass' }).code).toBe('flow/not-your-turn');
  expect(s).toEqual(before);
});

test('4.2 after the active player takes a turn, the next player in initiative order becomes the active player', () => {
  const s = play(usedCards(), 3, { type: 'pass' });
  expect([s.activeSeat, waitingOn(s)]).toEqual([4, 4]); // Diplomacy, 2
  const t = play(s, 4, { type: 'pass' });
  expect(t.activeSeat).toBe(5); // Politics, 3
});

test('4.3 after the last in initiative order, turns start again from the first, skipping players who passed', () => {
  let s = usedCards();
  // Leadership (3) passes; Diplomacy (4) takes a tactical action; the rest pass in order up to Warfare (2).
  s = play(s, 3, { type: 'pass' });
  s = endTurn(
    s,
    Object.keys(s.board.systems).find((k) => s.board.systems[k]!.tile === '19')!,
  );
  for (const seat of [5, 0, 1, 2]) s = play(s, seat, { type: 'pass' });
  // Back to the top of initiative order: seat 3 passed, so seat 4 is active again.
  expect([s.activeSeat, waitingOn(s)]).toEqual([4, 4]);
  expect(s.phase).toBe('action');
});

test('3.2 a player who cannot perform any action is offered only to pass', () => {
  // Seat 3 used its strategy card and has no tactic token and no action card: no action is possible.
  const s = edit(usedCards(), (d) => {
    d.players[3]!.pools.tactic = 0;
    d.players[3]!.actionCards = [];
    d.players[3]!.technologies = [];
  });
  const turn = options(s, 3).filter((o) => o.group !== 'Transactions');
  expect(turn.map((o) => o.command.type)).toEqual(['pass']);
  expect(refuse(s, 3, { type: 'tactical-action', system: '0,0' }).rule).toBe('5.1');
  expect(play(s, 3, { type: 'pass' }).players[3]!.passed).toBe(true);
});

test('40.2 player turns happen only during the action phase: a strategy-phase seat cannot take an action', () => {
  const s = newGame({ players: 6 });
  expect(s.phase).toBe('strategy');
  const before = structuredClone(s);
  // The speaker is choosing a strategy card: passing (an action-phase turn) is not what the game waits for.
  expect(refuse(s, 0, { type: 'pass' }).code).toBe('flow/not-now');
  expect(s).toEqual(before);
  expect(usedCards().phase).toBe('action');
});

test('20.4 a tactical action spends a token from the tactic pool and places it in the activated system', () => {
  const s = usedCards();
  const mecatol = play(s, 3, { type: 'tactical-action', system: '0,0' });
  expect(mecatol.players[3]!.pools.tactic).toBe(s.players[3]!.pools.tactic - 1);
  expect(mecatol.board.systems['0,0']!.commandTokens).toEqual([3]);
});

test('40.3 a pass on every window "this turn" ends with that turn and does not carry into the next player’s', () => {
  let s = usedCards();
  s = play(s, 3, { type: 'standing-pass', window: 'when-action-card-played', on: true });
  expect(s.standingPasses['3']).toEqual(['when-action-card-played']);
  s = play(s, 3, { type: 'pass' });
  expect(s.activeSeat).toBe(4);
  expect(s.standingPasses['3'] ?? []).toEqual([]);
});
