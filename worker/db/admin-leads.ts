/**
 * The form submissions as admin lists: each record shaped into the display texts of its columns
 * (lead-kinds.ts), which the Leads page shows, the CSV export writes and the notification e-mail
 * lists, so all three agree.
 */
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { type DashboardCounts, type HeldReason, heldReasons, type LeadRow } from "#contract/admin.ts";
import type { LeadKind } from "#contract/lead-kinds.ts";
import { type LeadStatus, leadStatusLabels } from "#contract/lead-inbox.ts";
import { type LeadSource, leadSourceLabels } from "#contract/lead-source.ts";
import type { AdminListQuery, AdminPage, Cursor } from "#contract/admin-lists.ts";
import { csvStream } from "../lib/csv";
import { afterCursor, keysetPage, mapPage, searchWhere } from "./admin-list";
import type { Db } from "./client";
import { type DashboardLeadKey, type LeadKindSpec, leadKind, leadKindsShown, notHeld } from "./lead-kinds";
import { type Audience, teamNotificationsOf } from "./lead-notifications";
import { type AuditStatement, withAudit } from "./audit";
import { sourceOf, type WorkflowRow } from "./lead-workflow";
import { blogPosts, inquiries, leadCounts, leadNotes, leadNotifications, leadWorkflow, projects } from "./schema";

/** A submission without its notification: what the list, the CSV and the e-mail share. */
export type LeadRecord = Omit<LeadRow, "notification">;

/** A lead table's row as read through the registry: untyped, but every lead table has these two. */
export type StoredLead = Record<string, unknown> & { id: number; createdAt: Date };

const toRecord = (spec: LeadKindSpec, row: StoredLead): LeadRecord => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  cells: spec.cells(row),
  held: (row.heldReason as HeldReason | null | undefined) ?? null,
});

/**
 * One page of a kind's stored rows matching the search (or the one `lead`), each shaped by `shape`
 * and given its team notification: the Leads page's rows, and the inquiries page's.
 */
export async function leadPage<T>(
  db: Db,
  kind: LeadKind,
  query: AdminListQuery,
  shape: (row: StoredLead) => T,
): Promise<AdminPage<T & { notification: LeadRow["notification"] }>> {
  const { table, searchIn } = leadKind(kind);
  const where = and(searchWhere(searchIn, query.q), query.lead === undefined ? undefined : eq(table.id, query.lead));
  // Without a search, every lead of the kind: the inbox's counters (ADR 264) hold how many.
  const options = where === undefined ? { total: storedLeadCount(db, kind) } : {};
  return mapPage(await keysetPage<StoredLead>(db, table, query, where, options), async (rows) => {
    const notifications = await teamNotificationsOf(
      db,
      kind,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({ ...shape(row), notification: notifications.get(row.id) ?? null }));
  });
}

/** How many leads of `kind` are stored, spam and every status included, from the counters the triggers keep. */
function storedLeadCount(db: Db, kind: LeadKind) {
  return db
    .select({ n: sql<number>`coalesce(sum(${leadCounts.n}), 0)` })
    .from(leadCounts)
    .where(eq(leadCounts.leadKind, kind));
}

/** One page of a kind's records as the Leads page shows them. */
export function listLeadsPage(db: Db, kind: LeadKind, query: AdminListQuery): Promise<AdminPage<LeadRow>> {
  return leadPage(db, kind, query, (row) => toRecord(leadKind(kind), row));
}

/** One record, or null when it is gone (deleted after it was stored). */
export async function findLead(db: Db, kind: LeadKind, id: number): Promise<LeadRecord | null> {
  const spec = leadKind(kind);
  const row = await db.select().from(spec.table).where(eq(spec.table.id, id)).get();
  return row ? toRecord(spec, row as StoredLead) : null;
}

/** Rows read per query while exporting: a few MB at most, and 100 queries for 100,000 leads. */
export const EXPORT_BATCH = 1000;

/** What an export adds to a record: its workflow, source and notes (ADR 260, 262). */
export interface ExportedRecord extends LeadRecord {
  status: LeadStatus;
  statusBy: string | null;
  owner: string | null;
  source: LeadSource | null;
  /** Every note, oldest first, one per line: "author, date: text". */
  notes: string;
}

/**
 * A kind's records received in [start, end) (UTC ms) and not held, or all of them, newest first,
 * with their workflow, read in keyset batches so an export of any length holds one batch at a time.
 */
