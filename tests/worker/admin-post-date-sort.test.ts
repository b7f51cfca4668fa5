/**
 * The posts list's Date sort follows the Date column (ADR 319): a published post by its published
 * date, a scheduled draft by its scheduled time, another draft by its creation date, across pages.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PAGE_SIZE, type AdminPage } from "#contract/admin-lists.ts";
import type { AdminPostRow } from "#contract/revisions.ts";
import { adminFetch, installTestKeys, signToken } from "./support/access-keys";

let token: string;
const T0 = Date.UTC(2026, 0, 1);
const MINUTE = 60_000;
const PUBLISHED = ADMIN_PAGE_SIZE + 10;

async function walk(sort: string): Promise<AdminPostRow[]> {
  const items: AdminPostRow[] = [];
  let cursor: string | null = null;
  do {
    const res = await adminFetch(`/api/admin/blog?sort=${sort}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, token);
    expect(res.status).toBe(200);
    const page = (await res.json()) as AdminPage<AdminPostRow>;
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

/** The date the list's Date column shows for a post. */
const shown = (post: AdminPostRow): number => Date.parse((post.published && post.publishedAt) || post.publishAt || post.createdAt);

beforeAll(async () => {
  token = await signToken(await installTestKeys());
  await env.DB.exec("DELETE FROM blog_posts;");
  // Published posts created in one order and dated (backdated) in the reverse one.
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
     INSERT INTO blog_posts (slug, title, excerpt, content, author, category, published, published_at, created_at, updated_at)
     SELECT 'live-' || i, 'Live ' || i, 'x', '<p>x</p>', 'Ciara', 'Solar', 1, ?2 + (1000 - i) * ?3, ?2 + (2000 + i) * ?3, ?2 FROM n`,
  )
    .bind(PUBLISHED, T0, MINUTE)
    .run();
  const insert = (slug: string, published: number, publishedAt: number | null, publishAt: number | null, createdAt: number) =>
    env.DB.prepare(
      `INSERT INTO blog_posts (slug, title, excerpt, content, author, category, published, published_at, publish_at, created_at, updated_at)
       VALUES (?1, ?1, 'x', '<p>x</p>', 'Ciara', 'Solar', ?2, ?3, ?4, ?5, ?5)`,
    ).bind(slug, published, publishedAt, publishAt, createdAt);
  await env.DB.batch([
    // Created last, shown (and sorted) at its creation date, between live posts 55 and 56.
    insert("plain-draft", 0, null, null, T0 + 944.5 * MINUTE),
    // Created first, scheduled after every published date: the newest row.
    insert("scheduled-draft", 0, null, T0 + 5000 * MINUTE, T0),
    // Unpublished after publication: its old published date is not shown, its creation date is.
    insert("unpublished", 0, T0 + 4000 * MINUTE, null, T0 + MINUTE),
  ]);
});

describe("GET /api/admin/blog: newest and oldest sort by the date the Date column shows", () => {
  it("newest first: across pages, each post once, by published date, drafts at their shown date", async () => {
    const newest = await walk("newest");
    expect(newest).toHaveLength(PUBLISHED + 3);
    expect(new Set(newest.map((p) => p.id)).size).toBe(PUBLISHED + 3);
    const dates = newest.map(shown);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const slugs = newest.map((p) => p.slug);
    expect(slugs[0]).toBe("scheduled-draft");
    expect(slugs[1]).toBe(`live-1`);
    expect(slugs.indexOf("plain-draft")).toBe(slugs.indexOf("live-55") + 1);
    expect(slugs.indexOf("live-56")).toBe(slugs.indexOf("plain-draft") + 1);
    expect(slugs.at(-1)).toBe("unpublished");
  });

  it("oldest first is the exact reverse", async () => {
    const newest = (await walk("newest")).map((p) => p.slug);
    expect((await walk("oldest")).map((p) => p.slug)).toEqual(newest.reverse());
  });
});
