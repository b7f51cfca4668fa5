/**
 * The admin lists' views and column sorts (ADR 267): "All / Published / Draft" for posts, one view
 * per category for projects, images and videos for media, each counted among the rows the search
 * matches; Title Z–A; bad sorts and views are 400s naming the parameter.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { type AdminViewPage, ADMIN_PAGE_SIZE } from "#contract/admin-lists.ts";
import type { BlogPost, Project } from "#contract/entities.ts";
import type { MediaItem } from "#contract/media.ts";
import { adminFetch, installTestKeys, signToken } from "./support/access-keys";

let token: string;
const T0 = Date.UTC(2026, 0, 1);
const MINUTE = 60_000;

async function page<T>(path: string): Promise<AdminViewPage<T, string>> {
  const res = await adminFetch(path, token);
  expect(res.status, path).toBe(200);
  return (await res.json()) as AdminViewPage<T, string>;
}

/** Every row of a list, following the cursors. */
async function walk<T>(path: string): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  for (let n = 0; n < 20; n++) {
    const sep = path.includes("?") ? "&" : "?";
    const next: AdminViewPage<T, string> = await page<T>(cursor ? `${path}${sep}cursor=${encodeURIComponent(cursor)}` : path);
    items.push(...next.items);
    cursor = next.nextCursor;
    if (!cursor) break;
  }
  return items;
}

async function refused(path: string): Promise<{ message: string; issues: Record<string, string> }> {
  const res = await adminFetch(path, token);
  expect(res.status, path).toBe(400);
  expect(res.headers.get("Content-Type")).toContain("application/json");
  return (await res.json()) as { message: string; issues: Record<string, string> };
}

// 90 posts, every third a draft; every seventh (12) mentions heat pumps, 4 of those drafts.
const POSTS = 90;
const isDraft = (i: number) => i % 3 === 0;