export async function* recordsNewestFirst(
  db: Db,
  kind: LeadKind,
  range?: { start: number; end: number },
  ids?: readonly number[],
): AsyncGenerator<ExportedRecord[]> {
  const spec = leadKind(kind);
  const { table } = spec;
  const order = { column: table.createdAt, direction: "desc" } as const;
  // A report's period leaves out the leads the bot check held (ADR 184); a kind's whole export keeps them.
  const inRange = range && and(gte(table.createdAt, new Date(range.start)), lt(table.createdAt, new Date(range.end)), notHeld(table));
  // The notes as one text per lead, oldest first (a correlated read of lead_notes_lead_idx).
  const notes = sql<
    string | null
  >`(select group_concat(line, char(10)) from (select ${leadNotes.author} || ', ' || strftime('%Y-%m-%d %H:%M', ${leadNotes.createdAt} / 1000, 'unixepoch') || ' UTC: ' || ${leadNotes.body} as line from ${leadNotes} where ${leadNotes.leadKind} = ${kind} and ${leadNotes.leadId} = ${table.id} order by ${leadNotes.createdAt}, ${leadNotes.id}))`;
  let cursor: Cursor | null = null;
  for (;;) {
    const rows = (await db
      .select({ lead: table, workflow: leadWorkflow, notes })
      .from(table)
      .leftJoin(leadWorkflow, and(eq(leadWorkflow.leadKind, kind), eq(leadWorkflow.leadId, table.id)))
      .where(and(inRange, ids ? inArray(table.id, [...ids]) : undefined, cursor ? afterCursor(order, table.id, cursor) : undefined))
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(EXPORT_BATCH)) as { lead: StoredLead; workflow: WorkflowRow | null; notes: string | null }[];
    if (rows.length > 0)
      yield rows.map(({ lead, workflow, notes }) => ({
        ...toRecord(spec, lead),
        status: workflow?.status ?? "new",
        statusBy: workflow?.statusBy ?? null,
        owner: workflow?.owner ?? null,
        source: sourceOf(workflow),
        notes: notes ?? "",
      }));
    const last = rows.at(-1)?.lead;
    if (rows.length < EXPORT_BATCH || !last) return;
    cursor = { sort: "newest", key: last.createdAt.getTime(), id: last.id };
  }
}

/** The person a record names, for subjects and lists. */
export function leadName(kind: LeadKind, lead: LeadRecord): string {
  return lead.cells[leadKind(kind).nameColumn] || "(no name)";
}

/** A stored instant as spreadsheets read a date and time: "2026-11-25 14:05" on the zone's wall clock. */
function spreadsheetDateTime(iso: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** A kind's fields (the admins' own columns left out: the workflow columns say it all). */
const fieldColumns = (kind: LeadKind) => {
  const { columns, adminOnly = [] } = leadKind(kind);
  return Object.entries(columns).filter(([key]) => !adminOnly.includes(key));
};

const sourceKeys = Object.keys(leadSourceLabels) as (keyof LeadSource)[];
const workflowHeaders = ["Status", "Status Changed By", "Owner", "Held", "Admin Notes", ...sourceKeys.map((key) => leadSourceLabels[key])];
const workflowCells = (row: ExportedRecord) => [
  leadStatusLabels[row.status],
  row.statusBy ?? "",
  row.owner ?? "",
  row.held ? heldReasons[row.held] : "",
  row.notes,
  ...sourceKeys.map((key) => row.source?.[key] ?? ""),
];
const receivedHeader = (timeZone: string) => `Received (${timeZone})`;

/**
 * One kind's records as a CSV stream: ID, date received in the admin's zone, every field of the
 * kind, then its status, owner, held state, notes and source.
 */
export function leadsCsv(db: Db, kind: LeadKind, range?: { start: number; end: number }, timeZone = "UTC"): ReadableStream<Uint8Array> {
  const columns = fieldColumns(kind);
  return csvStream(
    ["ID", receivedHeader(timeZone), ...columns.map(([, header]) => header), ...workflowHeaders],
    mapBatches(recordsNewestFirst(db, kind, range), (row) => [
      String(row.id),
      spreadsheetDateTime(row.createdAt, timeZone),
      ...columns.map(([key]) => row.cells[key] ?? ""),
      ...workflowCells(row),
    ]),
  );
}

/**
 * Every kind's records (in [start, end) when given, or only the leads `only` names: the inbox's
 * ticked ones) as one CSV stream, newest first across kinds (a merge of the kinds' batches; on
 * equal times and ids the registry's order): kind, id, date, then every field of every kind (one
 * column per label: "Email" is one column for all), the workflow and the source.
 */
export function allLeadsCsv(
  db: Db,
  range?: { start: number; end: number },
  timeZone = "UTC",
  only?: readonly { kind: LeadKind; id: number }[],
): ReadableStream<Uint8Array> {
  const labels = [...new Set(leadKindsShown.flatMap((kind) => fieldColumns(kind).map(([, label]) => label)))];
  const keysByLabel = Object.fromEntries(
    leadKindsShown.map((kind) => [kind, Object.fromEntries(fieldColumns(kind).map(([key, label]) => [label, key]))]),
  ) as Record<LeadKind, Record<string, string>>;
  return csvStream(
    ["Kind", "ID", receivedHeader(timeZone), ...labels, ...workflowHeaders],
    mapBatches(mergeNewestFirst(db, range, only), ({ kind, row }) => [
      leadKind(kind).label,
      String(row.id),
      spreadsheetDateTime(row.createdAt, timeZone),
      ...labels.map((label) => {
        const key = keysByLabel[kind][label];
        return key ? (row.cells[key] ?? "") : "";
      }),
      ...workflowCells(row),
    ]),
  );
}

