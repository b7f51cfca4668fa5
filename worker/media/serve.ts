/**
 * GET/HEAD /media/:name. Uploaded files (`<sha256>.<ext>`) come from R2: cached for a year as
 * immutable (a key never names other bytes), the hash as ETag (a 304 needs no R2 read), byte
 * ranges for video seeking (206, or 416 outside the file), and full answers kept in the edge
 * cache. Any other name is a file shipped with the build (the demo videos) and is handed to the
 * asset server. Media never need scripts, so every answer has a policy that allows none.
 */
import type { Context } from "hono";
import { MEDIA_KEY, mediaTypes, type MediaType } from "#contract/media.ts";
import type { AppEnv } from "../env";
import { ifNoneMatches } from "../cache/json-with-etag";
import { baseSecurityHeaders } from "../middleware/security-policy";

const IMMUTABLE = "public, max-age=31536000, immutable";
/**
 * How long a data centre's cache keeps a file. Browsers may keep it a year, but a deleted file must
 * leave the edge: deleting drops the local copy at once, other data centres' copies expire within
 * a day (the Cache API has no global purge).
 */
const EDGE_CACHE = "public, max-age=86400";
/** Sandboxed, so even an SVG opened on its own can run nothing or load anything. */
const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

function mediaHeaders(extra: Record<string, string>): Headers {
  return new Headers({ ...baseSecurityHeaders, "Content-Security-Policy": MEDIA_CSP, ...extra });
}

/**
 * Every error answer (404, 416, anything the asset server refuses) is kept by no browser and no
 * edge: a cached error would break the file there for everyone. 304 is not an error: it carries
 * the file's own caching, which it refreshes.
 */
const NO_STORE = "private, no-store";
const errorHeaders = (extra: Record<string, string>) => mediaHeaders({ ...extra, "Cache-Control": NO_STORE });

type ByteRange = { offset: number; length: number };

/**
 * One `bytes=` range against a size: the range, "unsatisfiable", or null to send the whole file
 * (no header, a malformed one, or several ranges — allowed to be answered in full).
 */
function parseRange(header: string | undefined, size: number): ByteRange | "unsatisfiable" | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec((header ?? "").trim());
  if (!match) return null;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return null;
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0) return "unsatisfiable";
    const length = Math.min(suffix, size);
    return { offset: size - length, length };
  }
  const offset = Number(first);
  if (offset >= size) return "unsatisfiable";
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (end < offset) return null;
  return { offset, length: end - offset + 1 };
}

function typeOf(key: string, object: R2Object): string {
  const stored = object.httpMetadata?.contentType ?? "";
  if (Object.hasOwn(mediaTypes, stored)) return stored;
  const ext = key.slice(key.lastIndexOf(".") + 1);
  return (Object.keys(mediaTypes) as MediaType[]).find((type) => mediaTypes[type].ext === ext) ?? "application/octet-stream";
}

function objectHeaders(key: string, object: R2Object, etag: string): Record<string, string> {
  return {
    "Content-Type": typeOf(key, object),
    "Cache-Control": IMMUTABLE,
    ETag: etag,
    "Accept-Ranges": "bytes",
    // Inline for <img>/<video>; a fixed, safe file name when saved.
    "Content-Disposition": `inline; filename="${key}"`,
  };
}

async function shippedFile(c: Context<AppEnv>): Promise<Response> {
  const res = await c.env.ASSETS.fetch(c.req.raw);
  // A name the asset server lacks is the same 404 as an unknown upload (never a page); its other
  // answers (200, 206 for a range, 304 for a revalidation) pass through.
  if (res.status === 404 || (res.headers.get("Content-Type") ?? "").startsWith("text/html")) {
    await res.body?.cancel();
    return notFound();
  }
  const headers = new Headers(res.headers);
  for (const [name, value] of mediaHeaders({})) headers.set(name, value);
  if (res.status >= 400) headers.set("Cache-Control", NO_STORE);
  return new Response(res.body, { status: res.status, headers });
}

function notFound(): Response {
  return new Response("Not found.", {
    status: 404,
    headers: errorHeaders({ "Content-Type": "text/plain; charset=utf-8" }),
  });
}

export async function serveMedia(c: Context<AppEnv>): Promise<Response> {
  const key = c.req.param("name") ?? "";
  if (!MEDIA_KEY.test(key)) return shippedFile(c);
  const etag = `"${key.slice(0, 64)}"`;
  const head = c.req.method === "HEAD";
  if (ifNoneMatches(c.req.header("If-None-Match"), etag))
    return new Response(null, { status: 304, headers: mediaHeaders({ ETag: etag, "Cache-Control": IMMUTABLE }) });

  const rangeHeader = c.req.header("Range");
  const ifRange = c.req.header("If-Range");
  const wantsRange = rangeHeader !== undefined && (ifRange === undefined || ifRange === etag);
  if (wantsRange) {
    const meta = await c.env.MEDIA.head(key);
    if (!meta) return notFound();
    const range = parseRange(rangeHeader, meta.size);
    if (range === "unsatisfiable")
      return new Response(null, { status: 416, headers: errorHeaders({ "Content-Range": `bytes */${meta.size}`, ETag: etag }) });
    if (range) {
      const part = head ? null : await c.env.MEDIA.get(key, { range });
      if (!head && !part) return notFound();
      const headers = mediaHeaders({
        ...objectHeaders(key, meta, etag),
        "Content-Range": `bytes ${range.offset}-${range.offset + range.length - 1}/${meta.size}`,
        "Content-Length": String(range.length),
      });
      return new Response(part?.body ?? null, { status: 206, headers });
    }
  }

  // Whole files through the edge cache (a data centre reads R2 once per file, not per visitor).
  const cache = edgeCache();
  const cacheKey = mediaCacheKey(c.req.url, key);
  const cached = head ? undefined : await cache?.match(cacheKey);
  if (cached) {
    const headers = new Headers(cached.headers);
    headers.set("Cache-Control", IMMUTABLE);
    return new Response(cached.body, { status: 200, headers });
  }
  const object = head ? await c.env.MEDIA.head(key) : await c.env.MEDIA.get(key);
  if (!object) return notFound();
  const headers = mediaHeaders({ ...objectHeaders(key, object, etag), "Content-Length": String(object.size) });
  const body = "body" in object ? (object as R2ObjectBody).body : null;
  const res = new Response(body, { status: 200, headers });
  if (cache && !head) {
    const copy = res.clone();
    const headers = new Headers(copy.headers);
    headers.set("Cache-Control", EDGE_CACHE);
    c.executionCtx.waitUntil(cache.put(cacheKey, new Response(copy.body, { status: 200, headers })));
  }
  return res;
}

const edgeCache = () => (typeof caches === "undefined" ? null : caches.default);
const mediaCacheKey = (requestUrl: string, key: string) => new Request(new URL(`/media/${key}`, requestUrl));

/** Drops this data centre's cached copy of a deleted file. */
export async function forgetCachedMedia(requestUrl: string, key: string): Promise<void> {
  await edgeCache()?.delete(mediaCacheKey(requestUrl, key));
}
