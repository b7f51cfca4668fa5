/**
 * The admin lists a page at a time (ADR 251): first, next and last pages, totals, search (accents,
 * long terms), sorts, bad cursors; and the CSV exports streamed in batches.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { LeadRow } from "#contract/admin.ts";
import { ADMIN_PAGE_SIZE, type AdminPage } from "#contract/admin-lists.ts";
import type { BlogPost, Inquiry, Project } from "#contract/entities.ts";
import type { MediaItem } from "#contract/media.ts";
import type { AdminPostRow } from "#contract/revisions.ts";
import { EXPORT_BATCH } from "#worker/db/admin-leads.ts";
import { adminFetch, installTestKeys, signToken } from "./support/access-keys";

let token: string;
beforeAll(async () => {
  token = await signToken(await installTestKeys());
});

// Rows are stamped a minute apart from here, so every order is known.
const T0 = Date.UTC(2026, 0, 1);
const MINUTE = 60_000;

async function page<T>(path: string): Promise<AdminPage<T>> {
  const res = await adminFetch(path, token);
  expect(res.status).toBe(200);
  return (await res.json()) as AdminPage<T>;
}

/** Every page of a list, following the cursors; checks each page's size and total. */
async function walk<T>(path: string): Promise<{ pages: AdminPage<T>[]; items: T[] }> {
  const pages: AdminPage<T>[] = [];
  let cursor: string | null = null;
  do {
    const sep = path.includes("?") ? "&" : "?";
    const next: AdminPage<T> = await page<T>(cursor ? `${path}${sep}cursor=${encodeURIComponent(cursor)}` : path);
    pages.push(next);
    cursor = next.nextCursor;
    expect(pages.length).toBeLessThan(100);
  } while (cursor);
  const items = pages.flatMap((p) => p.items);
  for (const p of pages) expect(p.total).toBe(items.length);
  for (const p of pages.slice(0, -1)) expect(p.items).toHaveLength(ADMIN_PAGE_SIZE);
  return { pages, items };
}

async function issues(path: string): Promise<Record<string, string>> {
  const res = await adminFetch(path, token);
  expect(res.status).toBe(400);
  return ((await res.json()) as { issues: Record<string, string> }).issues;
}

const POSTS = 120;

