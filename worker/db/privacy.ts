/**
 * Privacy requests (docs/privacy.md, ADR 280): everything held about one person, found by e-mail
 * address and/or phone number, exported or erased. The places are derived from the lead-kinds
 * registry, so a new kind is covered by adding it there: its table (its `personal` columns), and
 * the notification e-mails owed for its leads (the outbox rows, whose errors may quote an address).
 * `personalDataPlaces` below also names every other table and why it holds no visitor's data; a
 * test walks the database's tables and fails on one that is in neither list.
 *
 * Erasure blanks a lead's personal columns (the row, its date and categories stay, so the
 * analytics' counts survive) and deletes its notifications and its send's idempotency key, a bounded round at a time: each round
 * is one D1 batch with its audit entry, so an interrupted erase has committed whole rounds and a
 * repeat carries on from there; a finished one finds nothing and changes nothing.
 */
import { and, asc, getTableColumns, getTableName, gt, or, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { phoneDigits, type PrivacyPlace, type PrivacySubject } from "#contract/privacy.ts";
import { auditEntry, changedRows, recordAudit } from "./audit";
import type { Db } from "./client";
import { type LeadKindSpec, leadKind, leadKindsShown } from "./lead-kinds";
import { leadNotes, leadNotifications, leadSubmissions, leadWorkflow, subscribers, subscriptionMails } from "./schema";
import { eraseSubscription, exportSubscription, subscriptionCounts } from "../subscriptions/store";

/** What a NOT NULL personal column holds once erased (a nullable one is set to NULL). */
export const ERASED = "[erased]";

/** Rows changed per statement: one D1 batch of a round stays small, and 10,000 rows take 20 rounds. */
export const ERASE_ROUND = 500;
/** Rows read per query while exporting. */
const EXPORT_PAGE = 1000;

/**
 * Tables that hold no visitor's personal data, each with the reason. Every table of the database
 * is either a lead kind's (the registry), the outbox, or here: tests/worker/privacy.test.ts.
 */
export const tablesWithoutPersonalData: Record<string, string> = {
  blog_posts: "Company content; authors are staff.",
  post_tags: "Tags of blog posts.",
  projects: "Company content; clients are companies named with their consent.",
  partners: "Organisations on the partner wall, added by admins.",
  media: "Files admins upload for the site.",
  post_view_days: "View counts per post and day; no visitor identifiers.",
  post_view_totals: "View counts per post.",
  content_revisions: "Earlier versions of posts and projects (company content); who saved them is an admin's Access e-mail.",
  lead_reads: "Which admin has read which lead: admins' own activity.",
  admin_inbox: "Each admin's last visit to the inbox.",
  lead_counts: "How many leads each kind has per status and spam: counts only, no row names a person.",
  lead_workflow:
    "A lead's status, owner and where its form was sent from; exported with the lead, and left with the anonymised row on erasure.",
  content_previews:
    "Preview snapshots of posts and projects (company content), deleted once expired; created_by is an admin's Access e-mail.",
  author_profiles:
    "Staff authors' public bylines and bios, written by the team to be published (ADR 315); not visitors' data, edited or deleted in the admin.",
  audit_log: "Admins' own actions (their Access e-mail); never a visitor's data; an erasure is named by a hash.",
  lead_submissions:
    "A form send's random key, a hash of what was sent and which lead it made (ADR 302): nothing readable; kept a day, deleted with its lead and on erasure.",
  post_announcements: "Which posts' new-article e-mails were started, and how far; no subscriber is named.",
};

/** The blog subscription's tables (ADR 304): found, exported and erased by the subject's address. */
export const subscriptionTables = [getTableName(subscribers), getTableName(subscriptionMails)] as const;
const [subscribersTable, subscriptionMailsTable] = subscriptionTables;
const subscriptionPlaces = (subscriber: number, mails: number): PrivacyPlace[] => [
  { table: subscribersTable, label: "Blog subscription", count: subscriber },
  { table: subscriptionMailsTable, label: "Blog subscription: e-mails sent", count: mails },
];

/** The outbox table, covered through its leads. */
export const outboxTable = getTableName(leadNotifications);

/** A phone column's digits without the leading zeros of a trunk prefix (digits of the subject's number are made alike). */
const digitsOf = (column: SQLiteColumn) =>
  sql`ltrim(replace(replace(replace(replace(replace(replace(replace(${column}, ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '/', ''), '+', ''), '0')`;

/** Fewest digits a number written without its country code still has (a suffix this long matches). */
const MIN_SUFFIX_DIGITS = 7;

/**
 * The subject's rows of one kind: the address compared without case (the lower(email) index), the
 * phone by its digits, a national number also matching one written with its country code.
 */
function matches(spec: LeadKindSpec, subject: PrivacySubject): SQL {
  const conditions: SQL[] = [];
  if (subject.email) conditions.push(sql`lower(${spec.table.email}) = lower(${subject.email})`);
  if (subject.phone && spec.phone) {
    const d = phoneDigits(subject.phone).replace(/^0+/, "");
    const stored = digitsOf(spec.phone);
    // Equal, or one is the other with a country code in front ("01 555 0147" and "+353 1 555 0147").
    conditions.push(
      sql`(${stored} = ${d} OR (length(${stored}) >= ${MIN_SUFFIX_DIGITS} AND substr(${d}, -length(${stored})) = ${stored}) OR (${d.length >= MIN_SUFFIX_DIGITS ? 1 : 0} AND substr(${stored}, -${d.length}) = ${d}))`,
    );
  }
  return conditions.length > 0 ? (or(...conditions) as SQL) : sql`0`;
}

/** A table of rows about leads, keyed by kind and id (the outbox, the admins' notes, the workflow). */
type PerLeadTable = typeof leadNotifications | typeof leadNotes | typeof leadWorkflow | typeof leadSubmissions;

/** The rows of `table` about the subject's leads of one kind (at most `limit` leads, lowest ids first). */
function ofLeads(table: PerLeadTable, spec: LeadKindSpec, subject: PrivacySubject, limit?: number): SQL {
  const cap = limit === undefined ? sql`` : sql` ORDER BY ${spec.table.id} LIMIT ${limit}`;
  return sql`${table.leadKind} = ${spec.kind} AND ${table.leadId} IN (SELECT ${spec.table.id} FROM ${spec.table} WHERE ${matches(spec, subject)}${cap})`;
}
const notificationsOf = (spec: LeadKindSpec, subject: PrivacySubject, limit?: number) => ofLeads(leadNotifications, spec, subject, limit);

/** The admins' notes about leads: free text about the person, so found, exported and erased with the lead. */
export const notesTable = getTableName(leadNotes);
/** The leads' workflow rows (status, owner, where the form was sent from): exported with the lead. */
const workflowTable = getTableName(leadWorkflow);

const place = (spec: LeadKindSpec, table: string, label: string, count: number): PrivacyPlace => ({ table, label, kind: spec.kind, count });

/** How many rows each place holds for the subject: one D1 batch of two counts per kind. */
export async function findPersonalData(db: Db, subject: PrivacySubject): Promise<PrivacyPlace[]> {
  const n = sql<number>`count(*)`;
  const queries = leadKindsShown.flatMap((kind) => {
    const spec = leadKind(kind);
    return [
      db.select({ n }).from(spec.table).where(matches(spec, subject)),
      db.select({ n }).from(leadNotifications).where(notificationsOf(spec, subject)),
      db
        .select({ n })
        .from(leadNotes)
        .where(ofLeads(leadNotes, spec, subject)),
    ] as const;
  });
  // The subscription's two counts in the same batch (an address only: a phone finds no subscriber).
  const subscription = subject.email ? subscriptionCounts(db, subject.email) : [];
  const [first, ...rest] = queries;
  if (!first) return [];
  const counts = await db.batch([first, ...rest, ...subscription]);
  const at = 3 * leadKindsShown.length;
  return [...leadPlaces(counts), ...subscriptionPlaces(counts[at]?.[0]?.n ?? 0, counts[at + 1]?.[0]?.n ?? 0)];
}

function leadPlaces(counts: { n: number }[][]): PrivacyPlace[] {
  return leadKindsShown.flatMap((kind, i) => {
    const spec = leadKind(kind);
    return [
      place(spec, getTableName(spec.table), spec.label, counts[3 * i]?.[0]?.n ?? 0),
      place(spec, outboxTable, `${spec.label}: notification e-mails`, counts[3 * i + 1]?.[0]?.n ?? 0),
      place(spec, notesTable, `${spec.label}: the team's notes`, counts[3 * i + 2]?.[0]?.n ?? 0),
    ];
  });
}

/** Every row of one query, read a page at a time by id. */
async function allRows(read: (afterId: number) => Promise<Record<string, unknown>[]>): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  let after = 0;
  for (;;) {
    const rows = await read(after);
    out.push(...rows);
    const last = rows.at(-1);
    if (rows.length < EXPORT_PAGE || !last) return out;
    after = last.id as number;
  }
}

