// public/sw.js run in a VM with a stand-in service-worker global, to check what it shows and opens.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { expect, test } from 'vitest';

type Listener = (event: Record<string, unknown>) => void;

function loadWorker(openTabs: string[] = []) {
  const listeners = new Map<string, Listener>();
  const shown: Array<{ title: string; options: Record<string, unknown> }> = [];
  const focused: string[] = [];
  const opened: string[] = [];
  const self = {
    location: new URL('https://mecatol.test/sw.js'),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: () => Promise.resolve(),
    registration: {
      showNotification: async (title: string, options: Record<string, unknown>) => {
        shown.push({ title, options });
      },
    },
    clients: {
      claim: () => Promise.resolve(),
      matchAll: async () => openTabs.map((url) => ({ url, focus: async () => focused.push(url) })),
      openWindow: async (url: string) => opened.push(url),
    },
  };
  vm.runInNewContext(readFileSync(path.join(__dirname, '../../public/sw.js'), 'utf8'), { self, URL });

  async function dispatch(type: string, event: Record<string, unknown>) {
    const pending: Promise<unknown>[] = [];
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => pending.push(p) });
    await Promise.all(pending);
  }
  const pushData = (value: unknown) => ({
    json: () => (typeof value === 'string' ? JSON.parse(value) : value),
    text: () => String(value),
  });
  return { dispatch, pushData, shown, focused, opened };
}

test('a push shows the title and body, tagged per game, remembering the game URL', async () => {
  const sw = loadWorker();
  await sw.dispatch('push', {
    data: sw.pushData({
      title: 'Friday game: your move',
      body: 'Choose a strategy card',
      url: '/game/g-1',
      tag: 'game-g-1',
    }),
  });
  expect(sw.shown).toEqual([
    {
      title: 'Friday game: your move',
      options: {
        body: 'Choose a strategy card',
        data: { url: 'https://mecatol.test/game/g-1' },
        tag: 'game-g-1',
        renotify: true,
      },
    },
  ]);
});

test('a malformed payload still shows a notification, and foreign URLs are replaced by the home page', async () => {
  const sw = loadWorker();
  await sw.dispatch('push', { data: sw.pushData('{not json') });
  await sw.dispatch('push', { data: sw.pushData({ title: 'x', url: 'https://evil.example/phish' }) });
  expect(sw.shown[0]).toEqual({
    title: 'Mecatol',
    options: { body: '{not json', data: { url: 'https://mecatol.test/' } },
  });
  expect(sw.shown[1]!.options.data).toEqual({ url: 'https://mecatol.test/' });
});

test('tapping focuses the tab already on that game, or opens the game in a new one', async () => {
  const withTab = loadWorker(['https://mecatol.test/lobby', 'https://mecatol.test/game/g-1']);
  let closed = 0;
  const notification = { data: { url: 'https://mecatol.test/game/g-1' }, close: () => (closed += 1) };
  await withTab.dispatch('notificationclick', { notification });
  expect(withTab.focused).toEqual(['https://mecatol.test/game/g-1']);
  expect(withTab.opened).toEqual([]);
  expect(closed).toBe(1);

  const noTab = loadWorker(['https://mecatol.test/lobby']);
  await noTab.dispatch('notificationclick', { notification });
  expect(noTab.focused).toEqual([]);
  expect(noTab.opened).toEqual(['https://mecatol.test/game/g-1']);
});
