/**
 * The content part of the every-minute cron (worker/index.ts `scheduled`): publishes the scheduled
 * posts that are due, purging the same cached pages a manual publish purges (ADR 272), and deletes
 * for good what has been in the trash longer than TRASH_RETENTION_DAYS, with its revisions and a
 * post's view count (ADR 271). Each run does a bounded amount, so 10,000 trashed items are purged
 * over a few runs, every statement within D1's limits (one bound parameter for a whole batch of
 * ids, as JSON), and every run well within a Worker's subrequests.
 */
import { expiredTrashedPosts, publishDuePosts, purgePosts } from "../db/admin-posts";
import { expiredTrashedProjects, purgeProjects } from "../db/admin-projects";
import { getDb } from "../db/client";
import { historySettings } from "../db/content-history";
import { postChangeTags, purgeTags } from "../cache/purge";
import { deleteViewCount } from "../views/view-counts";

/** Scheduled posts published per run; more wait a minute. */
const PUBLISH_PER_RUN = 100;
/**
 * Trashed posts purged per run. A post that was ever viewed costs two subrequests (its counter and
 * its KV key); one never viewed has neither, so only D1.
 */
export const PURGE_POSTS_PER_RUN = 200;
/** Trashed projects purged per run (D1 only). */
export const PURGE_PROJECTS_PER_RUN = 1_000;
/** View counters cleared at once. */
const COUNTERS_AT_ONCE = 20;

export async function runContentCron(env: Env, ctx: ExecutionContext, now: Date): Promise<{ published: string[]; purged: number }> {
  const db = getDb(env);
  const published = await publishDuePosts(db, now, PUBLISH_PER_RUN);
  if (published.length > 0) {
    const tags = postChangeTags(...published.map((slug) => ({ slug, isPublic: true })));
    const status = await purgeTags(ctx, tags);
    console.log("Scheduled posts published", { slugs: published, purge: status.state });
  }
  const cutoff = new Date(now.getTime() - historySettings(env).trashMs);
  const posts = await expiredTrashedPosts(db, cutoff, PURGE_POSTS_PER_RUN);
  // Counters first: if clearing one fails, its post stays in the trash and the next run tries again.
  const counted = posts.filter((post) => post.counted).map((post) => post.id);
  for (let i = 0; i < counted.length; i += COUNTERS_AT_ONCE) {
    await Promise.all(counted.slice(i, i + COUNTERS_AT_ONCE).map((id) => deleteViewCount(env, id)));
  }
  const purgedPosts = await purgePosts(
    db,
    posts.map((post) => post.id),
  );
  const purgedProjects = await purgeProjects(db, await expiredTrashedProjects(db, cutoff, PURGE_PROJECTS_PER_RUN));
  const purged = purgedPosts.length + purgedProjects.length;
  if (purged > 0) console.log("Trash purged", { posts: purgedPosts.length, projects: purgedProjects.length });
  return { published, purged };
}
