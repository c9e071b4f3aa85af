// Runs before every page: a fresh CSP nonce, passed to Next in the request's Content-Security-Policy header (Next
// reads the nonce from there and puts it on its scripts) and sent to the browser with the page. The other security
// headers come from next.config.ts, for every response.
import { NextResponse } from 'next/server';
import type { NextRequest } from 'next/server';
import { newNonce, pageContentSecurityPolicy } from './server/http/security-headers';

export function proxy(request: NextRequest): NextResponse {
  const policy = pageContentSecurityPolicy({ nonce: newNonce(), dev: process.env.NODE_ENV === 'development' });
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

export const config = {
  // Pages only: API answers are JSON (or carry their own policy), static files run nothing.
  matcher: ['/((?!api/|_next/static/|_next/image|icons/|sw\\.js$|favicon\\.ico$|manifest\\.webmanifest$).*)'],
};
