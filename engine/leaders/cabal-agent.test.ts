import { expect, test } from 'vitest';
import type { Decision } from '../core/frames';
import type { GameState } from '../core/state';
import { edit, newGame, optionLabels, pickStrategyCards, play, refuse, topDecision } from '../testing/scenario';

const USE = (unit: string | null) => ({ type: 'use-ability', ability: 'cabalagent', targets: { unit } }) as const;

/** Sol (seat 0, commodity value 4) takes Trade's primary and replenishes; the Cabal (seat 2) holds the agent. */
function replenished(agent: 'unlocked' | 'exhausted'): GameState {
  const cards = ['trade', 'leadership', 'diplomacy', 'politics', 'construction', 'warfare'];
  let s = pickStrategyCards(newGame({ players: 3, factions: ['sol', 'hacan', 'cabal'] }), cards);
  s = edit(s, (d) => {
    (d.stack.at(-1) as Decision).waitingOn = [0];
    d.players[2]!.leaders.agent = agent;
  });
  return play(s, 0, { type: 'strategic-action', card: 'trade', choices: { players: [] } });
}

test('51.4 Cabal agent The Stillness of Stars: after another player replenishes, their commodities become trade goods and the Cabal captures 1 unit (17)', () => {
  let s = replenished('unlocked');
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'after-commodities-replenished', waitingOn: [2] });
  const labels = optionLabels(s, 2).filter((l) => l.startsWith('The Stillness of Stars'));
  expect(labels).toContain(
    "The Stillness of Stars: turn Player 1's commodities into trade goods and capture 1 dreadnought",
  );
  // Cost 4 at most (Sol's commodity value): no flagship, no war sun, no structures.
  expect(labels.some((l) => /flagship|war-sun|pds|space-dock/.test(l))).toBe(false);
  const tradeGoods = s.players[0]!.tradeGoods;
  s = play(s, 2, USE('dreadnought'));
  expect(s.players[2]!.leaders.agent).toBe('exhausted');
  expect([s.players[0]!.commodities, s.players[0]!.tradeGoods]).toEqual([0, tradeGoods + 4]);
  expect(s.players[2]!.captured).toEqual([{ owner: 0, type: 'dreadnought', count: 1 }]);
});

test('51.4 Cabal agent The Stillness of Stars: too costly a unit, or exhausted, is refused and changes nothing', () => {
  const s = replenished('unlocked');
  const before = structuredClone(s);
  expect(refuse(s, 2, USE('flagship'))).toMatchObject({ code: 'ability/bad-target', rule: '17' });
  expect(s).toEqual(before);
  const exhausted = replenished('exhausted');
  expect(topDecision(exhausted)).not.toMatchObject({ window: 'after-commodities-replenished' });
  const still = structuredClone(exhausted);
  expect(refuse(exhausted, 2, USE('dreadnought')).code).toMatch(/^(flow|ability)\//);
  expect(exhausted).toEqual(still);
});
