/**
 * The render measurement both render benches share: renders a page from its reads as the Worker
 * does, RUNS times after a warm-up, and summarises the times. The render is CPU only (no I/O), so
 * its wall time inside the isolate is its CPU time.
 */
import { SELF } from "cloudflare:test";
import { renderPage } from "virtual:kilbride/page-renderer";
import { expect } from "vitest";
import { pageReads } from "#contract/read-paths.ts";
import { matchPath } from "#contract/routes.ts";
import { ORIGIN } from "../../worker/support/helpers";

export const RUNS = 500;

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

/** The page's reads, fetched once through the app as a page request does, then RUNS renders timed: its row. */
export async function timeRenders(path: string) {
  const url = new URL(path, ORIGIN);
  const match = matchPath(url.pathname);
  if (!match) throw new Error(`no route for ${path}`);
  const reads: Record<string, unknown> = {};
  for (const read of pageReads(match.name, match.params, url.searchParams)) {
    const res = await SELF.fetch(`${ORIGIN}${read}`);
    expect(res.status, read).toBe(200);
    reads[read] = await res.json();
  }
  const { body } = await renderPage(path, reads);
  expect(body.length).toBeGreaterThan(1000);
  return { path, renders: RUNS, ...summary(await timed(() => renderPage(path, reads))) };
}
