// Before next-auth sends a sign-in email: at most so many per address and per client (issue 9, finding 6), and a
// plain answer when storage is down (finding 14) instead of next-auth's generic failure. The sign-in page shows the
// message for the `error` code in the URL the answer carries (next-auth's client navigates to it).
import { enforceRateLimit } from '@/server/api/rate-limits';
import type { RateLimits } from '@/server/api/rate-limits';
import { StoreUnavailableError } from '@/server/store/types';
import type { GameStore } from '@/server/store/types';
import { TRPCError } from '@trpc/server';

/** Error codes the sign-in page explains (app/signin/page.tsx). */
export const SIGN_IN_ERRORS = {
  TooManyEmails: 'Too many sign-in emails were asked for. Wait an hour, then ask for a new link.',
  StorageUnavailable: 'Storage is unavailable right now, so no sign-in email was sent. Try again in a moment.',
} as const;

/** next-auth's own normalisation of the address (lower case, trimmed, one domain). */
export function normalizeEmail(email: string): string {
  const [local = '', domain = ''] = email.toLowerCase().trim().split('@');
  return `${local}@${domain.split(',')[0] ?? ''}`;
}

/**
 * The client's address: the last X-Forwarded-For entry (added by the proxy nearest to us: Vercel, or Next's own
 * server, which sets it from the socket), else X-Real-IP. Earlier entries are whatever the client claimed.
 */
export function clientAddress(req: Request): string {
  const forwarded = req.headers.get('x-forwarded-for');
  const last = forwarded
    ?.split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .at(-1);
  return last ?? req.headers.get('x-real-ip')?.trim() ?? 'unknown';
}

function refusal(json: boolean, status: 429 | 503, code: keyof typeof SIGN_IN_ERRORS, base: string): Response {
  const url = new URL(`/signin?error=${code}`, base).toString();
  const headers = { 'Retry-After': status === 429 ? '3600' : '5' };
  // next-auth's client posts json=true and navigates to `url`; a plain form post gets the message as text.
  if (json) return Response.json({ url, error: SIGN_IN_ERRORS[code] }, { status, headers });
  return new Response(SIGN_IN_ERRORS[code], { status, headers: { ...headers, 'content-type': 'text/plain' } });
}

/**
 * For a POST to next-auth's email sign-in (`…/signin/email`): counts it against the address and the client, and
 * answers 429 over a limit or 503 when storage is down; null lets next-auth handle the request (the body is read
 * from a clone, so the original is untouched).
 */
export async function guardEmailSignIn(
  req: Request,
  opts: { readonly store: GameStore; readonly limits: RateLimits; readonly baseUrl?: string | null },
): Promise<Response | null> {
  if (req.method !== 'POST' || !new URL(req.url).pathname.endsWith('/signin/email')) return null;
  const base = opts.baseUrl ?? new URL(req.url).origin;
  let email = '';
  let json = false;
  try {
    const form = await req.clone().formData();
    email = String(form.get('email') ?? '');
    json = form.get('json') === 'true';
  } catch {
    return null; // not a form: next-auth refuses it itself
  }
  if (email.trim() === '') return null;
  try {
    await enforceRateLimit(opts.store, opts.limits, 'sign-in-email-client', clientAddress(req));
    await enforceRateLimit(opts.store, opts.limits, 'sign-in-email-address', normalizeEmail(email));
  } catch (error) {
    if (error instanceof TRPCError && error.code === 'TOO_MANY_REQUESTS') {
      return refusal(json, 429, 'TooManyEmails', base);
    }
    if (error instanceof StoreUnavailableError) {
      console.error(`[auth] sign-in email not sent: ${error.message}`);
      return refusal(json, 503, 'StorageUnavailable', base);
    }
    throw error;
  }
  return null;
}
