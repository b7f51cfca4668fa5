import { useQuery } from "@tanstack/react-query";
import { getPath } from "./api";
import { usePageReads } from "./page-reads";
import { queryClient } from "./query-client";

/**
 * A public GET of the API (contract/read-paths.ts), keyed by its path. The first render uses what
 * the server rendered the page with, when it did; later renders and navigations fetch as usual.
 * `failure`: the message a failed fetch surfaces as (the spec's wording); the cause is kept.
 * The data is `null` where the server found nothing (a missing post or project).
 */
export function usePublicRead<T>(path: string, failure?: string) {
  const { reads } = usePageReads();
  return useQuery<T | null>(
    {
      queryKey: ["read", path],
      queryFn: async () => {
        try {
          return await getPath<T>(path);
        } catch (cause) {
          if (failure) throw new Error(failure, { cause });
          throw cause;
        }
      },
      initialData: path in reads ? () => reads[path] as T | null : undefined,
    },
    useRenderQueryClient(),
  );
}

/** The client to query with: the request's own while the server renders, else the browser's one. */
export function useRenderQueryClient() {
  return usePageReads().queryClient ?? queryClient;
}
