import { expect, test } from 'vitest';
import { options } from '../../flow/options';
import { play, topDecision } from '../../testing/scenario';
import { withNote } from '../../transactions/testkit';
import { primary, turnWith } from './cards.fixture';

// Seat 0 (Sol, 4 commodities) holds Trade; seat 1 is the Hacan (6), seat 2 the Barony of Letnev (2).

test("FAQ: a player Trade chose replenishes during the secondary, after the primary's own windows (92.4a)", () => {
  // Seat 2 holds Sol's Trade Agreement: Sol's replenishment (the primary, 92.3) opens its window.
  const s = primary(withNote(turnWith('trade'), 'ta@0', 0, 2), 'trade', { players: [1] });
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'after-commodities-replenished', waitingOn: [2] });
  // The primary is still resolving: the chosen Hacan has not replenished yet.
  expect(s.players[1]!.commodities).toBe(0);
  const taken = play(s, 2, { type: 'use-ability', ability: 'trade-agreement', targets: { owner: 0 } });
  expect(taken.players[2]!.tradeGoods).toBe(4);
  expect(taken.players[1]!.commodities).toBe(0);
  // Once the primary is done, the Hacan resolves the secondary for free (its own window), then the others are asked.
  const secondary = play(taken, 2, { type: 'pass-window' });
  expect(topDecision(secondary)).toMatchObject({ kind: 'window', subject: { seat: 1 } });
  expect(secondary.players[1]!.commodities).toBe(6);
  expect(secondary.players[1]!.pools.strategy).toBe(2);
  const asked = play(secondary, 2, { type: 'pass-window' });
  expect(topDecision(asked)).toMatchObject({ kind: 'strategic-secondary', card: 'trade' });
  expect(topDecision(asked)?.waitingOn).not.toContain(1);
});

test('FAQ: Trade Agreement can be played on a player who replenishes while at their commodity value (92.4a, 69)', () => {
  // The Hacan already holds 6, their value: they gain none, yet the replenishment opens the window for their note.
  const s0 = withNote(
    turnWith('trade', 6, (d) => void (d.players[1]!.commodities = 6)),
    'ta@1',
    1,
    2,
  );
  // Seat 2 is asked after Sol's own replenishment first (it could hold anyone's note): it passes.
  const first = primary(s0, 'trade', { players: [1] });
  expect(topDecision(first)).toMatchObject({ kind: 'window', subject: { seat: 0 } });
  const s = play(first, 2, { type: 'pass-window' });
  expect(topDecision(s)).toMatchObject({
    kind: 'window',
    window: 'after-commodities-replenished',
    subject: { seat: 1 },
  });
  expect(options(s, 2).map((o) => o.label)).toContain("Trade Agreement: Player 2's Trade Agreement");
  const taken = play(s, 2, { type: 'use-ability', ability: 'trade-agreement', targets: { owner: 1 } });
  expect([taken.players[1]!.commodities, taken.players[2]!.tradeGoods]).toEqual([0, 6]);
});
