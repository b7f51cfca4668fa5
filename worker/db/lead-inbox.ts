/**
 * The leads inbox read from D1 (ADR 261): one page across every kind, newest first, with the
 * workflow and the asking admin's unread markers, and counts per kind and per view.
 *
 * Each kind is read by its own query (its own search and at most ADMIN_PAGE_SIZE + 1 rows after
 * the cursor), all in one batch, and the results merged: the first rows of every kind after the
 * cursor hold the first rows of all of them. One query per kind keeps each inside D1's 100 bound
 * parameters whatever the search, where one UNION of six searches would not be.
 */
import { and, asc, desc, eq, getTableName, gt, isNotNull, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { HeldReason } from "#contract/admin.ts";
import { isLeadKind, type LeadKind, leadKindList } from "#contract/lead-kinds.ts";
import { ADMIN_PAGE_SIZE } from "#contract/admin-lists.ts";
import {
  encodeInboxCursor,
  type InboxCounts,
  type InboxCursor,
  type InboxPage,
  type InboxQuery,
  type InboxRow,
  type InboxSort,
  type InboxSummary,
  type InboxView,
  inboxTieKey,
  inboxViews,
  type LeadDetail,
  type LeadStatus,
  leadStatuses,
} from "#contract/lead-inbox.ts";
import { parseLeadReference } from "#contract/lead-reference.ts";
import { searchWhere } from "./admin-list";
import type { StoredLead } from "./admin-leads";
import type { Db } from "./client";
import { leadKind, leadKindsShown } from "./lead-kinds";
import { toLeadNotification } from "./lead-notifications";
import { findWorkflow, notesOf, sourceOf } from "./lead-workflow";
import {
  adminInbox,
  affiliates,
  contractorApplications,
  inquiries,
  leadCounts,
  leadNotifications,
  leadReads,
  leadWorkflow,
  merchQuotes,
  partnerRequests,
  projectRequests,
} from "./schema";

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

/** The admin's state without recording a visit (the dashboard's glance is not a look at the inbox). */
async function stateOf(db: Db, admin: string): Promise<AdminState> {
  const row = await db.select().from(adminInbox).where(eq(adminInbox.adminEmail, admin)).get();
  return { admin, readBefore: row?.readBefore?.getTime() ?? 0, previousSeenAt: row?.previousSeenAt?.getTime() ?? null };
}

/** The expression of a lead's name, as its cells write it (what the name order sorts by). */
const nameOf: Record<LeadKind, SQL> = {
  inquiries: sql`${inquiries.firstName} || ' ' || ${inquiries.lastName}`,
  "project-requests": sql`${projectRequests.name}`,
  "contractor-applications": sql`${contractorApplications.name}`,
  "partner-requests": sql`${partnerRequests.name}`,
  affiliates: sql`${affiliates.name}`,
  "merch-quotes": sql`${merchQuotes.contactName}`,
};

/** The join of a kind's rows with their workflow and the admin's read, and the conditions over them. */
function parts(kind: LeadKind, state: AdminState) {
  const { table } = leadKind(kind);
  const c = table as unknown as Columns;
  const status = sql<LeadStatus>`coalesce(${leadWorkflow.status}, 'new')`;
  // Spam (ADR 263): held by the bot check or marked by an admin. Only the Spam view shows it.
  const notSpam = isNull(c.heldReason);
  const unread = and(isNull(leadReads.readAt), notSpam, gt(c.createdAt, new Date(state.readBefore))) as SQL;
  const views: Record<InboxView, SQL | undefined> = {
    all: notSpam,
    new: and(notSpam, sql`${status} = 'new'`),
    read: and(notSpam, sql`${status} = 'read'`),
    responded: and(notSpam, sql`${status} = 'responded'`),
    closed: and(notSpam, sql`${status} = 'closed'`),
    mine: and(notSpam, eq(leadWorkflow.owner, state.admin)),
    unread,
    spam: isNotNull(c.heldReason),
  };
  const workflowOn = and(eq(leadWorkflow.leadKind, kind), eq(leadWorkflow.leadId, c.id));
  const readOn = and(eq(leadReads.leadKind, kind), eq(leadReads.leadId, c.id), eq(leadReads.adminEmail, state.admin));
  return { table, c, status, notSpam, unread, views, workflowOn, readOn };
}

/**
 * The orders (ADR 269): an optional key (ascending), then the time received, the kind and the id,
 * all in the order's direction. The key is computed by SQL and compared as SQL compares it, so the
 * Worker's merge of the kinds and each kind's cursor bound agree.
 */
interface SortSpec {
  key?: (kind: LeadKind, status: SQL) => SQL;
  newestFirst: boolean;
}
const sortSpecs: Record<InboxSort, SortSpec> = {
  newest: { newestFirst: true },
  oldest: { newestFirst: false },
  name: { key: (kind) => sql`lower(${nameOf[kind]})`, newestFirst: true },
  kind: { key: (kind) => sql`${kind}`, newestFirst: true },
  status: {
    key: (_, status) => sql`(case ${status} when 'new' then 0 when 'read' then 1 when 'responded' then 2 else 3 end)`,
    newestFirst: true,
  },
};

/** Rows of `kind` after the cursor in the sort's order. */
function afterInboxCursor(kind: LeadKind, c: Columns, spec: SortSpec, key: SQL | undefined, cursor: InboxCursor): SQL | undefined {
  const at = new Date(cursor.at);
  const cursorKind = cursor.tie.slice(0, cursor.tie.lastIndexOf(":"));
  const cursorId = Number(cursor.tie.slice(cursor.tie.lastIndexOf(":") + 1));
  const atBeyond = spec.newestFirst ? lt(c.createdAt, at) : gt(c.createdAt, at);
  // At one instant: newest first puts the later kind name first (as the tie key descends), oldest first the earlier.
  const kindBeyond = spec.newestFirst ? kind < cursorKind : kind > cursorKind;
  const tieBeyond = kind === cursorKind ? (spec.newestFirst ? lt(c.id, cursorId) : gt(c.id, cursorId)) : kindBeyond ? sql`1` : sql`0`;
  const timeBeyond = or(atBeyond, and(eq(c.createdAt, at), tieBeyond));
  if (!key) return timeBeyond;
  // The first term bounds the key alone, so SQLite starts its index walk (the name indexes) at the cursor.
  return and(sql`${key} >= ${cursor.key}`, or(sql`${key} > ${cursor.key}`, and(sql`${key} = ${cursor.key}`, timeBeyond)));
}

const countCase = (condition: SQL | undefined) => sql<number>`coalesce(sum(case when ${condition ?? sql`1`} then 1 else 0 end), 0)`;

type PageRow = { lead: StoredLead; status: LeadStatus | null; owner: string | null; readAt: Date | null; key: string | number | null };

function toRow(kind: LeadKind, r: PageRow, state: AdminState): InboxRow {
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

/** One kind's page query: at most `limit` rows after the cursor in the sort's order, with the sort key. */
function pageQuery(
  db: Db,
  kind: LeadKind,
  state: AdminState,
  query: { view: InboxView; sort: InboxSort; q: string; cursor?: InboxCursor | undefined },
  limit: number,
) {
  const p = parts(kind, state);
  const spec = sortSpecs[query.sort];
  const key = spec.key?.(kind, p.status);
  const direction = spec.newestFirst ? desc : asc;
  return db
    .select({
      lead: p.table,
      status: leadWorkflow.status,
      owner: leadWorkflow.owner,
      readAt: leadReads.readAt,
      key: (key ?? sql`null`).mapWith((v: unknown) => v as string | number | null),
    })
    .from(p.table)
    .leftJoin(leadWorkflow, p.workflowOn)
    .leftJoin(leadReads, p.readOn)
    .where(
      and(inboxSearch(kind, query.q), p.views[query.view], query.cursor ? afterInboxCursor(kind, p.c, spec, key, query.cursor) : undefined),
    )
    .orderBy(...(key ? [asc(key)] : []), direction(p.c.createdAt), direction(p.c.id))
    .limit(limit);
}

/** The kinds' page rows merged in the sort's order (the same comparison SQL made per kind). */
function merge(kinds: readonly LeadKind[], rows: PageRow[][], sort: InboxSort, state: AdminState) {
  const spec = sortSpecs[sort];
  const sign = spec.newestFirst ? -1 : 1;
  const all = kinds.flatMap((kind, i) =>
    (rows[i] ?? []).map((r) => ({
      row: toRow(kind, r, state),
      key: r.key,
      at: r.lead.createdAt.getTime(),
      tie: inboxTieKey(kind, r.lead.id),
    })),
  );
  const cmp = (a: string | number | null, b: string | number | null) => (a === b || a === null || b === null ? 0 : a < b ? -1 : 1);
  return all.sort((a, b) => cmp(a.key, b.key) || sign * (a.at - b.at) || sign * cmp(a.tie, b.tie));
}

/**
 * The counts without a search (ADR 264): statuses and spam from the counters the triggers keep,
 * and per kind what depends on the admin: their owned leads and their reads (subtracted from the
 * leads they could have unread), each an index range over what they own or opened.
 */
function counterQueries(db: Db, state: AdminState) {
  const perKind = leadKindsShown.map((kind) => {
    const p = parts(kind, state);
    const name = sql.identifier(getTableName(p.table));
    const after = new Date(state.readBefore);
    return db
      .select({
        mine: sql<number>`(select count(*) from ${leadWorkflow} w join ${name} l on l.id = w.lead_id where w.owner = ${state.admin} and w.lead_kind = ${kind} and l.held_reason is null)`,
        reads: sql<number>`(select count(*) from ${leadReads} r join ${name} l on l.id = r.lead_id where r.admin_email = ${state.admin} and r.lead_kind = ${kind} and l.held_reason is null and l.created_at > ${after.getTime()})`,
        // Leads received after the admin's "read before" horizon: the counters' total when there is none.
        since: state.readBefore
          ? sql<number>`(select count(*) from ${name} l where l.held_reason is null and l.created_at > ${after.getTime()})`
          : sql<number>`null`,
      })
      .from(sql`(select 1)`);
  });
  return { counters: db.select().from(leadCounts), perKind };
}

type CountRow = { total: number } & Record<InboxView, number>;

/** Every kind's counts, from the counters (no search) or counted among the search's matches. */
function countsOf(
  counters: (typeof leadCounts.$inferSelect)[] | null,
  perKind: { mine: number; reads: number; since: number | null }[] | null,
  searched: CountRow[] | null,
): Record<LeadKind, CountRow> {
  const empty = (): CountRow => ({ total: 0, ...(Object.fromEntries(inboxViews.map((view) => [view, 0])) as Record<InboxView, number>) });
  const out = Object.fromEntries(leadKindList.map((kind) => [kind, empty()])) as Record<LeadKind, CountRow>;
  if (searched) {
    leadKindsShown.forEach((kind, i) => {
      const row = searched[i];
      if (row) out[kind] = Object.fromEntries(Object.entries(row).map(([k, n]) => [k, Number(n ?? 0)])) as CountRow;
    });
    return out;
  }
  for (const row of counters ?? []) {
    if (!isLeadKind(row.leadKind)) continue;
    const counts = out[row.leadKind];
    if (row.spam) counts.spam += row.n;
    else {
      counts.all += row.n;
      counts.total += row.n;
      if ((leadStatuses as readonly string[]).includes(row.status)) counts[row.status as LeadStatus] += row.n;
    }
  }
  leadKindsShown.forEach((kind, i) => {
    const row = perKind?.[i];
    const counts = out[kind];
    if (!row) return;
    counts.mine = Number(row.mine);
    counts.unread = Math.max(0, Number(row.since ?? counts.total) - Number(row.reads));
  });
  return out;
}

/** One page of the inbox for `admin`, with its counts; also records the visit. */
export async function inboxPage(db: Db, admin: string, query: InboxQuery, now = Date.now()): Promise<InboxPage> {
  const state = await visit(db, admin, now);
  const kinds = query.kind === "all" ? leadKindsShown : [query.kind];
  const searching = query.q !== "";
  // A search counts among its matches; without one the counters answer (ADR 264).
  const searchCounts = leadKindsShown.map((kind) => {
    const p = parts(kind, state);
    return db
      .select({
        // Named: D1 keys a batch's rows by column name, and "total" and "all" are the same sum.
        total: countCase(p.notSpam).as("total"),
        ...(Object.fromEntries(inboxViews.map((view) => [view, countCase(p.views[view]).as(`view_${view}`)])) as Record<
          InboxView,
          SQL.Aliased<number>
        >),
      })
      .from(p.table)
      .leftJoin(leadWorkflow, p.workflowOn)
      .leftJoin(leadReads, p.readOn)
      .where(inboxSearch(kind, query.q));
  });
  const counters = counterQueries(db, state);
  const countStatements = searching ? searchCounts : [counters.counters, ...counters.perKind];
  const pageQueries = kinds.map((kind) => pageQuery(db, kind, state, { ...query, cursor: query.cursor ?? undefined }, ADMIN_PAGE_SIZE + 1));
  const [first, ...rest] = [...countStatements, ...pageQueries];
  if (!first) throw new Error("No lead kinds");
  const results = (await db.batch([first, ...rest])) as unknown[][];
  const countResults = results.slice(0, countStatements.length);
  const pageRows = results.slice(countStatements.length) as PageRow[][];
  const perKindCounts = searching
    ? countsOf(null, null, countResults.map((rows) => rows[0]) as CountRow[])
    : countsOf(
        countResults[0] as (typeof leadCounts.$inferSelect)[],
        countResults.slice(1).map((rows) => rows[0]) as { mine: number; reads: number; since: number | null }[],
        null,
      );

  const byKind = Object.fromEntries(leadKindList.map((kind) => [kind, { total: 0, unread: 0 }])) as InboxCounts["byKind"];
  const byView = Object.fromEntries(inboxViews.map((view) => [view, 0])) as InboxCounts["byView"];
  for (const kind of leadKindsShown) {
    const row = perKindCounts[kind];
    byKind[kind] = { total: row.total, unread: row.unread };
    if (kinds.includes(kind)) for (const view of inboxViews) byView[view] += row[view];
  }

  const merged = merge(kinds, pageRows, query.sort, state);
  const items = merged.slice(0, ADMIN_PAGE_SIZE);
  const last = items.at(-1);
  return {
    items: items.map((m) => m.row),
    total: byView[query.view],
    nextCursor:
      merged.length > ADMIN_PAGE_SIZE && last ? encodeInboxCursor(query.sort, { key: last.key, at: last.at, tie: last.tie }) : null,
    counts: { byKind, byView },
    lastVisitAt: state.previousSeenAt === null ? null : new Date(state.previousSeenAt).toISOString(),
  };
}

/** How many leads the dashboard lists as the newest. */
const RECENT_LEADS = 8;

/**
 * The dashboard's glance at the inbox for `admin`: their unread count per kind (from the counters,
 * as the inbox counts them) and the newest leads, spam left out. Records no visit.
 */
export async function inboxSummary(db: Db, admin: string): Promise<InboxSummary> {
  const state = await stateOf(db, admin);
  const { counters, perKind } = counterQueries(db, state);
  const recent = leadKindsShown.map((kind) => pageQuery(db, kind, state, { view: "all", sort: "newest", q: "" }, RECENT_LEADS));
  const results = (await db.batch([counters, ...perKind, ...recent])) as unknown[][];
  const counts = countsOf(
    results[0] as (typeof leadCounts.$inferSelect)[],
    results.slice(1, 1 + perKind.length).map((rows) => rows[0]) as { mine: number; reads: number; since: number | null }[],
    null,
  );
  const unread = Object.fromEntries(leadKindList.map((kind) => [kind, counts[kind].unread])) as Record<LeadKind, number>;
  const rows = results.slice(1 + perKind.length) as PageRow[][];
  return {
    unread,
    totalUnread: leadKindList.reduce((sum, kind) => sum + unread[kind], 0),
    recent: merge(leadKindsShown, rows, "newest", state)
      .slice(0, RECENT_LEADS)
      .map((m) => m.row),
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
