import { TRPCError } from '@trpc/server';
import { expect, test } from 'vitest';
import { notificationsRouter } from '@/server/api/routers/notifications';
import { createCallerFactory, createInnerContext } from '@/server/api/trpc';
import { listPushSubscriptions, MAX_PUSH_SUBSCRIPTIONS } from './push';
import { testServices } from './testing/fakes';
import { makeTestStore } from './testing/store';

const createCaller = createCallerFactory(notificationsRouter);

function callers(overrides: Parameters<typeof testServices>[0] = {}) {
  const store = makeTestStore();
  const services = testServices({ pushPublicKey: 'BPublicKey', ...overrides });
  const clock = { now: 5000 };
  const as = (user: { id: string; name: string } | null) =>
    createCaller(createInnerContext({ user, store, now: () => clock.now, production: true, notifyServices: services }));
  return { store, as, clock };
}

const ada = { id: 'user-ada', name: 'Ada' };
const device = { endpoint: 'https://push.example/abc', expirationTime: null, keys: { p256dh: 'BKey', auth: 'secret' } };

test('settings are read and updated per user, validated by zod', async () => {
  const { as } = callers();
  expect(await as(ada).getSettings()).toEqual({
    emailEnabled: true,
    pushEnabled: true,
    email: null,
    quietHours: null,
    pushAvailable: true,
  });
  const quietHours = { start: '23:00', end: '07:30', timeZone: 'Europe/Lisbon' };
  await as(ada).updateSettings({ emailEnabled: false, quietHours });
  expect(await as(ada).getSettings()).toMatchObject({ emailEnabled: false, pushEnabled: true, quietHours });
  expect(await as({ id: 'user-bo', name: 'Bo' }).getSettings()).toMatchObject({ emailEnabled: true, quietHours: null });

  const bad = await as(ada)
    .updateSettings({ quietHours: { start: '23:00', end: '07:30', timeZone: 'Nowhere/Town' } })
    .catch((e: unknown) => e);
  expect(bad).toBeInstanceOf(TRPCError);
  expect((bad as TRPCError).code).toBe('BAD_REQUEST');
});

test('every procedure requires sign-in', async () => {
  const { as } = callers();
  const calls = [
    as(null).getSettings(),
    as(null).updateSettings({ emailEnabled: false }),
    as(null).pushPublicKey(),
    as(null).subscribePush(device),
    as(null).unsubscribePush({ endpoint: device.endpoint }),
  ];
  for (const call of calls) {
    const error = await call.catch((e: unknown) => e);
    expect((error as TRPCError).code).toBe('UNAUTHORIZED');
  }
});

test('push: the public key is handed out, a device subscribes (turning push on) and unsubscribes', async () => {
  const { store, as } = callers();
  await as(ada).updateSettings({ pushEnabled: false });
  expect(await as(ada).pushPublicKey()).toEqual({ publicKey: 'BPublicKey' });

  await as(ada).subscribePush(device);
  expect((await listPushSubscriptions(store, 'user-ada')).map((s) => s.subscription)).toEqual([
    { endpoint: device.endpoint, keys: device.keys, createdAt: 5000 },
  ]);
  expect((await as(ada).getSettings()).pushEnabled).toBe(true);

  await as(ada).unsubscribePush({ endpoint: device.endpoint });
  expect(await listPushSubscriptions(store, 'user-ada')).toEqual([]);
});

test('push: subscribing fails clearly when the server has no VAPID keys; plain-http endpoints are refused', async () => {
  const { as } = callers({ push: null, pushPublicKey: null });
  expect(await as(ada).pushPublicKey()).toEqual({ publicKey: null });
  expect((await as(ada).getSettings()).pushAvailable).toBe(false);
  const error = (await as(ada)
    .subscribePush(device)
    .catch((e: unknown) => e)) as TRPCError;
  expect(error.code).toBe('PRECONDITION_FAILED');
  const { as: withPush } = callers();
  const insecure = (await withPush(ada)
    .subscribePush({ ...device, endpoint: 'http://push.example/abc' })
    .catch((e: unknown) => e)) as TRPCError;
  expect(insecure.code).toBe('BAD_REQUEST');
});

test(`a user keeps at most ${MAX_PUSH_SUBSCRIPTIONS} devices; the oldest makes room`, async () => {
  const { store, as, clock } = callers();
  for (let i = 0; i <= MAX_PUSH_SUBSCRIPTIONS; i++) {
    clock.now += 1000;
    await as(ada).subscribePush({ ...device, endpoint: `https://push.example/d${i}` });
  }
  const left = (await listPushSubscriptions(store, 'user-ada')).map((s) => s.subscription.endpoint);
  expect(left).toHaveLength(MAX_PUSH_SUBSCRIPTIONS);
  expect(left).not.toContain('https://push.example/d0');
  expect(left).toContain(`https://push.example/d${MAX_PUSH_SUBSCRIPTIONS}`);
});
