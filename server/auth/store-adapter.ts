// next-auth v4 adapter over the project's GameStore records: users, linked OAuth accounts, email verification
// tokens. Sessions are JWTs, so no session records. OAuth access/refresh tokens are never stored (not needed).
import { randomUUID } from 'node:crypto';
import type { Adapter, AdapterAccount, AdapterUser, VerificationToken } from 'next-auth/adapters';
import type { GameStore } from '@/server/store/types';

/** A user as stored (dates as ISO strings; JSON records). */
export interface StoredUser {
  readonly id: string;
  readonly name: string | null;
  readonly email: string | null;
  readonly emailVerified: string | null;
  readonly image: string | null;
}

interface StoredAccount {
  readonly userId: string;
  readonly provider: string;
  readonly providerAccountId: string;
  readonly type: string;
}

interface StoredVerificationToken {
  readonly identifier: string;
  readonly token: string;
  readonly expires: string;
}

export const authKeys = {
  user: (id: string) => `user:${id}`,
  userByEmail: (email: string) => `user-email:${normalizeEmail(email)}`,
  account: (provider: string, providerAccountId: string) => `account:${provider}:${providerAccountId}`,
  userAccounts: (userId: string) => `user-accounts:${userId}`,
  verification: (identifier: string, token: string) => `auth-token:${normalizeEmail(identifier)}:${token}`,
  verificationUsed: (identifier: string, token: string) => `auth-token-used:${normalizeEmail(identifier)}:${token}`,
} as const;

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

const toAdapterUser = (u: StoredUser): AdapterUser => ({
  id: u.id,
  name: u.name,
  // next-auth types email as string; users from the dev sign-in or some OAuth providers have none.
  email: u.email ?? '',
  emailVerified: u.emailVerified ? new Date(u.emailVerified) : null,
  image: u.image,
});

const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);

export interface StoreAdapterOptions {
  readonly newId?: () => string;
  readonly now?: () => number;
}

