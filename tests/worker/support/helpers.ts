import { SELF } from "cloudflare:test";
import { expect } from "vitest";

export const ORIGIN = "https://www.kilbride.example";

/** A JSON request to the Worker as the site's own pages send it. */
export function postJson(path: string, body: unknown, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers({ "Content-Type": "application/json", Origin: ORIGIN });
  for (const [name, value] of new Headers(init.headers)) headers.set(name, value);
  return SELF.fetch(`${ORIGIN}${path}`, {
    ...init,
    method: "POST",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** Corpus text (tests/corpus) with "{{70000 x}}" written out as seventy thousand x's. */
export function expandCorpusText(text: string): string {
  return text.replace(/\{\{(\d+) (.)\}\}/g, (_, n: string, c: string) => c.repeat(Number(n)));
}

/** A client address of its own, so rate-limit buckets of different tests do not collide. */
let nextClient = 1;
export function clientIp(): string {
  nextClient += 1;
  return `203.0.113.${nextClient % 250}`;
}

/**
 * Public GETs are shared briefly (policy in worker/cache/cache-policy.ts): max-age plus
 * stale-while-revalidate, never s-maxage (it turns stale-while-revalidate off), a copy at most a
 * minute old, tagged for purging, with an ETag so a revalidation can answer 304.
 */
export function expectPublicCaching(res: Response, tags: string[]): void {
  const control = res.headers.get("Cache-Control") ?? "";
  const seconds = (name: string) => Number(new RegExp(`(?:^|[ ,])${name}=(\\d+)`).exec(control)?.[1] ?? NaN);
  expect(control).toMatch(/^public,/);
  expect(control).not.toMatch(/s-maxage|private|no-store|must-revalidate/);
  expect(seconds("max-age")).toBeGreaterThan(0);
  expect(seconds("stale-while-revalidate")).toBeGreaterThan(0);
  expect(seconds("max-age") + seconds("stale-while-revalidate")).toBeLessThanOrEqual(60);
  expect(res.headers.get("Cache-Tag")?.split(",").sort()).toEqual([...tags].sort());
  expect(res.headers.get("Set-Cookie")).toBeNull();
  expect(res.headers.get("ETag")).toMatch(/^"[0-9a-f]+"$/);
}

/** How long a burst of up to ~25 requests may take on a loaded machine, with room to spare. */
const BURST_ALLOWANCE_MS = 15_000;
/** The time a test that counts to the limit may take: the longest wait below plus the burst. */
export const RATE_WINDOW_TEST_TIMEOUT_MS = 60_000 + BURST_ALLOWANCE_MS;

/**
 * The rate limiter counts in fixed windows aligned to the wall clock (the binding's `period`, 60 s;
 * Miniflare does the same), so a burst that straddles a minute boundary is counted in two windows
 * and lets more than the limit through, as it would in production. A test that counts requests up
 * to the limit starts its burst early enough in a window to finish inside it.
 */
export async function startInFreshRateWindow(periodMs = 60_000): Promise<void> {
  const left = periodMs - (Date.now() % periodMs);
  if (left < BURST_ALLOWANCE_MS) await new Promise((resolve) => setTimeout(resolve, left + 100));
}
