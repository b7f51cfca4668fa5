/**
 * The site's one React Query client, with the spec's defaults: no retries, data never stale, no
 * refetch on focus. Hooks pass it to useQuery/useMutation explicitly instead of reading it from a
 * provider, so TanStack Query is only downloaded with the pages that fetch data, not with every
 * page's entry script (ADR 091).
 */
import { QueryClient } from "@tanstack/react-query";

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false },
    mutations: { retry: false },
  },
});
