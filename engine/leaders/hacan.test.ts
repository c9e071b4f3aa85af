import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { act, agendaGame, votingPlanets } from '../agenda/scenario';
import { options } from '../flow/options';
import { refuse } from '../testing/scenario';
import { flowCtx } from '../kernel/context';
import { checkLeaderUnlocks } from './unlock';

// Four players, speaker 0: seat 1 (Hacan, 2 influence of planets, 3 trade goods) votes first.
function game(commander: 'locked' | 'unlocked', tradeGoods = 3): GameState {
  return agendaGame({
    agendas: ['mutiny', 'seed-of-an-empire'],
    setup: (d) => {
      d.players[1]!.leaders.commander = commander;
      d.players[1]!.tradeGoods = tradeGoods;
    },
  });
}

test('51.6 Hacan commander Gila the Silvertongue: trade goods spent while voting give 2 votes each', () => {
  const s = game('unlocked');
  expect(options(s, 1).map((o) => o.label)).toEqual(
    expect.arrayContaining([
      '2 votes for For',
      '4 votes for For (2 from Gila the Silvertongue, 1 trade good)',
      '8 votes for For (6 from Gila the Silvertongue, 3 trade goods)',
    ]),
  );
  const planets = votingPlanets(s, 1);
  const r = act(s, 1, { type: 'cast-votes', outcome: 'for', planets, additionalVotes: ['hacancommander-2'] });
  expect(r.state.agenda?.current?.votes).toEqual([{ seat: 1, outcome: 'for', planets, votes: 6 }]);
  expect(r.state.players[1]!.tradeGoods).toBe(1);
  expect(r.events).toEqual(
    expect.arrayContaining([
      { type: 'votes-cast', seat: 1, outcome: 'for', votes: 6 },
      { type: 'trade-goods-changed', seat: 1, delta: -2 },
    ]),
  );
});

test('51.6 Hacan commander Gila the Silvertongue: no more trade goods than held; locked, none at all (8.13)', () => {
  const s = game('unlocked');
  const planets = votingPlanets(s, 1);
  // Two amounts together cost 5 trade goods; the Hacan hold 3.
  expect(
    refuse(s, 1, {
      type: 'cast-votes',
      outcome: 'for',
      planets,
      additionalVotes: ['hacancommander-2', 'hacancommander-3'],
    }),
  ).toMatchObject({ code: 'economy/not-enough-trade-goods', rule: '8.15' });
  expect(
    refuse(s, 1, { type: 'cast-votes', outcome: 'for', planets, additionalVotes: ['hacancommander-4'] }).rule,
  ).toBe('8.15');
  const locked = game('locked');
  expect(options(locked, 1).some((o) => o.label.includes('Gila'))).toBe(false);
  expect(
    refuse(locked, 1, { type: 'cast-votes', outcome: 'for', planets, additionalVotes: ['hacancommander-1'] }).rule,
  ).toBe('8.15');
  expect(locked.players[1]!.tradeGoods).toBe(3);
});

test('51.6 Hacan commander Gila the Silvertongue unlocks with 10 trade goods, not 9', () => {
  for (const [tg, status] of [
    [9, 'locked'],
    [10, 'unlocked'],
  ] as const) {
    const ctx = flowCtx(structuredClone(game('locked', tg)), { at: 0 });
    checkLeaderUnlocks(ctx);
    expect(ctx.state.players[1]!.leaders.commander).toBe(status);
  }
});

test('51.6 a leader whose condition holds in a state read back from storage unlocks with the next command, even one that only changes a standing answer', () => {
  // As the server reads a game: a state this process never checked (apply skips the check only after a state it returned).
  const loaded = JSON.parse(JSON.stringify(game('locked', 9))) as GameState;
  loaded.players[1]!.tradeGoods = 10;
  const r = act(loaded, 2, { type: 'standing-pass', window: 'after-action', on: false });
  expect(r.state.players[1]!.leaders.commander).toBe('unlocked');
  expect(r.events).toContainEqual({ type: 'leader-unlocked', seat: 1, leader: 'hacancommander', role: 'commander' });
});
