/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  serverExternalPackages: ['redis', 'nodemailer', 'web-push'],
};

module.exports = nextConfig;
