/**
 * The public lists paged in D1 (docs/decisions/250-paging-public-lists.md), on enough content to
 * have pages: 55 published posts (3 featured) and 30 projects, seeded with the db helpers; one post
 * is re-tagged through the admin API to show post_tags follows every write.
 */
import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { ApiError, BlogPostSummary, Project } from "#contract/entities.ts";
import type { ListPage } from "#contract/public-lists.ts";
import { getDb } from "#worker/db/client.ts";
import { blogPosts, projects } from "#worker/db/schema.ts";
import { RSS_ITEM_LIMIT } from "#worker/pages/rss.ts";
import { adminJson, installTestKeys, signToken } from "./support/access-keys";
import { ORIGIN } from "./support/helpers";

const SITE = "https://www.kilbride.example";
const POSTS = 55;
const FEATURED = new Set([5, 20, 40]);
const DAY = 86_400_000;

beforeAll(async () => {
  const db = getDb(env);
  // Post n is published n days after the first, so post 55 is the newest; every fifth is tagged "Solar".
  const rows = Array.from({ length: POSTS }, (_, i) => {
    const n = i + 1;
    return {
      id: n,
      slug: `post-${n}`,
      title: `Post number ${n}`,
      excerpt: `Excerpt ${n}.`,
      content: `<p>Body of post ${n}, long enough.</p>`,
      author: "Ciara Byrne",
      category: n % 2 ? "renewable_energy" : "company_news",
      tags: n % 5 === 0 ? ["Solar", "roi"] : [`topic-${n}`],
      featured: FEATURED.has(n),
      published: true,
      publishedAt: new Date(Date.UTC(2024, 0, 1) + n * DAY),
    };
  });
  // A few rows per statement: D1 refuses a query with more than 100 bound parameters.
  for (let i = 0; i < rows.length; i += 5) await db.insert(blogPosts).values(rows.slice(i, i + 5));
  const [oldest] = rows;
  if (!oldest) throw new Error("no rows");
  await db.insert(blogPosts).values({ ...oldest, id: 999, slug: "a-draft", title: "Draft", published: false, publishedAt: null });
  const projectRows = Array.from({ length: 30 }, (_, i) => ({
    id: i + 1,
    title: `Project ${String(i + 1).padStart(2, "0")}`,
    description: "Built and commissioned.",
    location: i % 3 === 0 ? "Denver, Colorado" : "Rotterdam, Netherlands",
    year: 2000 + i,
    client: "Client",
    category: i % 2 ? "hydrogen" : "solar",
    region: "usa",
  }));
  for (let i = 0; i < projectRows.length; i += 5) await db.insert(projects).values(projectRows.slice(i, i + 5));
});

async function json<T>(path: string): Promise<{ status: number; body: T }> {
  const res = await SELF.fetch(`${ORIGIN}${path}`);
  return { status: res.status, body: (await res.json()) as T };
}

async function page(path: string) {
  const res = await SELF.fetch(`${ORIGIN}${path}`);
  return { res, html: await res.text() };
}

const ids = (items: readonly { id: number }[]) => items.map((item) => item.id);
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, "&");
const links = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<a [^>]*href="([^"]*)"[^>]*rel="${rel}"|<a [^>]*rel="${rel}"[^>]*href="([^"]*)"`, "g"))].map((m) =>
    (m[1] ?? m[2] ?? "").replace(/&amp;/g, "&"),
  );
const cardSlugs = (html: string) => [...html.matchAll(/href="\/blog\/(post-\d+)"/g)].map((m) => m[1]);

describe("GET /api/blog", () => {
  it("without a page answers the spec's array: the newest posts, at most a page; ?limit= asks for fewer", async () => {
    const all = await json<BlogPostSummary[]>("/api/blog");
    expect(ids(all.body)).toEqual([55, 54, 53, 52, 51, 50, 49, 48, 47, 46, 45, 44]);
    expect(ids((await json<BlogPostSummary[]>("/api/blog?limit=3")).body)).toEqual([55, 54, 53]);
    expect(ids((await json<BlogPostSummary[]>("/api/blog?tag=SOLAR&limit=2")).body)).toEqual([55, 50]);
  });

  it("first, middle and last pages: featured posts first, then the rest newest first, with the totals", async () => {
    const first = (await json<ListPage<BlogPostSummary>>("/api/blog?page=1")).body;
    expect(first).toMatchObject({ page: 1, pageSize: 12, totalItems: POSTS, totalPages: 5 });
    expect(ids(first.items)).toEqual([40, 20, 5, 55, 54, 53, 52, 51, 50, 49, 48, 47]);
    const middle = (await json<ListPage<BlogPostSummary>>("/api/blog?page=3")).body;
    expect(ids(middle.items)).toEqual([33, 32, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22]);
    const last = (await json<ListPage<BlogPostSummary>>("/api/blog?page=5")).body;
    expect(ids(last.items)).toEqual([8, 7, 6, 4, 3, 2, 1]);
    // Every published post is on exactly one page; the draft on none.
    const everyPage = await Promise.all([1, 2, 3, 4, 5].map((n) => json<ListPage<BlogPostSummary>>(`/api/blog?page=${n}`)));
    const seen = everyPage.flatMap((p) => ids(p.body.items));
    expect(new Set(seen).size).toBe(POSTS);
    expect(seen).not.toContain(999);
  });

  it("narrows to a tag, case-insensitively, through every page", async () => {
    const tagged = (await json<ListPage<BlogPostSummary>>("/api/blog?page=1&tag=solar")).body;
    expect(tagged).toMatchObject({ totalItems: 11, totalPages: 1 });
    expect(ids(tagged.items)).toEqual([40, 20, 5, 55, 50, 45, 35, 30, 25, 15, 10]);
    expect((await json<ListPage<BlogPostSummary>>("/api/blog?page=1&tag=nothing-has-this")).body).toMatchObject({
      items: [],
      totalItems: 0,
      totalPages: 1,
    });
  });

  it("past the last page answers 404; a malformed page or limit 400 with the field's message", async () => {
    const past = await json<ApiError>("/api/blog?page=6");
    expect(past.status).toBe(404);
    expect(past.body.message).toBe("There is no page 6: the last page is 5.");
    expect((await json<ApiError>("/api/blog?page=2&tag=nothing-has-this")).status).toBe(404);
    for (const bad of ["0", "-1", "abc", "1.5", "01", "", "1e3", "9999999"]) {
      const res = await json<ApiError>(`/api/blog?page=${encodeURIComponent(bad)}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.issues?.page, bad).toBe("Page must be a whole number from 1.");
    }
    for (const bad of ["0", "13", "x"]) expect((await json<ApiError>(`/api/blog?limit=${bad}`)).body.issues?.limit, bad).toContain("Limit");
    expect((await json<ApiError>(`/api/blog?page=1&tag=${"t".repeat(41)}`)).body.issues?.tag).toBe("Tag must be at most 40 characters.");
  });
});

