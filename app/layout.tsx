// The page frame: header with navigation, the tRPC/TanStack Query provider, and installable-app metadata.
import type { Metadata, Viewport } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { getSessionUser } from '@/server/auth';
import { TRPCReactProvider } from './_lib/trpc';
import { SignOutButton } from './_components/sign-out-button';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Mecatol', template: '%s · Mecatol' },
  description: 'Twilight Imperium 4th Edition with Prophecy of Kings, played asynchronously in the browser.',
  applicationName: 'Mecatol',
  appleWebApp: { capable: true, title: 'Mecatol', statusBarStyle: 'black-translucent' },
  icons: {
    icon: [
      { url: '/icons/icon.svg', type: 'image/svg+xml' },
      { url: '/icons/icon-192.png', sizes: '192x192' },
    ],
    apple: '/icons/apple-touch-icon.png',
  },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#070b14',
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const user = await getSessionUser();
  return (
    <html lang="en">
      <body className="font-sans">
        <TRPCReactProvider>
          <header className="sticky top-0 z-10 border-b border-space-700 bg-space-950/95 backdrop-blur">
            <nav className="mx-auto flex max-w-5xl items-center gap-2 px-3 py-1" aria-label="Main">
              <Link href="/" className="flex min-h-11 items-center gap-2 pr-2 text-lg font-semibold text-gold-400">
                <img src="/icons/icon.svg" alt="" width={28} height={28} />
                Mecatol
              </Link>
              <div className="ml-auto flex items-center gap-1">
                {user ? (
                  <>
                    <Link
                      href="/games"
                      className="flex min-h-11 items-center whitespace-nowrap px-2 text-slate-200"
                      data-testid="nav-my-games"
                    >
                      My games
                    </Link>
                    <Link
                      href="/settings"
                      className="flex min-h-11 min-w-11 items-center justify-center px-1 text-slate-200 sm:px-2"
                      data-testid="nav-settings"
                      aria-label="Notification settings"
                    >
                      <span aria-hidden="true" className="text-lg sm:hidden">
                        ⚙
                      </span>
                      <span className="hidden sm:inline">Settings</span>
                    </Link>
                    <span className="hidden px-2 text-sm text-slate-400 sm:inline" data-testid="nav-user">
                      {user.name}
                    </span>
                    <span className="contents [&>button]:whitespace-nowrap [&>button]:px-3">
                      <SignOutButton />
                    </span>
                  </>
                ) : (
                  <Link href="/signin" className="btn-secondary">
                    Sign in
                  </Link>
                )}
              </div>
            </nav>
          </header>
          <main className="mx-auto max-w-5xl px-3 pb-16 pt-4">{children}</main>
        </TRPCReactProvider>
      </body>
    </html>
  );
}
