'use client';
// Keeps a server-rendered page fresh: polls the cheap version endpoint and refreshes when it changed.
import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useTRPC } from '../_lib/trpc';

export const POLL_MS = 3_000;

/** Refreshes the page (server components re-render) when the game's version moves past `version`. */
export function VersionPoller({ gameId, version }: { gameId: string; version: number }) {
  const trpc = useTRPC();
  const router = useRouter();
  const { data } = useQuery({
    ...trpc.game.version.queryOptions({ gameId }),
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
  const refreshedFor = useRef(version);
  useEffect(() => {
    if (data && data.version !== version && refreshedFor.current !== data.version) {
      refreshedFor.current = data.version;
      router.refresh();
    }
  }, [data, version, router]);
  return null;
}

/** For pages without one version (my games): refresh every so often while visible. */
export function VersionlessRefresher({ everyMs }: { everyMs: number }) {
  const router = useRouter();
  useEffect(() => {
    const id = setInterval(() => {
      if (document.visibilityState === 'visible') router.refresh();
    }, everyMs);
    return () => clearInterval(id);
  }, [everyMs, router]);
  return null;
}
