/**
 * The browser's one query client, with the site's defaults: no retries, data never stale, no
 * refetch on focus. Hooks pass it to useQuery/useMutation explicitly instead of reading it from a
 * provider, so TanStack Query is only downloaded where it is used (ADR 091): the admin, and a
 * public page once it reads the API itself (lib/live-reads.ts, ADR 255). The server renders
 * without one: a page renders from the reads embedded in it.
 */
import { QueryClient } from "@tanstack/react-query";

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false },
    mutations: { retry: false },
  },
});
