import { randomUUID } from 'node:crypto';
import { afterAll, expect, test } from 'vitest';
import type { Command } from '@/engine/index';
import { apiHarness, expectTrpcError, settings3p, startedGame as startedGameFor, user } from '../testing';
import type { StartedGame } from '../testing';
import { parseGameDoc } from '@/server/lobby/doc';
import { createCaller } from '../root';
import { createInnerContext } from '../trpc';
import type { ContextUser } from '../trpc';

const h = apiHarness();
afterAll(() => h.store.close());

// The default factions (sol, hacan, letnev) keep the first decision the same in every run (secret objectives).
const startedGame = (allowSpectators = false) => startedGameFor(h, { allowSpectators });

const submit = (
  u: ContextUser | null,
  gameId: string,
  command: Command,
  expectedVersion: number,
  clientCommandId = randomUUID(),
) => h.as(u).game.submit({ gameId, command, clientCommandId, expectedVersion });

/** Every player answers the current decision with their first option until the strategy phase starts. */
async function toStrategyPhase(g: StartedGame): Promise<void> {
  for (let i = 0; i < 10; i++) {
    const v = await h.as(g.players[0] ?? null).game.view({ gameId: g.gameId });
    if (v.view?.phase === 'strategy') return;
    const seat = v.waitingOn[0];
    if (seat === undefined) throw new Error('game waits on nobody');
    const player = g.players[seat] ?? null;
    const mine = await h.as(player).game.view({ gameId: g.gameId });
    const option = mine.options[0];
    if (!option) throw new Error(`seat ${seat} has no options`);
    await submit(player, g.gameId, option.command, mine.version);
  }
  throw new Error('did not reach the strategy phase');
}

// --- view -----------------------------------------------------------------------------------------------------

test('view: a seated player sees their own seat with options; hidden offers of others are not in it', async () => {
  const g = await startedGame();
  const v = await h.as(g.players[1] ?? null).game.view({ gameId: g.gameId });
  expect(v.seat).toBe(1);
  expect(v.view?.viewer).toBe(1);
  expect(v.options.length).toBeGreaterThan(0);
  expect(v.options.every((o) => typeof o.label === 'string' && typeof o.group === 'string')).toBe(true);
  const offers = v.view?.decisions.flatMap((d) => (d.kind === 'choose-secret-objective' ? Object.keys(d.offered) : []));
  expect(offers).toEqual(['1']);
  expect(v.view?.players[0]?.actionCards).toBeNull();
});

test('view: spectators get the public view without options when the host allows them (signed in or not)', async () => {
  const g = await startedGame(true);
  for (const viewer of [user('Spec'), null]) {
    const v = await h.as(viewer).game.view({ gameId: g.gameId });
    expect(v.seat).toBeNull();
    expect(v.view?.viewer).toBeNull();
    expect(v.options).toEqual([]);
    expect(
      v.view?.decisions.flatMap((d) => (d.kind === 'choose-secret-objective' ? Object.keys(d.offered) : [])),
    ).toEqual([]);
  }
});

test('view: without spectators a stranger is FORBIDDEN and a signed-out visitor UNAUTHORIZED; unknown game NOT_FOUND', async () => {
  const g = await startedGame(false);
  await expectTrpcError(h.as(user('Eve')).game.view({ gameId: g.gameId }), 'FORBIDDEN');
  await expectTrpcError(h.as(null).game.view({ gameId: g.gameId }), 'UNAUTHORIZED');
  await expectTrpcError(h.as(user('Eve')).game.view({ gameId: 'no-such-game' }), 'NOT_FOUND');
  await expectTrpcError(h.as(user('Eve')).game.view({ gameId: '' }), 'BAD_REQUEST');
});

test('view: the seed and the generator stay on the server — not in any seat’s or a spectator’s view, feed, forms or game list', async () => {
  const g = await startedGame(true);
  await toStrategyPhase(g);
  const stored = parseGameDoc((await h.store.loadGame(g.gameId))?.doc).engine!;
  const secrets = [stored.config.seed, 'key' in stored.rng ? stored.rng.key : 'no generator key'];
  for (const viewer of [...g.players, user('Spec'), null]) {
    const api = h.as(viewer);
    const sent: unknown[] = [await api.game.view({ gameId: g.gameId }), await api.game.feed({ gameId: g.gameId })];
    if (g.players.includes(viewer as ContextUser)) {
      sent.push(await api.game.tactical({ gameId: g.gameId }), await api.lobby.mine());
      sent.push(await api.game.odds({ gameId: g.gameId, query: { kind: 'activate', system: '0,0' } }));
    }
    const text = JSON.stringify(sent);
    for (const secret of secrets) expect(text).not.toContain(secret);
  }
});