beforeAll(async () => {
  token = await signToken(await installTestKeys());
  await env.DB.exec("DELETE FROM blog_posts; DELETE FROM projects; DELETE FROM media;");
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
     INSERT INTO blog_posts (slug, title, excerpt, content, author, category, published, published_at, created_at, updated_at)
     SELECT 'post-' || i, 'Post ' || printf('%03d', i), 'Excerpt' || CASE WHEN i % 7 = 0 THEN ' about heat pumps' ELSE '' END,
       '<p>Body</p>', 'Ciara', 'Solar', CASE WHEN i % 3 = 0 THEN 0 ELSE 1 END, CASE WHEN i % 3 = 0 THEN NULL ELSE ?2 + i * ?3 END,
       ?2 + i * ?3, ?2 + i * ?3 FROM n`,
  )
    .bind(POSTS, T0, MINUTE)
    .run();
  // 30 solar, 20 hydrogen, 5 EV charging projects.
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 55)
     INSERT INTO projects (title, description, location, year, client, category, region, image_url, created_at, updated_at)
     SELECT 'Site ' || printf('%02d', i), 'A site', 'Colorado', 2025, 'Client',
       CASE WHEN i <= 30 THEN 'solar' WHEN i <= 50 THEN 'hydrogen' ELSE 'ev_charging' END, 'usa', '/images/x.svg', ?1 + i * ?2, ?1 + i * ?2 FROM n`,
  )
    .bind(T0, MINUTE)
    .run();
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 12)
     INSERT INTO media (key, type, size, alt, name, created_at)
     SELECT printf('%064x', i) || CASE WHEN i <= 9 THEN '.png' ELSE '.mp4' END, CASE WHEN i <= 9 THEN 'image/png' ELSE 'video/mp4' END,
       100, 'File ' || i, 'file-' || i, ?1 + i * ?2 FROM n`,
  )
    .bind(T0, MINUTE)
    .run();
});

describe("posts: All / Published / Draft", () => {
  const drafts = Array.from({ length: POSTS }, (_, k) => k + 1).filter(isDraft).length;

  it("counts every view on every answer, whatever view is shown", async () => {
    for (const view of ["all", "published", "draft"]) {
      const answer = await page<BlogPost>(`/api/admin/blog?view=${view}`);
      expect(answer.views).toEqual({ all: POSTS, published: POSTS - drafts, draft: drafts });
    }
  });

  it("a view pages through its own rows only, its total on each page", async () => {
    const shown = await walk<BlogPost>("/api/admin/blog?view=published");
    expect(shown.every((p) => p.published)).toBe(true);
    expect(shown).toHaveLength(POSTS - drafts);
    expect(shown.length).toBeGreaterThan(ADMIN_PAGE_SIZE);
    const draftPage = await page<BlogPost>("/api/admin/blog?view=draft&sort=oldest");
    expect(draftPage.total).toBe(drafts);
    expect(draftPage.items.map((p) => p.slug).slice(0, 2)).toEqual(["post-3", "post-6"]);
  });

  it("the views count among the search's matches", async () => {
    const answer = await page<BlogPost>("/api/admin/blog?q=heat%20pumps&view=draft");
    expect(answer.views).toEqual({ all: 12, published: 8, draft: 4 });
    expect(answer.total).toBe(4);
    expect(answer.items.map((p) => p.slug)).toEqual(["post-84", "post-63", "post-42", "post-21"]);
  });

  it("sorts by title Z–A across pages, the reverse of A–Z", async () => {
    const az = (await walk<BlogPost>("/api/admin/blog?sort=title")).map((p) => p.title);
    const za = (await walk<BlogPost>("/api/admin/blog?sort=title-desc")).map((p) => p.title);
    expect(za).toHaveLength(POSTS);
    expect(za).toEqual([...az].reverse());
    expect(za[0]).toBe("Post 090");
  });
});

describe("projects: one view per category", () => {
  it("counts each category, the forms' categories with none at zero", async () => {
    const answer = await page<Project>("/api/admin/projects");
    expect(answer.views).toEqual({ all: 55, ev_charging: 5, solar: 30, hydrogen: 20, bitcoin_mining: 0, insurance_recovery: 0 });
  });

  it("a category view pages newest first through that category only", async () => {
    const solar = await walk<Project>("/api/admin/projects?view=solar");
    expect(solar).toHaveLength(30);
    expect(solar.every((p) => p.category === "solar")).toBe(true);
    expect(solar[0]?.title).toBe("Site 30");
    const hydrogen = await page<Project>("/api/admin/projects?view=hydrogen&sort=title-desc");
    expect(hydrogen.items.map((p) => p.title).slice(0, 2)).toEqual(["Site 50", "Site 49"]);
  });
});

describe("media: images and videos", () => {
  it("counts and filters by kind", async () => {
    const videos = await page<MediaItem>("/api/admin/media?view=video");
    // Every file here is older than a day and named by no post or project: all twelve are Unused (ADR 311).
    expect(videos.views).toEqual({ all: 12, image: 9, video: 3, unused: 12 });
    expect(videos.items.map((m) => m.kind)).toEqual(["video", "video", "video"]);
    expect((await page<MediaItem>("/api/admin/media?view=image&sort=oldest")).items[0]?.name).toBe("file-1");
  });
});

describe("bad sorts and views", () => {
  it.each([
    ["/api/admin/blog?view=archived", { view: "Choose one of the list's views." }],
    ["/api/admin/blog?view=", { view: "Choose one of the list's views." }],
    ["/api/admin/blog?sort=title-asc", { sort: "Choose one of the list's sort orders." }],
    ["/api/admin/projects?view=Solar", { view: "Choose one of the list's views." }],
    ["/api/admin/projects?view=general", { view: "Choose one of the list's views." }],
    ["/api/admin/media?sort=title-desc", { sort: "Choose one of the list's sort orders." }],
    ["/api/admin/media?view=audio", { view: "Choose one of the list's views." }],
    ["/api/inquiries?view=published", { view: "Choose one of the list's views." }],
    ["/api/admin/leads/affiliates?sort=title", { sort: "Choose one of the list's sort orders." }],
  ])("%s is a 400 naming the parameter", async (path, issues) => {
    const answer = await refused(path);
    expect(answer.issues).toEqual(issues);
    expect(answer.message).toEqual(expect.any(String));
  });

  it("refuses a title cursor on the reverse title order", async () => {
    const { nextCursor } = await page<BlogPost>("/api/admin/blog?sort=title");
    expect(nextCursor).not.toBeNull();
    const answer = await refused(`/api/admin/blog?sort=title-desc&cursor=${nextCursor}`);
    expect(Object.keys(answer.issues)).toEqual(["cursor"]);
  });
});
