/**
 * Blog subscriptions in D1 (ADR 304–306): subscribe (pending, with its confirmation e-mail in the
 * outbox, in one batch), confirm, unsubscribe, the admin's count and delete, what a privacy request
 * finds, and the cron's retention. The e-mails' outbox and the new-post fan-out are in outbox.ts.
 */
import { and, count, desc, eq, lt, sql } from "drizzle-orm";
import type { SubscriberRow, SubscribersSummary } from "#contract/subscriptions.ts";
import { CONFIRM_LINK_DAYS } from "#contract/subscription-texts.ts";
import type { AuditStatement } from "../db/audit";
import type { Db } from "../db/client";
import { subscribers, subscriptionMails } from "../db/schema";

const DAY_MS = 86_400_000;
/** A repeat request for a pending address within this long queues no second confirmation e-mail. */
const CONFIRM_RESEND_AFTER_MS = 10 * 60_000;
const CONFIRM_LINK_MS = CONFIRM_LINK_DAYS * DAY_MS;

/** 32 random bytes as base64url: the confirmation and unsubscribe links' tokens. */
export function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** SHA-256 of a token, hex: what is stored of a confirmation token. */
export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Addresses are compared and stored lower-cased: one subscription per mailbox, however typed. */
const mailbox = (email: string) => email.trim().toLowerCase();

/**
 * A subscribe request. New address: a pending row and its confirmation e-mail's outbox row, in one
 * batch. Pending: a new confirmation e-mail unless one was queued in the last minutes. Confirmed:
 * nothing. Answers the outbox ids to enqueue (the caller's answer is the same in every case).
 */
export async function subscribe(db: Db, email: string, now: number): Promise<number[]> {
  const address = mailbox(email);
  const existing = await db.select().from(subscribers).where(eq(subscribers.email, address)).get();
  if (existing?.status === "confirmed") return [];
  if (existing && now - existing.confirmSentAt.getTime() < CONFIRM_RESEND_AFTER_MS) return [];
  if (existing) {
    const [, rows] = await db.batch([
      db
        .update(subscribers)
        .set({ confirmSentAt: new Date(now) })
        .where(eq(subscribers.id, existing.id)),
      db.insert(subscriptionMails).values({ subscriberId: existing.id, kind: "confirm" }).returning({ id: subscriptionMails.id }),
    ]);
    return rows.map((row) => row.id);
  }
  // A concurrent first request for the same address: the unique index refuses the second insert,
  // and its outbox insert (which selects the new row by address) then finds nothing to add.
  const [, rows] = await db.batch([
    db
      .insert(subscribers)
      .values({ email: address, confirmSentAt: new Date(now), unsubscribeToken: newToken(), createdAt: new Date(now) })
      .onConflictDoNothing(),
    db
      .insert(subscriptionMails)
      .select(
        sql`SELECT NULL, ${subscribers.id}, 'confirm', NULL, 'pending', 0, NULL, NULL, NULL, NULL, NULL, ${now}, ${now} FROM ${subscribers} WHERE ${subscribers.email} = ${address} AND changes() > 0`,
      )
      .returning({ id: subscriptionMails.id }),
  ]);
  return rows.map((row) => row.id);
}

/**
 * A confirmation link followed: the pending subscriber whose latest token it is, before it expires,
 * becomes confirmed. "confirmed" also for a repeat of a link that already confirmed.
 */
export async function confirmSubscription(db: Db, token: string, now: number): Promise<"confirmed" | "expired"> {
  const hash = await hashToken(token);
  const row = await db.select().from(subscribers).where(eq(subscribers.confirmTokenHash, hash)).get();
  if (!row) return "expired";
  if (row.status === "confirmed") return "confirmed";
  if (!row.confirmExpiresAt || row.confirmExpiresAt.getTime() <= now) return "expired";
  await db
    .update(subscribers)
    .set({ status: "confirmed", confirmedAt: new Date(now) })
    .where(and(eq(subscribers.id, row.id), eq(subscribers.confirmTokenHash, hash)));
  return "confirmed";
}

/** An unsubscribe link or one-click POST: the subscriber is deleted (with its e-mails). True when one was. */
export async function unsubscribe(db: Db, token: string): Promise<boolean> {
  const deleted = await db.delete(subscribers).where(eq(subscribers.unsubscribeToken, token)).returning({ id: subscribers.id });
  return deleted.length > 0;
}