// --- version --------------------------------------------------------------------------------------------------

test('version: players may poll; spectators only when allowed; strangers FORBIDDEN, signed out UNAUTHORIZED', async () => {
  const closed = await startedGame(false);
  const { version } = await h.as(closed.players[2] ?? null).game.version({ gameId: closed.gameId });
  expect(version).toBe((await h.as(closed.players[0] ?? null).game.view({ gameId: closed.gameId })).version);
  await expectTrpcError(h.as(user('Eve')).game.version({ gameId: closed.gameId }), 'FORBIDDEN');
  await expectTrpcError(h.as(null).game.version({ gameId: closed.gameId }), 'UNAUTHORIZED');
  await expectTrpcError(h.as(null).game.version({ gameId: 'no-such-game' }), 'NOT_FOUND');
  const open = await startedGame(true);
  expect((await h.as(null).game.version({ gameId: open.gameId })).version).toBeGreaterThan(0);
});

// --- submit ---------------------------------------------------------------------------------------------------

test('submit: a legal option is applied and bumps the version; the poll sees it', async () => {
  const g = await startedGame();
  const me = g.players[0] ?? null;
  const v = await h.as(me).game.view({ gameId: g.gameId });
  const option = v.options[0];
  if (!option) throw new Error('no option');
  const res = await submit(me, g.gameId, option.command, v.version);
  expect(res).toEqual({ version: v.version + 1, duplicate: false });
  expect(await h.as(g.players[1] ?? null).game.version({ gameId: g.gameId })).toEqual({ version: v.version + 1 });
  const log = await h.store.readLog(g.gameId);
  expect(log.at(-1)).toMatchObject({ seat: 0, command: option.command, at: h.clock });
});

test('submit: a retry with the same clientCommandId is answered as a duplicate, never applied twice', async () => {
  const g = await startedGame();
  const me = g.players[0] ?? null;
  const v = await h.as(me).game.view({ gameId: g.gameId });
  const option = v.options[0];
  if (!option) throw new Error('no option');
  const id = randomUUID();
  const first = await submit(me, g.gameId, option.command, v.version, id);
  const retry = await submit(me, g.gameId, option.command, v.version, id);
  expect(retry).toEqual({ version: first.version, duplicate: true });
  expect(await h.store.gameVersion(g.gameId)).toBe(first.version);
});

test('submit: a stale expectedVersion is a CONFLICT carrying the fresh version once the decision has changed', async () => {
  const g = await startedGame();
  await toStrategyPhase(g);
  const v = await h.as(g.players[0] ?? null).game.view({ gameId: g.gameId });
  const speaker = g.players[v.waitingOn[0] ?? 0] ?? null;
  const mine = await h.as(speaker).game.view({ gameId: g.gameId });
  const [first, second] = mine.options;
  await submit(speaker, g.gameId, first?.command ?? { type: 'pass' }, mine.version);
  // The speaker's second tab still shows the pick they just made: that pick has closed, so this is stale.
  await expectTrpcError(submit(speaker, g.gameId, second?.command ?? { type: 'pass' }, mine.version), 'CONFLICT', {
    code: 'game/stale-version',
    currentVersion: mine.version + 1,
  });
});

test('submit: strangers and spectators are FORBIDDEN, signed-out callers UNAUTHORIZED', async () => {
  const g = await startedGame(true);
  const v = await h.as(g.players[0] ?? null).game.view({ gameId: g.gameId });
  const command = v.options[0]?.command ?? { type: 'pass' };
  await expectTrpcError(submit(user('Spec'), g.gameId, command, v.version), 'FORBIDDEN');
  await expectTrpcError(submit(null, g.gameId, command, v.version), 'UNAUTHORIZED');
  expect(await h.store.gameVersion(g.gameId)).toBe(v.version);
});

test('submit: a rule violation is BAD_REQUEST with the rule; a decision that waits on someone else is FORBIDDEN', async () => {
  const g = await startedGame();
  await toStrategyPhase(g);
  const v = await h.as(g.players[0] ?? null).game.view({ gameId: g.gameId });
  const active = v.waitingOn[0] ?? 0;
  const other = (active + 1) % 3;
  const activeView = await h.as(g.players[active] ?? null).game.view({ gameId: g.gameId });
  expect(activeView.options.map((o) => o.command.type)).toContain('choose-strategy-card');
  const offered = activeView.options.find((o) => o.command.type === 'choose-strategy-card');
  await expectTrpcError(
    submit(g.players[other] ?? null, g.gameId, offered?.command ?? { type: 'pass' }, v.version),
    'FORBIDDEN',
    {
      code: 'flow/not-your-turn',
    },
  );
  const err = await expectTrpcError(
    submit(g.players[active] ?? null, g.gameId, { type: 'pass' }, v.version),
    'BAD_REQUEST',
  );
  expect(err.cause).toMatchObject({ details: { rule: expect.stringMatching(/^\d+(\.\d+)?$/) } });
  await expectTrpcError(
    submit(g.players[active] ?? null, g.gameId, { type: 'choose-strategy-card', card: 'no-such-card' }, v.version),
    'BAD_REQUEST',
  );
  expect(await h.store.gameVersion(g.gameId)).toBe(v.version);
});

