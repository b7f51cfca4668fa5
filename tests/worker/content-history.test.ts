/**
 * Editing loses nothing (issue 34, ADRs 270–272), against the real Worker, D1, KV and Durable
 * Objects: stale writes refused, revisions stored, pruned and restored, the trash hiding an item
 * from every public surface until restored or purged by the cron, and scheduled posts published
 * by the cron. The cron is run as Cloudflare runs it, with its scheduled time moved forward
 * instead of waiting days; Workers Cache is a recording stand-in at that one boundary (purge.test.ts).
 */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminPage } from "#contract/admin-lists.ts";
import type { AdminPost, AdminProject, RevisionDetail, RevisionSummary, StaleWrite, TrashPage } from "#contract/revisions.ts";
import { getDb } from "#worker/db/client.ts";
import worker from "#worker/index.ts";
import { PURGE_POSTS_PER_RUN, PURGE_PROJECTS_PER_RUN } from "#worker/jobs/content-cron.ts";
import { viewCountKey } from "#worker/views/view-counter-object.ts";
import { ADMIN_EMAIL, installTestKeys, signToken } from "./support/access-keys";
import { ask, seedChatContent } from "./support/chat-fixtures";
import { clientIp, ORIGIN } from "./support/helpers";
import { envWith } from "./support/notification-stand-ins";

let token: string;
beforeAll(async () => {
  await seedChatContent();
  token = await signToken(await installTestKeys());
});

const DAY = 86_400_000;

const post = {
  title: "Tidal Lagoon Turbines in Practice",
  excerpt: "What two years of tidal lagoon data taught us.",
  content: "<p>Bidirectional turbines in a lagoon make power on both tides, four times a day.</p>",
  author: "Ciara Kilbride",
  category: "Marine Energy",
  tags: "tidal, marine",
  keywords: [],
  featured: false,
  published: false,
};

const project = {
  title: "Shannon Estuary Tidal Pilot",
  description: "A 2 MW tidal stream pilot in the Shannon estuary.",
  location: "Limerick, Ireland",
  year: "2025",
  client: "Estuary Power Ltd",
  category: "solar",
  region: "ireland",
  metrics: "2 MW\n",
};

