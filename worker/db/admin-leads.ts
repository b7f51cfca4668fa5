/**
 * The form submissions as admin lists: each record shaped into the display texts of its columns
 * (lead-kinds.ts), which the Leads page shows, the CSV export writes and the notification e-mail
 * lists, so all three agree.
 */
import { and, count, desc, eq, gte, isNotNull, lt, type SQL } from "drizzle-orm";
import type { DashboardCounts, HeldReason, LeadKind, LeadRow } from "#contract/admin.ts";
import { toCsv } from "../lib/csv";
import type { Db } from "./client";
import { type DashboardLeadKey, type LeadKindSpec, leadKind, leadKindsShown, notHeld } from "./lead-kinds";
import { type Audience, teamNotificationsOf } from "./lead-notifications";
import { blogPosts, inquiries, leadNotifications, projects } from "./schema";

/** A submission without its notification: what the list, the CSV and the e-mail share. */
export type LeadRecord = Omit<LeadRow, "notification">;

/** The records of one kind that match, newest first. */
async function selectRecords(db: Db, kind: LeadKind, where?: (table: LeadKindSpec["table"]) => SQL | undefined) {
  const { table, cells } = leadKind(kind);
  const rows = await db.select().from(table).where(where?.(table)).orderBy(desc(table.createdAt), desc(table.id));
  // Rows read through the registry are untyped; every lead table has these two columns.
  return rows.map(
    (row): LeadRecord => ({
      id: row.id as number,
      createdAt: (row.createdAt as Date).toISOString(),
      cells: cells(row),
      held: (row.heldReason as HeldReason | null) ?? null,
    }),
  );
}

/** Every record of one kind, newest first, each with its team notification. */
export async function listLeads(db: Db, kind: LeadKind): Promise<LeadRow[]> {
  const [records, notifications] = await Promise.all([selectRecords(db, kind), teamNotificationsOf(db, kind)]);
  return records.map((r) => ({ ...r, notification: notifications.get(r.id) ?? null }));
}

/** One record, or null when it is gone (deleted after it was stored). */
export async function findLead(db: Db, kind: LeadKind, id: number): Promise<LeadRecord | null> {
  const [record] = await selectRecords(db, kind, (table) => eq(table.id, id));
  return record ?? null;
}

/** Every record of one kind received in [start, end) (UTC ms) and not held, newest first: the report's CSV. */
export async function listRecordsBetween(db: Db, kind: LeadKind, start: number, end: number): Promise<LeadRecord[]> {
  return selectRecords(db, kind, (table) => and(gte(table.createdAt, new Date(start)), lt(table.createdAt, new Date(end)), notHeld(table)));
}

/** The person a record names, for subjects and lists. */
export function leadName(kind: LeadKind, lead: LeadRecord): string {
  return lead.cells[leadKind(kind).nameColumn] || "(no name)";
}

/** One kind's records as CSV: ID, date received, then the kind's columns in list order. */
export function leadsCsv(kind: LeadKind, rows: readonly LeadRecord[]): string {
  const columns = Object.entries(leadKind(kind).columns);
  return toCsv(
    ["ID", "Received", ...columns.map(([, header]) => header)],
    rows.map((row) => [String(row.id), row.createdAt, ...columns.map(([key]) => row.cells[key] ?? "")]),
  );
}

/** Every dashboard count in one round trip (one batch of COUNT queries). */
export async function dashboardCounts(db: Db): Promise<DashboardCounts> {
  const n = (rows: { n: number }[] | undefined) => rows?.[0]?.n ?? 0;
  const [p, b, pending, failed, ...perKind] = await db.batch([
    db.select({ n: count() }).from(projects),
    db.select({ n: count() }).from(blogPosts),
    db
      .select({ n: count() })
      .from(inquiries)
      .where(and(eq(inquiries.responded, false), notHeld(inquiries))),
    db.select({ n: count() }).from(leadNotifications).where(eq(leadNotifications.status, "failed")),
    ...leadKindsShown.map((kind) => {
      const { table } = leadKind(kind);
      return db.select({ n: count() }).from(table).where(notHeld(table));
    }),
  ]);
  const leads = Object.fromEntries(leadKindsShown.map((kind, i) => [leadKind(kind).dashboardKey, n(perKind[i])])) as Record<
    DashboardLeadKey,
    number
  >;
  // The pending count right after the inquiries' total, as the answer has always ordered them.
  const { inquiries: inquiryTotal, ...otherLeads } = leads;
  return {
    projects: n(p),
    blogPosts: n(b),
    inquiries: inquiryTotal,
    pendingInquiries: n(pending),
    ...otherLeads,
    failedNotifications: n(failed),
  };
}

/**
 * Releases a held lead (ADR 184): no longer held, and its notifications written in the same batch,
 * so it is e-mailed like any lead. Answers the new outbox ids; null when there is no such held
 * lead (already released, deleted or never held), so a second release sends nothing.
 */
export async function releaseLead(db: Db, kind: LeadKind, id: number, audiences: readonly Audience[]): Promise<number[] | null> {
  const { table } = leadKind(kind);
  const [released] = await db
    .update(table)
    .set({ heldReason: null })
    .where(and(eq(table.id, id), isNotNull(table.heldReason)))
    .returning({ id: table.id });
  if (!released) return null;
  // Not outboxInsert's batch form: that one finds the lead as the table's newest row.
  const rows = await db
    .insert(leadNotifications)
    .values(audiences.map((audience) => ({ leadKind: kind, leadId: id, audience })))
    .onConflictDoNothing()
    .returning({ id: leadNotifications.id });
  return rows.map((r) => r.id);
}

/** Deletes a held lead (a bot's, by the admin's judgement); false when there is no such held lead. */
export async function deleteHeldLead(db: Db, kind: LeadKind, id: number): Promise<boolean> {
  const { table } = leadKind(kind);
  const deleted = await db
    .delete(table)
    .where(and(eq(table.id, id), isNotNull(table.heldReason)))
    .returning({ id: table.id });
  return deleted.length > 0;
}
