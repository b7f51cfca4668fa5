/**
 * D1 read replicas through the Sessions API: public reads ask for any replica
 * (`first-unconstrained`), admin calls start at the primary or continue from the bookmark the
 * admin's previous answer carried, so a read after the admin's own write sees it. Miniflare runs
 * the Sessions API for real (one database, real bookmarks); the test watches which session each
 * request opens on the real binding.
 */
import type { AdminPage } from "#contract/admin-lists.ts";
import { env, SELF } from "cloudflare:test";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { BlogPost } from "#contract/entities.ts";
import { D1_BOOKMARK_HEADER } from "#contract/public-site.ts";
import { adminFetch, adminJson, installTestKeys, signToken } from "./support/access-keys";
import { seedContent } from "./support/content-fixtures";
import { ORIGIN } from "./support/helpers";

let token: string;
beforeAll(async () => {
  await seedContent();
  token = await signToken(await installTestKeys());
});

/** The constraint or bookmark of every session the Worker opens on the binding. */
let opened: string[] = [];
const realWithSession = env.DB.withSession;
beforeEach(() => {
  opened = [];
  env.DB.withSession = function (this: D1Database, constraint?: string) {
    opened.push(constraint ?? "(none)");
    return realWithSession.call(this, constraint);
  } as D1Database["withSession"];
});
afterEach(() => {
  env.DB.withSession = realWithSession;
});

const post = {
  title: "Bookmarks and Replicas",
  excerpt: "Reading your own writes from the nearest copy of the database.",
  content: "<p>A bookmark names a point in the database's history that a replica must have reached.</p>",
  author: "Ciara Kilbride",
  category: "Company News",
  tags: "",
  keywords: [],
  featured: false,
  published: false,
};

describe("public reads", () => {
  it.each([
    "/api/blog",
    "/api/blog/solar-roi",
    "/api/projects",
    "/api/projects/2",
    "/api/partners",
    "/sitemap.xml",
    "/blog/rss.xml",
    "/blog/solar-roi",
    "/projects/2",
  ])("%s reads through a first-unconstrained session and hands out no bookmark", async (path) => {
    const res = await SELF.fetch(`${ORIGIN}${path}`);
    expect(res.status).toBe(200);
    await res.body?.cancel();
    expect(opened.length).toBeGreaterThan(0);
    expect(new Set(opened)).toEqual(new Set(["first-unconstrained"]));
    expect(res.headers.get(D1_BOOKMARK_HEADER)).toBeNull();
  });
});

describe("admin calls", () => {
  it("start at the primary and answer with the session's bookmark", async () => {
    const res = await adminFetch("/api/admin/blog", token);
    expect(res.status).toBe(200);
    await res.body?.cancel();
    expect(opened).toEqual(["first-primary"]);
    expect(res.headers.get(D1_BOOKMARK_HEADER)).toMatch(/^[0-9a-f]+(-[0-9a-f]+)*$/);
  });

  it("a read that sends the bookmark of the admin's write continues from it, and sees the write", async () => {
    const write = await adminJson("/api/admin/blog", token, "POST", post);
    expect(write.status).toBe(201);
    const created = (await write.json()) as BlogPost;
    const afterWrite = write.headers.get(D1_BOOKMARK_HEADER) ?? "";
    expect(afterWrite).not.toBe("");

    opened = [];
    const read = await adminFetch("/api/admin/blog", token, { headers: { [D1_BOOKMARK_HEADER]: afterWrite } });
    expect(opened).toEqual([afterWrite]);
    expect(((await read.json()) as AdminPage<BlogPost>).items.map((p) => p.id)).toContain(created.id);
    // Bookmarks only move forward: the read's is at or after the write's.
    expect((read.headers.get(D1_BOOKMARK_HEADER) ?? "") >= afterWrite).toBe(true);
  });

  it("a malformed bookmark is ignored (the call starts at the primary) rather than failing the call", async () => {
    const res = await adminFetch("/api/admin/blog", token, { headers: { [D1_BOOKMARK_HEADER]: "not a bookmark; DROP TABLE" } });
    expect(res.status).toBe(200);
    await res.body?.cancel();
    expect(opened).toEqual(["first-primary"]);
  });
});
