'use client';
// The browser's tRPC client: TanStack Query + the tRPC options proxy (`useTRPC()`), one query client per tab.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import type { AppRouter } from '@/server/api/root';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Rule violations and conflicts are answers, not transient failures: do not retry them.
      queries: { staleTime: 2_000, retry: 1 },
      mutations: { retry: false },
    },
  });
}

export function TRPCReactProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  const [trpcClient] = useState(() =>
    createTRPCClient<AppRouter>({
      // Same limit as the server's maxBatchSize (server/api/http.ts).
      links: [httpBatchLink({ url: '/api/trpc', maxItems: 10 })],
    }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
