import { DurableObject } from "cloudflare:workers";

/** KV allows one write per key per second; flushes never come closer together than this. */
export const FLUSH_INTERVAL_MS = 1000;

/** The KV key holding a post's counted views (the stored baseline is added on top). */
export function viewCountKey(postId: number): string {
  return `post-views:${postId}`;
}

/** What each KV write carries besides the count, so writes can be audited (and tested) for their pace. */
export interface ViewCountMetadata {
  flushedAt: number;
  /** How many times this key has been written since the counter started. */
  flushes: number;
}

interface Stored {
  count?: number;
  postId?: number;
  flushedAt?: number;
  flushes?: number;
}

/**
 * The exact view count of one blog post (one object per post, named by its id). A Durable Object
 * handles its calls one at a time, so N concurrent views add exactly N. The count is written
 * through to KV by an alarm, at most once per FLUSH_INTERVAL_MS, and the public API reads KV.
 */
export class ViewCounter extends DurableObject<Env> {
  /** Counts one view and answers the new count. */
  async increment(postId: number): Promise<number> {
    const storage = this.ctx.storage;
    const count = ((await storage.get<number>("count")) ?? 0) + 1;
    await storage.put({ count, postId });
    if ((await storage.getAlarm()) === null) {
      const flushedAt = (await storage.get<number>("flushedAt")) ?? 0;
      await storage.setAlarm(Math.max(Date.now(), flushedAt + FLUSH_INTERVAL_MS));
    }
    return count;
  }

  /** Forgets the count and any pending write (the post was deleted). */
  async reset(): Promise<void> {
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
  }

  /** Writes the current count to KV, unless the last write was under a second ago (then later). */
  override async alarm(): Promise<void> {
    const storage = this.ctx.storage;
    const stored = Object.fromEntries(await storage.get(["count", "postId", "flushedAt", "flushes"])) as Stored;
    if (stored.postId === undefined || stored.count === undefined) return;
    const now = Date.now();
    const earliest = (stored.flushedAt ?? 0) + FLUSH_INTERVAL_MS;
    if (now < earliest) {
      await storage.setAlarm(earliest);
      return;
    }
    const metadata: ViewCountMetadata = { flushedAt: now, flushes: (stored.flushes ?? 0) + 1 };
    // Recorded before the write, so a view arriving while KV is written schedules its flush a second on.
    await storage.put({ flushedAt: metadata.flushedAt, flushes: metadata.flushes });
    await this.env.VIEW_COUNTS.put(viewCountKey(stored.postId), String(stored.count), { metadata });
  }
}
