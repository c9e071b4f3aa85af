'use client';
// Tells the server this player has the game open (server/notify/presence.ts), so turn emails skip them while they
// are at the table: a heartbeat while the page is shown, and a last word when it is hidden, left or closed.
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTRPC } from '../../_lib/trpc';

/** The server's PRESENCE_HEARTBEAT_MS: it takes a page as open for a little over two beats. */
const HEARTBEAT_MS = 30_000;

export function Presence({ gameId }: { gameId: string }) {
  const trpc = useTRPC();
  const { mutate } = useMutation(trpc.presence.heartbeat.mutationOptions({ retry: false }));

  useEffect(() => {
    const shown = () => document.visibilityState === 'visible';
    const say = (open: boolean) => mutate({ gameId, open });
    if (shown()) say(true);
    const beat = setInterval(() => {
      if (shown()) say(true);
    }, HEARTBEAT_MS);
    const onVisibility = () => say(shown());
    const onLeave = () => say(false);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onLeave);
    return () => {
      clearInterval(beat);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onLeave);
      say(false);
    };
  }, [gameId, mutate]);

  // A turn email links to its decision (?decision=<id>): bring the decision panel into view.
  useEffect(() => {
    if (!new URLSearchParams(window.location.search).has('decision')) return;
    document.querySelector('[data-testid="decision-panel"]')?.scrollIntoView({ block: 'start' });
  }, []);

  return null;
}
