import { TRPCError } from '@trpc/server';
import { expect, test } from 'vitest';
import { notificationsRouter } from '@/server/api/routers/notifications';
import { createCallerFactory, createInnerContext } from '@/server/api/trpc';
import { authKeys } from '@/server/auth/store-adapter';
import { deliverNotice } from './deliver';
import { listPushSubscriptions, MAX_PUSH_SUBSCRIPTIONS } from './push';
import { RecordingMailer, testServices } from './testing/fakes';
import { makeTestStore } from './testing/store';

const createCaller = createCallerFactory(notificationsRouter);

function callers(overrides: Parameters<typeof testServices>[0] = {}) {
  const store = makeTestStore();
  const services = testServices({ pushPublicKey: 'BPublicKey', ...overrides });
  const clock = { now: 5000 };
  const as = (user: { id: string; name: string } | null) =>
    createCaller(createInnerContext({ user, store, now: () => clock.now, production: true, notifyServices: services }));
  return { store, as, clock, services };
}

const ada = { id: 'user-ada', name: 'Ada' };
const device = { endpoint: 'https://push.example/abc', expirationTime: null, keys: { p256dh: 'BKey', auth: 'secret' } };

test('settings are read and updated per user, validated by zod', async () => {
  const { as } = callers();
  expect(await as(ada).getSettings()).toEqual({
    emailEnabled: true,
    pushEnabled: true,
    email: null,
    pendingEmail: null,
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

/** Sends Ada's turn notice for a fresh wait and says where the email went. */
async function turnEmailTo(h: ReturnType<typeof callers>): Promise<string[]> {
  const mailer = h.services.mailer as RecordingMailer;
  const before = mailer.sent.length;
  h.clock.now += 1000;
  const wait = { userId: 'user-ada', since: h.clock.now, decisionLabel: 'Choose a strategy card' };
  await deliverNotice(h.store, h.services, {
    gameId: 'g1',
    gameName: 'A game',
    seat: 0,
    wait,
    interval: 0,
    reminderHours: 24,
    now: h.clock.now,
  });
  return mailer.sent.slice(before).map((m) => m.to);
}

test('a new address gets turn emails only after its owner confirms the link sent to it', async () => {
  const h = callers();
  const mailer = h.services.mailer as RecordingMailer;
  await h.store.setRecord(authKeys.user('user-ada'), { id: 'user-ada', email: 'ada@signin.test' });
  expect(await turnEmailTo(h)).toEqual(['ada@signin.test']);

  const saved = await h.as(ada).updateSettings({ email: 'Stranger@Elsewhere.test', pushEnabled: false });
  expect(saved).toMatchObject({ email: null, pendingEmail: 'stranger@elsewhere.test', pushEnabled: false });
  const confirmation = mailer.sent.at(-1);
  expect(confirmation?.to).toBe('stranger@elsewhere.test');
  expect(confirmation?.subject).toBe('Confirm your address for Mecatol turn emails');
  // Still the sign-in address: the stranger's inbox gets nothing but the one confirmation email.
  expect(await turnEmailTo(h)).toEqual(['ada@signin.test']);

  // Saving again does not send another; asking for yet another address within the minute is refused.
  await h.as(ada).updateSettings({ email: 'stranger@elsewhere.test' });
  const tooSoon = await h
    .as(ada)
    .updateSettings({ email: 'third@elsewhere.test' })
    .catch((e: unknown) => e);
  expect((tooSoon as TRPCError).code).toBe('TOO_MANY_REQUESTS');
  expect(mailer.sent.filter((m) => m.subject.startsWith('Confirm'))).toHaveLength(1);

  const token = new URL(/https:\/\/\S+/.exec(confirmation?.text ?? '')?.[0] ?? '').searchParams.get('token') ?? '';
  const forged = await h
    .as(null)
    .confirmEmail({ token: token.slice(0, -2) + 'xx' })
    .catch((e: unknown) => e);
  expect((forged as TRPCError).code).toBe('BAD_REQUEST');
  // The owner of the address need not be signed in: the link is the proof.
  expect(await h.as(null).confirmEmail({ token })).toEqual({ email: 'stranger@elsewhere.test' });
  expect(await h.as(ada).getSettings()).toMatchObject({ email: 'stranger@elsewhere.test', pendingEmail: null });
  expect(await turnEmailTo(h)).toEqual(['stranger@elsewhere.test']);
  const again = await h
    .as(null)
    .confirmEmail({ token })
    .catch((e: unknown) => e);
  expect((again as TRPCError).message).toMatch(/already used/);
});

test('the sign-in address counts as confirmed; clearing the address goes back to it', async () => {
  const h = callers();
  await h.store.setRecord(authKeys.user('user-ada'), { id: 'user-ada', email: 'ada@signin.test' });
  const mailer = h.services.mailer as RecordingMailer;
  expect(await h.as(ada).updateSettings({ email: 'ADA@signin.test' })).toMatchObject({
    email: 'ada@signin.test',
    pendingEmail: null,
  });
  expect(mailer.sent).toEqual([]);
  await h.as(ada).updateSettings({ email: null });
  expect((await h.as(ada).getSettings()).email).toBeNull();
  expect(await turnEmailTo(h)).toEqual(['ada@signin.test']);
});
