import type { NextConfig } from 'next';
import { baselineSecurityHeaders } from './server/http/security-headers';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  serverExternalPackages: ['redis', 'nodemailer', 'web-push'],
  // Every response, static files included; the pages' Content-Security-Policy (with its nonce) comes from proxy.ts.
  async headers() {
    return [
      { source: '/:path*', headers: baselineSecurityHeaders({ production: process.env.NODE_ENV === 'production' }) },
    ];
  },
};

export default nextConfig;
