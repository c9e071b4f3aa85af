// Web app manifest: installable on phones and desktops (home-screen icon, standalone window).
import type { MetadataRoute } from 'next';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: 'Mecatol — Twilight Imperium, asynchronously',
    short_name: 'Mecatol',
    description: 'Play Twilight Imperium 4th Edition with Prophecy of Kings at your own pace.',
    start_url: '/games',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: '#070b14',
    theme_color: '#070b14',
    categories: ['games'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
}
