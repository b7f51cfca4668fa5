/**
 * The site search (ADRs 307, 308) against the real Worker and D1: GET /api/search finds a post by a
 * word of its body, a project, a merchandise item and a static page; drafts and trashed items never
 * appear; bad input is a 400 with a message; and the /search page and the not-found page work
 * without JavaScript (a GET form, results as real links).
 */
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminPost, AdminProject } from "#contract/revisions.ts";
import { SITE_SEARCH_EMPTY, type SiteSearchAnswer } from "#contract/site-search.ts";
import { SITE_SEARCH_MAX } from "#contract/site-search-query.ts";
import { adminFetch, adminJson, installTestKeys, signToken } from "./support/access-keys";
import { expectPublicCaching, ORIGIN } from "./support/helpers";

let token: string;

const post = {
  excerpt: "How a farm cooperative cut its power bill.",
  author: "Ciara Kilbride",
  category: "Renewable Energy",
  tags: "solar",
  keywords: [],
  featured: false,
  published: true,
};

const project = {
  description: "A rooftop array on a creamery.",
  location: "Ballymena, Northern Ireland",
  year: "2024",
  client: "Glens Dairy",
  category: "solar",
  region: "ireland",
  metrics: "600 kW\n",
};

async function created<T>(res: Response): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(201);
  return JSON.parse(text) as T;
}

const createPost = async (body: object) => created<AdminPost>(await adminJson("/api/admin/blog", token, "POST", { ...post, ...body }));
const createProject = async (body: object) =>
  created<AdminProject>(await adminJson("/api/admin/projects", token, "POST", { ...project, ...body }));

async function search(q: string): Promise<SiteSearchAnswer> {
  const res = await SELF.fetch(`${ORIGIN}/api/search?${new URLSearchParams({ q })}`);
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return JSON.parse(text) as SiteSearchAnswer;
}

let published: AdminPost;
let listed: AdminProject;

beforeAll(async () => {
  token = await signToken(await installTestKeys());
  published = await createPost({
    title: "Harvest Season Rooftops",
    content: "<p>The granary roof now carries a quillwort-green array that pays for itself in six years.</p>",
  });
  await createPost({ title: "Unfinished Thoughts", published: false, content: "<p>A zephyrine idea, not ready yet.</p>" });
  listed = await createProject({ title: "Glens Creamery Rooftop" });
});