/** The consumer, as it sends a confirmation e-mail: the token's hash and expiry replace the previous link's. */
export async function setConfirmToken(db: Db, subscriberId: number, hash: string, now: number): Promise<void> {
  await db
    .update(subscribers)
    .set({ confirmTokenHash: hash, confirmExpiresAt: new Date(now + CONFIRM_LINK_MS) })
    .where(and(eq(subscribers.id, subscriberId), eq(subscribers.status, "pending")));
}

const toRow = (row: typeof subscribers.$inferSelect): SubscriberRow => ({
  id: row.id,
  email: row.email,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  confirmedAt: row.confirmedAt?.toISOString() ?? null,
});

/** The admin's view: how many are confirmed and pending, and the newest few. */
export async function subscribersSummary(db: Db, limit = 20): Promise<SubscribersSummary> {
  const [counts, newest] = await db.batch([
    db.select({ status: subscribers.status, n: count() }).from(subscribers).groupBy(subscribers.status),
    db.select().from(subscribers).orderBy(desc(subscribers.id)).limit(limit),
  ]);
  const n = (status: string) => counts.find((c) => c.status === status)?.n ?? 0;
  return { confirmed: n("confirmed"), pending: n("pending"), newest: newest.map(toRow) };
}

/** An admin's delete (audited in the same batch); false when there was no such subscriber. */
export async function deleteSubscriber(db: Db, id: number, audit: AuditStatement): Promise<boolean> {
  const [deleted] = await db.batch([db.delete(subscribers).where(eq(subscribers.id, id)).returning({ id: subscribers.id }), audit]);
  return deleted.length > 0;
}

// ── Privacy requests and retention (docs/privacy.md) ──────────────────────────

/** The two counts a privacy request makes of an address (its subscriber row, its e-mails), for the caller's batch. */
export function subscriptionCounts(db: Db, email: string) {
  const address = mailbox(email);
  return [
    db.select({ n: count() }).from(subscribers).where(eq(subscribers.email, address)),
    db
      .select({ n: count() })
      .from(subscriptionMails)
      .where(
        sql`${subscriptionMails.subscriberId} IN (SELECT ${subscribers.id} FROM ${subscribers} WHERE ${subscribers.email} = ${address})`,
      ),
  ] as const;
}

/** The export's rows: the subscription (tokens left out: they are keys, not data about the person) and its e-mails. */
export async function exportSubscription(
  db: Db,
  email: string,
): Promise<{ subscribers: Record<string, unknown>[]; mails: Record<string, unknown>[] }> {
  const address = mailbox(email);
  const rows = await db.select().from(subscribers).where(eq(subscribers.email, address));
  const ids = rows.map((row) => row.id);
  const mails = ids.length
    ? await db.select().from(subscriptionMails).where(eq(subscriptionMails.subscriberId, ids[0]!)).orderBy(subscriptionMails.id)
    : [];
  return {
    subscribers: rows.map(({ confirmTokenHash: _hash, unsubscribeToken: _token, ...row }) => ({ ...row })),
    mails: mails.map((row) => ({ ...row })),
  };
}

/** The erasure's statement: the subscriber row goes, its e-mails with it (ON DELETE CASCADE). */
export function eraseSubscription(db: Db, email: string) {
  return db
    .delete(subscribers)
    .where(eq(subscribers.email, mailbox(email)))
    .returning({ id: subscribers.id });
}

/** Unconfirmed rows deleted per cron run at most (the next run takes the rest). */
const RETENTION_ROUND = 1000;

/**
 * Retention: a pending subscription whose latest confirmation e-mail is older than the link's life
 * (so no link of it works) is deleted, with its e-mails. Answers how many.
 */
export async function deleteUnconfirmed(db: Db, now: number): Promise<number> {
  const old = sql`SELECT ${subscribers.id} FROM ${subscribers} WHERE ${and(eq(subscribers.status, "pending"), lt(subscribers.confirmSentAt, new Date(now - CONFIRM_LINK_MS)))} LIMIT ${RETENTION_ROUND}`;
  const deleted = await db.delete(subscribers).where(sql`${subscribers.id} IN (${old})`).returning({ id: subscribers.id });
  return deleted.length;
}
