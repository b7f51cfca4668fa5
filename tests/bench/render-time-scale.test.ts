/**
 * `npm run bench -- --only=scale` only (KILBRIDE_BENCH=1): the Worker's render at ten years of
 * content. The reads of `/`, `/blog`, a post and `/projects?category=solar` are taken from the demo
 * database; then 1,000 posts and 300 projects are written through the admin API
 * (scripts/seed/scale-content.ts, as the bench server gets them) and the same pages' reads, plus
 * `/blog?page=20`'s and a new post's, are taken again. Every page is then rendered 500 times inside
 * workerd, the pages taking turns, so the machine's load weighs on demo and scale alike. Prints one line,
 * "RENDER_TIME_BENCH [...]", that scripts/bench-scale.ts reads.
 */
import { env, SELF } from "cloudflare:test";
import { beforeAll, expect, it } from "vitest";
import { SCALE_POSTS, SCALE_PROJECTS, scalePost, scaleProject } from "#scripts/seed/scale-content.ts";
import { seedStatements } from "#scripts/seed/seed-sql.ts";
import { adminJson, installTestKeys, signToken } from "../worker/support/access-keys";
import { ORIGIN } from "../worker/support/helpers";
import { readsOf, type TimedPage, timeRenders } from "./support/render-timing";

beforeAll(async () => {
  await env.DB.batch((await seedStatements()).map((s) => env.DB.prepare(s.sql).bind(...s.values)));
});

async function newestPost(): Promise<string> {
  const [post] = (await (await SELF.fetch(`${ORIGIN}/api/blog?limit=1`)).json()) as { slug: string }[];
  expect(post).toBeDefined();
  return `/blog/${post?.slug}`;
}

async function writeScaleContent() {
  const token = await signToken(await installTestKeys());
  const writes = [
    ...Array.from({ length: SCALE_POSTS }, (_, n) => () => adminJson("/api/admin/blog", token, "POST", scalePost(n))),
    ...Array.from({ length: SCALE_PROJECTS }, (_, n) => () => adminJson("/api/admin/projects", token, "POST", scaleProject(n))),
  ];
  // Ten at a time; each write is checked: a refused one would make the figures those of less content.
  for (let i = 0; i < writes.length; i += 10) {
    for (const res of await Promise.all(writes.slice(i, i + 10).map((write) => write())))
      expect(res.status, await res.clone().text()).toBe(201);
  }
}

it("renders the lists and a post 500 times each with the demo content and at scale, in turns", async () => {
  const pages: TimedPage[] = [];
  const demoPost = await newestPost();
  for (const path of ["/", "/blog", demoPost, "/projects?category=solar"])
    pages.push({ path, content: "demo", reads: await readsOf(path) });
  await writeScaleContent();
  for (const path of ["/", "/blog", "/blog?page=20", demoPost, await newestPost(), "/projects?category=solar"])
    pages.push({ path, content: "scale", reads: await readsOf(path) });
  console.log(`RENDER_TIME_BENCH ${JSON.stringify(await timeRenders(pages))}`);
}, 1_200_000);