/** An admin JSON call, optionally with If-Match and with another environment (wrangler.toml vars). */
async function admin(path: string, method: string, body?: unknown, ifMatch?: string, testEnv: Env = env): Promise<Response> {
  const headers = new Headers({ "Cf-Access-Jwt-Assertion": token, Origin: ORIGIN });
  if (body !== undefined) headers.set("Content-Type", "application/json");
  if (ifMatch !== undefined) headers.set("If-Match", ifMatch);
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`${ORIGIN}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
    testEnv,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

async function json<T>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

const publicGet = async (path: string): Promise<Response> => worker.fetch(new Request(`${ORIGIN}${path}`), env, createExecutionContext());

/** A stand-in for Workers Cache's purge that records the tags of each call. */
function recordingCache() {
  const calls: string[][] = [];
  const cache: CacheContext = {
    async purge(options) {
      calls.push([...(options.tags ?? [])].sort());
      return { success: true, errors: [] };
    },
    async invalidate() {
      throw new Error("the Worker never soft-invalidates");
    },
  };
  return { cache, calls };
}

/** Runs the every-minute cron as if it were `at`. */
async function runCron(at: number, cache?: CacheContext, testEnv: Env = env): Promise<void> {
  const ctx = createExecutionContext();
  if (cache) Object.assign(ctx, { cache });
  await worker.scheduled(createScheduledController({ cron: "* * * * *", scheduledTime: at }), testEnv, ctx);
  await waitOnExecutionContext(ctx);
}

const createPost = async (body: object) => json<AdminPost>(await admin("/api/admin/blog", "POST", { ...post, ...body }), 201);

describe("stale writes", () => {
  it("every answer carries the version; of two writers from one version the second gets 409 with the current post", async () => {
    const created = await admin("/api/admin/blog", "POST", { ...post, title: "Two Writers, One Post" });
    expect(created.headers.get("ETag")).toBe('"1"');
    const opened = await json<AdminPost>(created, 201);
    expect(opened.revision).toBe(1);
    expect(opened.updatedBy).toBe(ADMIN_EMAIL);

    const a = await admin(`/api/admin/blog/${opened.id}`, "PUT", { ...post, title: "Writer A's Title" }, '"1"');
    expect(a.headers.get("ETag")).toBe('"2"');
    expect((await json<AdminPost>(a)).revision).toBe(2);

    const b = await admin(`/api/admin/blog/${opened.id}`, "PUT", { ...post, title: "Writer B's Title" }, '"1"');
    expect(b.headers.get("ETag")).toBe('"2"');
    const conflict = await json<StaleWrite<AdminPost>>(b, 409);
    expect(conflict.message).toMatch(/someone saved this post after you opened it/i);
    expect(conflict.current).toMatchObject({ title: "Writer A's Title", revision: 2 });

    // B keeps their text on purpose: saved over the version they were shown (the body field this time).
    const over = await json<AdminPost>(
      await admin(`/api/admin/blog/${opened.id}`, "PUT", { ...post, title: "Writer B's Title", revision: 2 }),
    );
    expect(over).toMatchObject({ title: "Writer B's Title", revision: 3 });
  });

  it("lets only one of two saves sent at once from the same version through", async () => {
    const opened = await createPost({ title: "Saved Twice at Once" });
    const answers = await Promise.all(
      ["First", "Second"].map((who) => admin(`/api/admin/blog/${opened.id}`, "PUT", { ...post, title: `${who} Tab's Title` }, '"1"')),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const current = await json<AdminPost>(await admin(`/api/admin/blog/${opened.id}`, "GET"));
    expect(current.revision).toBe(2);
    const revisions = await json<RevisionSummary[]>(await admin(`/api/admin/blog/${opened.id}/revisions`, "GET"));
    expect(revisions.map((r) => r.revision)).toEqual([1]);
  });

  it("accepts a PUT without a version (last write wins, logged) and still keeps the replaced version", async () => {
    const opened = await createPost({ title: "Edited Without a Version" });
    const saved = await json<AdminPost>(await admin(`/api/admin/blog/${opened.id}`, "PUT", { ...post, title: "Edited Blind" }));
    expect(saved.revision).toBe(2);
    const revisions = await json<RevisionSummary[]>(await admin(`/api/admin/blog/${opened.id}/revisions`, "GET"));
    expect(revisions).toEqual([expect.objectContaining({ revision: 1, title: "Edited Without a Version", savedBy: ADMIN_EMAIL })]);
  });

  it.each([
    ['W/"1"', undefined],
    ['"1", "2"', undefined],
    ["1", undefined],
    ['"abc"', undefined],
    ['"0"', undefined],
    ['"99999999999"', undefined],
    [undefined, "1"],
    [undefined, 1.5],
    [undefined, -3],
    ['"1"', 2],
  ])("answers 400 with a message for the version If-Match %s / revision %s, never 500", async (ifMatch, revision) => {
    const opened = await createPost({ title: `Odd Version ${String(ifMatch)} ${String(revision)}` });
    const res = await admin(`/api/admin/blog/${opened.id}`, "PUT", { ...post, revision }, ifMatch);
    const body = await json<{ message: string }>(res, 400);
    expect(body.message).toMatch(/version|revision/i);
  });

  it("refuses a stale project write too", async () => {
    const opened = await json<AdminProject>(await admin("/api/admin/projects", "POST", project), 201);
    expect(opened.revision).toBe(1);
    await json<AdminProject>(await admin(`/api/admin/projects/${opened.id}`, "PUT", { ...project, client: "New Client Ltd" }, '"1"'));
    const conflict = await json<StaleWrite<AdminProject>>(await admin(`/api/admin/projects/${opened.id}`, "PUT", project, '"1"'), 409);
    expect(conflict.current).toMatchObject({ client: "New Client Ltd", revision: 2 });
  });
});

