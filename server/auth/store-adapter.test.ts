import { afterAll, expect, test } from 'vitest';
import type { Adapter, AdapterUser, VerificationToken } from 'next-auth/adapters';
import { freshStore } from '@/server/testing/stores';
import { devUser, storeAdapter } from './store-adapter';

// Real Redis (the vitest global setup's redis-server), each test file under its own key prefix.
const store = freshStore('redis');
afterAll(() => store.close());

type Required<A> = { [K in keyof A]-?: NonNullable<A[K]> };
const adapter = storeAdapter(store) as Required<Adapter>;

const newUser = (email: string | null, name: string | null = 'Ada'): Omit<AdapterUser, 'id'> =>
  ({ email, name, emailVerified: null, image: null }) as Omit<AdapterUser, 'id'>;

const unique = () => Math.random().toString(36).slice(2, 10);

test('createUser stores a user that getUser and getUserByEmail (any letter case) return', async () => {
  const email = `ada-${unique()}@example.com`;
  const created = await adapter.createUser(newUser(email));
  expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
  expect(await adapter.getUser(created.id)).toEqual(created);
  expect(await adapter.getUserByEmail(email.toUpperCase())).toEqual(created);
  expect(await adapter.getUserByEmail(`nobody-${unique()}@example.com`)).toBeNull();
  expect(await adapter.getUser('no-such-user')).toBeNull();
});

test('two concurrent createUser calls with one address end with a single user', async () => {
  const email = `race-${unique()}@example.com`;
  const [a, b] = await Promise.all([adapter.createUser(newUser(email)), adapter.createUser(newUser(email))]);
  expect(a.id).toBe(b.id);
  expect((await adapter.getUserByEmail(email))?.id).toBe(a.id);
});

test('updateUser records emailVerified as a Date and moves the email index when the address changes', async () => {
  const before = `old-${unique()}@example.com`;
  const after = `new-${unique()}@example.com`;
  const user = await adapter.createUser(newUser(before));
  const verifiedAt = new Date('2025-01-02T03:04:05.000Z');
  const updated = await adapter.updateUser({ id: user.id, emailVerified: verifiedAt, email: after });
  expect(updated.emailVerified).toEqual(verifiedAt);
  expect(updated.name).toBe('Ada');
  expect(await adapter.getUserByEmail(before)).toBeNull();
  expect((await adapter.getUserByEmail(after))?.emailVerified).toEqual(verifiedAt);
});

test('linkAccount connects an OAuth identity to the user; unlinkAccount disconnects it', async () => {
  const user = await adapter.createUser(newUser(`gh-${unique()}@example.com`));
  const providerAccountId = unique();
  await adapter.linkAccount({
    userId: user.id,
    provider: 'github',
    providerAccountId,
    type: 'oauth',
    access_token: 'secret-access-token',
  });
  expect((await adapter.getUserByAccount({ provider: 'github', providerAccountId }))?.id).toBe(user.id);
  expect(await adapter.getUserByAccount({ provider: 'discord', providerAccountId })).toBeNull();
  // Access tokens are not kept: nothing in the stored account mentions it.
  expect(JSON.stringify(await store.getRecord(`account:github:${providerAccountId}`))).not.toContain(
    'secret-access-token',
  );
  await adapter.unlinkAccount({ provider: 'github', providerAccountId });
  expect(await adapter.getUserByAccount({ provider: 'github', providerAccountId })).toBeNull();
});

test('deleteUser removes the user, the email index and linked accounts', async () => {
  const email = `del-${unique()}@example.com`;
  const user = await adapter.createUser(newUser(email));
  const providerAccountId = unique();
  await adapter.linkAccount({ userId: user.id, provider: 'discord', providerAccountId, type: 'oauth' });
  await adapter.deleteUser(user.id);
  expect(await adapter.getUser(user.id)).toBeNull();
  expect(await adapter.getUserByEmail(email)).toBeNull();
  expect(await adapter.getUserByAccount({ provider: 'discord', providerAccountId })).toBeNull();
});

test('a verification token can be used exactly once and comes back with its expiry', async () => {
  const token: VerificationToken = {
    identifier: `magic-${unique()}@example.com`,
    token: unique(),
    expires: new Date(Date.now() + 60_000),
  };
  await adapter.createVerificationToken(token);
  const used = await adapter.useVerificationToken({ identifier: token.identifier, token: token.token });
  expect(used).toEqual(token);
  expect(await adapter.useVerificationToken({ identifier: token.identifier, token: token.token })).toBeNull();
});

test('concurrent uses of one verification token: exactly one succeeds', async () => {
  const token: VerificationToken = {
    identifier: `c-${unique()}@example.com`,
    token: unique(),
    expires: new Date(Date.now() + 60_000),
  };
  await adapter.createVerificationToken(token);
  const results = await Promise.all(
    Array.from({ length: 5 }, () => adapter.useVerificationToken({ identifier: token.identifier, token: token.token })),
  );
  expect(results.filter((r) => r !== null)).toHaveLength(1);
});

test('a verification token for another address or with another value is not found', async () => {
  const token: VerificationToken = {
    identifier: `w-${unique()}@example.com`,
    token: unique(),
    expires: new Date(Date.now() + 60_000),
  };
  await adapter.createVerificationToken(token);
  expect(
    await adapter.useVerificationToken({ identifier: `x-${unique()}@example.com`, token: token.token }),
  ).toBeNull();
  expect(await adapter.useVerificationToken({ identifier: token.identifier, token: 'forged' })).toBeNull();
});

test('a verification token disappears from Redis when it expires', async () => {
  const token: VerificationToken = {
    identifier: `t-${unique()}@example.com`,
    token: unique(),
    expires: new Date(Date.now() + 1000),
  };
  await adapter.createVerificationToken(token);
  await new Promise((r) => setTimeout(r, 2100));
  expect(await adapter.useVerificationToken({ identifier: token.identifier, token: token.token })).toBeNull();
});

test('the development sign-in gives one stable user per display name', async () => {
  const name = `Dev ${unique()}`;
  const first = await devUser(store, name);
  const again = await devUser(store, `  ${name} `);
  expect(again.id).toBe(first.id);
  expect(first.name).toBe(name);
  expect((await devUser(store, `${name} other`)).id).not.toBe(first.id);
});
