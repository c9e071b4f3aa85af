// The behaviour every GameStore backend must share, as a suite each backend's test file runs against itself.
import { randomUUID } from 'node:crypto';
import { afterAll, expect, test } from 'vitest';
import type { GameStore, LogEntry } from './types';

export interface ContractSubject {
  readonly store: GameStore;
  /** A second, new store instance over the same storage (a restarted server process). */
  reopen(): GameStore;
}

function entry(clientCommandId: string, seat = 0, command: unknown = { type: 'pass' }): LogEntry {
  return { version: 0, seat, command, at: 1_700_000_000_000, clientCommandId };
}

export function describeStoreContract(backend: string, open: () => ContractSubject): void {
  const subject = open();
  const { store } = subject;
  const opened: GameStore[] = [store];
  const reopen = () => {
    const again = subject.reopen();
    opened.push(again);
    return again;
  };
  const gameId = () => `g-${randomUUID()}`;
  afterAll(async () => {
    await Promise.all(opened.map((s) => s.close()));
  });

  test(`${backend}: createGame stores version 1 and refuses an id that exists`, async () => {
    const id = gameId();
    expect(await store.loadGame(id)).toBeNull();
    expect(await store.gameVersion(id)).toBeNull();
    expect(await store.createGame(id, { name: 'Mecatol', seats: [1, 2] })).toBe(true);
    expect(await store.createGame(id, { name: 'other' })).toBe(false);
    expect(await store.loadGame(id)).toEqual({ id, version: 1, doc: { name: 'Mecatol', seats: [1, 2] } });
    expect(await store.gameVersion(id)).toBe(1);
    expect(await store.readLog(id)).toEqual([]);
  });

  test(`${backend}: commit saves the doc at the next version and appends the entry with that version`, async () => {
    const id = gameId();
    await store.createGame(id, { n: 0 });
    const outcome = await store.commit(id, 1, { n: 1 }, { ...entry('c1', 2), version: 99 });
    expect(outcome).toEqual({ kind: 'committed', version: 2 });
    expect(await store.loadGame(id)).toEqual({ id, version: 2, doc: { n: 1 } });
    expect(await store.readLog(id)).toEqual([{ ...entry('c1', 2), version: 2 }]);
  });

  test(`${backend}: a commit against an old version is a conflict and changes nothing`, async () => {
    const id = gameId();
    await store.createGame(id, { n: 0 });
    await store.commit(id, 1, { n: 1 }, entry('a'));
    expect(await store.commit(id, 1, { n: 99 }, entry('b'))).toEqual({ kind: 'conflict', currentVersion: 2 });
    expect(await store.loadGame(id)).toEqual({ id, version: 2, doc: { n: 1 } });
    expect((await store.readLog(id)).map((e) => e.clientCommandId)).toEqual(['a']);
  });

  test(`${backend}: a commit to a game that does not exist is a conflict at version 0 and creates nothing`, async () => {
    const id = gameId();
    expect(await store.commit(id, 1, { n: 1 }, entry('a'))).toEqual({ kind: 'conflict', currentVersion: 0 });
    expect(await store.loadGame(id)).toBeNull();
    expect(await store.readLog(id)).toEqual([]);
  });

  test(`${backend}: a client command id applied before is a duplicate, even at the current version`, async () => {
    const id = gameId();
    await store.createGame(id, { n: 0 });
    await store.commit(id, 1, { n: 1 }, entry('same', 1, { type: 'x' }));
    const again = await store.commit(id, 2, { n: 2 }, entry('same', 1, { type: 'x' }));
    expect(again).toEqual({ kind: 'duplicate', entry: { ...entry('same', 1, { type: 'x' }), version: 2 } });
    // Also when the retry carries the stale version it was first sent with.
    expect((await store.commit(id, 1, { n: 2 }, entry('same', 1))).kind).toBe('duplicate');
    expect(await store.loadGame(id)).toEqual({ id, version: 2, doc: { n: 1 } });
    expect(await store.readLog(id)).toHaveLength(1);
  });

  test(`${backend}: client command ids are scoped by game and seat: another seat's id is no duplicate`, async () => {
    const id = gameId();
    const other = gameId();
    await store.createGame(id, { n: 0 });
    await store.createGame(other, { n: 0 });
    await store.commit(id, 1, { n: 1 }, entry('shared', 0));
    expect(await store.commit(id, 2, { n: 2 }, entry('shared', 1))).toEqual({ kind: 'committed', version: 3 });
    expect(await store.commit(other, 1, { n: 1 }, entry('shared', 0))).toEqual({ kind: 'committed', version: 2 });
    expect((await store.commit(id, 3, { n: 3 }, entry('shared', 1))).kind).toBe('duplicate');
    expect((await store.readLog(id)).map((e) => [e.seat, e.version])).toEqual([
      [0, 2],
      [1, 3],
    ]);
  });

  test(`${backend}: loadGameForCommand returns the game and every seat's entry of a client command id`, async () => {
    const id = gameId();
    expect(await store.loadGameForCommand(id, 'x')).toBeNull();
    await store.createGame(id, { n: 0 });
    await store.commit(id, 1, { n: 1 }, entry('first', 2));
    const fresh = await store.loadGameForCommand(id, 'second');
    expect(fresh).toEqual({ game: { id, version: 2, doc: { n: 1 } }, applied: [], hits: null });
    expect((await store.loadGameForCommand(id, 'first'))?.applied).toEqual([{ ...entry('first', 2), version: 2 }]);
    await store.commit(id, 2, { n: 2 }, entry('first', 7));
    expect((await store.loadGameForCommand(id, 'first'))?.applied.map((e) => e.seat)).toEqual([2, 7]);
  });

  test(`${backend}: loadGameForCommand bumps a rate counter in the same round trip, game or no game`, async () => {
    const id = gameId();
    const key = `load-${randomUUID()}`;
    await store.createGame(id, { n: 0 });
    expect((await store.loadGameForCommand(id, 'c', { key, windowSeconds: 60 }))?.hits).toBe(1);
    expect((await store.loadGameForCommand(id, 'c', { key, windowSeconds: 60 }))?.hits).toBe(2);
    expect(await store.loadGameForCommand(gameId(), 'c', { key, windowSeconds: 60 })).toBeNull();
    expect(await store.hit(key, 60)).toBe(4);
  });

  test(`${backend}: hit counts in fixed windows that end windowSeconds after their first hit`, async () => {
    const key = `hits-${randomUUID()}`;
    expect(await store.hit(key, 1)).toBe(1);
    expect(await store.hit(key, 1)).toBe(2);
    expect(await store.hit(`${key}-other`, 1)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await store.hit(key, 1)).toBe(1);
  });

  test(`${backend}: createGame writes access, index entries and records with the game, and nothing if it exists`, async () => {
    const id = gameId();
    const invite = `invite-${randomUUID()}`;
    const [ada, bob] = [`u-${randomUUID()}`, `u-${randomUUID()}`];
    const side = { access: { members: [ada] }, index: { [ada]: { name: 'G' } }, records: { [invite]: { gameId: id } } };
    expect(await store.createGame(id, { n: 0 }, side)).toBe(true);
    expect(await store.gameAccess(id)).toEqual({ version: 1, access: { members: [ada] } });
    expect(await store.readIndex(ada)).toEqual({ [id]: { name: 'G' } });
    expect(await store.getRecord(invite)).toEqual({ gameId: id });
    const again = { access: { members: [bob] }, index: { [bob]: { name: 'X' } }, records: { [invite]: 'other' } };
    expect(await store.createGame(id, { n: 9 }, again)).toBe(false);
    expect(await store.gameAccess(id)).toEqual({ version: 1, access: { members: [ada] } });
    expect(await store.readIndex(bob)).toEqual({});
    expect(await store.getRecord(invite)).toEqual({ gameId: id });
  });

  test(`${backend}: commit writes its side writes atomically with the doc, and none on conflict or duplicate`, async () => {
    const id = gameId();
    const [ada, bob] = [`u-${randomUUID()}`, `u-${randomUUID()}`];
    const [oldInvite, newInvite] = [`inv-${randomUUID()}`, `inv-${randomUUID()}`];
    await store.createGame(id, { n: 0 }, { access: { m: [ada] }, index: { [ada]: 1 }, records: { [oldInvite]: id } });
    const side = {
      access: { m: [ada, bob] },
      index: { [ada]: 2, [bob]: 2 },
      records: { [oldInvite]: null, [newInvite]: id },
    };
    expect(await store.commit(id, 1, { n: 1 }, null, side)).toEqual({ kind: 'committed', version: 2 });
    expect(await store.gameAccess(id)).toEqual({ version: 2, access: { m: [ada, bob] } });
    expect([await store.readIndex(ada), await store.readIndex(bob)]).toEqual([{ [id]: 2 }, { [id]: 2 }]);
    expect([await store.getRecord(oldInvite), await store.getRecord(newInvite)]).toEqual([null, id]);
    // Bob leaves (null takes the game out of his list); a commit without access keeps the one there.
    await store.commit(id, 2, { n: 2 }, entry('c', 0), { index: { [ada]: 3, [bob]: null } });
    expect(await store.gameAccess(id)).toEqual({ version: 3, access: { m: [ada, bob] } });
    expect([await store.readIndex(ada), await store.readIndex(bob)]).toEqual([{ [id]: 3 }, {}]);
    // A stale or duplicate commit writes none of it.
    const ignored = { access: 'no', index: { [ada]: 'no' }, records: { [newInvite]: 'no' } };
    expect((await store.commit(id, 2, { n: 9 }, entry('d', 0), ignored)).kind).toBe('conflict');
    expect((await store.commit(id, 3, { n: 9 }, entry('c', 0), ignored)).kind).toBe('duplicate');
    expect(await store.gameAccess(id)).toEqual({ version: 3, access: { m: [ada, bob] } });
    expect(await store.readIndex(ada)).toEqual({ [id]: 3 });
    expect(await store.getRecord(newInvite)).toBe(id);
  });

  test(`${backend}: fillGameAccess and fillIndex only fill in what is missing`, async () => {
    const id = gameId();
    const user = `u-${randomUUID()}`;
    await store.createGame(id, { n: 0 });
    expect(await store.gameAccess(id)).toEqual({ version: 1, access: null });
    await store.fillGameAccess(id, { first: true });
    await store.fillGameAccess(id, { second: true });
    expect(await store.gameAccess(id)).toEqual({ version: 1, access: { first: true } });
    await store.fillGameAccess(`missing-${id}`, { x: 1 });
    expect(await store.gameAccess(`missing-${id}`)).toBeNull();
    expect(await store.loadGame(`missing-${id}`)).toBeNull();
    await store.commit(id, 1, { n: 1 }, null, { index: { [user]: 'from the commit' } });
    await store.fillIndex(user, { [id]: 'older', other: 'filled' });
    expect(await store.readIndex(user)).toEqual({ [id]: 'from the commit', other: 'filled' });
  });

  test(`${backend}: a doc-only commit bumps the version without a log entry`, async () => {
    const id = gameId();
    await store.createGame(id, { open: true });
    expect(await store.commit(id, 1, { open: false }, null)).toEqual({ kind: 'committed', version: 2 });
    expect(await store.commit(id, 2, { open: true }, entry('c'))).toEqual({ kind: 'committed', version: 3 });
    expect(await store.loadGame(id)).toEqual({ id, version: 3, doc: { open: true } });
    expect((await store.readLog(id)).map((e) => e.version)).toEqual([3]);
  });

  test(`${backend}: the log keeps commit order and reads from an index`, async () => {
    const id = gameId();
    await store.createGame(id, { n: 0 });
    for (let n = 1; n <= 6; n += 1) await store.commit(id, n, { n }, entry(`c${n}`, n % 3));
    const log = await store.readLog(id);
    expect(log.map((e) => [e.version, e.clientCommandId, e.seat])).toEqual([
      [2, 'c1', 1],
      [3, 'c2', 2],
      [4, 'c3', 0],
      [5, 'c4', 1],
      [6, 'c5', 2],
      [7, 'c6', 0],
    ]);
    expect((await store.readLog(id, 4)).map((e) => e.clientCommandId)).toEqual(['c5', 'c6']);
    expect(await store.readLog(id, 6)).toEqual([]);
  });

  test(`${backend}: stored values survive any JSON text (unicode, quotes, nesting); no caller can change them`, async () => {
    const id = gameId();
    const doc = { name: 'Ŀàzax — “Gate” \\ "quoted" 🚀', deep: { list: [1, null, { x: true }] } };
    await store.createGame(id, doc);
    const loaded = await store.loadGame(id);
    expect(loaded?.doc).toEqual(doc);
    // A loaded document may be the one the store keeps for its next load (doc-cache.ts): it is frozen all the way down.
    expect(() => ((loaded?.doc as { name: string }).name = 'changed by a caller')).toThrow(TypeError);
    expect(() => (loaded?.doc as typeof doc).deep.list.push(2)).toThrow(TypeError);
    expect((await store.loadGame(id))?.doc).toEqual(doc);
    // So is a saved one, and the next load hands back what was saved.
    const next = { ...doc, name: 'saved', deep: { list: [{ y: 1 }] } };
    expect(await store.commit(id, 1, next, entry('frozen'))).toEqual({ kind: 'committed', version: 2 });
    expect(() => (next.deep.list[0]!.y = 2)).toThrow(TypeError);
    expect((await store.loadGame(id))?.doc).toEqual({ name: 'saved', deep: { list: [{ y: 1 }] } });
  });

  // The embedded store is one process's (its file is locked): only a shared store can be saved to from elsewhere.
  test.skipIf(backend === 'embedded')(
    `${backend}: a load finds another process's save, not the document it saved last`,
    async () => {
      const id = gameId();
      await store.createGame(id, { n: 0 });
      expect(await store.commit(id, 1, { n: 1 }, entry('mine'))).toEqual({ kind: 'committed', version: 2 });
      const other = reopen();
      expect((await other.loadGame(id))?.doc).toEqual({ n: 1 });
      expect(await other.commit(id, 2, { n: 2 }, entry('theirs'))).toEqual({ kind: 'committed', version: 3 });
      expect(await store.loadGame(id)).toEqual({ id, version: 3, doc: { n: 2 } });
      expect((await store.loadGameForCommand(id, 'x'))?.game).toEqual({ id, version: 3, doc: { n: 2 } });
    },
  );

  test(`${backend}: records are set, overwritten, read and deleted`, async () => {
    const key = `rec-${randomUUID()}`;
    expect(await store.getRecord(key)).toBeNull();
    await store.setRecord(key, { email: 'a@example.com', n: 1 });
    expect(await store.getRecord(key)).toEqual({ email: 'a@example.com', n: 1 });
    await store.setRecord(key, ['now', 'a', 'list']);
    expect(await store.getRecord(key)).toEqual(['now', 'a', 'list']);
    await store.deleteRecord(key);
    expect(await store.getRecord(key)).toBeNull();
    await store.deleteRecord(key);
  });

  test(`${backend}: setRecordIfAbsent sets only the first time`, async () => {
    const key = `once-${randomUUID()}`;
    expect(await store.setRecordIfAbsent(key, 'first')).toBe(true);
    expect(await store.setRecordIfAbsent(key, 'second')).toBe(false);
    expect(await store.getRecord(key)).toBe('first');
    await store.deleteRecord(key);
    expect(await store.setRecordIfAbsent(key, 'third')).toBe(true);
    expect(await store.getRecord(key)).toBe('third');
  });

  test(`${backend}: a record with a ttl disappears after it, and may then be set again if absent`, async () => {
    const key = `ttl-${randomUUID()}`;
    const lock = `lock-${randomUUID()}`;
    await store.setRecord(key, 1, { ttlSeconds: 1 });
    expect(await store.setRecordIfAbsent(lock, 'held', { ttlSeconds: 1 })).toBe(true);
    expect(await store.getRecord(key)).toBe(1);
    expect(await store.setRecordIfAbsent(lock, 'again', { ttlSeconds: 1 })).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(await store.getRecord(key)).toBeNull();
    expect(await store.setRecordIfAbsent(lock, 'again')).toBe(true);
    expect(await store.getRecord(lock)).toBe('again');
  });

  test(`${backend}: sets add, ignore repeats, remove, and list members`, async () => {
    const key = `set-${randomUUID()}`;
    expect(await store.setMembers(key)).toEqual([]);
    await store.addToSet(key, 'g1');
    await store.addToSet(key, 'g2');
    await store.addToSet(key, 'g1');
    expect((await store.setMembers(key)).sort()).toEqual(['g1', 'g2']);
    await store.removeFromSet(key, 'g1');
    await store.removeFromSet(key, 'absent');
    expect(await store.setMembers(key)).toEqual(['g2']);
    await store.removeFromSet(key, 'g2');
    expect(await store.setMembers(key)).toEqual([]);
  });

  // Last: it closes `store` (a restarted server process; the embedded store allows one open store per file).
  test(`${backend}: a new store instance over the same storage sees games, logs, records, sets and indexes`, async () => {
    const id = gameId();
    const key = `persist-${randomUUID()}`;
    const user = `u-${randomUUID()}`;
    await store.createGame(id, { n: 0 }, { access: { a: 1 }, index: { [user]: { s: 1 } } });
    await store.commit(id, 1, { n: 1 }, entry('p1'));
    await store.setRecord(key, { kept: true });
    await store.addToSet(key, id);
    await store.close();
    const restarted = reopen();
    expect(await restarted.gameAccess(id)).toEqual({ version: 2, access: { a: 1 } });
    expect(await restarted.readIndex(user)).toEqual({ [id]: { s: 1 } });
    expect(await restarted.loadGame(id)).toEqual({ id, version: 2, doc: { n: 1 } });
    expect(await restarted.readLog(id)).toEqual([{ ...entry('p1'), version: 2 }]);
    expect(await restarted.getRecord(key)).toEqual({ kept: true });
    expect(await restarted.setMembers(key)).toEqual([id]);
    expect((await restarted.commit(id, 2, { n: 2 }, entry('p1'))).kind).toBe('duplicate');
    expect(await restarted.commit(id, 2, { n: 2 }, entry('p2'))).toEqual({ kind: 'committed', version: 3 });
  });
}
