// Where sign-in may send a person afterwards: a path on this site, never another site (no open redirect).
/** Where a missing or refused callback goes. */
export const DEFAULT_CALLBACK = '/games';

/** Any origin of our own choosing: a value that resolves to another origin against it names another site. */
const PROBE_ORIGIN = 'http://mecatol.invalid';

/**
 * The same-site path in `value` (a query parameter, maybe repeated), or the default. Browsers read "\" as "/" and
 * drop tabs and line breaks inside URLs, so "/\evil.example" and "/<tab>/evil.example" are "//evil.example" to them:
 * a host. Anything with those characters is refused outright, and what remains is resolved the way a browser would.
 */
export function sameSitePath(
  value: string | readonly string[] | null | undefined,
  fallback = DEFAULT_CALLBACK,
): string {
  const v = typeof value === 'string' ? value : value?.[0];
  if (!v || v.length > 2048 || !v.startsWith('/') || /[\\\u0000-\u001f\u007f]/.test(v)) return fallback;
  let url: URL;
  try {
    url = new URL(v, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  // "/..//evil.example" resolves to the path "//evil.example", which a browser would take as a host again.
  return url.origin === PROBE_ORIGIN && !path.startsWith('//') ? path : fallback;
}

/** next-auth's redirect callback: a URL on `baseUrl`'s origin (absolute or a path), else `baseUrl` + the default. */
export function sameSiteRedirect(url: string, baseUrl: string): string {
  const base = new URL(baseUrl);
  let path: string = url;
  if (!url.startsWith('/')) {
    try {
      const absolute = new URL(url);
      path = absolute.origin === base.origin ? `${absolute.pathname}${absolute.search}${absolute.hash}` : '';
    } catch {
      path = '';
    }
  }
  return `${base.origin}${sameSitePath(path)}`;
}
