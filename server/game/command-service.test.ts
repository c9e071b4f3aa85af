// runCommand against all three backends: CAS under contention, idempotent retries (per game and seat),
// re-validation, stale, re-applying when the game moved on, busy, the round trips one command costs, and the turns
// commands for one game take within one process.
import { randomUUID } from 'node:crypto';
import { afterAll, expect, test } from 'vitest';
import { runCommand } from './command-service';
import type { ApplyFn, CommandInput } from './command-service';
import type { GameStore } from '@/server/store/types';
import { BACKENDS, freshStore } from '@/server/testing/stores';

interface Counter {
  readonly count: number;
  readonly limit: number;
}
type Add = { readonly add: number };

const addUpToLimit: ApplyFn<Counter, Add, number, string> = (doc, input) =>
  doc.count + input.command.add > doc.limit
    ? { ok: false, error: 'over-limit' }
    : { ok: true, doc: { ...doc, count: doc.count + input.command.add }, result: doc.count + input.command.add };

function add(n: number, clientCommandId: string = randomUUID(), seat = 0): CommandInput<Add> {
  return { seat, command: { add: n }, clientCommandId, at: 1_700_000_000_000 };
}

const stores: GameStore[] = [];
function open(backend: (typeof BACKENDS)[number]): GameStore {
  const store = freshStore(backend);
  stores.push(store);
  return store;
}
afterAll(async () => {
  await Promise.all(stores.map((store) => store.close()));
});

async function newGame(store: GameStore, limit = 1_000_000): Promise<string> {
  const id = `g-${randomUUID()}`;
  await store.createGame(id, { count: 0, limit } satisfies Counter);
  return id;
}

