/**
 * The page renderer has two paths (web/src/entry-server.tsx, ADR 257): one synchronous pass once a
 * page's code has loaded in the isolate, and `prerender`, which waits for the code. They must write
 * the same HTML for every public page, or a page would change with the isolate's history.
 */
import { env, SELF } from "cloudflare:test";
import { renderPage, renderPageInOnePass, renderPageWaitingForCode } from "virtual:kilbride/page-renderer";
import { beforeAll, describe, expect, it } from "vitest";
import { pageReads } from "#contract/read-paths.ts";
import { matchPath } from "#contract/routes.ts";
import { seedStatements } from "#scripts/seed/seed-sql.ts";
import { ORIGIN } from "./support/helpers";

beforeAll(async () => {
  await env.DB.batch((await seedStatements()).map((s) => env.DB.prepare(s.sql).bind(...s.values)));
});

/** A page's reads as the Worker fetches them: a 404 or 400 is null (the page's not-found state). */
async function readsOf(path: string): Promise<Record<string, unknown>> {
  const url = new URL(path, ORIGIN);
  const match = matchPath(url.pathname);
  const reads: Record<string, unknown> = {};
  for (const read of match ? pageReads(match.name, match.params, url.searchParams) : []) {
    const res = await SELF.fetch(`${ORIGIN}${read}`);
    reads[read] = res.ok ? await res.json() : (await res.body?.cancel(), null);
  }
  return reads;
}

/** Every public page kind; `{post}`, `{tag}`, `{project}`, `{category}` are the demo's first post and project. */
const PATHS = [
  "/",
  "/about",
  "/services",
  "/calculators",
  "/calculators?tab=roi",
  "/projects",
  "/projects?category={category}&sort=oldest",
  "/projects?q=solar",
  "/projects/{project}",
  "/projects/999999",
  "/blog",
  "/blog?tag={tag}",
  "/blog?page=9",
  "/blog/{post}",
  "/blog/no-such-post",
  "/contact",
  "/contact?type=custom",
  "/clients",
  "/contractors",
  "/partners",
  "/affiliates",
  "/merch",
  "/subscribe",
  "/privacy",
  "/search?q=solar",
  "/no-such-page",
];

async function withDemoContent(path: string): Promise<string> {
  const [post] = (await (await SELF.fetch(`${ORIGIN}/api/blog`)).json()) as { slug: string; tags: string[] }[];
  const [project] = (await (await SELF.fetch(`${ORIGIN}/api/projects`)).json()) as { id: number; category: string }[];
  if (!post || !project) throw new Error("the demo content has no post or no project");
  return path
    .replace("{post}", post.slug)
    .replace("{tag}", encodeURIComponent(post.tags[0] ?? ""))
    .replace("{project}", String(project.id))
    .replace("{category}", project.category);
}

describe("the one-pass render", () => {
  it.each(PATHS)(
    "writes what the waiting render writes: %s",
    async (template) => {
      const path = await withDemoContent(template);
      {
        const reads = await readsOf(path);
        // The first render of a page may load its code; from then on the one pass must finish it.
        await renderPage(path, reads);
        const onePass = renderPageInOnePass(path, reads);
        expect(onePass, `${path} left a boundary to the browser`).not.toBeNull();
        const waiting = await renderPageWaitingForCode(path, reads);
        expect(onePass?.head, path).toBe(waiting.head);
        expect(onePass?.body, path).toBe(waiting.body);
        expect(waiting.body.length, path).toBeGreaterThan(1000);
      }
    },
    60_000,
  );
});
