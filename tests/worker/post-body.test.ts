/**
 * A post's body is sanitised when it is stored and served as stored while its stamp holds; the
 * sanitiser stays the authority for anything else (worker/db/post-body.ts, ADR 257).
 */
import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { PublishedPost } from "#contract/entities.ts";
import { SANITIZER_VERSION, sanitizeHtml } from "#contract/sanitize-html.ts";
import { seedStatements } from "#scripts/seed/seed-sql.ts";
import { bodyToStore } from "#worker/db/post-body.ts";
import { adminJson, installTestKeys, signToken } from "./support/access-keys";
import { ORIGIN } from "./support/helpers";

let token: string;
beforeAll(async () => {
  await env.DB.batch(seedStatements().map((s) => env.DB.prepare(s.sql).bind(...s.values)));
  token = await signToken(await installTestKeys());
});

const stored = (id: number) =>
  env.DB.prepare("SELECT slug, content, content_sanitized AS stamp FROM blog_posts WHERE id = ?")
    .bind(id)
    .first<{ slug: string; content: string; stamp: string | null }>();
const publicPost = async (slug: string) => (await (await SELF.fetch(`${ORIGIN}/api/blog/${slug}`)).json()) as PublishedPost;

describe("post bodies sanitised at write", () => {
  it("store for every demo post the body its public read served (sanitised on the way out)", async () => {
    const { results } = await env.DB.prepare("SELECT id, content, content_sanitized AS stamp FROM blog_posts").all<{
      id: number;
      content: string;
      stamp: string | null;
    }>();
    expect(results.length).toBeGreaterThan(5);
    for (const row of results) {
      // The seed's rows carry no stamp: their public body is the read sanitiser's output.
      expect(row.stamp, `post ${row.id}`).toBeNull();
      expect((await bodyToStore(row.content)).content, `post ${row.id}`).toBe(sanitizeHtml(row.content));
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
