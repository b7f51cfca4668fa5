/**
 * Blog view counts: the shown count is the post's stored baseline (views before the counter, demo
 * content) plus what its ViewCounter has counted. Writes go to the Durable Object (exact); reads
 * come from KV, which the object keeps up to date at most once a second.
 */
import type { ViewCounter } from "./view-counter-object";
import { viewCountKey } from "./view-counter-object";

// `wrangler types` cannot see the class through the entry point, so the RPC type is named here.
function counterFor(env: Env, postId: number): DurableObjectStub<ViewCounter> {
  const namespace = env.VIEW_COUNTER as DurableObjectNamespace<ViewCounter>;
  return namespace.get(namespace.idFromName(String(postId)));
}

/** Counts one view of a post and answers its exact counted views (baseline not included). */
export async function recordView(env: Env, postId: number): Promise<number> {
  return counterFor(env, postId).increment(postId);
}

function parseCount(value: string | null): number {
  const n = value === null ? 0 : Number.parseInt(value, 10);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}

/** Clears a post's counter (storage and pending alarm) and its KV key; the admin's delete calls it. */
export async function deleteViewCount(env: Env, postId: number): Promise<void> {
  await counterFor(env, postId).reset();
  await env.VIEW_COUNTS.delete(viewCountKey(postId));
}

/** A post's shown view count: its stored baseline plus the counted views last written to KV. */
export async function currentViewCount(env: Env, postId: number, baseline: number): Promise<number> {
  return baseline + parseCount(await env.VIEW_COUNTS.get(viewCountKey(postId)));
}
