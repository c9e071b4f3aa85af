// Mecatol service worker: shows turn and reminder push notifications (payload from server/notify) and, when one is
// tapped, focuses the tab already showing that game or opens it. Plain script: served as-is from /sw.js.
'use strict';

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** Only paths on this site may be opened: a notification must never send the player elsewhere. */
function sameOriginUrl(value) {
  try {
    const url = new URL(typeof value === 'string' ? value : '/', self.location.origin);
    return url.origin === self.location.origin ? url.href : new URL('/', self.location.origin).href;
  } catch {
    return new URL('/', self.location.origin).href;
  }
}

function readPayload(data) {
  if (!data) return {};
  try {
    const parsed = data.json();
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return { body: data.text() };
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  const title = typeof payload.title === 'string' && payload.title ? payload.title : 'Mecatol';
  const options = {
    body: typeof payload.body === 'string' ? payload.body : 'A game is waiting for you.',
    data: { url: sameOriginUrl(payload.url) },
  };
  if (typeof payload.tag === 'string' && payload.tag) {
    // One notification per game on the device; a newer one replaces it and alerts again.
    options.tag = payload.tag;
    options.renotify = true;
  }
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = sameOriginUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const targetPath = new URL(target).pathname;
      const open = windows.find((client) => new URL(client.url).pathname === targetPath);
      if (open) return open.focus();
      // Another tab may be in the middle of something else: open a new one rather than navigating it away.
      return self.clients.openWindow(target);
    })(),
  );
});
