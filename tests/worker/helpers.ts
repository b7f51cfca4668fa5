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
 * Public GETs: browsers revalidate every time and never serve a stale copy (a visitor must not see
 * an unpublished post), shared caches keep them a minute, the edge may serve stale while refetching.
 */
export function expectPublicCaching(res: Response): void {
  const browser = res.headers.get("Cache-Control") ?? "";
  expect(browser).toMatch(/max-age=0\b/);
  expect(browser).toMatch(/s-maxage=60\b/);
  expect(browser).not.toMatch(/stale-while-revalidate/);
  // The edge's worst case (fresh + stale) is a minute, so an admin's change shows within one.
  const edge = res.headers.get("CDN-Cache-Control") ?? "";
  const seconds = (name: string) => Number(new RegExp(`${name}=(\\d+)`).exec(edge)?.[1] ?? NaN);
  expect(seconds("max-age") + seconds("stale-while-revalidate")).toBeLessThanOrEqual(60);
  expect(res.headers.get("ETag")).toMatch(/^"[0-9a-f]+"$/);
}
