import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { act, agendaGame, vote, votingPlanets } from '../agenda/scenario';
import { options } from '../flow/options';
import { edit } from '../testing/scenario';
import { leaderSheets } from '../queries/leaders';
import { flowCtx } from '../kernel/context';
import { checkLeaderUnlocks } from './unlock';

// Four players, speaker 0: seat 1 (made Xxcha here, with the Hacan home planets: 2 influence) votes first.
function game(commander: 'locked' | 'unlocked', change?: (d: GameState) => void): GameState {
  return agendaGame({
    agendas: ['mutiny', 'seed-of-an-empire'],
    setup: (d) => {
      d.players[1]!.faction = 'xxcha';
      d.players[1]!.leaders.commander = commander;
      // No strategy token: Quash (the Xxcha's own ability) is not offered, so the agenda goes straight to the vote.
      d.players[1]!.pools.strategy = 0;
      change?.(d);
    },
  });
}

test('51.6 Xxcha commander Elder Qanoj: each planet exhausted to vote gives 1 more vote (8.6)', () => {
  const s = game('unlocked');
  const planets = votingPlanets(s, 1);
  expect(planets).toHaveLength(2);
  // Arretze (0 influence) now gives a vote too: the engine's every-ready-planet option has 3 planets, 5 votes.
  expect(options(s, 1).map((o) => o.label)).toContain('5 votes for For');
  const r = act(s, 1, { type: 'cast-votes', outcome: 'for', planets });
  expect(r.state.agenda?.current?.votes).toEqual([{ seat: 1, outcome: 'for', planets, votes: 4 }]);
  // One planet alone: its influence and 1.
  const one = act(s, 1, { type: 'cast-votes', outcome: 'against', planets: planets.slice(0, 1) });
  expect(one.state.agenda?.current?.votes[0]?.votes).toBe(2);
  // Locked: the planets give their influence only.
  const locked = act(game('locked'), 1, { type: 'cast-votes', outcome: 'for', planets });
  expect(locked.state.agenda?.current?.votes[0]?.votes).toBe(2);
});

test('51.6 Xxcha commander Elder Qanoj: an effect that bars its owner from voting does not (8.16)', () => {
  // Seat 2 (made Xxcha) cannot vote on this agenda; seat 1 votes first.
  const s = (commander: 'locked' | 'unlocked') =>
    edit(game('locked'), (d) => {
      d.players[2]!.faction = 'xxcha';
      d.players[2]!.leaders.commander = commander;
      d.players[1]!.faction = 'hacan';
      d.agenda!.current!.cannotVote.push(2);
    });
  expect(vote(s('unlocked'), {}).order).toEqual([1, 2, 3, 0]);
  // Locked, the bar holds: not asked.
  expect(vote(s('locked'), {}).order).toEqual([1, 3, 0]);
});

test('51.6 Xxcha commander Elder Qanoj unlocks with planets of 12 influence in all; the sheet shows the progress', () => {
  const s = game('locked');
  const commander = (st: GameState) => leaderSheets(st)[1]!.leaders.find((l) => l.role === 'commander')!;
  expect(commander(s)).toMatchObject({ leader: 'xxchacommander', status: 'locked', progress: { have: 2, need: 12 } });
  // Mecatol Rex (6), Jol (2) and Nar (3) make 13; without Jol, 11.
  const more = (d: GameState, planets: string[]) => {
    for (const sys of Object.values(d.board.systems))
      for (const [id, p] of Object.entries(sys.planets)) if (planets.includes(id)) p.owner = 1;
  };
  const eleven = edit(s, (d) => more(d, ['mr', 'jol', 'nar']));
  expect(commander(eleven).progress).toEqual({ have: 13, need: 12 });
  const ctx = flowCtx(structuredClone(eleven), { at: 0 });
  checkLeaderUnlocks(ctx);
  expect(ctx.state.players[1]!.leaders.commander).toBe('unlocked');
  expect(ctx.events).toEqual([{ type: 'leader-unlocked', seat: 1, leader: 'xxchacommander', role: 'commander' }]);
  const short = edit(s, (d) => more(d, ['mr', 'nar']));
  const c2 = flowCtx(structuredClone(short), { at: 0 });
  checkLeaderUnlocks(c2);
  expect(c2.state.players[1]!.leaders.commander).toBe('locked');
  expect(c2.events).toEqual([]);
});
