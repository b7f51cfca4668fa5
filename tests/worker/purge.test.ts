/**
 * Every admin write that changes the public site purges exactly the Cache-Tags of the responses
 * it changed, after the write has committed. Workers Cache does not run here (ctx.cache is
 * undefined under Miniflare), so the Worker is handed an execution context whose `cache` is a
 * recording stand-in at that boundary; everything else is the real Worker, D1 and KV.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { BlogPost, Project } from "#contract/entities.ts";
import { PUBLIC_SITE_HEADER } from "#contract/public-site.ts";
import worker from "#worker/index.ts";
import { installTestKeys, signToken } from "./support/access-keys";
import { seedContent } from "./support/content-fixtures";
import { ORIGIN } from "./support/helpers";

let token: string;
beforeAll(async () => {
  await seedContent();
  token = await signToken(await installTestKeys());
});

type Outcome = CachePurgeResult | Error;

/** A stand-in for Workers Cache's purge: records each call's tags, answers the queued outcomes, then success. */
function recordingCache(...outcomes: Outcome[]) {
  const calls: string[][] = [];
  const cache: CacheContext = {
    async purge(options) {
      calls.push([...(options.tags ?? [])].sort());
      const next = outcomes.shift() ?? { success: true, errors: [] };
      if (next instanceof Error) throw next;
      return next;
    },
    async invalidate() {
      throw new Error("the Worker never soft-invalidates");
    },
  };
  return { cache, calls };
}

