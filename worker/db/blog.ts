/** Published blog posts, as the public API and the edge pages read them. */
import { and, desc, eq, getTableColumns, isNotNull } from "drizzle-orm";
import type { BlogPost, BlogPostSummary, PublishedPost } from "#contract/entities.ts";
import { sanitizeHtml } from "#contract/sanitize-html.ts";
import type { Db } from "./client";
import { blogPosts } from "./schema";

type PostRow = typeof blogPosts.$inferSelect;

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/**
 * A row as the admin API shapes it: the body as stored (sanitised when it was saved); `viewCount`
 * is the stored baseline (the counter adds its part).
 */
export function toBlogPost(row: PostRow): BlogPost {
  return { ...toBlogPostSummary(row), content: row.content, viewCount: row.viewCount };
}

/**
 * A row as the public API and the pages shape it: no view count, since the answer is cached at the
 * edge, and the body sanitised again on its way out (a row written before a sanitiser change, or
 * by hand, included). Browsers render it as it comes, so the sanitiser stays out of their download.
 */
function toPublishedPost(row: PostRow): PublishedPost {
  return { ...toBlogPostSummary(row), content: sanitizeHtml(row.content) };
}

/** A row without its body, as lists show it. */
function toBlogPostSummary(row: Omit<PostRow, "content" | "viewCount">): BlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    author: row.author,
    category: row.category,
    tags: row.tags,
    keywords: row.keywords,
    featured: row.featured,
    published: row.published,
    publishedAt: iso(row.publishedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    imageUrl: row.imageUrl,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    canonicalUrl: row.canonicalUrl,
    ogTitle: row.ogTitle,
    ogDescription: row.ogDescription,
    ogImageUrl: row.ogImageUrl,
  };
}

// A post is public once it is published and has a publication date.
const isPublic = and(eq(blogPosts.published, true), isNotNull(blogPosts.publishedAt));

const newestFirst = [desc(blogPosts.publishedAt), desc(blogPosts.id)] as const;

/** Published posts, newest first. */
export async function listPublishedPosts(db: Db): Promise<PublishedPost[]> {
  const rows = await db
    .select()
    .from(blogPosts)
    .where(isPublic)
    .orderBy(...newestFirst);
  return rows.map(toPublishedPost);
}

// Every column but the body (most of a row's bytes, and lists never show it) and the view baseline.
const { content: _body, viewCount: _views, ...summaryColumns } = getTableColumns(blogPosts);

/** Published posts without their bodies, newest first (the public list). */
export async function listPublishedPostSummaries(db: Db): Promise<BlogPostSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(blogPosts)
    .where(isPublic)
    .orderBy(...newestFirst);
  return rows.map(toBlogPostSummary);
}

/** One published post by its slug, or null. */
export async function findPublishedPostBySlug(db: Db, slug: string): Promise<PublishedPost | null> {
  const row = await db
    .select()
    .from(blogPosts)
    .where(and(isPublic, eq(blogPosts.slug, slug)))
    .get();
  return row ? toPublishedPost(row) : null;
}

/** The stored view baseline of a published post, or null when there is no such published post. */
export async function findPublishedPostBaseline(db: Db, id: number): Promise<number | null> {
  const row = await db
    .select({ viewCount: blogPosts.viewCount })
    .from(blogPosts)
    .where(and(isPublic, eq(blogPosts.id, id)))
    .get();
  return row ? row.viewCount : null;
}

/** Every published post's slug and last change, for the sitemap. */
export async function listPublishedPostLastmods(db: Db): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(isPublic)
    .orderBy(desc(blogPosts.publishedAt));
}
