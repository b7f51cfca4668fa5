/**
 * The render measurement both render benches share: a page's reads fetched once through the app
 * (as a page request does), then RUNS renders of each page after a warm-up, the pages taking turns
 * so that the machine's load weighs on each alike. The render is CPU only (no I/O), so its wall
 * time inside the isolate is its CPU time.
 */
import { SELF } from "cloudflare:test";
import { renderPage } from "virtual:kilbride/page-renderer";
import { expect } from "vitest";
import { pageReads } from "#contract/read-paths.ts";
import { matchPath } from "#contract/routes.ts";
import { ORIGIN } from "../../worker/support/helpers";

const RUNS = 500;
const WARM_UP = 20;

/** A page to time: its path, the reads it renders from, and a label for the report. */
export type TimedPage = { path: string; reads: Record<string, unknown>; content?: string };

/** The reads a page starts with, as the Worker fetches them (each must answer 200). */
export async function readsOf(path: string): Promise<Record<string, unknown>> {
  const url = new URL(path, ORIGIN);
  const match = matchPath(url.pathname);
  if (!match) throw new Error(`no route for ${path}`);
  const reads: Record<string, unknown> = {};
  for (const read of pageReads(match.name, match.params, url.searchParams)) {
    const res = await SELF.fetch(`${ORIGIN}${read}`);
    expect(res.status, read).toBe(200);
    reads[read] = await res.json();
  }
  return reads;
}

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => +(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(2);
  return { medianMs: at(0.5), p99Ms: at(0.99), meanMs: +(times.reduce((a, b) => a + b, 0) / times.length).toFixed(2) };
}

/** Renders every page RUNS times, in turns; one row per page. */
export async function timeRenders(pages: readonly TimedPage[]) {
  const times = pages.map(() => [] as number[]);
  for (const page of pages) expect((await renderPage(page.path, page.reads)).body.length, page.path).toBeGreaterThan(1000);
  for (let i = 0; i < RUNS + WARM_UP; i++) {
    for (const [n, page] of pages.entries()) {
      const started = performance.now();
      await renderPage(page.path, page.reads);
      // The first runs warm the isolate (module init, JIT); they are not a visitor's request.
      if (i >= WARM_UP) times[n]?.push(performance.now() - started);
    }
  }
  return pages.map((page, n) => ({
    path: page.path,
    ...(page.content ? { content: page.content } : {}),
    renders: RUNS,
    ...summary(times[n] ?? []),
  }));
}
