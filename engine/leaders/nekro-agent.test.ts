import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { edit, newGame, optionLabels, pickStrategyCards, play, refuse, topDecision } from '../testing/scenario';

const CARDS = ['leadership', 'diplomacy', 'politics', 'construction', 'trade', 'warfare'];
const PICK_SOL = { type: 'component-action', ability: 'nekroagent', targets: { player: 1 } } as const;

/** The Nekro (seat 0) take the first turn of the action phase; Sol (seat 1) holds one Sabotage and 3 tactic tokens. */
function firstTurn(agents: 'ready' | 'exhausted' = 'ready'): GameState {
  return edit(pickStrategyCards(newGame({ players: 3, factions: ['nekro', 'sol', 'xxcha'], agents }), CARDS), (d) => {
    d.players[1]!.actionCards = ['sabotage#1'];
    d.players[1]!.tradeGoods = 0;
    d.players[1]!.pools = { tactic: 3, fleet: 0, strategy: 0 };
  });
}

test('51.4 Nekro agent Nekro Malleon: the chosen player discards 1 action card for 2 trade goods', () => {
  const s = firstTurn();
  expect(optionLabels(s, 0)).toContain('Nekro Malleon: Player 2 may pay for 2 trade goods');
  let after = play(s, 0, PICK_SOL);
  expect(after.players[0]!.leaders.agent).toBe('exhausted');
  expect(topDecision(after)).toMatchObject({ kind: 'choice', choice: 'leaders/nekro-agent-pay', waitingOn: [1] });
  expect(optionLabels(after, 1)).toEqual([
    'Nekro Malleon: pay nothing and gain no trade goods',
    'Nekro Malleon: discard Sabotage for 2 trade goods',
    'Nekro Malleon: spend 1 command token from your tactic pool for 2 trade goods',
  ]);
  after = play(after, 1, { type: 'choose', option: 'sabotage#1' });
  expect(after.players[1]!.actionCards).toEqual([]);
  expect(after.decks.action.discard).toContain('sabotage#1');
  expect(after.players[1]!.tradeGoods).toBe(2);
  // Not an action (22.1): the Nekro still take their turn.
  expect(topDecision(after)).toMatchObject({ kind: 'action-turn', waitingOn: [0] });
});

test('51.4 Nekro agent Nekro Malleon: the chosen player may spend 1 command token from their sheet, or decline', () => {
  const paid = play(play(firstTurn(), 0, PICK_SOL), 1, { type: 'choose', option: 'tactic' });
  expect(paid.players[1]!.pools).toEqual({ tactic: 2, fleet: 0, strategy: 0 });
  expect(paid.players[1]!.tradeGoods).toBe(2);
  expect(paid.players[1]!.actionCards).toEqual(['sabotage#1']);
  const declined = play(play(firstTurn(), 0, PICK_SOL), 1, { type: 'choose', option: 'decline' });
  expect(declined.players[1]!.tradeGoods).toBe(0);
  expect(declined.players[1]!.pools.tactic).toBe(3);
  expect(declined.players[0]!.leaders.agent).toBe('exhausted');
});

test('51.4 Nekro agent Nekro Malleon: exhausted, or naming a player with nothing to pay, it is refused and nothing changes', () => {
  const tired = firstTurn('exhausted');
  expect(optionLabels(tired, 0).some((l) => l.startsWith('Nekro Malleon'))).toBe(false);
  const before = structuredClone(tired);
  expect(refuse(tired, 0, PICK_SOL).code).toMatch(/^ability\//);
  expect(tired).toEqual(before);
  const broke = edit(firstTurn(), (d) => {
    d.players[1]!.actionCards = [];
    d.players[1]!.pools = { tactic: 0, fleet: 0, strategy: 0 };
  });
  expect(optionLabels(broke, 0)).not.toContain('Nekro Malleon: Player 2 may pay for 2 trade goods');
  const again = structuredClone(broke);
  expect(refuse(broke, 0, PICK_SOL)).toMatchObject({ code: 'ability/bad-target', rule: '51.4' });
  expect(broke).toEqual(again);
  // A pool the player has no token in cannot pay.
  const asked = play(firstTurn(), 0, PICK_SOL);
  const still = structuredClone(asked);
  expect(refuse(asked, 1, { type: 'choose', option: 'fleet' }).code).toMatch(/^(flow|ability)\//);
  expect(asked).toEqual(still);
});
