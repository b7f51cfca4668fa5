/**
 * The subscription e-mails' path (ADR 304, 305), the lead notifications' path (ADR 170) for a
 * second outbox: rows in `subscription_mails`, their ids carried by the same queue
 * (`LEAD_NOTIFICATIONS`, told apart by the message's shape), claimed, sent through Email Service,
 * retried with the same backoff, failed by the dead-letter consumer, swept by the cron.
 *
 * New articles: once a post is public, one `post_announcements` row (ever) starts its fan-out; each
 * `{ announcePostId }` message adds the outbox rows of the next FAN_OUT_STEP confirmed subscribers
 * (UNIQUE per subscriber and post) and enqueues them, then the next step, so any number of
 * subscribers is mailed in steps well inside a Worker's and D1's limits.
 */
import { and, asc, eq, gt, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { getDb, type Db } from "../db/client";
import { blogPosts, postAnnouncements, subscribers, subscriptionMails } from "../db/schema";
import { isPublic } from "../db/blog";
import { sendMail } from "../notifications/email-service";
import { errorText, retryDelaySeconds } from "../notifications/outbox-queue";
import { senderOf, type MailSettings } from "../notifications/settings";
import { confirmationMail, newPostMail } from "./mail";
import { deleteUnconfirmed, hashToken, newToken, setConfirmToken } from "./store";

/** The two messages this path puts on the queue. */
export type SubscriptionMessage = { subscriptionMailId: number } | { announcePostId: number };

export type SubscriptionEnv = MailSettings & { DB: D1Database; EMAIL: SendEmail; LEAD_NOTIFICATIONS: Queue };

export function isSubscriptionMessage(body: unknown): body is SubscriptionMessage {
  return typeof body === "object" && body !== null && ("subscriptionMailId" in body || "announcePostId" in body);
}

/** Confirmed subscribers given their outbox rows per fan-out step (one sendBatch of at most 100). */
export const FAN_OUT_STEP = 100;
/** Posts made public within this long before a sweep are announced; older ones never are (ADR 305). */
const ANNOUNCE_WINDOW_MS = 2 * 86_400_000;
const CLAIM_LEASE_MS = 60_000;
const UNQUEUED_AFTER_MS = 2 * 60_000;
const STALLED_AFTER_MS = 15 * 60_000;

async function send(env: Pick<SubscriptionEnv, "LEAD_NOTIFICATIONS">, bodies: SubscriptionMessage[]): Promise<void> {
  for (let start = 0; start < bodies.length; start += 100) {
    await env.LEAD_NOTIFICATIONS.sendBatch(bodies.slice(start, start + 100).map((body) => ({ body, contentType: "json" as const })));
  }
}

/** Enqueues outbox rows and marks them enqueued; never throws (the cron picks up what is left). */
export async function enqueueSubscriptionMails(
  env: Pick<SubscriptionEnv, "DB" | "LEAD_NOTIFICATIONS">,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  try {
    await send(
      env,
      ids.map((subscriptionMailId) => ({ subscriptionMailId })),
    );
    await getDb(env)
      .update(subscriptionMails)
      .set({ enqueuedAt: new Date() })
      .where(inArray(subscriptionMails.id, sql`(SELECT value FROM json_each(${JSON.stringify(ids)}))`));
  } catch (error) {
    console.error("subscription e-mails not enqueued; the cron will retry:", error);
  }
}

/**
 * Public posts made public in the last two days that have no announcement yet get one, and their
 * fan-out is enqueued. Called after an admin save and by the cron; the primary key on post_id
 * makes a post's announcement happen once whatever calls it, however often.
 */
export async function announceNewPosts(env: Pick<SubscriptionEnv, "DB" | "LEAD_NOTIFICATIONS">, now = Date.now()): Promise<number[]> {
  const db = getDb(env);
  const started = await db
    .insert(postAnnouncements)
    .select(
      sql`SELECT ${blogPosts.id}, 0, NULL, ${now}, ${now} FROM ${blogPosts} WHERE ${and(isPublic, gt(blogPosts.publishedAt, new Date(now - ANNOUNCE_WINDOW_MS)), lte(blogPosts.publishedAt, new Date(now)))} AND ${blogPosts.id} NOT IN (SELECT ${postAnnouncements.postId} FROM ${postAnnouncements})`,
    )
    .onConflictDoNothing()
    .returning({ postId: postAnnouncements.postId });
  const ids = started.map((row) => row.postId);
  if (ids.length) {
    try {
      await send(
        env,
        ids.map((announcePostId) => ({ announcePostId })),
      );
    } catch (error) {
      console.error("post announcements not enqueued; the cron will retry:", error);
    }
  }
  return ids;
}

/** One fan-out step of a post: outbox rows for the next confirmed subscribers, enqueued; then the next step. */
async function fanOut(env: SubscriptionEnv, db: Db, postId: number): Promise<void> {
  const announcement = await db.select().from(postAnnouncements).where(eq(postAnnouncements.postId, postId)).get();
  if (!announcement || announcement.doneAt) return;
  const next = await db
    .select({ id: subscribers.id })
    .from(subscribers)
    .where(and(eq(subscribers.status, "confirmed"), gt(subscribers.id, announcement.cursor)))
    .orderBy(asc(subscribers.id))
    .limit(FAN_OUT_STEP);
  const ids = next.map((row) => row.id);
  const last = ids.at(-1) ?? announcement.cursor;
  const done = ids.length < FAN_OUT_STEP;
  const now = Date.now();
  const [inserted] = await db.batch([
    db
      .insert(subscriptionMails)
      .select(
        sql`SELECT NULL, value, 'new-post', ${postId}, 'pending', 0, NULL, NULL, NULL, NULL, NULL, ${now}, ${now} FROM json_each(${JSON.stringify(ids)}) WHERE true`,
      )
      .onConflictDoNothing()
      .returning({ id: subscriptionMails.id }),
    // Only from the cursor this step read: a duplicate delivery of the same step moves nothing.
    db
      .update(postAnnouncements)
      .set({ cursor: last, updatedAt: new Date(now), ...(done ? { doneAt: new Date(now) } : {}) })
      .where(and(eq(postAnnouncements.postId, postId), eq(postAnnouncements.cursor, announcement.cursor))),
  ]);
  await enqueueSubscriptionMails(
    env,
    inserted.map((row) => row.id),
  );
  if (!done) await send(env, [{ announcePostId: postId }]);
}

type Outcome = { ack: true } | { ack: false; delaySeconds: number };

async function deliverMail(env: SubscriptionEnv, db: Db, id: number, attempts: number): Promise<Outcome> {
  const now = Date.now();
  const t = subscriptionMails;
  const [row] = await db
    .update(t)
    .set({ claimedUntil: new Date(now + CLAIM_LEASE_MS), attempts: sql`${t.attempts} + 1`, updatedAt: new Date(now) })
    .where(and(eq(t.id, id), eq(t.status, "pending"), or(isNull(t.claimedUntil), lte(t.claimedUntil, new Date(now)))))
    .returning();
  if (!row) {
    const current = await db.select().from(t).where(eq(t.id, id)).get();
    // Sent, failed or gone (unsubscribed, erased): nothing owed.
    if (current?.status !== "pending") return { ack: true };
    const leaseLeft = Math.ceil(((current.claimedUntil?.getTime() ?? now) - now) / 1000);
    return { ack: false, delaySeconds: Math.max(1, leaseLeft + 1) };
  }
  const close = (status: "sent" | "cancelled", extra: Partial<typeof t.$inferInsert> = {}) =>
    db
      .update(t)
      .set({ status, claimedUntil: null, updatedAt: new Date(), ...extra })
      .where(and(eq(t.id, id), eq(t.status, "pending")));
  try {
    const subscriber = await db.select().from(subscribers).where(eq(subscribers.id, row.subscriberId)).get();
    const links = { from: senderOf(env), siteUrl: env.SITE_URL };
    let mail: ReturnType<typeof confirmationMail>;
    if (row.kind === "confirm") {
      if (subscriber?.status !== "pending") {
        await close("cancelled", { lastError: "Already confirmed or gone before it was sent." });
        return { ack: true };
      }
      // The token exists only in this e-mail: its hash replaces the previous link's (the newest link works).
      const token = newToken();
      await setConfirmToken(db, subscriber.id, await hashToken(token), Date.now());
      mail = confirmationMail(subscriber, token, links);
    } else {
      const post =
        row.postId === null
          ? undefined
          : await db
              .select()
              .from(blogPosts)
              .where(and(isPublic, eq(blogPosts.id, row.postId)))
              .get();
      if (subscriber?.status !== "confirmed" || !post) {
        await close("cancelled", { lastError: "The post is no longer public, or the subscriber is gone." });
        return { ack: true };
      }
      mail = newPostMail(subscriber, post, links);
    }
    const messageId = await sendMail(env.EMAIL, mail);
    await close("sent", { sentAt: new Date(), messageId, lastError: null });
    return { ack: true };
  } catch (error) {
    await db
      .update(t)
      .set({ lastError: errorText(error), claimedUntil: null, updatedAt: new Date() })
      .where(and(eq(t.id, id), eq(t.status, "pending")));
    return { ack: false, delaySeconds: retryDelaySeconds(attempts) };
  }
}

/** The consumer's part for this path (worker/index.ts hands it the messages that are this path's). */
export async function deliverSubscriptionMessages(messages: readonly Message<SubscriptionMessage>[], env: SubscriptionEnv): Promise<void> {
  const db = getDb(env);
  await Promise.all(
    messages.map(async (message) => {
      const body = message.body;
      if ("announcePostId" in body) {
        try {
          await fanOut(env, db, body.announcePostId);
          message.ack();
        } catch (error) {
          console.error(`fan-out of post ${body.announcePostId} failed:`, error);
          message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
        }
        return;
      }
      const outcome = await deliverMail(env, db, body.subscriptionMailId, message.attempts);
      if (outcome.ack) message.ack();
      else message.retry({ delaySeconds: outcome.delaySeconds });
    }),
  );
}

/** Dead letters of this path: retries are spent, so the e-mail is failed with its last error. */
export async function failSubscriptionDeadLetters(
  messages: readonly Message<SubscriptionMessage>[],
  env: Pick<SubscriptionEnv, "DB">,
): Promise<void> {
  const db = getDb(env);
  for (const message of messages) {
    if ("subscriptionMailId" in message.body) {
      await db
        .update(subscriptionMails)
        .set({
          status: "failed",
          lastError: sql`coalesce(${subscriptionMails.lastError}, 'Gave up after every retry.')`,
          claimedUntil: null,
          updatedAt: new Date(),
        })
        .where(and(eq(subscriptionMails.id, message.body.subscriptionMailId), eq(subscriptionMails.status, "pending")));
    }
    // A fan-out step that kept failing is left unfinished: the cron starts it again.
    message.ack();
  }
}

/**
 * The cron's part: announce posts made public since the last run, enqueue again what the queue
 * never got or lost (e-mails and unfinished fan-outs), and delete unconfirmed subscriptions past
 * their link's life.
 */
export async function sweepSubscriptions(
  env: SubscriptionEnv,
  now: number,
): Promise<{ announced: number[]; requeued: number; expired: number }> {
  const db = getDb(env);
  const announced = await announceNewPosts(env, now);
  const t = subscriptionMails;
  const stranded = await db
    .select({ id: t.id })
    .from(t)
    .where(
      and(
        eq(t.status, "pending"),
        or(
          and(isNull(t.enqueuedAt), lt(t.createdAt, new Date(now - UNQUEUED_AFTER_MS))),
          and(lt(t.enqueuedAt, new Date(now - STALLED_AFTER_MS)), lt(t.updatedAt, new Date(now - STALLED_AFTER_MS))),
        ),
      ),
    )
    .orderBy(t.createdAt)
    .limit(500);
  await enqueueSubscriptionMails(
    env,
    stranded.map((row) => row.id),
  );
  const stalled = await db
    .select({ postId: postAnnouncements.postId })
    .from(postAnnouncements)
    .where(and(isNull(postAnnouncements.doneAt), lt(postAnnouncements.updatedAt, new Date(now - STALLED_AFTER_MS))))
    .limit(100);
  if (stalled.length) {
    await db
      .update(postAnnouncements)
      .set({ updatedAt: new Date(now) })
      .where(inArray(postAnnouncements.postId, sql`(SELECT value FROM json_each(${JSON.stringify(stalled.map((s) => s.postId))}))`));
    await send(
      env,
      stalled.map((s) => ({ announcePostId: s.postId })),
    ).catch((error) => console.error("stalled announcements not enqueued:", error));
  }
  const expired = await deleteUnconfirmed(db, now);
  return { announced, requeued: stranded.length + stalled.length, expired };
}
