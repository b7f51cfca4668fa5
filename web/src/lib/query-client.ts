/**
 * The site's React Query defaults: no retries, data never stale, no refetch on focus. Hooks pass
 * the client to useQuery/useMutation explicitly instead of reading it from a provider, so TanStack
 * Query is only downloaded with the pages that fetch data, not with every page's entry script
 * (ADR 091). The server renders each request with a client of its own (lib/page-reads.ts).
 */
import { QueryClient } from "@tanstack/react-query";

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false },
      mutations: { retry: false },
    },
  });
}

/** The browser's one client. */
export const queryClient = createQueryClient();
