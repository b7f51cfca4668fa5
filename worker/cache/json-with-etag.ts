/**
 * Public GET answers as JSON with an ETag, 304 when the client's (or the edge's) copy is current:
 * a revalidation after max-age then costs the Worker a query but not the transfer. Their
 * Cache-Control and Cache-Tag come from the cache table (edge-cache.ts).
 */
import type { Context, TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";
import { handOver, isInWorkerRequest } from "../lib/in-worker-reads";

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

/**
 * Answers `data` as JSON with an ETag, or 304 when the client's copy is current. Typed as the JSON
 * answer for the app's client: a 304 is that same JSON, which the browser's cache then answers with.
 * A page's own read inside the Worker gets the data itself (lib/in-worker-reads.ts).
 */
export async function jsonWithEtag<T>(c: Context, data: T): Promise<Response & TypedResponse<JSONParsed<T>, 200, "json">> {
  if (isInWorkerRequest(c.req.raw)) return handOver(data) as Response & TypedResponse<JSONParsed<T>, 200, "json">;
  const body = JSON.stringify(data);
  const etag = await etagOf(body);
  const headers = { ETag: etag, Vary: "Accept-Encoding" };
  const answer: Response = ifNoneMatches(c.req.header("If-None-Match"), etag)
    ? c.body(null, 304, headers)
    : c.body(body, 200, { ...headers, "Content-Type": "application/json; charset=utf-8" });
  return answer as Response & TypedResponse<JSONParsed<T>, 200, "json">;
}
