// CSRF defence for the API: a mutation is accepted only as JSON from one of our own pages. A page on another site can
// post a form (urlencoded, multipart, text/plain) anywhere without asking; JSON across origins needs a CORS
// preflight, which this API never grants. Browsers also say where a request comes from (Sec-Fetch-Site, Origin):
// anything but this site is refused. Clients that are not browsers send neither header and are judged by the type.

export interface CrossSiteRefusal {
  readonly reason: 'api/json-only' | 'api/cross-site';
  readonly message: string;
}

/** The host this request was addressed to, as the browser saw it (a proxy in front may forward it). */
function requestHosts(req: Request): Set<string> {
  const hosts = new Set<string>([new URL(req.url).host]);
  for (const name of ['host', 'x-forwarded-host']) {
    const value = req.headers.get(name)?.split(',')[0]?.trim().toLowerCase();
    if (value) hosts.add(value);
  }
  return hosts;
}

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null; // "null" (sandboxed frames, privacy redirects) or garbage: not ours
  }
}

/** Null when the request may go on; otherwise why it is refused (answered with 403). Reads no body. */
export function crossSiteRefusal(req: Request): CrossSiteRefusal | null {
  if (req.method === 'GET' || req.method === 'HEAD') return null;
  const type = req.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') {
    return { reason: 'api/json-only', message: 'Changes are accepted only as JSON (Content-Type: application/json)' };
  }
  const site = req.headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin' && site !== 'none') {
    return { reason: 'api/cross-site', message: 'Requests from other sites are refused' };
  }
  const origin = req.headers.get('origin');
  if (origin !== null) {
    const host = originHost(origin);
    if (host === null || !requestHosts(req).has(host)) {
      return { reason: 'api/cross-site', message: 'Requests from other sites are refused' };
    }
  }
  return null;
}
