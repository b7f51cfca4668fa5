import type { BlogListParams } from "#contract/public-lists.ts";
import { type EmbeddedListPage, readPaths } from "#contract/read-paths.ts";
import { type PublicRead, usePublicRead } from "../../lib/public-read";

const BLOG_FAILURE = "Failed to fetch blog posts";

/** GET /api/blog?limit=: the newest published posts, at most `limit` (the home preview). */
export function useLatestPosts(limit: number) {
  return usePublicRead(readPaths.blogLatest(limit), (reads) => reads.blogLatest(limit), BLOG_FAILURE);
}

/**
 * GET /api/blog?page=&tag=: a page of /blog, featured posts first; the last page stays shown while
 * the next loads. The page the HTML was rendered with comes without `items` (its cards are in the HTML: ADR 256).
 */
export function useBlogPage(params: BlogListParams) {
  const read = usePublicRead(readPaths.blogPage(params), (reads) => reads.blogPage(params), BLOG_FAILURE, true);
  return read as PublicRead<EmbeddedListPage<NonNullable<typeof read.data>> | null>;
}

/** GET /api/blog/{slug}/related: up to three other posts, picked by the Worker (contract/related-posts.ts). */
export function useRelatedPosts(slug: string) {
  return usePublicRead(readPaths.blogRelated(slug), (reads) => reads.blogRelated(slug));
}

/** GET /api/blog/{slug}; any non-OK answer (or none from the server's render) means "not found". */
export function useBlogPost(slug: string) {
  return usePublicRead(readPaths.blogPost(slug), (reads) => reads.blogPost(slug));
}
