import type { BlogPostSummary } from "./entities";

const RELATED_POSTS_MAX = 3;

/**
 * Related articles: published posts other than the current one, scored 5 for the same category
 * plus 2 per shared tag, top 3 by score, so there are 3 whenever 3 other posts exist (posts that
 * share nothing score 0 and come last); ties keep the list's order (newest first). The Worker
 * picks them (GET /api/blog/{slug}/related), so a post page carries three summaries, not the list.
 */
export function relatedPosts<T extends BlogPostSummary>(current: BlogPostSummary, posts: readonly T[]): T[] {
  const tags = new Set(current.tags.map((t) => t.toLowerCase()));
  return posts
    .filter((p) => p.published && p.id !== current.id)
    .map((post, index) => ({
      post,
      index,
      score: (post.category === current.category ? 5 : 0) + 2 * post.tags.filter((t) => tags.has(t.toLowerCase())).length,
    }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, RELATED_POSTS_MAX)
    .map(({ post }) => post);
}
