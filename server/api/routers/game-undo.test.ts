// Undo with approval and the host's rewind (issue 16): who must approve, the rewind by replaying the log prefix, the
// audit trail, refusals and lapses that change nothing, and races settled by the version check. Against a real Redis
// store, through the tRPC procedures.
import { randomUUID } from 'node:crypto';
import { afterAll, expect, test } from 'vitest';
import { effectiveLog, replayEntries } from '@/server/game/history';
import { parseGameDoc } from '@/server/lobby/doc';
import { rememberUserEmail } from '@/server/notify/index';
import type { RecordingMailer } from '@/server/notify/testing/fakes';
import { apiHarness, expectTrpcError, startedGame } from '../testing';
import type { StartedGame } from '../testing';

const h = apiHarness();
afterAll(() => h.store.close());

const viewOf = (g: StartedGame, seat: number) => h.as(g.players[seat]!).game.view({ gameId: g.gameId });

/** The seat waited on first answers with its first option that is not a transaction. */
async function step(g: StartedGame): Promise<{ seat: number; version: number }> {
  const any = await viewOf(g, 0);
  const seat = any.waitingOn[0]!;
  const mine = await viewOf(g, seat);
  const option = mine.options.find((o) => o.command.type !== 'propose-transaction')!;
  const { version } = await h.as(g.players[seat]!).game.submit({
    gameId: g.gameId,
    command: option.command,
    clientCommandId: randomUUID(),
    expectedVersion: mine.version,
  });
  return { seat, version };
}

/** Through the secret objectives to the strategy phase: the first strategy card waits on one seat. */
async function toStrategyPhase(g: StartedGame): Promise<number> {
  for (let i = 0; i < 10; i++) {
    const any = await viewOf(g, 0);
    if (any.view?.phase === 'strategy') return any.waitingOn[0]!;
    await step(g);
  }
  throw new Error('no strategy phase');
}

const allViews = (g: StartedGame) => Promise.all([0, 1, 2].map((s) => viewOf(g, s)));
/**
 * What the game shows a seat. The event counter `seq` carries on through a rewind by design (server/game/undo.ts:
 * a decision opened again gets a fresh id), so it is the one thing that differs.
 */
const shown = (v: Awaited<ReturnType<typeof viewOf>>) => ({
  view: v.view && { ...v.view, seq: 0 },
  options: v.options,
  waitingOn: v.waitingOn,
});

async function storedEngine(g: StartedGame) {
  const record = await h.store.loadGame(g.gameId);
  return parseGameDoc(record!.doc).engine!;
}

const ask = (g: StartedGame, seat: number, to: number, kind: 'undo' | 'rewind' = 'undo') =>
  h.as(g.players[seat]!).game.undoRequest({ gameId: g.gameId, requestId: randomUUID(), to, kind });

