import { useMutation, useQuery } from "@tanstack/react-query";
import type { BlogPost, BlogPostSummary, ViewCountResponse } from "../../../../contract/entities";
import { readPaths } from "../../../../contract/read-paths";
import { api } from "../../lib/api";
import { queryClient } from "../../lib/query-client";

export const blogListQueryKey = ["blog", "list"] as const;

/** GET /api/blog: published posts, newest first ('Failed to fetch blog posts' on failure). */
export function useBlogPosts() {
  return useQuery({
    queryKey: blogListQueryKey,
    queryFn: async () => {
      try {
        return await api.get<BlogPostSummary[]>(readPaths.blogList);
      } catch (cause) {
        throw new Error("Failed to fetch blog posts", { cause });
      }
    },
  }, queryClient);
}

/** GET /api/blog/{slug}; any non-OK answer means "not found". */
export function useBlogPost(slug: string) {
  return useQuery({
    queryKey: ["blog", "post", slug],
    queryFn: () => api.get<BlogPost>(readPaths.blogPost(slug)),
  }, queryClient);
}

/** POST /api/blog/{id}/view: counts this load and answers the count including it. Failures are only logged. */
export function useRecordView() {
  return useMutation({
    mutationFn: (postId: number) => api.post<ViewCountResponse>(`/api/blog/${postId}/view`),
    onError: (error) => console.warn("View count not recorded:", error.message),
  }, queryClient);
}
