/** Blog posts as admins see and write them (drafts included). */
import { and, eq, ne, sql, type SQL } from "drizzle-orm";
import type { AdminListQuery, AdminPage } from "#contract/admin-lists.ts";
import type { BlogPostInput } from "#contract/admin-content.ts";
import { SLUG_MAX_LENGTH, slugify } from "#contract/admin-content.ts";
import type { BlogPost } from "#contract/entities.ts";
import { toBlogPost } from "./blog";
import { byText, keysetPage, mapPage, searchWhere } from "./admin-list";
import type { Db } from "./client";
import { type AuditStatement, withAudit } from "./audit";
import { blogPosts } from "./schema";

/** Thrown when an admin picks a slug another post already has. */
export class SlugTakenError extends Error {}

type PostRow = typeof blogPosts.$inferSelect;

/** One page of posts (drafts included) matching the search in title or excerpt. */
export async function listPostsPage(db: Db, query: AdminListQuery): Promise<AdminPage<BlogPost>> {
  const where = searchWhere([blogPosts.title, blogPosts.excerpt], query.q);
  const byTitle = byText((row: PostRow) => row.title, blogPosts.title);
  return mapPage(await keysetPage(db, blogPosts, query, where, { orders: { title: byTitle } }), (rows) => rows.map(toBlogPost));
}

/** Suffixes tried (-2 … -N) before a random one: far beyond any real run of equal titles. */
const MAX_SUFFIX = 10_000;

/**
 * The first free slug made from `base` — `base`, then `base-2`, `base-3` … (the base shortened so
 * the suffix fits SLUG_MAX_LENGTH) — as an SQL expression evaluated inside the INSERT or UPDATE
 * that stores it. D1 runs one statement at a time, so posts saved at the same time each get a
 * different free slug, with no read-then-write race; and each candidate is compared with `=` on
 * the slug index, never with LIKE, whose patterns D1 limits to 50 bytes (issue 29 F6, issue 30).
 */
function freeSlug(base: string, exceptId: number | null): SQL {
  const self = exceptId === null ? sql`` : sql` AND ${blogPosts.id} <> ${exceptId}`;
  return sql`coalesce((
    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${MAX_SUFFIX}),
    candidate(slug) AS (
      SELECT CASE WHEN i = 1 THEN ${base} ELSE rtrim(substr(${base}, 1, ${SLUG_MAX_LENGTH} - 1 - length(i)), '-') || '-' || i END FROM n
    )
    SELECT candidate.slug FROM candidate
    WHERE NOT EXISTS (SELECT 1 FROM ${blogPosts} WHERE ${blogPosts.slug} = candidate.slug${self})
    LIMIT 1
  ), rtrim(substr(${base}, 1, ${SLUG_MAX_LENGTH} - 9), '-') || '-' || lower(hex(randomblob(4))))`;
}

/**
 * The slug to store: the admin's own (refused when another post has it), or the first free one
 * generated from the title, chosen by the statement that stores the post.
 */
async function chooseSlug(db: Db, input: BlogPostInput, exceptId: number | null): Promise<string | SQL> {
  if (!input.slug) return freeSlug(slugify(input.title) || "post", exceptId);
  const notSelf = exceptId === null ? undefined : ne(blogPosts.id, exceptId);
  const clash = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, input.slug), notSelf))
    .get();
  if (clash) throw new SlugTakenError();
  return input.slug;
}

function columns(input: BlogPostInput, slug: string | SQL) {
  const { slug: _ignored, ...fields } = input;
  return { ...fields, slug };
}

function isUniqueViolation(error: unknown): boolean {
  return /UNIQUE constraint failed/i.test(String(error instanceof Error ? `${error.message} ${String(error.cause)}` : error));
}

export async function createPost(db: Db, input: BlogPostInput, audit?: AuditStatement): Promise<BlogPost> {
  const slug = await chooseSlug(db, input, null);
  const now = new Date();
  try {
    const [row] = await withAudit(
      db,
      db
        .insert(blogPosts)
        .values({ ...columns(input, slug), publishedAt: input.published ? now : null, createdAt: now, updatedAt: now })
        .returning(),
      audit,
    );
    if (!row) throw new Error("Insert returned no row");
    return toBlogPost(row);
  } catch (error) {
    // Two saves racing for one slug an admin typed: the loser is told, not given a 500.
    if (isUniqueViolation(error)) throw new SlugTakenError();
    throw error;
  }
}

/** A post as the public site sees it: its slug, and whether the public API and pages show it. */
export interface PublicFace {
  slug: string;
  isPublic: boolean;
}

export const publicFace = (row: { slug: string; published: boolean; publishedAt: Date | string | null }): PublicFace => ({
  slug: row.slug,
  isPublic: row.published && row.publishedAt !== null,
});

/**
 * Updates a post; null when it does not exist. Publishing first sets publishedAt; it is kept after.
 * Also answers how the public saw the post before, so the caller can purge what changed.
 */
export async function updatePost(
  db: Db,
  id: number,
  input: BlogPostInput,
  audit?: AuditStatement,
): Promise<{ post: BlogPost; before: PublicFace } | null> {
  const existing = await db
    .select({ slug: blogPosts.slug, published: blogPosts.published, publishedAt: blogPosts.publishedAt })
    .from(blogPosts)
    .where(eq(blogPosts.id, id))
    .get();
  if (!existing) return null;
  const slug = await chooseSlug(db, input, id);
  const now = new Date();
  try {
    const [row] = await withAudit(
      db,
      db
        .update(blogPosts)
        .set({ ...columns(input, slug), publishedAt: existing.publishedAt ?? (input.published ? now : null), updatedAt: now })
        .where(eq(blogPosts.id, id))
        .returning(),
      audit,
    );
    return row ? { post: toBlogPost(row), before: publicFace(existing) } : null;
  } catch (error) {
    if (isUniqueViolation(error)) throw new SlugTakenError();
    throw error;
  }
}

/** Deletes a post; how the public saw it (for cache purging) when it existed, else null. */
export async function deletePost(db: Db, id: number, audit?: AuditStatement): Promise<PublicFace | null> {
  const [row] = await withAudit(
    db,
    db
      .delete(blogPosts)
      .where(eq(blogPosts.id, id))
      .returning({ slug: blogPosts.slug, published: blogPosts.published, publishedAt: blogPosts.publishedAt }),
    audit,
  );
  return row ? publicFace(row) : null;
}