/** `source` may be a getter so the app can build its auth options before the store is opened. */
export function storeAdapter(
  source: GameStore | (() => GameStore | Promise<GameStore>),
  options: StoreAdapterOptions = {},
): Adapter {
  const newId = options.newId ?? randomUUID;
  const now = options.now ?? Date.now;
  const getStore = async (): Promise<GameStore> => (typeof source === 'function' ? source() : source);

  async function getUser(id: string): Promise<AdapterUser | null> {
    const store = await getStore();
    const u = await store.getRecord<StoredUser>(authKeys.user(id));
    return u ? toAdapterUser(u) : null;
  }

  async function getUserByEmail(email: string): Promise<AdapterUser | null> {
    const store = await getStore();
    const id = await store.getRecord<string>(authKeys.userByEmail(email));
    return id ? getUser(id) : null;
  }

  return {
    async createUser(user: Omit<AdapterUser, 'id'>): Promise<AdapterUser> {
      const store = await getStore();
      const id = newId();
      const email = user.email ? normalizeEmail(user.email) : null;
      if (email) {
        // Claim the address first, so two concurrent sign-ins with one address end with one user.
        const claimed = await store.setRecordIfAbsent(authKeys.userByEmail(email), id);
        if (!claimed) {
          const existing = await getUserByEmail(email);
          if (existing) return existing;
        }
      }
      const stored: StoredUser = {
        id,
        name: user.name ?? null,
        email,
        emailVerified: iso(user.emailVerified),
        image: user.image ?? null,
      };
      await store.setRecord(authKeys.user(id), stored);
      return toAdapterUser(stored);
    },

    getUser,
    getUserByEmail,

    async getUserByAccount({ provider, providerAccountId }): Promise<AdapterUser | null> {
      const store = await getStore();
      const account = await store.getRecord<StoredAccount>(authKeys.account(provider, providerAccountId));
      return account ? getUser(account.userId) : null;
    },

    async updateUser(patch): Promise<AdapterUser> {
      const store = await getStore();
      const current = await store.getRecord<StoredUser>(authKeys.user(patch.id));
      if (!current) throw new Error(`updateUser: no user ${patch.id}`);
      const email = patch.email !== undefined ? (patch.email ? normalizeEmail(patch.email) : null) : current.email;
      const next: StoredUser = {
        id: current.id,
        name: patch.name !== undefined ? (patch.name ?? null) : current.name,
        email,
        emailVerified: patch.emailVerified !== undefined ? iso(patch.emailVerified) : current.emailVerified,
        image: patch.image !== undefined ? (patch.image ?? null) : current.image,
      };
      if (email !== current.email) {
        if (current.email) await store.deleteRecord(authKeys.userByEmail(current.email));
        if (email) await store.setRecord(authKeys.userByEmail(email), current.id);
      }
      await store.setRecord(authKeys.user(current.id), next);
      return toAdapterUser(next);
    },

    async deleteUser(userId: string): Promise<void> {
      const store = await getStore();
      const user = await store.getRecord<StoredUser>(authKeys.user(userId));
      if (!user) return;
      for (const key of await store.setMembers(authKeys.userAccounts(userId))) await store.deleteRecord(key);
      await store.deleteRecord(authKeys.userAccounts(userId));
      if (user.email) await store.deleteRecord(authKeys.userByEmail(user.email));
      await store.deleteRecord(authKeys.user(userId));
    },

    async linkAccount(account: AdapterAccount): Promise<void> {
      const store = await getStore();
      const key = authKeys.account(account.provider, account.providerAccountId);
      const stored: StoredAccount = {
        userId: account.userId,
        provider: account.provider,
        providerAccountId: account.providerAccountId,
        type: account.type,
      };
      await store.setRecord(key, stored);
      await store.addToSet(authKeys.userAccounts(account.userId), key);
    },

    async unlinkAccount({
      provider,
      providerAccountId,
    }: Pick<AdapterAccount, 'provider' | 'providerAccountId'>): Promise<void> {
      const store = await getStore();
      const key = authKeys.account(provider, providerAccountId);
      const account = await store.getRecord<StoredAccount>(key);
      if (!account) return;
      await store.deleteRecord(key);
      await store.removeFromSet(authKeys.userAccounts(account.userId), key);
    },

    async createVerificationToken(token: VerificationToken): Promise<VerificationToken> {
      const store = await getStore();
      const ttlSeconds = Math.max(1, Math.ceil((token.expires.getTime() - now()) / 1000));
      const stored: StoredVerificationToken = {
        identifier: token.identifier,
        token: token.token,
        expires: token.expires.toISOString(),
      };
      await store.setRecord(authKeys.verification(token.identifier, token.token), stored, { ttlSeconds });
      return token;
    },

    /** Single use: the first caller gets the token, every later (or concurrent) caller gets null. */
    async useVerificationToken({ identifier, token }): Promise<VerificationToken | null> {
      const store = await getStore();
      const key = authKeys.verification(identifier, token);
      const stored = await store.getRecord<StoredVerificationToken>(key);
      if (!stored) return null;
      const expires = new Date(stored.expires);
      const ttlSeconds = Math.max(1, Math.ceil((expires.getTime() - now()) / 1000));
      const first = await store.setRecordIfAbsent(authKeys.verificationUsed(identifier, token), 1, { ttlSeconds });
      await store.deleteRecord(key);
      if (!first) return null;
      // next-auth itself rejects expired tokens; it needs the real expiry back to do so.
      return { identifier: stored.identifier, token: stored.token, expires };
    },
  };
}

/** The dev sign-in's users: one stable user per display name, so signing in as "Ada" again is the same player. */
export async function devUser(store: GameStore, name: string): Promise<AdapterUser> {
  const slug =
    name
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'player';
  const id = `dev-${slug}`;
  const existing = await store.getRecord<StoredUser>(authKeys.user(id));
  if (existing) return toAdapterUser(existing);
  const stored: StoredUser = { id, name: name.trim(), email: null, emailVerified: null, image: null };
  await store.setRecord(authKeys.user(id), stored);
  return toAdapterUser(stored);
}
