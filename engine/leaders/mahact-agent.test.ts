// The Mahact agent, Jae Mir Kan (51.4, 20.5): another player's command token from the board pays for a secondary.
import { expect, test } from 'vitest';
import type { Command } from '../core/commands';
import type { GameState } from '../core/state';
import { tokenReinforcements } from '../economy/command-tokens';
import { primary, turnWith } from '../phases/cards/cards.fixture';
import { optionLabels, play, refuse, topDecision } from '../testing/scenario';

/** Seat 0 performs Imperial's primary; seat 1 (the Mahact, `tokens` strategy tokens) answers the secondary. */
function imperialGame(
  tokens = 0,
  agent: 'unlocked' | 'exhausted' = 'unlocked',
): { s: GameState; a: string; b: string } {
  let a = '';
  let b = '';
  const s = turnWith('imperial', 3, (d) => {
    d.players[1]!.faction = 'mahact';
    d.players[1]!.leaders.agent = agent;
    d.players[1]!.pools.strategy = tokens;
    [a = '', b = ''] = Object.keys(d.board.systems).sort();
    d.board.systems[a]!.commandTokens.push(0);
    d.board.systems[b]!.commandTokens.push(2);
  });
  return { s: primary(s, 'imperial', { objective: null }), a, b };
}

const follow = (system: string): Command => ({ type: 'follow-secondary', choices: {}, jaeMirKan: system });

test("Jae Mir Kan (Mahact agent) 20.5 the active player's token from the board pays for the secondary; the agent exhausts", () => {
  const { s, a } = imperialGame();
  expect(topDecision(s)).toMatchObject({ kind: 'strategic-secondary', card: 'imperial' });
  expect(optionLabels(s, 1).filter((l) => l.startsWith('Imperial secondary'))).toEqual([
    expect.stringMatching(
      /^Imperial secondary: draw a secret objective, exhausting Jae Mir Kan to spend the active player's token from /,
    ),
  ]);
  const secrets = s.players[1]!.secretObjectives.length;
  const reinforcements = tokenReinforcements(s, 0);
  const after = play(s, 1, follow(a));
  expect(after.players[1]!.secretObjectives).toHaveLength(secrets + 1);
  expect(after.players[1]!.pools.strategy).toBe(0);
  expect(after.board.systems[a]!.commandTokens).toEqual([]);
  expect(tokenReinforcements(after, 0)).toBe(reinforcements + 1);
  expect(after.players[1]!.leaders.agent).toBe('exhausted');
  expect(after.abilityUses.filter((k) => k.startsWith('secondary-token-from-board'))).toEqual([]);
});

test('Jae Mir Kan (Mahact agent) 51.4 with a strategy token both ways are offered; the own token is kept when it is used', () => {
  const { s, a } = imperialGame(2);
  expect(optionLabels(s, 1).filter((l) => l.startsWith('Imperial secondary'))).toHaveLength(2);
  const after = play(s, 1, follow(a));
  expect(after.players[1]!.pools.strategy).toBe(2);
});

test("Jae Mir Kan (Mahact agent) 51.4 a system without the active player's token, or an exhausted agent, is refused; nothing changes", () => {
  const { s, b } = imperialGame(1);
  const before = structuredClone(s);
  // b holds a token of seat 2, not of the active player.
  expect(refuse(s, 1, follow(b))).toMatchObject({ code: 'ability/bad-target', rule: '51.4' });
  expect(s).toEqual(before);
  const tired = imperialGame(1, 'exhausted');
  expect(refuse(tired.s, 1, follow(tired.a))).toMatchObject({ code: 'ability/not-held', rule: '51.4' });
  expect(optionLabels(tired.s, 1).filter((l) => l.includes('Jae Mir Kan'))).toEqual([]);
  // A player without the agent (seat 2) is refused too.
  expect(refuse(s, 2, follow(b))).toMatchObject({ code: 'ability/not-held' });
});
