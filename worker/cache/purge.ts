/**
 * Purging Workers Cache after an admin write, through `ctx.cache.purge({ tags })`. It runs after
 * the D1 write has committed, so a failed purge never loses the write: it is logged, retried in
 * the background, and reported to the admin in the X-Public-Site header. Where the runtime has no
 * Workers Cache (`wrangler dev`, Miniflare: ctx.cache is undefined) nothing is cached, so there is
 * nothing to purge. Tests hand the Worker an execution context whose `cache` records the calls.
 */
import type { Context } from "hono";
import { formatPublicSite, PUBLIC_SITE_HEADER, type PublicSiteStatus } from "#contract/public-site.ts";
import { cacheTags } from "./cache-policy";

/** Waits before the background retries; the cached copies expire within a minute anyway. */
const PURGE_RETRY_DELAYS_MS = [1_000, 5_000] as const;

/** The tags a post change touches: its slug before and after, and every list, while it is or was public. */
export function postChangeTags(...versions: ({ slug: string; isPublic: boolean } | null)[]): string[] {
  const visible = versions.filter((v): v is { slug: string; isPublic: boolean } => v !== null && v.isPublic);
  return visible.length ? [...new Set([cacheTags.posts, ...visible.map((v) => cacheTags.post(v.slug))])] : [];
}

/** The tags a project change touches (purged for drafts too: cheaper than telling which changes a visitor could see). */
export function projectChangeTags(id: number): string[] {
  return [cacheTags.projects, cacheTags.project(id)];
}

/** One purge call: null when accepted, else what went wrong. */
async function attempt(cache: CacheContext, tags: string[]): Promise<string | null> {
  try {
    const result = await cache.purge({ tags });
    if (result.success) return null;
    return result.errors.map((e) => `${e.code} ${e.message}`).join("; ") || "purge not accepted";
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

async function retryInBackground(cache: CacheContext, tags: string[]): Promise<void> {
  for (const delay of PURGE_RETRY_DELAYS_MS) {
    await new Promise((resolve) => setTimeout(resolve, delay));
    const error = await attempt(cache, tags);
    if (error === null) {
      console.log("Cache purge succeeded on retry", { tags });
      return;
    }
    console.error("Cache purge retry failed", { tags, error });
  }
  console.error("Cache purge abandoned; cached copies expire within a minute", { tags });
}

/** Purges the tags (none: nothing public changed) and says how it went (the cron calls it too). */
export async function purgeTags(ctx: ExecutionContext, tags: string[]): Promise<PublicSiteStatus> {
  if (tags.length === 0) return { state: "not-public" };
  if (!ctx.cache) return { state: "live" };
  const error = await attempt(ctx.cache, tags);
  if (error === null) return { state: "live" };
  console.error("Cache purge failed; retrying in the background", { tags, error });
  ctx.waitUntil(retryInBackground(ctx.cache, tags));
  return { state: "purge-failed", error };
}

/** After an admin write has committed: purge, and tell the admin in the X-Public-Site header. */
export async function purgeAfterWrite(c: Context, tags: string[]): Promise<void> {
  c.header(PUBLIC_SITE_HEADER, formatPublicSite(await purgeTags(c.executionCtx as ExecutionContext, tags)));
}
