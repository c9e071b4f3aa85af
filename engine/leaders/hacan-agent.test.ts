import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { edit, newGame, optionLabels, pickStrategyCards, play, refuse, topDecision } from '../testing/scenario';

const CARDS = ['leadership', 'diplomacy', 'politics', 'construction', 'trade', 'warfare'];
const GAIN = { type: 'component-action', ability: 'hacanagent', targets: { replenish: null } } as const;
const REPLENISH = { type: 'component-action', ability: 'hacanagent', targets: { replenish: 1 } } as const;

/** The Hacan (seat 0) take the first turn of the action phase; Sol (seat 1) holds no commodities. */
function firstTurn(agents: 'ready' | 'exhausted' = 'ready'): GameState {
  return edit(pickStrategyCards(newGame({ players: 3, factions: ['hacan', 'sol', 'xxcha'], agents }), CARDS), (d) => {
    d.players[0]!.commodities = 1;
    d.players[1]!.commodities = 0;
  });
}

test('51.4 Hacan agent Carth of the Golden Sands: during the action phase, gain 2 commodities without using the action', () => {
  const s = firstTurn();
  expect(optionLabels(s, 0)).toEqual(
    expect.arrayContaining([
      'Carth of the Golden Sands: gain 2 commodities',
      'Carth of the Golden Sands: Player 2 replenishes commodities',
      'Carth of the Golden Sands: Player 3 replenishes commodities',
    ]),
  );
  const after = play(s, 0, GAIN);
  expect(after.players[0]!.commodities).toBe(3);
  expect(after.players[0]!.leaders.agent).toBe('exhausted');
  // Not an action (22.1): the Hacan still take their turn.
  expect(topDecision(after)).toMatchObject({ kind: 'action-turn', waitingOn: [0] });
});

test('21.2 Hacan agent Carth of the Golden Sands: commodities gained stop at the commodity value (Hacan 6)', () => {
  const s = edit(firstTurn(), (d) => (d.players[0]!.commodities = 5));
  expect(play(s, 0, GAIN).players[0]!.commodities).toBe(6);
  const full = edit(firstTurn(), (d) => (d.players[0]!.commodities = 6));
  expect(optionLabels(full, 0)).not.toContain('Carth of the Golden Sands: gain 2 commodities');
  const before = structuredClone(full);
  expect(refuse(full, 0, GAIN)).toMatchObject({ code: 'ability/bad-target', rule: '21.2' });
  expect(full).toEqual(before);
});

test("51.4 Hacan agent Carth of the Golden Sands: another player replenishes their commodities to their faction's value", () => {
  const after = play(firstTurn(), 0, REPLENISH);
  expect(after.players[1]!.commodities).toBe(4);
  expect(after.players[0]!.commodities).toBe(1);
  expect(after.players[0]!.leaders.agent).toBe('exhausted');
});

test('51.4 Hacan agent Carth of the Golden Sands: exhausted, or naming the Hacan themselves, it is refused and nothing changes', () => {
  const tired = firstTurn('exhausted');
  expect(optionLabels(tired, 0).some((l) => l.startsWith('Carth'))).toBe(false);
  const before = structuredClone(tired);
  expect(refuse(tired, 0, GAIN).code).toMatch(/^ability\//);
  expect(tired).toEqual(before);
  const s = firstTurn();
  const again = structuredClone(s);
  expect(refuse(s, 0, { ...REPLENISH, targets: { replenish: 0 } })).toMatchObject({ rule: '51.4' });
  expect(s).toEqual(again);
  // Only the Hacan's own sheet: another player cannot use it.
  expect(refuse(s, 1, GAIN).code).toMatch(/^(flow|ability)\//);
});