describe("GET /api/projects", () => {
  it("without a page answers the spec's array: the first page, newest first", async () => {
    const all = await json<Project[]>("/api/projects");
    expect(all.body).toHaveLength(12);
    expect(all.body[0]?.id).toBe(30);
  });

  it("filters, searches and sorts in D1, a page at a time", async () => {
    const url = "/api/projects?category=solar&q=DENVER&sort=oldest";
    const first = (await json<ListPage<Project>>(`${url}&page=1`)).body;
    // Solar is every other project from 1; Denver every third from 1: projects 1, 7, 13, 19, 25.
    expect(first).toMatchObject({ totalItems: 5, totalPages: 1 });
    expect(ids(first.items)).toEqual([1, 7, 13, 19, 25]);
    const alphabetical = (await json<ListPage<Project>>("/api/projects?sort=alphabetical&page=3")).body;
    expect(ids(alphabetical.items)).toEqual([25, 26, 27, 28, 29, 30]);
    expect((await json<ApiError>(`${url}&page=2`)).status).toBe(404);
  });

  it("a search of any allowed length cannot reach D1's LIKE limit, and too long a search is a 400", async () => {
    const long = "d".repeat(100);
    expect((await json<ListPage<Project>>(`/api/projects?q=${long}&page=1`)).body.totalItems).toBe(0);
    const tooLong = await json<ApiError>(`/api/projects?q=${long}d`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.issues?.q).toBe("Search must be at most 100 characters.");
    for (const [param, field] of [
      ["sort=random", "sort"],
      ["page=0", "page"],
    ]) {
      expect((await json<ApiError>(`/api/projects?${param}`)).body.issues?.[field ?? ""], param).toBeTruthy();
    }
  });
});

describe("the /blog pages", () => {
  it("page 1 shows its twelve posts, featured first, links to page 2, and its canonical has no page", async () => {
    const { res, html } = await page("/blog");
    expect(res.status).toBe(200);
    expect(cardSlugs(html)).toEqual(["post-40", "post-20", "post-5", ...[55, 54, 53, 52, 51, 50, 49, 48, 47].map((n) => `post-${n}`)]);
    expect(links(html, "next")).toEqual(["/blog?page=2"]);
    expect(links(html, "prev")).toEqual([]);
    expect(canonical(html)).toBe(`${SITE}/blog`);
    expect(canonical((await page("/blog?page=1")).html)).toBe(`${SITE}/blog`);
  });

  it("a middle page links both ways and is its own canonical; the last links back only", async () => {
    const middle = (await page("/blog?page=3")).html;
    expect(cardSlugs(middle)).toEqual([33, 32, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22].map((n) => `post-${n}`));
    expect(links(middle, "prev")).toEqual(["/blog?page=2"]);
    expect(links(middle, "next")).toEqual(["/blog?page=4"]);
    expect(canonical(middle)).toBe(`${SITE}/blog?page=3`);
    expect(middle).toContain('aria-current="page"');
    const last = (await page("/blog?page=5")).html;
    expect(cardSlugs(last)).toEqual([8, 7, 6, 4, 3, 2, 1].map((n) => `post-${n}`));
    expect(links(last, "next")).toEqual([]);
    expect(links(last, "prev")).toEqual(["/blog?page=4"]);
  });

  it("a tag's pages keep the tag in their links and canonical", async () => {
    const { html } = await page("/blog?tag=solar");
    expect(canonical(html)).toBe(`${SITE}/blog?tag=solar`);
    expect(html).toContain("Showing articles tagged");
    expect(cardSlugs(html)).toHaveLength(11);
  });

  it.each(["/blog?page=6", "/blog?page=abc", "/blog?page=0", "/blog?page=", "/blog?tag=solar&page=2"])(
    "%s answers 404 with the list's not-found screen and a noindex head, uncached",
    async (path) => {
      const { res, html } = await page(path);
      expect(res.status).toBe(404);
      expect(res.headers.get("Cache-Control")).toBe("private, no-store");
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).toContain("Page Not Found");
      expect(html).toContain('href="/blog"');
    },
  );

  it("every page is tagged with the posts it shows, so a post's change purges it", async () => {
    const tags = (await SELF.fetch(`${ORIGIN}/blog?page=3`)).headers.get("Cache-Tag")?.split(",");
    expect(tags).toEqual(expect.arrayContaining(["page:/blog", "posts"]));
  });
});

