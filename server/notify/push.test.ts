import { afterAll, beforeAll, expect, test } from 'vitest';
import webpush from 'web-push';
import { notifyDecisionsChanged } from './decisions';
import { createPushSender, listPushSubscriptions, savePushSubscription, sendPushToUser, pushTopic } from './push';
import { updateNotificationSettings } from './settings';
import { RecordingMailer, testServices } from './testing/fakes';
import {
  decryptPushBody,
  makeBrowserKeys,
  makeSelfSignedCert,
  startPushEndpoint,
  type BrowserKeys,
  type TestPushEndpoint,
} from './testing/push-endpoint';
import { makeTestStore } from './testing/store';

const vapidKeys = webpush.generateVAPIDKeys();
const vapid = { ...vapidKeys, subject: 'mailto:admin@mecatol.test' };
let endpoint: TestPushEndpoint;

beforeAll(async () => {
  endpoint = await startPushEndpoint(makeSelfSignedCert());
});
afterAll(async () => {
  await endpoint.close();
});

function subscriptionFor(keys: BrowserKeys, device: string) {
  return { endpoint: `${endpoint.url}/${device}`, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

test('web-push delivers an encrypted payload the browser keys can decrypt (aes128gcm, VAPID)', async () => {
  const store = makeTestStore();
  const keys = makeBrowserKeys();
  await savePushSubscription(store, 'user-ada', subscriptionFor(keys, 'phone-1'), 1000);
  const sender = createPushSender(vapid, { agent: endpoint.agent });
  const payload = {
    title: 'Friday game: your move',
    body: 'Choose a strategy card',
    url: '/game/g-1',
    tag: 'game-g-1',
  };

  const report = await sendPushToUser(store, sender, 'user-ada', payload);

  expect(report).toEqual({ sent: 1, removed: 0, failed: 0 });
  const request = endpoint.requests.find((r) => r.path === '/phone-1');
  expect(request).toBeDefined();
  expect(request!.headers['content-encoding']).toBe('aes128gcm');
  expect(request!.headers['ttl']).toBe(String(24 * 60 * 60));
  expect(request!.headers['topic']).toBe(pushTopic('game-g-1'));
  expect(request!.headers['authorization']).toMatch(
    new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapidKeys.publicKey}$`),
  );
  expect(JSON.parse(decryptPushBody(request!.body, keys))).toEqual(payload);
});

test('a subscription answered 410 Gone or 404 is removed; one answered 500 is kept', async () => {
  const store = makeTestStore();
  const keys = makeBrowserKeys();
  await savePushSubscription(store, 'user-bo', subscriptionFor(keys, 'gone-410'), 1);
  await savePushSubscription(store, 'user-bo', subscriptionFor(keys, 'gone-404'), 2);
  await savePushSubscription(store, 'user-bo', subscriptionFor(keys, 'broken-500'), 3);
  await savePushSubscription(store, 'user-bo', subscriptionFor(keys, 'fine'), 4);
  endpoint.statusFor = (path) =>
    path === '/gone-410' ? 410 : path === '/gone-404' ? 404 : path === '/broken-500' ? 500 : 201;
  const logs: string[] = [];
  try {
    const sender = createPushSender(vapid, { agent: endpoint.agent });
    const report = await sendPushToUser(store, sender, 'user-bo', { title: 't', body: 'b', url: '/', tag: 'x' }, (m) =>
      logs.push(m),
    );
    expect(report).toEqual({ sent: 1, removed: 2, failed: 1 });
  } finally {
    endpoint.statusFor = () => 201;
  }
  const left = (await listPushSubscriptions(store, 'user-bo')).map((s) => s.subscription.endpoint).sort();
  expect(left).toEqual([`${endpoint.url}/broken-500`, `${endpoint.url}/fine`]);
  expect(logs).toEqual(['[notify] push to user user-bo failed: push service answered 500']);
});

test('a turn change pushes the decision to the waiting player through the real push path', async () => {
  const store = makeTestStore();
  const keys = makeBrowserKeys();
  await savePushSubscription(store, 'user-cy', subscriptionFor(keys, 'cy-laptop'), 1);
  await updateNotificationSettings(store, 'user-cy', { emailEnabled: false });
  const services = testServices({
    push: createPushSender(vapid, { agent: endpoint.agent }),
    mailer: new RecordingMailer(),
  });

  const report = await notifyDecisionsChanged(
    {
      store,
      gameId: 'g-7',
      gameName: 'Tuesday league',
      before: [1],
      after: [2],
      seatUsers: { 1: 'user-ada', 2: 'user-cy' },
      decisionLabel: 'Take a tactical action',
      now: Date.UTC(2026, 0, 5, 12),
      actorSeat: 1,
      delayMinutes: 0,
    },
    services,
  );

  expect(report.notified).toEqual([
    {
      seat: 2,
      userId: 'user-cy',
      outcome: { kind: 'delivered', email: 'off', push: 'sent' },
    },
  ]);
  const request = endpoint.requests.find((r) => r.path === '/cy-laptop');
  expect(JSON.parse(decryptPushBody(request!.body, keys))).toEqual({
    title: 'Tuesday league: your move',
    body: 'Take a tactical action',
    url: '/game/g-7',
    tag: 'game-g-7',
  });
});
