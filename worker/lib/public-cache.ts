/**
 * Public GET answers: shared caches may keep them briefly, never so long that an admin's change
 * takes more than a minute to show; browsers always revalidate (max-age=0) with the ETag, so a
 * reload never shows data older than the edge's.
 */
import type { Context } from "hono";

/**
 * Browsers: always revalidate (no stale-while-revalidate here — browsers honour it too, and would
 * show a visitor yesterday's list). Shared caches: a minute. The edge (CDN-Cache-Control, which
 * browsers ignore) keeps 30 s and may serve a stale copy 30 s more while it refetches: at most a
 * minute behind.
 */
export const PUBLIC_CACHE_HEADERS = {
  "Cache-Control": "public, max-age=0, s-maxage=60",
  "CDN-Cache-Control": "max-age=30, stale-while-revalidate=30",
} as const;

async function etagOf(body: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body));
  const hex = Array.from(new Uint8Array(digest).slice(0, 16), (b) => b.toString(16).padStart(2, "0")).join("");
  return `"${hex}"`;
}

/** Whether an If-None-Match header names this ETag (or any, "*"). */
export function ifNoneMatches(ifNoneMatch: string | undefined, etag: string): boolean {
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
  if (ifNoneMatches(c.req.header("If-None-Match"), etag)) return c.body(null, 304, headers);
  return c.body(body, 200, { ...headers, "Content-Type": "application/json; charset=utf-8" });
}