beforeAll(async () => {
  await env.DB.exec("DELETE FROM blog_posts; DELETE FROM projects; DELETE FROM inquiries; DELETE FROM media;");
  // Titles run backwards against time, so "title" and "newest" give different orders.
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
     INSERT INTO blog_posts (slug, title, excerpt, content, author, category, created_at, updated_at)
     SELECT 'post-' || i, 'Post ' || printf('%03d', ?1 + 1 - i), 'Excerpt ' || i || CASE WHEN i % 10 = 0 THEN ' about heat pumps' ELSE '' END,
       '<p>Body</p>', 'Ciara', 'Solar', ?2 + i * ?3, ?2 + i * ?3 FROM n`,
  )
    .bind(POSTS, T0, MINUTE)
    .run();
  await env.DB.prepare(
    "INSERT INTO blog_posts (slug, title, excerpt, content, author, category, created_at, updated_at) VALUES ('emile', 'Émile Zola on Élan', 'Accents', '<p>x</p>', 'Ciara', 'Solar', ?1, ?1)",
  )
    .bind(T0)
    .run();
});

describe("GET /api/admin/blog", () => {
  it("pages newest first to the last page, each row once, with the total on every page", async () => {
    const { pages, items } = await walk<AdminPostRow>("/api/admin/blog");
    expect(pages).toHaveLength(3);
    expect(pages.at(-1)?.nextCursor).toBeNull();
    expect(items).toHaveLength(POSTS + 1);
    expect(new Set(items.map((p) => p.id)).size).toBe(POSTS + 1);
    const times = items.map((p) => Date.parse(p.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(items[0]?.slug).toBe(`post-${POSTS}`);
  });

  it("sorts oldest first and by title, across pages", async () => {
    const oldest = (await walk<AdminPostRow>("/api/admin/blog?sort=oldest")).items;
    expect(oldest[0]?.slug).toBe("emile");
    expect(oldest.at(-1)?.slug).toBe(`post-${POSTS}`);
    const byTitle = (await walk<AdminPostRow>("/api/admin/blog?sort=title")).items.map((p) => p.title);
    expect(byTitle).toEqual([...byTitle].sort());
    expect(byTitle[0]).toBe("Post 001");
  });

  it("searches title and excerpt, ignoring case, with the total of the matches", async () => {
    const hits = await page<AdminPostRow>("/api/admin/blog?q=HEAT%20Pumps");
    expect(hits.total).toBe(POSTS / 10);
    // Every tenth post's excerpt mentions heat pumps, none of the titles: newest first.
    expect(hits.items.map((p) => p.slug)).toEqual(Array.from({ length: POSTS / 10 }, (_, k) => `post-${POSTS - 10 * k}`));
    expect(hits.nextCursor).toBeNull();
  });

  it("answers each row with what the list shows and links with, the body left to the editor's read", async () => {
    await env.DB.prepare(
      `INSERT INTO blog_posts (slug, title, excerpt, content, author, category, published, published_at, publish_at, created_at, updated_at)
       VALUES ('shown-published', 'Shown published', 'E', '<p>${"Long body. ".repeat(500)}</p>', 'Ciara', 'Solar', 1, ?1, NULL, ?2, ?2),
              ('shown-scheduled', 'Shown scheduled', 'E', '<p>Body</p>', 'Ciara', 'Solar', 0, NULL, ?3, ?2, ?2)`,
    )
      .bind(T0 + 500 * MINUTE, T0 - MINUTE, T0 + 400 * MINUTE)
      .run();
    try {
      const res = await adminFetch("/api/admin/blog?q=shown", token);
      const text = await res.clone().text();
      const { items } = (await res.json()) as AdminPage<AdminPostRow>;
      expect(items.map((p) => Object.keys(p).sort())).toEqual(
        Array(2).fill(["createdAt", "id", "publishAt", "published", "publishedAt", "slug", "title"]),
      );
      expect(items).toEqual([
        {
          id: expect.any(Number),
          slug: "shown-published",
          title: "Shown published",
          published: true,
          publishedAt: new Date(T0 + 500 * MINUTE).toISOString(),
          publishAt: null,
          createdAt: new Date(T0 - MINUTE).toISOString(),
        },
        {
          id: expect.any(Number),
          slug: "shown-scheduled",
          title: "Shown scheduled",
          published: false,
          publishedAt: null,
          publishAt: new Date(T0 + 400 * MINUTE).toISOString(),
          createdAt: new Date(T0 - MINUTE).toISOString(),
        },
      ]);
      expect(text).not.toContain("Long body");
      // The editor still reads the whole post.
      const full = (await (await adminFetch(`/api/admin/blog/${items[0]?.id}`, token)).json()) as BlogPost;
      expect(full.content).toContain("Long body");
    } finally {
      await env.DB.exec("DELETE FROM blog_posts WHERE slug LIKE 'shown-%'");
    }
  });

  it("matches accented letters in either case, as the browser's search did", async () => {
    for (const q of ["émile", "ÉMILE", "élan", "Zola ON"]) {
      const hits = await page<AdminPostRow>(`/api/admin/blog?q=${encodeURIComponent(q)}`);
      expect(
        hits.items.map((p) => p.slug),
        q,
      ).toEqual(["emile"]);
    }
  });

  it("answers a long search without a D1 limit, and refuses one over 100 characters with a field message", async () => {
    // 100 characters, 200 bytes: far past the 50-byte LIKE limit a LIKE search would hit.
    expect((await page<AdminPostRow>(`/api/admin/blog?q=${encodeURIComponent("é".repeat(100))}`)).total).toBe(0);
    expect((await page<AdminPostRow>(`/api/admin/blog?q=${encodeURIComponent("%_[]'\"\\".repeat(14))}`)).total).toBe(0);
    expect(await issues(`/api/admin/blog?q=${"a".repeat(200)}`)).toEqual({ q: "Search for at most 100 characters." });
  });

  it("refuses a forged cursor, another sort's cursor and an unknown sort, never a 500", async () => {
    const message = "This page link is no longer valid: start again from the first page.";
    expect(await issues("/api/admin/blog?cursor=not-a-cursor")).toEqual({ cursor: message });
    expect(await issues(`/api/admin/blog?cursor=${btoa('["newest",{"x":1},2]')}`)).toEqual({ cursor: message });
    const { nextCursor } = await page<AdminPostRow>("/api/admin/blog");
    expect(await issues(`/api/admin/blog?sort=title&cursor=${nextCursor}`)).toEqual({ cursor: message });
    expect(await issues("/api/admin/blog?sort=popular")).toEqual({ sort: "Choose one of the list's sort orders." });
  });
});

describe("the other lists", () => {
  it("projects: pages, search and title order", async () => {
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 75)
       INSERT INTO projects (title, description, location, year, client, category, region, image_url, created_at, updated_at)
       SELECT 'Array ' || printf('%02d', i), 'A ' || CASE WHEN i % 5 = 0 THEN 'Denver' ELSE 'Pueblo' END || ' rooftop', 'Colorado', 2025, 'Client', 'solar', 'usa', '/images/x.svg', ?1 + i * ?2, ?1 + i * ?2 FROM n`,
    )
      .bind(T0, MINUTE)
      .run();
    const { pages, items } = await walk<Project>("/api/admin/projects");
    expect(pages).toHaveLength(2);
    expect(items[0]?.title).toBe("Array 75");
    expect((await page<Project>("/api/admin/projects?q=denver")).total).toBe(15);
    expect((await page<Project>("/api/admin/projects?sort=title")).items[0]?.title).toBe("Array 01");
    // Each row is what the list shows and links with; the editor reads the descriptions by id.
    expect(items[0]).toEqual({
      id: expect.any(Number),
      title: "Array 75",
      category: "solar",
      client: "Client",
      published: true,
      createdAt: new Date(T0 + 75 * MINUTE).toISOString(),
    });
    const full = (await (await adminFetch(`/api/admin/projects/${items[0]?.id}`, token)).json()) as Project;
    expect(full.description).toBe("A Denver rooftop");
  });

  it("inquiries: pages newest first with their notifications, search by e-mail, one lead by id", async () => {
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 60)
       INSERT INTO inquiries (first_name, last_name, email, inquiry_type, message, created_at)
       SELECT 'Person', 'No' || i, 'person' || i || '@example.org', 'general', 'Hello there', ?1 + i * ?2 FROM n`,
    )
      .bind(T0, MINUTE)
      .run();
    const { pages, items } = await walk<Inquiry & { notification: unknown }>("/api/inquiries");
    expect(pages).toHaveLength(2);
    expect(items[0]?.email).toBe("person60@example.org");
    expect(items.every((q) => q.notification === null)).toBe(true);
    const hit = await page<Inquiry>("/api/inquiries?q=PERSON7@EXAMPLE");
    expect(hit.items.map((q) => q.email)).toEqual(["person7@example.org"]);
    expect(hit.total).toBe(1);
    // A search matching more than a page: the total counts every match, on every page.
    const many = await walk<Inquiry>("/api/inquiries?q=%40example.org");
    expect(many.pages).toHaveLength(2);
    expect(many.pages.map((p) => p.total)).toEqual([60, 60]);
    // Fewer matches than a page (person1, person10 … person19): all of them, their number, no next page.
    const some = await page<Inquiry>("/api/inquiries?q=person1");
    expect(some.total).toBe(11);
    expect(some.nextCursor).toBeNull();
    const one = await page<Inquiry>(`/api/inquiries?lead=${hit.items[0]?.id}`);
    expect(one.total).toBe(1);
    expect(await issues("/api/inquiries?lead=abc")).toEqual({ lead: "Choose a lead by its id." });
  });

  it("each lead kind pages and searches its own columns", async () => {
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 55)
       INSERT INTO affiliates (name, email, phone, terms_accepted, referral_code, created_at)
       SELECT 'Affiliate ' || i, 'a' || i || '@example.ie', '+353 1 555 0' || printf('%03d', i), 1, 'KIL-' || i, ?1 + i * ?2 FROM n`,
    )
      .bind(T0, MINUTE)
      .run();
    const { pages, items } = await walk<LeadRow>("/api/admin/leads/affiliates?sort=oldest");
    expect(pages).toHaveLength(2);
    expect(items[0]?.cells.name).toBe("Affiliate 1");
    expect((await page<LeadRow>("/api/admin/leads/affiliates?q=kil-42")).items.map((r) => r.cells.referralCode)).toEqual(["KIL-42"]);
    for (const kind of ["project-requests", "contractor-applications", "partner-requests", "merch-quotes"])
      expect((await page<LeadRow>(`/api/admin/leads/${kind}?q=${"ü".repeat(100)}`)).total).toBe(0);
  });

  it("media: pages newest first and searches name and alt text", async () => {
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 52)
       INSERT INTO media (key, type, size, alt, name, created_at)
       SELECT printf('%064x', i) || '.png', 'image/png', 100, 'Roof ' || i, 'roof-' || i || '.png', ?1 + (i / 2) * ?2 FROM n`,
    )
      .bind(T0, MINUTE)
      .run();
    // Pairs share a time: the key breaks the tie, so no file is skipped or shown twice.
    const { pages, items } = await walk<MediaItem>("/api/admin/media");
    expect(pages).toHaveLength(2);
    expect(new Set(items.map((m) => m.key)).size).toBe(52);
    expect((await page<MediaItem>("/api/admin/media?q=roof%2051")).items.map((m) => m.name)).toEqual(["roof-51.png"]);
  });
});

describe("streamed CSV exports", () => {
  const LEADS = 3 * EXPORT_BATCH;

  beforeAll(async () => {
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
       INSERT INTO project_requests (name, email, phone, project_type, location, created_at)
       SELECT 'Lead ' || i, 'lead' || i || '@example.com', '555 0100', 'solar', 'Pueblo', ?2 + i * 1000 FROM n`,
    )
      .bind(LEADS, T0)
      .run();
    // Merch quotes between the project requests' times, to be merged into the all-kinds report.
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1500)
       INSERT INTO merch_quotes (kind, contact_name, email, created_at)
       SELECT 'custom', 'Buyer ' || i, 'buyer' || i || '@example.com', ?1 + i * 2000 + 500 FROM n`,
    )
      .bind(T0)
      .run();
  });

  /** A time as the CSV writes it in UTC: "2026-01-01 00:50". */
  const csvTime = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace("T", " ");

  it(`writes all ${LEADS} rows of a kind, newest first, in more than one chunk`, async () => {
    const res = await adminFetch("/api/admin/leads/project-requests/export", token);
    expect(res.status).toBe(200);
    const reader = res.body?.getReader();
    // Keep the byte-order mark: it is part of the file.
    const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
    let text = "";
    let chunks = 0;
    for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
      chunks += 1;
      text += decoder.decode(read.value, { stream: true });
    }
    expect(chunks).toBeGreaterThan(LEADS / EXPORT_BATCH);
    expect(text.startsWith('\uFEFF"ID","Received (UTC)","Name"')).toBe(true);
    const lines = text.slice(1).split("\r\n");
    expect(lines.at(-1)).toBe("");
    expect(lines).toHaveLength(LEADS + 2);
    expect(lines[1]).toContain(`"${csvTime(T0 + LEADS * 1000)}","Lead ${LEADS}","lead${LEADS}@example.com"`);
    expect(lines.at(-2)).toContain(`"${csvTime(T0 + 1000)}","Lead 1","lead1@example.com"`);
  });

  it("merges every kind newest first in the report's export", async () => {
    const query = new URLSearchParams({ tz: "UTC", from: "2026-01-01", to: "2026-01-02" });
    const res = await adminFetch(`/api/admin/reports/export?${query}`, token);
    expect(res.status).toBe(200);
    const lines = (await res.text()).slice(1).trimEnd().split("\r\n").slice(1);
    // Every lead of these days, whichever test stored it.
    const stored = await env.DB.prepare(
      `SELECT (SELECT COUNT(*) FROM project_requests) + (SELECT COUNT(*) FROM merch_quotes) + (SELECT COUNT(*) FROM affiliates)
        + (SELECT COUNT(*) FROM inquiries) + (SELECT COUNT(*) FROM partner_requests) + (SELECT COUNT(*) FROM contractor_applications) AS n`,
    ).first<{ n: number }>();
    expect(lines.length).toBe(stored?.n);
    const times = lines.map((line) => line.split(",")[2] ?? "");
    expect(times).toEqual([...times].sort().reverse());
    const kinds = new Set(lines.map((line) => line.split(",")[0]));
    expect(kinds).toContain('"Project Requests"');
    expect(kinds).toContain('"Merchandise Quotes"');
    const buyer = lines.find((l) => l.includes('"Buyer 1500"')) ?? "";
    expect(buyer.startsWith('"Merchandise Quotes","')).toBe(true);
    expect(buyer.split(",")[2]).toBe(`"${csvTime(T0 + 1500 * 2000 + 500)}"`);
    expect(buyer).toContain('"buyer1500@example.com"');
  });
});
