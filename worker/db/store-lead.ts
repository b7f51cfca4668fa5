/** Storing a lead of any kind: its row and its notifications in one D1 batch. */
import type { HeldReason } from "#contract/admin.ts";
import type { LeadKind } from "#contract/lead-kinds.ts";
import type { LeadSource } from "#contract/lead-source.ts";
import { newReferralCode } from "../lib/referral-code";
import type { Db } from "./client";
import { type LeadDraws, type LeadPayload, type LeadReply, leadKind } from "./lead-kinds";
import { leadAudiences, outboxInsert, type Audience } from "./lead-notifications";
import { isRepeatedSubmission, submissionInsert, type SubmissionKey } from "./lead-submissions";
import { workflowInsert } from "./lead-workflow";

/** A lead just stored, with the outbox rows written beside it. */
export interface StoredLead {
  id: number;
  notificationIds: number[];
}

interface StoreOptions {
  audiences?: readonly Audience[];
  /** Why the bot check holds it (ADR 184): stored without notifications until an admin releases it. */
  held?: HeldReason | null;
  draws?: LeadDraws;
  /** The send's idempotency key and payload hash (ADR 302), stored in the same batch. */
  intent?: SubmissionKey | null;
}

/** How many fresh draws to try before giving up; a referral-code clash is already a one-in-billions event. */
const MAX_ATTEMPTS = 5;

/** True when D1 refused the row because a UNIQUE column already holds the value. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (/UNIQUE constraint failed/i.test(e.message)) return true;
  }
  return false;
}

/**
 * Stores a lead (one row) with its notifications in one batch, so a lead never exists without
 * them (a held lead has none until it is released: releaseLead in admin-leads.ts); answers its id, what its kind adds to the 201 and the outbox ids. A drawn value (the
 * affiliates' referral code) is kept unique by its UNIQUE column: on a clash the batch stores
 * nothing and is tried again with a new draw. Rows without a drawn value cannot clash.
 */
export async function storeLead<K extends LeadKind>(
  db: Db,
  kind: K,
  input: LeadPayload<K>,
  { audiences = leadAudiences, draws = { referralCode: newReferralCode }, held = null, intent = null }: StoreOptions = {},
): Promise<StoredLead & LeadReply<K>> {
  const spec = leadKind(kind);
  for (let attempt = 1; ; attempt += 1) {
    const values = spec.values(input, draws);
    try {
      const insert = db
        .insert(spec.table)
        .values({ ...values, heldReason: held })
        .returning({ id: spec.table.id });
      // The workflow row (with the lead's source, ADR 262) goes in the same batch, as the outbox rows do.
      const source = (input as { source?: LeadSource | null }).source;
      const workflow = workflowInsert(db, kind, spec.table, source);
      const reply = (spec.reply?.(values) ?? {}) as Record<string, unknown>;
      const submission = intent ? [submissionInsert(db, kind, spec.table, intent, reply)] : [];
      let row: { id: unknown } | undefined;
      let notifications: { id: number }[] = [];
      if (held) [[row]] = await db.batch([insert, workflow, ...submission]);
      else [[row], , notifications] = await db.batch([insert, workflow, outboxInsert(db, kind, spec.table, audiences), ...submission]);
      if (!row) throw new Error("Insert returned no row");
      // The reply's type is the kind's own (LeadReply<K>); the spec is read over every kind.
      return { id: row.id, ...reply, notificationIds: notifications.map((n) => n.id) } as StoredLead & LeadReply<K>;
    } catch (error) {
      // A repeat of a stored intent is the caller's to answer (ADR 302): a new draw would not help.
      if (!isUniqueViolation(error) || isRepeatedSubmission(error) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}
