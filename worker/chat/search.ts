/**
 * Live search over what the site publishes in D1: published blog posts and projects, scored in
 * the Worker by the question's content words (the tables are small; one indexed read each).
 */
import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { blogPosts, projects } from "../db/schema";
import { documentScore } from "./text-match";

/** A page the assistant can point to. */
export interface FoundPage {
  readonly title: string;
  readonly path: string;
  /** One line of context ("Galway, Ireland, 2025" or the post's date). */
  readonly detail: string;
  readonly score: number;
}

// Enough rows for any realistic site; the newest come first if there were ever more.
const MAX_ROWS = 500;

/** Published posts matching the words, best first (all published posts, newest first, when `words` is empty). */
export async function searchPosts(db: Db, words: readonly string[], limit = 3): Promise<FoundPage[]> {
  const rows = await db
    .select({
      slug: blogPosts.slug,
      title: blogPosts.title,
      excerpt: blogPosts.excerpt,
      category: blogPosts.category,
      tags: blogPosts.tags,
      keywords: blogPosts.keywords,
      publishedAt: blogPosts.publishedAt,
    })
    .from(blogPosts)
    .where(and(eq(blogPosts.published, true), isNotNull(blogPosts.publishedAt)))
    .orderBy(desc(blogPosts.publishedAt))
    .limit(MAX_ROWS);
  const found = rows.map((row) => ({
    title: row.title,
    path: `/blog/${row.slug}`,
    detail: row.publishedAt ? row.publishedAt.toISOString().slice(0, 10) : "",
    score:
      words.length === 0
        ? 1
        : documentScore(words, {
            strong: `${row.title} ${row.tags.join(" ")}`,
            medium: `${row.category.replace(/_/g, " ")} ${row.keywords.join(" ")}`,
            weak: row.excerpt,
          }),
  }));
  return best(found, limit);
}

/** Projects matching the words, best first (the newest projects when `words` is empty). */
export async function searchProjects(db: Db, words: readonly string[], limit = 3): Promise<FoundPage[]> {
  const rows = await db
    .select({
      id: projects.id,
      title: projects.title,
      description: projects.description,
      location: projects.location,
      category: projects.category,
      year: projects.year,
      client: projects.client,
    })
    .from(projects)
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(MAX_ROWS);
  const found = rows.map((row) => ({
    title: row.title,
    path: `/projects/${row.id}`,
    detail: `${row.location}, ${row.year}`,
    score:
      words.length === 0
        ? 1
        : documentScore(words, {
            strong: `${row.title} ${row.category.replace(/_/g, " ")}`,
            medium: `${row.location} ${row.client}`,
            weak: row.description,
          }),
  }));
  return best(found, limit);
}

/** The top `limit` by score (stable: equal scores keep the newest-first order), zero scores dropped. */
function best(found: FoundPage[], limit: number): FoundPage[] {
  return found
    .map((page, index) => ({ page, index }))
    .filter(({ page }) => page.score > 0)
    .sort((a, b) => b.page.score - a.page.score || a.index - b.index)
    .slice(0, limit)
    .map(({ page }) => page);
}