test('undo: a strategy card chosen asked the next player, who alone must approve; approved, every seat sees the game as before and the log keeps the audit trail', async () => {
  const g = await startedGame(h);
  const chooser = await toStrategyPhase(g);
  const before = await allViews(g);
  const { version } = await step(g);
  const next = (await viewOf(g, 0)).waitingOn[0]!;
  expect(next).not.toBe(chooser);
  expect((await viewOf(g, chooser)).canTakeBack).toBe(false);

  await rememberUserEmail(h.store, g.players[next]!.id, 'next@example.test');
  // Another player cannot undo back to a command that is not theirs.
  await expectTrpcError(ask(g, next, version), 'PRECONDITION_FAILED');
  const { outcome } = await ask(g, chooser, version);
  expect(outcome).toBe('pending');
  const third = [0, 1, 2].find((s) => s !== chooser && s !== next)!;
  const pending = (await viewOf(g, third)).undo.pending!;
  // It names exactly what would be undone, and whom it asks: the player asked to choose next, nobody else.
  expect(pending.approvers).toEqual([next]);
  expect(pending.commands.map((c) => c.events.map((e) => e.type))).toEqual([['strategy-card-chosen']]);
  expect(pending.asksViewer).toBe(false);
  expect((await viewOf(g, next)).undo.pending?.asksViewer).toBe(true);
  // Nobody else may approve it, the asker included; the approver was told (email through the notifications).
  await expectTrpcError(
    h.as(g.players[third]!).game.undoApprove({ gameId: g.gameId, requestId: pending.id }),
    'PRECONDITION_FAILED',
  );
  const mail = (h.services.mailer as RecordingMailer).sent.filter((m) => m.to === 'next@example.test');
  expect(mail.map((m) => m.subject)).toEqual([expect.stringContaining('asks to undo 1 command: approve or refuse')]);

  expect((await h.as(g.players[next]!).game.undoApprove({ gameId: g.gameId, requestId: pending.id })).outcome).toBe(
    'rewound',
  );
  const after = await allViews(g);
  for (const s of [0, 1, 2]) expect(shown(after[s]!)).toEqual(shown(before[s]!));
  expect(after[0]!.undo.pending).toBeNull();
  expect(after[third]!.undo.trail).toMatchObject([{ by: chooser, outcome: 'approved', approved: [next], to: version }]);

  // The log is append-only: the command stays, an undo entry follows; history and replay skip the command.
  const log = await h.store.readLog(g.gameId);
  expect(log.some((e) => e.version === version)).toBe(true);
  expect(log.at(-1)?.command).toMatchObject({ type: 'undo', to: version, kind: 'undo' });
  const played = effectiveLog(log);
  expect(played.some((e) => e.version === version)).toBe(false);
  const engine = await storedEngine(g);
  const replayed = replayEntries(engine, played);
  expect('broken' in replayed ? replayed.broken : replayed.state).toEqual(engine);
  const moment = await h.as(g.players[third]!).game.history({ gameId: g.gameId, step: played.length });
  expect(moment.view).toEqual(after[third]!.view);
  expect(moment.events).toMatchObject([{ type: 'note' }]);
  // The game goes on from the earlier point: the chooser chooses again.
  expect(after[0]!.waitingOn).toEqual([chooser]);
  await step(g);
});

test('undo: a refused request changes nothing in the game; the trail records the refusal', async () => {
  const g = await startedGame(h);
  const chooser = await toStrategyPhase(g);
  const { version } = await step(g);
  const next = (await viewOf(g, 0)).waitingOn[0]!;
  await ask(g, chooser, version);
  const engine = await storedEngine(g);
  const log = await h.store.readLog(g.gameId);
  const id = (await viewOf(g, next)).undo.pending!.id;
  await h.as(g.players[next]!).game.undoRefuse({ gameId: g.gameId, requestId: id });
  expect(await storedEngine(g)).toEqual(engine);
  expect(await h.store.readLog(g.gameId)).toEqual(log);
  const seen = await viewOf(g, chooser);
  expect(seen.undo.pending).toBeNull();
  expect(seen.undo.trail).toMatchObject([{ outcome: 'refused', refusedBy: next }]);
  // Settled: approving it now is refused.
  await expectTrpcError(
    h.as(g.players[next]!).game.undoApprove({ gameId: g.gameId, requestId: id }),
    'PRECONDITION_FAILED',
    { code: 'undo/lapsed' },
  );
});

test('undo: a request lapses when the game moves on before it is settled; approving it then changes nothing', async () => {
  const g = await startedGame(h);
  const chooser = await toStrategyPhase(g);
  const { version } = await step(g);
  const next = (await viewOf(g, 0)).waitingOn[0]!;
  await ask(g, chooser, version);
  const id = (await viewOf(g, next)).undo.pending!.id;
  // The next player chooses their card instead of answering.
  await step(g);
  const engine = await storedEngine(g);
  const log = await h.store.readLog(g.gameId);
  expect((await viewOf(g, chooser)).undo.pending).toBeNull();
  await expectTrpcError(
    h.as(g.players[next]!).game.undoApprove({ gameId: g.gameId, requestId: id }),
    'PRECONDITION_FAILED',
    { code: 'undo/lapsed' },
  );
  expect(await storedEngine(g)).toEqual(engine);
  expect(await h.store.readLog(g.gameId)).toEqual(log);
});

