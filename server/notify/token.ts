// Unsubscribe tokens: the user id and the time the email was made, signed (server/notify/signed-token.ts). Every
// email carries a fresh one; a token expires after UNSUBSCRIBE_TOKEN_DAYS, and using one retires every token issued
// up to that moment (the store remembers when), so a link found later in an old email or a forwarded one is dead.
import type { GameStore } from '@/server/store/types';
import { notifyKeys } from './keys';
import { readToken, signToken } from './signed-token';

/** Separates this use of the secret from any other HMAC made with the same key (sessions, other links). */
const PURPOSE = 'mecatol/unsubscribe-email/v2';
const VERSION = 'u2';
export const UNSUBSCRIBE_TOKEN_DAYS = 60;
const MAX_AGE_MS = UNSUBSCRIBE_TOKEN_DAYS * 24 * 60 * 60 * 1000;

export function createUnsubscribeToken(secret: string, userId: string, issuedAt: number): string {
  return `${VERSION}.${signToken(secret, PURPOSE, userId, issuedAt)}`;
}

export type TokenCheck =
  | { readonly ok: true; readonly userId: string; readonly issuedAt: number }
  | { readonly ok: false; readonly reason: string };

const REASONS = {
  missing: 'The unsubscribe link is missing its token.',
  malformed: 'The unsubscribe link is malformed.',
  altered: 'The unsubscribe link is not valid (it may have been altered).',
  expired: `The unsubscribe link has expired (links work for ${UNSUBSCRIBE_TOKEN_DAYS} days).`,
  used: 'This unsubscribe link was already used.',
} as const;

/** The signature and age only (no store): never throws. */
export function verifyUnsubscribeToken(secret: string, token: string | null | undefined, now: number): TokenCheck {
  if (!token) return { ok: false, reason: REASONS.missing };
  if (!token.startsWith(`${VERSION}.`)) return { ok: false, reason: REASONS.malformed };
  const read = readToken(secret, PURPOSE, token.slice(VERSION.length + 1), now, MAX_AGE_MS);
  return read.ok
    ? { ok: true, userId: read.payload, issuedAt: read.issuedAt }
    : { ok: false, reason: REASONS[read.problem] };
}

/** Also refuses a token issued before its user last unsubscribed with one. */
export async function checkUnsubscribeToken(
  store: GameStore,
  secret: string,
  token: string | null | undefined,
  now: number,
): Promise<TokenCheck> {
  const check = verifyUnsubscribeToken(secret, token, now);
  if (!check.ok) return check;
  const retiredUpTo = await store.getRecord<number>(notifyKeys.unsubscribeRetiredUpTo(check.userId));
  return typeof retiredUpTo === 'number' && check.issuedAt <= retiredUpTo ? { ok: false, reason: REASONS.used } : check;
}

/** After a token was used: it, and every token issued until now, stop working. */
export async function retireUnsubscribeTokens(store: GameStore, userId: string, now: number): Promise<void> {
  // Kept as long as any token it retires could still be presented.
  const ttlSeconds = Math.ceil(MAX_AGE_MS / 1000) + 24 * 60 * 60;
  await store.setRecord(notifyKeys.unsubscribeRetiredUpTo(userId), now, { ttlSeconds });
}
