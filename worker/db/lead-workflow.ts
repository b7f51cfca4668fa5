/**
 * The leads' workflow over every kind (ADR 260): status, owner, notes, per-admin reads, and
 * deletes that take a lead's workflow with it and close its unsent e-mails as cancelled. Keyed by
 * kind and id in shared tables, so each kind's own table stays as its form wrote it. Every write
 * names at most BULK_MAX leads of one kind per statement, inside D1's 100 bound parameters.
 */
import { and, asc, eq, getTableName, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { LeadKind } from "#contract/lead-kinds.ts";
import type { LeadRef, LeadStatus, LeadNote } from "#contract/lead-inbox.ts";
import type { LeadSource } from "#contract/lead-source.ts";
import { type AuditStatement, withAudit } from "./audit";
import type { Db } from "./client";
import { leadKind } from "./lead-kinds";
import { inquiries, leadNotes, leadNotifications, leadReads, leadSubmissions, leadWorkflow } from "./schema";

export type WorkflowRow = typeof leadWorkflow.$inferSelect;

/** Statuses in which an inquiry counts as answered (the spec's `responded` flag). */
const ANSWERED: readonly LeadStatus[] = ["responded", "closed"];

/**
 * The workflow row stored in the same batch as its lead, right after the lead's insert (the lead's
 * id is the table's largest, as for the outbox rows).
 */
export function workflowInsert(db: Db, kind: LeadKind, leadTable: SQLiteTable, source: LeadSource | null | undefined) {
  const leadId = sql<number>`(select max(id) from ${leadTable})`;
  return db.insert(leadWorkflow).values({
    leadKind: kind,
    leadId,
    sourcePage: source?.page ?? null,
    landingPage: source?.landingPage ?? null,
    referrer: source?.referrer ?? null,
    utmSource: source?.utmSource ?? null,
    utmMedium: source?.utmMedium ?? null,
    utmCampaign: source?.utmCampaign ?? null,
    utmTerm: source?.utmTerm ?? null,
    utmContent: source?.utmContent ?? null,
  });
}

/** A stored row's source, or null when the form sent none. */
export function sourceOf(row: WorkflowRow | null | undefined): LeadSource | null {
  if (!row) return null;
  const source: LeadSource = {
    page: row.sourcePage,
    landingPage: row.landingPage,
    referrer: row.referrer,
    utmSource: row.utmSource,
    utmMedium: row.utmMedium,
    utmCampaign: row.utmCampaign,
    utmTerm: row.utmTerm,
    utmContent: row.utmContent,
  };
  return Object.values(source).some((value) => value !== null) ? source : null;
}

export async function findWorkflow(db: Db, kind: LeadKind, id: number): Promise<WorkflowRow | null> {
  return (
    (await db
      .select()
      .from(leadWorkflow)
      .where(and(eq(leadWorkflow.leadKind, kind), eq(leadWorkflow.leadId, id)))
      .get()) ?? null
  );
}

/** The leads of one kind, grouped, so each statement names one kind's ids. */
function byKind(refs: readonly LeadRef[]): Map<LeadKind, number[]> {
  const groups = new Map<LeadKind, number[]>();
  for (const { kind, id } of refs) {
    const ids = groups.get(kind) ?? [];
    if (!ids.includes(id)) ids.push(id);
    groups.set(kind, ids);
  }
  return groups;
}

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** Upserts a workflow column for the existing leads among `ids` (gone ones get no row). */
function upsertFor(
  kind: LeadKind,
  ids: readonly number[],
  set: { status?: LeadStatus; owner?: string | null },
  admin: string,
  now: number,
): SQL {
  const { table } = leadKind(kind);
  const name = sql.identifier(getTableName(table));
  const status = set.status ?? null;
  const statusSet =
    set.status === undefined ? sql`` : sql`, status = excluded.status, status_at = excluded.status_at, status_by = excluded.status_by`;
  const ownerSet = set.owner === undefined ? sql`` : sql`, owner = excluded.owner`;
  return sql`insert into lead_workflow (lead_kind, lead_id, status, status_at, status_by, owner, updated_at)
    select ${kind}, id, coalesce(${status}, 'new'), ${set.status === undefined ? null : now}, ${set.status === undefined ? null : admin}, ${set.owner ?? null}, ${now}
    from ${name} where id in (${idList(ids)})
    on conflict (lead_kind, lead_id) do update set updated_at = excluded.updated_at${statusSet}${ownerSet}`;
}

/** Keeps the spec's inquiry `responded` flag (and who and when) equal to the workflow's status. */
function inquiriesAnswered(ids: readonly number[], status: LeadStatus, admin: string, now: number): SQL {
  return ANSWERED.includes(status)
    ? sql`update ${inquiries} set responded = 1, responded_at = coalesce(responded_at, ${now}), responded_by = coalesce(responded_by, ${admin}) where id in (${idList(ids)})`
    : sql`update ${inquiries} set responded = 0, responded_at = null, responded_by = null where id in (${idList(ids)})`;
}

/** Statements that set status and/or owner on these leads (status changes of inquiries also set `responded`). */
function changeStatements(
  refs: readonly LeadRef[],
  change: { status?: LeadStatus; owner?: string | null },
  admin: string,
  now: number,
): SQL[] {
  const statements: SQL[] = [];
  for (const [kind, ids] of byKind(refs)) {
    statements.push(upsertFor(kind, ids, change, admin, now));
    if (kind === "inquiries" && change.status !== undefined) statements.push(inquiriesAnswered(ids, change.status, admin, now));
  }
  return statements;
}

/**
 * Runs statements in one D1 batch: one transaction, so a status and the inquiry's flag never
 * disagree. Drizzle cannot batch raw SQL with parameters, so they are prepared on its client.
 */
async function runAll(db: Db, statements: SQL[], audit?: AuditStatement): Promise<void> {
  if (statements.length === 0) return;
  const client = db.$client;
  const prepared = statements.map((statement) => {
    const query = db.run(statement).getQuery();
    return client.prepare(query.sql).bind(...query.params);
  });
  // The admin's audit entry (ADR 283) last, in the same transaction as the change it records.
  if (audit) {
    const query = audit.toSQL();
    prepared.push(client.prepare(query.sql).bind(...query.params));
  }
  await client.batch(prepared);
}

/** Sets status and/or owner on one lead or many (bulk); gone leads are skipped. */
export async function changeLeads(
  db: Db,
  refs: readonly LeadRef[],
  change: { status?: LeadStatus; owner?: string | null },
  admin: string,
  audit?: AuditStatement,
): Promise<void> {
  await runAll(db, changeStatements(refs, change, admin, Date.now()), audit);
}

/**
 * An admin opened these leads (or marked them read): read by them, so their unread marker goes,
 * and a new lead becomes read for the team. On an open (`firstTimeOnly`) the status moves only on
 * this admin's first open, so reading a lead again after "Mark new" (an undo) leaves it new.
 * Statuses past "read" are always kept.
 */
export async function markOpened(
  db: Db,
  refs: readonly LeadRef[],
  admin: string,
  { firstTimeOnly = false, audit }: { firstTimeOnly?: boolean; audit?: AuditStatement } = {},
): Promise<void> {
  const now = Date.now();
  const statements: SQL[] = [];
  for (const [kind, ids] of byKind(refs)) {
    const name = sql.identifier(getTableName(leadKind(kind).table));
    const unreadByMe = firstTimeOnly
      ? sql` and not exists (select 1 from lead_reads r where r.lead_kind = ${kind} and r.lead_id = ${name}.id and r.admin_email = ${admin})`
      : sql``;
    // The status first: it asks whether this admin had read the lead before.
    statements.push(
      sql`insert into lead_workflow (lead_kind, lead_id, status, status_at, status_by, updated_at)
        select ${kind}, id, 'read', ${now}, ${admin}, ${now} from ${name} where id in (${idList(ids)})${unreadByMe}
        on conflict (lead_kind, lead_id) do update set status = 'read', status_at = excluded.status_at, status_by = excluded.status_by, updated_at = excluded.updated_at
        where lead_workflow.status = 'new'`,
      sql`insert into lead_reads (lead_kind, lead_id, admin_email, read_at) select ${kind}, id, ${admin}, ${now} from ${name} where id in (${idList(ids)}) on conflict do nothing`,
    );
  }
  await runAll(db, statements, audit);
}

/**
 * The spec's "Mark Responded" on an inquiry, in one batch: the flag (the first admin and time are
 * kept when it is marked again) and the workflow, where a new or read inquiry becomes responded
 * (a closed one stays closed).
 */
export async function markInquiryResponded(db: Db, id: number, admin: string, audit?: AuditStatement): Promise<void> {
  const now = Date.now();
  await runAll(
    db,
    [
      sql`update ${inquiries} set responded = 1, responded_at = coalesce(responded_at, ${now}), responded_by = coalesce(responded_by, ${admin}) where id = ${id}`,
      sql`insert into lead_workflow (lead_kind, lead_id, status, status_at, status_by, updated_at)
      select 'inquiries', id, 'responded', ${now}, ${admin}, ${now} from ${inquiries} where id = ${id}
      on conflict (lead_kind, lead_id) do update set status = 'responded', status_at = excluded.status_at, status_by = excluded.status_by, updated_at = excluded.updated_at
      where lead_workflow.status in ('new', 'read')`,
    ],
    audit,
  );
}

/**
 * Deletes leads of any kind with everything kept about them (workflow, notes, reads) in one
 * batch; their e-mails not yet sent are closed as cancelled, so none stays "still sending".
 * Answers how many leads were deleted.
 */
export async function deleteLeads(db: Db, refs: readonly LeadRef[], audit?: AuditStatement): Promise<number> {
  const now = new Date();
  let deleted = 0;
  const groups = [...byKind(refs)];
  if (groups.length === 0) return 0;
  const statements = groups.flatMap(([kind, ids]) => {
    const { table } = leadKind(kind);
    const own = (t: typeof leadWorkflow | typeof leadNotes | typeof leadReads | typeof leadNotifications) =>
      and(eq(t.leadKind, kind), inArray(t.leadId, ids));
    return [
      db
        .delete(table)
        .where(inArray((table as typeof inquiries).id, ids))
        .returning({ id: (table as typeof inquiries).id }),
      db.delete(leadWorkflow).where(own(leadWorkflow)),
      db.delete(leadNotes).where(own(leadNotes)),
      db.delete(leadReads).where(own(leadReads)),
      db.delete(leadSubmissions).where(and(eq(leadSubmissions.leadKind, kind), inArray(leadSubmissions.leadId, ids))),
      db
        .update(leadNotifications)
        .set({ status: "cancelled", claimedUntil: null, lastError: "The lead was deleted before it was sent.", updatedAt: now })
        .where(and(own(leadNotifications), eq(leadNotifications.status, "pending"))),
    ];
  });
  const [first, ...rest] = statements;
  if (!first) return 0;
  // The audit entry (ADR 283) right after the first kind's delete, which it checks changed rows.
  const results = await db.batch(audit ? [first, audit, ...rest] : [first, ...rest]);
  const own = audit ? [results[0], ...results.slice(2)] : results;
  for (let i = 0; i < own.length; i += 6) deleted += (own[i] as { id: number }[]).length;
  return deleted;
}

/**
 * Marks a lead as spam (ADR 263): the bot check's column says "spam", so every count that leaves
 * held leads out leaves it out too; its status, owner and e-mails are kept. No change to a lead
 * already spam (held or marked); answers whether it changed.
 */
export async function markSpam(db: Db, ref: LeadRef, audit?: AuditStatement): Promise<boolean> {
  const table = leadKind(ref.kind).table as typeof inquiries;
  const rows = await withAudit(
    db,
    db
      .update(table)
      .set({ heldReason: "spam" })
      .where(and(eq(table.id, ref.id), isNull(table.heldReason)))
      .returning({ id: table.id }),
    audit,
  );
  return rows.length > 0;
}

export async function addNote(db: Db, kind: LeadKind, id: number, author: string, body: string, audit?: AuditStatement): Promise<LeadNote> {
  const [row] = await withAudit(db, db.insert(leadNotes).values({ leadKind: kind, leadId: id, author, body }).returning(), audit);
  if (!row) throw new Error("Insert returned no note");
  return toNote(row);
}

const toNote = (row: typeof leadNotes.$inferSelect): LeadNote => ({
  id: row.id,
  author: row.author,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

export async function notesOf(db: Db, kind: LeadKind, id: number): Promise<LeadNote[]> {
  const rows = await db
    .select()
    .from(leadNotes)
    .where(and(eq(leadNotes.leadKind, kind), eq(leadNotes.leadId, id)))
    .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id));
  return rows.map(toNote);
}
