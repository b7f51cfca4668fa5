import type { BlogPostSummary } from "#contract/entities.ts";

/** Posts carrying a tag, compared case-insensitively. */
export function postsTagged<T extends BlogPostSummary>(posts: readonly T[], tag: string): T[] {
  const wanted = tag.trim().toLowerCase();
  return posts.filter((post) => post.tags.some((t) => t.toLowerCase() === wanted));
}
