/** Published blog posts, as the public API and the edge pages read them. */
import { and, desc, eq, getTableColumns, isNotNull } from "drizzle-orm";
import type { BlogPost, BlogPostSummary } from "../../contract/entities";
import type { Db } from "./client";
import { blogPosts } from "./schema";

type PostRow = typeof blogPosts.$inferSelect;

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** A row as the API shapes it; `viewCount` is the stored baseline until the counter adds its part. */
export function toBlogPost(row: PostRow): BlogPost {
  return { ...toBlogPostSummary(row), content: row.content };
}

/** A row without its body, as lists show it. */
function toBlogPostSummary(row: Omit<PostRow, "content">): BlogPostSummary {
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
    viewCount: row.viewCount,
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
export async function listPublishedPosts(db: Db): Promise<BlogPost[]> {
  const rows = await db.select().from(blogPosts).where(isPublic).orderBy(...newestFirst);
  return rows.map(toBlogPost);
}

// Every column but the body: lists never show it, and it is most of a row's bytes.
const { content: _body, ...summaryColumns } = getTableColumns(blogPosts);

/** Published posts without their bodies, newest first (the public list). */
export async function listPublishedPostSummaries(db: Db): Promise<BlogPostSummary[]> {
  const rows = await db.select(summaryColumns).from(blogPosts).where(isPublic).orderBy(...newestFirst);
  return rows.map(toBlogPostSummary);
}

/** One published post by its slug, or null. */
export async function findPublishedPostBySlug(db: Db, slug: string): Promise<BlogPost | null> {
  const row = await db.select().from(blogPosts).where(and(isPublic, eq(blogPosts.slug, slug))).get();
  return row ? toBlogPost(row) : null;
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
  return db.select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt }).from(blogPosts).where(isPublic).orderBy(desc(blogPosts.publishedAt));
}