test("rewind: the host's rewind needs every other player; approvals sent at the same moment both count and rewind once", async () => {
  const g = await startedGame(h);
  await toStrategyPhase(g);
  const before = await allViews(g);
  const first = await step(g);
  await step(g);
  // Only the host may rewind to another player's command.
  const notHost = first.seat === 0 ? 1 : first.seat;
  if (notHost !== first.seat) await expectTrpcError(ask(g, notHost, first.version, 'rewind'), 'PRECONDITION_FAILED');
  await expectTrpcError(ask(g, 1, first.version, 'rewind'), 'PRECONDITION_FAILED');
  await ask(g, 0, first.version, 'rewind');
  const pending = (await viewOf(g, 1)).undo.pending!;
  expect(pending.approvers).toEqual([1, 2]);
  expect(pending.commands).toHaveLength(2);
  const answers = await Promise.all(
    [1, 2].map((s) => h.as(g.players[s]!).game.undoApprove({ gameId: g.gameId, requestId: pending.id })),
  );
  expect(answers.map((a) => a.outcome).sort()).toEqual(['pending', 'rewound']);
  const log = await h.store.readLog(g.gameId);
  expect(log.filter((e) => (e.command as { type?: string }).type === 'undo')).toHaveLength(1);
  const after = await allViews(g);
  for (const s of [0, 1, 2]) expect(shown(after[s]!)).toEqual(shown(before[s]!));
});

test('undo: a command racing the last approval meets the version check: after the rewind it is refused as stale', async () => {
  const g = await startedGame(h);
  const chooser = await toStrategyPhase(g);
  const { version } = await step(g);
  const next = (await viewOf(g, 0)).waitingOn[0]!;
  await ask(g, chooser, version);
  const seen = await viewOf(g, next);
  await h.as(g.players[next]!).game.undoApprove({ gameId: g.gameId, requestId: seen.undo.pending!.id });
  const option = seen.options.find((o) => o.command.type === 'choose-strategy-card')!;
  await expectTrpcError(
    h.as(g.players[next]!).game.submit({
      gameId: g.gameId,
      command: option.command,
      clientCommandId: randomUUID(),
      expectedVersion: seen.version,
    }),
    'CONFLICT',
  );
  expect(effectiveLog(await h.store.readLog(g.gameId)).at(-1)?.command).toMatchObject({ type: 'undo' });
  expect((await viewOf(g, 0)).waitingOn).toEqual([chooser]);
});

test('undo: a malformed request id is a 400; a command that is not in the game is refused', async () => {
  const g = await startedGame(h);
  await toStrategyPhase(g);
  const { version } = await step(g);
  await expectTrpcError(
    h.as(g.players[0]!).game.undoRequest({ gameId: g.gameId, requestId: 'nope', to: version }),
    'BAD_REQUEST',
  );
  await expectTrpcError(ask(g, 0, 999_999), 'PRECONDITION_FAILED');
});

test('undo: a decision the rewind opened again gets its whole time again, counted from the rewind', async () => {
  const g = await startedGame(h);
  const chooser = await toStrategyPhase(g);
  const hours = (await viewOf(g, 0)).deadlineHours.decisionHours;
  const { version } = await step(g);
  const next = (await viewOf(g, 0)).waitingOn[0]!;
  // The request is settled just before the chooser's original time would have run out.
  h.clock += (hours - 1) * 3_600_000;
  await ask(g, chooser, version);
  const id = (await viewOf(g, next)).undo.pending!.id;
  await h.as(g.players[next]!).game.undoApprove({ gameId: g.gameId, requestId: id });
  const rewoundAt = h.clock;
  h.clock += 2 * 3_600_000;
  const seen = await viewOf(g, 0);
  expect(seen.waitingOn).toEqual([chooser]);
  expect(seen.deadline).toBe(rewoundAt + hours * 3_600_000);
});
