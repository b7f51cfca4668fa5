import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ApiError, BlogPostSummary, PublishedPost } from "#contract/entities.ts";
import { getDb } from "#worker/db/client.ts";
import { blogPosts } from "#worker/db/schema.ts";
import { viewCountKey } from "#worker/views/view-counter-object.ts";
import { seedContent } from "./support/content-fixtures";
import { clientIp, expectPublicCaching, ORIGIN, RATE_WINDOW_TEST_TIMEOUT_MS, startInFreshRateWindow } from "./support/helpers";

beforeAll(seedContent);

function view(id: string | number, init: RequestInit = {}) {
  const headers = new Headers({ Origin: ORIGIN, "CF-Connecting-IP": clientIp() });
  for (const [name, value] of new Headers(init.headers)) headers.set(name, value);
  return SELF.fetch(`${ORIGIN}/api/blog/${id}/view`, { ...init, method: "POST", headers });
}

describe("GET /api/blog", () => {
  it("lists published posts only, newest first, with the spec's fields (the body only on the post itself, the view count never)", async () => {
    const res = await SELF.fetch(`${ORIGIN}/api/blog`);
    expect(res.status).toBe(200);
    const posts = (await res.json()) as BlogPostSummary[];
    expect(posts.map((p) => p.slug)).toEqual(["solar-roi", "hydrogen-storage-guide"]);
    expect(Object.keys(posts[1] ?? {}).sort()).toEqual(
      [
        "id",
        "slug",
        "title",
        "excerpt",
        "author",
        "category",
        "tags",
        "keywords",
        "featured",
        "published",
        "publishedAt",
        "createdAt",
        "updatedAt",
        "imageUrl",
        "metaTitle",
        "metaDescription",
        "canonicalUrl",
        "ogTitle",
        "ogDescription",
        "ogImageUrl",
      ].sort(),
    );
    expect(posts[1]).toMatchObject({ tags: ["hydrogen", "storage"], featured: true, publishedAt: "2024-03-05T15:00:00.000Z" });
  });

  it("may be cached at the edge and in browsers for at most a minute, tagged `posts`, and answers 304 to a current ETag", async () => {
    const res = await SELF.fetch(`${ORIGIN}/api/blog`);
    await res.body?.cancel();
    expectPublicCaching(res, ["posts"]);
    const etag = res.headers.get("ETag");
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    const again = await SELF.fetch(`${ORIGIN}/api/blog`, { headers: { "If-None-Match": etag ?? "" } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const stale = await SELF.fetch(`${ORIGIN}/api/blog`, { headers: { "If-None-Match": '"not-it"' } });
    expect(stale.status).toBe(200);
    await stale.body?.cancel();
  });
});

describe("GET /api/blog/{slug}", () => {
  it("answers one published post, cached under its own tag", async () => {
    const res = await SELF.fetch(`${ORIGIN}/api/blog/solar-roi`);
    expect(res.status).toBe(200);
    expectPublicCaching(res, ["post:solar-roi"]);
    expect(await res.json()).toMatchObject({ id: 2, title: "Solar ROI", metaTitle: "Commercial Solar ROI Explained" });
  });

  it.each(["draft-post", "no-such-post"])("answers 404 JSON for %s", async (slug) => {
    const res = await SELF.fetch(`${ORIGIN}/api/blog/${slug}`);
    expect(res.status).toBe(404);
    expect((await res.json()) as ApiError).toEqual({ message: "Blog post not found." });
  });

  it("carries no view count, so a cached copy never shows a stale one", async () => {
    await env.VIEW_COUNTS.put(viewCountKey(1), "7");
    const post = (await (await SELF.fetch(`${ORIGIN}/api/blog/hydrogen-storage-guide`)).json()) as PublishedPost;
    expect(post).not.toHaveProperty("viewCount");
    expect(JSON.stringify(post)).not.toMatch(/107/);
    await env.VIEW_COUNTS.delete(viewCountKey(1));
  });
});

describe("GET /api/blog/{slug}/related", () => {
  it("answers the other published posts without their bodies, best match first, cached under `posts`", async () => {
    const res = await SELF.fetch(`${ORIGIN}/api/blog/solar-roi/related`);
    expect(res.status).toBe(200);
    expectPublicCaching(res, ["posts"]);
    const related = (await res.json()) as BlogPostSummary[];
    // The draft and the post itself are never related; the list's summary shape, no body.
    expect(related.map((p) => p.slug)).toEqual(["hydrogen-storage-guide"]);
    expect(related[0]).not.toHaveProperty("content");
    expect(related[0]).toEqual(((await (await SELF.fetch(`${ORIGIN}/api/blog`)).json()) as BlogPostSummary[])[1]);
  });

  it.each(["draft-post", "no-such-post"])("answers 404 JSON for %s", async (slug) => {
    const res = await SELF.fetch(`${ORIGIN}/api/blog/${slug}/related`);
    expect(res.status).toBe(404);
    expect((await res.json()) as ApiError).toEqual({ message: "Blog post not found." });
  });
});

describe("GET /api/blog/{id}/views", () => {
  it("answers the counted views from KV on top of the stored baseline, counts nothing, and is never cached", async () => {
    await env.VIEW_COUNTS.put(viewCountKey(1), "7");
    const res = await SELF.fetch(`${ORIGIN}/api/blog/1/views`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.headers.get("Cache-Tag")).toBeNull();
    expect(await res.json()).toEqual({ viewCount: 107 });
    expect(await (await SELF.fetch(`${ORIGIN}/api/blog/1/views`)).json()).toEqual({ viewCount: 107 });
    await env.VIEW_COUNTS.delete(viewCountKey(1));
  });

  it.each([3, 999, "abc"])("answers 404 JSON for post %s", async (id) => {
    const res = await SELF.fetch(`${ORIGIN}/api/blog/${id}/views`);
    expect(res.status).toBe(404);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect((await res.json()) as ApiError).toEqual({ message: "Blog post not found." });
  });
});

describe("POST /api/blog/{id}/view", () => {
  it("counts a view and answers the new total (baseline included)", async () => {
    const first = await view(2);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ viewCount: 1 });
    const second = await view(2);
    expect(await second.json()).toEqual({ viewCount: 2 });
  });

  it.each([3, 999, "abc", "1.5", "-1", "0"])("answers 404 JSON for post %s and counts nothing", async (id) => {
    const res = await view(id);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "Blog post not found." });
  });

  it("refuses a cross-site browser request", async () => {
    const res = await view(1, { headers: { Origin: "https://evil.example" } });
    expect(res.status).toBe(403);
    await res.body?.cancel();
  });

  it("is rate-limited per client: the 21st view in a minute answers 429 JSON", { timeout: RATE_WINDOW_TEST_TIMEOUT_MS }, async () => {
    await startInFreshRateWindow();
    const ip = "198.51.100.77";
    for (let i = 0; i < 20; i += 1) {
      const res = await view(1, { headers: { "CF-Connecting-IP": ip } });
      expect(res.status).toBe(200);
      await res.body?.cancel();
    }
    const limited = await view(1, { headers: { "CF-Connecting-IP": ip } });
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as ApiError).message).toMatch(/Too many requests/);
  });
});