describe("the /projects pages", () => {
  it("render the filtered page with category links, a GET search form and page links that keep the filters", async () => {
    const { res, html } = await page("/projects?category=hydrogen&sort=oldest&page=2");
    expect(res.status).toBe(200);
    expect(canonical(html)).toBe(`${SITE}/projects?category=hydrogen&sort=oldest&page=2`);
    // Hydrogen is projects 2, 4, …, 30 (15), oldest first: page 2 holds 26, 28, 30.
    expect([...html.matchAll(/href="\/projects\/(\d+)"/g)].map((m) => Number(m[1]))).toEqual([26, 28, 30]);
    expect(links(html, "prev")).toEqual(["/projects?category=hydrogen&sort=oldest"]);
    expect(html).toMatch(/<form [^>]*action="\/projects" method="get">/);
    expect(html).toContain('<input type="hidden" name="category" value="hydrogen"/>');
    expect(html).toContain('name="q"');
    expect(html).toContain('href="/projects?category=solar&amp;sort=oldest"');
    // Tagged with the projects it shows, like /blog's pages: a project's change purges every page of every list.
    expect(res.headers.get("Cache-Tag")?.split(",")).toEqual(expect.arrayContaining(["page:/projects", "projects"]));
    expect((await page("/projects?page=4")).res.status).toBe(404);
    expect((await page("/projects?page=x")).res.status).toBe(404);
  });
});

describe("pages embed only what they show", () => {
  it("the home page carries the newest three posts, not the list", async () => {
    const { html } = await page("/");
    const json = /<script type="application\/json" id="page-reads">([^<]*)<\/script>/.exec(html)?.[1] ?? "{}";
    const reads = JSON.parse(json) as Record<string, BlogPostSummary[]>;
    expect(ids(reads["/api/blog?limit=3"] ?? [])).toEqual([55, 54, 53]);
    expect(Object.keys(reads).filter((path) => path.startsWith("/api/blog"))).toEqual(["/api/blog?limit=3"]);
  });

  it("related articles come by category and shared tags (D1's post_tags), newest first among equals", async () => {
    // Post 50: company_news, tags solar and roi. The even multiples of ten share both tags and the category (9), newest first.
    const related = (await json<BlogPostSummary[]>("/api/blog/post-50/related")).body;
    expect(ids(related)).toEqual([40, 30, 20]);
  });

  it("post_tags follows an admin edit of a post's tags", async () => {
    const token = await signToken(await installTestKeys());
    const body = {
      title: "Post number 1",
      excerpt: "Excerpt 1.",
      content: "<p>Body of post 1, long enough.</p>",
      author: "Ciara Byrne",
      category: "renewable_energy",
      tags: "Hydrogen Safety, SOLAR",
      keywords: [],
      featured: false,
      published: true,
      slug: "post-1",
    };
    expect((await adminJson("/api/admin/blog/1", token, "PUT", body)).status).toBe(200);
    expect(ids((await json<ListPage<BlogPostSummary>>("/api/blog?page=1&tag=hydrogen%20safety")).body.items)).toEqual([1]);
    expect((await json<ListPage<BlogPostSummary>>("/api/blog?page=1&tag=solar")).body.totalItems).toBe(12);
    expect((await json<ListPage<BlogPostSummary>>("/api/blog?page=1&tag=topic-1")).body.totalItems).toBe(0);
  });

  it(`the feed holds the newest ${RSS_ITEM_LIMIT} posts only`, async () => {
    const xml = (await page("/blog/rss.xml")).html;
    const items = [...xml.matchAll(/<guid isPermaLink="true">[^<]*\/blog\/post-(\d+)<\/guid>/g)].map((m) => Number(m[1]));
    expect(items).toHaveLength(RSS_ITEM_LIMIT);
    expect(items[0]).toBe(55);
    expect(items.at(-1)).toBe(POSTS - RSS_ITEM_LIMIT + 1);
  });
});
