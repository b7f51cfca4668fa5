/** The media table: uploaded files' descriptions, and where posts, projects and partners use them. */
import { asc, eq, inArray, like, or, type SQL, sql } from "drizzle-orm";
import type { AdminListQuery, AdminViewPage, ViewOf } from "#contract/admin-lists.ts";
import { MEDIA_PREFIX, mediaTypes, mediaUrl, type MediaItem, type MediaType, type MediaUse } from "#contract/media.ts";
import { keysetViewPage, type ListViews, mapPage, searchWhere } from "./admin-list";
import type { Db } from "./client";
import { type AuditStatement, withAudit } from "./audit";
import { blogPosts, media, partners, projects } from "./schema";

type MediaRow = typeof media.$inferSelect;
export type NewMedia = Omit<typeof media.$inferInsert, "createdAt">;

function toMediaItem(row: MediaRow, uses: MediaUse[]): MediaItem {
  const type = row.type as MediaType;
  return {
    key: row.key,
    url: mediaUrl(row.key),
    type,
    kind: mediaTypes[type].kind,
    size: row.size,
    alt: row.alt,
    width: row.width,
    height: row.height,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    uses,
  };
}

const usesMedia = `%${MEDIA_PREFIX}%`;

/** Every use of every uploaded file, by key. One read per table: the site has tens of rows, not millions. */
async function usesByKey(db: Db): Promise<Map<string, MediaUse[]>> {
  const [posts, projectRows, partnerRows] = await Promise.all([
    db
      .select({
        id: blogPosts.id,
        title: blogPosts.title,
        imageUrl: blogPosts.imageUrl,
        ogImageUrl: blogPosts.ogImageUrl,
        content: blogPosts.content,
      })
      .from(blogPosts)
      .where(or(like(blogPosts.imageUrl, usesMedia), like(blogPosts.ogImageUrl, usesMedia), like(blogPosts.content, usesMedia))),
    db
      .select({
        id: projects.id,
        title: projects.title,
        imageUrl: projects.imageUrl,
        videoUrl: projects.videoUrl,
        descriptionHtml: projects.descriptionHtml,
      })
      .from(projects)
      .where(or(like(projects.imageUrl, usesMedia), like(projects.videoUrl, usesMedia), like(projects.descriptionHtml, usesMedia))),
    db.select({ id: partners.id, title: partners.name, logoUrl: partners.logoUrl }).from(partners).where(like(partners.logoUrl, usesMedia)),
  ]);
  const uses = new Map<string, MediaUse[]>();
  const add = (text: string | null, use: MediaUse) => {
    for (const [, key] of (text ?? "").matchAll(/\/media\/([0-9a-f]{64}\.[a-z0-9]+)/g)) {
      if (!key) continue;
      const list = uses.get(key) ?? [];
      if (!list.some((u) => u.kind === use.kind && u.id === use.id && u.field === use.field)) list.push(use);
      uses.set(key, list);
    }
  };
  for (const post of posts) {
    const base = { kind: "post", id: post.id, title: post.title } as const;
    add(post.imageUrl, { ...base, field: "image" });
    add(post.ogImageUrl, { ...base, field: "sharing image" });
    add(post.content, { ...base, field: "body" });
  }
  for (const project of projectRows) {
    const base = { kind: "project", id: project.id, title: project.title } as const;
    add(project.imageUrl, { ...base, field: "image" });
    add(project.videoUrl, { ...base, field: "video" });
    add(project.descriptionHtml, { ...base, field: "description" });
  }
  for (const partner of partnerRows) add(partner.logoUrl, { kind: "partner", id: partner.id, title: partner.title, field: "logo" });
  return uses;
}

/** An upload is "unused" once it has gone a day without a post, project or partner naming its URL. */
const UNUSED_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Uploads made before `before` (SQL, ms) that no post (image, sharing image, body, trashed posts
 * included), project (image, video, description), partner (logo) or kept revision names: what an
 * abandoned editor leaves behind. Revisions count, so a Restore never brings back a missing image.
 */
