'use client';
// The game's event feed for this viewer (server/game/feed.ts), fetched once per game version and shared by the
// event list and the combat view, with the names of the ids its events carry.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTRPC } from '../../../_lib/trpc';
import type { FeedItem } from './feed-items';

export { tacticalSlice, type FeedItem } from './feed-items';

const NO_NAMES: Readonly<Record<string, string>> = {};

/** The feed's events, and the names of the ids they carry (the server sends only those). */
export function useFeed(
  gameId: string,
  version: number,
): { items: readonly FeedItem[]; names: Readonly<Record<string, string>>; loading: boolean } {
  const trpc = useTRPC();
  const query = useQuery({ ...trpc.game.feed.queryOptions({ gameId }), staleTime: 0 });
  const { refetch, data } = query;
  useEffect(() => {
    if (data && data.version !== version) void refetch();
  }, [version, data, refetch]);
  return { items: data?.entries ?? [], names: data?.names ?? NO_NAMES, loading: query.isPending };
}