/** The export file: every field of every row the subject has, by table, and a summary people can read. */
export interface PrivacyExport {
  format: "kilbride-privacy-export/1";
  generatedAt: string;
  subject: PrivacySubject;
  summary: string[];
  tables: Record<string, Record<string, unknown>[]>;
}

export async function exportPersonalData(db: Db, subject: PrivacySubject, now = new Date()): Promise<PrivacyExport> {
  const tables: Record<string, Record<string, unknown>[]> = {};
  const summary: string[] = [];
  for (const kind of leadKindsShown) {
    const spec = leadKind(kind);
    const leads = await allRows((after) =>
      db
        .select()
        .from(spec.table)
        .where(and(matches(spec, subject), gt(spec.table.id, after)))
        .orderBy(asc(spec.table.id))
        .limit(EXPORT_PAGE),
    );
    const notes = await allRows((after) =>
      db
        .select()
        .from(leadNotifications)
        .where(and(notificationsOf(spec, subject), gt(leadNotifications.id, after)))
        .orderBy(asc(leadNotifications.id))
        .limit(EXPORT_PAGE),
    );
    const perLead = async (table: typeof leadNotes | typeof leadWorkflow) =>
      leads.length === 0
        ? []
        : await db
            .select()
            .from(table)
            .where(ofLeads(table, spec, subject));
    const [teamNotes, workflow] = [await perLead(leadNotes), await perLead(leadWorkflow)];
    const name = getTableName(spec.table);
    if (leads.length > 0) tables[name] = leads.map((row) => ({ ...row }));
    if (notes.length > 0) tables[outboxTable] = [...(tables[outboxTable] ?? []), ...notes];
    if (teamNotes.length > 0) tables[notesTable] = [...(tables[notesTable] ?? []), ...teamNotes];
    if (workflow.length > 0) tables[workflowTable] = [...(tables[workflowTable] ?? []), ...workflow];
    if (leads.length > 0) summary.push(summaryLine(spec, leads, notes.length));
  }
  if (subject.email) {
    const subscription = await exportSubscription(db, subject.email);
    if (subscription.subscribers.length > 0) {
      tables[subscribersTable] = subscription.subscribers;
      tables[subscriptionMailsTable] = subscription.mails;
      const mails = subscription.mails.length;
      summary.push(
        `Blog subscription (${String(subscription.subscribers[0]?.status)}), with ${mails === 1 ? "1 e-mail" : `${mails} e-mails`} sent or due.`,
      );
    }
  }
  if (summary.length === 0) summary.push("Nothing is held for this person.");
  return { format: "kilbride-privacy-export/1", generatedAt: now.toISOString(), subject, summary, tables };
}

