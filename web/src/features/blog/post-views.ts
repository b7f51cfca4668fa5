/**
 * A post's view count: counting this load, or reading the count without counting. Only the post's
 * own page needs it, so the blog list and the home page do not download the mutation code.
 */
import { useMutation, useQuery } from "@tanstack/react-query";
import { client, data } from "../../lib/api";
import { useRenderQueryClient } from "../../lib/public-read";
import { queryClient } from "../../lib/query-client";

/** POST /api/blog/{id}/view: counts this load and answers the count including it. Failures are only logged. */
export function useRecordView() {
  return useMutation(
    {
      mutationFn: (postId: number) => data(client.blog[":id"].view.$post({ param: { id: String(postId) } })),
      onError: (error) => console.warn("View count not recorded:", error.message),
    },
    queryClient,
  );
}

/**
 * GET /api/blog/{id}/views: the count now, without counting a view. The post itself is cached at
 * the edge and carries no count, so this is what the page shows when the view POST fails.
 */
export function useViewCount(postId: number, enabled: boolean) {
  return useQuery(
    {
      queryKey: ["blog", "views", postId],
      queryFn: () => data(client.blog[":id"].views.$get({ param: { id: String(postId) } })),
      enabled,
      retry: false,
    },
    useRenderQueryClient(),
  );
}
