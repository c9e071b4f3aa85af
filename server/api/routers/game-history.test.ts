// Looking back (issue 16): history rebuilds each earlier moment from the store's command log and shows it only as
// the caller saw it then; the export holds the seed and the log only once the game has ended.
import { randomUUID } from 'node:crypto';
import { afterAll, expect, test } from 'vitest';
import { createGame, view } from '@/engine/index';
import { exportGame, historyAt } from '@/server/game/history';
import { gameRecordOf } from '@/server/game/record';
import { parseGameDoc } from '@/server/lobby/doc';
import { apiHarness, expectTrpcError, startedGame, user } from '../testing';
import type { StartedGame } from '../testing';

const h = apiHarness();
afterAll(() => h.store.close());

/** Every seat answers what waits on it with its first option, `n` times. */
async function play(g: StartedGame, n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const v = await h.as(g.players[0]!).game.view({ gameId: g.gameId });
    const seat = v.waitingOn[0]!;
    const mine = await h.as(g.players[seat]!).game.view({ gameId: g.gameId });
    await h.as(g.players[seat]!).game.submit({
      gameId: g.gameId,
      command: mine.options[0]!.command,
      clientCommandId: randomUUID(),
      expectedVersion: mine.version,
    });
  }
}

test('history: the last step is the game as it stands, each step is the view its seat had then', async () => {
  const g = await startedGame(h);
  await play(g, 5);
  const now = await h.as(g.players[1]!).game.view({ gameId: g.gameId });
  const last = await h.as(g.players[1]!).game.history({ gameId: g.gameId, step: 5 });
  expect({ step: last.step, steps: last.steps, version: last.version }).toEqual({
    step: 5,
    steps: 5,
    version: now.version,
  });
  expect(last.view).toEqual(now.view);
  // A step past the end shows the end; step 0 is the game as it was dealt.
  expect((await h.as(g.players[1]!).game.history({ gameId: g.gameId, step: 99 })).step).toBe(5);
  const dealt = await h.as(g.players[1]!).game.history({ gameId: g.gameId, step: 0 });
  expect({ seat: dealt.seat, at: dealt.at, events: dealt.events, version: dealt.version }).toEqual({
    seat: null,
    at: null,
    events: [],
    version: null,
  });
  // The lobby's own saves (joins, faction choices, the start) come before the first command's version.
  expect(now.version).toBeGreaterThan(6);
  const record = await h.store.loadGame(g.gameId);
  const state = parseGameDoc(record!.doc).engine!;
  const created = createGame(state.config);
  expect(created.ok && dealt.view).toEqual(created.ok && view(created.value.state, 1));
  // Each moment is exactly what view() gives that seat of the replayed state: nothing of another seat's hand.
  const log = await h.store.readLog(g.gameId);
  for (let step = 0; step <= 5; step++) {
    const mine = await h.as(g.players[2]!).game.history({ gameId: g.gameId, step });
    const direct = historyAt(state, log, step, 2);
    expect(mine).toEqual(direct);
    expect('view' in direct && direct.view.players.map((p) => p.actionCards === null)).toEqual([true, true, false]);
  }
});

test('history: events meant for another seat are left out of the step that made them', async () => {
  const g = await startedGame(h);
  await play(g, 1);
  const log = await h.store.readLog(g.gameId);
  const mover = log[0]!.seat;
  const other = (mover + 1) % 3;
  const own = await h.as(g.players[mover]!).game.history({ gameId: g.gameId, step: 1 });
  const theirs = await h.as(g.players[other]!).game.history({ gameId: g.gameId, step: 1 });
  const privateTo = (e: unknown) => (e as { privateTo?: number }).privateTo;
  expect(own.events.some((e) => privateTo(e) === mover)).toBe(true);
  expect(theirs.events.filter((e) => privateTo(e) !== undefined)).toEqual([]);
});

test('history and export: strangers are refused unless spectators are allowed; a negative step is bad input', async () => {
  const g = await startedGame(h);
  await expectTrpcError(h.as(user('Stranger')).game.history({ gameId: g.gameId, step: 0 }), 'FORBIDDEN');
  await expectTrpcError(h.as(user('Stranger')).game.export({ gameId: g.gameId }), 'FORBIDDEN');
  await expectTrpcError(h.as(g.players[0]!).game.history({ gameId: g.gameId, step: -1 }), 'BAD_REQUEST');
  const open = await startedGame(h, { allowSpectators: true });
  const watched = await h.as(null).game.history({ gameId: open.gameId, step: 0 });
  expect(watched.view.viewer).toBeNull();
});

test('export: while the game goes on neither the seed nor the log leaves the server; once ended both do', async () => {
  const g = await startedGame(h);
  await play(g, 2);
  const during = await h.as(g.players[0]!).game.export({ gameId: g.gameId });
  expect({ ended: during.ended, config: during.config, log: during.log }).toEqual({
    ended: false,
    config: null,
    log: null,
  });
  expect(JSON.stringify(during)).not.toContain('"seed"');
  const record = await h.store.loadGame(g.gameId);
  const state = parseGameDoc(record!.doc).engine!;
  const log = await h.store.readLog(g.gameId);
  const ended = exportGame({ ...state, phase: 'ended' }, log);
  expect(ended.ended).toBe(true);
  expect(ended.config).toMatchObject({ seed: state.config.seed });
  expect(ended.log).toEqual(log.map((e) => ({ seat: e.seat, command: e.command, at: e.at })));
});

test('record: every seat gets the same public record, rebuilt from the log; strangers are refused', async () => {
  const g = await startedGame(h);
  await play(g, 6);
  const records = await Promise.all(g.players.map((p) => h.as(p).game.record({ gameId: g.gameId })));
  // The record holds public facts only, so no seat's copy differs from another's (nothing of a hand shapes it).
  expect(records[1]).toEqual(records[0]);
  expect(records[2]).toEqual(records[0]);
  const stored = parseGameDoc((await h.store.loadGame(g.gameId))!.doc).engine!;
  expect(records[0]!.record).toEqual(gameRecordOf(stored, await h.store.readLog(g.gameId)));
  const r = records[0]!.record;
  expect(r.ended).toBe(false);
  expect(r.seats.map((s) => s.name)).toEqual(stored.players.map((p) => p.name));
  expect(r.seats.every((s) => s.pointsByRound.length === stored.round)).toBe(true);
  await expectTrpcError(h.as(user('Stranger')).game.record({ gameId: g.gameId }), 'FORBIDDEN');
});
