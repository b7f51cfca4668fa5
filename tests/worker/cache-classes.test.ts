/**
 * The cache class of every route of the Worker, walked from the Worker's own route list (each
 * method, anonymous and as an admin) and every page of the site, against the one table in
 * worker/cache/cache-policy.ts: a cacheable route's successful answer carries the class's Cache-Control
 * and its Cache-Tag and nothing private; every other answer is `private, no-store`.
 */
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { D1_BOOKMARK_HEADER } from "#contract/public-site.ts";
import { paths, type PageName } from "#contract/routes.ts";
import { ACCESS_COOKIE } from "#worker/access/verify.ts";
import { CACHEABLE_CLASSES, cacheControlOf, cacheRules, classify, matchPattern, type CacheClass } from "#worker/cache/cache-policy.ts";
import { app } from "#worker/index.ts";
import { installTestKeys, signToken } from "./support/access-keys";
import { seedContent } from "./support/content-fixtures";
import { clientIp, ORIGIN } from "./support/helpers";

let token: string;
beforeAll(async () => {
  await seedContent();
  token = await signToken(await installTestKeys());
});

const PARAMS: Record<string, string> = { slug: "solar-roi", id: "2", kind: "project-requests" };

/** A concrete path for a route pattern: known ids and slugs (deletes aim at a missing id), something under a wildcard. */
function concrete(method: string, pattern: string): string {
  const value = (name: string) => (method === "DELETE" && name === "id" ? "999" : (PARAMS[name] ?? "x"));
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => value(name)).replace(/\/\*$/, "/no-such-thing");
  return path === "*" ? "/no-such-page" : path;
}

const workerRoutes = [...new Map(app.routes.map((r) => [`${r.method} ${r.path}`, r])).values()].flatMap((r) =>
  (r.method === "ALL" ? ["GET", "POST", "PUT", "DELETE"] : [r.method]).map((method) => ({
    method,
    pattern: r.path,
    path: concrete(method, r.path),
  })),
);

async function send(method: string, path: string, admin: boolean, extra: Record<string, string> = {}): Promise<Response> {
  const headers = new Headers({ "CF-Connecting-IP": clientIp(), ...extra });
  if (admin) headers.set("Cf-Access-Jwt-Assertion", token);
  const write = method !== "GET" && method !== "HEAD";
  if (write) {
    headers.set("Origin", ORIGIN);
    headers.set("Content-Type", "application/json");
  }
  return SELF.fetch(`${ORIGIN}${path}`, { method, headers, body: write ? "{}" : undefined, redirect: "manual" });
}

/** What the table demands of one answer. */
async function expectClassHeld(res: Response, cls: CacheClass, label: string): Promise<void> {
  const control = res.headers.get("Cache-Control");
  if (CACHEABLE_CLASSES.has(cls) && (res.status === 200 || res.status === 304)) {
    expect(control, label).toBe(cacheControlOf[cls]);
    expect(res.headers.get("Cache-Tag"), label).toMatch(/^[\x21-\x7e]+$/);
    expect(res.headers.get("Set-Cookie"), label).toBeNull();
    expect(res.headers.get(D1_BOOKMARK_HEADER), label).toBeNull();
    expect(res.headers.get("Vary") ?? "", label).not.toMatch(/cookie|authorization/i);
  } else if (cls === "static-file" && res.status < 400) {
    expect(control, label).not.toBe(null);
  } else {
    expect(control, label).toBe("private, no-store");
    expect(res.headers.get("Cache-Tag"), label).toBeNull();
  }
  await res.body?.cancel();
}

