/**
 * The blog's daily view rollups in D1 (admin analytics): a post's ViewCounter writes its exact
 * day totals and its counted total here, as absolute values, so a repeated write changes nothing.
 */
import { sql } from "drizzle-orm";
import { getDb } from "./client";
import { postViewDays, postViewTotals } from "./schema";

/** One batch: each day's total (upsert) and the post's counted total. */
export async function writeViewRollups(
  env: Pick<Env, "DB">,
  postId: number,
  total: number,
  days: readonly { day: string; views: number }[],
): Promise<void> {
  const db = getDb(env);
  const totalWrite = db
    .insert(postViewTotals)
    .values({ postId, views: total })
    .onConflictDoUpdate({ target: postViewTotals.postId, set: { views: sql`excluded.views` } });
  if (!days.length) {
    await totalWrite;
    return;
  }
  const dayWrite = db
    .insert(postViewDays)
    .values(days.map((d) => ({ postId, day: d.day, views: d.views })))
    .onConflictDoUpdate({ target: [postViewDays.postId, postViewDays.day], set: { views: sql`excluded.views` } });
  await db.batch([dayWrite, totalWrite]);
}