describe("GET /api/search", () => {
  it("finds a published post by a word of its body, with its title, kind, snippet and address", async () => {
    const answer = await search("quillwort");
    expect(answer.query).toBe("quillwort");
    expect(answer.results).toEqual([
      {
        kind: "post",
        title: "Harvest Season Rooftops",
        url: `/blog/${published.slug}`,
        snippet: "How a farm cooperative cut its power bill.",
      },
    ]);
    expect(answer.total).toBe(1);
  });

  it("finds a project by its place", async () => {
    const { results } = await search("Ballymena");
    expect(results[0]).toMatchObject({ kind: "project", title: "Glens Creamery Rooftop", url: `/projects/${listed.id}` });
    expect(results[0]?.snippet).toMatch(/^A rooftop array on a creamery\./);
  });

  it("finds merchandise, with the collection that shows it", async () => {
    const { results } = await search("hoodie");
    const item = results.find((r) => r.kind === "merch" && /hoodie/i.test(r.title));
    expect(item?.url).toMatch(/^\/merch\?collection=[a-z-]+#collections$/);
    expect(item?.snippet).toMatch(/\$\d+\.\d\d/);
  });

  it("finds the static pages by their words, best first", async () => {
    expect((await search("privacy")).results[0]).toMatchObject({ kind: "page", title: "Privacy Notice", url: "/privacy" });
    expect((await search("contractor network")).results[0]).toMatchObject({ kind: "page", url: "/contractors" });
    expect((await search("about")).results.map((r) => r.url)).toContain("/about");
    // A word typed halfway already finds it (a search box is typed into).
    expect((await search("calcul")).results.map((r) => r.url)).toContain("/calculators");
  });

  it("never shows a draft", async () => {
    expect(await search("zephyrine")).toEqual({ query: "zephyrine", results: [], total: 0 });
    expect((await search("Unfinished Thoughts")).results.map((r) => r.title)).not.toContain("Unfinished Thoughts");
  });

  it("drops a post or a project as soon as it is trashed, and shows it again when restored", async () => {
    const doomed = await createPost({ title: "Marmalade Microgrids", content: "<p>Orchards and batteries.</p>" });
    const gone = await createProject({ title: "Marmalade Works Carport", location: "Dundee, Scotland" });
    expect((await search("marmalade")).results.map((r) => r.kind).sort()).toEqual(["post", "project"]);

    expect((await adminFetch(`/api/blog/${doomed.id}`, token, { method: "DELETE" })).status).toBeLessThan(300);
    expect((await adminFetch(`/api/projects/${gone.id}`, token, { method: "DELETE" })).status).toBeLessThan(300);
    expect(await search("marmalade")).toEqual({ query: "marmalade", results: [], total: 0 });

    expect((await adminFetch(`/api/admin/blog/trash/${doomed.id}/restore`, token, { method: "POST" })).status).toBeLessThan(300);
    expect((await search("marmalade")).results.map((r) => r.title)).toEqual(["Marmalade Microgrids"]);
  });

  it("answers a search of filler words or signs with no results, and markup as words, not an error", async () => {
    for (const q of ["the", "!!!", "💡", "x".repeat(SITE_SEARCH_MAX)]) expect((await search(q)).results, q).toEqual([]);
    const markup = await search("<script>alert(1)</script>");
    expect(markup.query).toBe("<script>alert(1)</script>");
    for (const result of markup.results) expect(result.title).not.toMatch(/[<>]/);
  });

  it("is shared briefly at the edge and purged with posts and projects", async () => {
    const res = await SELF.fetch(`${ORIGIN}/api/search?q=solar`);
    expect(res.status).toBe(200);
    expectPublicCaching(res, ["posts", "projects"]);
    const answer = (await res.json()) as SiteSearchAnswer;
    expect(answer.results.length).toBeGreaterThan(0);
    expect(answer.results.length).toBeLessThanOrEqual(20);
    expect(answer.total).toBeGreaterThanOrEqual(answer.results.length);
  });

  it("refuses a missing, empty or too long search with 400 and a message", async () => {
    for (const [query, message] of [
      ["", SITE_SEARCH_EMPTY],
      ["?q=", SITE_SEARCH_EMPTY],
      ["?q=%20%20%20", SITE_SEARCH_EMPTY],
      [`?q=${"a".repeat(SITE_SEARCH_MAX + 1)}`, `Search must be at most ${SITE_SEARCH_MAX} characters.`],
    ] as const) {
      const res = await SELF.fetch(`${ORIGIN}/api/search${query}`);
      expect(res.status, query).toBe(400);
      expect(res.headers.get("Content-Type")).toMatch(/application\/json/);
      const body = (await res.json()) as { message: string; issues: Record<string, string> };
      expect(body.message).toBe(message);
      expect(body.issues.q).toBe(message);
      expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    }
  });

  it("never answers a 500 to odd input", async () => {
    for (const query of ["?q=a&q=b", "?q=%E0%A4%A", "?q=%00", "?q[]=solar", `?q=${"%F0%9F%92%A1".repeat(60)}`]) {
      const res = await SELF.fetch(`${ORIGIN}/api/search${query}`);
      expect(res.status, query).toBeLessThan(500);
      expect(res.headers.get("Content-Type"), query).toMatch(/application\/json/);
    }
  });
});

/** A page's HTML as the Worker renders it for a browser without JavaScript. */
async function page(path: string): Promise<{ status: number; html: string }> {
  const res = await SELF.fetch(`${ORIGIN}${path}`);
  return { status: res.status, html: await res.text() };
}

describe("the /search page without JavaScript", () => {
  it("shows the results as real links under a GET form, and is kept out of search engines", async () => {
    const { status, html } = await page("/search?q=quillwort");
    expect(status).toBe(200);
    expect(html).toMatch(/<form[^>]*action="\/search"[^>]*method="get"/);
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value="quillwort"/);
    expect(html).toContain("1 result for “quillwort”.");
    expect(html).toContain(`href="/blog/${published.slug}"`);
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    expect(html).toContain(`<link rel="canonical" href="https://www.kilbride.example/search"/>`);
  });

  it("links a merchandise result to its collection, and says when nothing matched with the way on", async () => {
    expect((await page("/search?q=hoodie")).html).toMatch(/href="\/merch\?collection=[a-z-]+#collections"/);
    const none = await page("/search?q=zephyrine");
    expect(none.status).toBe(200);
    expect(none.html).toContain("No results for “zephyrine”.");
    expect(none.html).toContain('href="/projects"');
  });

  it("is the empty form without a search, and cuts an overlong one rather than failing", async () => {
    const empty = await page("/search");
    expect(empty.status).toBe(200);
    expect(empty.html).toMatch(/<form[^>]*action="\/search"/);
    expect(empty.html).not.toMatch(/results? for/);
    expect(empty.html).toContain('href="/calculators"');
    const long = await page(`/search?q=${"solar ".repeat(40)}`);
    expect(long.status).toBe(200);
    expect(long.html).toMatch(/\d+ results? for/);
  });

  it("is not in the sitemap", async () => {
    const sitemap = await (await SELF.fetch(`${ORIGIN}/sitemaps/pages.xml`)).text();
    expect(sitemap).toContain("/privacy</loc>");
    expect(sitemap).not.toContain("/search");
  });
});

describe("the not-found pages", () => {
  it("keep the specified text and add the search form and the main destinations", async () => {
    const { status, html } = await page("/no-such-page");
    expect(status).toBe(404);
    expect(html).toContain("404 Page Not Found");
    expect(html).toContain("Did you forget to add the page to the router?");
    expect(html).toMatch(/<form[^>]*action="\/search"[^>]*method="get"/);
    for (const path of ["/services", "/projects", "/calculators", "/blog", "/merch", "/contact"]) expect(html).toContain(`href="${path}"`);
  });

  it("show the same way on for a missing post, project and list page", async () => {
    for (const path of ["/blog/no-such-post", "/projects/999999", "/blog?page=999"]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(404);
      expect(html, path).toMatch(/<form[^>]*action="\/search"/);
      expect(html, path).toContain('href="/calculators"');
    }
  });
});
