// The browser-facing security headers: one Content-Security-Policy for pages (a fresh nonce per request, which Next
// puts on its own scripts), and the headers every response carries. proxy.ts and next.config.ts apply them.

/** Hidden information (a seat's hand, its secret objectives) must never sit in a shared or on-disk cache. */
export const NO_STORE = 'private, no-store';

/** A nonce per request: 128 random bits, base64 as CSP's nonce-source grammar allows. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

export interface PagePolicyOptions {
  readonly nonce: string;
  /** `next dev`: React needs eval for its error overlays and the dev tools inject styles without a nonce. */
  readonly dev: boolean;
}

/**
 * The policy of every page. Scripts run only with this request's nonce ('strict-dynamic' lets them load Next's
 * chunks); styles come from our own stylesheets or carry the nonce, so no inline style attribute is allowed either
 * (the app styles with classes). Nothing may frame a page, and forms post only to this site.
 */
export function pageContentSecurityPolicy({ nonce, dev }: PagePolicyOptions): string {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(dev ? ["'unsafe-eval'"] : [])],
    // A nonce makes browsers ignore 'unsafe-inline', so development, which needs the latter, goes without the nonce.
    'style-src': ["'self'", ...(dev ? ["'unsafe-inline'"] : [`'nonce-${nonce}'`])],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    // The push service worker (/sw.js): named here so it does not fall back to script-src's nonce rule.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The policy of a response that is not an app page (the small HTML answers of /api/unsubscribe): nothing runs. */
export const STATIC_HTML_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/** Headers for every response, static files included. HSTS only in production, where the site is served over TLS. */
export function baselineSecurityHeaders(options: { readonly production: boolean }): { key: string; value: string }[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    // Invite and unsubscribe links carry tokens in their URLs: never hand a URL of ours to another site.
    { key: 'Referrer-Policy', value: 'same-origin' },
    // For browsers that predate CSP's frame-ancestors.
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
    ...(options.production ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000' }] : []),
  ];
}
