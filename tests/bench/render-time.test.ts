/**
 * `npm run bench` only (KILBRIDE_BENCH=1 adds tests/bench to the worker project): the Worker's
 * render of a post and of the projects list, 500 times each inside workerd, from the demo
 * database's reads (fetched once through the app, as a page request does). The whole request's
 * time, D1 reads included, is measured from outside on `wrangler dev` (scripts/bench.ts); inside
 * the test pool D1 runs on isolated per-test storage, whose timings say nothing of production.
 * Prints one line, "RENDER_TIME_BENCH [...]", that scripts/bench.ts reads.
 */
import { env, SELF } from "cloudflare:test";
import { beforeAll, expect, it } from "vitest";
import { seedStatements } from "#scripts/seed/seed-sql.ts";
import { ORIGIN } from "../worker/support/helpers";
import { readsOf, timeRenders } from "./support/render-timing";

beforeAll(async () => {
  await env.DB.batch((await seedStatements()).map((s) => env.DB.prepare(s.sql).bind(...s.values)));
});

it("renders a post and the projects list 500 times each", async () => {
  const [post] = (await (await SELF.fetch(`${ORIGIN}/api/blog`)).json()) as { slug: string }[];
  expect(post).toBeDefined();
  const paths = [`/blog/${post?.slug}`, "/projects"];
  const rows = await timeRenders(await Promise.all(paths.map(async (path) => ({ path, reads: await readsOf(path) }))));
  console.log(`RENDER_TIME_BENCH ${JSON.stringify(rows)}`);
}, 300_000);