test.each([
  ['an unknown command type', { type: 'launch-missiles' }],
  ['a command missing its fields', { type: 'choose-strategy-card' }],
  ['an oversized command', { type: 'use-ability', ability: 'x', targets: { big: 'y'.repeat(10_000) } }],
  ['a command that is not an object', 'pass'],
])('submit: %s is BAD_REQUEST, never a server error', async (_, command) => {
  const g = await startedGame();
  const me = g.players[0] ?? null;
  await expectTrpcError(
    h.as(me).game.submit({
      gameId: g.gameId,
      command: command as Command,
      clientCommandId: randomUUID(),
      expectedVersion: 2,
    }),
    'BAD_REQUEST',
  );
});

test('submit: a malformed clientCommandId or expectedVersion is BAD_REQUEST', async () => {
  const g = await startedGame();
  const me = g.players[0] ?? null;
  const base = { gameId: g.gameId, command: { type: 'pass' } as Command };
  await expectTrpcError(
    h.as(me).game.submit({ ...base, clientCommandId: 'not-a-uuid', expectedVersion: 2 }),
    'BAD_REQUEST',
  );
  await expectTrpcError(
    h.as(me).game.submit({ ...base, clientCommandId: randomUUID(), expectedVersion: -1 }),
    'BAD_REQUEST',
  );
  await expectTrpcError(
    h.as(me).game.submit({ ...base, clientCommandId: randomUUID(), expectedVersion: 1.5 }),
    'BAD_REQUEST',
  );
});

test('submit: before the game starts is a CONFLICT', async () => {
  const host = user('Host');
  const { gameId } = await h.as(host).lobby.create({ name: 'G', settings: settings3p });
  await expectTrpcError(submit(host, gameId, { type: 'pass' }, 1), 'CONFLICT');
});

test("players take turns through the strategy phase: each choice shows up in everyone's view", async () => {
  const g = await startedGame();
  await toStrategyPhase(g);
  const chosen: string[] = [];
  // 84.1c (3–4 players): each player chooses a second strategy card, so six picks end the strategy phase.
  for (let turn = 0; turn < 6; turn++) {
    const v = await h.as(g.players[0] ?? null).game.view({ gameId: g.gameId });
    expect(v.view?.phase).toBe('strategy');
    const seat = v.waitingOn[0] ?? -1;
    const mine = await h.as(g.players[seat] ?? null).game.view({ gameId: g.gameId });
    const option = mine.options.find((o) => o.command.type === 'choose-strategy-card');
    if (option?.command.type !== 'choose-strategy-card') throw new Error('no strategy card offered');
    expect(chosen).not.toContain(option.command.card);
    await submit(g.players[seat] ?? null, g.gameId, option.command, mine.version);
    chosen.push(option.command.card);
    const seen = await h.as(g.players[(seat + 1) % 3] ?? null).game.view({ gameId: g.gameId });
    expect(seen.view?.players[seat]?.strategyCards).toContain(option.command.card);
  }
  const after = await h.as(g.players[0] ?? null).game.view({ gameId: g.gameId });
  expect(after.view?.phase).toBe('action');
});

// --- issue 9: simultaneous answers (15), command ids per seat (16), one load and one compare-and-set ----------

test('submit: three seats answering one simultaneous decision at the same moment all succeed (no CONFLICT)', async () => {
  const g = await startedGame();
  const views = await Promise.all(g.players.map((p) => h.as(p).game.view({ gameId: g.gameId })));
  const decisionId = views[0]?.view?.decisions.at(-1)?.id ?? null;
  expect(views.map((v) => v.version)).toEqual(Array(3).fill(views[0]?.version));
  // Everyone keeps a secret objective at once, each against the version they looked at.
  const results = await Promise.all(
    g.players.map((p, seat) =>
      h.as(p).game.submit({
        gameId: g.gameId,
        command: views[seat]?.options[0]?.command ?? { type: 'pass' },
        clientCommandId: randomUUID(),
        expectedVersion: views[seat]?.version ?? 0,
        decisionId,
      }),
    ),
  );
  const first = views[0]?.version ?? 0;
  expect(results.map((r) => r.version).sort((x, y) => x - y)).toEqual([first + 1, first + 2, first + 3]);
  const stored = parseGameDoc((await h.store.loadGame(g.gameId))?.doc);
  expect(stored.engine?.players.map((p) => p.secretObjectives.length)).toEqual([1, 1, 1]);
  expect((await h.store.readLog(g.gameId)).map((e) => e.seat).sort()).toEqual([0, 1, 2]);
});

