/**
 * Public GET answers: a shared edge cache may keep them a minute (and serve them stale for five
 * while it revalidates), so admin changes show within a minute; browsers always revalidate
 * (max-age=0) with the ETag, so a reload never shows data older than the edge's.
 */
import type { Context } from "hono";

/**
 * Browsers: always revalidate (no stale-while-revalidate here — browsers honour it too, and would
 * show a visitor yesterday's list). Shared caches: a minute. The edge alone may also serve a stale
 * copy while it refetches, through CDN-Cache-Control, which browsers ignore.
 */
export const PUBLIC_CACHE_HEADERS = {
  "Cache-Control": "public, max-age=0, s-maxage=60",
  "CDN-Cache-Control": "max-age=60, stale-while-revalidate=300",
} as const;

async function etagOf(body: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body));
  const hex = Array.from(new Uint8Array(digest).slice(0, 16), (b) => b.toString(16).padStart(2, "0")).join("");
  return `"${hex}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t === etag || t === `W/${etag}`;
  });
}

/** Answers `data` as JSON with the public cache headers, or 304 when the client's copy is current. */
export async function cachedJson(c: Context, data: unknown): Promise<Response> {
  const body = JSON.stringify(data);
  const etag = await etagOf(body);
  const headers = { ...PUBLIC_CACHE_HEADERS, ETag: etag, Vary: "Accept-Encoding" };
  if (matches(c.req.header("If-None-Match"), etag)) return c.body(null, 304, headers);
  return c.body(body, 200, { ...headers, "Content-Type": "application/json; charset=utf-8" });
}

/**
 * After an admin change, the public API answers cached at this location are dropped so the site
 * shows the change at once here (other locations follow within their max-age of a minute at most).
 */
export async function purgePublicCache(requestUrl: string, paths: readonly string[]): Promise<void> {
  try {
    const cache = caches.default;
    await Promise.all(paths.map((path) => cache.delete(new Request(new URL(path, requestUrl)))));
  } catch (error) {
    // A stale public cache is self-healing; the admin's change itself has been saved.
    console.warn("Public cache purge failed", error);
  }
}
