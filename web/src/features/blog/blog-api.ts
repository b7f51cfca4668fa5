import type { BlogListParams } from "#contract/public-lists.ts";
import { readPaths } from "#contract/read-paths.ts";
import { publicReads, usePublicRead } from "../../lib/public-read";

const BLOG_FAILURE = "Failed to fetch blog posts";

/** GET /api/blog?limit=: the newest published posts, at most `limit` (the home preview). */
export function useLatestPosts(limit: number) {
  return usePublicRead(readPaths.blogLatest(limit), () => publicReads.blogLatest(limit), BLOG_FAILURE);
}

/** GET /api/blog?page=&tag=: a page of /blog, featured posts first; the last page stays shown while the next loads. */
export function useBlogPage(params: BlogListParams) {
  return usePublicRead(readPaths.blogPage(params), () => publicReads.blogPage(params), BLOG_FAILURE, true);
}

/** GET /api/blog/{slug}/related: up to three other posts, picked by the Worker (contract/related-posts.ts). */
export function useRelatedPosts(slug: string) {
  return usePublicRead(readPaths.blogRelated(slug), () => publicReads.blogRelated(slug));
}

/** GET /api/blog/{slug}; any non-OK answer (or none from the server's render) means "not found". */
export function useBlogPost(slug: string) {
  return usePublicRead(readPaths.blogPost(slug), () => publicReads.blogPost(slug));
}
