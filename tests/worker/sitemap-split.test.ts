/**
 * The sitemap index splits before any child nears the protocol's 50,000 URLs: 10,001 published
 * posts (and a draft) written in one SQL statement make two post sitemaps, the second holding the
 * newest post only (children are in id order, so a new post lands in the last one).
 */
import { env, SELF } from "cloudflare:test";
import { beforeAll, expect, it } from "vitest";
import { ORIGIN } from "./support/helpers";

const POSTS = 10_001;

beforeAll(async () => {
  await env.DB.prepare(
    `WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM s WHERE i < ?1)
     INSERT INTO blog_posts (slug, title, excerpt, content, author, category, published, published_at)
     SELECT 'post-' || i, 'Post ' || i, 'An excerpt.', '<p>A body.</p>', 'Ciara Byrne', 'company_news', 1, 1700000000000 + i FROM s`,
  )
    .bind(POSTS)
    .run();
  await env.DB.prepare(
    "INSERT INTO blog_posts (slug, title, excerpt, content, author, category, published) VALUES ('a-draft', 'Draft', 'An excerpt.', '<p>A body.</p>', 'Ciara Byrne', 'company_news', 0)",
  ).run();
});

async function xml(path: string): Promise<{ status: number; text: string }> {
  const res = await SELF.fetch(`${ORIGIN}${path}`);
  return { status: res.status, text: await res.text() };
}

const locs = (text: string) => [...text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

it("lists two post sitemaps for 10,001 posts: 10,000 in the first, the newest in the second, no draft", async () => {
  expect(locs((await xml("/sitemap.xml")).text)).toEqual([
    `${ORIGIN}/sitemaps/pages.xml`,
    `${ORIGIN}/sitemaps/posts/1.xml`,
    `${ORIGIN}/sitemaps/posts/2.xml`,
  ]);
  const first = locs((await xml("/sitemaps/posts/1.xml")).text);
  expect(first).toHaveLength(10_000);
  expect(first[0]).toBe(`${ORIGIN}/blog/post-1`);
  expect(locs((await xml("/sitemaps/posts/2.xml")).text)).toEqual([`${ORIGIN}/blog/post-${POSTS}`]);
  expect((await xml("/sitemaps/posts/3.xml")).status).toBe(404);
});
