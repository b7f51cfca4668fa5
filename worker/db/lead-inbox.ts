/**
 * The leads inbox read from D1 (ADR 261): one page across every kind, newest first, with the
 * workflow and the asking admin's unread markers, and counts per kind and per view.
 *
 * Each kind is read by its own query (its own search and at most ADMIN_PAGE_SIZE + 1 rows after
 * the cursor), all in one batch, and the results merged: the first rows of every kind after the
 * cursor hold the first rows of all of them. One query per kind keeps each inside D1's 100 bound
 * parameters whatever the search, where one UNION of six searches would not be.
 */
import { and, count, desc, eq, gt, isNotNull, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { type HeldReason, type LeadKind, leadKindList } from "#contract/admin.ts";
import { ADMIN_PAGE_SIZE } from "#contract/admin-lists.ts";
import {
  encodeInboxCursor,
  type InboxCounts,
  type InboxPage,
  type InboxQuery,
  type InboxRow,
  type InboxView,
  inboxTieKey,
  inboxViews,
  type LeadDetail,
  type LeadStatus,
} from "#contract/lead-inbox.ts";
import { parseLeadReference } from "#contract/lead-reference.ts";
import { searchWhere } from "./admin-list";
import type { StoredLead } from "./admin-leads";
import type { Db } from "./client";
import { leadKind, leadKindsShown } from "./lead-kinds";
import { toLeadNotification } from "./lead-notifications";
import { findWorkflow, notesOf, sourceOf } from "./lead-workflow";
import { adminInbox, leadNotifications, leadReads, leadWorkflow } from "./schema";

/** A pause this long between two looks at the inbox starts a new visit. */
const VISIT_GAP_MS = 30 * 60_000;

/** Every lead table has these; read through the registry, a table's columns are untyped. */
type Columns = { id: SQLiteColumn; createdAt: SQLiteColumn; heldReason: SQLiteColumn };

interface AdminState {
  admin: string;
  readBefore: number;
  previousSeenAt: number | null;
}

/** Records this look at the inbox and answers the admin's state (one statement). */
async function visit(db: Db, admin: string, now: number): Promise<AdminState> {
  const t = adminInbox;
  const [row] = await db
    .insert(t)
    .values({ adminEmail: admin, lastSeenAt: new Date(now) })
    .onConflictDoUpdate({
      target: t.adminEmail,
      set: {
        previousSeenAt: sql`case when ${t.lastSeenAt} < ${now - VISIT_GAP_MS} then ${t.lastSeenAt} else ${t.previousSeenAt} end`,
        lastSeenAt: new Date(now),
      },
    })
    .returning();
  return { admin, readBefore: row?.readBefore?.getTime() ?? 0, previousSeenAt: row?.previousSeenAt?.getTime() ?? null };
}

/** The join of a kind's rows with their workflow and the admin's read, and the conditions over them. */
function parts(kind: LeadKind, state: AdminState) {
  const { table } = leadKind(kind);
  const c = table as unknown as Columns;
  const status = sql<LeadStatus>`coalesce(${leadWorkflow.status}, 'new')`;
  const unread = and(isNull(leadReads.readAt), isNull(c.heldReason), gt(c.createdAt, new Date(state.readBefore))) as SQL;
  const views: Record<InboxView, SQL | undefined> = {
    all: undefined,
    new: and(isNull(c.heldReason), sql`${status} = 'new'`),
    read: and(isNull(c.heldReason), sql`${status} = 'read'`),
    responded: and(isNull(c.heldReason), sql`${status} = 'responded'`),
    closed: and(isNull(c.heldReason), sql`${status} = 'closed'`),
    held: isNotNull(c.heldReason),
    mine: eq(leadWorkflow.owner, state.admin),
    unread,
  };
  const workflowOn = and(eq(leadWorkflow.leadKind, kind), eq(leadWorkflow.leadId, c.id));
  const readOn = and(eq(leadReads.leadKind, kind), eq(leadReads.leadId, c.id), eq(leadReads.adminEmail, state.admin));
  return { table, c, status, unread, views, workflowOn, readOn };
}

/** Rows of `kind` after the cursor in the inbox's order (time received, then kind, then id; all descending). */
function afterInboxCursor(kind: LeadKind, c: Columns, cursor: { at: number; tie: string }): SQL | undefined {
  const at = new Date(cursor.at);
  const cursorKind = cursor.tie.slice(0, cursor.tie.lastIndexOf(":"));
  const cursorId = Number(cursor.tie.slice(cursor.tie.lastIndexOf(":") + 1));
  if (kind < cursorKind) return lte(c.createdAt, at);
  if (kind > cursorKind) return lt(c.createdAt, at);
  return or(lt(c.createdAt, at), and(eq(c.createdAt, at), lt(c.id, cursorId)));
}

const countCase = (condition: SQL | undefined) => sql<number>`coalesce(sum(case when ${condition ?? sql`1`} then 1 else 0 end), 0)`;

function toRow(
  kind: LeadKind,
  r: { lead: StoredLead; status: LeadStatus | null; owner: string | null; readAt: Date | null },
  state: AdminState,
): InboxRow {
  const spec = leadKind(kind);
  const cells = spec.cells(r.lead);
  const held = (r.lead.heldReason as HeldReason | null | undefined) ?? null;
  const at = r.lead.createdAt.getTime();
  return {
    kind,
    id: r.lead.id,
    createdAt: r.lead.createdAt.toISOString(),
    name: cells[spec.nameColumn] || "(no name)",
    email: cells.email ?? "",
    summary: (cells[spec.summaryColumn] || cells.items || "").slice(0, 200),
    status: r.status ?? "new",
    owner: r.owner,
    held,
    unread: r.readAt === null && held === null && at > state.readBefore,
    newSinceVisit: held === null && at > (state.previousSeenAt ?? 0),
  };
}

/**
 * The search of one kind: a lead's public reference (the one its sender was shown on the form's confirmation,
 * contract/lead-reference.ts) finds that lead; anything else is searched in the kind's own words.
 */
function inboxSearch(kind: LeadKind, q: string): SQL | undefined {
  const reference = q ? parseLeadReference(q) : null;
  if (reference) return reference.kind === kind ? eq((leadKind(kind).table as unknown as Columns).id, reference.id) : sql`0`;
  return searchWhere(leadKind(kind).searchIn, q);
}

/** One page of the inbox for `admin`, with its counts; also records the visit. */
export async function inboxPage(db: Db, admin: string, query: InboxQuery, now = Date.now()): Promise<InboxPage> {
  const state = await visit(db, admin, now);
  const kinds = query.kind === "all" ? leadKindsShown : [query.kind];
  const countQueries = leadKindsShown.map((kind) => {
    const p = parts(kind, state);
    const search = inboxSearch(kind, query.q);
    return db
      .select({
        total: count(),
        ...(Object.fromEntries(inboxViews.map((view) => [view, countCase(p.views[view])])) as Record<InboxView, SQL<number>>),
      })
      .from(p.table)
      .leftJoin(leadWorkflow, p.workflowOn)
      .leftJoin(leadReads, p.readOn)
      .where(search);
  });
  const pageQueries = kinds.map((kind) => {
    const p = parts(kind, state);
    const search = inboxSearch(kind, query.q);
    return db
      .select({ lead: p.table, status: leadWorkflow.status, owner: leadWorkflow.owner, readAt: leadReads.readAt })
      .from(p.table)
      .leftJoin(leadWorkflow, p.workflowOn)
      .leftJoin(leadReads, p.readOn)
      .where(and(search, p.views[query.view], query.cursor ? afterInboxCursor(kind, p.c, query.cursor) : undefined))
      .orderBy(desc(p.c.createdAt), desc(p.c.id))
      .limit(ADMIN_PAGE_SIZE + 1);
  });
  const [first, ...rest] = [...countQueries, ...pageQueries];
  if (!first) throw new Error("No lead kinds");
  const results = (await db.batch([first, ...rest])) as unknown[][];
  const countRows = results.slice(0, leadKindsShown.length) as { total: number; [view: string]: number }[][];
  const pageRows = results.slice(leadKindsShown.length) as {
    lead: StoredLead;
    status: LeadStatus | null;
    owner: string | null;
    readAt: Date | null;
  }[][];

  const byKind = Object.fromEntries(leadKindList.map((kind) => [kind, { total: 0, unread: 0 }])) as InboxCounts["byKind"];
  const byView = Object.fromEntries(inboxViews.map((view) => [view, 0])) as InboxCounts["byView"];
  leadKindsShown.forEach((kind, i) => {
    const row = countRows[i]?.[0];
    if (!row) return;
    byKind[kind] = { total: Number(row.total), unread: Number(row.unread) };
    if (kinds.includes(kind)) for (const view of inboxViews) byView[view] += Number(row[view] ?? 0);
  });

  const merged = kinds
    .flatMap((kind, i) => (pageRows[i] ?? []).map((r) => toRow(kind, r, state)))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || inboxTieKey(b.kind, b.id).localeCompare(inboxTieKey(a.kind, a.id)));
  const items = merged.slice(0, ADMIN_PAGE_SIZE);
  const last = items.at(-1);
  return {
    items,
    total: byView[query.view],
    nextCursor:
      merged.length > ADMIN_PAGE_SIZE && last
        ? encodeInboxCursor({ at: Date.parse(last.createdAt), tie: inboxTieKey(last.kind, last.id) })
        : null,
    counts: { byKind, byView },
    lastVisitAt: state.previousSeenAt === null ? null : new Date(state.previousSeenAt).toISOString(),
  };
}

