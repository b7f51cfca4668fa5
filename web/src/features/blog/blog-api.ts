import { useMutation, useQuery } from "@tanstack/react-query";
import { readPaths } from "#contract/read-paths.ts";
import { client, data } from "../../lib/api";
import { publicReads, usePublicRead, useRenderQueryClient } from "../../lib/public-read";
import { queryClient } from "../../lib/query-client";

/** GET /api/blog: published posts, newest first ('Failed to fetch blog posts' on failure). */
export function useBlogPosts() {
  return usePublicRead(readPaths.blogList, publicReads.blogList, "Failed to fetch blog posts");
}

/** GET /api/blog/{slug}; any non-OK answer (or none from the server's render) means "not found". */
export function useBlogPost(slug: string) {
  return usePublicRead(readPaths.blogPost(slug), () => publicReads.blogPost(slug));
}

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
