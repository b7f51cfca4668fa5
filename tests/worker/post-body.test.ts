/**
 * A post's body is sanitised when it is stored and served as stored while its stamp holds; the
 * sanitiser stays the authority for anything else (worker/db/post-body.ts, ADR 257).
 */
import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { PublishedPost } from "#contract/entities.ts";
import { SANITIZER_VERSION, sanitizeHtml } from "#contract/sanitize-html.ts";
import { demoPosts } from "#scripts/seed/demo-content.ts";
import { seedStatements } from "#scripts/seed/seed-sql.ts";
import { bodyToStore } from "#worker/db/post-body.ts";
import { escapeMarkup } from "#worker/pages/escape.ts";
import { adminJson, installTestKeys, signToken } from "./support/access-keys";
import { ORIGIN } from "./support/helpers";

let token: string;
beforeAll(async () => {
  await env.DB.batch((await seedStatements()).map((s) => env.DB.prepare(s.sql).bind(...s.values)));
  token = await signToken(await installTestKeys());
});

const stored = (id: number) =>
  env.DB.prepare("SELECT slug, content, content_sanitized AS stamp FROM blog_posts WHERE id = ?")
    .bind(id)
    .first<{ slug: string; content: string; stamp: string | null }>();
const publicPost = async (slug: string) => (await (await SELF.fetch(`${ORIGIN}/api/blog/${slug}`)).json()) as PublishedPost;

describe("post bodies sanitised at write", () => {
  it("seed every demo post as the admin API stores it: sanitised, stamped, and served as stored", async () => {
    const { results } = await env.DB.prepare("SELECT id, slug, published, content, content_sanitized AS stamp FROM blog_posts").all<{
      id: number;
      slug: string;
      published: number;
      content: string;
      stamp: string | null;
    }>();
    expect(results.length).toBeGreaterThan(5);
    const written = new Map(demoPosts.map((post) => [post.slug, post.content]));
    for (const row of results) {
      // What a save of the demo body through the admin API would have stored: its sanitised text and its stamp.
      const saved = await bodyToStore(written.get(row.slug) ?? "");
      expect(row.content, `post ${row.id}`).toBe(saved.content);
      expect(row.stamp, `post ${row.id}`).toBe(saved.contentSanitized);
      if (row.published) expect((await publicPost(row.slug)).content, `post ${row.id}`).toBe(row.content);
    }
  });

  it("serve a body saved through the admin API as stored, equal to what the read sanitiser makes of it", async () => {
    const content =
      '<h2 onclick="x()">Storage</h2><p>Cheap hours<script>alert(1)</script> <a href="https://example.org" target="_blank">ref</a></p>';
    const res = await adminJson("/api/admin/blog", token, "POST", {
      title: "Batteries for a Cold Store in the Midlands",
      excerpt: "How a cold store shifts its load with batteries.",
      content,
      author: "Ciara Byrne",
      category: "Solar Energy",
      tags: "storage",
      keywords: [],
      featured: false,
      published: true,
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const row = await stored(id);
    expect(row?.stamp).toMatch(new RegExp(`^${SANITIZER_VERSION}:[0-9a-f]{64}$`));
    expect(row?.content).not.toContain("<script");
    const served = await publicPost(row?.slug ?? "");
    expect(served.content).toBe(row?.content);
    expect(served.content).toBe(sanitizeHtml(row?.content ?? ""));
  });

  it("sanitise again a body changed without its stamp, or stamped by another version of the rules", async () => {
    const [{ id } = { id: 0 }] = (
      await env.DB.prepare("SELECT id FROM blog_posts WHERE published = 1 AND deleted_at IS NULL LIMIT 1").all<{ id: number }>()
    ).results;
    const clean = await bodyToStore("<p>As written.</p>");
    await env.DB.prepare("UPDATE blog_posts SET content = ?, content_sanitized = ? WHERE id = ?")
      .bind(clean.content, clean.contentSanitized, id)
      .run();
    const slug = (await stored(id))?.slug ?? "";
    expect((await publicPost(slug)).content).toBe("<p>As written.</p>");

    // A hand-written statement changes the body and leaves the stamp.
    await env.DB.prepare("UPDATE blog_posts SET content = '<p>Edited<script>alert(1)</script></p>' WHERE id = ?").bind(id).run();
    expect((await publicPost(slug)).content).toBe("<p>Edited</p>");

    // A body stamped under other rules (its digest right, its version not).
    const old = '<p onclick="x()">Old rules</p>';
    const digest = Array.from(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(old))), (b) =>
      b.toString(16).padStart(2, "0"),
    ).join("");
    await env.DB.prepare("UPDATE blog_posts SET content = ?, content_sanitized = ? WHERE id = ?")
      .bind(old, `${SANITIZER_VERSION + 1}:${digest}`, id)
      .run();
    expect((await publicPost(slug)).content).toBe("<p>Old rules</p>");
  });
});

describe("the feed", () => {
  it("describes a post without a summary (a row written by hand) by its body's sanitised text, and reads no other body", async () => {
    await env.DB.prepare(
      "INSERT INTO blog_posts (slug, title, excerpt, content, author, category, published, published_at) VALUES (?, ?, '', ?, 'Ciara Byrne', 'solar_energy', 1, ?)",
    )
      .bind("no-summary", "A Post Without a Summary", "<p>First words<script>alert(1)</script> of the body.</p>", Date.parse("2030-01-01"))
      .run();
    const xml = await (await SELF.fetch(`${ORIGIN}/blog/rss.xml`)).text();
    const item = /<item><title>A Post Without a Summary<\/title>.*?<\/item>/s.exec(xml)?.[0] ?? "";
    expect(item).toContain("<description>First words of the body.</description>");
    expect(xml).not.toContain("alert");
    // Every other item: its summary as written.
    for (const post of demoPosts.filter((p) => p.published))
      expect(xml, post.slug).toContain(`<description>${escapeMarkup(post.excerpt)}</description>`);
  });
});
