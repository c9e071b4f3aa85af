// The stores' cache of parsed game documents (doc-cache.ts) and what it lets parseGameDoc keep: a hit only on the
// same text, frozen documents, the oldest game forgotten first.
import { expect, test } from 'vitest';
import { parseGameDoc } from '@/server/lobby/doc';
import type { GameDoc } from '@/server/lobby/doc';
import { newLobby } from '@/server/lobby/lobby';
import { freshStore } from '@/server/testing/stores';
import { DocCache, isStoredDoc } from './doc-cache';

test('the same text gives back the remembered document; another text is parsed afresh', () => {
  const cache = new DocCache();
  const saved = { n: 1, list: [{ x: 1 }] };
  cache.remember('g', JSON.stringify(saved), saved);
  expect(cache.parse('g', '{"n":1,"list":[{"x":1}]}')).toBe(saved);
  // Same version number or not, only the text counts: a store wiped and refilled, or another process's save.
  const other = cache.parse('g', '{"n":1,"list":[{"x":2}]}');
  expect(other).toEqual({ n: 1, list: [{ x: 2 }] });
  expect(other).not.toBe(saved);
  // And that one is now the game's remembered document.
  expect(cache.parse('g', '{"n":1,"list":[{"x":2}]}')).toBe(other);
  expect(cache.parse('h', '{"n":1,"list":[{"x":2}]}')).not.toBe(other);
});

test('remembered documents are frozen all the way down, parsed ones too', () => {
  const cache = new DocCache();
  const saved = { deep: { list: [{ x: 1 }] } };
  cache.remember('g', JSON.stringify(saved), saved);
  expect(() => saved.deep.list.push({ x: 2 })).toThrow(TypeError);
  expect(() => (saved.deep.list[0]!.x = 2)).toThrow(TypeError);
  const parsed = cache.parse('h', '{"deep":{"list":[{"x":1}]}}') as typeof saved;
  expect(() => (parsed.deep.list[0]!.x = 2)).toThrow(TypeError);
  expect(isStoredDoc(saved) && isStoredDoc(parsed)).toBe(true);
  expect(isStoredDoc({ deep: 1 })).toBe(false);
});

test('past its limit the cache forgets the game used longest ago', () => {
  const cache = new DocCache(2);
  const docs = ['a', 'b', 'c'].map((id) => ({ id }));
  const [a, b, c] = docs as [{ id: string }, { id: string }, { id: string }];
  cache.remember('a', '{"id":"a"}', a);
  cache.remember('b', '{"id":"b"}', b);
  expect(cache.parse('a', '{"id":"a"}')).toBe(a); // a is now the one used last
  cache.remember('c', '{"id":"c"}', c);
  expect(cache.parse('a', '{"id":"a"}')).toBe(a);
  expect(cache.parse('c', '{"id":"c"}')).toBe(c);
  expect(cache.parse('b', '{"id":"b"}')).not.toBe(b);
});

test('parseGameDoc parses a stored document once and hands every caller the same frozen result', async () => {
  const store = freshStore('embedded');
  const lobby = newLobby({
    name: 'Cached',
    hostUserId: 'u1',
    hostName: 'Ada',
    settings: { players: 3, victoryPoints: 10, layout: '3p', reminderIntervalHours: 24, allowSpectators: false },
    inviteToken: 'invite',
    now: 1,
  });
  const doc: GameDoc = { lobby, engine: null };
  await store.createGame('g', doc);
  const first = parseGameDoc((await store.loadGame('g'))?.doc);
  const again = parseGameDoc((await store.loadGame('g'))?.doc);
  expect(again).toBe(first);
  expect(first.lobby.name).toBe('Cached');
  expect(() => (first.lobby.seats as unknown[]).push({})).toThrow(TypeError);
  // A document nobody stored is parsed each time, into a copy its caller may change.
  const loose = parseGameDoc(JSON.parse(JSON.stringify(doc)));
  expect(loose).not.toBe(parseGameDoc(JSON.parse(JSON.stringify(doc))));
  expect(Object.isFrozen(loose.lobby)).toBe(false);
  await store.close();
});