describe("a stored body that was never sanitised (written straight into D1)", () => {
  const slug = "unsafe-row";
  const stored =
    '<p>Read the meter first.</p><script>alert(1)</script><img src="/images/blog/solar.svg" onerror="alert(2)"><a href="javascript:alert(3)">meter</a>';

  it("reaches browsers sanitised: in the post read and in the post's page, its text kept", async () => {
    const db = getDb(env);
    await db.insert(blogPosts).values({
      id: 60,
      slug,
      title: "An Unsafe Row",
      excerpt: "Stored before the sanitiser.",
      content: stored,
      author: "Ciara Byrne",
      category: "company_news",
      published: true,
      publishedAt: new Date("2024-01-02T15:00:00Z"),
    });
    try {
      const post = (await (await SELF.fetch(`${ORIGIN}/api/blog/${slug}`)).json()) as PublishedPost;
      expect(post.content).toContain("<p>Read the meter first.</p>");
      expect(post.content).toContain('<img src="/images/blog/solar.svg">');
      expect(post.content).not.toMatch(/<script|onerror|javascript:/);

      const html = await (await SELF.fetch(`${ORIGIN}/blog/${slug}`)).text();
      const body = /<div id="post-body" class="post-body[^"]*">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? "";
      expect(body).toContain("Read the meter first.");
      expect(body).not.toMatch(/<script|onerror|javascript:/);
      expect(html).not.toContain("alert(");
    } finally {
      await db.delete(blogPosts).where(eq(blogPosts.id, 60));
    }
  });
});
