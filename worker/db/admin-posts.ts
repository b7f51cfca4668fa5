/** Blog posts as admins see and write them (drafts included). */
import { and, asc, eq, inArray, isNotNull, isNull, lte, ne, sql, type SQL } from "drizzle-orm";
import type { AdminListQuery, AdminViewPage, ViewOf } from "#contract/admin-lists.ts";
import type { BlogPostInput } from "#contract/admin-content.ts";
import { SLUG_MAX_LENGTH, slugify } from "#contract/admin-content.ts";
import type { AdminPost, AdminPostRow } from "#contract/revisions.ts";
import { toBlogPost } from "./blog";
import { dropRevisionsOf, pruneRevisions, storeSnapshot } from "./content-history";
import { byText, byTextDesc, keysetViewPage, type ListViews, mapPage, searchWhere, type SortOrder } from "./admin-list";
import type { Db } from "./client";
import { bodyToStore } from "./post-body";
import { type AuditStatement, withAudit } from "./audit";
import { blogPosts, postShownDate, postViewTotals } from "./schema";

/** Thrown when an admin picks a slug another post already has. */
export class SlugTakenError extends Error {}

type PostRow = typeof blogPosts.$inferSelect;

const postViews: ListViews<ViewOf<"posts">> = {
  all: undefined,
  published: eq(blogPosts.published, true),
  draft: eq(blogPosts.published, false),
};

/** The columns the posts list reads: what it shows and links with, never the body (AdminPostRow). */
const listColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  published: blogPosts.published,
  publishedAt: blogPosts.publishedAt,
  publishAt: blogPosts.publishAt,
  createdAt: blogPosts.createdAt,
};
type ListedRow = Pick<PostRow, keyof typeof listColumns>;

const titleOf = (row: ListedRow) => row.title;

/**
 * Newest and oldest sort by the date the list's Date column shows (ADR 319, `postShownDate`), so a
 * draft sits among the published posts at the date shown beside it; two indexes on that expression
 * serve the sort with or without a status view (ADR 251's addendum).
 */
const shownDate = postShownDate(blogPosts);
const shownDateOf = (row: ListedRow): number => ((row.published && row.publishedAt) || row.publishAt || row.createdAt).getTime();
const postOrders = {
  newest: { column: shownDate, direction: "desc", keyOf: shownDateOf },
  oldest: { column: shownDate, direction: "asc", keyOf: shownDateOf },
  title: byText(titleOf, blogPosts.title),
  "title-desc": byTextDesc(titleOf, blogPosts.title),
} satisfies Record<string, SortOrder<ListedRow>>;

