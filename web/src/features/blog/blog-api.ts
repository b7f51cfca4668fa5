import { readPaths } from "#contract/read-paths.ts";
import { publicReads, usePublicRead } from "../../lib/public-read";

/** GET /api/blog: published posts, newest first ('Failed to fetch blog posts' on failure). */
export function useBlogPosts() {
  return usePublicRead(readPaths.blogList, publicReads.blogList, "Failed to fetch blog posts");
}

/** GET /api/blog/{slug}/related: up to three other posts, picked by the Worker (contract/related-posts.ts). */
export function useRelatedPosts(slug: string) {
  return usePublicRead(readPaths.blogRelated(slug), () => publicReads.blogRelated(slug));
}

/** GET /api/blog/{slug}; any non-OK answer (or none from the server's render) means "not found". */
export function useBlogPost(slug: string) {
  return usePublicRead(readPaths.blogPost(slug), () => publicReads.blogPost(slug));
}
