// The Mentak agent, Suffi An (51.4): after Pillage, the Mentak and the pillaged player each draw 1 action card.
import { expect, test } from 'vitest';
import type { Command } from '../core/commands';
import type { GameState } from '../core/state';
import { optionLabels } from '../testing/scenario';
import { windowPrompt } from '../queries/window-prompt';
import { edit, play, refuse, topDecision, tradeGame, transact } from '../transactions/testkit';

/** The Mentak (seat 0, active) give the Xxcha (seat 1, their neighbour) 1 commodity: the Xxcha hold 4 trade goods. */
const afterGift = (s: GameState = tradeGame(['mentak', 'xxcha', 'letnev'])) => transact(s, 0, 1, { commodities: 1 });
const pillage: Command = { type: 'use-ability', ability: 'pillage', targets: { take: 'trade-good' } };

const suffiAn: Command = { type: 'use-ability', ability: 'mentakagent', targets: {} };

test('Suffi An (Mentak agent) 51.4 after Pillage, the Mentak exhaust it: they and the pillaged player each draw 1 action card', () => {
  const ready = edit(tradeGame(['mentak', 'xxcha', 'letnev']), (d) => {
    d.players[0]!.leaders.agent = 'unlocked';
  });
  let s = play(afterGift(ready), 0, pillage);
  // The Pillage window closes and the agent's window opens at once.
  const hands = s.players.map((p) => p.actionCards.length);
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'after-pillage', waitingOn: [0] });
  expect(optionLabels(s, 0)).toContain('Suffi An: you and Player 2 each draw 1 action card');
  expect(windowPrompt(s, 0)?.happened).toBe('Player 1 used Pillage on Player 2.');
  s = play(s, 0, suffiAn);
  expect(s.players[0]!.leaders.agent).toBe('exhausted');
  expect(s.players.map((p) => p.actionCards.length)).toEqual([hands[0]! + 1, hands[1]! + 1, hands[2]!]);
});

test('Suffi An (Mentak agent) 51.4 exhausted, it is not offered and is refused; nothing changes', () => {
  const s = play(
    afterGift(
      edit(tradeGame(['mentak', 'xxcha', 'letnev']), (d) => {
        d.players[0]!.leaders.agent = 'exhausted';
      }),
    ),
    0,
    pillage,
  );
  expect(topDecision(s)).toMatchObject({ kind: 'action-turn' });
  const before = structuredClone(s);
  expect(refuse(s, 0, suffiAn).code).toMatch(/^(flow|ability)\//);
  expect(s).toEqual(before);
});
