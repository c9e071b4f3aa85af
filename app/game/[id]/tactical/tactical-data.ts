'use client';
// The server's helpers for the decision on screen (server/api/routers/game-tactical.ts): the viewer's unit facts,
// board names, and the movement sources or production offer. Cached per decision.
import { useQuery } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/server/api/root';
import { useTRPC } from '../../../_lib/trpc';

export type TacticalInfo = inferRouterOutputs<AppRouter>['game']['tactical'];

export function useTactical(gameId: string, cacheKey: number) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.game.tactical.queryOptions({ gameId, cacheKey }), staleTime: 60_000 });
}