/** One request to the Worker with Workers Cache present; waits for its background work (retries). */
async function call(path: string, init: RequestInit, cache: CacheContext | undefined, admin = true): Promise<Response> {
  const headers = new Headers(init.headers);
  if (admin) headers.set("Cf-Access-Jwt-Assertion", token);
  if (init.body) headers.set("Content-Type", "application/json");
  headers.set("Origin", ORIGIN);
  const ctx = createExecutionContext();
  if (cache) Object.assign(ctx, { cache });
  const res = await worker.fetch(new Request(`${ORIGIN}${path}`, { ...init, headers }), env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

const draft = {
  title: "Winter Derating of Rooftop Arrays",
  excerpt: "Snow, shade and short days: what an array really makes in January.",
  content: "<p>Arrays in Colorado lose a third of their December output to snow cover alone.</p>",
  author: "Ciara Kilbride",
  category: "Renewable Energy",
  tags: "solar, winter",
  keywords: [],
  featured: false,
  published: false,
};

const project = {
  title: "Greeley Feedlot Biogas Plant",
  description: "A 1.2 MW anaerobic digester feeding the county grid.",
  location: "Greeley, Colorado",
  year: "2025",
  client: "Weld County Cattle Co.",
  category: "solar",
  region: "usa",
  metrics: "1.2 MW\n",
};

async function createPost(body: object, cache = recordingCache()) {
  const res = await call("/api/admin/blog", { method: "POST", body: JSON.stringify(body) }, cache.cache);
  expect(res.status).toBe(201);
  return { post: (await res.json()) as BlogPost, res, calls: cache.calls };
}

async function putPost(id: number, body: object, cache = recordingCache()) {
  const res = await call(`/api/admin/blog/${id}`, { method: "PUT", body: JSON.stringify(body) }, cache.cache);
  expect(res.status).toBe(200);
  return { post: (await res.json()) as BlogPost, res, calls: cache.calls };
}

describe("post writes purge the tags of what they change, and no others", () => {
  it("a draft created or edited changes nothing public: no purge, and the admin is told so", async () => {
    const created = await createPost({ ...draft, slug: "winter-derating" });
    expect(created.calls).toEqual([]);
    expect(created.res.headers.get(PUBLIC_SITE_HEADER)).toBe("not-public");
    const edited = await putPost(created.post.id, { ...draft, slug: "winter-derating", title: "Winter Derating, Revisited" });
    expect(edited.calls).toEqual([]);
  });

  it("publishing purges the lists and the post; editing its slug purges old and new; unpublishing purges the lists and the slug", async () => {
    const { post } = await createPost({ ...draft, slug: "snow-load" });
    const published = await putPost(post.id, { ...draft, slug: "snow-load", published: true });
    expect(published.calls).toEqual([["post:snow-load", "posts"]]);
    expect(published.res.headers.get(PUBLIC_SITE_HEADER)).toBe("live");

    const renamed = await putPost(post.id, { ...draft, slug: "snow-load-2026", published: true });
    expect(renamed.calls).toEqual([["post:snow-load", "post:snow-load-2026", "posts"]]);

    const unpublished = await putPost(post.id, { ...draft, slug: "snow-load-2026", published: false });
    expect(unpublished.calls).toEqual([["post:snow-load-2026", "posts"]]);
  });

  it("creating a published post purges the lists and its slug; deleting it purges them again; deleting a draft purges nothing", async () => {
    const created = await createPost({ ...draft, slug: "hail-2026", published: true });
    expect(created.calls).toEqual([["post:hail-2026", "posts"]]);
    const removal = recordingCache();
    expect((await call(`/api/blog/${created.post.id}`, { method: "DELETE" }, removal.cache)).status).toBe(204);
    expect(removal.calls).toEqual([["post:hail-2026", "posts"]]);

    const { post: kept } = await createPost({ ...draft, slug: "never-published" });
    const draftRemoval = recordingCache();
    const res = await call(`/api/blog/${kept.id}`, { method: "DELETE" }, draftRemoval.cache);
    expect(res.status).toBe(204);
    expect(res.headers.get(PUBLIC_SITE_HEADER)).toBe("not-public");
    expect(draftRemoval.calls).toEqual([]);
  });

  it("a refused write (validation, missing post) purges nothing", async () => {
    const cache = recordingCache();
    expect((await call("/api/admin/blog/99999", { method: "PUT", body: JSON.stringify(draft) }, cache.cache)).status).toBe(404);
    expect((await call("/api/admin/blog", { method: "POST", body: JSON.stringify({ ...draft, title: "A" }) }, cache.cache)).status).toBe(
      400,
    );
    expect((await call("/api/blog/99999", { method: "DELETE" }, cache.cache)).status).toBe(404);
    expect(cache.calls).toEqual([]);
  });
});

describe("project writes purge the project lists and the project", () => {
  it("on create, edit and delete", async () => {
    const creation = recordingCache();
    const res = await call("/api/admin/projects", { method: "POST", body: JSON.stringify(project) }, creation.cache);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as Project;
    expect(creation.calls).toEqual([["project:" + id, "projects"].sort()]);
    expect(res.headers.get(PUBLIC_SITE_HEADER)).toBe("live");

    const edit = recordingCache();
    expect(
      (await call(`/api/admin/projects/${id}`, { method: "PUT", body: JSON.stringify({ ...project, category: "hydrogen" }) }, edit.cache))
        .status,
    ).toBe(200);
    expect(edit.calls).toEqual([[`project:${id}`, "projects"].sort()]);

    const removal = recordingCache();
    expect((await call(`/api/projects/${id}`, { method: "DELETE" }, removal.cache)).status).toBe(204);
    expect(removal.calls).toEqual([[`project:${id}`, "projects"].sort()]);
  });
});

describe("a failed purge never loses the write", () => {
  it("keeps the write, tells the admin the error, and succeeds on a background retry", async () => {
    const cache = recordingCache({ success: false, errors: [{ code: 1134, message: "Purge rate limit exceeded" }] });
    const { post, res } = await createPost({ ...draft, slug: "retry-me", published: true }, cache);
    expect(res.headers.get(PUBLIC_SITE_HEADER)).toBe("purge-failed; 1134 Purge rate limit exceeded");
    // Retried after the answer (waitUntil), with the same tags.
    expect(cache.calls).toEqual([
      ["post:retry-me", "posts"],
      ["post:retry-me", "posts"],
    ]);
    const stored = await call("/api/blog/retry-me", { method: "GET" }, undefined, false);
    expect(stored.status).toBe(200);
    expect(((await stored.json()) as BlogPost).id).toBe(post.id);
  });

  it("survives a purge that throws, retries twice more, then gives up (the copies expire within a minute)", async () => {
    const down = new Error("purge service unavailable");
    const cache = recordingCache(down, down, down);
    const { post, res } = await createPost({ ...draft, slug: "purge-down", published: true }, cache);
    expect(res.status).toBe(201);
    expect(res.headers.get(PUBLIC_SITE_HEADER)).toBe("purge-failed; purge service unavailable");
    expect(cache.calls).toHaveLength(3);
    const list = (await (await call("/api/admin/blog", { method: "GET" }, undefined)).json()) as BlogPost[];
    expect(list.some((p) => p.id === post.id && p.published)).toBe(true);
  }, 15_000);
});

describe("where the runtime has no Workers Cache (wrangler dev)", () => {
  it("saves and reports the change as live: nothing is cached there", async () => {
    const { res } = await createPost(
      { ...draft, slug: "local-only", published: true },
      { cache: undefined as unknown as CacheContext, calls: [] },
    );
    expect(res.headers.get(PUBLIC_SITE_HEADER)).toBe("live");
  });
});

describe("the purge of an edit names every tag of a response that changed, and no tag of only unchanged ones", () => {
  /** Every public URL that may be cached, with what it answers and the tags it carries. */
  async function snapshot(slugs: string[], projectIds: number[]) {
    const paths = [
      "/api/blog",
      "/api/blog?limit=3",
      "/api/blog?page=1",
      "/api/blog?page=1&tag=solar",
      "/api/projects",
      "/api/projects?page=1&sort=alphabetical",
      "/api/projects?category=solar",
      "/api/projects?category=hydrogen",
      "/api/projects?category=ev_charging",
      "/api/partners",
      "/sitemap.xml",
      "/sitemaps/pages.xml",
      "/sitemaps/posts/1.xml",
      "/sitemaps/projects/1.xml",
      "/blog/rss.xml",
      "/robots.txt",
      "/",
      "/blog",
      "/blog?page=1",
      "/blog?tag=solar",
      "/projects",
      "/projects?category=solar&q=pueblo&sort=oldest",
      "/partners",
      "/about",
      ...slugs.flatMap((slug) => [`/api/blog/${slug}`, `/blog/${slug}`]),
      ...projectIds.flatMap((id) => [`/api/projects/${id}`, `/projects/${id}`]),
    ];
    const shots = new Map<string, { answer: string; tags: string[] }>();
    for (const path of paths) {
      const res = await call(path, { method: "GET" }, undefined, false);
      shots.set(path, { answer: `${res.status} ${await res.text()}`, tags: res.headers.get("Cache-Tag")?.split(",") ?? [] });
    }
    return shots;
  }

  async function expectExactPurge(slugs: string[], projectIds: number[], write: (cache: CacheContext) => Promise<void>) {
    const before = await snapshot(slugs, projectIds);
    const recorder = recordingCache();
    await write(recorder.cache);
    const after = await snapshot(slugs, projectIds);
    expect(recorder.calls).toHaveLength(1);
    const purged = new Set(recorder.calls[0]);
    const changed = [...before].filter(([path, shot]) => after.get(path)?.answer !== shot.answer).map(([path]) => path);
    const tagsOf = (path: string) => new Set([...(before.get(path)?.tags ?? []), ...(after.get(path)?.tags ?? [])]);
    expect(changed.length).toBeGreaterThan(0);
    // Every changed response is reached by the purge...
    for (const path of changed)
      expect(
        [...tagsOf(path)].filter((tag) => purged.has(tag)),
        path,
      ).not.toEqual([]);
    // ...and every purged tag is on some response that changed.
    for (const tag of purged)
      expect(
        changed.filter((path) => tagsOf(path).has(tag)),
        tag,
      ).not.toEqual([]);
  }

  it("for a published post's new title and slug", async () => {
    await expectExactPurge(["solar-roi", "solar-roi-explained", "hydrogen-storage-guide"], [1], async (cache) => {
      const body = { ...draft, title: "Solar ROI, Explained", slug: "solar-roi-explained", published: true };
      expect((await call("/api/admin/blog/2", { method: "PUT", body: JSON.stringify(body) }, cache)).status).toBe(200);
    });
  });

  it("for a project moved to another category", async () => {
    await expectExactPurge(["hydrogen-storage-guide"], [1, 2], async (cache) => {
      const body = { ...project, title: "Pueblo Agrivoltaic Array", category: "hydrogen" };
      expect((await call("/api/admin/projects/1", { method: "PUT", body: JSON.stringify(body) }, cache)).status).toBe(200);
    });
  });
});
