/**
 * The related articles (spec: other published posts, 5 for the same category plus 2 per shared
 * tag, top three; ties newest first; the newest others fill up to three, ADR 250) against the rule
 * computed in JS over every row, for every public post: through the API and through the post page,
 * whose two reads share one D1 round trip (ADR 273). And the scoring statement's plan: candidates
 * by the category's index and post_tags, no walk of every published post.
 */
import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { BlogPostSummary } from "#contract/entities.ts";
import { PAGE_READS_ELEMENT_ID } from "#contract/page-reads-element.ts";
import { readPaths } from "#contract/read-paths.ts";
import { listRelatedPostSummaries } from "#worker/db/blog.ts";
import { getDb } from "#worker/db/client.ts";
import { blogPosts } from "#worker/db/schema.ts";
import { ORIGIN } from "./support/helpers";
import { queryPlan, type RecordedStatement, recordingSession } from "./support/query-plan";

const CATEGORIES = ["renewable_energy", "company_news", "hydrogen"] as const;
const TAGS = ["Solar", "roi", "storage", "grid", "fleet", "policy"];
const DAY = 86_400_000;

/** A small deterministic generator, so the fixture is varied but the same on every run. */
function generator(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % n;
  };
}

type Row = typeof blogPosts.$inferInsert & { id: number; slug: string; category: string; tags: string[] };

const rows: Row[] = (() => {
  const pick = generator(7);
  return Array.from({ length: 60 }, (_, i) => {
    const id = 2000 + i;
    const tags = TAGS.filter(() => pick(3) === 0);
    const state = pick(10);
    return {
      id,
      slug: `related-${id}`,
      title: `Related ${id}`,
      excerpt: `Excerpt ${id}.`,
      content: `<p>Body of post ${id}.</p>`,
      author: "Ciara Byrne",
      category: CATEGORIES[pick(CATEGORIES.length)] ?? "hydrogen",
      tags,
      // Some share a date, so the tie-break by id shows; one in ten a draft, one in ten in the trash.
      publishedAt: new Date(Date.UTC(2025, 0, 1) + pick(40) * DAY),
      published: state !== 0,
      deletedAt: state === 1 ? new Date(Date.UTC(2026, 0, 1)) : null,
    };
  });
})();

beforeAll(async () => {
  const db = getDb(env);
  for (let i = 0; i < rows.length; i += 5) await db.insert(blogPosts).values(rows.slice(i, i + 5));
});

/** The spec's rule over every row of the table (the seed's posts too, if any). */
async function expectedRelated(slug: string): Promise<number[]> {
  const all = await getDb(env).select().from(blogPosts);
  const isPublic = (post: (typeof all)[number]) => post.published && post.publishedAt !== null && post.deletedAt === null;
  const current = all.find((post) => post.slug === slug);
  if (!current) throw new Error(slug);
  const mine = new Set(current.tags.map((tag) => tag.toLowerCase()));
  const newest = (a: (typeof all)[number], b: (typeof all)[number]) =>
    (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0) || b.id - a.id;
  const others = all.filter((post) => isPublic(post) && post.id !== current.id);
  const score = (post: (typeof all)[number]) =>
    (post.category === current.category ? 5 : 0) +
    2 * new Set(post.tags.map((tag) => tag.toLowerCase()).filter((tag) => mine.has(tag))).size;
  const scored = others
    .filter((post) => score(post) > 0)
    .sort((a, b) => score(b) - score(a) || newest(a, b))
    .slice(0, 3);
  const fill = others.filter((post) => !scored.includes(post)).sort(newest);
  return [...scored, ...fill].slice(0, 3).map((post) => post.id);
}

const ids = (items: readonly { id: number }[]) => items.map((item) => item.id);

describe("related articles", () => {
  const published = rows.filter((row) => row.published && !row.deletedAt);

  it("are the spec's top three for every public post, through the API and through the post page", async () => {
    expect(published.length).toBeGreaterThan(40);
    for (const { slug } of published) {
      const expected = await expectedRelated(slug);
      const api = await SELF.fetch(`${ORIGIN}/api/blog/${slug}/related`);
      expect(ids((await api.json()) as BlogPostSummary[]), slug).toEqual(expected);
      const html = await (await SELF.fetch(`${ORIGIN}/blog/${slug}`)).text();
      const reads = new RegExp(`<script type="application/json" id="${PAGE_READS_ELEMENT_ID}"[^>]*>(.*?)</script>`).exec(html)?.[1];
      const embedded = JSON.parse(reads ?? "{}") as Record<string, unknown>;
      expect(ids(embedded[readPaths.blogRelated(slug)] as BlogPostSummary[]), slug).toEqual(expected);
      expect((embedded[readPaths.blogPost(slug)] as BlogPostSummary).slug).toBe(slug);
    }
  });

  it("a draft's or a trashed post's address has neither a post nor related articles", async () => {
    for (const { slug } of rows.filter((row) => !row.published || row.deletedAt)) {
      expect((await SELF.fetch(`${ORIGIN}/api/blog/${slug}/related`)).status, slug).toBe(404);
      expect((await SELF.fetch(`${ORIGIN}/blog/${slug}`)).status, slug).toBe(404);
    }
  });

  it("score only the candidates: the category's posts by its index and the shared tags' by post_tags", async () => {
    const seen: RecordedStatement[] = [];
    await listRelatedPostSummaries(recordingSession(seen), published[0]?.slug ?? "");
    const scoring = seen.find((statement) => statement.sql.includes('"candidates"'));
    if (!scoring) throw new Error("no scoring statement");
    const plan = (await queryPlan(scoring)).join("\n");
    expect(plan).toMatch(/SEARCH blog_posts USING INDEX blog_posts_category_idx \(category=/);
    expect(plan).toMatch(/SEARCH post_tags USING COVERING INDEX sqlite_autoindex_post_tags_1 \(tag=/);
    expect(plan).toMatch(/SEARCH blog_posts USING INTEGER PRIMARY KEY \(rowid=\?\)/);
    // The old plan walked every published post by date (blog_posts_published_idx) to score three.
    expect(plan).not.toMatch(/blog_posts_published_idx|SCAN blog_posts\b/);
  });
});