function summaryLine(spec: LeadKindSpec, leads: Record<string, unknown>[], notifications: number): string {
  const dates = leads.map((row) => (row.createdAt instanceof Date ? row.createdAt.toISOString().slice(0, 10) : String(row.createdAt)));
  const when = dates.length === 1 ? `sent on ${dates[0]}` : `sent between ${dates[0]} and ${dates.at(-1)}`;
  const mails = notifications === 1 ? "1 notification e-mail" : `${notifications} notification e-mails`;
  return `${spec.label}: ${leads.length} ${leads.length === 1 ? "submission" : "submissions"} ${when}, with ${mails} about ${leads.length === 1 ? "it" : "them"}.`;
}

/** The blanked values of a kind's personal columns, keyed by the table's field names. */
function erasedValues(spec: LeadKindSpec): Record<string, string | null> {
  const personal = new Set(spec.personal);
  return Object.fromEntries(
    Object.entries(getTableColumns(spec.table))
      .filter(([, column]) => personal.has(column))
      .map(([field, column]) => [field, column.notNull ? ERASED : null]),
  );
}

/** SHA-256 of the subject, as the audit log names an erased person (never the address itself). */
export async function subjectHash(subject: PrivacySubject): Promise<string> {
  const key = `${subject.email?.toLowerCase() ?? ""}|${subject.phone ? phoneDigits(subject.phone) : ""}`;
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(key));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Erases the subject's data: per kind, rounds of ERASE_ROUND leads (their notifications deleted,
 * their personal columns blanked, an audit entry) until none is left. Answers what each place lost.
 */
