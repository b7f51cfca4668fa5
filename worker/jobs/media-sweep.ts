/**
 * Uploads nothing uses, deleted for good once UNUSED_MEDIA_DELETE_DAYS have passed since their
 * upload (ADR 319): what abandoned editors leave behind. Run by the cron once an hour (minute 0),
 * not every minute, since the check searches every post, project, partner and revision for each
 * old file; each run deletes at most a batch, so a backlog goes over a few hours.
 */
import { UNUSED_MEDIA_DELETE_DAYS } from "#contract/media.ts";
import type { Db } from "../db/client";
import { deleteUnusedMediaRows } from "../db/media";
import { forgetCachedMedia } from "../media/serve";

/** Files deleted per run: one R2 delete call takes up to 1,000 keys. */
const UNUSED_MEDIA_PER_RUN = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether the cron run at `now` sweeps (the first minute of each hour). */
export const sweepsMediaAt = (now: number): boolean => new Date(now).getUTCMinutes() === 0;

export async function sweepUnusedMedia(env: Pick<Env, "MEDIA" | "SITE_URL">, db: Db, now: number): Promise<string[]> {
  // The rows first, each checked again by the DELETE: a file a save has just put to use stays.
  // Should the object delete then fail, a file nothing lists remains in R2, never a listed file
  // without its bytes.
  const keys = await deleteUnusedMediaRows(db, new Date(now - UNUSED_MEDIA_DELETE_DAYS * DAY_MS), UNUSED_MEDIA_PER_RUN);
  if (keys.length === 0) return keys;
  await env.MEDIA.delete(keys);
  // This data centre's copies; elsewhere they age out, and no page names the file any more.
  await Promise.all(keys.map((key) => forgetCachedMedia(env.SITE_URL, key)));
  console.log("Unused uploads deleted", { count: keys.length });
  return keys;
}
