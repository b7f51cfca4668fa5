/**
 * `npm run bench` only (KILBRIDE_BENCH=1 adds tests/bench to the worker project): the Worker's
 * render of a post and of the projects list, 500 times each inside workerd, from the demo
 * database's reads (fetched once through the app, as a page request does). The render is CPU
 * only (no I/O), so its wall time inside the isolate is its CPU time. The whole request's time,
 * D1 reads included, is measured from outside on `wrangler dev` (scripts/bench.ts); inside the
 * test pool D1 runs on isolated per-test storage, whose timings say nothing of production.
 * Prints one line, "RENDER_TIME_BENCH {...}", that scripts/bench.ts reads.
 */
import { env, SELF } from "cloudflare:test";
import { renderPage } from "virtual:kilbride/page-renderer";
import { beforeAll, expect, it } from "vitest";
import { pageReads } from "#contract/read-paths.ts";
import { matchPath } from "#contract/routes.ts";
import { seedStatements } from "#scripts/seed/seed-sql.ts";
import { ORIGIN } from "../worker/support/helpers";

const RUNS = 500;

beforeAll(async () => {
  await env.DB.batch(seedStatements().map((s) => env.DB.prepare(s.sql).bind(...s.values)));
});

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => +(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(2);
  return { medianMs: at(0.5), p99Ms: at(0.99), meanMs: +(times.reduce((a, b) => a + b, 0) / times.length).toFixed(2) };
}

async function timed(work: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < RUNS + 20; i++) {
    const started = performance.now();
    await work();
    // The first runs warm the isolate (module init, JIT); they are not a visitor's request.
    if (i >= 20) times.push(performance.now() - started);
  }
  return times;
}

it("renders a post and the projects list 500 times each", async () => {
  const [post] = (await (await SELF.fetch(`${ORIGIN}/api/blog`)).json()) as { slug: string }[];
  expect(post).toBeDefined();
  const rows = [];
  for (const path of [`/blog/${post?.slug}`, "/projects"]) {
    const match = matchPath(path);
    if (!match) throw new Error(`no route for ${path}`);
    const reads: Record<string, unknown> = {};
    for (const read of pageReads(match.name, match.params, new URLSearchParams()))
      reads[read] = await (await SELF.fetch(`${ORIGIN}${read}`)).json();
    const { body } = await renderPage(path, reads);
    expect(body.length).toBeGreaterThan(1000);
    rows.push({ path, renders: RUNS, ...summary(await timed(() => renderPage(path, reads))) });
  }
  console.log(`RENDER_TIME_BENCH ${JSON.stringify(rows)}`);
}, 300_000);
