import { NextRequest } from 'next/server';
import { expect, test } from 'vitest';
import nextConfig from '@/next.config';
import { config as proxyConfig, proxy } from '@/proxy';
import { baselineSecurityHeaders, newNonce, pageContentSecurityPolicy } from './security-headers';

const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

test('the page policy: scripts and styles only with the nonce, nothing inline, no framing, forms to this site', () => {
  const nonce = newNonce();
  const d = directives(pageContentSecurityPolicy({ nonce, dev: false }));
  expect(d['script-src']).toEqual(["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"]);
  expect(d['style-src']).toEqual(["'self'", `'nonce-${nonce}'`]);
  expect(d['frame-ancestors']).toEqual(["'none'"]);
  expect(d['object-src']).toEqual(["'none'"]);
  expect(d['form-action']).toEqual(["'self'"]);
  expect(Object.values(d).flat()).not.toContain("'unsafe-inline'");
  expect(Object.values(d).flat()).not.toContain("'unsafe-eval'");
  // Only `next dev` relaxes it (React's dev tools evaluate code and inject styles).
  const dev = directives(pageContentSecurityPolicy({ nonce, dev: true }));
  expect(dev['script-src']).toContain("'unsafe-eval'");
  expect(dev['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
});

test('nonces are fresh 128-bit values in the form CSP accepts', () => {
  const nonces = new Set(Array.from({ length: 50 }, newNonce));
  expect(nonces.size).toBe(50);
  for (const n of nonces) expect(n).toMatch(/^[A-Za-z0-9+/]{22}==$/);
});

test('every response: nosniff, a referrer policy, no framing; HSTS in production only', () => {
  const production = Object.fromEntries(baselineSecurityHeaders({ production: true }).map((h) => [h.key, h.value]));
  expect(production).toMatchObject({
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
    'Strict-Transport-Security': expect.stringMatching(/^max-age=\d{8}/),
  });
  const dev = baselineSecurityHeaders({ production: false }).map((h) => h.key);
  expect(dev).toContain('X-Content-Type-Options');
  expect(dev).not.toContain('Strict-Transport-Security');
});

test('next.config.ts sends the baseline headers on every path', async () => {
  const rules = (await nextConfig.headers?.()) ?? [];
  expect(rules).toHaveLength(1);
  expect(rules[0]?.source).toBe('/:path*');
  expect(rules[0]?.headers.map((h) => h.key)).toEqual(expect.arrayContaining(['X-Content-Type-Options']));
});

test('the proxy gives each page request its own nonce, to Next (request header) and to the browser', () => {
  const first = proxy(new NextRequest('http://localhost/game/abc'));
  const second = proxy(new NextRequest('http://localhost/game/abc'));
  const policy = first.headers.get('content-security-policy') ?? '';
  expect(policy).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
  expect(second.headers.get('content-security-policy')).not.toBe(policy);
  // NextResponse.next({ request: { headers } }) hands the rewritten request headers on as x-middleware-request-*.
  expect(first.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
});

test('the proxy runs on pages, not on the API or static files', () => {
  const [matcher] = proxyConfig.matcher;
  const re = new RegExp(`^${matcher}$`);
  for (const page of ['/', '/game/abc', '/signin', '/unsubscribe', '/lobby/x']) expect(re.test(page), page).toBe(true);
  for (const other of ['/api/trpc/game.view', '/_next/static/chunks/a.js', '/sw.js', '/icons/icon.svg']) {
    expect(re.test(other), other).toBe(false);
  }
});