test('submit: sent against a decision that has since closed, the command is a CONFLICT, not applied', async () => {
  const g = await startedGame();
  const v = await h.as(g.players[0] ?? null).game.view({ gameId: g.gameId });
  const secretChoice = v.view?.decisions.at(-1)?.id ?? null;
  await toStrategyPhase(g);
  const now = await h.as(g.players[0] ?? null).game.view({ gameId: g.gameId });
  const speaker = now.waitingOn[0] ?? 0;
  const mine = await h.as(g.players[speaker] ?? null).game.view({ gameId: g.gameId });
  const late = h.as(g.players[speaker] ?? null).game.submit({
    gameId: g.gameId,
    command: mine.options[0]?.command ?? { type: 'pass' },
    clientCommandId: randomUUID(),
    expectedVersion: v.version,
    decisionId: secretChoice,
  });
  const error = await expectTrpcError(late, 'CONFLICT', { code: 'game/stale-version', currentVersion: now.version });
  expect(error.message).toMatch(/decision you answered has changed/);
  expect(await h.store.gameVersion(g.gameId)).toBe(now.version);
});

test('submit: the same client command id from two seats is two commands, each retried on its own', async () => {
  const g = await startedGame();
  const id = randomUUID();
  const [a, b] = [g.players[0] ?? null, g.players[1] ?? null];
  const va = await h.as(a).game.view({ gameId: g.gameId });
  const vb = await h.as(b).game.view({ gameId: g.gameId });
  const decisionId = va.view?.decisions.at(-1)?.id ?? null;
  const send = (u: ContextUser | null, options: typeof va.options) =>
    h.as(u).game.submit({
      gameId: g.gameId,
      command: options[0]?.command ?? { type: 'pass' },
      clientCommandId: id,
      expectedVersion: va.version,
      decisionId,
    });
  expect(await send(a, va.options)).toEqual({ version: va.version + 1, duplicate: false });
  expect(await send(b, vb.options)).toEqual({ version: va.version + 2, duplicate: false });
  expect(await send(b, vb.options)).toEqual({ version: va.version + 2, duplicate: true });
  expect(await send(a, va.options)).toEqual({ version: va.version + 1, duplicate: true });
});

test('submit: one store load (which also counts the submission) and one compare-and-set', async () => {
  const g = await startedGame();
  const me = g.players[0] ?? null;
  const v = await h.as(me).game.view({ gameId: g.gameId });
  const calls: string[] = [];
  const counted = new Proxy(h.store, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        calls.push(String(property));
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  const deferred: (() => Promise<unknown>)[] = [];
  const caller = createCaller(
    createInnerContext({ user: me, store: counted, now: () => h.clock, defer: async (t) => void deferred.push(t) }),
  );
  await caller.game.submit({
    gameId: g.gameId,
    command: v.options[0]?.command ?? { type: 'pass' },
    clientCommandId: randomUUID(),
    expectedVersion: v.version,
    decisionId: v.view?.decisions.at(-1)?.id ?? null,
  });
  expect(calls).toEqual(['loadGameForCommand', 'commit']);
  // Notification bookkeeping runs after the response (next/server `after`), not inside the procedure.
  expect(deferred).toHaveLength(1);
});

test('submit: without a decisionId, the server knows what the version the client saw asked it (older clients)', async () => {
  const g = await startedGame();
  const views = await Promise.all(g.players.map((p) => h.as(p).game.view({ gameId: g.gameId })));
  const results = await Promise.all(
    g.players.map((p, seat) =>
      h.as(p).game.submit({
        gameId: g.gameId,
        command: views[seat]?.options[0]?.command ?? { type: 'pass' },
        clientCommandId: randomUUID(),
        expectedVersion: views[seat]?.version ?? 0,
      }),
    ),
  );
  expect(results.every((r) => !r.duplicate)).toBe(true);
  // A version the game no longer remembers (or never had) cannot say what was asked: the old strict answer.
  const now = await h.as(g.players[0] ?? null).game.view({ gameId: g.gameId });
  const speaker = now.waitingOn[0] ?? 0;
  const mine = await h.as(g.players[speaker] ?? null).game.view({ gameId: g.gameId });
  await expectTrpcError(
    submit(g.players[speaker] ?? null, g.gameId, mine.options[0]?.command ?? { type: 'pass' }, 1),
    'CONFLICT',
    { code: 'game/stale-version', currentVersion: now.version },
  );
});
