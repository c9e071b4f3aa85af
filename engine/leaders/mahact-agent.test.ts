// The Mahact agent, Jae Mir Kan (51.4, 20.5): another player's command token from the board pays for a secondary.
import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { tokenReinforcements } from '../economy/command-tokens';
import { declineRest, primary, systemKeyOf, turnWith } from '../phases/cards/cards.fixture';
import { optionLabels, play, refuse, topDecision } from '../testing/scenario';

const FOLLOW = { type: 'follow-secondary', choices: {}, jaeMirKan: true } as const;

/**
 * Seat 0 performs Imperial's primary with its tokens in `own` systems on the board (seat 2 has one too); seat 1, the
 * Mahact with `tokens` strategy tokens, answers the secondary.
 */
function imperialGame(own: 0 | 1 | 2, opts: { tokens?: number; agent?: 'unlocked' | 'exhausted' } = {}) {
  let keys: string[] = [];
  const s = turnWith('imperial', 3, (d) => {
    d.players[1]!.faction = 'mahact';
    d.players[1]!.leaders.agent = opts.agent ?? 'unlocked';
    d.players[1]!.pools.strategy = opts.tokens ?? 0;
    keys = Object.keys(d.board.systems).sort().slice(0, 3);
    keys.slice(0, own).forEach((k) => d.board.systems[k]!.commandTokens.push(0));
    d.board.systems[keys[2]!]!.commandTokens.push(2);
  });
  return { s: primary(s, 'imperial', { objective: null }), keys };
}

const tokensOf = (s: GameState, seat: number, keys: readonly string[]) =>
  keys.filter((k) => s.board.systems[k]!.commandTokens.includes(seat));

test("Jae Mir Kan (Mahact agent) 20.5 the active player's token from the board pays for the secondary; the agent exhausts", () => {
  const { s, keys } = imperialGame(1);
  expect(topDecision(s)).toMatchObject({ kind: 'strategic-secondary', card: 'imperial' });
  expect(optionLabels(s, 1).filter((l) => l.startsWith('Imperial secondary'))).toEqual([
    "Imperial secondary: draw a secret objective, exhausting Jae Mir Kan to spend a token of Player 1's from the board",
  ]);
  const secrets = s.players[1]!.secretObjectives.length;
  const reinforcements = tokenReinforcements(s, 0);
  const after = play(s, 1, FOLLOW);
  expect(after.players[1]!.secretObjectives).toHaveLength(secrets + 1);
  expect(after.players[1]!.pools.strategy).toBe(0);
  expect(tokensOf(after, 0, keys)).toEqual([]); // its one token on the board was taken
  expect(tokensOf(after, 2, keys)).toEqual([keys[2]]);
  expect(tokenReinforcements(after, 0)).toBe(reinforcements + 1);
  expect(after.players[1]!.leaders.agent).toBe('exhausted');
  expect(after.abilityUses.filter((k) => k.startsWith('secondary-token-from-board'))).toEqual([]);
});

test('Jae Mir Kan (Mahact agent) 51.4 with two of the active player’s tokens on the board its user picks which, after the secondary', () => {
  const { s, keys } = imperialGame(2, { tokens: 2 });
  // Both ways are offered while the Mahact has a strategy token.
  expect(optionLabels(s, 1).filter((l) => l.startsWith('Imperial secondary'))).toHaveLength(2);
  const followed = declineRest(play(s, 1, FOLLOW));
  expect(followed.players[1]!.pools.strategy).toBe(2);
  expect(topDecision(followed)).toMatchObject({ kind: 'choice', choice: 'mahact/jae-mir-kan', waitingOn: [1] });
  expect(optionLabels(followed, 1)).toHaveLength(2);
  const taken = play(followed, 1, { type: 'choose', option: keys[1]! });
  expect(tokensOf(taken, 0, keys)).toEqual([keys[0]]);
});

test('Jae Mir Kan (Mahact agent) 51.4 refused when exhausted, for another seat, or with no token of the active player on the board', () => {
  const tired = imperialGame(1, { tokens: 1, agent: 'exhausted' }).s;
  const before = structuredClone(tired);
  expect(refuse(tired, 1, FOLLOW)).toMatchObject({ code: 'ability/not-held', rule: '51.4' });
  expect(tired).toEqual(before);
  expect(optionLabels(tired, 1).filter((l) => l.includes('Jae Mir Kan'))).toEqual([]);
  const s = imperialGame(1, { tokens: 1 }).s;
  expect(refuse(s, 2, FOLLOW)).toMatchObject({ code: 'ability/not-held' });
  const none = imperialGame(0, { tokens: 1 }).s;
  expect(refuse(none, 1, FOLLOW)).toMatchObject({ code: 'ability/bad-target', rule: '51.4' });
  expect(optionLabels(none, 1).filter((l) => l.includes('Jae Mir Kan'))).toEqual([]);
});

test('Jae Mir Kan (Mahact agent) 24.3 and 20.3 a Construction secondary paid with it places the structure, and a token only from reinforcements', () => {
  const start = (reinforcements: number) => {
    const s = turnWith('construction', 3, (d) => {
      d.players[1]!.faction = 'mahact';
      d.players[1]!.leaders.agent = 'unlocked';
      d.board.systems[Object.keys(d.board.systems).sort()[0]!]!.commandTokens.push(0);
      // Everything else the Mahact own is in their pools: `reinforcements` tokens stay off the sheet and the board.
      const p = d.players[1]!;
      p.pools.strategy = 0;
      p.pools.tactic += tokenReinforcements(d, 1) - reinforcements;
    });
    return primary(s, 'construction', { first: null });
  };
  const follow = { type: 'follow-secondary', choices: { unit: 'pds', planet: 'arretze' }, jaeMirKan: true } as const;
  const none = play(start(0), 1, follow);
  expect(none.players[1]!.leaders.agent).toBe('exhausted');
  expect(none.board.systems[systemKeyOf(none, 'arretze')]!.planets.arretze!.units['1']?.counts.pds).toBe(1);
  expect(none.board.systems[systemKeyOf(none, 'arretze')]!.commandTokens).toEqual([]);
  expect(tokenReinforcements(none, 1)).toBe(0);
  const one = play(start(1), 1, follow);
  expect(one.board.systems[systemKeyOf(one, 'arretze')]!.commandTokens).toEqual([1]);
  expect(tokenReinforcements(one, 1)).toBe(0);
});
