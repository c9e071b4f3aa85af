import type { NextConfig } from 'next';
import { baselineSecurityHeaders } from './server/http/security-headers';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  serverExternalPackages: ['redis', 'nodemailer', 'web-push'],
  // scripts/test.sh type-checks the whole project (`tsc --noEmit`) before it builds: it sets this so the build does
  // not check the same files again (about half a minute). Every other build checks types as usual.
  typescript: { ignoreBuildErrors: process.env.MECATOL_TYPES_CHECKED === '1' },
  // Every response, static files included; the pages' Content-Security-Policy (with its nonce) comes from proxy.ts.
  async headers() {
    return [
      { source: '/:path*', headers: baselineSecurityHeaders({ production: process.env.NODE_ENV === 'production' }) },
    ];
  },
};

export default nextConfig;
