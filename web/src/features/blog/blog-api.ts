import { useMutation } from "@tanstack/react-query";
import type { BlogPost, BlogPostSummary, ViewCountResponse } from "../../../../contract/entities";
import { readPaths } from "../../../../contract/read-paths";
import { api } from "../../lib/api";
import { usePublicRead } from "../../lib/public-read";
import { queryClient } from "../../lib/query-client";

/** GET /api/blog: published posts, newest first ('Failed to fetch blog posts' on failure). */
export function useBlogPosts() {
  return usePublicRead<BlogPostSummary[]>(readPaths.blogList, "Failed to fetch blog posts");
}

/** GET /api/blog/{slug}; any non-OK answer (or none from the server's render) means "not found". */
export function useBlogPost(slug: string) {
  return usePublicRead<BlogPost>(readPaths.blogPost(slug));
}

/** POST /api/blog/{id}/view: counts this load and answers the count including it. Failures are only logged. */
export function useRecordView() {
  return useMutation({
    mutationFn: (postId: number) => api.post<ViewCountResponse>(`/api/blog/${postId}/view`),
    onError: (error) => console.warn("View count not recorded:", error.message),
  }, queryClient);
}