describe("the table", () => {
  it("makes exactly the public reads the issue lists shared, and keeps admin, Access, chat, forms and view counts private", () => {
    const classOf = (method: string, path: string) => classify(method, path).rule.class;
    for (const path of [
      "/api/blog",
      "/api/blog/solar-roi",
      "/api/blog/solar-roi/related",
      "/api/projects",
      "/api/projects?category=solar",
      "/api/projects/2",
      "/api/partners",
      "/api/search?q=solar",
      "/sitemap.xml",
      "/blog/rss.xml",
      "/robots.txt",
    ]) {
      expect(classOf("GET", new URL(path, ORIGIN).pathname), path).toBe("public-read");
      expect(classOf("HEAD", new URL(path, ORIGIN).pathname), path).toBe("public-read");
    }
    for (const [method, path] of [
      ["GET", "/api/admin/dashboard"],
      ["GET", "/api/admin/blog"],
      ["GET", "/api/inquiries"],
      ["GET", "/api/access/session"],
      ["GET", "/api/admin/leads/project-requests/export"],
      ["POST", "/api/ai/chat"],
      ["POST", "/api/contact"],
      ["POST", "/api/partners"],
      ["POST", "/api/blog/2/view"],
      ["GET", "/api/blog/2/views"],
      ["DELETE", "/api/blog/2"],
      ["PUT", "/api/admin/projects/2"],
      ["GET", "/admin"],
      ["GET", "/admin/blog"],
      ["GET", "/api/no-such-thing"],
    ] as const) {
      expect(classOf(method, path), `${method} ${path}`).toBe("private");
    }
    expect(classOf("GET", "/blog/solar-roi")).toBe("page");
    expect(classOf("GET", "/")).toBe("page");
  });

  it("has no rule that matches no route of the Worker (except the asset server's)", () => {
    for (const rule of cacheRules) {
      if (rule.pattern === "*" || rule.class === "immutable-asset" || rule.class === "static-file") continue;
      const matched = workerRoutes.some((r) => rule.methods.includes(r.method as never) && matchPattern(rule.pattern, r.path) !== null);
      expect(matched, rule.pattern).toBe(true);
    }
  });
});

describe("every route of the Worker, each method, anonymous and as an admin", () => {
  it("answers with its class's headers", async () => {
    const seen = new Set<string>();
    expect(workerRoutes.length).toBeGreaterThan(25);
    for (const { method, pattern, path } of workerRoutes) {
      for (const admin of [false, true]) {
        const res = await send(method, path, admin);
        const { rule } = classify(method, path);
        seen.add(`${rule.class} ${res.status}`);
        await expectClassHeld(res, rule.class, `${method} ${pattern} (${path}) ${admin ? "admin" : "anonymous"}: ${res.status}`);
      }
    }
    // The walk reached shared answers as well as private ones.
    expect(seen).toContain("public-read 200");
    expect(seen).toContain("private 200");
    expect(seen).toContain("private 404");
  });
});

describe("every page of the site", () => {
  const pagePaths = (Object.keys(paths) as PageName[]).map((name) => paths[name].replace(":slug", "solar-roi").replace(":id", "2"));

  it.each(pagePaths)("GET and HEAD %s follow the table, and a page is tagged with its path and what it shows", async (path) => {
    for (const method of ["GET", "HEAD"]) {
      const res = await send(method, path, false);
      expect(res.status).toBe(200);
      const { rule } = classify(method, path);
      const tags = res.headers.get("Cache-Tag")?.split(",") ?? [];
      await expectClassHeld(res, rule.class, `${method} ${path}`);
      if (path.startsWith("/admin")) continue;
      expect(rule.class).toBe("page");
      expect(tags).toContain(`page:${path}`);
      if (path === "/blog/solar-roi") expect(tags).toContain("post:solar-roi");
      if (path === "/projects/2") expect(tags).toContain("project:2");
    }
  });

  it("a missing post's page and an unknown page are not cached (they may exist after the next save)", async () => {
    for (const path of ["/blog/draft-post", "/blog/no-such-post", "/projects/999", "/no-such-page"]) {
      const res = await send("GET", path, false);
      expect(res.status).toBe(404);
      await expectClassHeld(res, "page", path);
    }
  });
});

describe("nothing private in a shared answer", () => {
  it("a signed-in admin's cookie changes nothing in a public answer, and sets none", async () => {
    for (const path of ["/api/blog", "/api/blog/solar-roi", "/api/projects", "/blog/solar-roi", "/", "/sitemap.xml"]) {
      const anonymous = await send("GET", path, false);
      const signedIn = await send("GET", path, false, { Cookie: `${ACCESS_COOKIE}=${token}` });
      expect(signedIn.headers.get("Set-Cookie"), path).toBeNull();
      expect(signedIn.headers.get("Cache-Control"), path).toBe(anonymous.headers.get("Cache-Control"));
      expect(signedIn.headers.get("Cache-Tag"), path).toBe(anonymous.headers.get("Cache-Tag"));
      expect(await signedIn.text(), path).toBe(await anonymous.text());
    }
  });

  it("the local sign-in, which sets a cookie, is private", async () => {
    const res = await send("POST", "/api/access/local-sign-in", false);
    await expectClassHeld(res, "private", "local sign-in");
  });
});
