import { DurableObject } from "cloudflare:workers";
import { writeViewRollups } from "../db/view-rollups";

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
  /** UTC days (YYYY-MM-DD) counted since the last D1 write. */
  dirtyDays?: string[];
}

/** Storage key of one UTC day's views. */
const dayKey = (day: string) => `day:${day}`;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The exact view count of one blog post (one object per post, named by its id). A Durable Object
 * handles its calls one at a time, so N concurrent views add exactly N. The count is written
 * through to KV by an alarm, at most once per FLUSH_INTERVAL_MS, and the public API reads KV.
 */
export class ViewCounter extends DurableObject<Env> {
  /** Counts one view and answers the new count. */
  async increment(postId: number): Promise<number> {
    const storage = this.ctx.storage;
    // The day's total rides along (the daily rollup the admin analytics read); the D1 write
    // happens with the KV flush, so views are never written to D1 one by one. One read and one
    // write, as before, so no other call runs between them.
    const day = utcDay(Date.now());
    const stored = await storage.get<unknown>(["count", dayKey(day), "dirtyDays"]);
    const count = ((stored.get("count") as number | undefined) ?? 0) + 1;
    const dayViews = ((stored.get(dayKey(day)) as number | undefined) ?? 0) + 1;
    const dirty = (stored.get("dirtyDays") as string[] | undefined) ?? [];
    await storage.put({ count, postId, [dayKey(day)]: dayViews, dirtyDays: dirty.includes(day) ? dirty : [...dirty, day] });
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
    const stored = Object.fromEntries(await storage.get(["count", "postId", "flushedAt", "flushes", "dirtyDays"])) as Stored;
    if (stored.postId === undefined || stored.count === undefined) return;
    const now = Date.now();
    const earliest = (stored.flushedAt ?? 0) + FLUSH_INTERVAL_MS;
    if (now < earliest) {
      await storage.setAlarm(earliest);
      return;
    }
    const metadata: ViewCountMetadata = { flushedAt: now, flushes: (stored.flushes ?? 0) + 1 };
    // Recorded before the write, so a view arriving while KV is written schedules its flush a second on.
    const dirty = stored.dirtyDays ?? [];
    const dayViews = await storage.get<number>(dirty.map(dayKey));
    const days = dirty.map((day) => ({ day, views: dayViews.get(dayKey(day)) ?? 0 }));
    await storage.put({ flushedAt: metadata.flushedAt, flushes: metadata.flushes, dirtyDays: [] });
    await this.env.VIEW_COUNTS.put(viewCountKey(stored.postId), String(stored.count), { metadata });
    try {
      await writeViewRollups(this.env, stored.postId, stored.count, days);
    } catch (error) {
      // The days stay owed: marked dirty again and written (with their newer totals) next flush.
      const again = (await storage.get<string[]>("dirtyDays")) ?? [];
      await storage.put("dirtyDays", [...new Set([...again, ...dirty])]);
      await storage.setAlarm(now + FLUSH_INTERVAL_MS);
      console.error("view rollup write failed", error);
      return;
    }
    // A past day no longer changes once written: its key can go (today's stays, it still counts).
    const today = utcDay(Date.now());
    const pending = (await storage.get<string[]>("dirtyDays")) ?? [];
    const done = dirty.filter((day) => day < today && !pending.includes(day)).map(dayKey);
    if (done.length) await storage.delete(done);
    // Views that arrived during the writes may have seen this alarm as still set and scheduled
    // none: their flush is scheduled here, a second after this one.
    if ((await storage.get<number>("count")) !== stored.count) await storage.setAlarm(metadata.flushedAt + FLUSH_INTERVAL_MS);
  }
}
