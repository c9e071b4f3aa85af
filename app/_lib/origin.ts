// The site's public origin for links people share (invite links): NEXTAUTH_URL when set, else the request's host.
import 'server-only';
import { headers } from 'next/headers';
import { env } from '@/server/env';

export async function siteOrigin(): Promise<string> {
  const configured = env().baseUrl;
  if (configured) return configured;
  const h = await headers();
  const host = h.get('x-forwarded-host') ?? h.get('host') ?? 'localhost:3000';
  const proto =
    h.get('x-forwarded-proto') ?? (host.startsWith('localhost') || host.startsWith('127.') ? 'http' : 'https');
  return `${proto}://${host}`;
}
