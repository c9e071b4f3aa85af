// Signed, dated tokens for links in emails: a payload and its issue time under an HMAC-SHA256 bound to one purpose,
// so a token made for one use (unsubscribe) is worthless for another (confirming an address), and old ones expire.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type SignedTokenCheck =
  | { readonly ok: true; readonly payload: string; readonly issuedAt: number }
  | { readonly ok: false; readonly problem: 'missing' | 'malformed' | 'altered' | 'expired' };

function signature(secret: string, purpose: string, payload: string, issuedAt: number): Buffer {
  return createHmac('sha256', secret).update(`${purpose}\0${issuedAt}\0${payload}`).digest();
}

/** `<payload base64url>.<issue time base36>.<signature base64url>` */
export function signToken(secret: string, purpose: string, payload: string, issuedAt: number): string {
  const body = Buffer.from(payload, 'utf8').toString('base64url');
  return `${body}.${issuedAt.toString(36)}.${signature(secret, purpose, payload, issuedAt).toString('base64url')}`;
}

/** Never throws: anything malformed, altered or older than `maxAgeMs` is refused with the reason. */
export function readToken(
  secret: string,
  purpose: string,
  token: string | null | undefined,
  now: number,
  maxAgeMs: number,
): SignedTokenCheck {
  if (!token) return { ok: false, problem: 'missing' };
  const parts = token.length <= 2048 ? token.split('.') : [];
  const [body, time, sig] = parts;
  if (parts.length !== 3 || !body || !time || !sig || !/^[\w-]+$/.test(body + sig) || !/^[0-9a-z]{1,11}$/.test(time)) {
    return { ok: false, problem: 'malformed' };
  }
  const payload = Buffer.from(body, 'base64url').toString('utf8');
  const issuedAt = parseInt(time, 36);
  // Re-encoding must give the same text, or two spellings of one token would exist.
  if (payload === '' || Buffer.from(payload, 'utf8').toString('base64url') !== body || issuedAt.toString(36) !== time) {
    return { ok: false, problem: 'malformed' };
  }
  const given = Buffer.from(sig, 'base64url');
  const expected = signature(secret, purpose, payload, issuedAt);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, problem: 'altered' };
  if (issuedAt > now + 60_000 || now - issuedAt > maxAgeMs) return { ok: false, problem: 'expired' };
  return { ok: true, payload, issuedAt };
}