async function* mapBatches<T>(batches: AsyncIterable<T[]>, line: (item: T) => string[]): AsyncGenerator<string[][]> {
  for await (const batch of batches) yield batch.map(line);
}

/** The kinds' record streams merged newest first, yielded in batches of up to EXPORT_BATCH. */
async function* mergeNewestFirst(
  db: Db,
  range?: { start: number; end: number },
  only?: readonly { kind: LeadKind; id: number }[],
): AsyncGenerator<{ kind: LeadKind; row: ExportedRecord }[]> {
  const idsOf = (kind: LeadKind) => only?.filter((ref) => ref.kind === kind).map((ref) => ref.id);
  const kinds = only ? leadKindsShown.filter((kind) => (idsOf(kind)?.length ?? 0) > 0) : leadKindsShown;
  const heads = kinds.map((kind) => ({
    kind,
    source: recordsNewestFirst(db, kind, range, idsOf(kind)),
    batch: [] as ExportedRecord[],
    at: 0,
    done: false,
  }));
  const refill = async (head: (typeof heads)[number]) => {
    if (head.at < head.batch.length || head.done) return;
    const next = await head.source.next();
    if (next.done) head.done = true;
    else {
      head.batch = next.value;
      head.at = 0;
    }
  };
  let out: { kind: LeadKind; row: ExportedRecord }[] = [];
  for (;;) {
    await Promise.all(heads.map(refill));
    let best: (typeof heads)[number] | null = null;
    for (const head of heads) {
      const row = head.batch[head.at];
      if (head.done || !row) continue;
      const top = best?.batch[best.at];
      // Strictly later wins, so on a tie the kind earlier in the registry comes first.
      if (!top || row.createdAt > top.createdAt || (row.createdAt === top.createdAt && row.id > top.id)) best = head;
    }
    const row = best?.batch[best.at];
    if (!best || !row) break;
    best.at += 1;
    out.push({ kind: best.kind, row });
    if (out.length === EXPORT_BATCH) {
      yield out;
      out = [];
    }
  }
  if (out.length > 0) yield out;
}

/** Every dashboard count in one round trip (one batch of COUNT queries). */
export async function dashboardCounts(db: Db): Promise<DashboardCounts> {
  const n = (rows: { n: number }[] | undefined) => rows?.[0]?.n ?? 0;
  const [p, b, pending, failed, kinds] = await db.batch([
    // The trash is not counted (ADR 271).
    db.select({ n: count() }).from(projects).where(isNull(projects.deletedAt)),
    db.select({ n: count() }).from(blogPosts).where(isNull(blogPosts.deletedAt)),
    db
      .select({ n: count() })
      .from(inquiries)
      .where(and(eq(inquiries.responded, false), notHeld(inquiries))),
    db.select({ n: count() }).from(leadNotifications).where(eq(leadNotifications.status, "failed")),
    // Each kind's leads but spam, from the inbox's counters (ADR 264) rather than a count of every lead (ADR 258).
    db
      .select({ kind: leadCounts.leadKind, n: sql<number>`sum(${leadCounts.n})`.mapWith(Number) })
      .from(leadCounts)
      .where(eq(leadCounts.spam, 0))
      .groupBy(leadCounts.leadKind),
  ]);
  const perKind = new Map(kinds.map((row) => [row.kind, row.n]));
  const leads = Object.fromEntries(leadKindsShown.map((kind) => [leadKind(kind).dashboardKey, perKind.get(kind) ?? 0])) as Record<
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
export async function releaseLead(
  db: Db,
  kind: LeadKind,
  id: number,
  audiences: readonly Audience[],
  audit?: AuditStatement,
): Promise<number[] | null> {
  const { table } = leadKind(kind);
  const [released] = await withAudit(
    db,
    db
      .update(table)
      .set({ heldReason: null })
      .where(and(eq(table.id, id), isNotNull(table.heldReason)))
      .returning({ id: table.id }),
    audit,
  );
  if (!released) return null;
  // Not outboxInsert's batch form: that one finds the lead as the table's newest row.
  const rows = await db
    .insert(leadNotifications)
    .values(audiences.map((audience) => ({ leadKind: kind, leadId: id, audience })))
    .onConflictDoNothing()
    .returning({ id: leadNotifications.id });
  return rows.map((r) => r.id);
}