/** A listed row as the list answers it. */
function toAdminPostRow(row: ListedRow): AdminPostRow {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    published: row.published,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    publishAt: row.publishAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One page of posts (drafts included, the trash not) of a view, matching the search in title or excerpt, with each view's count. */
export async function listPostsPage(db: Db, query: AdminListQuery): Promise<AdminViewPage<AdminPostRow, ViewOf<"posts">>> {
  // Trashed posts are listed in the Trash view only, and counted in none of these views.
  const where = and(isNull(blogPosts.deletedAt), searchWhere([blogPosts.title, blogPosts.excerpt], query.q));
  const page = await keysetViewPage<ListedRow, ViewOf<"posts">>(db, blogPosts, query, where, postViews, {
    columns: listColumns,
    orders: postOrders,
  });
  return mapPage(page, (rows) => rows.map(toAdminPostRow));
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

/** The stored columns of a post; its body sanitised and stamped (post-body.ts). */
async function columns(input: BlogPostInput, slug: string | SQL) {
  const { slug: _ignored, revision: _version, publishAt: _when, published: _published, publishedAt: _date, ...fields } = input;
  return { ...fields, ...(await bodyToStore(input.content)), slug };
}

function isUniqueViolation(error: unknown): boolean {
  return /UNIQUE constraint failed/i.test(String(error instanceof Error ? `${error.message} ${String(error.cause)}` : error));
}

/** A row as the admin API answers it: the post, its version and its schedule. */
function toAdminPost(row: PostRow): AdminPost {
  return { ...toBlogPost(row), revision: row.revision, updatedBy: row.updatedBy, publishAt: row.publishAt?.toISOString() ?? null };
}

/**
 * Whether a save publishes: ticked, or scheduled for a time already past (published now); a future
 * time is kept for the cron (ADR 272). publishedAt, once set, is kept, unless the admin set the
 * published date (issue 35): then that date, whether the post is published now or later.
 */
function publication(input: BlogPostInput, stored: Date | null, now: Date) {
  const at = input.publishAt ? new Date(input.publishAt) : null;
  const publishedAt = input.publishedAt ? new Date(input.publishedAt) : stored;
  if (input.published || (at && at <= now)) return { published: true, publishedAt: publishedAt ?? now, publishAt: null };
  return { published: false, publishedAt, publishAt: at };
}

export async function createPost(db: Db, input: BlogPostInput, by: string, audit?: AuditStatement): Promise<AdminPost> {
  const slug = await chooseSlug(db, input, null);
  const now = new Date();
  try {
    const [row] = await withAudit(
      db,
      db
        .insert(blogPosts)
        .values({ ...(await columns(input, slug)), ...publication(input, null, now), createdAt: now, updatedAt: now, updatedBy: by })
        .returning(),
      audit,
    );
    if (!row) throw new Error("Insert returned no row");
    return toAdminPost(row);
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

export const publicFace = (row: {
  slug: string;
  published: boolean;
  publishedAt: Date | string | null;
  deletedAt?: Date | null;
}): PublicFace => ({
  slug: row.slug,
  isPublic: row.published && row.publishedAt !== null && !row.deletedAt,
});

/** One post for the editor, trashed or not; null when there is none. */
export async function findAdminPost(db: Db, id: number): Promise<{ post: AdminPost; trashed: boolean } | null> {
  const row = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).get();
  return row ? { post: toAdminPost(row), trashed: row.deletedAt !== null } : null;
}

/** What a versioned write came to (ADR 270). */
export type WriteOutcome<T, Extra = object> =
  | ({ status: "saved"; item: T } & Extra)
  | { status: "missing" }
  | { status: "trashed" }
  | { status: "stale"; current: T };

/** Why a versioned write found nothing to change: gone, in the trash, or at another version. */
async function refusal(db: Db, id: number): Promise<WriteOutcome<AdminPost, never>> {
  const found = await findAdminPost(db, id);
  if (!found) return { status: "missing" };
  return found.trashed ? { status: "trashed" } : { status: "stale", current: found.post };
}

/**
 * Saves a post made from version `expected` (null: whatever is current, a PUT without a
 * version). One D1 batch stores the version it replaces, writes the change (only while the post is
 * still at that version and not in the trash) and prunes the oldest revisions, so two writers from
 * one version cannot both succeed and nothing is half-stored. Also answers how the public saw the
 * post before, so the caller can purge what changed.
 */
export async function updatePost(
  db: Db,
  id: number,
  input: BlogPostInput,
  write: { expected: number | null; by: string; kept: number },
  audit?: AuditStatement,
): Promise<WriteOutcome<AdminPost, { before: PublicFace }>> {
  const existing = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).get();
  if (!existing) return { status: "missing" };
  if (existing.deletedAt) return { status: "trashed" };
  if (write.expected !== null && write.expected !== existing.revision) return { status: "stale", current: toAdminPost(existing) };
  const base = existing.revision;
  const slug = await chooseSlug(db, input, id);
  const now = new Date();
  try {
    const [, [row]] = await db.batch([
      storeSnapshot(db, "post", id, base),
      db
        .update(blogPosts)
        .set({
          ...(await columns(input, slug)),
          ...publication(input, existing.publishedAt, now),
          updatedAt: now,
          updatedBy: write.by,
          revision: base + 1,
        })
        .where(and(eq(blogPosts.id, id), eq(blogPosts.revision, base), isNull(blogPosts.deletedAt)))
        .returning(),
      // The audit entry right after the change it records (it checks that rows changed).
      ...(audit ? [audit] : []),
      pruneRevisions(db, "post", id, write.kept),
    ]);
    return row ? { status: "saved", item: toAdminPost(row), before: publicFace(existing) } : await refusal(db, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw new SlugTakenError();
    throw error;
  }
}

/** Moves a post to the trash; how the public saw it (for cache purging), or null when there is none outside it. */
export async function trashPost(db: Db, id: number, by: string, audit?: AuditStatement): Promise<PublicFace | null> {
  const now = new Date();
  const [row] = await withAudit(
    db,
    db
      .update(blogPosts)
      .set({ deletedAt: now, updatedAt: now, updatedBy: by, revision: sql`${blogPosts.revision} + 1` })
      .where(and(eq(blogPosts.id, id), isNull(blogPosts.deletedAt)))
      .returning({ slug: blogPosts.slug, published: blogPosts.published, publishedAt: blogPosts.publishedAt }),
    audit,
  );
  return row ? publicFace(row) : null;
}

/** Takes a post out of the trash as it was; null when it is not in the trash. */
export async function untrashPost(db: Db, id: number, by: string, audit?: AuditStatement): Promise<AdminPost | null> {
  const now = new Date();
  const [row] = await withAudit(
    db,
    db
      .update(blogPosts)
      .set({ deletedAt: null, updatedAt: now, updatedBy: by, revision: sql`${blogPosts.revision} + 1` })
      .where(and(eq(blogPosts.id, id), isNotNull(blogPosts.deletedAt)))
      .returning(),
    audit,
  );
  return row ? toAdminPost(row) : null;
}

/** Deletes trashed posts for good, with their revisions (the caller clears their view counts first); the ids deleted. */
export async function purgePosts(db: Db, ids: readonly number[], audit?: AuditStatement): Promise<number[]> {
  if (ids.length === 0) return [];
  const [, deleted] = await db.batch([
    dropRevisionsOf(db, "post", ids),
    db
      .delete(blogPosts)
      .where(and(inArray(blogPosts.id, sql`(SELECT value FROM json_each(${JSON.stringify(ids)}))`), isNotNull(blogPosts.deletedAt)))
      .returning({ id: blogPosts.id }),
    // An admin's delete for good is audited; the cron's purge passes none.
    ...(audit ? [audit] : []),
  ]);
  return deleted.map((row) => row.id);
}

/**
 * Trashed posts whose time in the trash is over, oldest first, at most `limit`; `counted` when its
 * view counter ever wrote a total (post_view_totals), so only those counters need clearing.
 */
export async function expiredTrashedPosts(db: Db, cutoff: Date, limit: number): Promise<{ id: number; counted: boolean }[]> {
  return db
    .select({ id: blogPosts.id, counted: sql<boolean>`${postViewTotals.postId} IS NOT NULL` })
    .from(blogPosts)
    .leftJoin(postViewTotals, eq(postViewTotals.postId, blogPosts.id))
    .where(and(isNotNull(blogPosts.deletedAt), lte(blogPosts.deletedAt, cutoff)))
    .orderBy(asc(blogPosts.deletedAt))
    .limit(limit);
}

/**
 * Publishes the scheduled posts that are due (at most `limit` a run; the next minute takes the
 * rest): published, dated their scheduled time, a new version. Answers their slugs for purging.
 */
export async function publishDuePosts(db: Db, now: Date, limit: number): Promise<string[]> {
  const due = db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(isNotNull(blogPosts.publishAt), lte(blogPosts.publishAt, now), eq(blogPosts.published, false), isNull(blogPosts.deletedAt)))
    .limit(limit);
  const rows = await db
    .update(blogPosts)
    .set({
      published: true,
      publishedAt: sql`${blogPosts.publishAt}`,
      publishAt: null,
      updatedAt: now,
      revision: sql`${blogPosts.revision} + 1`,
    })
    .where(and(inArray(blogPosts.id, due), eq(blogPosts.published, false)))
    .returning({ slug: blogPosts.slug });
  return rows.map((row) => row.slug);
}
