// Signed unsubscribe tokens: the user id plus an HMAC-SHA256 over it, so a link can only switch off its own owner.
import { createHmac, timingSafeEqual } from 'node:crypto';

const VERSION = 'u1';
/** Separates this use of the secret from any other HMAC made with the same key (sessions, other links). */
const PURPOSE = 'mecatol/unsubscribe-email/v1';

function signature(secret: string, userId: string): Buffer {
  return createHmac('sha256', secret).update(`${PURPOSE}\0${userId}`).digest();
}

export function createUnsubscribeToken(secret: string, userId: string): string {
  const id = Buffer.from(userId, 'utf8').toString('base64url');
  return `${VERSION}.${id}.${signature(secret, userId).toString('base64url')}`;
}

export type TokenCheck =
  { readonly ok: true; readonly userId: string } | { readonly ok: false; readonly reason: string };

/** Never throws: any malformed input is an invalid token. */
export function verifyUnsubscribeToken(secret: string, token: string | null | undefined): TokenCheck {
  if (!token || token.length > 1024) return { ok: false, reason: 'The unsubscribe link is missing its token.' };
  const parts = token.split('.');
  const [version, id, sig] = parts;
  if (parts.length !== 3 || version !== VERSION || !id || !sig || !/^[\w-]+$/.test(id) || !/^[\w-]+$/.test(sig)) {
    return { ok: false, reason: 'The unsubscribe link is malformed.' };
  }
  const userId = Buffer.from(id, 'base64url').toString('utf8');
  // Re-encoding must give the same text, or two spellings of one token would exist.
  if (userId === '' || Buffer.from(userId, 'utf8').toString('base64url') !== id) {
    return { ok: false, reason: 'The unsubscribe link is malformed.' };
  }
  const given = Buffer.from(sig, 'base64url');
  const expected = signature(secret, userId);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'The unsubscribe link is not valid (it may have been altered).' };
  }
  return { ok: true, userId };
}
