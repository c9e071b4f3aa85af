import { expect, test } from 'vitest';
import { leaderSheets } from '../queries/leaders';
import { edit, newGame, runStep } from '../testing/scenario';
import { flowCtx } from '../kernel/context';
import { checkLeaderUnlocks } from './unlock';

test('50.1a, 51.2, 51.4 at setup every agent is ready and commanders and heroes are locked', () => {
  const s = newGame({ players: 3, factions: ['sol', 'letnev', 'hacan'], agents: 'ready' });
  expect(s.players.map((p) => p.leaders)).toEqual([
    { agent: 'unlocked', commander: 'locked', hero: 'locked' },
    { agent: 'unlocked', commander: 'locked', hero: 'locked' },
    { agent: 'unlocked', commander: 'locked', hero: 'locked' },
  ]);
});

test('51.4 an exhausted agent readies in the status phase; 51.12 a purged hero stays purged', () => {
  const s = edit(newGame({ players: 3, factions: ['sol', 'letnev', 'hacan'] }), (d) => {
    d.players[0]!.leaders.hero = 'purged';
  });
  expect(s.players[0]!.leaders.agent).toBe('exhausted');
  const readied = runStep(s, 'status/ready-and-repair');
  expect(readied.players.map((p) => p.leaders.agent)).toEqual(['unlocked', 'unlocked', 'unlocked']);
  expect(readied.players[0]!.leaders.hero).toBe('purged');
});

test('51.6d, 51.10d an unlocked commander or hero never locks again, even when its condition no longer holds', () => {
  const s = edit(newGame({ players: 3, factions: ['sol', 'letnev', 'hacan'] }), (d) => {
    d.players[2]!.leaders.commander = 'unlocked'; // Hacan: 10 trade goods, though it has none now
    d.players[2]!.leaders.hero = 'unlocked';
  });
  const after = runStep(s, 'window/reask');
  expect(after.players[2]!.leaders).toMatchObject({ commander: 'unlocked', hero: 'unlocked' });
});

test('50 every leader sheet is public with each unlock condition and the progress toward it', () => {
  const s = edit(newGame({ players: 3, factions: ['sol', 'letnev', 'hacan'] }), (d) => {
    d.players[2]!.tradeGoods = 7;
  });
  const hacan = leaderSheets(s)[2]!;
  expect(hacan.leaders.map((l) => [l.role, l.leader, l.status])).toEqual([
    ['agent', 'hacanagent', 'exhausted'],
    ['commander', 'hacancommander', 'locked'],
    ['hero', 'hacanhero', 'locked'],
  ]);
  expect(hacan.leaders[1]).toMatchObject({ progress: { have: 7, need: 10 }, working: true });
  expect(hacan.leaders[2]).toMatchObject({ progress: { have: 0, need: 3 }, working: true });
});

test('51.10b victory points from elsewhere than objectives do not unlock a hero; 2 scored objectives are not 3', () => {
  const s = edit(newGame({ players: 3, factions: ['sol', 'letnev', 'hacan'] }), (d) => {
    d.players[0]!.scoredPublic.push('a', 'b');
    d.players[0]!.otherPoints.push({ source: 'custodians', points: 1 }, { source: 'imperial', points: 1 });
  });
  const ctx = flowCtx(structuredClone(s), { at: 0 });
  checkLeaderUnlocks(ctx);
  expect(ctx.state.players[0]!.leaders.hero).toBe('locked');
  expect(leaderSheets(ctx.state)[0]!.leaders[2]).toMatchObject({ status: 'locked', progress: { have: 2, need: 3 } });
  // A third objective does it.
  ctx.state.players[0]!.scoredPublic.push('c');
  checkLeaderUnlocks(ctx);
  expect(ctx.state.players[0]!.leaders.hero).toBe('unlocked');
});
