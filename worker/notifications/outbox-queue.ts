/**
 * The notification pipeline around the outbox (docs/lead-notifications.md):
 * - producer: after the lead and its outbox rows are stored, one queue message per row id;
 * - consumer: claim the row, send, mark it sent; a failed send is retried with backoff;
 * - dead letters: once the retries are spent, the row is marked failed with its last error;
 * - cron: rows the queue never got (or lost) are enqueued again.
 * Each step is idempotent on the row's status, so a message delivered twice sends once.
 */
import { isLeadKind } from "#contract/lead-kinds.ts";
import { findLead } from "../db/admin-leads";
import { getDb, type Db } from "../db/client";
import {
  claimNotification,
  findNotification,
  markEnqueued,
  markCancelled,
  markFailed,
  markSent,
  releaseAfterError,
  strandedNotificationIds,
  type NotificationRow,
} from "../db/lead-notifications";
import { sendMail, type OutgoingMail } from "./email-service";
import { submitterMail, teamMail } from "./compose";
import { recipientsFor, senderOf, type MailSettings } from "./settings";

/** A queue message: which outbox row to send. */
export interface NotificationMessage {
  notificationId: number;
}

export type NotificationEnv = MailSettings & {
  DB: D1Database;
  EMAIL: SendEmail;
  LEAD_NOTIFICATIONS: Queue<NotificationMessage>;
};

/** Queues are named in wrangler.toml; the dead-letter queue is the one whose name ends so. */
export const isDeadLetterQueue = (queue: string) => queue.endsWith("-dlq");

/** Seconds before retry n (attempt 1 failed → 10 s, then 20, 40, 80, 160: about five minutes in all). */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(10 * 2 ** Math.max(0, attempts - 1), 300);
}

/** sendBatch takes at most 100 messages. */
const SEND_BATCH_LIMIT = 100;

/**
 * Enqueues one message per outbox row and marks the rows enqueued. Never throws: when the queue is
 * unavailable the rows stay pending and unqueued, and the cron enqueues them later.
 */
export async function enqueueNotifications(
  env: Pick<NotificationEnv, "DB" | "LEAD_NOTIFICATIONS">,
  ids: readonly number[],
): Promise<boolean> {
  let ok = true;
  for (let start = 0; start < ids.length; start += SEND_BATCH_LIMIT) {
    const chunk = ids.slice(start, start + SEND_BATCH_LIMIT);
    try {
      await env.LEAD_NOTIFICATIONS.sendBatch(chunk.map((notificationId) => ({ body: { notificationId }, contentType: "json" })));
      await markEnqueued(getDb(env), chunk, Date.now());
    } catch (error) {
      ok = false;
      console.error(`lead notifications ${chunk.join(", ")} not enqueued; the cron will retry:`, error);
    }
  }
  return ok;
}

export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500) || "Unknown error";

function compose(
  env: NotificationEnv,
  row: NotificationRow,
  lead: NonNullable<Awaited<ReturnType<typeof findLead>>>,
  kind: Parameters<typeof recipientsFor>[1],
): OutgoingMail {
  const from = senderOf(env);
  const team = recipientsFor(env, kind);
  return row.audience === "submitter"
    ? submitterMail(kind, lead, { from, replyTo: team })
    : teamMail(kind, lead, { from, to: team, siteUrl: env.SITE_URL });
}

type Outcome = { ack: true } | { ack: false; delaySeconds: number };

/** One delivery of one message: what to tell the queue. */
async function deliverOne(db: Db, env: NotificationEnv, message: Message<NotificationMessage>): Promise<Outcome> {
  const id = message.body?.notificationId;
  if (!Number.isSafeInteger(id) || id <= 0) {
    console.error("lead notification message without a valid id, dropped:", message.body);
    return { ack: true };
  }
  const now = Date.now();
  const row = await claimNotification(db, id, now);
  if (!row) {
    const current = await findNotification(db, id);
    // Sent, failed or gone: nothing owed (a duplicate delivery, a late retry).
    if (!current || current.status !== "pending") return { ack: true };
    // Another delivery holds the claim; look again once its lease has run out.
    const leaseLeft = Math.ceil(((current.claimedUntil?.getTime() ?? now) - now) / 1000);
    return { ack: false, delaySeconds: Math.max(1, leaseLeft + 1) };
  }
  try {
    if (!isLeadKind(row.leadKind)) throw new Error(`Unknown lead kind ${row.leadKind}.`);
    const lead = await findLead(db, row.leadKind, row.leadId);
    if (!lead) {
      // Deleted before its mail went out: closed as cancelled, never retried (nor "still sending").
      await markCancelled(db, id, Date.now());
      return { ack: true };
    }
    const messageId = await sendMail(env.EMAIL, compose(env, row, lead, row.leadKind));
    await markSent(db, id, messageId, Date.now());
    return { ack: true };
  } catch (error) {
    await releaseAfterError(db, id, errorText(error), Date.now());
    return { ack: false, delaySeconds: retryDelaySeconds(message.attempts) };
  }
}

/** The consumer of the notification queue. */
export async function deliverNotifications(batch: MessageBatch<NotificationMessage>, env: NotificationEnv): Promise<void> {
  const db = getDb(env);
  await Promise.all(
    batch.messages.map(async (message) => {
      const outcome = await deliverOne(db, env, message);
      if (outcome.ack) message.ack();
      else message.retry({ delaySeconds: outcome.delaySeconds });
    }),
  );
}

/** The consumer of the dead-letter queue: retries are spent, so the row is failed (with its last error). */
export async function failDeadLetters(batch: MessageBatch<NotificationMessage>, env: Pick<NotificationEnv, "DB">): Promise<void> {
  const db = getDb(env);
  for (const message of batch.messages) {
    const id = message.body?.notificationId;
    if (Number.isSafeInteger(id) && id > 0) await markFailed(db, id, Date.now());
    message.ack();
  }
}

/** The cron: enqueues again the pending rows the queue never got or lost. */
export async function enqueueStranded(env: Pick<NotificationEnv, "DB" | "LEAD_NOTIFICATIONS">, now = Date.now()): Promise<number> {
  const ids = await strandedNotificationIds(getDb(env), now);
  if (ids.length) await enqueueNotifications(env, ids);
  return ids.length;
}
