/**
 * The notification outbox (docs/lead-notifications.md): rows written with their lead, claimed
 * and marked by the queue consumer, swept by the cron, listed and reset by admins.
 */
import { and, desc, eq, inArray, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { LeadNotification } from "#contract/admin.ts";
import type { LeadKind } from "#contract/lead-kinds.ts";
import type { Db } from "./client";
import { type AuditStatement, withAudit } from "./audit";
import { leadNotifications } from "./schema";

export type Audience = (typeof leadNotifications.$inferSelect)["audience"];
export type NotificationRow = typeof leadNotifications.$inferSelect;

/**
 * Every lead that is sent on (not held by the bot check) owes two e-mails: the team's notification
 * and the visitor's acknowledgement (ADR 301), each its own outbox row with its own status and resend.
 */
export const leadAudiences: readonly Audience[] = ["team", "submitter"];

/** How long a claim keeps other consumers off a row: longer than any send should take. */
const CLAIM_LEASE_MS = 60_000;
/** A row that never reached the queue is re-enqueued by the cron after this long. */
const UNQUEUED_AFTER_MS = 2 * 60_000;
/**
 * A queued row with no attempt for this long lost its message (the retries' backoff adds up to
 * about five minutes), so the cron enqueues it again.
 */
const STALLED_AFTER_MS = 15 * 60_000;

/**
 * The outbox insert that goes in the same D1 batch as its lead's insert, right after it. The lead's
 * id is the table's largest: AUTOINCREMENT ids only grow and a batch is one transaction, so no
 * other insert comes between.
 */
export function outboxInsert(db: Db, kind: LeadKind, leadTable: SQLiteTable, audiences: readonly Audience[]) {
  const leadId = sql<number>`(select max(id) from ${leadTable})`;
  return db
    .insert(leadNotifications)
    .values(audiences.map((audience) => ({ leadKind: kind, leadId, audience })))
    .returning({ id: leadNotifications.id });
}

export async function findNotification(db: Db, id: number): Promise<NotificationRow | null> {
  return (await db.select().from(leadNotifications).where(eq(leadNotifications.id, id)).get()) ?? null;
}

/**
 * Claims a pending row for one send attempt, atomically (one UPDATE): null when it is already
 * sent or failed, or another consumer holds an unexpired claim.
 */
export async function claimNotification(db: Db, id: number, now: number): Promise<NotificationRow | null> {
  const t = leadNotifications;
  const [row] = await db
    .update(t)
    .set({ claimedUntil: new Date(now + CLAIM_LEASE_MS), attempts: sql`${t.attempts} + 1`, updatedAt: new Date(now) })
    .where(and(eq(t.id, id), eq(t.status, "pending"), or(isNull(t.claimedUntil), lte(t.claimedUntil, new Date(now)))))
    .returning();
  return row ?? null;
}

export async function markSent(db: Db, id: number, messageId: string, now: number): Promise<void> {
  const t = leadNotifications;
  await db
    .update(t)
    .set({ status: "sent", sentAt: new Date(now), messageId, lastError: null, claimedUntil: null, updatedAt: new Date(now) })
    .where(and(eq(t.id, id), eq(t.status, "pending")));
}

/** After a failed attempt: the error is kept and the claim let go, so the retry may claim it. */
export async function releaseAfterError(db: Db, id: number, error: string, now: number): Promise<void> {
  const t = leadNotifications;
  await db
    .update(t)
    .set({ lastError: error, claimedUntil: null, updatedAt: new Date(now) })
    .where(and(eq(t.id, id), eq(t.status, "pending")));
}

/** Retries are spent (the dead-letter queue's consumer): failed, with the last error. */
export async function markFailed(db: Db, id: number, now: number): Promise<void> {
  const t = leadNotifications;
  await db
    .update(t)
    .set({
      status: "failed",
      lastError: sql`coalesce(${t.lastError}, 'Gave up after every retry.')`,
      claimedUntil: null,
      updatedAt: new Date(now),
    })
    .where(and(eq(t.id, id), eq(t.status, "pending")));
}

/** Its lead is gone (deleted by hand or outside the admin's delete): nothing is owed, so it is closed as cancelled. */
export async function markCancelled(db: Db, id: number, now: number): Promise<void> {
  const t = leadNotifications;
  await db
    .update(t)
    .set({ status: "cancelled", lastError: "The lead was deleted before it was sent.", claimedUntil: null, updatedAt: new Date(now) })
    .where(and(eq(t.id, id), eq(t.status, "pending")));
}

export async function markEnqueued(db: Db, ids: readonly number[], now: number): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(leadNotifications)
    .set({ enqueuedAt: new Date(now) })
    .where(inArray(leadNotifications.id, [...ids]));
}

/**
 * Pending rows the queue does not (or no longer) hold a message for: never enqueued and older
 * than UNQUEUED_AFTER_MS, or enqueued but untouched for STALLED_AFTER_MS. Oldest first, bounded.
 */
export async function strandedNotificationIds(db: Db, now: number, limit = 500): Promise<number[]> {
  const t = leadNotifications;
  const stranded: SQL | undefined = or(
    and(isNull(t.enqueuedAt), lt(t.createdAt, new Date(now - UNQUEUED_AFTER_MS))),
    and(lt(t.enqueuedAt, new Date(now - STALLED_AFTER_MS)), lt(t.updatedAt, new Date(now - STALLED_AFTER_MS))),
  );
  const rows = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.status, "pending"), stranded))
    .orderBy(t.createdAt)
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * An admin's resend: the row is owed again (pending, attempts and error cleared). Null when it
 * does not exist; "pending" when it is still on its way (nothing changed).
 */
export async function resetForResend(db: Db, id: number, now: number, audit?: AuditStatement): Promise<NotificationRow | "pending" | null> {
  const t = leadNotifications;
  const reset = db
    .update(t)
    .set({
      status: "pending",
      attempts: 0,
      lastError: null,
      claimedUntil: null,
      enqueuedAt: null,
      sentAt: null,
      messageId: null,
      updatedAt: new Date(now),
    })
    .where(and(eq(t.id, id), inArray(t.status, ["sent", "failed"])))
    .returning();
  const [row] = await withAudit(db, reset, audit);
  if (row) return row;
  return (await findNotification(db, id)) ? "pending" : null;
}

export function toLeadNotification(row: NotificationRow): LeadNotification {
  return {
    id: row.id,
    status: row.status,
    attempts: row.attempts,
    sentAt: row.sentAt?.toISOString() ?? null,
    error: row.status === "sent" ? null : row.lastError,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The team notification of each of these leads of one kind, by lead id. */
export async function teamNotificationsOf(db: Db, kind: LeadKind, leadIds: readonly number[]): Promise<Map<number, LeadNotification>> {
  // One page's leads (at most 50 ids: inside D1's 100 bound parameters), never the whole kind.
  if (leadIds.length === 0) return new Map();
  const t = leadNotifications;
  const rows = await db
    .select()
    .from(t)
    .where(and(eq(t.leadKind, kind), eq(t.audience, "team"), inArray(t.leadId, [...leadIds])));
  return new Map(rows.map((row) => [row.leadId, toLeadNotification(row)]));
}

/** Every failed notification, most recent first (the dashboard's list). */
export async function failedNotificationRows(db: Db, limit = 50): Promise<NotificationRow[]> {
  const t = leadNotifications;
  return db.select().from(t).where(eq(t.status, "failed")).orderBy(desc(t.updatedAt), desc(t.id)).limit(limit);
}
