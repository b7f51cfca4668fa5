/**
 * Public GET answers as JSON with an ETag, 304 when the client's (or the edge's) copy is current:
 * a revalidation after max-age then costs the Worker a query but not the transfer. Their
 * Cache-Control and Cache-Tag come from the cache table (edge-cache.ts).
 */
import type { Context } from "hono";

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

/** Answers `data` as JSON with an ETag, or 304 when the client's copy is current. */
export async function jsonWithEtag(c: Context, data: unknown): Promise<Response> {
  const body = JSON.stringify(data);
  const etag = await etagOf(body);
  const headers = { ETag: etag, Vary: "Accept-Encoding" };
  if (ifNoneMatches(c.req.header("If-None-Match"), etag)) return c.body(null, 304, headers);
  return c.body(body, 200, { ...headers, "Content-Type": "application/json; charset=utf-8" });
}
