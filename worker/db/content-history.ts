/**
 * What posts and projects share for their history (ADRs 270–271): the D1 statements that store the
 * version a save replaces and prune the oldest, in the same batch as the save; the revisions list
 * and one revision; the trash list. Each takes the item's table, so posts and projects differ only
 * in the fields their snapshot holds.
 */
import { and, desc, eq, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import {
  DEFAULT_REVISIONS_KEPT,
  DEFAULT_TRASH_DAYS,
  type RevisionDetail,
  type RevisionSummary,
  TRASH_PAGE_SIZE,
  type TrashPage,
} from "#contract/revisions.ts";
import type { Db } from "./client";
import { blogPosts, contentRevisions, projects } from "./schema";

export type ItemKind = "post" | "project";

const DAY_MS = 86_400_000;

/** The configured limits (wrangler.toml vars), falling back to the defaults for a missing or odd value. */
export function historySettings(env: { CONTENT_REVISIONS_KEPT?: string; TRASH_RETENTION_DAYS?: string }): {
  kept: number;
  trashMs: number;
} {
  const whole = (value: string | undefined, fallback: number, max: number) => {
    const n = Number(value);
    return Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
  };
  return {
    kept: whole(env.CONTENT_REVISIONS_KEPT, DEFAULT_REVISIONS_KEPT, 1_000),
    trashMs: whole(env.TRASH_RETENTION_DAYS, DEFAULT_TRASH_DAYS, 3_650) * DAY_MS,
  };
}

type ItemTable = typeof blogPosts | typeof projects;

/** The fields a snapshot keeps, as `json_object` arguments (lists nested as JSON, not as text). */
function snapshotObject(kind: ItemKind): SQL {
  const fields: [string, AnySQLiteColumn, ("json" | "boolean")?][] =
    kind === "post"
      ? [
          ["title", blogPosts.title],
          ["slug", blogPosts.slug],
          ["excerpt", blogPosts.excerpt],
          ["content", blogPosts.content],
          ["author", blogPosts.author],
          ["category", blogPosts.category],
          ["tags", blogPosts.tags, "json"],
          ["keywords", blogPosts.keywords, "json"],
          ["featured", blogPosts.featured, "boolean"],
          ["imageUrl", blogPosts.imageUrl],
          ["metaTitle", blogPosts.metaTitle],
          ["metaDescription", blogPosts.metaDescription],
          ["canonicalUrl", blogPosts.canonicalUrl],
          ["ogTitle", blogPosts.ogTitle],
          ["ogDescription", blogPosts.ogDescription],
          ["ogImageUrl", blogPosts.ogImageUrl],
        ]
      : [
          ["title", projects.title],
          ["description", projects.description],
          ["descriptionHtml", projects.descriptionHtml],
          ["location", projects.location],
          ["year", projects.year],
          ["client", projects.client],
          ["category", projects.category],
          ["region", projects.region],
          ["imageUrl", projects.imageUrl],
          ["videoUrl", projects.videoUrl],
          ["externalUrl", projects.externalUrl],
          ["metrics", projects.metrics, "json"],
        ];
  // Lists nest as JSON arrays and switches as true/false (SQLite stores them as text and 0/1), so a
  // snapshot passes the editor's schema as it is when restored.
  const args = fields.map(([name, column, as]) =>
    as === "json"
      ? sql`${name}, json(${column})`
      : as === "boolean"
        ? sql`${name}, json(CASE WHEN ${column} THEN 'true' ELSE 'false' END)`
        : sql`${name}, ${column}`,
  );
  return sql`json_object(${sql.join(args, sql`, `)})`;
}

const tableOf = (kind: ItemKind): ItemTable => (kind === "post" ? blogPosts : projects);

/**
 * Stores the item's current version as a revision, when it is still at `revision` and not in the
 * trash: the first statement of a save's batch, so it sees the row the save then replaces.
 */
export function storeSnapshot(db: Db, kind: ItemKind, id: number, revision: number) {
  const table = tableOf(kind);
  // Columns in the table's order (id NULL: the next one is assigned), as an insert-select needs them.
  return db.insert(contentRevisions).select(sql`
    SELECT NULL, ${kind}, ${table.id}, ${table.revision}, ${snapshotObject(kind)}, ${table.updatedBy}, ${table.updatedAt}
    FROM ${table} WHERE ${table.id} = ${id} AND ${table.revision} = ${revision} AND ${table.deletedAt} IS NULL`);
}

/** Deletes all but the newest `kept` revisions of an item: the last statement of a save's batch. */
export function pruneRevisions(db: Db, kind: ItemKind, id: number, kept: number) {
  const newest = db
    .select({ id: contentRevisions.id })
    .from(contentRevisions)
    .where(and(eq(contentRevisions.kind, kind), eq(contentRevisions.itemId, id)))
    .orderBy(desc(contentRevisions.revision))
    .limit(kept);
  return db
    .delete(contentRevisions)
    .where(and(eq(contentRevisions.kind, kind), eq(contentRevisions.itemId, id), sql`${contentRevisions.id} NOT IN ${newest}`));
}

/** Deletes the revisions of items that no longer exist (after their rows were purged, same batch). */
export function dropRevisionsOf(db: Db, kind: ItemKind, ids: readonly number[]) {
  return db
    .delete(contentRevisions)
    .where(
      and(eq(contentRevisions.kind, kind), inArray(contentRevisions.itemId, sql`(SELECT value FROM json_each(${JSON.stringify(ids)}))`)),
    );
}

/** The stored revisions of an item, newest first (at most `kept`, so the list is bounded). */
export async function listRevisions(db: Db, kind: ItemKind, id: number): Promise<RevisionSummary[]> {
  const rows = await db
    .select({
      revision: contentRevisions.revision,
      savedAt: contentRevisions.savedAt,
      savedBy: contentRevisions.savedBy,
      title: sql<string>`json_extract(${contentRevisions.data}, '$.title')`,
    })
    .from(contentRevisions)
    .where(and(eq(contentRevisions.kind, kind), eq(contentRevisions.itemId, id)))
    .orderBy(desc(contentRevisions.revision))
    .limit(1_000);
  return rows.map((row) => ({ ...row, savedAt: row.savedAt.toISOString() }));
}

/** One stored revision of an item, or null. */
export async function findRevision(db: Db, kind: ItemKind, id: number, revision: number): Promise<RevisionDetail | null> {
  const row = await db
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.kind, kind), eq(contentRevisions.itemId, id), eq(contentRevisions.revision, revision)))
    .get();
  if (!row) return null;
  const data = JSON.parse(row.data) as Record<string, unknown>;
  return { revision: row.revision, savedAt: row.savedAt.toISOString(), savedBy: row.savedBy, title: String(data.title ?? ""), data };
}

/** A page of the trash, most recently trashed first, with when each item is purged. */
export async function listTrash(db: Db, kind: ItemKind, page: number, trashMs: number): Promise<TrashPage> {
  const table = tableOf(kind);
  const [rows, [counted]] = await db.batch([
    db
      .select({ id: table.id, title: table.title, deletedAt: table.deletedAt, revision: table.revision })
      .from(table)
      .where(isNotNull(table.deletedAt))
      .orderBy(desc(table.deletedAt), desc(table.id))
      .limit(TRASH_PAGE_SIZE)
      .offset((page - 1) * TRASH_PAGE_SIZE),
    db.select({ n: sql<number>`count(*)` }).from(table).where(isNotNull(table.deletedAt)),
  ]);
  const total = counted?.n ?? 0;
  return {
    items: rows.map((row) => {
      const deletedAt = row.deletedAt ?? new Date(0);
      return {
        id: row.id,
        title: row.title,
        revision: row.revision,
        deletedAt: deletedAt.toISOString(),
        purgeAt: new Date(deletedAt.getTime() + trashMs).toISOString(),
      };
    }),
    total,
    page,
    totalPages: Math.max(1, Math.ceil(total / TRASH_PAGE_SIZE)),
  };
}
