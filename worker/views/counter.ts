/**
 * Blog view counts: the shown count is the post's stored baseline (views before the counter, demo
 * content) plus what its ViewCounter has counted. Writes go to the Durable Object (exact); reads
 * come from KV, which the object keeps up to date at most once a second.
 */
import type { ViewCounter } from "./view-counter";
import { viewCountKey } from "./view-counter";

// `wrangler types` cannot see the class through the entry point, so the RPC type is named here.
function counterFor(env: Env, postId: number): DurableObjectStub<ViewCounter> {
  const namespace = env.VIEW_COUNTER as DurableObjectNamespace<ViewCounter>;
  return namespace.get(namespace.idFromName(String(postId)));
}

/** Counts one view of a post and answers its exact counted views (baseline not included). */
export async function recordView(env: Env, postId: number): Promise<number> {
  return counterFor(env, postId).increment(postId);
}

/** Counted views per post as last written to KV (0 when never written). */
export async function readViewCounts(env: Env, postIds: readonly number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  // One bulk KV read per 100 keys (KV's limit) instead of one read per post.
  for (let start = 0; start < postIds.length; start += KV_BULK_MAX) {
    const ids = postIds.slice(start, start + KV_BULK_MAX);
    const values = await env.VIEW_COUNTS.get(ids.map(viewCountKey), "text");
    for (const id of ids) counts.set(id, parseCount(values.get(viewCountKey(id)) ?? null));
  }
  return counts;
}

const KV_BULK_MAX = 100;

function parseCount(value: string | null): number {
  const n = value === null ? 0 : Number.parseInt(value, 10);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}

/** Clears a post's counter (storage and pending alarm) and its KV key; the admin's delete calls it. */
export async function deleteViewCount(env: Env, postId: number): Promise<void> {
  await counterFor(env, postId).reset();
  await env.VIEW_COUNTS.delete(viewCountKey(postId));
}

/** Posts with their shown view count: the stored baseline plus the counted views in KV. */
export async function withViewCounts<T extends { id: number; viewCount: number }>(env: Env, posts: T[]): Promise<T[]> {
  const counted = await readViewCounts(env, posts.map((post) => post.id));
  return posts.map((post) => ({ ...post, viewCount: post.viewCount + (counted.get(post.id) ?? 0) }));
}
