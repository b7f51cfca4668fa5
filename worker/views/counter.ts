/**
 * Blog view counts: one ViewCounter Durable Object per post (named by the post id), written
 * through to KV under `post-views:<postId>`. Minimal version for the admin issue (deleting a post
 * removes its counter); the blog issue adds counting and reading.
 */
import type { ViewCounter } from "./view-counter";

export function viewCountKey(postId: number): string {
  return `post-views:${postId}`;
}

/** Removes a deleted post's count from KV and its Durable Object. */
export async function deleteViewCount(env: Pick<Env, "VIEW_COUNTS" | "VIEW_COUNTER">, postId: number): Promise<void> {
  // The generated Env types the namespace without its class; the class is this one.
  const counters = env.VIEW_COUNTER as DurableObjectNamespace<ViewCounter>;
  const stub = counters.get(counters.idFromName(String(postId)));
  await Promise.all([env.VIEW_COUNTS.delete(viewCountKey(postId)), stub.reset()]);
}