describe("revisions", () => {
  it("stores each replaced version with who and when, and restores one as a new, version-checked save", async () => {
    const opened = await createPost({ title: "First Draft of a Story" });
    await admin(
      `/api/admin/blog/${opened.id}`,
      "PUT",
      { ...post, title: "Second Draft of a Story", excerpt: "A better summary of it." },
      '"1"',
    );
    await admin(`/api/admin/blog/${opened.id}`, "PUT", { ...post, title: "Third Draft of a Story" }, '"2"');

    const revisions = await json<RevisionSummary[]>(await admin(`/api/admin/blog/${opened.id}/revisions`, "GET"));
    expect(revisions.map(({ revision, title, savedBy }) => ({ revision, title, savedBy }))).toEqual([
      { revision: 2, title: "Second Draft of a Story", savedBy: ADMIN_EMAIL },
      { revision: 1, title: "First Draft of a Story", savedBy: ADMIN_EMAIL },
    ]);
    const second = await json<RevisionDetail>(await admin(`/api/admin/blog/${opened.id}/revisions/2`, "GET"));
    expect(second.data).toMatchObject({ title: "Second Draft of a Story", excerpt: "A better summary of it.", content: post.content });

    const restore = `/api/admin/blog/${opened.id}/revisions/2/restore`;
    expect((await json<{ message: string }>(await admin(restore, "POST"), 428)).message).toMatch(/If-Match/);
    expect((await admin(restore, "POST", undefined, '"2"')).status).toBe(409);
    const restored = await json<AdminPost>(await admin(restore, "POST", undefined, '"3"'));
    expect(restored).toMatchObject({ title: "Second Draft of a Story", excerpt: "A better summary of it.", revision: 4 });
    // The version it replaced is kept too, so a restore can be undone.
    const after = await json<RevisionSummary[]>(await admin(`/api/admin/blog/${opened.id}/revisions`, "GET"));
    expect(after[0]).toMatchObject({ revision: 3, title: "Third Draft of a Story" });
    expect((await admin(`/api/admin/blog/${opened.id}/revisions/99`, "GET")).status).toBe(404);
  });

  it("of two restores at once, one wins and the post is exactly that revision", async () => {
    const opened = await createPost({ title: "Restored Twice Version One" });
    await admin(`/api/admin/blog/${opened.id}`, "PUT", { ...post, title: "Restored Twice Version Two" }, '"1"');
    await admin(`/api/admin/blog/${opened.id}`, "PUT", { ...post, title: "Restored Twice Version Three" }, '"2"');
    const answers = await Promise.all(
      [1, 2].map((revision) => admin(`/api/admin/blog/${opened.id}/revisions/${revision}/restore`, "POST", undefined, '"3"')),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const winner = await json<AdminPost>(answers.find((res) => res.status === 200) as Response);
    const current = await json<AdminPost>(await admin(`/api/admin/blog/${opened.id}`, "GET"));
    expect(current).toMatchObject({ title: winner.title, revision: 4 });
    expect(["Restored Twice Version One", "Restored Twice Version Two"]).toContain(current.title);
  });

  it("keeps at most CONTENT_REVISIONS_KEPT per item, pruned in the save's batch", async () => {
    const testEnv = envWith({ CONTENT_REVISIONS_KEPT: "3" });
    const opened = await createPost({ title: "Pruned Post Revision 1" });
    for (let n = 2; n <= 7; n += 1) {
      const res = await admin(
        `/api/admin/blog/${opened.id}`,
        "PUT",
        { ...post, title: `Pruned Post Revision ${n}` },
        `"${n - 1}"`,
        testEnv,
      );
      expect(res.status).toBe(200);
    }
    const revisions = await json<RevisionSummary[]>(await admin(`/api/admin/blog/${opened.id}/revisions`, "GET"));
    expect(revisions.map((r) => r.revision)).toEqual([6, 5, 4]);
    expect((await admin(`/api/admin/blog/${opened.id}/revisions/3`, "GET")).status).toBe(404);
  });

  it("keeps and restores project revisions", async () => {
    const opened = await json<AdminProject>(await admin("/api/admin/projects", "POST", { ...project, title: "Project Before" }), 201);
    await admin(`/api/admin/projects/${opened.id}`, "PUT", { ...project, title: "Project After" }, '"1"');
    const restored = await json<AdminProject>(
      await admin(`/api/admin/projects/${opened.id}/revisions/1/restore`, "POST", undefined, '"2"'),
    );
    expect(restored).toMatchObject({ title: "Project Before", revision: 3 });
  });
});

/** Every public surface, and whether the post and project appear on it. */
async function publicSurfaces(slug: string, projectId: number): Promise<Record<string, boolean>> {
  const text = async (path: string) => (await publicGet(path)).text();
  const [list, page, rss, sitemapPosts, related, projectList, projectPage, sitemapProjects, chatPost, chatProject] = await Promise.all([
    text("/api/blog"),
    publicGet(`/blog/${slug}`).then((res) => res.status === 200),
    text("/blog/rss.xml"),
    text("/sitemaps/posts/1.xml"),
    text("/api/blog/sizing-an-electrolyzer/related"),
    text("/api/projects"),
    publicGet(`/projects/${projectId}`).then((res) => res.status === 200),
    text("/sitemaps/projects/1.xml"),
    ask({ message: "Do you have articles about PACE financing?" }),
    ask({ message: "Do you have any hydrogen projects?" }),
  ]);
  return {
    "/api/blog": list.includes(`"${slug}"`),
    "post page": page,
    "post API": (await publicGet(`/api/blog/${slug}`)).status === 200,
    RSS: rss.includes(`/blog/${slug}<`),
    sitemap: sitemapPosts.includes(`/blog/${slug}<`),
    related: related.includes(`"${slug}"`),
    "assistant (post)": (chatPost.body.response ?? "").includes(`/blog/${slug}`),
    "/api/projects": projectList.includes(`"id":${projectId},`),
    "project page": projectPage,
    "project API": (await publicGet(`/api/projects/${projectId}`)).status === 200,
    "project sitemap": sitemapProjects.includes(`/projects/${projectId}<`),
    "assistant (project)": (chatProject.body.response ?? "").includes(`/projects/${projectId}`),
  };
}

const everywhere = (shown: boolean, surfaces: Record<string, boolean>) =>
  expect(surfaces).toEqual(Object.fromEntries(Object.keys(surfaces).map((key) => [key, shown])));

describe("the trash", () => {
  const slug = "pace-financing-explained";
  const postId = 101;
  const projectId = 203;

  it("hides a trashed item from every public surface at once, restores it, and the cron purges it for good after the retention", {
    timeout: 60_000,
  }, async () => {
    everywhere(true, await publicSurfaces(slug, projectId));
    // A real view, counted by the post's counter and written through to KV (and its D1 total).
    const view = await worker.fetch(
      new Request(`${ORIGIN}/api/blog/${postId}/view`, { method: "POST", headers: { Origin: ORIGIN, "CF-Connecting-IP": clientIp() } }),
      env,
      createExecutionContext(),
    );
    expect(view.status).toBe(200);
    await expect.poll(() => env.VIEW_COUNTS.get(viewCountKey(postId)), { timeout: 10_000 }).toBe("1");

    const { cache, calls } = recordingCache();
    const ctx = createExecutionContext();
    Object.assign(ctx, { cache });
    const headers = { "Cf-Access-Jwt-Assertion": token, Origin: ORIGIN };
    const del = await worker.fetch(new Request(`${ORIGIN}/api/blog/${postId}`, { method: "DELETE", headers }), env, ctx);
    expect(del.status).toBe(204);
    expect(calls).toEqual([["post:pace-financing-explained", "posts"]]);
    expect((await admin(`/api/projects/${projectId}`, "DELETE")).status).toBe(204);
    everywhere(false, await publicSurfaces(slug, projectId));

    // In the Trash view, with the day it goes for good; its slug stays reserved.
    const trash = await json<TrashPage>(await admin("/api/admin/blog/trash", "GET"));
    const entry = trash.items.find((item) => item.id === postId);
    expect(entry).toBeDefined();
    expect(Date.parse(entry?.purgeAt ?? "") - Date.parse(entry?.deletedAt ?? "")).toBe(30 * DAY);
    expect((await admin("/api/admin/blog", "POST", { ...post, slug })).status).toBe(409);
    const list = await json<AdminPage<AdminPost>>(await admin("/api/admin/blog", "GET"));
    expect(list.items.some((item) => item.id === postId)).toBe(false);
    // Neither edited nor restored to a revision while in the trash.
    expect((await json<{ message: string }>(await admin(`/api/admin/blog/${postId}`, "PUT", post), 409)).message).toMatch(/trash/);

    await json<AdminPost>(await admin(`/api/admin/blog/trash/${postId}/restore`, "POST"));
    await json<AdminProject>(await admin(`/api/admin/projects/trash/${projectId}/restore`, "POST"));
    everywhere(true, await publicSurfaces(slug, projectId));

    expect((await admin(`/api/blog/${postId}`, "DELETE")).status).toBe(204);
    expect((await admin(`/api/projects/${projectId}`, "DELETE")).status).toBe(204);
    await runCron(Date.now() + 29 * DAY);
    expect((await json<TrashPage>(await admin("/api/admin/blog/trash", "GET"))).items.some((item) => item.id === postId)).toBe(true);
    expect(await env.VIEW_COUNTS.get(viewCountKey(postId))).toBe("1");

    await runCron(Date.now() + 31 * DAY);
    expect((await json<TrashPage>(await admin("/api/admin/blog/trash", "GET"))).items.some((item) => item.id === postId)).toBe(false);
    expect((await json<TrashPage>(await admin("/api/admin/projects/trash", "GET"))).items.some((item) => item.id === projectId)).toBe(
      false,
    );
    expect(await env.VIEW_COUNTS.get(viewCountKey(postId))).toBeNull();
    expect((await json<{ message: string }>(await admin(`/api/admin/blog/trash/${postId}/restore`, "POST"), 404)).message).toMatch(
      /not in the trash/,
    );
    expect((await admin(`/api/admin/blog/${postId}/revisions/1/restore`, "POST", undefined, '"1"')).status).toBe(404);
    everywhere(false, await publicSurfaces(slug, projectId));
    // Purged, the slug is free again.
    expect((await admin("/api/admin/blog", "POST", { ...post, slug })).status).toBe(201);
  });

  it("deletes permanently only from the trash, revisions included", async () => {
    const opened = await createPost({ title: "Deleted for Good" });
    await admin(`/api/admin/blog/${opened.id}`, "PUT", { ...post, title: "Deleted for Good, Edited" }, '"1"');
    expect((await json<{ message: string }>(await admin(`/api/admin/blog/trash/${opened.id}`, "DELETE"), 409)).message).toMatch(
      /trash first/,
    );
    expect((await admin(`/api/blog/${opened.id}`, "DELETE")).status).toBe(204);
    expect((await admin(`/api/admin/blog/${opened.id}/revisions/1/restore`, "POST", undefined, '"3"')).status).toBe(409);
    expect((await admin(`/api/admin/blog/trash/${opened.id}`, "DELETE")).status).toBe(204);
    expect((await admin(`/api/admin/blog/${opened.id}/revisions`, "GET")).status).toBe(404);
    const left = await getDb(env).get<{ n: number }>(
      sql`SELECT count(*) AS n FROM content_revisions WHERE kind = 'post' AND item_id = ${opened.id}`,
    );
    expect(left?.n).toBe(0);
  });

  it("purges 10,000 trashed items over bounded runs, every statement within D1's limits", { timeout: 240_000 }, async () => {
    const db = getDb(env);
    const old = Date.now() - 40 * DAY;
    const seed = (table: string, columns: string, values: string) =>
      db.run(
        sql.raw(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 5000)
        INSERT INTO ${table} (${columns}, deleted_at) SELECT ${values}, ${old} + i FROM n`),
      );
    await seed(
      "blog_posts",
      "slug, title, excerpt, content, author, category",
      "'bulk-trashed-' || i, 'Bulk ' || i, 'Bulk excerpt.', '<p>Bulk.</p>', 'Bulk', 'bulk'",
    );
    await seed(
      "projects",
      "title, description, location, year, client, category, region",
      "'Bulk ' || i, 'Bulk.', 'Bulk', 2020, 'Bulk', 'solar', 'usa'",
    );
    const trashed = async () =>
      (
        await db.get<{ n: number }>(
          sql`SELECT (SELECT count(*) FROM blog_posts WHERE deleted_at IS NOT NULL) + (SELECT count(*) FROM projects WHERE deleted_at IS NOT NULL) AS n`,
        )
      )?.n ?? 0;
    expect(await trashed()).toBe(10_000);

    let runs = 0;
    let left = 10_000;
    while (left > 0) {
      await runCron(Date.now());
      runs += 1;
      const now = await trashed();
      // Each run takes a bounded bite: at most its per-run limits, and always some.
      expect(left - now).toBeGreaterThan(0);
      expect(left - now).toBeLessThanOrEqual(PURGE_POSTS_PER_RUN + PURGE_PROJECTS_PER_RUN);
      left = now;
    }
    expect(runs).toBe(Math.ceil(5_000 / PURGE_POSTS_PER_RUN));
  });
});

describe("scheduled publishing", () => {
  it("keeps a scheduled post off every public surface until the cron publishes it at its time, purging what a manual publish purges", {
    timeout: 30_000,
  }, async () => {
    const at = new Date(Date.now() + 3_600_000);
    const scheduled = await createPost({ title: "Published by the Clock", slug: "published-by-the-clock", publishAt: at.toISOString() });
    expect(scheduled).toMatchObject({ published: false, publishedAt: null, publishAt: at.toISOString() });
    const visible = async () => ({
      api: (await publicGet("/api/blog/published-by-the-clock")).status === 200,
      list: (await (await publicGet("/api/blog")).text()).includes('"published-by-the-clock"'),
      rss: (await (await publicGet("/blog/rss.xml")).text()).includes("/blog/published-by-the-clock<"),
      sitemap: (await (await publicGet("/sitemaps/posts/1.xml")).text()).includes("/blog/published-by-the-clock<"),
    });
    expect(await visible()).toEqual({ api: false, list: false, rss: false, sitemap: false });

    const early = recordingCache();
    await runCron(at.getTime() - 60_000, early.cache);
    expect(await visible()).toEqual({ api: false, list: false, rss: false, sitemap: false });
    expect(early.calls).toEqual([]);

    const due = recordingCache();
    await runCron(at.getTime() + 30_000, due.cache);
    expect(due.calls).toEqual([["post:published-by-the-clock", "posts"]]);
    expect(await visible()).toEqual({ api: true, list: true, rss: true, sitemap: true });
    const published = await json<AdminPost>(await admin(`/api/admin/blog/${scheduled.id}`, "GET"));
    expect(published).toMatchObject({ published: true, publishedAt: at.toISOString(), publishAt: null, revision: 2 });
    // The editor still holding version 1 (scheduled, unpublished) cannot unpublish it unawares.
    expect((await admin(`/api/admin/blog/${scheduled.id}`, "PUT", { ...post, publishAt: at.toISOString() }, '"1"')).status).toBe(409);
  });

  it("publishes at once a post scheduled in the past", { timeout: 15_000 }, async () => {
    const saved = await createPost({ title: "Scheduled Yesterday", publishAt: new Date(Date.now() - DAY).toISOString() });
    expect(saved).toMatchObject({ published: true, publishAt: null });
    expect((await publicGet(`/api/blog/${saved.slug}`)).status).toBe(200);
  });

  it("refuses a date that is not one", async () => {
    const res = await admin("/api/admin/blog", "POST", { ...post, publishAt: "next tuesday" });
    expect((await json<{ issues: Record<string, string> }>(res, 400)).issues.publishAt).toMatch(/date and time/);
  });
});