export async function erasePersonalData(db: Db, subject: PrivacySubject, actor: string): Promise<PrivacyPlace[]> {
  const hash = await subjectHash(subject);
  const found = await findPersonalData(db, subject);
  const places: PrivacyPlace[] = [];
  for (const kind of leadKindsShown) {
    const spec = leadKind(kind);
    const table = getTableName(spec.table);
    const set = erasedValues(spec);
    let remaining = found.find((p) => p.table === table)?.count ?? 0;
    let leads = 0;
    let notes = 0;
    let teamNotes = 0;
    // Rounds for the leads found; ones sent since are another request's (no empty round, no empty audit entry).
    while (remaining > 0) {
      const ids = sql`SELECT ${spec.table.id} FROM ${spec.table} WHERE ${matches(spec, subject)} ORDER BY ${spec.table.id} LIMIT ${ERASE_ROUND}`;
      const [noted, deleted, , blanked] = await db.batch([
        db
          .delete(leadNotes)
          .where(ofLeads(leadNotes, spec, subject, ERASE_ROUND))
          .returning({ id: leadNotes.id }),
        db
          .delete(leadNotifications)
          .where(notificationsOf(spec, subject, ERASE_ROUND))
          .returning({ id: leadNotifications.id }),
        // A send's key and hash go with the details they stood for (before the rows are blanked).
        db.delete(leadSubmissions).where(ofLeads(leadSubmissions, spec, subject, ERASE_ROUND)),
        db.update(spec.table).set(set).where(sql`${spec.table.id} IN (${ids})`).returning({ id: spec.table.id }),
        auditEntry(db, actor, { action: "privacy.erase", recordType: table, recordId: hash, detail: changedRows }),
      ]);
      notes += deleted.length;
      teamNotes += noted.length;
      leads += blanked.length;
      remaining = blanked.length === 0 ? 0 : remaining - blanked.length;
    }
    places.push(
      place(spec, table, spec.label, leads),
      place(spec, outboxTable, `${spec.label}: notification e-mails`, notes),
      place(spec, notesTable, `${spec.label}: the team's notes`, teamNotes),
    );
  }
  // The subscription: its row goes, its e-mails with it (ON DELETE CASCADE), audited in the same batch.
  const count = (table: string) => found.find((p) => p.table === table)?.count ?? 0;
  if (subject.email && count(subscribersTable) > 0) {
    const [deleted] = await db.batch([
      eraseSubscription(db, subject.email),
      auditEntry(db, actor, { action: "privacy.erase", recordType: subscribersTable, recordId: hash, detail: changedRows }),
    ]);
    places.push(...subscriptionPlaces(deleted.length, deleted.length > 0 ? count(subscriptionMailsTable) : 0));
  } else {
    places.push(...subscriptionPlaces(0, 0));
  }
  return places;
}

/** The export's audit entry (a disclosure of personal data is recorded like a write). */
export async function recordExport(db: Db, actor: string, subject: PrivacySubject, records: number): Promise<void> {
  await recordAudit(db, actor, {
    action: "privacy.export",
    recordType: "privacy-request",
    recordId: await subjectHash(subject),
    detail: { records },
  });
}
