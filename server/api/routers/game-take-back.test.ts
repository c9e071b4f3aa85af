// Taking back a misclick (issue 16): a player's own last command that revealed nothing and asked nobody else anything
// new is taken back at once; anything else stands. Against a real Redis store, through the tRPC procedures.
import { randomUUID } from 'node:crypto';
import { afterAll, expect, test } from 'vitest';
import type { Command } from '@/engine/index';
import { effectiveLog } from '@/server/game/history';
import { apiHarness, expectTrpcError, startedGame } from '../testing';
import type { StartedGame } from '../testing';

const h = apiHarness();
afterAll(() => h.store.close());

async function viewOf(g: StartedGame, seat: number) {
  return h.as(g.players[seat]!).game.view({ gameId: g.gameId });
}

async function submit(g: StartedGame, seat: number, command: Command, expectedVersion: number) {
  return h.as(g.players[seat]!).game.submit({
    gameId: g.gameId,
    command,
    clientCommandId: randomUUID(),
    expectedVersion,
  });
}

/** Every waited-on seat answers with its first option that is not a transaction, until the action phase. */
async function toActionPhase(g: StartedGame): Promise<number> {
  for (let i = 0; i < 40; i++) {
    const any = await viewOf(g, 0);
    if (any.view?.phase === 'action') return any.waitingOn[0]!;
    const seat = any.waitingOn[0]!;
    const mine = await viewOf(g, seat);
    const option = mine.options.find((o) => o.command.type !== 'propose-transaction')!;
    await submit(g, seat, option.command, mine.version);
  }
  throw new Error('no action phase');
}

/** The tactical action into the seat's home system (its space dock): production then waits on that seat alone. */
function activateHome(
  options: readonly { command: Command }[],
  view: NonNullable<Awaited<ReturnType<typeof viewOf>>['view']>,
  seat: number,
): Command {
  const home = Object.entries(view.board.systems).find(([, sys]) =>
    Object.values(sys.planets).some((p) => (p.units[String(seat)]?.counts['space-dock'] ?? 0) > 0),
  )?.[0];
  const option = options.find((o) => o.command.type === 'tactical-action' && o.command.system === home);
  if (!option) throw new Error('no activation of the home system');
  return option.command;
}

test("take-back: activating one's home system (production waits on oneself alone) is taken back at once; the game is as it was", async () => {
  const g = await startedGame(h);
  const active = await toActionPhase(g);
  const before = await viewOf(g, active);
  expect(before.canTakeBack).toBe(false);
  const { version } = await submit(g, active, activateHome(before.options, before.view!, active), before.version);
  const after = await viewOf(g, active);
  expect(after.canTakeBack).toBe(true);
  expect(after.view?.tactical?.system).toBeDefined();
  // Another seat cannot take it back: it is not theirs.
  const other = (active + 1) % 3;
  expect((await viewOf(g, other)).canTakeBack).toBe(false);
  await expectTrpcError(
    h
      .as(g.players[other]!)
      .game.takeBack({ gameId: g.gameId, clientCommandId: randomUUID(), expectedVersion: version }),
    'PRECONDITION_FAILED',
  );
  const id = randomUUID();
  const taken = await h
    .as(g.players[active]!)
    .game.takeBack({ gameId: g.gameId, clientCommandId: id, expectedVersion: version });
  expect(taken).toEqual({ version: version + 1, duplicate: false });
  // A retry of the same take-back applies once.
  expect(
    await h.as(g.players[active]!).game.takeBack({ gameId: g.gameId, clientCommandId: id, expectedVersion: version }),
  ).toEqual({ version: version + 1, duplicate: true });
  const back = await viewOf(g, active);
  expect(back.view).toEqual(before.view);
  expect(back.options).toEqual(before.options);
  expect(back.canTakeBack).toBe(false);
  // The log keeps the command and the take-back (an audit trail); history skips both.
  const log = await h.store.readLog(g.gameId);
  expect(log.at(-1)?.command).toEqual({ type: 'take-back', of: version });
  expect(effectiveLog(log).some((e) => e.version === version)).toBe(false);
  const steps = effectiveLog(log).length;
  const moment = await h.as(g.players[active]!).game.history({ gameId: g.gameId, step: steps });
  expect(moment.view).toEqual(back.view);
  // Everyone reads that it happened.
  const feed = await h.as(g.players[other]!).game.feed({ gameId: g.gameId });
  expect(JSON.stringify(feed)).toContain('took back their last command');
});

test('take-back: a command that asks another player stands; nothing changes when it is refused', async () => {
  const g = await startedGame(h);
  await toActionPhase(g);
  // Strategy cards were chosen on the way: the last choice asked the next player something new.
  const any = await viewOf(g, 0);
  const log = await h.store.readLog(g.gameId);
  const last = log.at(-1)!;
  const mine = await viewOf(g, last.seat);
  expect(mine.canTakeBack).toBe(false);
  await expectTrpcError(
    h.as(g.players[last.seat]!).game.takeBack({
      gameId: g.gameId,
      clientCommandId: randomUUID(),
      expectedVersion: any.version,
    }),
    'PRECONDITION_FAILED',
  );
  expect((await viewOf(g, 0)).version).toBe(any.version);
  expect(await h.store.readLog(g.gameId)).toEqual(log);
});

test('take-back: once another player has acted, the command stands (a stale version is a conflict)', async () => {
  const g = await startedGame(h);
  const active = await toActionPhase(g);
  const before = await viewOf(g, active);
  const { version } = await submit(g, active, activateHome(before.options, before.view!, active), before.version);
  // The active player goes on: the version their take-back names is no longer the game's.
  const now = await viewOf(g, active);
  const next = now.options.find((o) => o.command.type !== 'propose-transaction')!;
  await submit(g, active, next.command, now.version);
  await expectTrpcError(
    h
      .as(g.players[active]!)
      .game.takeBack({ gameId: g.gameId, clientCommandId: randomUUID(), expectedVersion: version }),
    'CONFLICT',
  );
});