function unusedBefore(before: SQL) {
  const named = (column: string) => sql.raw(`instr(coalesce(${column}, ''), media.key) > 0`);
  return sql`${media.createdAt} < ${before}
    and not exists (select 1 from blog_posts where ${named("blog_posts.image_url")} or ${named("blog_posts.og_image_url")} or ${named("blog_posts.content")})
    and not exists (select 1 from projects where ${named("projects.image_url")} or ${named("projects.video_url")} or ${named("projects.description_html")})
    and not exists (select 1 from partners where ${named("partners.logo_url")})
    and not exists (select 1 from content_revisions where ${named("content_revisions.data")})`;
}

const typesOf = (kind: "image" | "video") => (Object.keys(mediaTypes) as MediaType[]).filter((type) => mediaTypes[type].kind === kind);
const mediaViews: ListViews<ViewOf<"media">> = {
  all: undefined,
  image: inArray(media.type, typesOf("image")),
  video: inArray(media.type, typesOf("video")),
  unused: unusedBefore(sql`(unixepoch('subsec') * 1000 - ${UNUSED_AFTER_MS})`),
};

/** One page of uploaded files of a view (images, videos) matching the search in name, alt text or type, each with its uses. */
export async function listMediaPage(db: Db, query: AdminListQuery): Promise<AdminViewPage<MediaItem, ViewOf<"media">>> {
  const where = searchWhere([media.name, media.alt, media.type], query.q);
  // The key (the file's hash) is unique: the tie-breaker between files uploaded in the same millisecond.
  const page = await keysetViewPage<MediaRow, ViewOf<"media">>(db, media, query, where, mediaViews, {
    id: { column: media.key, of: (row) => row.key },
  });
  return mapPage(page, async (rows) => {
    const uses = rows.length > 0 ? await usesByKey(db) : new Map<string, MediaUse[]>();
    return rows.map((row) => toMediaItem(row, uses.get(row.key) ?? []));
  });
}

export async function findMedia(db: Db, key: string): Promise<MediaItem | null> {
  const row = await db.select().from(media).where(eq(media.key, key)).get();
  if (!row) return null;
  return toMediaItem(row, (await usesByKey(db)).get(key) ?? []);
}

/** Records a stored file; an existing row (the same bytes uploaded again) keeps its date and takes the new alt text. */
export async function saveMedia(db: Db, item: NewMedia, audit?: AuditStatement): Promise<void> {
  await withAudit(
    db,
    db
      .insert(media)
      .values(item)
      .onConflictDoUpdate({ target: media.key, set: item.alt ? { alt: item.alt } : { key: item.key } }),
    audit,
  );
}

/** Changes the alt text; false when there is no such file. */
export async function updateMediaAlt(db: Db, key: string, alt: string | null, audit?: AuditStatement): Promise<boolean> {
  const rows = await withAudit(db, db.update(media).set({ alt }).where(eq(media.key, key)).returning({ key: media.key }), audit);
  return rows.length > 0;
}

export async function deleteMediaRow(db: Db, key: string, audit?: AuditStatement): Promise<void> {
  await withAudit(db, db.delete(media).where(eq(media.key, key)), audit);
}

/** The rows of some keys (the public pages' image sizes and alt texts). */
export async function mediaRows(db: Db, keys: readonly string[]): Promise<Map<string, MediaRow>> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return new Map();
  const rows = await db.select().from(media).where(inArray(media.key, unique));
  return new Map(rows.map((row) => [row.key, row]));
}

/**
 * Deletes the rows of uploads unused since `cutoff` (ADR 319), at most `limit`, oldest first, and
 * answers their keys for the caller to delete the files. The condition is checked again by the
 * DELETE itself, so a file a save has just put to use is kept.
 */
export async function deleteUnusedMediaRows(db: Db, cutoff: Date, limit: number): Promise<string[]> {
  const candidates = await db
    .select({ key: media.key })
    .from(media)
    .where(unusedBefore(sql`${cutoff.getTime()}`))
    .orderBy(asc(media.createdAt))
    .limit(limit);
  if (candidates.length === 0) return [];
  const keys = JSON.stringify(candidates.map((row) => row.key));
  const deleted = await db
    .delete(media)
    .where(sql`${media.key} in (select value from json_each(${keys})) and ${unusedBefore(sql`${cutoff.getTime()}`)}`)
    .returning({ key: media.key });
  return deleted.map((row) => row.key);
}