/** Every field of one lead with its workflow, source, e-mails and notes; null when there is no such lead. */
export async function leadDetail(db: Db, kind: LeadKind, id: number): Promise<LeadDetail | null> {
  const spec = leadKind(kind);
  const c = spec.table as unknown as Columns;
  const [rows, workflow, notifications, notes] = await Promise.all([
    db.select().from(spec.table).where(eq(c.id, id)),
    findWorkflow(db, kind, id),
    db
      .select()
      .from(leadNotifications)
      .where(and(eq(leadNotifications.leadKind, kind), eq(leadNotifications.leadId, id)))
      .orderBy(leadNotifications.createdAt, leadNotifications.id),
    notesOf(db, kind, id),
  ]);
  const lead = rows[0] as StoredLead | undefined;
  if (!lead) return null;
  const cells = spec.cells(lead);
  const { adminOnly = [] } = spec;
  return {
    kind,
    kindLabel: spec.label,
    id,
    createdAt: lead.createdAt.toISOString(),
    name: cells[spec.nameColumn] || "(no name)",
    email: cells.email ?? "",
    phone: cells.phone ?? "",
    fields: Object.entries(spec.columns)
      .filter(([key]) => !adminOnly.includes(key))
      .map(([key, label]) => ({ key, label, value: cells[key] ?? "" })),
    status: workflow?.status ?? "new",
    statusAt: workflow?.statusAt?.toISOString() ?? null,
    statusBy: workflow?.statusBy ?? null,
    owner: workflow?.owner ?? null,
    held: (lead.heldReason as HeldReason | null | undefined) ?? null,
    source: sourceOf(workflow),
    notifications: notifications.map((n) => ({ ...toLeadNotification(n), audience: n.audience, createdAt: n.createdAt.toISOString() })),
    notes,
  };
}
