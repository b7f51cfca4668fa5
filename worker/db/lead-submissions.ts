/**
 * One lead per intent (ADR 302): a form's send carries an idempotency key; the key with a hash of
 * what was sent names the intent. The first send stores its lead and a `lead_submissions` row in
 * one batch; a repeat (a double click, a network retry, a reload and resend of the same details)
 * finds the row and answers the first lead's 201, storing nothing. Rows are kept for a day.
 */
import { and, eq, lt, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { LeadKind } from "#contract/lead-kinds.ts";
import { BOT_CHECK_FIELD, IDEMPOTENCY_KEY_FIELD } from "#contract/fields.ts";
import type { Db } from "./client";
import { leadSubmissions } from "./schema";

/** How long a repeat is recognised: longer than any retry or reload, short enough to hold little. */
const SUBMISSION_KEY_DAYS = 1;

/** Fields that may differ between two sends of one intent: the spent token, where it was sent from, the key. */
const VOLATILE = new Set<string>([BOT_CHECK_FIELD, IDEMPOTENCY_KEY_FIELD, "source"]);

/** JSON with object keys sorted, so equal payloads hash alike whatever their order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object")
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(",")}}`;
  return JSON.stringify(value ?? null);
}

/** The intent of a validated payload: SHA-256 (hex) of what the visitor sent, without the volatile fields. */
export async function payloadHash(payload: Record<string, unknown>): Promise<string> {
  const kept = Object.fromEntries(Object.entries(payload).filter(([key]) => !VOLATILE.has(key)));
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(canonical(kept)));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** A send's intent: its form's key and what it sent. */
export interface SubmissionKey {
  key: string;
  hash: string;
}

/** The lead an earlier send of the same intent made, with what its 201 added. */
export async function findSubmission(
  db: Db,
  kind: LeadKind,
  intent: SubmissionKey,
): Promise<{ leadId: number; reply: Record<string, unknown> } | null> {
  const t = leadSubmissions;
  const row = await db
    .select({ leadId: t.leadId, reply: t.reply })
    .from(t)
    .where(and(eq(t.leadKind, kind), eq(t.idempotencyKey, intent.key), eq(t.payloadHash, intent.hash)))
    .get();
  return row ?? null;
}

/**
 * The insert that goes in the lead's batch, after the lead: its id is the table's largest (as the
 * outbox finds it). No ON CONFLICT: a concurrent repeat that lost the race fails its whole batch,
 * so it stores nothing, and then answers the winner's lead.
 */
export function submissionInsert(db: Db, kind: LeadKind, leadTable: SQLiteTable, intent: SubmissionKey, reply: Record<string, unknown>) {
  return db.insert(leadSubmissions).values({
    leadKind: kind,
    idempotencyKey: intent.key,
    payloadHash: intent.hash,
    leadId: sql<number>`(select max(id) from ${leadTable})`,
    reply,
  });
}

/** True when D1 refused a batch because this intent is already stored. */
export function isRepeatedSubmission(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (/UNIQUE constraint failed: lead_submissions\./i.test(e.message)) return true;
  }
  return false;
}

/** The retention cron: keys older than SUBMISSION_KEY_DAYS. Answers how many were removed. */
export async function purgeSubmissionKeys(db: Db, now: number): Promise<number> {
  const t = leadSubmissions;
  const removed = await db
    .delete(t)
    .where(lt(t.createdAt, new Date(now - SUBMISSION_KEY_DAYS * 86_400_000)))
    .returning({ kind: t.leadKind });
  return removed.length;
}
