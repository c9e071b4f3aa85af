'use client';
// The game's event feed for this viewer (server/game/feed.ts), fetched once per game version and shared by the
// event list and the combat view.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTRPC } from '../../../_lib/trpc';
import type { FeedItem } from './feed-items';

export { tacticalSlice, type FeedItem } from './feed-items';

export function useFeed(gameId: string, version: number): { items: readonly FeedItem[]; loading: boolean } {
  const trpc = useTRPC();
  const query = useQuery({ ...trpc.game.feed.queryOptions({ gameId }), staleTime: 0 });
  const { refetch, data } = query;
  useEffect(() => {
    if (data && data.version !== version) void refetch();
  }, [version, data, refetch]);
  return { items: data?.entries ?? [], loading: query.isPending };
}