for (const backend of BACKENDS) {
  test(`${backend}: an accepted command is saved at the next version with its log entry`, async () => {
    const store = open(backend);
    const id = await newGame(store);
    const input = add(3, 'cmd-1', 2);
    expect(await runCommand(store, id, input, addUpToLimit)).toEqual({ kind: 'applied', version: 2, result: 3 });
    expect(await store.loadGame(id)).toEqual({ id, version: 2, doc: { count: 3, limit: 1_000_000 } });
    expect(await store.readLog(id)).toEqual([{ version: 2, ...input }]);
  });

  test(`${backend}: an unknown game is not-found and an illegal command is rejected without a write`, async () => {
    const store = open(backend);
    expect(await runCommand(store, `missing-${randomUUID()}`, add(1), addUpToLimit)).toEqual({ kind: 'not-found' });
    const id = await newGame(store, 5);
    expect(await runCommand(store, id, add(6), addUpToLimit)).toEqual({ kind: 'rejected', error: 'over-limit' });
    expect(await store.gameVersion(id)).toBe(1);
    expect(await store.readLog(id)).toEqual([]);
  });

  test(`${backend}: a retried command is answered with its first result, even once it would be illegal`, async () => {
    const store = open(backend);
    const id = await newGame(store, 5);
    expect(await runCommand(store, id, add(4, 'once'), addUpToLimit)).toMatchObject({ kind: 'applied', version: 2 });
    // The retry would now break the limit (4 + 4 > 5): it must still be recognised, not re-validated.
    const retry = await runCommand(store, id, add(4, 'once'), addUpToLimit);
    expect(retry).toMatchObject({ kind: 'duplicate', version: 2, entry: { clientCommandId: 'once', version: 2 } });
    expect(await runCommand(store, id, add(1), addUpToLimit)).toMatchObject({ kind: 'applied', version: 3 });
    expect(await runCommand(store, id, add(4, 'once'), addUpToLimit)).toMatchObject({ kind: 'duplicate', version: 2 });
    expect((await store.loadGame(id))?.doc).toEqual({ count: 5, limit: 5 });
    expect(await store.readLog(id)).toHaveLength(2);
  });

  test(`${backend}: the same command sent five times at once is applied exactly once`, async () => {
    const store = open(backend);
    const id = await newGame(store);
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () => runCommand(store, id, add(1, 'twice-clicked'), addUpToLimit, { maxRetries: 20 })),
    );
    expect(outcomes.filter((o) => o.kind === 'applied')).toHaveLength(1);
    expect(outcomes.filter((o) => o.kind === 'duplicate')).toHaveLength(4);
    expect(outcomes.every((o) => (o.kind === 'applied' || o.kind === 'duplicate') && o.version === 2)).toBe(true);
    expect((await store.loadGame(id))?.doc).toEqual({ count: 1, limit: 1_000_000 });
  });

  test(`${backend}: a command made illegal by a concurrent write is re-validated and rejected`, async () => {
    const store = open(backend);
    const id = await newGame(store, 5);
    let calls = 0;
    let other: Promise<unknown> = Promise.resolve();
    const interleaved: ApplyFn<Counter, Add, number, string> = (doc, input, stored) => {
      calls += 1;
      // While this command is being applied, another player's command lands first (a real race, made certain).
      if (calls === 1)
        other = runCommand(store, id, add(3, 'other'), addUpToLimit).then((o) => (otherOutcome = o.kind));
      return addUpToLimit(doc, input, stored);
    };
    let otherOutcome = '';
    const afterOther = withCommit(store, async (...args) => (await other, store.commit(...args)));
    const outcome = await runCommand(afterOther, id, add(4, 'mine'), interleaved);
    expect(otherOutcome).toBe('applied');
    expect(calls).toBe(2);
    expect(outcome).toEqual({ kind: 'rejected', error: 'over-limit' });
    expect(await store.loadGame(id)).toEqual({ id, version: 2, doc: { count: 3, limit: 5 } });
    expect((await store.readLog(id)).map((e) => e.clientCommandId)).toEqual(['other']);
  });

  test(`${backend}: expectedVersion answers stale once the game has moved past the version the client saw`, async () => {
    const store = open(backend);
    const id = await newGame(store);
    expect(await runCommand(store, id, add(1), addUpToLimit, { expectedVersion: 1 })).toMatchObject({
      kind: 'applied',
      version: 2,
    });
    expect(await runCommand(store, id, add(1), addUpToLimit, { expectedVersion: 1 })).toEqual({
      kind: 'stale',
      currentVersion: 2,
    });
    expect(await store.gameVersion(id)).toBe(2);
  });

  test(`${backend}: reapplyWhenMoved applies to the fresh state when still legal; a refusal there is stale`, async () => {
    const store = open(backend);
    const id = await newGame(store, 5);
    await runCommand(store, id, add(2, 'first', 1), addUpToLimit);
    // Seen at version 1, sent after version 2: still legal on the fresh state (2 + 3 <= 5), so applied.
    const late = await runCommand(store, id, add(3, 'late', 2), addUpToLimit, {
      expectedVersion: 1,
      reapplyWhenMoved: true,
    });
    expect(late).toEqual({ kind: 'applied', version: 3, result: 5 });
    // Seen at version 1 too, but no longer legal: the client saw another state, so this is stale, not a rule error.
    const refused = await runCommand(store, id, add(1, 'later', 0), addUpToLimit, {
      expectedVersion: 1,
      reapplyWhenMoved: true,
    });
    expect(refused).toEqual({ kind: 'stale', currentVersion: 3, error: 'over-limit' });
    expect((await store.readLog(id)).map((e) => e.clientCommandId)).toEqual(['first', 'late']);
  });

  test(`${backend}: client command ids count per seat: another seat's id is never a duplicate of yours`, async () => {
    const store = open(backend);
    const id = await newGame(store);
    expect(await runCommand(store, id, add(1, 'same-id', 0), addUpToLimit)).toMatchObject({
      kind: 'applied',
      version: 2,
    });
    expect(await runCommand(store, id, add(2, 'same-id', 1), addUpToLimit)).toMatchObject({
      kind: 'applied',
      version: 3,
    });
    // Each seat's retry finds its own entry.
    expect(await runCommand(store, id, add(2, 'same-id', 1), addUpToLimit)).toMatchObject({
      kind: 'duplicate',
      version: 3,
      entry: { seat: 1 },
    });
    expect(await runCommand(store, id, add(1, 'same-id', 0), addUpToLimit)).toMatchObject({
      kind: 'duplicate',
      version: 2,
      entry: { seat: 0 },
    });
    expect((await store.loadGame(id))?.doc).toEqual({ count: 3, limit: 1_000_000 });
  });

  test(`${backend}: a command costs one load and one compare-and-set; a load made by the caller is used`, async () => {
    const store = open(backend);
    const id = await newGame(store);
    const calls: string[] = [];
    const counted = counting(store, calls);
    await runCommand(counted, id, add(1), addUpToLimit);
    expect(calls).toEqual(['loadGameForCommand', 'commit']);
    calls.length = 0;
    const input = add(1);
    const loaded = await counted.loadGameForCommand(id, input.clientCommandId);
    await runCommand(counted, id, input, addUpToLimit, { loaded: loaded ?? undefined });
    expect(calls).toEqual(['loadGameForCommand', 'commit']);
  });

  test(`${backend}: commands for one game sent at once through one store take turns: no compare-and-set lost`, async () => {
    const store = open(backend);
    const id = await newGame(store);
    const calls: string[] = [];
    let conflicts = 0;
    const counted = withCommit(counting(store, calls), async (...args) => {
      calls.push('commit');
      const outcome = await store.commit(...args);
      if (outcome.kind === 'conflict') conflicts += 1;
      return outcome;
    });
    // Every seat answers at once, each with a load made before the others saved (as game.submit does).
    const inputs = Array.from({ length: 6 }, (_, seat) => add(1, `seat-${seat}`, seat));
    const loads = await Promise.all(inputs.map((i) => store.loadGameForCommand(id, i.clientCommandId)));
    const outcomes = await Promise.all(
      inputs.map((input, i) => runCommand(counted, id, input, addUpToLimit, { loaded: loads[i] ?? undefined })),
    );
    expect(outcomes.map((o) => (o.kind === 'applied' ? o.version : o.kind))).toEqual([2, 3, 4, 5, 6, 7]);
    expect(conflicts).toBe(0);
    // The first used its caller's load; each later one loaded again once its turn came, and saved once.
    expect(calls.filter((c) => c === 'loadGameForCommand')).toHaveLength(5);
    expect(calls.filter((c) => c === 'commit')).toHaveLength(6);
    expect((await store.loadGame(id))?.doc).toEqual({ count: 6, limit: 1_000_000 });
  });

  test(`${backend}: a command waits only for commands of the same game through the same store`, async () => {
    const store = open(backend);
    const [held, other] = [await newGame(store), await newGame(store)];
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = withCommit(store, async (...args) => {
      if (args[0] === held) await gate;
      return store.commit(...args);
    });
    const first = runCommand(slow, held, add(1), addUpToLimit);
    // Another game through the same store, and the same game through another store (another process), go ahead.
    expect(await runCommand(slow, other, add(1), addUpToLimit)).toMatchObject({ kind: 'applied', version: 2 });
    expect(await runCommand(store, held, add(5), addUpToLimit)).toMatchObject({ kind: 'applied', version: 2 });
    release();
    // The held one lost that race to the other process and was applied again on top of its save.
    expect(await first).toEqual({ kind: 'applied', version: 3, result: 6 });
  });

  test(`${backend}: a command that keeps losing the race ends busy after maxRetries, not applied`, async () => {
    const store = open(backend);
    const id = await newGame(store);
    let calls = 0;
    const alwaysOvertaken = withCommit(store, async (...args) => {
      calls += 1;
      await runCommand(store, id, add(10), addUpToLimit);
      return store.commit(...args);
    });
    const outcome = await runCommand(alwaysOvertaken, id, add(1, 'unlucky'), addUpToLimit, { maxRetries: 2 });
    expect(outcome).toEqual({ kind: 'busy', attempts: 3 });
    expect(calls).toBe(3);
    expect((await store.loadGame(id))?.doc).toEqual({ count: 30, limit: 1_000_000 });
    expect((await store.readLog(id)).some((e) => e.clientCommandId === 'unlucky')).toBe(false);
  });

  test(`${backend}: 20 concurrent writers on one game: one winner per version, no lost or doubled commands`, async () => {
    const store = open(backend);
    const id = await newGame(store);
    const writers = 20;
    const perWriter = 5;
    const outcomes = await Promise.all(
      Array.from({ length: writers }, async (_, writer) => {
        const mine = [];
        for (let k = 0; k < perWriter; k += 1) {
          mine.push(await runCommand(store, id, add(1, `w${writer}-${k}`, writer), addUpToLimit, { maxRetries: 1000 }));
        }
        return mine;
      }),
    );
    const total = writers * perWriter;
    const versions = outcomes.flat().map((o) => (o.kind === 'applied' ? o.version : -1));
    expect([...versions].sort((a, b) => a - b)).toEqual(Array.from({ length: total }, (_, i) => i + 2));
    expect(await store.loadGame(id)).toEqual({ id, version: total + 1, doc: { count: total, limit: 1_000_000 } });
    const log = await store.readLog(id);
    expect(log.map((e) => e.version)).toEqual(Array.from({ length: total }, (_, i) => i + 2));
    expect(new Set(log.map((e) => e.clientCommandId)).size).toBe(total);
    // The counter each command saw is exactly the one its version implies: no command applied to a stale doc.
    const results = outcomes.flat().map((o) => (o.kind === 'applied' ? [o.version, o.result] : []));
    expect(results.every(([version, result]) => result === (version ?? 0) - 1)).toBe(true);
  });
}

/** The store, recording the name of every method called. */
function counting(store: GameStore, calls: string[]): GameStore {
  return new Proxy(store, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        calls.push(String(property));
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

/** The store with its commit replaced; every other method still runs on the real store. */
function withCommit(store: GameStore, commit: GameStore['commit']): GameStore {
  return new Proxy(store, {
    get(target, property) {
      if (property === 'commit') return commit;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
